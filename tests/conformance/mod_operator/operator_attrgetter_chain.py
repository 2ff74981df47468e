# attrgetter and methodcaller over nested objects and builtin types.
from operator import attrgetter, methodcaller, itemgetter

class Node:
    def __init__(self, name, child=None):
        self.name = name
        self.child = child
    def greet(self, greeting='hi', punct='!'):
        return '%s %s%s' % (greeting, self.name, punct)

n = Node('root', Node('mid', Node('leaf')))
print(attrgetter('child.child.name')(n), attrgetter('name', 'child.name')(n))
try:
    attrgetter('child.child.child.name')(n)
except AttributeError as e:
    print('AttributeError', e)
print(methodcaller('greet')(n), methodcaller('greet', 'yo')(n), methodcaller('greet', punct='?')(n))
print(list(map(attrgetter('real'), [1, 2.5, 3j])), attrgetter('__name__')(len))
print(list(map(methodcaller('count', 'a'), ['banana', 'apple', 'xyz'])))
print(sorted(['b:2', 'a:3', 'c:1'], key=methodcaller('split', ':')))
print(list(map(itemgetter(slice(None, None, -1)), ['abc', (1, 2)])))
print(repr(attrgetter('a', 'b.c')), repr(methodcaller('m', 1, 'x', k=[2])),
      repr(itemgetter(-1, 'k')))
