# FOR_ITER over generators (the loop ends when the generator returns) and
# generator expressions consumed by builtins: the genexpr's own loop
# reports LEFT/RIGHT in the genexpr's code.
import sys
sys.path.insert(0, "..")
import _lrtool


def numbers(n):
    for i in range(n):
        if i % 2 == 0:
            yield i


def consume(n):
    seen = []
    for value in numbers(n):
        seen.append(value)
    return seen


_lrtool.start()
print(consume(5))
print(sum(x * x for x in range(3)))
print(list(y for y in [1, 2, 3] if y > 1))
print(any(z > 2 for z in [1, 3, 5]))
_lrtool.stop()
