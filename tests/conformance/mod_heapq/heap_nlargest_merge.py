# nlargest/nsmallest with keys and ties, merge with key and reverse.
import heapq

data = [5, 1, 8, 3, 9, 2, 8, 7, 1, 0, 6]
for n in range(-1, 13):
    print(n, heapq.nlargest(n, data), heapq.nsmallest(n, data))
words = ['pear', 'fig', 'apple', 'kiwi', 'banana', 'date', 'plum', 'lime']
print(heapq.nlargest(3, words, key=len))
print(heapq.nsmallest(3, words, key=len))
print(heapq.nsmallest(1, words, key=len), heapq.nlargest(1, words, key=len))
print(heapq.nsmallest(2, iter(words)), heapq.nlargest(2, iter(words)))
print(heapq.nsmallest(5, []), heapq.nlargest(1, []))
pairs = [(1, 'a'), (0, 'b'), (1, 'c'), (0, 'd'), (2, 'e')]
print(heapq.nlargest(3, pairs, key=lambda p: p[0]))
print(heapq.nsmallest(3, pairs, key=lambda p: p[0]))
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10])))
print(list(heapq.merge()))
print(list(heapq.merge([], [1], [])))
print(list(heapq.merge(['b', 'dd', 'fff'], ['a', 'cc', 'eee'], key=len)))
print(list(heapq.merge([9, 5, 1], [8, 6, 2, 0], reverse=True)))
print(list(heapq.merge([(1, 'x'), (2, 'x')], [(1, 'y'), (2, 'y')], key=lambda t: t[0])))
print(list(heapq.merge([3, 2], [3, 1], key=lambda v: v, reverse=True)))
m = heapq.merge([1, 2], [1, 2])
print(next(m), next(m), list(m))
print(type(heapq.merge([])).__name__)
