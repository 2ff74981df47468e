# Send-driven generators used as cooperative tasks with a tiny scheduler.

def task(name, steps):
    total = 0
    for i in range(steps):
        received = yield "%s step %d" % (name, i)
        if received is not None:
            total += received
    return "%s total %d" % (name, total)

def scheduler(tasks):
    queue = list(tasks)
    results = []
    tick = 0
    started = set()
    while queue:
        current = queue.pop(0)
        try:
            if id(current) not in started:
                started.add(id(current))
                message = next(current)
            else:
                message = current.send(tick)
        except StopIteration as stop:
            results.append(stop.value)
            continue
        print(message)
        tick += 1
        queue.append(current)
    return results

print(scheduler([task("a", 2), task("b", 3), task("c", 1)]))

def averager():
    count = 0
    total = 0.0
    while True:
        value = yield
        if value is None:
            break
        count += 1
        total += value
    return total / count if count else 0.0

def grouper(results, key):
    while True:
        results[key] = yield from averager()

data = {"girls;kg": [40.9, 38.5, 44.3], "boys;m": [1.38, 1.5, 1.32]}
results = {}
for key, values in data.items():
    group = grouper(results, key)
    next(group)
    for value in values:
        group.send(value)
    group.send(None)
for key in sorted(results):
    print(key, "%.2f" % results[key])

def tokenizer():
    buffer = ""
    tokens = []
    while True:
        chunk = yield tokens
        tokens = []
        buffer += chunk
        while " " in buffer:
            word, buffer = buffer.split(" ", 1)
            if word:
                tokens.append(word)

tok = tokenizer()
next(tok)
for chunk in ["hel", "lo wor", "ld  and", " more "]:
    print(repr(chunk), "->", tok.send(chunk))
