# for loops: FOR_ITER_LIST, FOR_ITER_TUPLE, FOR_ITER_RANGE and FOR_ITER_GEN
# (the generator's frame is resumed directly). A loop specializes during
# its first call, at the second step. A site specialized for lists and fed
# a long tuple deoptimizes at the 54th step and respecializes for tuples two
# steps later, inside the same loop. A list that grows while it is iterated
# is followed to its new end. The generator's own code is quickened when it
# first runs: each RESUME becomes RESUME_CHECK.
from _golden import repeat, show, show_before


def total(iterable):
    result = 0
    for item in iterable:
        result += item
    return result


def countdown(n):
    while n > 0:
        yield n
        n -= 1


def squares(n):
    return [i * i for i in range(n)]


def drain(n):
    seen = []
    for value in countdown(n):
        seen.append(value)
    return seen


def grow(items):
    for item in items:
        if item < 5:
            items.append(item + 3)
    return items


show_before(total)
show_before(countdown)
print(total([1, 2, 3]))
show("total after one call with a list (specialized at the second step)", total)
print(total(tuple(range(60))))
show("total after a 60-item tuple: deoptimized and respecialized inside the loop", total)
print(total(countdown(4)), total(countdown(5)))
show("total after two generators (misses)", total)

print(squares(5))
show("squares after one call", squares)
print(list(countdown(3)))
show("countdown after running", countdown)


print(drain(3))
show("drain after one call", drain)
print(grow([1]), grow([0, 2]))
show("grow after two calls", grow)
