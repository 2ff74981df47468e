# functools.cmp_to_key with sorted, min, max and the key object's comparisons.
import functools

def numeric_cmp(a, b):
    return (a > b) - (a < b)

def reverse_len(a, b):
    return len(b) - len(a)

data = [5, 2, 9, 1, 5, 6]
print(sorted(data, key=functools.cmp_to_key(numeric_cmp)))
print(sorted(data, key=functools.cmp_to_key(lambda a, b: b - a)))
words = ['ccc', 'a', 'bb', 'dddd', 'ee']
print(sorted(words, key=functools.cmp_to_key(reverse_len)))
print(min(words, key=functools.cmp_to_key(reverse_len)),
      max(words, key=functools.cmp_to_key(reverse_len)))
K = functools.cmp_to_key(numeric_cmp)
print(K(1) < K(2), K(2) < K(1), K(1) == K(1), K(3) >= K(2), K(3) <= K(2), K(1) != K(2))
try:
    hash(K(1))
except TypeError as e:
    print('TypeError', e)
print(K(5).obj)
def case_insensitive(a, b):
    a, b = a.lower(), b.lower()
    return -1 if a < b else (1 if a > b else 0)
print(sorted(['banana', 'Apple', 'cherry', 'apple'], key=functools.cmp_to_key(case_insensitive)))
