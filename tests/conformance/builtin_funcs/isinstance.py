# isinstance/issubclass with tuples, nested tuples, unions, and __instancecheck__/__subclasscheck__.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

class A: pass
class B(A): pass
class C: pass
show(1, lambda: isinstance(B(), A))
show(2, lambda: isinstance(B(), (C, A)))
show(3, lambda: isinstance(B(), (C, (int, (A,)))))
show(4, lambda: isinstance(1, ()))
show(5, lambda: isinstance(1, (int, 5)))
show(6, lambda: isinstance(1, (5, int)))
show(7, lambda: isinstance(1, 5))
show(8, lambda: isinstance(1, [int]))
show(9, lambda: isinstance(1, int | str))
show(10, lambda: isinstance('a', int | str))
show(11, lambda: isinstance(None, int | None))
show(12, lambda: isinstance(1, list[int]))
show(13, lambda: issubclass(B, A))
show(14, lambda: issubclass(B, (C, (A,))))
show(15, lambda: issubclass(B, ()))
show(16, lambda: issubclass(B(), A))
show(17, lambda: issubclass(1, A))
show(18, lambda: issubclass(B, 1))
show(19, lambda: issubclass(bool, int | str))
show(20, lambda: issubclass(bool, (str, 3)))
show(21, lambda: issubclass(bool, (int, 3)))
show(22, lambda: issubclass(int, object))
show(23, lambda: issubclass(type, object))
show(24, lambda: isinstance(type, type))
show(25, lambda: isinstance(object, type))
show(26, lambda: isinstance())
show(27, lambda: isinstance(1))
show(28, lambda: issubclass(int, list[int]))
show(29, lambda: isinstance(True, bool | list[int]))
class Meta(type):
    def __instancecheck__(cls, inst):
        print('  instancecheck', cls.__name__, type(inst).__name__)
        return inst == 42
    def __subclasscheck__(cls, sub):
        print('  subclasscheck', cls.__name__, sub.__name__ if isinstance(sub, type) else sub)
        return sub is int
class M(metaclass=Meta): pass
class MSub(M): pass
show(30, lambda: isinstance(42, M))
show(31, lambda: isinstance(41, M))
show(32, lambda: isinstance(M(), M))
show(33, lambda: isinstance(MSub(), M))
show(34, lambda: isinstance(42, (str, M)))
show(35, lambda: issubclass(int, M))
show(36, lambda: issubclass(MSub, M))
show(37, lambda: issubclass(M, M))
show(38, lambda: issubclass(str, (float, M)))
show(39, lambda: issubclass(5, M))
class Odd(metaclass=Meta): pass
show(40, lambda: isinstance(Odd(), Odd))
class Raising(type):
    def __instancecheck__(cls, inst):
        raise ValueError('inst')
    def __subclasscheck__(cls, sub):
        raise KeyError('sub')
class R(metaclass=Raising): pass
show(41, lambda: isinstance(1, R))
show(42, lambda: isinstance(R(), R))
show(43, lambda: issubclass(int, R))
show(44, lambda: isinstance(1, (int, R)))
class Truthy(type):
    def __instancecheck__(cls, inst):
        return 'yes'
    def __subclasscheck__(cls, sub):
        return []
class T(metaclass=Truthy): pass
show(45, lambda: isinstance(1, T))
show(46, lambda: issubclass(int, T))
class Fake:
    __bases__ = ()
    def __init__(self, n):
        self.n = n
class HasClass:
    __class__ = int
show(47, lambda: isinstance(HasClass(), int))
class WithBases:
    __bases__ = (A,)
show(48, lambda: issubclass(WithBases(), A))
class BadBases:
    __bases__ = 5
show(49, lambda: issubclass(BadBases(), A))
show(50, lambda: issubclass(A, WithBases()))
show(51, lambda: isinstance(1, WithBases()))
class IC:
    def __instancecheck__(self, inst):
        return True
show(52, lambda: isinstance(1, IC()))
show(53, lambda: isinstance(1, IC))
import sys
show(54, lambda: isinstance(sys, type(sys)))
show(55, lambda: issubclass(bool, (((((int,),),),),)))
show(56, lambda: isinstance(1, (str, (bytes, (float, (int,))))))
show(57, lambda: frozenset())
show(58, lambda: frozenset('abc') == frozenset('cab'))
show(59, lambda: frozenset(5))
show(60, lambda: frozenset([1], [2]))
show(61, lambda: frozenset(iterable=[1]))
