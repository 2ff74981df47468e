"""Taipan's abc module: abstract base classes (PEP 3119).

Each class made by ABCMeta carries an _AbcState: the classes registered as
virtual subclasses and two caches of earlier answers (known subclasses,
known non-subclasses). issubclass(C, A) for an ABC A consults, in order: the
positive cache, the negative cache (when still current), A.__subclasshook__,
C's real MRO, the registry, then recursively A's own subclasses.

Invariants: a negative answer is trusted only while the global token it was
computed under is unchanged (every register() moves the token forward);
registered classes and cache entries are held through weak references, so
an ABC never keeps a class alive; __abstractmethods__ is the frozenset of
names whose value still has a true __isabstractmethod__, which
object.__new__ consults to refuse instantiation.
"""

from _weakref import ref as _weak

__all__ = ['ABCMeta', 'ABC', 'abstractmethod', 'abstractclassmethod',
           'abstractstaticmethod', 'abstractproperty', 'get_cache_token',
           'update_abstractmethods']


def abstractmethod(funcobj):
    """Mark a method abstract: a class with abstract methods left cannot be
    instantiated (its metaclass must be ABCMeta or derived from it)."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """Deprecated: use classmethod over abstractmethod."""
    __isabstractmethod__ = True

    def __init__(self, function):
        function.__isabstractmethod__ = True
        super().__init__(function)


class abstractstaticmethod(staticmethod):
    """Deprecated: use staticmethod over abstractmethod."""
    __isabstractmethod__ = True

    def __init__(self, function):
        function.__isabstractmethod__ = True
        super().__init__(function)


class abstractproperty(property):
    """Deprecated: use property over abstractmethod."""
    __isabstractmethod__ = True


# Moves forward on every register(); negative cache entries older than the
# current value are stale.
_token = [0]


def get_cache_token():
    """The current token of the ABC caches: it changes whenever a virtual
    subclass is registered anywhere."""
    return _token[0]


class _ClassSet:
    # A set of classes that holds them weakly; dead entries drop out.
    __slots__ = ('members', '__weakref__')

    def __init__(self):
        self.members = set()

    def add(self, cls):
        owner = _weak(self)

        def forget(entry):
            alive = owner()
            if alive is not None:
                alive.members.discard(entry)
        self.members.add(_weak(cls, forget))

    def __contains__(self, cls):
        try:
            return _weak(cls) in self.members
        except TypeError:
            return False

    def __iter__(self):
        return iter([c for c in (entry() for entry in list(self.members)) if c is not None])

    def clear(self):
        self.members.clear()


class _AbcState:
    __slots__ = ('registry', 'positive', 'negative', 'negative_token')

    def __init__(self):
        self.registry = _ClassSet()
        self.positive = _ClassSet()
        self.negative = _ClassSet()
        self.negative_token = _token[0]


def _abstract_names(cls):
    # Names abstract in cls: its own abstract attributes, plus inherited
    # abstract names it has not overridden with something concrete.
    found = {name for name, value in cls.__dict__.items()
             if getattr(value, '__isabstractmethod__', False)}
    for base in cls.__bases__:
        for name in getattr(base, '__abstractmethods__', ()):
            if getattr(getattr(cls, name, None), '__isabstractmethod__', False):
                found.add(name)
    return frozenset(found)


class ABCMeta(type):
    """The metaclass of abstract base classes: supports abstract methods,
    register() of virtual subclasses and __subclasshook__."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        made = type.__new__(mcls, name, bases, namespace, **kwargs)
        made.__abstractmethods__ = _abstract_names(made)
        made._abc_state = _AbcState()
        return made

    def register(cls, subclass):
        """Make subclass a virtual subclass of this ABC; returns subclass so
        this works as a class decorator."""
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError('Refusing to create an inheritance cycle')
        cls._abc_state.registry.add(subclass)
        _token[0] += 1
        return subclass

    def __instancecheck__(cls, instance):
        """isinstance(instance, cls)"""
        claimed = instance.__class__
        state = cls._abc_state
        if claimed in state.positive:
            return True
        actual = type(instance)
        if actual is not claimed:
            return cls.__subclasscheck__(claimed) or cls.__subclasscheck__(actual)
        if state.negative_token == _token[0] and claimed in state.negative:
            return False
        return cls.__subclasscheck__(claimed)

    def __subclasscheck__(cls, subclass):
        """issubclass(subclass, cls)"""
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        state = cls._abc_state
        if subclass in state.positive:
            return True
        if state.negative_token != _token[0]:
            state.negative = _ClassSet()
            state.negative_token = _token[0]
        elif subclass in state.negative:
            return False
        verdict = cls.__subclasshook__(subclass)
        if verdict is NotImplemented:
            verdict = (cls in subclass.__mro__
                       or any(issubclass(subclass, r) for r in state.registry)
                       or any(issubclass(subclass, s) for s in type.__subclasses__(cls)))
        (state.positive if verdict else state.negative).add(subclass)
        return bool(verdict) if verdict in (True, False) else verdict

    def _dump_registry(cls, file=None):
        """Print the class name and cache token (a debugging aid)."""
        print('Class: %s.%s' % (cls.__module__, cls.__qualname__), file=file)
        print('Inv. counter: %s' % get_cache_token(), file=file)

    def _abc_registry_clear(cls):
        """Forget every registered virtual subclass."""
        cls._abc_state.registry.clear()

    def _abc_caches_clear(cls):
        """Forget the cached answers."""
        cls._abc_state.positive.clear()
        cls._abc_state.negative.clear()


def update_abstractmethods(cls):
    """Recompute cls.__abstractmethods__ after methods were added or
    replaced on an abstract class; returns cls."""
    if hasattr(cls, '__abstractmethods__'):
        cls.__abstractmethods__ = _abstract_names(cls)
    return cls


class ABC(metaclass=ABCMeta):
    """A base class whose metaclass is ABCMeta, for defining an ABC by
    inheritance."""
    __slots__ = ()
