# With *_ the subject is indexed (len() and __getitem__ called); otherwise it is iterated.
class Tracing(list):
    def __len__(self):
        print("  __len__")
        return super().__len__()
    def __getitem__(self, i):
        print("  __getitem__", i)
        return super().__getitem__(i)
    def __iter__(self):
        print("  __iter__")
        return super().__iter__()

t = Tracing([10, 20, 30, 40])
print("pattern [a, *_, b]:")
match t:
    case [a, *_, b]:
        print("  ->", a, b)
print("pattern [a, b, *rest]:")
match t:
    case [a, b, *rest]:
        print("  ->", a, b, rest)
print("pattern [_, _, _, d]:")
match t:
    case [_, _, _, d]:
        print("  ->", d)
print("pattern [*_, x, _]:")
match t:
    case [*_, x, _]:
        print("  ->", x)
print("pattern [_, *_]:")
match t:
    case [_, *_]:
        print("  -> matched")
print("too short:")
match t:
    case [a, b, c, d, e, *_]:
        print("  no")
    case _:
        print("  -> fell through")
