# SystemExit raised inside a generator propagates out of the loop that drives it.

import sys

def numbers(limit):
    n = 0
    try:
        while True:
            n += 1
            if n > limit:
                print("generator requests exit")
                sys.exit(5)
            yield n
    finally:
        print("generator finally runs while SystemExit passes through")

total = 0
try:
    for value in numbers(3):
        total += value
        print("got", value, "running total", total)
except Exception:
    print("SystemExit is not an Exception: this never runs")
finally:
    print("outer finally, total", total)
print("never printed")
