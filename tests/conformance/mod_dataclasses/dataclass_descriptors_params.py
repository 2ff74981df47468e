# __dataclass_params__, __dataclass_fields__ and class-level access.
from dataclasses import dataclass, field, fields

@dataclass(order=True, frozen=True)
class Config:
    name: str = 'x'
    size: int = field(default=1, metadata={'doc': 'size'})

print(Config.__dataclass_params__)
print(list(Config.__dataclass_fields__))
print(Config.__dataclass_fields__['size'].metadata['doc'])
print(Config.name, Config.size)
f = fields(Config)[1]
print(f.name, f.type, f.default, f.init, f.repr, f.compare, f.kw_only)
print(type(f).__name__)
try:
    f.metadata['new'] = 1
except TypeError as e:
    print('TypeError', e)

@dataclass
class WithClassAttr:
    count = 0
    a: int = 1

print(WithClassAttr(), [x.name for x in fields(WithClassAttr)], WithClassAttr.count)
