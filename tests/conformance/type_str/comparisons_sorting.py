# Ordering of strings by code point across ASCII, Latin-1, BMP and astral characters; min/max/sorted and errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
words = ['', 'a', 'A', 'Z', 'z', 'ab', 'aB', 'a\x00', 'é', 'e', 'ê', 'É', '\u00ff', '\u0100', '\uffff', '\U00010000',
         '\U0001f600', 'zz', '~', ' ', '0', '9', 'ä', 'ä', 'Ω', 'ω', 'ß', 'ss', 'aa', 'a\U0010ffff', 'a\uffff', '\ud800', '\ue000']
print(sorted(words))
print(sorted(words, reverse=True))
print(sorted(words, key=len))
print(sorted(words, key=str.casefold))
print(min(words), max(words), min(words, key=len), max(words, key=lambda w: (len(w), w)))
for a in words[:12]:
    print(repr(a), ''.join('<' if a < b else ('=' if a == b else '>') for b in words))
show(1, lambda: 'a' < 'b' < 'c')
show(2, lambda: 'a' < None)
show(3, lambda: 'a' <= 1.5)
show(4, lambda: 'a' > b'a')
show(5, lambda: 'a' == b'a')
show(6, lambda: sorted(['b', 1]))
show(7, lambda: 'abc'.__lt__(5))
show(8, lambda: 'abc'.__eq__('abc'))
show(9, lambda: max('hello'))
show(10, lambda: min('hello', 'help'))
class S(str):
    def __lt__(self, other):
        return 'custom'
show(11, lambda: S('a') < 'b')
show(12, lambda: 'b' > S('a'))
show(13, lambda: 'b' < S('a'))
