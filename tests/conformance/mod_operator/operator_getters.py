# itemgetter, attrgetter (dotted names) and methodcaller, with their reprs and errors.
import operator
from operator import itemgetter, attrgetter, methodcaller

g = itemgetter(1)
print(g([1, 2, 3]), g('xyz'), g({1: 'one'}), repr(g))
g2 = itemgetter(0, -1, slice(1, 3))
print(g2('abcdef'), repr(g2))
print(itemgetter('a', 'b')({'a': 1, 'b': 2}), repr(itemgetter('a', 'b')))
rows = [('b', 2), ('a', 3), ('c', 1)]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(0)))
print(list(map(itemgetter(0), rows)))
try:
    itemgetter(5)([1])
except IndexError as e:
    print('IndexError', e)
try:
    itemgetter()
except TypeError as e:
    print('TypeError', e)

class Name:
    def __init__(self, first, last):
        self.first = first
        self.last = last

class Person:
    def __init__(self, first, last, age):
        self.name = Name(first, last)
        self.age = age

p = Person('Ada', 'Lovelace', 36)
print(attrgetter('age')(p), attrgetter('name.first')(p), attrgetter('name.last', 'age')(p))
print(repr(attrgetter('name.first', 'age')))
people = [Person('B', 'X', 30), Person('A', 'Y', 25)]
print([q.name.first for q in sorted(people, key=attrgetter('age'))])
try:
    attrgetter('nope')(p)
except AttributeError as e:
    print('AttributeError', e)
try:
    attrgetter(1)
except TypeError as e:
    print('TypeError', e)
m = methodcaller('upper')
print(m('abc'), repr(m))
m2 = methodcaller('split', ',', maxsplit=1)
print(m2('a,b,c'), repr(m2))
m3 = methodcaller('replace', 'a', 'o')
print(m3('banana'), repr(m3))
try:
    methodcaller(5)
except TypeError as e:
    print('TypeError', e)
try:
    methodcaller('missing')(p)
except AttributeError as e:
    print('AttributeError', e)
print(type(g).__name__, type(attrgetter('a')).__name__, type(m).__name__)
print(callable(g), itemgetter(0) == itemgetter(0))
