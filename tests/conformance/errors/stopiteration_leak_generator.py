# A StopIteration escaping a generator becomes RuntimeError (PEP 479).

def heads(iterables):
    for it in iterables:
        yield next(iter(it))

print(list(heads([[1], [2, 3]])))
print(list(heads([[1], []])))
