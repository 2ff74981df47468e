# range() with a zero step.

for step in (2, 1, 0):
    print(list(range(0, 5, step)))
