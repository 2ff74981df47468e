# super() forms and errors, property get/set/delete errors and setter
# copies, staticmethod and classmethod objects, object() and the singleton
# types' constructors.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


class A:
    def m(self):
        return "A"


class B(A):
    def m(self):
        return super().m() + "B"

    @classmethod
    def c(cls):
        return super().m

    @staticmethod
    def s():
        return super().m()


check(lambda: B().m())
check(lambda: B.c().__name__)
check(lambda: B.s())
check(lambda: super(A, 5))
check(lambda: super(1, 2))
check(lambda: super())
check(lambda: repr(super(B, B())))
check(lambda: repr(super(B)))
check(lambda: super(B, B()).__thisclass__.__name__)
check(lambda: super(B, B()).__self_class__.__name__)
check(lambda: super(B, B).m.__name__)
check(lambda: super(B, B()).missing)


def outside(self):
    return super()


check(lambda: outside(1))


class P:
    @property
    def v(self):
        "doc of v"
        return 1


p = P()


def assign():
    p.v = 2


def delete():
    del p.v


check(assign)
check(delete)
check(lambda: (P.v.__doc__, P.v.fget.__name__, P.v.fset, P.v.fdel))
prop = property(lambda s: 1)
copy = prop.setter(lambda s, v: None)
check(lambda: (prop is copy, copy.fset is not None, prop.fset))
check(lambda: property(1).__get__(5))
check(lambda: property().__get__(5))
check(lambda: property(None, None, None, "just doc").__doc__)


class S:
    @staticmethod
    def f(x):
        return x

    @classmethod
    def g(cls, x):
        return cls.__name__, x


class T(S):
    pass


check(lambda: (S.f(1), S().f(2), S.g(3), S().g(4), T.g(5)))
check(lambda: S.__dict__["f"].__func__(6))
check(lambda: type(S.__dict__["g"]).__name__)
check(lambda: staticmethod(len)([1, 2]))
check(lambda: staticmethod(1)())
check(lambda: classmethod(5).__get__(1)())
check(lambda: callable(S.__dict__["f"]))
check(lambda: S.__dict__["g"].__func__.__name__)
check(lambda: object.__new__(int))
check(lambda: object().x)
check(lambda: object().__eq__(1))
check(lambda: object.__init__(object(), 1))
check(lambda: object.__init__(P(), 1))
check(lambda: type(None)())
check(lambda: type(NotImplemented)())
check(lambda: type(...)())
check(lambda: type(None)(1))
