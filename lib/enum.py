"""Taipan's enum module: Enum, IntEnum, StrEnum, Flag, IntFlag and their helpers (auto,
unique, verify, member, nonmember, FlagBoundary, the global_* functions).

Class creation happens in two steps.  EnumType.__prepare__ gives the class body an EnumDict,
which decides as each name is bound whether it is a member (a public name bound to
something that is not a descriptor) and replaces auto() placeholders by generated values.
EnumType.__new__ then builds the class from the non-member names and turns every member
name into a member object, made by the mixed-in data type's constructor when there is one.
A member whose value equals an earlier member's value becomes an alias of that member.

Invariants of every enum class:
  _member_names_      canonical member names in definition order (for a Flag, only the
                      members whose value is a single bit)
  _member_map_        every member name, aliases included, to its member
  _value2member_map_  every hashable member value to its member (a Flag adds the composite
                      members it creates on demand)
Members are never replaced: rebinding or deleting a member name raises AttributeError.
"""

import sys as _sys
from types import MappingProxyType, DynamicClassAttribute

__all__ = [
    'EnumType', 'EnumMeta', 'EnumDict', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
    'ReprEnum', 'auto', 'unique', 'property', 'verify', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP', 'global_flag_repr',
    'global_enum_repr', 'global_str', 'global_enum', 'EnumCheck', 'CONTINUOUS',
    'NAMED_FLAGS', 'UNIQUE', 'pickle_by_global_name', 'pickle_by_enum_name',
]

# EnumType creates these base classes itself; until each exists, the name is None, which
# tells EnumType it is building that very class.
Enum = ReprEnum = Flag = None


# Name classification for the class body.

def _is_double_underscored(name):
    # __x__ with exactly two underscores on each side.
    return (len(name) > 4 and name.startswith('__') and name.endswith('__')
            and '_' not in (name[2], name[-3]))


def _is_single_underscored(name):
    # _x_ with exactly one underscore on each side.
    return (len(name) > 2 and name[0] == '_' == name[-1]
            and '_' not in (name[1], name[-2]))


def _is_class_private(class_name, name):
    # A name the compiler mangled, like _Color__secret.
    mangled = '_' + class_name.lstrip('_') + '__'
    return name.startswith(mangled) and not name.endswith('__')


def _binds_like_descriptor(obj):
    return any(hasattr(obj, hook) for hook in ('__get__', '__set__', '__delete__'))


def _one_bit(number):
    return number > 0 and not number & (number - 1)


def _bits_for_message(number, width):
    # CPython's Flag errors show a value as 0b, a sign bit, a space and the bits of the
    # magnitude zero-padded to a common width.
    return f"0b{int(number < 0)} {bin(abs(number))[2:].rjust(width, '0')}"


class _Placeholder:
    # Sentinel whose repr is given at creation (it appears in reprs and signatures).
    __slots__ = ('_shown',)

    def __init__(self, shown):
        self._shown = shown

    def __repr__(self):
        return self._shown


_auto_null = _Placeholder('_auto_null')
_NOT_GIVEN = _Placeholder('<not given>')


class auto:
    """Placeholder for a member value that _generate_next_value_ will supply."""

    def __repr__(self):
        return f'auto({self.value!r})'

    def __init__(self, value=_auto_null):
        self.value = value


class nonmember:
    """Wraps a value in an enum body so that it stays a plain class attribute."""

    def __init__(self, value):
        self.value = value


class member:
    """Wraps a value in an enum body (a function, say) so that it becomes a member."""

    def __init__(self, value):
        self.value = value


class property(DynamicClassAttribute):
    """The descriptor behind member attributes such as name and value: it reads the
    member's data, refuses writes unless a setter is given, and is not readable on the
    class itself."""

    member = None

    def __set_name__(self, owner, name):
        self._attr = name
        self._owner = owner

    def _missing(self, owner):
        return AttributeError(f'{owner!r} has no attribute {self._attr!r}')

    def __get__(self, instance, owner=None):
        if instance is None:
            if self.member is None:
                raise self._missing(owner)
            return self.member
        if self.fget is not None:
            return self.fget(instance)
        stored = instance.__dict__
        if self._attr in stored:
            return stored[self._attr]
        raise self._missing(owner)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError(f'<enum {self._owner.__name__!r}> cannot set attribute '
                                 f'{self._attr!r}')
        return self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError(f'<enum {self._owner.__name__!r}> cannot delete attribute '
                                 f'{self._attr!r}')
        return self.fdel(instance)


# The _sunder_ names an enum body may define; any other is an error.
_ALLOWED_SUNDERS = frozenset((
    '_order_', '_ignore_', '_missing_', '_generate_next_value_', '_numeric_repr_',
    '_value_', '_name_', '_repr_', '_value_repr_', '_settle_', '_sort_order_',
    '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_',
    '_add_alias_', '_add_value_alias_',
))


def _word_list(spec):
    # _ignore_ and _order_ may be given as one string of names separated by spaces or
    # commas.
    return spec.replace(',', ' ').split() if isinstance(spec, str) else list(spec)


class EnumDict(dict):
    """The namespace an enum class body executes in.  It records member names in order
    and fills in auto() values."""

    def __init__(self, cls_name=None):
        super().__init__()
        self._owner_name = cls_name
        self._members = {}          # member names, in order (a dict used as ordered set)
        self._history = []          # values given to members so far, for auto()
        self._ignored = []
        self._auto_used = False
        self._next_value_func = None

    def _take_sunder(self, key, value):
        if key not in _ALLOWED_SUNDERS and not key.startswith('_repr_'):
            raise ValueError(f'_sunder_ names, such as {key!r}, are reserved for future '
                             f'Enum use')
        if key == '_generate_next_value_':
            if self._auto_used:
                raise TypeError('_generate_next_value_ must be defined before members')
            self._next_value_func = getattr(value, '__func__', value)
        elif key == '_ignore_':
            value = _word_list(value)
            clash = set(value).intersection(self._members)
            if clash:
                raise ValueError(f'_ignore_ cannot specify already set names: {clash!r}')
            self._ignored = value
        return value

    def _placement(self, key, value):
        """Returns (key, value, is_member) for a binding made in the class body."""
        if self._owner_name is not None and _is_class_private(self._owner_name, key):
            return key, value, False
        if _is_single_underscored(key):
            return key, self._take_sunder(key, value), False
        if _is_double_underscored(key):
            # __order__ is the old spelling of _order_.
            return ('_order_' if key == '__order__' else key), value, False
        if key in self._members:
            raise TypeError(f'{key!r} already defined as {self[key]!r}')
        if key in self._ignored:
            return key, value, False
        if isinstance(value, nonmember):
            return key, value.value, False
        if isinstance(value, member):
            value = value.value
        elif _binds_like_descriptor(value):
            return key, value, False
        return key, value, True

    def __setitem__(self, key, value):
        key, value, is_member = self._placement(key, value)
        if is_member:
            if key in self:
                raise TypeError(f'{key!r} already defined as {self[key]!r}')
            value = self._fill_autos(key, value)
            self._members[key] = None
        super().__setitem__(key, value)

    def _generated(self, key, placeholder):
        self._auto_used = True
        if placeholder.value is _auto_null:
            placeholder.value = self._next_value_func(
                key, 1, len(self._members), list(self._history))
        return placeholder.value

    def _fill_autos(self, key, value):
        # Replaces auto() (alone, or as items of a tuple) and records the values auto()
        # must see next time: the generated ones for a tuple, else the value itself.
        if isinstance(value, auto):
            value = self._generated(key, value)
            self._history.append(value)
            return value
        if not (isinstance(value, tuple) and any(isinstance(x, auto) for x in value)):
            self._history.append(value)
            return value
        items = []
        for x in value:
            if isinstance(x, auto):
                x = self._generated(key, x)
                self._history.append(x)
            items.append(x)
        return tuple(items)

    def update(self, other=(), **kwds):
        pairs = list(other.items() if hasattr(other, 'keys') else other)
        pairs.extend(kwds.items())
        for key, value in pairs:
            self[key] = value


_EnumDict = EnumDict


def _data_type(class_name, bases):
    """Finds the non-enum type whose instances the members will be (object if none)."""
    kinds = set()
    for base in bases:
        first_plain = None
        for klass in base.__mro__:
            if klass is object:
                continue
            own = klass.__dict__
            if isinstance(klass, EnumType):
                if klass._member_type_ is object:
                    continue
                kinds.add(klass._member_type_)
            elif '__new__' in own or '__dataclass_fields__' in own:
                kinds.add(first_plain if first_plain is not None else klass)
            else:
                if first_plain is None:
                    first_plain = klass
                continue
            break
    if len(kinds) > 1:
        listed = sorted(kinds, key=lambda kind: kind.__name__)
        raise TypeError(f'too many data types for {class_name!r}: {listed!r}')
    return kinds.pop() if kinds else object


def _check_bases(class_name, bases):
    """Validates the bases of a new enum; returns (data type, the enum base)."""
    if not bases:
        return object, Enum
    enum_base = bases[-1]
    if not isinstance(enum_base, EnumType):
        raise TypeError('new enumerations should be created as '
                        '`EnumName([mixin_type, ...] [data_type,] enum_type)`')
    for base in bases:
        if isinstance(base, EnumType) and base._member_names_:
            raise TypeError(f'<enum {class_name!r}> cannot extend {base!r}')
    return _data_type(class_name, bases), enum_base


def _inherited_next_value(bases):
    for base in bases:
        for klass in base.__mro__:
            found = klass.__dict__.get('_generate_next_value_')
            if found is not None:
                return getattr(found, '__func__', found)
    return None


class EnumType(type):
    """Metaclass of all enumerations."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        if bases:
            _check_bases(cls, bases)
        namespace = EnumDict(cls)
        namespace._next_value_func = _inherited_next_value(bases)
        return namespace

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        member_names = list(getattr(classdict, '_members', ()))
        skipped = set(member_names) | set(_word_list(classdict.get('_ignore_', ())))
        skipped.add('_ignore_')
        body = {k: v for k, v in classdict.items() if k not in skipped}
        required_order = body.pop('_order_', None)
        member_type, enum_base = _check_bases(cls, bases) if bases else (object, None)

        maker, custom = _member_maker(body, member_type, enum_base)
        body.update(_make_member=maker, _custom_maker=custom,
                    _maker_takes_value=maker is not object.__new__,
                    _member_names_=[], _member_map_={}, _value2member_map_={},
                    _unhashable_values=[], _member_type_=member_type)
        if member_type is not object and '_value_repr_' not in body:
            data_repr = member_type.__dict__.get('__repr__')
            if data_repr is not None:
                body['_value_repr_'] = data_repr
        flag_like = (any(issubclass(b, Flag) for b in bases) if Flag is not None
                     else cls == 'Flag')
        if flag_like:
            body['_boundary_'] = boundary or getattr(enum_base, '_boundary_', None)
            body.update(_flag_mask_=0, _singles_mask_=0, _all_bits_=0)
        if member_type is not object and ReprEnum is not None and \
                any(issubclass(b, ReprEnum) for b in bases):
            _borrow_data_str(body, member_type)

        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        if Enum is not None:
            _keep_enum_specials(enum_class, body, member_type, enum_base)
        if flag_like and Flag is not None:
            _keep_flag_operators(enum_class, body)
        for name in member_names:
            enum_class._enroll(name, classdict[name])
        if flag_like:
            enum_class._compute_masks()
        if required_order is not None:
            required_order = _word_list(required_order)
            if required_order != enum_class._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (enum_class._member_names_, required_order))
        return enum_class

    def _enroll(cls, name, value):
        # Creates the member `name` (or finds the earlier member it is an alias of).
        args = value if isinstance(value, tuple) else (value,)
        data_type = cls._member_type_
        if data_type is tuple:
            args = (args,)
        made = cls._make_member(cls, *args) if cls._maker_takes_value else cls._make_member(cls)
        if '_value_' not in getattr(made, '__dict__', {}):
            if data_type is object:
                made._value_ = value
            else:
                try:
                    made._value_ = data_type(*args)
                except Exception as problem:
                    raise TypeError('_value_ not set in __new__, unable to create it') \
                        from problem
        value = made._value_
        made._name_ = name
        made.__objclass__ = cls
        made.__init__(*args)
        made._sort_order_ = len(cls._member_names_)
        earlier = cls._find_by_value(value)
        if earlier is None:
            aliasable = Flag is not None and issubclass(cls, Flag) and isinstance(value, int)
            if not aliasable or _one_bit(value):
                cls._member_names_.append(name)
        else:
            made = earlier
        cls._member_map_[name] = made
        try:
            cls._value2member_map_.setdefault(value, made)
        except TypeError:
            cls._unhashable_values.append(value)
        type.__setattr__(cls, name, made)

    def _find_by_value(cls, value):
        try:
            return cls._value2member_map_.get(value)
        except TypeError:
            # Unhashable values are found by a linear search.
            return next((m for m in cls._member_map_.values() if m._value_ == value), None)

    def _compute_masks(cls):
        every = single = 0
        for known in cls._member_map_.values():
            bits = known._value_
            if not isinstance(bits, int):
                continue
            every |= bits
            if _one_bit(bits):
                single |= bits
        type.__setattr__(cls, '_flag_mask_', every)
        type.__setattr__(cls, '_singles_mask_', single)
        type.__setattr__(cls, '_all_bits_', (1 << every.bit_length()) - 1)
        if cls._boundary_ is None:
            type.__setattr__(cls, '_boundary_', STRICT)

    def __call__(cls, value, names=_NOT_GIVEN, *values, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        if names is _NOT_GIVEN:
            # A lookup; several positional arguments stand for one tuple value.
            return cls.__new__(cls, (value,) + values if values else value)
        if cls._member_map_:
            return cls.__new__(cls, (value, names) + values)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        # The functional API: Enum('Name', 'A B C') and its variants.
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        namespace = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = _word_list(names)
        if isinstance(names, (list, tuple)) and names and isinstance(names[0], str):
            # Bare names: values come from _generate_next_value_, counting from start.
            produced = []
            for position, name in enumerate(names):
                produced.append(namespace._next_value_func(
                    name, start, position, list(produced)))
            pairs = list(zip(names, produced))
        elif hasattr(names, 'keys'):
            pairs = [(key, names[key]) for key in names]
        else:
            pairs = [(item, names[item]) if isinstance(item, str) else tuple(item)
                     for item in names]
        for name, value in pairs:
            namespace[name] = value
        if module is None:
            try:
                module = _sys._getframe(2).f_globals['__name__']
            except (KeyError, ValueError, AttributeError):
                module = None
        if module is not None:
            namespace['__module__'] = module
        if qualname is not None:
            namespace['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, namespace, boundary=boundary)

    def __bool__(cls):
        return True

    def __contains__(cls, value):
        # Members themselves count, and so do the values of members.
        try:
            hash(value)
        except TypeError:
            return isinstance(value, cls) or value in cls._unhashable_values
        return isinstance(value, cls) or value in cls._value2member_map_

    def __delattr__(cls, attr):
        if attr not in cls._member_map_:
            return super().__delattr__(attr)
        raise AttributeError(f'{cls.__name__!r} cannot delete member {attr!r}.')

    def __dir__(cls):
        shown = set(cls._member_names_)
        shown.update(('__class__', '__contains__', '__doc__', '__getitem__', '__iter__',
                      '__len__', '__members__', '__module__', '__name__', '__qualname__'))
        if cls._make_member is not object.__new__:
            shown.add('__new__')
        if cls.__init_subclass__ is not object.__init_subclass__:
            shown.add('__init_subclass__')
        # Methods of a plain enum are not listed; a data type contributes all its names.
        if cls._member_type_ is not object:
            shown.update(dir(cls._member_type_))
        return sorted(shown)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        table = cls._member_map_
        return (table[name] for name in cls._member_names_)

    def __reversed__(cls):
        table = cls._member_map_
        return (table[name] for name in cls._member_names_[::-1])

    def __len__(cls):
        return len(cls._member_names_)

    @DynamicClassAttribute
    def __members__(cls):
        return MappingProxyType(cls._member_map_)

    def __repr__(cls):
        word = 'flag' if Flag is not None and issubclass(cls, Flag) else 'enum'
        return f'<{word} {cls.__name__!r}>'

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get('_member_map_', ()):
            raise AttributeError(f'cannot reassign member {name!r}')
        super().__setattr__(name, value)


EnumMeta = EnumType


def _member_maker(body, member_type, enum_base):
    # Picks the callable that creates member objects, and whether it is user-defined:
    # the body's own __new__, an inherited custom one, or the data type's constructor.
    own_new = body.pop('__new__', None) if Enum is not None else None
    if own_new is not None:
        return getattr(own_new, '__func__', own_new), True
    if enum_base is not None and enum_base._custom_maker:
        return enum_base._make_member, True
    if member_type is object:
        return object.__new__, False
    return member_type.__new__, False


def _borrow_data_str(body, member_type):
    # A ReprEnum shows members by their value's str() and format(), unless the body
    # says otherwise.
    if '__str__' not in body:
        plain = member_type.__str__ is object.__str__
        body['__str__'] = member_type.__repr__ if plain else member_type.__str__
    if '__format__' not in body:
        body['__format__'] = member_type.__format__


def _keep_enum_specials(enum_class, body, member_type, enum_base):
    # Value lookups always go through Enum.__new__, whatever creates the members.
    type.__setattr__(enum_class, '__new__', staticmethod(Enum.__dict__['__new__']))
    # A data type ahead of the enum base in the MRO would show members as plain values;
    # the enum base's versions win unless the body defines its own.
    for special in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
        if special in body:
            continue
        current = getattr(enum_class, special)
        if current is getattr(object, special) or current is getattr(member_type, special):
            type.__setattr__(enum_class, special, getattr(enum_base, special))


def _keep_flag_operators(enum_class, body):
    # Likewise for the bitwise operators: int's would return plain ints.
    for op in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__',
               '__invert__'):
        if op not in body:
            type.__setattr__(enum_class, op, Flag.__dict__[op])


class Enum(metaclass=EnumType):
    """Base class of enumerations.  Members are singletons compared by identity; the class
    finds a member by value (Color(1)) or by name (Color['RED'])."""

    def __new__(cls, value):
        # Runs for lookups only: members themselves are made by EnumType._enroll.
        hit = value if type(value) is cls else cls._find_by_value(value)
        if hit is not None:
            return hit
        failure = None
        try:
            result = cls._missing_(value)
        except Exception as raised:
            failure, result = raised, None
        try:
            if isinstance(result, cls) or cls._passes_through(result):
                return result
            invalid = ValueError(f'{value!r} is not a valid {cls.__qualname__}')
            if failure is None:
                if result is None:
                    raise invalid
                failure = TypeError(f'error in {cls.__name__}._missing_: returned '
                                    f'{result!r} instead of None or a valid member')
            if not isinstance(failure, ValueError):
                failure.__context__ = invalid
            raise failure
        finally:
            # Break the frame <-> traceback cycle these locals would otherwise form.
            failure = invalid = None

    def __init__(self, *args, **kwds):
        pass

    @property
    def value(self):
        """The member's value."""
        return self._value_

    @classmethod
    def _passes_through(cls, result):
        # Whether _missing_ may return something that is not a member (Flag's EJECT).
        return False

    @property
    def name(self):
        """The member's name."""
        return self._name_

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        try:
            ordered = sorted(last_values)
        except TypeError:
            raise TypeError('unable to sort non-numeric values') from None
        if not ordered:
            return start
        biggest = ordered[-1]
        try:
            return biggest + 1
        except TypeError:
            raise TypeError(f'unable to increment {biggest!r}') from None

    @classmethod
    def _missing_(cls, value):
        """Hook for a value no member has: return a member, or None to fail the lookup."""
        return None

    def __str__(self):
        return f'{type(self).__name__}.{self._name_}'

    def __repr__(self):
        cls = type(self)
        shown = (getattr(cls, '_value_repr_', None) or repr)(self._value_)
        return f'<{cls.__name__}.{self._name_}: {shown}>'

    def __dir__(self):
        shown = {'__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value'}
        if self._member_type_ is not object:
            shown.update(n for n in dir(self._member_type_) if n[:1] != '_')
            return sorted(shown)
        for klass in type(self).__mro__:
            if klass is object or klass.__module__ == __name__:
                continue
            shown.update(k for k in klass.__dict__
                         if k[:1] != '_' and k not in self._member_map_)
        shown.update(k for k in self.__dict__ if k[:1] != '_')
        return sorted(shown)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __reduce_ex__(self, proto):
        return type(self), (self._value_,)

    def __hash__(self):
        return hash(self._name_)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class ReprEnum(Enum):
    """Enum whose str() and format() are those of the mixed-in data type (repr stays the
    enum's)."""


class IntEnum(int, ReprEnum):
    """Enum whose members are ints."""


class StrEnum(str, ReprEnum):
    """Enum whose members are strs."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError(f'too many arguments for str(): {values!r}')
        # Arguments are (object, encoding, errors), as for str(); all must be strings.
        complaints = ('%r is not a string', 'encoding must be a string, not %r',
                      'errors must be a string, not %r')
        for given, complaint in zip(values, complaints):
            if not isinstance(given, str):
                raise TypeError(complaint % (given,))
        text = str(*values)
        made = str.__new__(cls, text)
        made._value_ = text
        return made

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    """How a Flag treats a value containing bits that no member has."""
    STRICT = 'strict'
    CONFORM = 'conform'
    EJECT = 'eject'
    KEEP = 'keep'


globals().update(FlagBoundary.__members__)


class Flag(Enum, boundary=STRICT):
    """Enum whose members combine with |, & and ^ (and invert with ~) into further
    members."""

    _numeric_repr_ = repr

    @classmethod
    def _passes_through(cls, result):
        return cls._boundary_ is EJECT and isinstance(result, int)

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        # The next power of two above the highest value so far.
        if not count:
            return 1 if start is None else start
        top = max(last_values)
        try:
            return 1 << top.bit_length()
        except Exception:
            raise TypeError(f'invalid flag value {top!r}') from None

    @classmethod
    def _iter_member_(cls, value):
        table = cls._member_map_
        for name in cls._member_names_:
            bits = table[name]._value_
            if bits and bits & value == bits:
                yield table[name]

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError(f'{value!r} is not a valid {cls.__qualname__}')
        known_bits = cls._flag_mask_
        every_bit = cls._all_bits_
        policy = cls._boundary_
        outside = not (~every_bit <= value <= every_bit)
        if outside or value & (every_bit ^ known_bits):
            if policy is STRICT:
                width = max(value.bit_length(), known_bits.bit_length())
                raise ValueError(f'{cls!r} invalid value {value!r}\n'
                                 f'    given {_bits_for_message(value, width)}\n'
                                 f'  allowed {_bits_for_message(known_bits, width)}')
            if policy is EJECT:
                return value
            if policy is CONFORM:
                value &= known_bits
            elif policy is KEEP:
                if value < 0:
                    value += max(every_bit + 1, 1 << value.bit_length())
            else:
                raise ValueError(f'{cls!r} unknown flag boundary {policy!r}')
        negative_alias = None
        if value < 0:
            # Negative values name the complement within all the flag's bits.
            negative_alias = value
            value += every_bit + 1
        if cls._member_type_ is object:
            combo = object.__new__(cls)
        else:
            combo = cls._member_type_.__new__(cls, value)
        if '_value_' not in combo.__dict__:
            combo._value_ = value
        named = value & known_bits
        if named:
            parts = [m._name_ for m in cls._iter_member_(named)]
            leftover = value & ~known_bits
            if leftover:
                parts.append(cls._numeric_repr_(leftover))
            combo._name_ = '|'.join(parts)
        else:
            combo._name_ = None
        combo = cls._value2member_map_.setdefault(value, combo)
        if negative_alias is not None:
            cls._value2member_map_[negative_alias] = combo
        return combo

    def __contains__(self, other):
        cls = type(self)
        if not isinstance(other, cls):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, cls.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(list(self._iter_member_(self._value_)))

    def __len__(self):
        return len(list(self._iter_member_(self._value_)))

    def __repr__(self):
        cls = type(self)
        shown = (getattr(cls, '_value_repr_', None) or repr)(self._value_)
        if self._name_ is None:
            return f'<{cls.__name__}: {shown}>'
        return f'<{cls.__name__}.{self._name_}: {shown}>'

    def __str__(self):
        cls_name = type(self).__name__
        if self._name_ is None:
            return f'{cls_name}({self._value_!r})'
        return f'{cls_name}.{self._name_}'

    def __bool__(self):
        return bool(self._value_)

    def _operand(self, other):
        # The int to combine with, or None when `other` is not a compatible operand.
        if isinstance(other, type(self)):
            return other._value_
        data_type = self._member_type_
        if data_type is not object and isinstance(other, data_type):
            return other
        return None

    def __or__(self, other):
        bits = self._operand(other)
        return NotImplemented if bits is None else type(self)(self._value_ | bits)

    def __and__(self, other):
        bits = self._operand(other)
        return NotImplemented if bits is None else type(self)(self._value_ & bits)

    def __xor__(self, other):
        bits = self._operand(other)
        return NotImplemented if bits is None else type(self)(self._value_ ^ bits)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        cached = self.__dict__.get('_complement')
        if cached is None:
            cls = type(self)
            if cls._boundary_ is EJECT or cls._boundary_ is KEEP:
                cached = cls(~self._value_)
            else:
                cached = cls(cls._singles_mask_ & ~self._value_)
            self.__dict__['_complement'] = cached
        return cached


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Flag whose members are ints and combine with plain ints too."""


def unique(enumeration):
    """Class decorator that rejects an enum having aliases (two names for one value)."""
    aliases = [f'{alias} -> {target.name}'
               for alias, target in enumeration.__members__.items() if alias != target.name]
    if aliases:
        raise ValueError(f'duplicate values found in {enumeration!r}: {", ".join(aliases)}')
    return enumeration


class EnumCheck(StrEnum):
    """The properties verify() can check."""
    CONTINUOUS = 'no skipped integer values'
    NAMED_FLAGS = 'multi-flag aliases may not contain unnamed flags'
    UNIQUE = 'one name per value'


globals().update(EnumCheck.__members__)


def _check_continuous(enumeration, kind):
    present = {m.value for m in enumeration}
    if len(present) < 2:
        return
    low, high = min(present), max(present)
    if kind == 'flag':
        expected = {1 << bit for bit in range(low.bit_length() - 1, high.bit_length())}
    else:
        expected = set(range(low, high + 1))
    gaps = sorted(expected - present)
    if gaps:
        raise ValueError('invalid %s %r: missing values %s'
                         % (kind, enumeration.__name__, ', '.join(map(str, gaps))))


def _check_named_flags(enumeration):
    singles = enumeration._singles_mask_
    offenders = [alias for alias, target in enumeration.__members__.items()
                 if alias != target.name and not _one_bit(target.value)
                 and target.value & ~singles]
    if offenders:
        raise ValueError('invalid Flag %r: aliases %s are missing combined values'
                         % (enumeration.__name__, ', '.join(offenders)))


class verify:
    """Class decorator checking an enum against the given EnumCheck properties."""

    def __init__(self, *checks):
        self._wanted = checks

    def __call__(self, enumeration):
        kind = 'flag' if issubclass(enumeration, Flag) else 'enum'
        for check in self._wanted:
            if check is UNIQUE:
                unique(enumeration)
            elif check is CONTINUOUS:
                _check_continuous(enumeration, kind)
            elif check is NAMED_FLAGS:
                _check_named_flags(enumeration)
        return enumeration


def _module_tail(member):
    return type(member).__module__.rpartition('.')[2]


def global_enum_repr(self):
    """repr() for members of a @global_enum class: module.NAME."""
    return f'{_module_tail(self)}.{self._name_}'


def global_flag_repr(self):
    """repr() for members of a @global_enum Flag: each named bit as module.NAME."""
    prefix = _module_tail(self)
    if self._name_ is None:
        return f'{prefix}.{type(self).__name__}({self._value_!r})'
    return '|'.join(f'{prefix}.{part}' for part in self._name_.split('|'))


def global_str(self):
    """str() for members of a @global_enum class: just the name."""
    if self._name_ is not None:
        return self._name_
    return f'{type(self).__name__}({self._value_!r})'


def global_enum(cls, update_str=False):
    """Class decorator that copies the members into their module's namespace and makes
    their repr module-qualified, as if they were module constants."""
    shows = global_flag_repr if issubclass(cls, Flag) else global_enum_repr
    type.__setattr__(cls, '__repr__', shows)
    if update_str or not issubclass(cls, ReprEnum):
        type.__setattr__(cls, '__str__', global_str)
    vars(_sys.modules[cls.__module__]).update(cls.__members__)
    return cls


def pickle_by_global_name(self, proto):
    """A __reduce_ex__ that pickles a member as the global of its name."""
    return self.name


def pickle_by_enum_name(self, proto):
    """A __reduce_ex__ that pickles a member as getattr(its class, its name)."""
    return getattr, (type(self), self._name_)
