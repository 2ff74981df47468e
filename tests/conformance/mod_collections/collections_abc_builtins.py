# isinstance/issubclass of builtin types against the collections.abc ABCs.
import collections.abc as cabc
from collections import deque, OrderedDict, Counter, defaultdict, ChainMap, namedtuple

names = ['Hashable', 'Iterable', 'Iterator', 'Reversible', 'Generator', 'Sized', 'Container',
         'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping', 'MutableMapping',
         'Sequence', 'MutableSequence', 'MappingView', 'KeysView',
         'ItemsView', 'ValuesView']
def gen():
    yield 1
samples = [1, 2.5, 'str', b'bytes', bytearray(), (), [], {}, set(), frozenset(), range(3),
           iter([]), iter(()), iter(''), iter({}), gen(), len, lambda: 0, None,
           {}.keys(), {}.items(), {}.values(), reversed([]), zip(), map(abs, []),
           deque(), OrderedDict(), Counter(), defaultdict(), ChainMap(), namedtuple('N', 'a')(1)]
for value in samples:
    flags = ''.join('1' if isinstance(value, getattr(cabc, n)) else '.' for n in names)
    print('%-22s %s' % (type(value).__name__, flags))
for t in [int, str, list, dict, set, tuple, bytes, type, object]:
    print(t.__name__, [n for n in names if issubclass(t, getattr(cabc, n))])
