# UserDict/UserList/UserString subclasses overriding hooks see every mutation path.
from collections import UserDict, UserList, UserString

class Logged(UserDict):
    def __init__(self, *args, **kwargs):
        self.log = []
        super().__init__(*args, **kwargs)
    def __setitem__(self, key, value):
        self.log.append(('set', key))
        super().__setitem__(key, value)
    def __delitem__(self, key):
        self.log.append(('del', key))
        super().__delitem__(key)

d = Logged({'a': 1}, b=2)
d['c'] = 3
d.update(x=9)
d.setdefault('y', 0)
d.pop('a')
del d['b']
d.popitem()
print(d, d.log)
print(sorted(d.keys()), list(d.values()), len(d), d.get('c'))

class Stack(UserList):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]

s = Stack([1, 2])
s.push(3)
print(s, s.peek(), s.pop(), s, type(s[:1]).__name__, type(s + [1]).__name__, s * 2)

class Shout(UserString):
    def __str__(self):
        return self.data.upper() + '!'

w = Shout('hey')
print(str(w), repr(w), w + 'x', type(w + 'x').__name__, w.upper(),
      type(w.replace('h', 'H')).__name__)
print(sorted([UserString('b'), UserString('a')]), UserString('abc')[1], UserString('a') in ['a'])
