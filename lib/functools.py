"""Taipan's functools module: higher-order functions and operations on callables.

reduce, partial, partialmethod, update_wrapper/wraps, lru_cache/cache,
cached_property, total_ordering, cmp_to_key, singledispatch and
singledispatchmethod, written from their documented behaviour.

Invariants: a partial never wraps another plain partial (nested partials are
flattened at construction, so .func is the innermost callable); an
lru_cache's bookkeeping (hits, misses, the recency order of its dict) is
updated only after the wrapped function returned, so an exception caches
nothing.
"""

from collections import namedtuple as _namedtuple

__all__ = [
    'update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES', 'total_ordering',
    'cache', 'cmp_to_key', 'lru_cache', 'reduce', 'partial', 'partialmethod',
    'singledispatch', 'singledispatchmethod', 'cached_property',
]

# The attributes update_wrapper copies, and the ones it merges.
WRAPPER_ASSIGNMENTS = tuple('__%s__' % name for name in
                            ('module', 'name', 'qualname', 'doc', 'annotations', 'type_params'))
WRAPPER_UPDATES = tuple(['__dict__'])


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Copy the `assigned` attributes of wrapped onto wrapper, merge the
    `updated` ones, and point wrapper.__wrapped__ at wrapped."""
    for name in assigned:
        try:
            value = getattr(wrapped, name)
        except AttributeError:
            continue
        setattr(wrapper, name, value)
    for name in updated:
        getattr(wrapper, name).update(getattr(wrapped, name, {}))
    # Set last, so an inherited __wrapped__ copied through __dict__ is replaced.
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """The decorator form of update_wrapper(wrapper, wrapped, ...)."""
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


_NO_INITIAL = object()


def reduce(function, iterable, initial=_NO_INITIAL, /):
    """reduce(function, iterable[, initial], /) -> value

Apply a function of two arguments cumulatively to the items of an iterable, from left to right."""
    try:
        it = iter(iterable)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if initial is _NO_INITIAL:
        for value in it:
            break
        else:
            raise TypeError('reduce() of empty iterable with no initial value')
    else:
        value = initial
    for item in it:
        value = function(value, item)
    return value


# total_ordering. Each comparison operator is described by its direction
# (towards smaller or larger) and whether equal operands satisfy it.
_ORDER_OPS = {
    '__lt__': ('down', False),
    '__le__': ('down', True),
    '__gt__': ('up', False),
    '__ge__': ('up', True),
}


def _derived_comparison(root, target):
    # Builds `target` out of `root` and equality. When the directions differ
    # the root's answer is negated; when only one of direction and inclusivity
    # differs, equal operands still need deciding through == or !=.
    root_direction, root_inclusive = _ORDER_OPS[root]
    direction, inclusive = _ORDER_OPS[target]
    negate = direction != root_direction
    settle_ties = not negate or inclusive == root_inclusive

    def comparison(self, other):
        answer = getattr(type(self), root)(self, other)
        if answer is NotImplemented:
            return answer
        if negate:
            answer = not answer
        if not settle_ties:
            return answer
        if inclusive:
            return answer or self == other
        return answer and self != other
    return comparison


def total_ordering(cls):
    """Class decorator: derive the missing ones of < <= > >= from the one
    the class defines and from ==."""
    own = [op for op in _ORDER_OPS
           if getattr(cls, op, None) is not getattr(object, op, None)]
    if not own:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    # With several defined, the first of < <= > >= is the one others follow.
    root = own[0]
    for op in _ORDER_OPS:
        if op in own:
            continue
        derived = _derived_comparison(root, op)
        derived.__name__ = op
        derived.__qualname__ = cls.__qualname__ + '.' + op
        setattr(cls, op, derived)
    return cls


# cmp_to_key. A key object asks the user's three-way function about itself
# and the other key, then checks the sign of the answer.
_SIGN_CHECKS = {
    '__lt__': lambda sign: sign < 0,
    '__le__': lambda sign: sign <= 0,
    '__eq__': lambda sign: sign == 0,
    '__ge__': lambda sign: sign >= 0,
    '__gt__': lambda sign: sign > 0,
}


def _sign_method(three_way, check):
    def method(self, other):
        return check(three_way(self.obj, other.obj))
    return method


def _store_obj(self, obj):
    self.obj = obj


def cmp_to_key(mycmp):
    """Convert a cmp= function into a key= function."""
    members = {op: _sign_method(mycmp, check) for op, check in _SIGN_CHECKS.items()}
    members.update(__slots__=('obj',), __init__=_store_obj, __hash__=None)
    key_type = type('functools.KeyWrapper', (), members)
    key_type.__qualname__ = key_type.__name__
    return key_type


class partial:
    """Create a new function with partial application of the given arguments
and keywords."""
    __slots__ = ('_func', '_args', '_keywords', '__dict__', '__weakref__')

    def __new__(cls, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError('the first argument must be callable')
        # A partial without instance attributes is flattened into the new one.
        if isinstance(func, partial) and not func.__dict__:
            args = func._args + args
            keywords = {**func._keywords, **keywords}
            func = func._func
        self = super().__new__(cls)
        self._func = func
        self._args = args
        self._keywords = keywords
        return self

    @property
    def func(self):
        """function object to use in future partial calls"""
        return self._func

    @property
    def args(self):
        """tuple of arguments to future partial calls"""
        return self._args

    @property
    def keywords(self):
        """dictionary of keyword arguments to future partial calls"""
        return self._keywords

    def __call__(self, /, *args, **keywords):
        keywords = {**self._keywords, **keywords}
        return self._func(*self._args, *args, **keywords)

    def __repr__(self):
        cls = type(self)
        name = cls.__qualname__
        module = cls.__module__
        if module not in (None, 'builtins'):
            name = '%s.%s' % (module, name)
        parts = [repr(self.func)]
        parts.extend(repr(arg) for arg in self.args)
        parts.extend('%s=%r' % (key, value) for key, value in self.keywords.items())
        return '%s(%s)' % (name, ', '.join(parts))

    def __get__(self, obj, objtype=None):
        # Like builtin functions, a partial stored on a class is not a method.
        return self

    def __reduce__(self):
        return (type(self), (self.func,),
                (self.func, self.args, self.keywords or None, self.__dict__ or None))

    def __setstate__(self, state):
        func, args, keywords, namespace = state
        self._func = func
        self._args = tuple(args)
        self._keywords = dict(keywords) if keywords else {}
        if namespace:
            self.__dict__.update(namespace)

    def __class_getitem__(cls, item):
        return type(list[int])(cls, item)


# Descriptors wrapping a callable in .func are abstract exactly when it is.
_follows_func_abstractness = property(
    lambda self: getattr(self.func, '__isabstractmethod__', False))


class partialmethod:
    """Like partial, but as a descriptor: the instance (or class, for
    classmethods) is passed before the frozen arguments when called through
    an attribute."""

    def __init__(self, func, /, *args, **keywords):
        if not (callable(func) or hasattr(func, '__get__')):
            raise TypeError('%r is not callable or a descriptor' % (func,))
        if isinstance(func, partialmethod):
            # Flatten: the inner object's frozen arguments come first and the
            # outer keywords override the inner ones.
            self.func = func.func
            self.args = (*func.args, *args)
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func, self.args, self.keywords = func, args, keywords

    def __repr__(self):
        shown = [repr(self.func)] + [repr(a) for a in self.args]
        shown += ['%s=%r' % item for item in self.keywords.items()]
        cls = type(self)
        return '%s.%s(%s)' % (cls.__module__, cls.__qualname__, ', '.join(shown))

    def _plain_method(self):
        frozen = self

        def method(owner_or_self, /, *args, **keywords):
            merged = dict(frozen.keywords, **keywords)
            return frozen.func(owner_or_self, *frozen.args, *args, **merged)
        method.__isabstractmethod__ = self.__isabstractmethod__
        method._partialmethod = self
        return method

    def __get__(self, obj, cls=None):
        binder = getattr(self.func, '__get__', None)
        if binder is not None and not isinstance(self.func, partial):
            bound = binder(obj, cls)
            if bound is not self.func:
                # A descriptor (classmethod, staticmethod, function) bound
                # itself: freeze the arguments onto the bound result.
                frozen = partial(bound, *self.args, **self.keywords)
                if hasattr(bound, '__self__'):
                    frozen.__self__ = bound.__self__
                return frozen
        return self._plain_method().__get__(obj, cls)

    __isabstractmethod__ = _follows_func_abstractness

    def __class_getitem__(cls, item):
        return type(list[int])(cls, item)


_CacheInfo = _namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'])


# Separates positional arguments from keyword pairs inside a cache key, so
# f(1, 'a', 2) and f(1, a=2) get different keys.
_KEYWORD_FENCE = object()
# Arguments of these types are their own key when they are the only one.
_SELF_KEYED_TYPES = (int, str)


def _cache_key(args, kwds, typed):
    if not kwds and not typed and len(args) == 1 and type(args[0]) in _SELF_KEYED_TYPES:
        return args[0]
    parts = list(args)
    if kwds:
        parts.append(_KEYWORD_FENCE)
        for pair in kwds.items():
            parts.extend(pair)
    if typed:
        parts.extend(type(value) for value in args)
        parts.extend(type(value) for value in kwds.values())
    return tuple(parts)


def lru_cache(maxsize=128, typed=False):
    """Memoize a function, keeping at most maxsize results (None: no limit)
    and evicting the least recently used one; typed=True caches arguments
    of different types (1 and 1.0) separately. Usable bare (@lru_cache) or
    called (@lru_cache(maxsize=32))."""
    target = None
    if callable(maxsize) and isinstance(typed, bool) and not isinstance(maxsize, int):
        target, maxsize = maxsize, 128
    elif isinstance(maxsize, int):
        maxsize = max(maxsize, 0)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')
    settings = {'maxsize': maxsize, 'typed': typed}

    def decorate(function):
        cached = _lru_cache_wrapper(function, maxsize, typed)
        cached.cache_parameters = lambda: dict(settings)
        return update_wrapper(cached, function)
    return decorate if target is None else decorate(target)


def _lru_cache_wrapper(user_function, maxsize, typed):
    # Three closures share the statistics below; the one matching maxsize is
    # returned. Python dicts remember insertion order, so the first key of
    # `stored` is always the least recently used: a hit pops and re-inserts.
    stored = {}
    counts = {'hits': 0, 'misses': 0}
    gap = object()

    def never_stores(*args, **kwds):
        counts['misses'] += 1
        return user_function(*args, **kwds)

    def stores_all(*args, **kwds):
        key = _cache_key(args, kwds, typed)
        answer = stored.get(key, gap)
        if answer is gap:
            counts['misses'] += 1
            answer = stored[key] = user_function(*args, **kwds)
        else:
            counts['hits'] += 1
        return answer

    def stores_recent(*args, **kwds):
        key = _cache_key(args, kwds, typed)
        answer = stored.pop(key, gap)
        if answer is not gap:
            counts['hits'] += 1
            stored[key] = answer
            return answer
        counts['misses'] += 1
        answer = user_function(*args, **kwds)
        # A recursive call may already have stored this key meanwhile.
        if key not in stored:
            while len(stored) >= maxsize:
                stored.pop(next(iter(stored)))
            stored[key] = answer
        return answer

    def cache_info():
        """Report cache statistics"""
        return _CacheInfo(counts['hits'], counts['misses'], maxsize, len(stored))

    def cache_clear():
        """Empty the cache and reset its counters."""
        stored.clear()
        counts.update(hits=0, misses=0)

    if maxsize == 0:
        chosen = never_stores
    elif maxsize is None:
        chosen = stores_all
    else:
        chosen = stores_recent
    chosen.__dict__.update(cache_info=cache_info, cache_clear=cache_clear)
    return chosen


def cache(user_function, /):
    """lru_cache(maxsize=None): memoize without a size limit."""
    return lru_cache(maxsize=None)(user_function)


class cached_property:
    """A property whose getter runs once per instance; the result is then kept
    in the instance's __dict__, which shadows this non-data descriptor."""

    def __init__(self, func):
        self.__doc__ = func.__doc__
        self.__module__ = getattr(func, '__module__', None)
        self.func = func
        self.attrname = None

    def __set_name__(self, owner, name):
        previous = self.attrname
        if previous is not None and previous != name:
            raise TypeError('Cannot assign the same cached_property to two different names '
                            '(%r and %r).' % (previous, name))
        self.attrname = name

    def _fail(self, instance, template):
        raise TypeError(template % (type(instance).__name__, self.attrname))

    def __get__(self, instance, owner=None):
        slot = self.attrname
        if instance is None:
            return self
        if slot is None:
            raise TypeError('Cannot use cached_property instance without calling '
                            '__set_name__ on it.')
        try:
            namespace = vars(instance)
        except TypeError:
            namespace = None
        if namespace is None:
            self._fail(instance, "No '__dict__' attribute on %r instance to cache %r property.")
        if slot in namespace:
            return namespace[slot]
        computed = self.func(instance)
        try:
            namespace[slot] = computed
            return computed
        except TypeError:
            pass
        self._fail(instance, "The '__dict__' attribute on %r instance does not support "
                   "item assignment for caching %r property.")

    def __class_getitem__(cls, item):
        return type(list[int])(cls, item)


def _best_implementation(cls, registry):
    # The registered class nearest to cls along its MRO wins. Classes that
    # are not in the MRO (ABCs, virtual bases) match through issubclass and
    # win over a less specific match; two unrelated such matches are
    # ambiguous.
    mro = cls.__mro__
    chosen = next((klass for klass in mro if klass in registry), None)
    for candidate in registry:
        if candidate in mro or candidate is object:
            continue
        try:
            applies = issubclass(cls, candidate)
        except TypeError:
            continue
        if not applies:
            continue
        if chosen is None or chosen is object:
            chosen = candidate
        elif chosen not in mro:
            if issubclass(candidate, chosen):
                chosen = candidate
            elif not issubclass(chosen, candidate):
                raise RuntimeError('Ambiguous dispatch: %s or %s' % (chosen, candidate))
        elif issubclass(candidate, chosen) and candidate is not chosen:
            chosen = candidate
    return registry.get(chosen)


def singledispatch(func):
    """Turn func into a generic function dispatching on the class of its
    first argument; add implementations with .register()."""
    implementations = {object: func}
    resolved = {}
    name = getattr(func, '__name__', 'singledispatch function')

    def dispatch(cls):
        if cls not in resolved:
            resolved[cls] = _best_implementation(cls, implementations)
        return resolved[cls]

    def register(cls, func=None):
        if not isinstance(cls, type):
            # @register on a function: the class comes from the annotation
            # of its first parameter.
            if func is not None:
                raise TypeError('Invalid first argument to `register()`. '
                                '%r is not a class or union type.' % (cls,))
            hints = getattr(cls, '__annotations__', None) or {}
            if not hints:
                raise TypeError('Invalid first argument to `register()`: %r. Use either '
                                '`@register(some_class)` or plain `@register` on an '
                                'annotated function.' % (cls,))
            func = cls
            parameter, cls = next(iter(hints.items()))
            if not isinstance(cls, type):
                raise TypeError('Invalid annotation for %r. %r is not a class.'
                                % (parameter, cls))
        elif func is None:
            return lambda function: register(cls, function)
        implementations[cls] = func
        resolved.clear()
        return func

    def generic(*args, **kwargs):
        if len(args) == 0:
            raise TypeError('%s requires at least 1 positional argument' % name)
        chosen = dispatch(args[0].__class__)
        return chosen(*args, **kwargs)

    update_wrapper(generic, func)
    generic.__dict__.update(register=register, dispatch=dispatch,
                            registry=_MappingProxy(implementations),
                            _clear_cache=resolved.clear)
    return generic


class _MappingProxy:
    # A read-only view of the dispatch registry.
    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def get(self, key, default=None):
        return self._mapping.get(key, default)


class singledispatchmethod:
    """Single-dispatch generic method descriptor."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError('%r is not callable or a descriptor' % (func,))
        self.dispatcher = singledispatch(func)  # dispatches on the first argument after self
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        dispatcher = self.dispatcher
        func = self.func

        def method(*args, **kwargs):
            impl = dispatcher.dispatch(args[0].__class__)
            return impl.__get__(obj, cls)(*args, **kwargs)
        method.__isabstractmethod__ = self.__isabstractmethod__
        method.register = self.register
        update_wrapper(method, func)
        return method

    __isabstractmethod__ = _follows_func_abstractness
