"""Taipan's copy module: shallow and deep copies of arbitrary objects.

copy(x) and deepcopy(x) look, in order, for: an immutable atomic type
(returned as is), a builtin container (copied directly), the class's
__copy__ / __deepcopy__, a custom __reduce_ex__ / __reduce__, and finally
the generic instance protocol (a new object from cls.__new__ with the
arguments of __getnewargs_ex__/__getnewargs__, then its state from
__getstate__ or its __dict__ and slots, restored by __setstate__ or by
assignment).

Invariant of deepcopy: memo maps id(original) to its copy for every object
copied so far in one call, and memo[id(memo)] keeps the originals alive so
their ids cannot be reused while the call runs; a tuple whose items all copy
to themselves is returned as is.
"""

__all__ = ['Error', 'copy', 'deepcopy', 'replace']


class Error(Exception):
    pass


error = Error

def _function():
    pass


# Values of these types are immutable (or, like functions and classes,
# deliberately shared), so both copies return them unchanged.
_ATOMIC = {type(None), type(Ellipsis), type(NotImplemented), int, float, bool, complex,
           str, bytes, type, range, slice, property, type(len), type(_function),
           type(_function.__code__), type(object.__init__), type(object().__init__),
           type(str.join), type(Error.__subclasses__)}
try:
    _ATOMIC.add(type(__import__('weakref').ref(Error)))
except Exception:
    pass

_SHALLOW_CONTAINERS = {list: list.copy, dict: dict.copy, set: set.copy,
                       bytearray: bytearray.copy, frozenset: None, tuple: None}


def _custom_reduce(cls):
    # A class that overrides __reduce_ex__ or __reduce__ takes the pickle
    # route; the plain object defaults are handled by the generic path.
    reduce_ex = getattr(cls, '__reduce_ex__', None)
    reduce = getattr(cls, '__reduce__', None)
    if reduce_ex is not None and reduce_ex is not object.__reduce_ex__:
        return True
    return reduce is not None and reduce is not object.__reduce__


def copy(x):
    """A new object with the same contents as x, sharing its parts; immutable
    values are returned unchanged."""
    original = x
    cls = type(original)
    if cls in _ATOMIC:
        return original
    if cls in _SHALLOW_CONTAINERS:
        copier = _SHALLOW_CONTAINERS[cls]
        return original if copier is None else copier(original)
    if issubclass(cls, type):
        return original
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(original)
    if _custom_reduce(cls):
        reduced = _reduce(original)
        if isinstance(reduced, str):
            return original
        return _reconstruct(original, None, *reduced)
    return _generic_copy(original, cls, None)


def deepcopy(x, memo=None):
    """A copy of x whose parts are copied recursively too; memo maps the id of
    each object already copied in this call to its copy."""
    original = x
    cls = type(original)
    if cls in _ATOMIC:
        return original
    d = id(original)
    if memo is None:
        memo = {}
    elif d in memo:
        return memo[d]
    if cls is list:
        result = []
        memo[d] = result
        for item in original:
            result.append(deepcopy(item, memo))
    elif cls is dict:
        result = {}
        memo[d] = result
        for key, value in original.items():
            result[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        items = [deepcopy(item, memo) for item in original]
        # The tuple may have been copied while copying its own items.
        if d in memo:
            return memo[d]
        if all(a is b for a, b in zip(items, original)):
            result = original
        else:
            result = tuple(items)
    elif cls in (set, frozenset):
        result = cls(deepcopy(item, memo) for item in original)
    elif cls is bytearray:
        result = bytearray(original)
    elif issubclass(cls, type):
        result = original
    else:
        copier = getattr(original, '__deepcopy__', None)
        if copier is not None:
            result = copier(memo)
        elif _custom_reduce(cls):
            reduced = _reduce(original)
            if isinstance(reduced, str):
                result = original
            else:
                result = _reconstruct(original, memo, *reduced)
        else:
            result = _generic_copy(original, cls, memo)
    if result is not original:
        memo[d] = result
        _keep_alive(original, memo)
    return result


def _keep_alive(original, memo):
    try:
        memo[id(memo)].append(original)
    except KeyError:
        memo[id(memo)] = [original]


def _reduce(original):
    cls = type(original)
    reductor = getattr(cls, '__reduce_ex__', None)
    if reductor is not None and reductor is not object.__reduce_ex__:
        reduced = original.__reduce_ex__(4)
    else:
        reduced = original.__reduce__()
    if isinstance(reduced, str):
        return reduced
    if not isinstance(reduced, tuple):
        raise Error('un(deep)copyable object of type %s' % cls)
    return reduced


def _duplicator(memo):
    # The per-part copier: deepcopy within this memo for deep copies, the
    # identity for shallow ones (memo is None).
    if memo is None:
        return lambda part: part
    return lambda part: deepcopy(part, memo)


def _generic_copy(original, cls, memo):
    # The default protocol for instances: new object, then state.
    deep = memo is not None
    dup = _duplicator(memo)
    kwargs = {}
    if hasattr(original, '__getnewargs_ex__'):
        args, kwargs = original.__getnewargs_ex__()
    elif hasattr(original, '__getnewargs__'):
        args = original.__getnewargs__()
    else:
        args = ()
    if deep and (args or kwargs):
        args = deepcopy(args, memo)
        kwargs = deepcopy(kwargs, memo)
    result = cls.__new__(cls, *args, **kwargs)
    if deep:
        memo[id(original)] = result
    getstate = getattr(cls, '__getstate__', None)
    if getstate is not None and getstate is not getattr(object, '__getstate__', None):
        state = original.__getstate__()
    else:
        state = _default_state(original, cls)
    if state is not None:
        _set_state(result, dup(state))
    # Subclasses of the builtin containers carry items outside their state.
    if isinstance(original, list) and cls is not list:
        result.extend(dup(item) for item in list.__iter__(original))
    elif isinstance(original, dict) and cls is not dict:
        for key, value in dict.items(original):
            dict.__setitem__(result, dup(key), dup(value))
    elif isinstance(original, set) and cls is not set:
        for item in set.__iter__(original):
            set.add(result, dup(item))
    return result


def _default_state(original, cls):
    namespace = getattr(original, '__dict__', None)
    slots = {}
    for klass in cls.__mro__:
        names = klass.__dict__.get('__slots__', ())
        if isinstance(names, str):
            names = (names,)
        for name in names:
            if name == '__dict__' or name == '__weakref__':
                continue
            if name.startswith('__') and not name.endswith('__'):
                name = '_%s%s' % (klass.__name__.lstrip('_'), name)
            try:
                slots[name] = getattr(original, name)
            except AttributeError:
                pass
    if slots:
        return (namespace or None, slots)
    return namespace or None


def _set_state(result, state):
    setstate = getattr(result, '__setstate__', None)
    if setstate is not None:
        setstate(state)
        return
    slots = None
    if type(state) is tuple and len(state) == 2:
        state, slots = state
    if state:
        result.__dict__.update(state)
    if slots:
        for key, value in slots.items():
            setattr(result, key, value)


def _reconstruct(original, memo, func, args, state=None, listiter=None, dictiter=None, *rest):
    # Rebuilds an object from the pieces of its __reduce_ex__ tuple.
    dup = _duplicator(memo)
    if args:
        args = dup(args)
    result = func(*args)
    if memo is not None:
        memo[id(original)] = result
    if state is not None:
        _set_state(result, dup(state))
    for item in listiter if listiter is not None else ():
        result.append(dup(item))
    for key, value in dictiter if dictiter is not None else ():
        result[dup(key)] = dup(value)
    return result


def replace(obj, /, **changes):
    """Return a new object replacing specified fields with new values."""
    cls = obj.__class__
    replacer = getattr(cls, '__replace__', None)
    if replacer is None:
        raise TypeError('replace() does not support %s objects' % cls.__name__)
    return replacer(obj, **changes)
