# LEFT and RIGHT of while loops: the condition at the top and the one 3.13
# repeats at the bottom, while True with break, while/else.
import sys
sys.path.insert(0, "..")
import _lrtool


def countdown(n):
    steps = 0
    while n > 0:
        n -= 1
        steps += 1
    return steps


def first_square_over(limit):
    i = 0
    while True:
        i += 1
        if i * i > limit:
            break
    return i


def search(items, wanted):
    i = 0
    while i < len(items):
        if items[i] == wanted:
            print("found at", i)
            break
        i += 1
    else:
        print("not found")


_lrtool.start()
print(countdown(3))
print(countdown(0))
print(first_square_over(10))
search([4, 5, 6], 5)
search([4, 5, 6], 7)
_lrtool.stop()
