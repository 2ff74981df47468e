# Context managers used for transactions, temporary state and resource pools.

class Transaction:
    def __init__(self, store):
        self.store = store

    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print("  rolled back because of", exc_type.__name__)
        else:
            print("  committed")
        return False

accounts = {"ann": 100, "bob": 50}

def transfer(src, dst, amount):
    with Transaction(accounts) as store:
        store[src] -= amount
        if store[src] < 0:
            raise ValueError("insufficient funds in %s" % src)
        store[dst] += amount

transfer("ann", "bob", 30)
print(accounts)
try:
    transfer("bob", "ann", 500)
except ValueError as e:
    print("error:", e)
print(accounts)

class temporary:
    def __init__(self, obj, **changes):
        self.obj, self.changes = obj, changes

    def __enter__(self):
        self.saved = {k: getattr(self.obj, k) for k in self.changes}
        for k, v in self.changes.items():
            setattr(self.obj, k, v)
        return self.obj

    def __exit__(self, *exc):
        for k, v in self.saved.items():
            setattr(self.obj, k, v)

class Config:
    debug = False
    level = 1

cfg = Config()
with temporary(cfg, debug=True, level=5) as c:
    print("inside:", c.debug, c.level)
print("outside:", cfg.debug, cfg.level)

class Pool:
    def __init__(self, size):
        self.free = list(range(size))
        self.log = []

    def acquire(self):
        pool = self
        class Lease:
            def __enter__(self):
                if not pool.free:
                    raise RuntimeError("pool exhausted")
                self.conn = pool.free.pop(0)
                pool.log.append("acquire %d" % self.conn)
                return self.conn

            def __exit__(self, *exc):
                pool.free.append(self.conn)
                pool.log.append("release %d" % self.conn)
        return Lease()

pool = Pool(2)
with pool.acquire() as a, pool.acquire() as b:
    try:
        with pool.acquire():
            pass
    except RuntimeError as e:
        print(type(e).__name__, e)
    print("using", a, b)
print(pool.log, sorted(pool.free))
