# An invariant checked in a loop fails part-way.

sequence = [1, 3, 7, 15, 30, 63]
for prev, cur in zip(sequence, sequence[1:]):
    print(prev, "->", cur)
    assert cur == 2 * prev + 1, "sequence broken at %d" % cur
