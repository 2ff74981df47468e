# Slicing ranges with every combination of bounds and steps: the result is a range equal to slicing the list.
ranges = [range(0), range(1), range(7), range(2, 17, 3), range(20, -5, -4), range(-3, 3), range(5, 0, -1), range(0, 100, 11)]
bounds = [None, 0, 1, 2, -1, -2, 5, -7, 50, -50]
steps = [None, 1, 2, 3, -1, -2, -5, 9]
mismatches = 0
for r in ranges:
    lst = list(r)
    for a in bounds:
        for b in bounds:
            for st in steps:
                sub = r[a:b:st]
                if list(sub) != lst[a:b:st]:
                    mismatches += 1
                    print('mismatch', r, a, b, st, sub)
    print(r, r[1:], r[::-1], r[2::-2], r[-2:], r[::3], r[:-3:-1], r[1:-1:2])
print('mismatches', mismatches)
for r in ranges:
    print(r, [r[i] for i in range(-len(r), len(r))])
    try:
        r[len(r)]
    except IndexError as e:
        print('  ', e)
