# copy and deepcopy of collections types: deque, defaultdict, OrderedDict, Counter, namedtuple,
# ChainMap.
import copy
from collections import deque, defaultdict, OrderedDict, Counter, namedtuple, ChainMap

d = deque([[1], [2]], maxlen=5)
dc, dd = copy.copy(d), copy.deepcopy(d)
print(dc, dd, dc.maxlen, dd.maxlen, dc[0] is d[0], dd[0] is d[0], type(dd).__name__)
dd_ = defaultdict(list, a=[1])
c1, c2 = copy.copy(dd_), copy.deepcopy(dd_)
c1['b'].append(2)
print(c1, c2, c1['a'] is dd_['a'], c2['a'] is dd_['a'], c2.default_factory is list)
od = OrderedDict([('z', [0]), ('a', [1])])
o1, o2 = copy.copy(od), copy.deepcopy(od)
print(o1, o2, type(o2).__name__, list(o2), o2['z'] is od['z'])
cnt = Counter('hello')
print(copy.copy(cnt), copy.deepcopy(cnt) == cnt, type(copy.deepcopy(cnt)).__name__)
P = namedtuple('P', 'x y')
p = P([1], 2)
print(copy.copy(p), copy.copy(p) is p or copy.copy(p) == p, copy.deepcopy(p).x is p.x,
      type(copy.deepcopy(p)).__name__)
cm = ChainMap({'a': [1]}, {'b': 2})
cc = copy.copy(cm)
cc['a'] = 'new'
print(cm, cc)
cd = copy.deepcopy(cm)
print(cd, cd.maps[0]['a'] is cm.maps[0]['a'])
