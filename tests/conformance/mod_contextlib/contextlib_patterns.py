# Common patterns: temporary state, transactions, nested managers.
from contextlib import contextmanager, ExitStack, suppress

class Settings:
    def __init__(self):
        self.values = {'debug': False, 'level': 1}

settings = Settings()

@contextmanager
def override(**changes):
    saved = {k: settings.values[k] for k in changes}
    settings.values.update(changes)
    try:
        yield settings.values
    finally:
        settings.values.update(saved)

with override(debug=True) as values:
    print(values)
    with override(level=5):
        print(settings.values)
    print(settings.values)
print(settings.values)

class Transaction:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append('begin')
        return self

    def __exit__(self, exc_type, exc, tb):
        self.log.append('rollback' if exc_type else 'commit')
        return False

log = []
with Transaction(log):
    log.append('work')
with suppress(ValueError):
    with Transaction(log):
        raise ValueError
print(log)

@contextmanager
def counted(counter, name):
    counter[name] = counter.get(name, 0) + 1
    yield counter[name]

counter = {}
with ExitStack() as stack:
    results = [stack.enter_context(counted(counter, n)) for n in ['a', 'b', 'a']]
print(results, counter)
