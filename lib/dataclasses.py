"""Taipan's dataclasses module: @dataclass and its companions (field, Field, fields, asdict,
astuple, replace, make_dataclass, is_dataclass, InitVar, KW_ONLY, MISSING,
FrozenInstanceError).

@dataclass turns a class's annotations (after those inherited from dataclass bases) into
Field objects and then installs the requested methods.  __init__ is generated as source text
and exec'd, so a bad call is rejected by the interpreter's own argument binding with its usual
messages; every other method is a closure over the relevant field names.

Invariants: a class's __dataclass_fields__ maps each field name (ClassVar and InitVar
pseudo-fields included) to its Field, inherited fields first, in definition order; fields()
shows only the real ones.  A method the class body defines itself is never replaced.  With
slots=True the decorator returns a new class; otherwise it returns the class it was given.
"""

import sys as _sys
from types import MappingProxyType as _MappingProxyType
from types import new_class as _new_class

__all__ = [
    'dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY', 'MISSING',
    'fields', 'asdict', 'astuple', 'make_dataclass', 'replace', 'is_dataclass',
]


class FrozenInstanceError(AttributeError):
    """Raised on an attempt to assign or delete a field of a frozen dataclass instance."""


# Sentinels.  The class names are visible (in reprs and type(MISSING).__name__), so they
# follow CPython's spelling.
class _MISSING_TYPE:
    """Type of MISSING, the 'no value given' marker for defaults."""


class _KW_ONLY_TYPE:
    """Type of KW_ONLY, the annotation that makes the fields after it keyword-only."""


MISSING = _MISSING_TYPE()
KW_ONLY = _KW_ONLY_TYPE()

_NO_METADATA = _MappingProxyType({})

# Names of the attributes @dataclass stores on the class (public by convention).
_FIELDS_ATTR = '__dataclass_fields__'
_PARAMS_ATTR = '__dataclass_params__'


class _Kind:
    # What sort of entry a Field is; the repr shows up in Field's repr.
    __slots__ = ('label',)

    def __init__(self, label):
        self.label = label

    def __repr__(self):
        return self.label


_REGULAR = _Kind('_FIELD')
_CLASS_VAR = _Kind('_FIELD_CLASSVAR')
_INIT_ONLY = _Kind('_FIELD_INITVAR')


class _FactoryMarker:
    # The default __init__ shows for a field with a default_factory; the factory runs when
    # the argument is still this marker.
    __slots__ = ()

    def __repr__(self):
        return '<factory>'


_USE_FACTORY = _FactoryMarker()


class InitVar:
    """Annotation for an init-only pseudo-field: __init__ takes it and hands it to
    __post_init__, but it is not stored on the instance."""

    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __class_getitem__(cls, item):
        return cls(item)

    def __repr__(self):
        inner = self.type
        shown = inner.__name__ if isinstance(inner, type) else repr(inner)
        return f'dataclasses.InitVar[{shown}]'


class Field:
    """Everything @dataclass records about one field.  Create these with field()."""

    # Kept in the order the repr lists them.
    __slots__ = ('name', 'type', 'default', 'default_factory', 'init', 'repr', 'hash',
                 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata,
                 kw_only):
        # name, type and kind are filled in when @dataclass processes the class.
        self.name = self.type = self._field_type = None
        self.default, self.default_factory = default, default_factory
        self.init, self.repr, self.hash, self.compare = init, repr, hash, compare
        self.kw_only = kw_only
        self.metadata = _NO_METADATA if metadata is None else _MappingProxyType(metadata)

    def __repr__(self):
        shown = ','.join(f'{slot}={getattr(self, slot)!r}' for slot in Field.__slots__)
        return f'Field({shown})'

    def __set_name__(self, owner, name):
        # A descriptor used as a default must still learn the name it is stored under.
        hook = getattr(type(self.default), '__set_name__', None)
        if hook is not None:
            hook(self.default, owner, name)

    __class_getitem__ = classmethod(type(list[int]))


class _DataclassParams:
    # The decorator arguments, stored on the class as __dataclass_params__.
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen', 'match_args',
                 'kw_only', 'slots', 'weakref_slot')

    def __init__(self, **options):
        for option in self.__slots__:
            setattr(self, option, options[option])

    def __repr__(self):
        listed = ','.join(f'{option}={getattr(self, option)!r}' for option in self.__slots__)
        return f'_DataclassParams({listed})'


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=MISSING):
    """Returns a Field carrying per-field options; use it as the field's default value."""
    if default_factory is not MISSING and default is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


# Annotation classification.  String annotations are judged by their text, since they
# are never evaluated.

def _kind_of(annotation):
    if isinstance(annotation, str):
        if annotation.startswith(('ClassVar', 'typing.ClassVar')):
            return _CLASS_VAR
        if annotation.startswith(('InitVar', 'dataclasses.InitVar')):
            return _INIT_ONLY
        return _REGULAR
    text = repr(annotation)
    if text == 'typing.ClassVar' or text.startswith('typing.ClassVar['):
        return _CLASS_VAR
    if annotation is InitVar or isinstance(annotation, InitVar):
        return _INIT_ONLY
    return _REGULAR


def _marks_kw_only(annotation):
    if isinstance(annotation, str):
        return annotation in ('KW_ONLY', 'dataclasses.KW_ONLY')
    return annotation is KW_ONLY


def _declare(cls, name, annotation, kw_only_default):
    # Builds the Field for one annotated name of cls's own body.
    value = vars(cls).get(name, MISSING)
    spec = value if isinstance(value, Field) else field(default=value)
    kind = _kind_of(annotation)
    spec.name, spec.type, spec._field_type = name, annotation, kind
    if kind is not _REGULAR and spec.default_factory is not MISSING:
        raise TypeError(f'field {name} cannot have a default factory')
    if kind is _CLASS_VAR:
        spec.kw_only = False
    elif spec.kw_only is MISSING:
        spec.kw_only = kw_only_default
    # A default whose class is unhashable (list, dict, set, ...) would be shared by every
    # instance, which is almost always a bug.
    if kind is _REGULAR and type(spec.default).__hash__ is None:
        raise ValueError(f'mutable default {type(spec.default)} for field {name} is not '
                         f'allowed: use default_factory')
    return spec


def _install(cls, name, func):
    # Adds a generated method unless the class body defined that name; reports whether
    # the name was already taken.
    if name in vars(cls):
        return True
    func.__name__ = name
    func.__qualname__ = f'{cls.__qualname__}.{name}'
    func.__module__ = cls.__module__
    setattr(cls, name, func)
    return False


# __init__ generation.

def _init_text(specs, frozen, slots, has_post_init):
    """Returns the source of __init__ and the objects its global names must refer to.
    `specs` are all non-ClassVar fields, in order."""
    takers = [s for s in specs if s.init]
    # Parameter defaults are referenced by name from the generated code.
    refs = {'__dc_factory_marker': _USE_FACTORY, '__dc_set': object.__setattr__}
    last_with_default = None
    for spec in takers:
        has_default = spec.default is not MISSING or spec.default_factory is not MISSING
        if spec.kw_only:
            continue
        if has_default:
            last_with_default = spec
        elif last_with_default is not None:
            raise TypeError(f'non-default argument {spec.name!r} follows default '
                            f'argument {last_with_default.name!r}')
    me = '__dataclass_self__' if any(s.name == 'self' for s in specs) else 'self'

    def param(spec):
        if spec.default_factory is not MISSING:
            return f'{spec.name}=__dc_factory_marker'
        if spec.default is MISSING:
            return spec.name
        refs[f'__dc_default_{spec.name}'] = spec.default
        return f'{spec.name}=__dc_default_{spec.name}'

    positional = [param(s) for s in takers if not s.kw_only]
    keyword = [param(s) for s in takers if s.kw_only]
    signature = ', '.join([me] + positional + (['*'] + keyword if keyword else []))

    lines = []
    for spec in specs:
        name = spec.name
        if spec.default_factory is not MISSING:
            maker = f'__dc_factory_{name}'
            refs[maker] = spec.default_factory
            if spec.init:
                value = f'{maker}() if {name} is __dc_factory_marker else {name}'
            else:
                value = f'{maker}()'
        elif spec.init:
            value = name
        elif slots and spec.default is not MISSING:
            # Slotted classes have no class attribute to fall back on.
            value = f'__dc_default_{name}'
            refs[value] = spec.default
        else:
            continue
        if spec._field_type is _INIT_ONLY:
            continue
        if frozen:
            lines.append(f'__dc_set({me}, {name!r}, {value})')
        else:
            lines.append(f'{me}.{name} = {value}')
    if has_post_init:
        extra = ', '.join(s.name for s in specs if s._field_type is _INIT_ONLY)
        lines.append(f'{me}.__post_init__({extra})')
    body = ''.join(f'    {line}\n' for line in lines) or '    pass\n'
    return f'def __init__({signature}):\n{body}', refs


def _compile_init(cls, specs, frozen, slots):
    source, refs = _init_text(specs, frozen, slots, hasattr(cls, '__post_init__'))
    scope = {'__name__': cls.__module__, '__builtins__': __builtins__}
    scope.update(refs)
    exec(source, scope)
    return scope['__init__']


# The other generated methods.

# Ids of the instances whose repr is being computed, so self-containing data prints '...'.
_repr_busy = set()


def _repr_method(names):
    def method(self):
        token = id(self)
        if token in _repr_busy:
            return '...'
        _repr_busy.add(token)
        try:
            inner = ', '.join(f'{name}={getattr(self, name)!r}' for name in names)
        finally:
            _repr_busy.remove(token)
        return f'{type(self).__qualname__}({inner})'
    return method


def _eq_method(names):
    def method(self, other):
        if self is other:
            return True
        if type(other) is not type(self):
            return NotImplemented
        # Field by field with ==, returning the first false result (or the last one).
        outcome = True
        for name in names:
            outcome = getattr(self, name) == getattr(other, name)
            if not outcome:
                break
        return outcome
    return method


def _order_method(names, test):
    def method(self, other):
        if type(other) is not type(self):
            return NotImplemented
        mine = tuple(getattr(self, name) for name in names)
        theirs = tuple(getattr(other, name) for name in names)
        return test(mine, theirs)
    return method


_ORDERINGS = (('__lt__', lambda a, b: a < b), ('__le__', lambda a, b: a <= b),
              ('__gt__', lambda a, b: a > b), ('__ge__', lambda a, b: a >= b))


def _hash_method(names):
    def method(self):
        return hash(tuple(getattr(self, name) for name in names))
    return method


def _frozen_methods(cls, names):
    guarded = frozenset(names)

    def blocked(self, name):
        return type(self) is cls or name in guarded

    def set_attr(self, name, value):
        if blocked(self, name):
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def del_attr(self, name):
        if blocked(self, name):
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)
    return {'__setattr__': set_attr, '__delattr__': del_attr}


# Class processing.

def _inherited(cls):
    """Collects the fields of dataclass bases (most basic first) and whether those bases
    are frozen: returns (fields, frozen flags of the dataclass bases)."""
    collected = {}
    frozen_flags = []
    for base in reversed(cls.__mro__[1:]):
        own = vars(base)
        if _FIELDS_ATTR not in own:
            continue
        for spec in own[_FIELDS_ATTR].values():
            collected[spec.name] = spec
        frozen_flags.append(own[_PARAMS_ATTR].frozen)
    return collected, frozen_flags


def _own_fields(cls, kw_only):
    annotations = vars(cls).get('__annotations__', {})
    specs = []
    marker_seen = False
    for name, annotation in annotations.items():
        if not _marks_kw_only(annotation):
            specs.append(_declare(cls, name, annotation, kw_only))
        elif marker_seen:
            raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
        else:
            marker_seen = kw_only = True
    # A field() left as the class attribute is replaced by the plain default, or removed
    # when there is none.
    for spec in specs:
        if isinstance(vars(cls).get(spec.name), Field):
            if spec.default is MISSING:
                delattr(cls, spec.name)
            else:
                setattr(cls, spec.name, spec.default)
    for name, value in vars(cls).items():
        if name not in annotations and isinstance(value, Field):
            raise TypeError(f'{name!r} is a field but has no type annotation')
    return specs


def _set_hash(cls, opts, hash_names, class_hash_is_explicit):
    if opts['unsafe_hash']:
        if class_hash_is_explicit:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
        generate = True
    elif class_hash_is_explicit or not opts['eq']:
        return
    else:
        # eq without frozen makes instances unhashable; eq with frozen hashes the fields.
        generate = opts['frozen']
    if not generate:
        cls.__hash__ = None
        return
    method = _hash_method(hash_names)
    method.__name__ = '__hash__'
    method.__qualname__ = f'{cls.__qualname__}.__hash__'
    method.__module__ = cls.__module__
    cls.__hash__ = method


def _process(cls, opts):
    setattr(cls, _PARAMS_ATTR, _DataclassParams(**opts))
    everything, base_frozen = _inherited(cls)
    frozen = opts['frozen']
    for spec in _own_fields(cls, opts['kw_only']):
        everything[spec.name] = spec
    if base_frozen:
        if any(base_frozen) and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if frozen and not all(base_frozen):
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    setattr(cls, _FIELDS_ATTR, everything)

    # __hash__ counts as explicit unless absent, or set to None only because the body
    # defined __eq__.
    own = vars(cls)
    explicit_hash = '__hash__' in own and not (own['__hash__'] is None and '__eq__' in own)
    specs = list(everything.values())
    real = [s for s in specs if s._field_type is _REGULAR]
    non_classvar = [s for s in specs if s._field_type is not _CLASS_VAR]
    compared = [s.name for s in real if s.compare]

    if opts['init']:
        _install(cls, '__init__', _compile_init(cls, non_classvar, frozen, opts['slots']))
    if opts['repr']:
        _install(cls, '__repr__', _repr_method([s.name for s in real if s.repr]))
    if opts['eq']:
        _install(cls, '__eq__', _eq_method(compared))
    if opts['order']:
        for name, test in _ORDERINGS:
            if _install(cls, name, _order_method(compared, test)):
                raise TypeError(f'Cannot overwrite attribute {name} in class '
                                f'{cls.__name__} Consider using functools.total_ordering')
    if frozen:
        for name, method in _frozen_methods(cls, [s.name for s in real]).items():
            if _install(cls, name, method):
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}')
    hashed = [s.name for s in real if (s.compare if s.hash is None else s.hash)]
    _set_hash(cls, opts, hashed, explicit_hash)

    if opts['match_args'] and '__match_args__' not in own:
        cls.__match_args__ = tuple(s.name for s in non_classvar if s.init and not s.kw_only)
    if not opts['slots']:
        if opts['weakref_slot']:
            raise TypeError('weakref_slot is True but slots is False')
        return cls
    return _slotted_copy(cls, [s.name for s in real], frozen, opts['weakref_slot'])


def _slotted_copy(cls, names, frozen, weakref_slot):
    # Slots cannot be added to an existing class, so an equivalent class is built with a
    # __slots__ entry for every field not already slotted by a base.
    if '__slots__' in vars(cls):
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    taken = set()
    for base in cls.__mro__[1:-1]:
        taken.update(getattr(base, '__slots__', ()))
    wanted = [name for name in names if name not in taken]
    if weakref_slot and '__weakref__' not in taken:
        wanted.append('__weakref__')
    body = {key: value for key, value in vars(cls).items()
            if key not in names and key not in ('__dict__', '__weakref__')}
    body['__slots__'] = tuple(wanted)
    nested_name = getattr(cls, '__qualname__', None)
    replacement = type(cls)(cls.__name__, cls.__bases__, body)
    if nested_name is not None:
        replacement.__qualname__ = nested_name
    if frozen:
        # The frozen methods close over the class they guard, which is now `replacement`.
        for name, method in _frozen_methods(replacement, names).items():
            method.__name__ = name
            method.__qualname__ = f'{replacement.__qualname__}.{name}'
            method.__module__ = replacement.__module__
            type.__setattr__(replacement, name, method)
    return replacement


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Class decorator generating __init__, __repr__ and __eq__ from the annotated fields,
    plus ordering, hashing, immutability and __slots__ on request."""
    opts = dict(init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                weakref_slot=weakref_slot)

    def decorate(target):
        if order and not eq:
            raise ValueError('eq must be true if order is true')
        return _process(target, opts)
    return decorate if cls is None else decorate(cls)


def fields(class_or_instance):
    """Returns the Field objects (real fields only) of a dataclass or instance."""
    table = getattr(class_or_instance, _FIELDS_ATTR, None)
    if table is None:
        raise TypeError('must be called with a dataclass type or instance')
    return tuple(spec for spec in table.values() if spec._field_type is _REGULAR)


def is_dataclass(obj):
    """Tells whether obj is a dataclass or an instance of one."""
    return hasattr(obj if isinstance(obj, type) else type(obj), _FIELDS_ATTR)


def _is_instance(obj):
    return hasattr(type(obj), _FIELDS_ATTR)


def _copied(obj):
    try:
        from copy import deepcopy
    except ImportError:
        return obj
    return deepcopy(obj)


def _unpack(obj, factory, named):
    # The recursive worker of asdict (named=True) and astuple (named=False).
    if _is_instance(obj):
        pairs = [(spec.name, _unpack(getattr(obj, spec.name), factory, named))
                 for spec in fields(obj)]
        return factory(pairs if named else [value for _, value in pairs])
    kind = type(obj)
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        # A named tuple takes its items as separate arguments.
        return kind(*[_unpack(item, factory, named) for item in obj])
    if isinstance(obj, (list, tuple)):
        return kind(_unpack(item, factory, named) for item in obj)
    if isinstance(obj, dict):
        converted = [(_unpack(k, factory, named), _unpack(v, factory, named))
                     for k, v in obj.items()]
        # A defaultdict's constructor wants the factory first.  (Taipan's defaultdict keeps
        # default_factory on the instance, CPython's on the type; either is recognised.)
        if not (hasattr(kind, 'default_factory') or hasattr(obj, 'default_factory')):
            return kind(converted)
        result = kind(obj.default_factory)
        for k, v in converted:
            result[k] = v
        return result
    return _copied(obj)


def asdict(obj, *, dict_factory=dict):
    """Converts a dataclass instance to a dict of its fields, recursing into dataclasses,
    lists, tuples and dicts (other values are deep-copied)."""
    if _is_instance(obj):
        return _unpack(obj, dict_factory, True)
    raise TypeError('asdict() should be called on dataclass instances')


def astuple(obj, *, tuple_factory=tuple):
    """Converts a dataclass instance to a tuple of its field values, recursively."""
    if _is_instance(obj):
        return _unpack(obj, tuple_factory, False)
    raise TypeError('astuple() should be called on dataclass instances')


def replace(obj, /, **changes):
    """Returns a new instance of obj's class with the given fields replaced and the other
    init fields copied from obj."""
    if not _is_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for spec in getattr(obj, _FIELDS_ATTR).values():
        kind, name = spec._field_type, spec.name
        if kind is _CLASS_VAR:
            continue
        if not spec.init:
            if name in changes:
                raise TypeError(f'field {name} is declared with init=False, it cannot '
                                f'be specified with replace()')
        elif name not in changes:
            if kind is _INIT_ONLY and spec.default is MISSING:
                raise TypeError(f'InitVar {name!r} must be specified with replace()')
            changes[name] = getattr(obj, name)
    return type(obj)(**changes)


_RESERVED_WORDS = frozenset(
    'False None True and as assert async await break class continue def del elif else '
    'except finally for from global if import in is lambda nonlocal not or pass raise '
    'return try while with yield'.split())


def _check_field_name(name, seen):
    if not (isinstance(name, str) and name.isidentifier()):
        raise TypeError(f'Field names must be valid identifiers: {name!r}')
    # A keyword fails on its first appearance, so checking duplicates first is safe.
    if name in seen:
        raise TypeError(f'Field name duplicated: {name!r}')
    if name in _RESERVED_WORDS:
        raise TypeError(f'Field names must not be keywords: {name!r}')


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True,
                   kw_only=False, slots=False, weakref_slot=False, module=None):
    """Builds and returns a new dataclass called cls_name.  Each item of fields is a name,
    a (name, type) pair or a (name, type, Field-or-default) triple."""
    annotations = {}
    values = {}
    for item in fields:
        if isinstance(item, str):
            item = (item, 'typing.Any')
        if len(item) not in (2, 3):
            raise TypeError(f'Invalid field: {item!r}')
        name = item[0]
        _check_field_name(name, annotations)
        annotations[name] = item[1]
        if len(item) == 3:
            values[name] = item[2]
    if module is None:
        # Default to the caller's module, as a class statement there would.
        try:
            caller = _sys._getframe(1)
        except (ValueError, AttributeError):
            caller = None
        if caller is not None:
            module = caller.f_globals.get('__name__', '__main__')
    extra = {} if namespace is None else namespace

    def populate(body):
        body.update(extra)
        body.update(values)
        body['__annotations__'] = annotations
        if module is not None:
            body['__module__'] = module

    made = _new_class(cls_name, bases, {}, populate)
    return dataclass(made, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)
