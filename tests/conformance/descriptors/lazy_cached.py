# A non-data descriptor that caches its result in the instance dict.

class cached:
    def __init__(self, func):
        self.func = func
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        print("  computing", self.name)
        value = self.func(obj)
        obj.__dict__[self.name] = value
        return value

class Dataset:
    def __init__(self, values):
        self.values = values

    @cached
    def total(self):
        """Sum of the values."""
        return sum(self.values)

    @cached
    def mean(self):
        return self.total / len(self.values)

d = Dataset([1, 2, 3, 4])
print(d.mean)
print(d.mean, d.total)
print(sorted(vars(d)))
print(Dataset.total.__doc__, type(Dataset.total).__name__)

# Invalidate by deleting the cached entry
del d.total
d.values.append(10)
print(d.total)

# Assigning overrides the cached value because the descriptor is non-data
d.mean = "overridden"
print(d.mean)

# Each instance caches separately
e = Dataset([10])
print(e.total, d.total)

# The same idea with a data descriptor would not be cacheable this way
class data_cached(cached):
    def __set__(self, obj, value):
        raise AttributeError("read-only cached attribute %r" % self.name)

class Strict:
    @data_cached
    def answer(self):
        return 42

s = Strict()
print(s.answer)
print(s.answer)
try:
    s.answer = 1
except AttributeError as e:
    print(type(e).__name__, e)
