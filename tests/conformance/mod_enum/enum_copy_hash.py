# Members are singletons: copies, hashing, dict keys and __reduce_ex__.
from enum import Enum, IntEnum

class Suit(Enum):
    HEARTS = 'h'
    SPADES = 's'

print(Suit.HEARTS.__reduce_ex__(2))
print(Suit.HEARTS.__copy__() is Suit.HEARTS)
print(Suit.HEARTS.__deepcopy__({}) is Suit.HEARTS)
cls, args = Suit.SPADES.__reduce_ex__(4)
print(cls(*args) is Suit.SPADES)
print(hash(Suit.HEARTS) == hash('HEARTS'))
table = {Suit.HEARTS: 1}
table[Suit.SPADES] = 2
table[Suit.HEARTS] += 10
print(table)
print(set([Suit.HEARTS, Suit.HEARTS, Suit.SPADES]) == {Suit.SPADES, Suit.HEARTS})

class Rank(IntEnum):
    ACE = 1
    KING = 13

print({1: 'a', 13: 'k'}[Rank.KING], {Rank.ACE: 'x'}[1])
print(Rank.KING.__reduce_ex__(2))
print([Rank(13), Rank(1)])
