"""Taipan's operator module: the operators of the language as functions.

Most functions here are generated at import time from the tables below: one
row names a function and the expression (or augmented assignment) it
evaluates, and the docstring "Same as <expression>." is derived from the same
text, so code and documentation cannot disagree. The few functions with
extra rules (index, concat, length_hint, the sequence searches) and the
three callable classes are written out by hand.

Invariant: no function here keeps state between calls; attrgetter,
itemgetter and methodcaller are immutable after construction.
"""

__all__ = [
    'abs', 'add', 'and_', 'attrgetter', 'call', 'concat', 'contains', 'countOf',
    'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt', 'iadd', 'iand', 'iconcat',
    'ifloordiv', 'ilshift', 'imatmul', 'imod', 'imul', 'index', 'indexOf', 'inv',
    'invert', 'ior', 'ipow', 'irshift', 'is_', 'is_not', 'isub', 'itemgetter',
    'itruediv', 'ixor', 'le', 'length_hint', 'lshift', 'lt', 'matmul',
    'methodcaller', 'mod', 'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow',
    'rshift', 'setitem', 'sub', 'truediv', 'truth', 'xor',
]

_abs_builtin = abs

# Functions that return one expression of their parameters; the parameters
# are whichever of a and b the expression mentions.
_EXPRESSIONS = {
    'lt': 'a < b', 'le': 'a <= b', 'eq': 'a == b', 'ne': 'a != b',
    'ge': 'a >= b', 'gt': 'a > b',
    'is_': 'a is b', 'is_not': 'a is not b', 'not_': 'not a',
    'add': 'a + b', 'sub': 'a - b', 'mul': 'a * b', 'matmul': 'a @ b',
    'truediv': 'a / b', 'floordiv': 'a // b', 'mod': 'a % b', 'pow': 'a ** b',
    'lshift': 'a << b', 'rshift': 'a >> b',
    'and_': 'a & b', 'or_': 'a | b', 'xor': 'a ^ b',
    'neg': '-a', 'pos': '+a', 'inv': '~a',
    'getitem': 'a[b]',
}

# Binary operators whose augmented form gets an in-place function named
# 'i' + name (the trailing underscore of and_/or_ is dropped).
_AUGMENTABLE = {
    'add': '+', 'sub': '-', 'mul': '*', 'matmul': '@', 'truediv': '/',
    'floordiv': '//', 'mod': '%', 'pow': '**', 'lshift': '<<', 'rshift': '>>',
    'and_': '&', 'or_': '|', 'xor': '^',
}


def _generated_source():
    chunks = []
    for name, expression in _EXPRESSIONS.items():
        params = 'a, b' if 'b' in expression else 'a'
        chunks.append('def %s(%s):\n    "Same as %s."\n    return %s\n'
                      % (name, params, expression, expression))
    for name, symbol in _AUGMENTABLE.items():
        statement = 'a %s= b' % symbol
        chunks.append('def i%s(a, b):\n    "Same as %s."\n    %s\n    return a\n'
                      % (name.rstrip('_'), statement, statement))
    chunks.append('def setitem(a, b, c):\n    "Same as a[b] = c."\n    a[b] = c\n')
    chunks.append('def delitem(a, b):\n    "Same as del a[b]."\n    del a[b]\n')
    chunks.append('def abs(a):\n    "Same as abs(a)."\n    return _abs_builtin(a)\n')
    return '\n'.join(chunks)


exec(_generated_source(), globals())
invert = inv


def truth(a):
    "bool(a), spelled as a function."
    return True if a else False


def call(obj, /, *args, **kwargs):
    "Same as obj(*args, **kwargs)."
    return obj(*args, **kwargs)


def index(a):
    "Same as a.__index__()"
    kind = type(a)
    if kind is int:
        return a
    hook = getattr(kind, '__index__', None)
    if hook is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % kind.__name__)
    value = hook(a)
    if isinstance(value, int):
        return value
    raise TypeError("__index__ returned non-int (type %s)" % type(value).__name__)


def _require_sequence(obj):
    # The concatenation functions refuse operands without the sequence
    # protocol, which for classes written in Python means no __getitem__.
    if not hasattr(type(obj), '__getitem__'):
        raise TypeError("'%s' object can't be concatenated" % type(obj).__name__)


def concat(a, b):
    "Same as a + b, for a and b sequences."
    _require_sequence(a)
    return a + b


def iconcat(a, b):
    "Same as a += b, for a and b sequences."
    _require_sequence(a)
    a += b
    return a


def contains(a, b):
    "b in a: the container is the first argument."
    return b in a


def _positions_of(seq, wanted):
    # Identity is tested first, as the containment protocol does.
    return (at for at, item in enumerate(seq) if item is wanted or item == wanted)


def countOf(a, b):
    "How many items of a are b or equal to b."
    return sum(1 for _ in _positions_of(a, b))


def indexOf(a, b):
    "Position of the first item of a that is b or equals b."
    for at in _positions_of(a, b):
        return at
    raise ValueError('sequence.index(x): x not in sequence')


def _int_or_fail(value, template):
    if not isinstance(value, int):
        raise TypeError(template % type(value).__name__)
    return value


def length_hint(obj, default=0):
    """Estimate how many items iterating obj yields: exactly len(obj) when it
    has one, else its __length_hint__(), else default."""
    _int_or_fail(default, "'%s' object cannot be interpreted as an integer")
    try:
        exact = len(obj)
    except TypeError:
        exact = None
    if exact is not None:
        return exact
    hook = getattr(type(obj), '__length_hint__', None)
    guess = NotImplemented if hook is None else hook(obj)
    if guess is NotImplemented:
        return default
    _int_or_fail(guess, '__length_hint__ must be integer, not %s')
    if guess < 0:
        raise ValueError('__length_hint__() should return >= 0')
    return guess


class attrgetter:
    """Callable returning the named attribute of its operand (dotted names
    walk through several objects); given several names it returns a tuple."""
    __slots__ = ('_names', '_routes')

    def __init__(self, *names):
        if len(names) == 0:
            raise TypeError('attrgetter expected 1 argument, got 0')
        if not all(isinstance(name, str) for name in names):
            raise TypeError('attribute name must be a string')
        self._names = names
        # Dotted names are split once here so a call only follows the steps.
        self._routes = [name.split('.') for name in names]

    @staticmethod
    def _follow(route, target):
        for step in route:
            target = getattr(target, step)
        return target

    def __call__(self, obj, /):
        if len(self._routes) == 1:
            return self._follow(self._routes[0], obj)
        return tuple([self._follow(route, obj) for route in self._routes])

    def __repr__(self):
        return 'operator.attrgetter(%s)' % ', '.join([repr(n) for n in self._names])

    def __reduce__(self):
        return type(self), self._names


class itemgetter:
    """Callable returning operand[key]; given several keys it returns a
    tuple of the items."""
    __slots__ = ('_keys',)

    def __init__(self, *keys):
        if len(keys) == 0:
            raise TypeError('itemgetter expected 1 argument, got 0')
        self._keys = keys

    def __call__(self, obj, /):
        keys = self._keys
        if len(keys) != 1:
            return tuple([obj[key] for key in keys])
        return obj[keys[0]]

    def __repr__(self):
        return 'operator.itemgetter(%s)' % ', '.join([repr(k) for k in self._keys])

    def __reduce__(self):
        return type(self), self._keys


class methodcaller:
    """Callable that looks up the named method on its operand and calls it
    with the arguments given at construction."""
    __slots__ = ('_target', '_positional', '_named')

    def __init__(*args, **kwargs):
        # Written without named parameters so that 'self' and 'name' stay
        # usable as keyword arguments for the method being called.
        if len(args) < 2:
            raise TypeError('methodcaller needs at least one argument, the method name')
        this, target = args[0], args[1]
        if not isinstance(target, str):
            raise TypeError('method name must be a string')
        this._target = target
        this._positional = args[2:]
        this._named = kwargs

    def __call__(self, obj, /):
        bound = getattr(obj, self._target)
        return bound(*self._positional, **self._named)

    def __repr__(self):
        shown = [repr(self._target)] + [repr(arg) for arg in self._positional]
        shown += ['%s=%r' % (key, val) for key, val in self._named.items()]
        return 'operator.methodcaller(%s)' % ', '.join(shown)

    def __reduce__(self):
        if self._named:
            return _rebuild_methodcaller, (self._target, self._positional, self._named)
        return type(self), (self._target, *self._positional)


def _rebuild_methodcaller(target, positional, named):
    return methodcaller(target, *positional, **named)


# Every operator function except the sequence searches, truth, the
# identity tests and length_hint is also reachable under a dunder name
# (operator.__add__ is operator.add).
_NO_DUNDER = {'attrgetter', 'itemgetter', 'methodcaller', 'countOf', 'indexOf', 'truth',
              'is_', 'is_not', 'length_hint'}
for _public in __all__:
    if _public not in _NO_DUNDER:
        globals()['__%s__' % _public.rstrip('_')] = globals()[_public]
del _public
