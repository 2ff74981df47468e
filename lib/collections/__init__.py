"""Taipan's collections module: specialised container datatypes.

deque, defaultdict, OrderedDict, Counter, namedtuple, ChainMap, UserDict,
UserList and UserString, written from their documented behaviour.

Invariants: a deque keeps its items in a dict keyed by consecutive integers
from _left (inclusive) to _right (exclusive), so both ends and indexing are
O(1), and every mutation bumps _state, which its iterators compare to detect
"deque mutated during iteration"; a bounded deque never holds more than
maxlen items. defaultdict, OrderedDict and Counter are dict subclasses whose
dict storage is the truth (OrderedDict's order is the dict's insertion order,
rebuilt when move_to_end(last=False) asks for a new first key).
"""

import sys as _sys
import collections.abc as _abc
from operator import itemgetter as _itemgetter
from itertools import chain as _chain, repeat as _repeat

abc = _abc

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList', 'UserString',
           'defaultdict', 'deque', 'namedtuple']

_GenericAlias = type(list[int])


# ids of the containers whose repr is being computed right now: a container
# met again inside its own repr prints as '...' ('[...]' for a deque).
_REPR_ACTIVE = set()


class deque:
    """A list-like sequence optimized for data accesses near its endpoints."""
    __slots__ = ('_data', '_left', '_right', '_maxlen', '_state', '__weakref__')

    def __new__(cls, *args, **kwargs):
        self = object.__new__(cls)
        self._data = {}
        self._left = 0
        self._right = 0
        self._maxlen = None
        self._state = 0
        return self

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._maxlen = maxlen
        if self._right != self._left:
            self.clear()
        self.extend(iterable)

    @property
    def maxlen(self):
        """maximum size of a deque or None if unbounded"""
        return self._maxlen

    def __len__(self):
        return self._right - self._left

    def append(self, x, /):
        """Add an element to the right side of the deque."""
        self._state += 1
        maxlen = self._maxlen
        if maxlen is not None and self._right - self._left >= maxlen:
            if maxlen == 0:
                return
            del self._data[self._left]
            self._left += 1
        self._data[self._right] = x
        self._right += 1

    def appendleft(self, x, /):
        """Add an element to the left side of the deque."""
        self._state += 1
        maxlen = self._maxlen
        if maxlen is not None and self._right - self._left >= maxlen:
            if maxlen == 0:
                return
            self._right -= 1
            del self._data[self._right]
        self._left -= 1
        self._data[self._left] = x

    def pop(self):
        """Remove and return the rightmost element."""
        if self._right == self._left:
            raise IndexError('pop from an empty deque')
        self._state += 1
        self._right -= 1
        return self._data.pop(self._right)

    def popleft(self):
        """Remove and return the leftmost element."""
        if self._right == self._left:
            raise IndexError('pop from an empty deque')
        self._state += 1
        value = self._data.pop(self._left)
        self._left += 1
        return value

    def extend(self, iterable, /):
        """Extend the right side of the deque with elements from the iterable."""
        if iterable is self:
            iterable = list(iterable)
        for item in iterable:
            self.append(item)

    def extendleft(self, iterable, /):
        """Extend the left side of the deque with elements from the iterable."""
        if iterable is self:
            iterable = list(iterable)
        for item in iterable:
            self.appendleft(item)

    def clear(self):
        """Remove all elements from the deque."""
        self._state += 1
        self._data = {}
        self._left = self._right = 0

    def copy(self):
        """Return a shallow copy of a deque."""
        cls = type(self)
        if cls is deque:
            return deque(self, self._maxlen)
        if self._maxlen is None:
            return cls(self)
        return cls(self, self._maxlen)

    __copy__ = copy

    def count(self, value, /):
        """Return number of occurrences of value."""
        state = self._state
        n = 0
        data = self._data
        for i in range(self._left, self._right):
            item = data[i]
            if item is value or item == value:
                n += 1
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
        return n

    def index(self, value, start=0, stop=_sys.maxsize, /):
        """Position of the first item equal to value within [start, stop);
ValueError when there is none."""
        size = self._right - self._left
        if start < 0:
            start = max(start + size, 0)
        if stop < 0:
            stop = max(stop + size, 0)
        stop = min(stop, size)
        state = self._state
        data = self._data
        for i in range(start, stop):
            item = data[self._left + i]
            if item is value or item == value:
                return i
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
        raise ValueError('%r is not in deque' % (value,))

    def insert(self, index, value, /):
        """Insert value before index."""
        size = self._right - self._left
        if self._maxlen is not None and size >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        if index < 0:
            index = max(index + size, 0)
        index = min(index, size)
        items = list(self)
        items.insert(index, value)
        self._reset(items)

    def _reset(self, items):
        self._state += 1
        self._data = dict(enumerate(items))
        self._left = 0
        self._right = len(items)

    def remove(self, value, /):
        """Remove first occurrence of value."""
        data = self._data
        state = self._state
        for i in range(self._left, self._right):
            item = data[i]
            equal = item is value or item == value
            if state != self._state:
                raise IndexError('deque mutated during remove().')
            if equal:
                del self[i - self._left]
                return
        raise ValueError('%r is not in deque' % (value,))

    def reverse(self):
        """Reverse *IN PLACE*."""
        self._reset(list(self)[::-1])

    def rotate(self, n=1, /):
        """Rotate the deque n steps to the right.  If n is negative, rotates left."""
        size = self._right - self._left
        self._state += 1
        if size <= 1:
            return
        n %= size
        if n == 0:
            return
        data = self._data
        if n <= size // 2:
            for _ in range(n):
                self._right -= 1
                self._left -= 1
                data[self._left] = data.pop(self._right)
        else:
            for _ in range(size - n):
                data[self._right] = data.pop(self._left)
                self._left += 1
                self._right += 1

    def _position(self, index):
        if not isinstance(index, int):
            if hasattr(type(index), '__index__'):
                index = index.__index__()
            else:
                raise TypeError('sequence index must be integer, not %r'
                                % type(index).__name__)
        size = self._right - self._left
        if index < 0:
            index += size
        if index < 0 or index >= size:
            raise IndexError('deque index out of range')
        return self._left + index

    def __getitem__(self, index, /):
        return self._data[self._position(index)]

    def __setitem__(self, index, value, /):
        self._data[self._position(index)] = value

    def __delitem__(self, index, /):
        position = self._position(index)
        items = list(self)
        del items[position - self._left]
        self._reset(items)

    def __iter__(self):
        return _deque_iterator(self, False)

    def __reversed__(self):
        return _deque_iterator(self, True)

    def __contains__(self, value, /):
        data = self._data
        state = self._state
        for i in range(self._left, self._right):
            item = data[i]
            if item is value or item == value:
                return True
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
        return False

    def __bool__(self):
        return self._right != self._left

    def __repr__(self):
        # A deque inside itself prints as '[...]', the whole nested repr.
        key = id(self)
        if key in _REPR_ACTIVE:
            return '[...]'
        _REPR_ACTIVE.add(key)
        try:
            items = ', '.join(map(repr, self))
        finally:
            _REPR_ACTIVE.discard(key)
        name = type(self).__name__
        if self._maxlen is None:
            return '%s([%s])' % (name, items)
        return '%s([%s], maxlen=%d)' % (name, items, self._maxlen)

    __hash__ = None

    def _compare(self, other, op):
        if not isinstance(other, deque):
            return NotImplemented
        return op(list(self), list(other))

    def __eq__(self, other):
        return self._compare(other, lambda a, b: a == b)

    def __ne__(self, other):
        return self._compare(other, lambda a, b: a != b)

    def __lt__(self, other):
        return self._compare(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._compare(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._compare(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._compare(other, lambda a, b: a >= b)

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque'
                            % type(other).__name__)
        result = self.copy()
        result.extend(other)
        return result

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        result = self.copy()
        result *= n
        return result

    __rmul__ = __mul__

    def __imul__(self, n):
        if not isinstance(n, int):
            if hasattr(type(n), '__index__'):
                n = n.__index__()
            else:
                raise TypeError("can't multiply sequence by non-int of type '%s'"
                                % type(n).__name__)
        if n <= 0:
            self.clear()
        elif n > 1:
            items = list(self)
            for _ in range(n - 1):
                self.extend(items)
        return self

    def __reduce__(self):
        return type(self), ((), self._maxlen), None, iter(self)

    def __class_getitem__(cls, item):
        return _GenericAlias(cls, item)


class _deque_iterator:
    __slots__ = ('_deque', '_state', '_index', '_remaining', '_reverse')

    def __init__(self, d, reverse):
        self._deque = d
        self._state = d._state
        self._remaining = len(d)
        self._reverse = reverse
        self._index = d._right - 1 if reverse else d._left

    def __iter__(self):
        return self

    def __next__(self):
        d = self._deque
        if d._state != self._state:
            self._remaining = 0
            raise RuntimeError('deque mutated during iteration')
        if self._remaining <= 0:
            raise StopIteration
        self._remaining -= 1
        value = d._data[self._index]
        self._index += -1 if self._reverse else 1
        return value

    def __length_hint__(self):
        return self._remaining


# The native deque (modules/collections_module.cpp) replaces the Python one
# above, which stays as the fallback for builds without _collections.
try:
    import _collections as _native_collections
except ImportError:
    _native_collections = None
if _native_collections is not None:
    deque = _native_collections.deque

_abc.MutableSequence.register(deque)


# ---- defaultdict --------------------------------------------------------------------


class defaultdict(dict):
    """A dict that calls default_factory() to fill in missing keys on d[key]."""

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if not (default_factory is None or callable(default_factory)):
            raise TypeError('first argument must be callable or None')
        self.default_factory = default_factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key, /):
        make = self.default_factory
        if make is None:
            raise KeyError(key)
        self[key] = fresh = make()
        return fresh

    def __repr__(self):
        make = self.default_factory
        shown = 'None' if make is None else (
            '...' if id(self) in _REPR_ACTIVE else repr(make))
        return '%s(%s, %s)' % (type(self).__name__, shown, dict.__repr__(self))

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        make = self.default_factory
        return type(self), (() if make is None else (make,)), None, None, iter(self.items())

    def __or__(self, other):
        if isinstance(other, dict):
            merged = self.copy()
            merged.update(other)
            return merged
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, dict):
            merged = type(self)(self.default_factory, other)
            merged.update(self)
            return merged
        return NotImplemented

    # In-place | is inherited from dict: it updates self and returns it.


# ---- OrderedDict --------------------------------------------------------------------


class _OrderedView:
    # reversed() and the odict_* reprs shared by OrderedDict's three views.
    __slots__ = ()

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, list(self))


class odict_keys(_OrderedView, _abc.KeysView):
    __slots__ = ()

    def __reversed__(self):
        return reversed(list(self._mapping))


class odict_items(_OrderedView, _abc.ItemsView):
    __slots__ = ()

    def __reversed__(self):
        mapping = self._mapping
        return ((k, mapping[k]) for k in reversed(list(mapping)))


class odict_values(_OrderedView, _abc.ValuesView):
    __slots__ = ()

    def __reversed__(self):
        mapping = self._mapping
        return (mapping[k] for k in reversed(list(mapping)))


_NOTHING = object()


class OrderedDict(dict):
    """A dict with order-sensitive equality (between OrderedDicts),
    move_to_end() and popitem(last=...)."""

    __hash__ = None

    def popitem(self, last=True):
        if not dict.__len__(self):
            raise KeyError('dictionary is empty')
        order = reversed(self) if last else iter(self)
        key = next(order)
        return key, dict.pop(self, key)

    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
            return
        # A plain dict only appends: rebuild it with `key` first.
        rest = list(dict.items(self))
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def __eq__(self, other):
        same = dict.__eq__(self, other)
        if same is True and isinstance(other, OrderedDict):
            return all(a is b or a == b for a, b in zip(self, other))
        return same

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    def keys(self):
        return odict_keys(self)

    def items(self):
        return odict_items(self)

    def values(self):
        return odict_values(self)

    def pop(self, key, default=_NOTHING):
        if default is _NOTHING:
            return dict.pop(self, key)
        return dict.pop(self, key, default)

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
            return default
        return self[key]

    def update(self, other=(), /, **kwds):
        source = [(k, other[k]) for k in other.keys()] if hasattr(other, 'keys') else other
        for k, v in source:
            self[k] = v
        for k in kwds:
            self[k] = kwds[k]

    def __repr__(self):
        name = type(self).__name__
        if not self:
            return name + '()'
        marker = id(self)
        if marker in _REPR_ACTIVE:
            return '...'
        _REPR_ACTIVE.add(marker)
        try:
            return '%s(%r)' % (name, dict(dict.items(self)))
        finally:
            _REPR_ACTIVE.discard(marker)

    def __reduce__(self):
        extra = getattr(self, '__dict__', None) or None
        return type(self), (), extra, None, iter(dict.items(self))

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for k in iterable:
            made[k] = value
        return made

    def __or__(self, other):
        if isinstance(other, dict):
            merged = type(self)(self)
            merged.update(other)
            return merged
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, dict):
            merged = type(self)(other)
            merged.update(self)
            return merged
        return NotImplemented

    def __ior__(self, other, /):
        self.update(other)
        return self


# ---- namedtuple ---------------------------------------------------------------------

_KEYWORDS = frozenset(
    'False None True and as assert async await break class continue def del elif else '
    'except finally for from global if import in is lambda nonlocal not or pass raise '
    'return try while with yield'.split())


class _tuplegetter:
    # The read-only field descriptor of namedtuple classes.
    __slots__ = ('_index', '__doc__')

    def __init__(self, index, doc):
        self._index = index
        self.__doc__ = doc

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return tuple.__getitem__(instance, self._index)

    def __set__(self, instance, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, instance):
        raise AttributeError("can't delete attribute")

    def __reduce__(self):
        return type(self), (self._index, self.__doc__)


def _check_names(typename, fields, rename):
    # Validates (or, with rename, repairs) the field names; returns them.
    if rename:
        seen = set()
        for i, field in enumerate(fields):
            bad = (not field.isidentifier() or field in _KEYWORDS or field[:1] == '_'
                   or field in seen)
            seen.add(field)
            if bad:
                fields[i] = '_%d' % i
    for candidate in [typename, *fields]:
        if type(candidate) is not str:
            raise TypeError('Type names and field names must be strings')
        if not candidate.isidentifier():
            raise ValueError('Type names and field names must be valid identifiers: %r'
                             % candidate)
        if candidate in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a keyword: %r' % candidate)
    seen = set()
    for field in fields:
        if field[:1] == '_' and not rename:
            raise ValueError('Field names cannot start with an underscore: %r' % field)
        if field in seen:
            raise ValueError('Encountered duplicate field name: %r' % field)
        seen.add(field)
    return fields


def _calling_module():
    # __name__ of the code that called namedtuple() (two frames up from
    # here), or None where frames cannot be inspected.
    getframe = getattr(_sys, '_getframe', None)
    if getframe is None:
        return None
    try:
        caller = getframe(2)
    except ValueError:
        return None
    return caller.f_globals.get('__name__', '__main__')


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields."""
    names = field_names.replace(',', ' ').split() if isinstance(field_names, str) \
        else [str(n) for n in field_names]
    typename = str(typename)
    names = tuple(map(_sys.intern, _check_names(typename, names, rename)))
    typename = _sys.intern(typename)
    count = len(names)

    # An explicit empty defaults sequence still sets __new__.__defaults__.
    keep_defaults = defaults is not None
    defaults = tuple(defaults) if keep_defaults else ()
    if count < len(defaults):
        raise TypeError('Got more default values than field names')
    # Defaults belong to the rightmost fields.
    field_defaults = dict(zip(names[count - len(defaults):], defaults))

    signature = ', '.join(names)
    # The constructor is compiled so its signature names the fields; the
    # names were validated as identifiers above, so the text is safe.
    source = 'lambda _cls%s: _make_tuple(_cls, (%s%s))' % (
        ''.join(', ' + n for n in names), signature, ',' if count == 1 else '')
    constructor = eval(source, {'_make_tuple': tuple.__new__, '__builtins__': {}})
    constructor.__name__ = '__new__'
    constructor.__doc__ = 'Create new instance of %s(%s)' % (typename, signature)
    if keep_defaults:
        constructor.__defaults__ = defaults

    def _make(cls, iterable):
        made = tuple.__new__(cls, iterable)
        if tuple.__len__(made) != count:
            raise TypeError('Expected %d arguments, got %d' % (count, len(made)))
        return made

    def _replace(self, /, **changes):
        values = [changes.pop(n, v) for n, v in zip(names, self)]
        if changes:
            raise TypeError('Got unexpected field names: %r' % list(changes))
        return self._make(values)

    def __repr__(self):
        shown = ', '.join('%s=%r' % pair for pair in zip(names, self))
        return '%s(%s)' % (self.__class__.__name__, shown)

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    methods = {'__new__': constructor, '_make': _make, '_replace': _replace,
               '__repr__': __repr__, '_asdict': _asdict, '__getnewargs__': __getnewargs__}
    for attr, function in methods.items():
        function.__qualname__ = '%s.%s' % (typename, attr)
    _make.__doc__ = 'Make a new %s object from a sequence or iterable' % typename
    _replace.__doc__ = 'Return a new %s object replacing specified fields with new values' \
        % typename
    body = dict(methods)
    body.update({'__doc__': '%s(%s)' % (typename, signature), '__slots__': (),
                 '_fields': names, '_field_defaults': field_defaults,
                 '_make': classmethod(_make), '__replace__': _replace,
                 '__match_args__': names})
    for index, field in enumerate(names):
        body[field] = _tuplegetter(index, 'Alias for field number %d' % index)
    made_class = type(typename, (tuple,), body)

    if module is None:
        module = _calling_module()
    if module is not None:
        made_class.__module__ = module
    return made_class


# ---- Counter ------------------------------------------------------------------------


def _counter_op(self, other, combine, keep_other):
    # Builds the Counter of a binary multiset operation: combine(a, b) for
    # every key of self, plus (when keep_other) other's keys missing in self
    # combined with 0; only positive results are kept.
    if not isinstance(other, Counter):
        return NotImplemented
    combined = Counter()
    for key, mine in self.items():
        value = combine(mine, other[key])
        if value > 0:
            combined[key] = value
    if keep_other:
        for key, theirs in other.items():
            if key not in self:
                value = combine(0, theirs)
                if value > 0:
                    combined[key] = value
    return combined


def _counter_compare(self, other, test):
    if not isinstance(other, Counter):
        return NotImplemented
    keys = set(self) | set(other)
    return all(test(self[k], other[k]) for k in keys)


class Counter(dict):
    """A dict subclass mapping elements to their counts (a multiset)."""

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    @classmethod
    def fromkeys(cls, iterable, v=None):
        # A Counter built from keys alone would have no meaningful counts.
        raise NotImplementedError('Counter.fromkeys() is undefined.  '
                                  'Use Counter(iterable) instead.')

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        # sorted() is stable: equal counts keep their insertion order.
        ranked = sorted(self.items(), key=_itemgetter(1), reverse=True)
        return ranked if n is None else ranked[:max(n, 0)]

    def elements(self):
        return _chain.from_iterable(_repeat(item, times) for item, times in self.items())

    def _add_counts(self, source, sign):
        if source is None:
            return
        if isinstance(source, _abc.Mapping):
            if sign > 0 and not self:
                dict.update(self, source)
                return
            for key in source:
                self[key] = self.get(key, 0) + sign * source[key]
        else:
            for key in source:
                self[key] = self.get(key, 0) + sign

    def update(self, iterable=None, /, **kwds):
        self._add_counts(iterable, 1)
        if kwds:
            self._add_counts(kwds, 1)

    def subtract(self, iterable=None, /, **kwds):
        self._add_counts(iterable, -1)
        if kwds:
            self._add_counts(kwds, -1)

    def __reduce__(self):
        return type(self), (dict(self),)

    def copy(self):
        return type(self)(self)

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __eq__(self, other):
        return _counter_compare(self, other, lambda a, b: a == b)

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    def __le__(self, other):
        return _counter_compare(self, other, lambda a, b: a <= b)

    def __ge__(self, other):
        return _counter_compare(self, other, lambda a, b: a >= b)

    def __lt__(self, other):
        subset = self.__le__(other)
        return subset if subset is NotImplemented else subset and self != other

    def __gt__(self, other):
        superset = self.__ge__(other)
        return superset if superset is NotImplemented else superset and self != other

    __hash__ = None

    def __repr__(self):
        name = self.__class__.__name__
        if not self:
            return name + '()'
        try:
            shown = dict(self.most_common())
        except TypeError:
            shown = dict(self)
        return '%s(%r)' % (name, shown)

    def __add__(self, other):
        return _counter_op(self, other, lambda a, b: a + b, True)

    def __sub__(self, other):
        return _counter_op(self, other, lambda a, b: a - b, True)

    def __or__(self, other):
        return _counter_op(self, other, lambda a, b: b if a < b else a, True)

    def __and__(self, other):
        return _counter_op(self, other, lambda a, b: a if a < b else b, False)

    def __pos__(self):
        return Counter({k: v for k, v in self.items() if v > 0})

    def __neg__(self):
        return Counter({k: -v for k, v in self.items() if v < 0})

    def _drop_non_positive(self):
        for key in [k for k, v in self.items() if not v > 0]:
            del self[key]
        return self

    def __iadd__(self, other):
        for key, value in other.items():
            self[key] += value
        return self._drop_non_positive()

    def __isub__(self, other):
        for key, value in other.items():
            self[key] -= value
        return self._drop_non_positive()

    def __ior__(self, other):
        for key, value in other.items():
            if value > self[key]:
                self[key] = value
        return self._drop_non_positive()

    def __iand__(self, other):
        for key, value in list(self.items()):
            if other[key] < value:
                self[key] = other[key]
        return self._drop_non_positive()


# ---- ChainMap -----------------------------------------------------------------------


class ChainMap(_abc.MutableMapping):
    """Several mappings seen as one: lookups search them in order, writes and
    deletions go to the first."""

    def __init__(self, *maps):
        self.maps = list(maps) if maps else [{}]

    def __getitem__(self, key):
        # Each layer is indexed (not just tested with `in`), so a layer with
        # __missing__, such as a defaultdict, supplies its default.
        for layer in self.maps:
            try:
                found = layer[key]
            except KeyError:
                continue
            return found
        return self.__missing__(key)

    def __missing__(self, key):
        raise KeyError(key)

    def get(self, key, default=None):
        if key not in self:
            return default
        return self[key]

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        # The order a dict built from the last map to the first would have.
        order = {}
        for mapping in self.maps[::-1]:
            for key in mapping:
                order[key] = None
        return iter(order)

    def __contains__(self, key):
        return any(key in mapping for mapping in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        marker = id(self)
        if marker in _REPR_ACTIVE:
            return '...'
        _REPR_ACTIVE.add(marker)
        try:
            return '%s(%s)' % (type(self).__name__, ', '.join(repr(m) for m in self.maps))
        finally:
            _REPR_ACTIVE.discard(marker)

    @classmethod
    def fromkeys(cls, iterable, value=None, /):
        return cls(dict.fromkeys(iterable, value))

    def copy(self):
        first, *rest = self.maps
        return type(self)(first.copy(), *rest)

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        child = kwargs if m is None else m
        if m is not None and kwargs:
            child.update(kwargs)
        return type(self)(child, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def _first_map_error(self, key):
        return KeyError('Key not found in the first mapping: %r' % (key,))

    def __delitem__(self, key):
        first = self.maps[0]
        if key not in first:
            raise self._first_map_error(key)
        del first[key]

    def popitem(self):
        first = self.maps[0]
        if not first:
            raise KeyError('No keys found in the first mapping.')
        return first.popitem()

    def pop(self, key, *args):
        first = self.maps[0]
        if key in first or args:
            return first.pop(key, *args)
        raise self._first_map_error(key)

    def __ior__(self, other):
        front = self.maps[0]
        front.update(other)
        return self

    def clear(self):
        front = self.maps[0]
        front.clear()

    def __or__(self, other):
        if isinstance(other, _abc.Mapping):
            merged = self.copy()
            merged.maps[0].update(other)
            return merged
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, _abc.Mapping):
            merged = dict(other)
            for mapping in self.maps[::-1]:
                merged.update(mapping)
            return type(self)(merged)
        return NotImplemented


# ---- UserDict, UserList, UserString -------------------------------------------------
#
# The three wrappers keep their contents in the attribute `data` and pass most
# of their protocol through to it. Rather than spelling out dozens of one-line
# methods, the pass-through methods are made by the factories below from
# tables of names; only methods with extra rules (rewrapping results,
# unwrapping operands, copying) are written by hand. The methods are bound in
# the class bodies, so the abstract-method bookkeeping of the ABC bases sees
# them when each class is created.


def _unwrap(value):
    # The plain object inside a User* wrapper, or the value itself.
    return value.data if isinstance(value, (UserDict, UserList, UserString)) else value


def _on_data(*builtins):
    # One method per builtin function f, computing f(self.data).
    def make(function):
        def method(self):
            return function(self.data)
        method.__name__ = '__%s__' % function.__name__
        return method
    return tuple(make(function) for function in builtins)


_RICH_TESTS = {
    '__eq__': lambda mine, theirs: mine == theirs,
    '__lt__': lambda mine, theirs: mine < theirs,
    '__le__': lambda mine, theirs: mine <= theirs,
    '__gt__': lambda mine, theirs: mine > theirs,
    '__ge__': lambda mine, theirs: mine >= theirs,
}


def _comparisons():
    # Comparisons against another wrapper compare the wrapped objects.
    def make(name, test):
        def method(self, other):
            return test(self.data, _unwrap(other))
        method.__name__ = name
        return method
    return tuple(make(name, test) for name, test in _RICH_TESTS.items())


def _relays(*names, rewrap=False, unwrap=False):
    # One method per name calling the method of that name on self.data. With
    # unwrap, wrapper arguments are replaced by their contents; with rewrap,
    # the result is wrapped in the caller's class again.
    def make(name):
        def method(self, /, *args, **kwargs):
            if unwrap:
                args = [_unwrap(arg) for arg in args]
            outcome = getattr(self.data, name)(*args, **kwargs)
            return type(self)(outcome) if rewrap else outcome
        method.__name__ = name
        return method
    return tuple(make(name) for name in names)


def _qualify(cls):
    # Generated methods were named before their class existed.
    for name, value in vars(cls).items():
        if callable(value) and getattr(value, '__qualname__', '').count('.') != 1:
            try:
                value.__qualname__ = '%s.%s' % (cls.__name__, name)
            except (AttributeError, TypeError):
                pass
    return cls


def _repeated(self, n):
    # Shared by UserList and UserString for both * operand orders.
    return type(self)(self.data * n)


def _shallow_clone(wrapper, contents):
    # A new instance of the wrapper's class sharing its attributes, except
    # that `data` is the given fresh container.
    clone = type(wrapper).__new__(type(wrapper))
    vars(clone).update(vars(wrapper))
    vars(clone)['data'] = contents
    return clone


@_qualify
class UserDict(_abc.MutableMapping):
    """A dict-like class whose contents live in the plain dict self.data."""

    __len__, __iter__, __repr__ = _on_data(len, iter, repr)
    __contains__, __setitem__, __delitem__ = _relays('__contains__', '__setitem__',
                                                     '__delitem__')

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        for source in (dict, kwargs or None):
            if source is not None:
                self.update(source)

    def __getitem__(self, key):
        if key not in self.data:
            # Subclasses may supply a default through __missing__.
            fallback = getattr(type(self), '__missing__', None)
            if fallback is None:
                raise KeyError(key)
            return fallback(self, key)
        return self.data[key]

    def get(self, key, default=None):
        if key not in self:
            return default
        return self[key]

    def __or__(self, other):
        if not isinstance(other, (UserDict, dict)):
            return NotImplemented
        return type(self)(self.data | _unwrap(other))

    def __ror__(self, other):
        if not isinstance(other, (UserDict, dict)):
            return NotImplemented
        return type(self)(_unwrap(other) | self.data)

    def __ior__(self, other):
        self.data |= _unwrap(other)
        return self

    def __copy__(self):
        return _shallow_clone(self, dict(self.data))

    def copy(self):
        if type(self) is UserDict:
            return UserDict(dict(self.data))
        duplicate = _shallow_clone(self, {})
        duplicate.update(self)
        return duplicate

    @classmethod
    def fromkeys(cls, iterable, value=None):
        made = cls()
        for key in iterable:
            made[key] = value
        return made


@_qualify
class UserList(_abc.MutableSequence):
    """A list-like class whose contents live in the plain list self.data."""

    __len__, __repr__ = _on_data(len, repr)
    __eq__, __lt__, __le__, __gt__, __ge__ = _comparisons()
    (__contains__, __setitem__, __delitem__, append, insert, pop, remove, clear, count,
     index, reverse, sort) = _relays('__contains__', '__setitem__', '__delitem__', 'append',
                                     'insert', 'pop', 'remove', 'clear', 'count', 'index',
                                     'reverse', 'sort')
    extend, = _relays('extend', unwrap=True)

    def __init__(self, initlist=None):
        # A UserList source is copied through its contents; anything else is
        # iterated, so other wrappers contribute their items, not their data.
        self.data = []
        if isinstance(initlist, UserList):
            self.data.extend(initlist.data)
        elif initlist is not None:
            self.data.extend(initlist)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return type(self)(self.data[i])
        return self.data[i]

    @staticmethod
    def _listed(other):
        other = _unwrap(other)
        return other if isinstance(other, list) else list(other)

    def __add__(self, other):
        return type(self)(self.data + self._listed(other))

    def __radd__(self, other):
        return type(self)(self._listed(other) + self.data)

    def __iadd__(self, other):
        self.data += self._listed(other)
        return self

    def __copy__(self):
        return _shallow_clone(self, self.data[:])

    def copy(self):
        return type(self)(self)

    __mul__ = __rmul__ = _repeated

    def __imul__(self, n):
        self.data.__imul__(n)
        return self


# str methods that UserString hands to its text, unwrapping UserString
# arguments; the first group builds a new string, which is wrapped again.
_STRING_BUILDERS = ('capitalize', 'casefold', 'center', 'expandtabs', 'ljust', 'lower',
                    'lstrip', 'removeprefix', 'removesuffix', 'replace', 'rjust', 'rstrip',
                    'strip', 'swapcase', 'title', 'translate', 'upper', 'zfill')
_STRING_QUERIES = ('count', 'encode', 'endswith', 'find', 'format', 'format_map', 'index',
                   'isalnum', 'isalpha', 'isascii', 'isdecimal', 'isdigit', 'isidentifier',
                   'islower', 'isnumeric', 'isprintable', 'isspace', 'istitle', 'isupper',
                   'join', 'partition', 'rfind', 'rindex', 'rpartition', 'rsplit', 'split',
                   'splitlines', 'startswith')


def _text_of(value):
    value = _unwrap(value)
    return value if isinstance(value, str) else str(value)


@_qualify
class UserString(_abc.Sequence):
    """A str-like class whose text lives in the plain str self.data."""

    __str__, __repr__, __int__, __float__, __complex__, __hash__, __len__ = _on_data(
        str, repr, int, float, complex, hash, len)
    __eq__, __lt__, __le__, __gt__, __ge__ = _comparisons()
    maketrans = str.maketrans

    def __init__(self, seq):
        self.data = _text_of(seq)

    def __getnewargs__(self):
        return (self.data,)

    def __contains__(self, char):
        return _unwrap(char) in self.data

    def __getitem__(self, index):
        return type(self)(self.data[index])

    def __add__(self, other):
        return type(self)(self.data + _text_of(other))

    def __radd__(self, other):
        return type(self)(_text_of(other) + self.data)

    __mul__ = __rmul__ = _repeated

    def __mod__(self, args):
        return type(self)(self.data % args)

    def __rmod__(self, template):
        return type(self)(str(template) % self)


for _method in (_relays(*_STRING_BUILDERS, rewrap=True, unwrap=True)
                + _relays(*_STRING_QUERIES, unwrap=True)):
    setattr(UserString, _method.__name__, _method)
    _method.__qualname__ = 'UserString.' + _method.__name__
del _method
