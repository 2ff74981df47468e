# asdict, astuple, replace, is_dataclass and fields.
from dataclasses import dataclass, field, asdict, astuple, replace, is_dataclass, fields

@dataclass
class Inner:
    v: int
    items: list = field(default_factory=list)

@dataclass
class Outer:
    name: str
    inner: Inner
    pairs: dict = field(default_factory=dict)
    seq: tuple = ()

o = Outer('o', Inner(1, [Inner(2)]), {'k': Inner(3)}, (Inner(4), 5))
print(asdict(o))
print(astuple(o))
d = asdict(o)
d['inner']['items'].append('new')
print(o.inner.items)
print(asdict(Inner(1), dict_factory=lambda pairs: [k for k, _ in pairs]))
print(astuple(Inner(1, [2]), tuple_factory=list))
r = replace(o, name='changed')
print(r.name, r.inner is o.inner, o.name)
print(replace(Inner(1), v=9))
try:
    replace(Inner(1), missing=2)
except TypeError as e:
    print('TypeError', type(e).__name__)
print(is_dataclass(o), is_dataclass(Outer), is_dataclass(5), is_dataclass(dict))
print([f.name for f in fields(o)], [f.type for f in fields(Inner)])
for bad in (5, 'x', int):
    try:
        fields(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    asdict(Outer)
except TypeError as e:
    print('TypeError', e)
try:
    astuple(3)
except TypeError as e:
    print('TypeError', e)
try:
    replace(3)
except TypeError as e:
    print('TypeError', e)

@dataclass
class WithNoInit:
    a: int
    b: int = field(init=False, default=0)

try:
    replace(WithNoInit(1), b=2)
except TypeError as e:
    print('TypeError', e)
print(replace(WithNoInit(1), a=3))
