# The arity messages of builtin functions and methods: METH_NOARGS and
# METH_O wording ("takes exactly one argument"), argument-clinic wording
# ("expected at most 1 argument"), and keyword refusals.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


check(lambda: globals(1))
check(lambda: locals(1))
check(lambda: vars(1, 2))
check(lambda: dir(1, 2))
check(lambda: print(1, sep=5))
check(lambda: print(end=2))
check(lambda: print(foo=2))
check(lambda: exec())
check(lambda: eval())
check(lambda: compile())
check(lambda: compile("1", "f"))
check(lambda: object(1))
check(lambda: object(x=1))
check(lambda: property(1, 2, 3, 4, 5))
check(lambda: staticmethod())
check(lambda: classmethod(1, 2))
check(lambda: super(1))
check(lambda: str.join())
check(lambda: "a".join())
check(lambda: "a".startswith())
check(lambda: "a".replace("a"))
check(lambda: "a".center())
check(lambda: "a".upper(1))
check(lambda: "a".split(1, 2, 3))
check(lambda: [].append())
check(lambda: [].append(1, 2))
check(lambda: [].insert(1))
check(lambda: [].pop(1, 2))
check(lambda: [].copy(1))
check(lambda: [].sort(1))
check(lambda: {}.get())
check(lambda: {}.pop())
check(lambda: {}.setdefault())
check(lambda: {}.update(1, 2))
check(lambda: {}.fromkeys())
check(lambda: {}.keys(1))
check(lambda: set().add())
check(lambda: set().add(1, 2))
check(lambda: (1,).index())
check(lambda: (1,).count())
check(lambda: (1,).count(1, 2))
check(lambda: int.bit_length())
check(lambda: (5).bit_length(1))
check(lambda: 1.5.is_integer(1))
check(lambda: list.append([], x=1))
check(lambda: dict.get({}, "a", default=1))
check(lambda: "abc".split(sep="b", maxsplit=0))
check(lambda: "abc".split(sepp="b"))
check(lambda: sorted([3, 1], reversed=True))
check(lambda: [3, 1].sort(key=None, reverse=1) or "sorted")
check(lambda: [3, 1].sort(lambda v: v))
# Methods that refuse keywords name their type; their argument counts do not.
for thunk in (lambda: [].insert(x=1), lambda: [].pop(x=1), lambda: (1,).index(x=1),
              lambda: dict.fromkeys(x=1), lambda: {}.setdefault(x=1), lambda: {}.pop(x=1),
              lambda: "a".find(x=1), lambda: "a".count(x=1), lambda: "a".startswith(x=1),
              lambda: "a".center(x=1), lambda: "a".strip(x=1), lambda: "a".rindex(x=1),
              lambda: str.maketrans(x=1), lambda: (5).__format__(x=1), lambda: "a".find(),
              lambda: "a".strip(1, 2), lambda: [].insert()):
    check(thunk)
