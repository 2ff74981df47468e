"""Taipan's collections.abc: the abstract base classes of the container protocols.

The single-method ABCs (Hashable, Iterable, Sized, Callable, ...) are built by
_structural(): isinstance/issubclass against them is answered from the
class's MRO through __subclasshook__ (the method must be defined somewhere
along the MRO and not be None there). The richer ABCs (Sequence, Mapping,
Set, ...) only count real subclasses and registered classes; the builtin
types are registered at the bottom, so isinstance([], Sequence) is True
while an unregistered class with __getitem__ and __len__ is not a Sequence.

Invariant: every mixin method uses only the abstract methods of its ABC, so
a concrete subclass that provides those gets consistent behaviour for the
rest.
"""

import sys
from abc import ABCMeta, abstractmethod

__all__ = ['Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator',
           'Hashable', 'Iterable', 'Iterator', 'Generator', 'Reversible', 'Sized',
           'Container', 'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping',
           'MutableMapping', 'MappingView', 'KeysView', 'ItemsView', 'ValuesView',
           'Sequence', 'MutableSequence', 'ByteString', 'Buffer']

_GenericAlias = type(list[int])


def _mro_has(cls, names):
    # True when every name is found along the MRO and its nearest definition
    # is not None (None switches a protocol off); otherwise NotImplemented.
    for wanted in names:
        owner = next((klass for klass in cls.__mro__ if wanted in klass.__dict__), None)
        if owner is None or owner.__dict__[wanted] is None:
            return NotImplemented
    return True


def _abstract_raising(name, error):
    # An abstract method that raises `error` when a subclass reaches it
    # through super().
    def method(self, *args):
        raise error
    method.__name__ = name
    return abstractmethod(method)


def _alias(cls, item):
    return _GenericAlias(cls, item)


# What the abstract methods do when a subclass calls them through super().
_PLACEHOLDERS = {
    '__hash__': lambda self: 0,
    '__len__': lambda self: 0,
    '__contains__': lambda self, x: False,
    '__iter__': lambda self: iter(()),
    '__reversed__': lambda self: iter(()),
    '__call__': lambda self, *args, **kwds: False,
    '__await__': lambda self: iter(()),
    '__aiter__': lambda self: None,
    '__buffer__': lambda self, flags, /: None,
}


def _raise_stop(*args):
    raise StopIteration


def _throw(self, typ, val=None, tb=None):
    # The shared default of throw()/athrow(): raise what was thrown in.
    error = typ() if val is None and tb is not None else (typ if val is None else val)
    if tb is not None:
        error = error.with_traceback(tb)
    raise error


def _structural(name, abstract, required, bases=(), generic=False, extra=None):
    # Builds a "one-trick" ABC: `abstract` methods become abstract
    # placeholders, and `required` names are what its __subclasshook__ checks.
    namespace = {'__slots__': (), '__module__': __name__, '__qualname__': name}
    for method in abstract:
        placeholder = _PLACEHOLDERS.get(method, _raise_stop)
        if method in ('throw', 'athrow'):
            placeholder = _throw

        def make(body, method_name):
            def stub(*args, **kwds):
                return body(*args, **kwds)
            stub.__name__ = method_name
            stub.__qualname__ = '%s.%s' % (name, method_name)
            return abstractmethod(stub)
        namespace[method] = make(placeholder, method)
    if extra:
        namespace.update(extra)
    holder = []

    def __subclasshook__(cls, C):
        if cls is holder[0]:
            return _mro_has(C, required)
        return NotImplemented
    namespace['__subclasshook__'] = classmethod(__subclasshook__)
    if generic:
        namespace['__class_getitem__'] = classmethod(_alias)
    created = ABCMeta(name, bases, namespace)
    holder.append(created)
    return created


def _close(self):
    try:
        self.throw(GeneratorExit)
    except (StopIteration, GeneratorExit):
        return
    raise RuntimeError('%s ignored GeneratorExit' % self._close_kind)


Hashable = _structural('Hashable', ['__hash__'], ['__hash__'])
Awaitable = _structural('Awaitable', ['__await__'], ['__await__'], generic=True)
Coroutine = _structural('Coroutine', ['send', 'throw'], ['__await__', 'send', 'throw', 'close'],
                        (Awaitable,), extra={'close': _close, '_close_kind': 'coroutine'})
AsyncIterable = _structural('AsyncIterable', ['__aiter__'], ['__aiter__'], generic=True)
AsyncIterator = _structural('AsyncIterator', ['__anext__'], ['__anext__', '__aiter__'],
                            (AsyncIterable,), extra={'__aiter__': lambda self: self})
AsyncGenerator = _structural(
    'AsyncGenerator', ['asend', 'athrow'],
    ['__aiter__', '__anext__', 'asend', 'athrow', 'aclose'], (AsyncIterator,),
    extra={'__anext__': lambda self: self.asend(None)})
Iterable = _structural('Iterable', ['__iter__'], ['__iter__'], generic=True)
Iterator = _structural('Iterator', ['__next__'], ['__iter__', '__next__'], (Iterable,),
                       extra={'__iter__': lambda self: self})
Reversible = _structural('Reversible', ['__reversed__'], ['__reversed__', '__iter__'],
                         (Iterable,))
Generator = _structural('Generator', ['send', 'throw'],
                        ['__iter__', '__next__', 'send', 'throw', 'close'], (Iterator,),
                        extra={'__next__': lambda self: self.send(None), 'close': _close,
                               '_close_kind': 'generator'})
Sized = _structural('Sized', ['__len__'], ['__len__'])
Container = _structural('Container', ['__contains__'], ['__contains__'], generic=True)
Collection = _structural('Collection', [], ['__len__', '__iter__', '__contains__'],
                         (Sized, Iterable, Container))
Buffer = _structural('Buffer', ['__buffer__'], ['__buffer__'])
Callable = _structural('Callable', ['__call__'], ['__call__'], generic=True)


class Set(Collection):
    """The read-only set ABC: subclasses supply __contains__, __iter__ and
    __len__ and get comparisons, isdisjoint and the & | - ^ operators."""
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, items):
        # Operators build their results through this hook; subclasses whose
        # constructor takes other arguments override it.
        return cls(items)

    def _contains_all(self, items):
        return all(item in self for item in items)

    def __le__(self, other):
        if isinstance(other, Set):
            return len(self) <= len(other) and all(item in other for item in self)
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, Set):
            return len(self) >= len(other) and self._contains_all(other)
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, Set):
            return len(self) < len(other) and self.__le__(other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, Set):
            return len(self) > len(other) and self.__ge__(other)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, Set):
            return len(self) == len(other) and self.__le__(other)
        return NotImplemented

    def isdisjoint(self, other):
        return not any(item in self for item in other)

    def _as_set(self, other):
        # Binary operators accept any iterable on the right; None: not ours.
        if isinstance(other, Set):
            return other
        if isinstance(other, Iterable):
            return self._from_iterable(other)
        return None

    def __and__(self, other):
        if isinstance(other, Iterable):
            return self._from_iterable(item for item in other if item in self)
        return NotImplemented

    __rand__ = __and__

    def __or__(self, other):
        if isinstance(other, Iterable):
            return self._from_iterable([*self, *other])
        return NotImplemented

    __ror__ = __or__

    def __sub__(self, other):
        right = self._as_set(other)
        if right is None:
            return NotImplemented
        return self._from_iterable(item for item in self if item not in right)

    def __rsub__(self, other):
        left = self._as_set(other)
        if left is None:
            return NotImplemented
        return self._from_iterable(item for item in left if item not in self)

    def __xor__(self, other):
        right = self._as_set(other)
        if right is None:
            return NotImplemented
        only_left = [item for item in self if item not in right]
        only_right = [item for item in right if item not in self]
        return self._from_iterable(only_left + only_right)

    __rxor__ = __xor__

    def _hash(self):
        # frozenset's algorithm: mix every element hash, order-independently.
        width = sys.maxsize * 2 + 1
        acc = (1927868237 * (len(self) + 1)) & width
        for item in self:
            h = hash(item)
            acc = (acc ^ ((h ^ (h << 16) ^ 89869747) * 3644798167)) & width
        acc ^= (acc >> 11) ^ (acc >> 25)
        acc = (acc * 69069 + 907133923) & width
        if acc > sys.maxsize:
            acc -= width + 1
        return 590923713 if acc == -1 else acc


class MutableSet(Set):
    """A Set that also supplies add() and discard(); gets remove, pop, clear
    and the in-place operators."""
    __slots__ = ()

    add = _abstract_raising('add', NotImplementedError)
    discard = _abstract_raising('discard', NotImplementedError)

    def remove(self, value):
        if value in self:
            return self.discard(value)
        raise KeyError(value)

    def pop(self):
        for chosen in self:
            break
        else:
            raise KeyError
        self.discard(chosen)
        return chosen

    def clear(self):
        while True:
            try:
                self.pop()
            except KeyError:
                return

    def __ior__(self, other):
        for item in other:
            self.add(item)
        return self

    def __iand__(self, other):
        for item in list(self - other):
            self.discard(item)
        return self

    def __ixor__(self, other):
        if other is self:
            self.clear()
            return self
        for item in (other if isinstance(other, Set) else self._from_iterable(other)):
            (self.discard if item in self else self.add)(item)
        return self

    def __isub__(self, other):
        if other is self:
            self.clear()
            return self
        for item in other:
            self.discard(item)
        return self


_MISSING = object()


def _lookup(mapping, key):
    # mapping[key], or _MISSING when the lookup raises KeyError.
    try:
        return mapping[key]
    except KeyError:
        return _MISSING


class Mapping(Collection):
    """The read-only mapping ABC: subclasses supply __getitem__, __iter__ and
    __len__ and get get(), `in`, the views and ==."""
    __slots__ = ()
    __reversed__ = None

    __getitem__ = _abstract_raising('__getitem__', KeyError)

    # Both lookups go through __getitem__ alone, so they agree with it.
    def get(self, key, default=None):
        found = _lookup(self, key)
        return default if found is _MISSING else found

    def __contains__(self, key):
        return _lookup(self, key) is not _MISSING

    def values(self):
        return ValuesView(self)

    def items(self):
        return ItemsView(self)

    def keys(self):
        return KeysView(self)

    def __eq__(self, other):
        if isinstance(other, Mapping):
            return dict(self.items()) == dict(other.items())
        return NotImplemented


class MappingView(Sized):
    # `_mapping` is kept as the attribute name: user-defined view subclasses
    # written for CPython read it.
    __slots__ = ('_mapping',)
    __class_getitem__ = classmethod(_alias)

    def __init__(self, mapping):
        self._mapping = mapping

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self._mapping)

    def __len__(self):
        return len(self._mapping)


class KeysView(MappingView, Set):
    __slots__ = ()

    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    # Set operators on views produce plain sets.
    _from_iterable = classmethod(lambda cls, items: set(items))


class ItemsView(MappingView, Set):
    __slots__ = ()
    _from_iterable = KeysView._from_iterable

    def __contains__(self, item):
        key, value = item
        mapping = self._mapping
        if key not in mapping:
            return False
        found = mapping[key]
        return found is value or found == value

    def __iter__(self):
        mapping = self._mapping
        return ((key, mapping[key]) for key in mapping)


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __iter__(self):
        mapping = self._mapping
        return (mapping[key] for key in mapping)

    def __contains__(self, value):
        return any(v is value or v == value for v in self)


def _remove(container, key):
    # Deletes container[key] and returns the value it held.
    held = container[key]
    del container[key]
    return held


class MutableMapping(Mapping):
    """A Mapping that also supplies __setitem__ and __delitem__; gets pop,
    popitem, clear, update and setdefault."""
    __slots__ = ()

    __setitem__ = _abstract_raising('__setitem__', KeyError)
    __delitem__ = _abstract_raising('__delitem__', KeyError)

    def pop(self, key, default=_MISSING):
        if key not in self:
            if default is _MISSING:
                raise KeyError(key)
            return default
        return _remove(self, key)

    def popitem(self):
        for key in self:
            return key, _remove(self, key)
        raise KeyError

    def clear(self):
        while self:
            try:
                self.popitem()
            except KeyError:
                return

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping) or hasattr(other, 'keys'):
            pairs = [(key, other[key]) for key in other.keys()]
        else:
            pairs = other
        for key, value in pairs:
            self[key] = value
        for key in kwds:
            self[key] = kwds[key]

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default


class Sequence(Reversible, Collection):
    """The read-only sequence ABC: subclasses supply __getitem__ and __len__
    and get iteration, `in`, reversed(), index() and count()."""
    __slots__ = ()

    __getitem__ = _abstract_raising('__getitem__', IndexError)

    def __iter__(self):
        position = 0
        while True:
            try:
                item = self[position]
            except IndexError:
                return
            yield item
            position += 1

    def __contains__(self, value):
        return any(item is value or item == value for item in self)

    def __reversed__(self):
        for position in range(len(self) - 1, -1, -1):
            yield self[position]

    def index(self, value, start=0, stop=None):
        # Negative bounds count from the end, as in slicing.
        length = len(self)
        position = max(start + length, 0) if start is not None and start < 0 else start
        limit = stop + length if stop is not None and stop < 0 else stop
        while limit is None or position < limit:
            try:
                item = self[position]
            except IndexError:
                break
            if item is value or item == value:
                return position
            position += 1
        raise ValueError

    def count(self, value):
        total = 0
        for item in self:
            if item is value or item == value:
                total += 1
        return total


class ByteString(Sequence):
    """Deprecated common supertype of bytes and bytearray."""
    __slots__ = ()


class MutableSequence(Sequence):
    """A Sequence that also supplies __setitem__, __delitem__ and insert();
    gets append, extend, pop, remove, reverse, clear and +=."""
    __slots__ = ()

    __setitem__ = _abstract_raising('__setitem__', IndexError)
    __delitem__ = _abstract_raising('__delitem__', IndexError)
    insert = _abstract_raising('insert', IndexError)

    def append(self, value):
        self.insert(len(self), value)

    def extend(self, values):
        # Extending a sequence by itself must not see its own new items.
        for value in (list(values) if values is self else values):
            self.append(value)

    def __iadd__(self, other):
        self.extend(other)
        return self

    def pop(self, index=-1):
        return _remove(self, index)

    def remove(self, value):
        del self[self.index(value)]

    def reverse(self):
        last = len(self) - 1
        for i in range(len(self) // 2):
            self[i], self[last - i] = self[last - i], self[i]

    def clear(self):
        while True:
            try:
                self.pop()
            except IndexError:
                return


def _register_builtins():
    # The concrete builtin types, as CPython registers them.
    samples = [b'', bytearray(), {}.keys(), {}.values(), {}.items(), [], reversed([]),
               range(0), range(1 << 1000), set(), '', (), zip()]
    for sample in samples:
        Iterator.register(type(iter(sample)))

    def generator():
        yield
    Generator.register(type(generator()))
    pairs = [(Set, frozenset), (MutableSet, set), (Mapping, type(type.__dict__)),
             (MutableMapping, dict), (KeysView, type({}.keys())),
             (ValuesView, type({}.values())), (ItemsView, type({}.items())),
             (Reversible, type({}.keys())), (Reversible, type({}.values())),
             (Reversible, type({}.items())), (Sequence, tuple), (Sequence, str),
             (Sequence, range), (ByteString, bytes), (ByteString, bytearray),
             (MutableSequence, list), (MutableSequence, bytearray), (Buffer, bytes),
             (Buffer, bytearray)]
    try:
        pairs += [(Sequence, memoryview), (Buffer, memoryview)]
    except NameError:
        pass
    for abc_class, concrete in pairs:
        abc_class.register(concrete)


_register_builtins()
del _register_builtins
