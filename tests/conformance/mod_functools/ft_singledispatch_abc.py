# singledispatch with collections.abc classes: MRO-based choice, ABC specificity, ambiguity.
from functools import singledispatch
from collections.abc import Sequence, Mapping, Sized, Iterable, MutableSequence
@singledispatch
def f(x): return 'object'
@f.register
def _(x: Sequence): return 'Sequence'
@f.register
def _(x: Mapping): return 'Mapping'
print(f([1]), f((1,)), f('s'), f({}), f(1), f(range(2)))
@f.register
def _(x: MutableSequence): return 'MutableSequence'
print(f([1]), f((1,)))
@f.register(list)
def _(x): return 'list'
print(f([1]), f(bytearray()))
@singledispatch
def g(x): return 'object'
g.register(Sized, lambda x: 'Sized')
g.register(Iterable, lambda x: 'Iterable')
class Both:
    def __len__(self): return 0
    def __iter__(self): return iter(())
try: print(g(Both()))
except RuntimeError as e: print('RuntimeError', e)
print(g(5))
class OnlySized:
    def __len__(self): return 0
print(g(OnlySized()))
try:
    print(g([1]))
except RuntimeError as e:
    print("RuntimeError", e)
