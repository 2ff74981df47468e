# Keyword-only fields: kw_only=True, field(kw_only=True) and KW_ONLY.
from dataclasses import dataclass, field, KW_ONLY, fields

@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int

print(Options(level=3))
try:
    Options(True, 3)
except TypeError as e:
    print('TypeError', e)

@dataclass
class Request:
    url: str
    _: KW_ONLY
    method: str = 'GET'
    timeout: float = 10.0

print(Request('/x'), Request('/y', method='POST'))
print(Request.__match_args__)
try:
    Request('/z', 'PUT')
except TypeError as e:
    print('TypeError', e)

@dataclass
class Mixed:
    a: int
    b: int = field(kw_only=True, default=2)
    c: int = 3

print(Mixed(1), Mixed(1, 5), Mixed(1, b=9, c=8))
print([(f.name, f.kw_only) for f in fields(Mixed)])
print(Mixed.__match_args__)

@dataclass
class Base:
    x: int = 0
    _: KW_ONLY
    y: int = 1

@dataclass
class Derived(Base):
    z: int = 2

print(Derived(5, 6, y=7))
try:
    @dataclass
    class Twice:
        a: int
        _: KW_ONLY
        b: int = 1
        c: KW_ONLY
except TypeError as e:
    print('TypeError', e)
