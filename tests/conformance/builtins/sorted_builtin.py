# sorted() and list.sort(): keys, reverse, stability and errors.

data = [5, 2, 9, 1, 5, 6]
print(sorted(data), sorted(data, reverse=True), data)
print(sorted("banana"), sorted({3: "a", 1: "b"}), sorted({2, 3, 1}), sorted((3, 1)))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))

# Stability: equal keys keep their original order, even with reverse=True
records = [("ann", 3), ("bob", 1), ("cid", 3), ("dee", 1), ("eve", 2)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
by_name = sorted(records)
print(sorted(by_name, key=lambda r: -r[1]))

# Multi-key sorts via tuples
print(sorted(records, key=lambda r: (-r[1], r[0])))

# list.sort in place returns None
lst = [3, 1, 2]
print(lst.sort(), lst)
lst.sort(key=lambda x: -x)
print(lst)

# Mixed numeric types sort fine; mixed unrelated types do not
print(sorted([3, 1.5, True, -2, 0.0]))
for bad in ([1, "a"], [None, 1], [[1], (1,)]):
    try:
        sorted(bad)
    except TypeError as e:
        print(type(e).__name__, e)

# Keyword-only key and reverse
try:
    sorted([1], len)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1].sort(len)
except TypeError as e:
    print(type(e).__name__, e)

# The key function is called once per element
calls = []

def key(x):
    calls.append(x)
    return x % 3

print(sorted(range(7), key=key), calls)

# Sorting large lists and already sorted data
big = [(i * 7919) % 1000 for i in range(1000)]
s = sorted(big)
print(s[:5], s[-5:], all(s[i] <= s[i + 1] for i in range(len(s) - 1)))
print(sorted(range(10, 0, -1)) == list(range(1, 11)))

# Modifying a list during sort is detected
victim = [3, 2, 1]

def bad_key(x):
    victim.append(x)
    return x

try:
    victim.sort(key=bad_key)
except ValueError as e:
    print(type(e).__name__, e)
