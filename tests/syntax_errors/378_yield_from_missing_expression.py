def gen():
    yield from
