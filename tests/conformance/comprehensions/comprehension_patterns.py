# Everyday comprehension idioms on realistic data.

orders = [
    {"id": 1, "customer": "ann", "items": [("pen", 2, 1.5), ("pad", 1, 3.0)]},
    {"id": 2, "customer": "bob", "items": [("ink", 3, 4.0)]},
    {"id": 3, "customer": "ann", "items": []},
    {"id": 4, "customer": "cid", "items": [("pen", 10, 1.25), ("clip", 100, 0.02)]},
]

totals = {o["id"]: sum(q * p for _, q, p in o["items"]) for o in orders}
print(totals)
print([o["id"] for o in orders if not o["items"]])
print(sorted({name for o in orders for name, _, _ in o["items"]}))
customers = sorted({o["customer"] for o in orders})
by_customer = {c: [o["id"] for o in orders if o["customer"] == c] for c in customers}
print(by_customer)
quantities = {}
for o in orders:
    for name, q, _ in o["items"]:
        quantities[name] = quantities.get(name, 0) + q
print({k: quantities[k] for k in sorted(quantities)})
print(max(orders, key=lambda o: totals[o["id"]])["customer"])

# Flattening, transposing, zipping
matrix = [[1, 2, 3], [4, 5, 6]]
print([x for row in matrix for x in row], [list(col) for col in zip(*matrix)])
print([[row[i] * 10 for i in range(len(row))] for row in matrix])

# Filtering with multiple conditions and computing indices
words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
print([i for i, w in enumerate(words) if w.endswith("a") and len(w) > 4])
print({w: i for i, w in enumerate(words) if "e" in w})
print([w[::-1] if len(w) % 2 else w.upper() for w in words])

# Deduplicate while keeping order
seen = set()
unique = [x for x in [3, 1, 3, 2, 1, 4] if not (x in seen or seen.add(x))]
print(unique)

# Inverting a dict of lists
groups = {"odd": [1, 3, 5], "even": [2, 4]}
print({v: k for k, vs in groups.items() for v in vs})

# Chunking a list
data = list(range(11))
print([data[i:i + 4] for i in range(0, len(data), 4)])

# Conditional comprehension with walrus to avoid double work
def cost(x):
    return x * x - 10

print([c for x in range(6) if (c := cost(x)) > 0])
