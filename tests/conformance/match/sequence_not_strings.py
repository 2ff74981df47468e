# str, bytes and bytearray are not sequences for pattern matching; other sequences are.
class MyList(list):
    pass

class MyTuple(tuple):
    pass

class MyStr(str):
    pass

def is_seq(x):
    match x:
        case [*_]:
            return True
    return False

samples = [[1], (1,), range(3), MyList([1]), MyTuple((1,)), "abc", b"abc", bytearray(b"x"),
           MyStr("q"), {1: 2}, {1}, frozenset(), iter([1]), memoryview(b"ab"), 42, None]
for s in samples:
    print(type(s).__name__, is_seq(s))

def pair(x):
    match x:
        case [a, b]:
            return (a, b)
    return "not a pair"

print(pair("ab"), pair(b"ab"), pair(MyList("ab")), pair(memoryview(b"ab")))
