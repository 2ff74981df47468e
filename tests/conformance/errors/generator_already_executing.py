# A generator that tries to advance itself.

def self_referencing():
    yield 1
    yield next(gen)

gen = self_referencing()
print(next(gen))
next(gen)
