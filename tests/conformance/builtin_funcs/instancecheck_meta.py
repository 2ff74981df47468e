# __instancecheck__ / __subclasscheck__ on metaclasses: when they are called, their truthiness, their errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
calls = []
class Meta(type):
    def __instancecheck__(cls, inst):
        calls.append(('inst', cls.__name__, type(inst).__name__))
        return isinstance(inst, (int, str))
    def __subclasscheck__(cls, sub):
        calls.append(('sub', cls.__name__, getattr(sub, '__name__', '?')))
        return sub in (int, str) or type.__subclasscheck__(cls, sub)
class Duck(metaclass=Meta):
    pass
class Child(Duck):
    pass
for obj in [1, 'a', 1.5, Duck(), Child(), None, True]:
    calls.clear()
    r1 = isinstance(obj, Duck)
    r2 = isinstance(obj, (float, Duck))
    print(type(obj).__name__, r1, r2, calls)
for cls in [int, str, float, Duck, Child, bool, object]:
    calls.clear()
    print(cls.__name__, issubclass(cls, Duck), issubclass(cls, (bytes, Duck)), issubclass(cls, Child), calls)
class Weird(type):
    def __instancecheck__(cls, inst):
        return 0
    def __subclasscheck__(cls, sub):
        return 'non-empty'
class W(metaclass=Weird):
    pass
show(1, lambda: isinstance(W(), W))
show(2, lambda: isinstance(1, W))
show(3, lambda: issubclass(int, W))
show(4, lambda: issubclass(W, W))
class Boom(type):
    def __instancecheck__(cls, inst):
        raise ValueError('instancecheck boom')
    def __subclasscheck__(cls, sub):
        raise ValueError('subclasscheck boom')
class B(metaclass=Boom):
    pass
show(5, lambda: isinstance(B(), B))
show(6, lambda: isinstance(1, B))
show(7, lambda: issubclass(B, B))
show(8, lambda: issubclass(int, B))
show(9, lambda: isinstance(1, (int, B)))
show(10, lambda: isinstance('x', (int, B)))
class BadTruth:
    def __bool__(self):
        raise RuntimeError('no truth')
class BT(type):
    def __instancecheck__(cls, inst):
        return BadTruth()
class X(metaclass=BT):
    pass
show(11, lambda: isinstance(1, X))
show(12, lambda: isinstance(1, int | Duck))
show(13, lambda: issubclass(str, int | Duck))
