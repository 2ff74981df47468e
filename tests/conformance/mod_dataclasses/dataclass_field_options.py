# field(): default, default_factory, init, repr, compare, hash, metadata.
from dataclasses import dataclass, field, fields

@dataclass
class Item:
    name: str
    tags: list = field(default_factory=list)
    price: float = field(default=1.0, repr=False)
    sku: str = field(default='?', compare=False)
    counter: int = field(init=False, default=0)
    notes: dict = field(default_factory=dict, init=False, repr=False)
    weight: int = field(default=5, metadata={'unit': 'kg'})

a = Item('apple')
b = Item('apple')
print(a)
print(a.tags is b.tags, a == b)
a.tags.append('fruit')
print(a, b, a == b)
print(Item('x', sku='1') == Item('x', sku='2'))
print(Item('x', price=2.0) == Item('x'))
print(a.counter, a.notes, a.price)
for f in fields(Item):
    print(f.name, f.init, f.repr, f.compare, f.hash, dict(f.metadata))
print(fields(Item)[-1].metadata['unit'])
try:
    Item('x', counter=3)
except TypeError as e:
    print('TypeError', e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print('ValueError', e)
print(Item.price, Item.sku, Item.counter)
print(hasattr(Item, 'tags'), hasattr(Item, 'notes'))
