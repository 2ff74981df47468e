# list()/list.__init__ with iterables, re-initialisation, length hints, bad iterables and generator errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
for it in [[], (1, 2), 'abc', range(4), {1: 2, 3: 4}, {1: 2}.values(), {5}, b'\x01\x02', iter([7, 8]), (x * 2 for x in range(3)),
           reversed([1, 2, 3]), enumerate('ab'), zip('ab', 'cd'), map(abs, [-1, -2])]:
    show(type(it).__name__, lambda: list(it))
L = [1, 2, 3]
L.__init__('xy')
show(1, lambda: L)
L.__init__()
show(2, lambda: L)
show(3, lambda: list(5))
show(4, lambda: list(None))
show(5, lambda: list([1], [2]))
show(6, lambda: list(iterable=[1]))
def gen():
    yield 1
    raise KeyError('inside generator')
show(7, lambda: list(gen()))
class LenLies:
    def __iter__(self):
        return iter([1, 2])
    def __len__(self):
        return 1000
show(8, lambda: list(LenLies()))
class BadLen:
    def __iter__(self):
        return iter([1])
    def __len__(self):
        raise ValueError('len failed')
show(9, lambda: list(BadLen()))
class Hint:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration
    def __length_hint__(self):
        return 'bad'
show(10, lambda: list(Hint()))
class GetItemOnly:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
show(11, lambda: list(GetItemOnly()))
show(12, lambda: list.__new__(list, 'ignored'))
class Sub(list):
    def __init__(self, *args):
        super().__init__(*args)
        self.extra = True
show(13, lambda: (Sub('ab'), Sub('ab').extra, type(Sub('ab')[:]).__name__, type(Sub('a') + ['b']).__name__))
show(14, lambda: repr(Sub()))
show(15, lambda: Sub([1]) == [1])
