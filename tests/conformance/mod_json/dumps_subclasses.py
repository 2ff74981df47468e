# Subclasses of int, float, str, list, dict, tuple and bool-like values.
import json

class MyInt(int):
    def __repr__(self):
        return 'MyInt!'

class MyFloat(float):
    def __repr__(self):
        return 'MyFloat!'

class MyStr(str):
    pass

class MyList(list):
    pass

class MyDict(dict):
    pass

print(json.dumps([MyInt(5), MyFloat(2.5), MyStr('s'), MyList([1, 2]), MyDict(a=1)]))
print(json.dumps({MyStr('k'): MyInt(1), MyInt(7): 'int subclass key'}))
print(json.dumps(MyList()), json.dumps(MyDict()))
print(json.dumps((1, (2, (3,)))))
print(json.dumps([True, False, 1 == 1]))
print(json.dumps({True: True}))

class Ordered(dict):
    def items(self):
        return reversed(list(super().items()))

print(json.dumps(Ordered(a=1, b=2)))
