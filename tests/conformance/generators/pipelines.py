# Generator pipelines for processing a stream of records.

LOG = """\
2024-01-01 INFO user=ann action=login
2024-01-01 WARN user=bob action=retry
2024-01-02 INFO user=ann action=upload size=300
2024-01-02 ERROR user=cid action=upload size=0
2024-01-03 INFO user=bob action=upload size=120

2024-01-03 INFO user=ann action=logout
"""

def lines(text):
    for line in text.splitlines():
        if line.strip():
            yield line

def parse(stream):
    for line in stream:
        date, level, *pairs = line.split()
        record = {"date": date, "level": level}
        for pair in pairs:
            key, _, value = pair.partition("=")
            record[key] = int(value) if value.isdigit() else value
        yield record

def where(stream, **conditions):
    for record in stream:
        if all(record.get(k) == v for k, v in conditions.items()):
            yield record

def pluck(stream, key):
    for record in stream:
        if key in record:
            yield record[key]

records = list(parse(lines(LOG)))
print(len(records))
print(list(pluck(where(records, action="upload"), "size")))
print(list(pluck(where(records, user="ann"), "action")))
print(sum(pluck(where(parse(lines(LOG)), level="INFO"), "size")))

def group_by(stream, key):
    groups = {}
    for record in stream:
        groups.setdefault(record[key], []).append(record)
    for k in sorted(groups):
        yield k, groups[k]

for date, group in group_by(records, "date"):
    print(date, [r["user"] for r in group])

def take(n, stream):
    for i, item in enumerate(stream):
        if i >= n:
            return
        yield item

def naturals():
    n = 0
    while True:
        yield n
        n += 1

def primes():
    found = []
    for n in naturals():
        if n >= 2 and all(n % p for p in found):
            found.append(n)
            yield n

print(list(take(15, primes())))

def batched(stream, size):
    batch = []
    for item in stream:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch

print(list(batched(range(7), 3)))

def running_total(stream):
    total = 0
    for x in stream:
        total += x
        yield total

print(list(running_total(take(6, naturals()))))
