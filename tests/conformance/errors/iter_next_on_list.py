# next() needs an iterator, not an iterable.

queue = ["a", "b"]
it = iter(queue)
print(next(it))
print(next(queue))
