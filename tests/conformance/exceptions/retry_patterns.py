# Realistic error handling: retries, fallbacks and error aggregation.

class TransientError(Exception):
    pass

class PermanentError(Exception):
    pass

def flaky(failures):
    state = {"calls": 0}
    def call():
        state["calls"] += 1
        if state["calls"] <= failures:
            raise TransientError("attempt %d failed" % state["calls"])
        return "success after %d calls" % state["calls"]
    return call

def retry(fn, attempts):
    last = None
    for i in range(attempts):
        try:
            return fn()
        except TransientError as e:
            last = e
            print("  retrying after:", e)
    raise PermanentError("gave up after %d attempts" % attempts) from last

print(retry(flaky(2), 5))
try:
    retry(flaky(10), 3)
except PermanentError as e:
    print(type(e).__name__, e, "| last cause:", e.__cause__)

def first_working(*sources):
    errors = []
    for source in sources:
        try:
            return source()
        except Exception as e:
            errors.append("%s: %s" % (type(e).__name__, e))
    raise LookupError("all sources failed: " + "; ".join(errors))

print(first_working(lambda: 1 / 0, lambda: [][1], lambda: "third works"))
try:
    first_working(lambda: int("x"), lambda: {}["k"])
except LookupError as e:
    print(e)

def process_all(items):
    results, failures = [], []
    for item in items:
        try:
            if not isinstance(item, (int, float)):
                raise TypeError("not a number: %r" % (item,))
            if item < 0:
                raise ValueError("negative: %r" % (item,))
            results.append(item ** 0.5)
        except (TypeError, ValueError) as e:
            failures.append(e)
    return results, failures

results, failures = process_all([4, -1, "9", 16, None, 2.25])
print(results)
for f in failures:
    print(" ", type(f).__name__, f)

# EAFP vs LBYL on dictionaries
config = {"host": "localhost"}

def get_port_eafp():
    try:
        return config["port"]
    except KeyError:
        return 80

def get_port_lbyl():
    return config["port"] if "port" in config else 80

print(get_port_eafp(), get_port_lbyl())
config["port"] = 8080
print(get_port_eafp(), get_port_lbyl())
