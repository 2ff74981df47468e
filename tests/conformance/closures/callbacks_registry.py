# An event system built from closures over a shared registry.

def make_bus():
    listeners = {}

    def subscribe(event, handler):
        listeners.setdefault(event, []).append(handler)
        def unsubscribe():
            listeners[event].remove(handler)
        return unsubscribe

    def publish(event, *payload):
        results = []
        for handler in list(listeners.get(event, ())):
            results.append(handler(*payload))
        return results

    def count():
        return {event: len(handlers) for event, handlers in sorted(listeners.items())}

    return subscribe, publish, count

subscribe, publish, count = make_bus()
log = []

def logger(prefix):
    def handle(*payload):
        log.append(prefix + ":" + ",".join(map(str, payload)))
        return len(payload)
    return handle

unsub_a = subscribe("save", logger("A"))
unsub_b = subscribe("save", logger("B"))
subscribe("load", logger("C"))
print(publish("save", 1, 2), publish("load"), publish("nothing"))
print(count())
unsub_a()
print(publish("save", "x"))
print(count())
print(log)

# A handler that unsubscribes itself while being dispatched
def once(event, fn):
    unsub = None
    def wrapper(*args):
        unsub()
        return fn(*args)
    unsub = subscribe(event, wrapper)

once("tick", lambda n: "first tick %d" % n)
print(publish("tick", 1), publish("tick", 2), count())

# Closures capturing loop variables correctly via a factory
handlers = []
for level in ("debug", "info", "error"):
    def make(level=level):
        return lambda msg: "[%s] %s" % (level.upper(), msg)
    handlers.append(make())
print([h("hello") for h in handlers])

try:
    unsub_a()
except ValueError as e:
    print(type(e).__name__, e)
