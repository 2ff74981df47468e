# Closures used to build realistic small utilities.

def make_accumulator():
    history = []
    def add(value):
        history.append(value)
        return sum(history) / len(history)
    add.history = history
    return add

avg = make_accumulator()
for v in (10, 20, 30, 40):
    print("running average", avg(v))
print(avg.history)

def memoize(func):
    cache = {}
    hits = [0]
    def wrapper(*args):
        if args in cache:
            hits[0] += 1
            return cache[args]
        result = func(*args)
        cache[args] = result
        return result
    wrapper.stats = lambda: (len(cache), hits[0])
    return wrapper

@memoize
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)

print(grid_paths(10, 10), grid_paths.stats())

def make_state_machine(transitions, start):
    state = start
    def feed(symbol):
        nonlocal state
        key = (state, symbol)
        if key not in transitions:
            raise KeyError("no transition from %s on %r" % key)
        state = transitions[key]
        return state
    return feed

turnstile = make_state_machine({("locked", "coin"): "open", ("open", "push"): "locked",
                                ("locked", "push"): "locked", ("open", "coin"): "open"},
                               "locked")
print([turnstile(s) for s in ["push", "coin", "coin", "push"]])
try:
    turnstile("kick")
except KeyError as e:
    print(type(e).__name__, e)

def rate_limiter(limit):
    calls = 0
    def allow():
        nonlocal calls
        if calls >= limit:
            return False
        calls += 1
        return True
    def reset():
        nonlocal calls
        calls = 0
    return allow, reset

allow, reset = rate_limiter(3)
print([allow() for _ in range(5)])
reset()
print([allow() for _ in range(2)])

def make_logger(prefix):
    lines = []
    def log(message, *args):
        lines.append(prefix + (message % args if args else message))
    def dump():
        return "\n".join(lines)
    return log, dump

log, dump = make_logger("[app] ")
log("started")
log("%d items in %s", 3, "cart")
log("100% done")
print(dump())
