# default= functions and JSONEncoder subclasses.
import json

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

def encode_point(obj):
    if isinstance(obj, Point):
        return {'x': obj.x, 'y': obj.y}
    if isinstance(obj, set):
        return sorted(obj)
    raise TypeError('cannot encode ' + type(obj).__name__)

print(json.dumps([Point(1, 2), {3, 1, 2}], default=encode_point))
try:
    json.dumps(object(), default=encode_point)
except TypeError as e:
    print('TypeError', e)

class PointEncoder(json.JSONEncoder):
    def default(self, obj):
        if isinstance(obj, Point):
            return [obj.x, obj.y]
        return super().default(obj)

print(json.dumps({'p': Point(5, 6)}, cls=PointEncoder))
print(PointEncoder(indent=1).encode([Point(0, 0)]))
try:
    json.dumps(object(), cls=PointEncoder)
except TypeError as e:
    print('TypeError', e)

class Loop:
    pass

def loop_default(obj):
    return [obj]

try:
    json.dumps(Loop(), default=loop_default)
except ValueError as e:
    print('ValueError', e)

class Chain:
    def __init__(self, n):
        self.n = n

print(json.dumps(Chain(3), default=lambda c: Chain(c.n - 1) if c.n > 0 else 'end'))
enc = json.JSONEncoder(sort_keys=True, indent=2)
print(enc.encode({'b': [1], 'a': None}))
print(enc.item_separator == ',', enc.key_separator)
print(json.JSONEncoder().item_separator, json.JSONEncoder().key_separator)
print(''.join(json.JSONEncoder().iterencode({'a': [1, 2]})))
print(list(json.JSONEncoder().iterencode([1, 'a', {'k': None}])))
print(list(json.JSONEncoder(indent=1).iterencode([1, 'a', {'k': None}])))
print(list(json.JSONEncoder().iterencode('just a string')))
