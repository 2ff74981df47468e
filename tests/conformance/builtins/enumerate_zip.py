# enumerate() and zip(), including start, strict and uneven lengths.

print(list(enumerate("abc")), list(enumerate("abc", 1)), list(enumerate("ab", start=-5)))
print(list(enumerate([])), list(enumerate(range(3), 2 ** 70))[-1])
e = enumerate(["x", "y"])
print(next(e), next(e), next(e, "done"))
for i, (a, b) in enumerate(zip("xy", "pq"), start=1):
    print(i, a, b)

print(list(zip()), list(zip([1, 2, 3])), list(zip([1, 2, 3], "ab")),
      list(zip("abc", range(10), [True])))
print(dict(zip(["a", "b"], [1, 2])), list(zip(*[(1, "a"), (2, "b"), (3, "c")])))

# strict=True
print(list(zip([1, 2], "ab", strict=True)))
for args in (([1, 2, 3], "ab"), ([1], "ab"), ([1, 2], "ab", [0])):
    try:
        list(zip(*args, strict=True))
    except ValueError as ex:
        print(type(ex).__name__, ex)

# zip stops at the shortest, and the longer iterator loses one element
it = iter(range(10))
print(list(zip(it, "ab")), next(it))

# Errors
for fn in (lambda: zip(1), lambda: enumerate(5), lambda: enumerate([], "1"),
           lambda: zip([], bad=1)):
    try:
        fn()
    except TypeError as ex:
        print(type(ex).__name__, ex)

# Transposing and pairing
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*matrix)])
seq = [1, 4, 9, 16, 25]
print([b - a for a, b in zip(seq, seq[1:])])
names, ages = ["ann", "bob"], [30, 25]
for index, (name, age) in enumerate(zip(names, ages)):
    print(index, name, age)
