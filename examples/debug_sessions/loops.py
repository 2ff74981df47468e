# A sample for linedebug: a for loop and a while loop in two helpers; the
# module code calls them, then exits with its argument count as the status.
import sys


def running_totals(values):
    totals = []
    total = 0
    for value in values:
        total += value
        totals.append(total)
    return totals


def count_evens(limit):
    count = 0
    i = 0
    while i < limit:
        if i % 2 == 0:
            count += 1
        i += 1
    return count


numbers = [3, 1, 4, 1, 5]
totals = running_totals(numbers)
print("totals:", totals)
evens = count_evens(6)
print("evens:", evens)
print("args:", sys.argv[1:])
sys.exit(len(sys.argv) - 1)
