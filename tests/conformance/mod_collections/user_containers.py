# UserDict, UserList and UserString: wrappers with a .data attribute and full protocols.
from collections import UserDict, UserList, UserString

class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

ld = LowerDict({'A': 1}, B=2)
ld['C'] = 3
print(ld, ld.data, len(ld), 'a' in ld, 'A' in ld, ld['b'], ld.get('zz', 0))
print(sorted(ld.keys()), sorted(ld.items()), list(ld) == list(ld.data))
del ld['a']
print(ld, ld.pop('b'), ld)
print(UserDict(x=1) | {'y': 2}, {'w': 0} | UserDict(x=1), type(UserDict() | {}).__name__)
class Missing(UserDict):
    def __missing__(self, key):
        return 'default-' + str(key)
print(Missing()['k'])
try:
    UserDict()['k']
except KeyError as e:
    print('KeyError', e)
u = UserDict(a=1)
c = u.copy()
c['b'] = 2
print(u, c, type(c).__name__, UserDict.fromkeys('xy', 0))
print(UserDict(a=1) == {'a': 1}, UserDict(a=1) == UserDict(a=1))

ul = UserList([3, 1, 2])
ul.append(5)
ul.sort()
print(ul, ul.data, len(ul), ul[0], ul[1:3], type(ul[1:3]).__name__)
print(ul + [9], [0] + ul, ul * 2, 2 in ul, ul.index(3), ul.count(1))
ul.extend(UserList([7]))
ul.insert(0, -1)
print(ul, ul.pop(), ul.pop(0), ul)
ul.remove(2)
ul.reverse()
print(ul, ul == [5, 3, 1], ul < [6], ul > UserList([5, 3, 0]))
ul += (8,)
ul *= 2
print(ul, ul.copy(), type(ul.copy()).__name__)
del ul[0]
ul[0] = 'z'
print(ul)
ul.clear()
print(ul, UserList(), UserList('ab'), UserList(UserList([1])))

us = UserString('Hello World')
print(us, repr(us), len(us), us[0], us[::-1], type(us[1:]).__name__)
print(us.upper(), us.lower(), us.split(), us.replace('l', 'L', 2), us.find('o'), us.count('l'))
print(us + '!', 'x' + us, us * 2, 'World' in us, us == 'Hello World', us < 'Z')
print(us.startswith('He'), us.endswith('d'), us.center(15, '*'), us.zfill(13), us.strip('Hd'))
print(UserString('  pad ').strip(), UserString('a,b').partition(','), UserString('%s!') % 'hi')
print(UserString(42), UserString(3.5) + 'x', hash(UserString('k')) == hash('k'))
print(int(UserString('12')) + 1, float(UserString('1.5')), UserString('abc').capitalize())
print(UserString('a-b').join('xyz'), sorted(UserString('cab')), UserString('x').isalpha())
