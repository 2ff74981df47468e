"""Taipan's types module.

It names the interpreter's built-in types (each one read off a live object, so the name is
the very class the interpreter uses), and provides SimpleNamespace, DynamicClassAttribute
and the helpers that create classes dynamically (new_class, prepare_class, resolve_bases).

Invariants: a type the interpreter lacks is left undefined rather than faked, and importing
the module defines names and nothing else.
"""

import sys as _sys

__all__ = [
    'FunctionType', 'LambdaType', 'CodeType', 'MappingProxyType', 'SimpleNamespace',
    'CellType', 'GeneratorType', 'MethodType', 'BuiltinFunctionType',
    'BuiltinMethodType', 'WrapperDescriptorType', 'MethodWrapperType',
    'MethodDescriptorType', 'ClassMethodDescriptorType', 'ModuleType',
    'TracebackType', 'FrameType', 'GetSetDescriptorType', 'MemberDescriptorType',
    'new_class', 'resolve_bases', 'prepare_class', 'get_original_bases',
    'DynamicClassAttribute', 'GenericAlias', 'UnionType', 'EllipsisType',
    'NoneType', 'NotImplementedType',
]


# Sample objects whose types are published below.  They are gathered in one class body
# so that a single `del` clears them away afterwards.
class _Samples:
    def plain(self):
        pass

    def generator(self):
        yield None

    @staticmethod
    def closure():
        captured = 0
        return (lambda: captured).__closure__[0]

    @staticmethod
    def raised():
        try:
            raise LookupError
        except LookupError as caught:
            return caught.__traceback__

    class Slotted:
        __slots__ = ('only',)


FunctionType = type(_Samples.plain)
LambdaType = type(lambda: None)
CodeType = type(_Samples.plain.__code__)
MethodType = type(_Samples().plain)
GeneratorType = type(_Samples().generator())
CellType = type(_Samples.closure())
MemberDescriptorType = type(_Samples.Slotted.only)
MappingProxyType = type(_Samples.__dict__)
ModuleType = type(_sys)

BuiltinFunctionType = type(abs)
BuiltinMethodType = type([].pop)
MethodDescriptorType = type(list.pop)
WrapperDescriptorType = type(object.__dict__['__init__'])
MethodWrapperType = type(object().__repr__)
ClassMethodDescriptorType = type(vars(dict)['fromkeys'])
GetSetDescriptorType = type(vars(FunctionType)['__code__'])

GenericAlias = type(tuple[str])
UnionType = type(float | None)
EllipsisType = type(...)
NoneType = type(None)
NotImplementedType = type(NotImplemented)

try:
    _tb = _Samples.raised()
    TracebackType = type(_tb)
    FrameType = type(_tb.tb_frame)
    del _tb
except AttributeError:
    pass

del _Samples


# Ids of the namespaces whose repr is being built right now; a namespace that contains
# itself prints as name(...) instead of recursing forever.
_reprs_in_progress = set()


class SimpleNamespace:
    """An object whose attributes come from keyword arguments (or a mapping)."""

    def __init__(self, mapping_or_iterable=(), /, **kwargs):
        attrs = self.__dict__
        if mapping_or_iterable != ():
            initial = dict(mapping_or_iterable)
            if not all(isinstance(k, str) for k in initial):
                raise TypeError('keywords must be strings')
            attrs.update(initial)
        attrs.update(kwargs)

    def __repr__(self):
        cls = type(self)
        label = cls.__name__ if cls is not SimpleNamespace else 'namespace'
        marker = id(self)
        if marker in _reprs_in_progress:
            return label + '(...)'
        _reprs_in_progress.add(marker)
        try:
            body = ', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())
        finally:
            _reprs_in_progress.discard(marker)
        return f'{label}({body})'

    def __eq__(self, other):
        both = isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace)
        return vars(self) == vars(other) if both else NotImplemented

    __hash__ = None

    def __reduce__(self):
        return type(self), (), self.__dict__

    def __replace__(self, /, **changes):
        clone = type(self)(**self.__dict__)
        vars(clone).update(changes)
        return clone


def resolve_bases(bases):
    """Expands every base that is not a class but has __mro_entries__ into the tuple that
    method returns; gives back `bases` itself when nothing needed expanding."""
    expanded = []
    touched = False
    for item in bases:
        hook = None if isinstance(item, type) else getattr(item, '__mro_entries__', None)
        if hook is None:
            expanded.append(item)
            continue
        replacement = hook(bases)
        touched = True
        if not isinstance(replacement, tuple):
            raise TypeError('__mro_entries__ must return a tuple')
        expanded.extend(replacement)
    return tuple(expanded) if touched else bases


def _derived_metaclass(candidate, bases):
    # The metaclass actually used is the one among `candidate` and the bases' metaclasses
    # that is a subclass of all the others; if none is, the bases are incompatible.
    for meta in map(type, bases):
        if issubclass(meta, candidate):
            candidate = meta
        elif not issubclass(candidate, meta):
            raise TypeError('metaclass conflict: the metaclass of a derived class must be '
                            'a (non-strict) subclass of the metaclasses of all its bases')
    return candidate


def prepare_class(name, bases=(), kwds=None):
    """Returns (metaclass, namespace, remaining keywords) for a class about to be made."""
    extra = dict(kwds) if kwds is not None else {}
    meta = extra.pop('metaclass', type(bases[0]) if bases else type)
    if isinstance(meta, type):
        meta = _derived_metaclass(meta, bases)
    hook = getattr(meta, '__prepare__', None)
    namespace = {} if hook is None else hook(name, bases, **extra)
    return meta, namespace, extra


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Builds a class the way a class statement with these bases and keywords would."""
    actual = resolve_bases(bases)
    meta, namespace, extra = prepare_class(name, actual, kwds)
    if exec_body is not None:
        exec_body(namespace)
    if actual is not bases:
        namespace['__orig_bases__'] = bases
    return meta(name, actual, namespace, **extra)


def get_original_bases(cls, /):
    """Returns the bases of cls as its class statement spelled them."""
    try:
        own = cls.__dict__
        return own['__orig_bases__'] if '__orig_bases__' in own else cls.__bases__
    except AttributeError:
        raise TypeError(
            "Expected an instance of type, not %r" % type(cls).__name__) from None


class DynamicClassAttribute:
    """Acts like a property on instances, while looking the name up on the class raises
    AttributeError so that the metaclass's __getattr__ answers instead (enum uses this for
    member name and value)."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget, self.fset, self.fdel = fget, fset, fdel
        # overwrite_doc records that the doc came from the getter, so a new getter may
        # replace it.
        self.overwrite_doc = (doc is None)
        self.__doc__ = doc if doc else getattr(fget, '__doc__', None)
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', None))

    @staticmethod
    def _accessor(func, verb):
        if func is None:
            raise AttributeError(verb)
        return func

    def __get__(self, instance, owner=None):
        if instance is not None:
            return self._accessor(self.fget, "unreadable attribute")(instance)
        if not self.__isabstractmethod__:
            raise AttributeError()
        return self

    def __set__(self, instance, value):
        self._accessor(self.fset, "can't set attribute")(instance, value)

    def __delete__(self, instance):
        self._accessor(self.fdel, "can't delete attribute")(instance)

    def _with(self, fget, fset, fdel, doc):
        copy = type(self)(fget, fset, fdel, doc)
        copy.overwrite_doc = self.overwrite_doc
        return copy

    def getter(self, fget):
        doc = self.__doc__
        if self.overwrite_doc and fget.__doc__:
            doc = fget.__doc__
        return self._with(fget, self.fset, self.fdel, doc)

    def setter(self, fset):
        return self._with(self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return self._with(self.fget, self.fset, fdel, self.__doc__)


def coroutine(func):
    """Marks a generator function as usable where a coroutine is expected.  Taipan has no
    coroutine objects yet, so the callable comes back unchanged."""
    if callable(func):
        return func
    raise TypeError('types.coroutine() expects a callable')
