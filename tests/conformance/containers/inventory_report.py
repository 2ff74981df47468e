# A small inventory system using lists of dicts, grouping and reporting.

inventory = [
    {"sku": "A-100", "name": "bolt", "category": "hardware", "qty": 120, "price": 0.15},
    {"sku": "A-101", "name": "nut", "category": "hardware", "qty": 300, "price": 0.05},
    {"sku": "B-200", "name": "glue", "category": "supplies", "qty": 8, "price": 4.5},
    {"sku": "B-201", "name": "tape", "category": "supplies", "qty": 0, "price": 2.25},
    {"sku": "C-300", "name": "drill", "category": "tools", "qty": 3, "price": 89.0},
    {"sku": "C-301", "name": "saw", "category": "tools", "qty": 5, "price": 24.99},
]

def value(item):
    return item["qty"] * item["price"]

by_category = {}
for item in inventory:
    by_category.setdefault(item["category"], []).append(item)

for category in sorted(by_category):
    items = by_category[category]
    total = sum(value(i) for i in items)
    print("%-9s %2d items, value %8.2f" % (category, len(items), total))
    for i in sorted(items, key=value, reverse=True):
        print("    %-6s %-6s %4d x %6.2f = %8.2f"
              % (i["sku"], i["name"], i["qty"], i["price"], value(i)))

low_stock = [i["name"] for i in inventory if i["qty"] < 10]
out_of_stock = {i["sku"] for i in inventory if i["qty"] == 0}
print("low stock:", low_stock, "out:", sorted(out_of_stock))

def restock(sku, amount):
    for item in inventory:
        if item["sku"] == sku:
            item["qty"] += amount
            return item["qty"]
    raise KeyError("unknown sku %s" % sku)

print(restock("B-201", 40), restock("C-300", 2))
try:
    restock("Z-999", 1)
except KeyError as e:
    print(type(e).__name__, e)

index = {i["sku"]: i for i in inventory}
print(index["B-201"]["qty"], sorted(index)[:3])
print(max(inventory, key=value)["name"], min(inventory, key=lambda i: i["price"])["name"])
totals = {c: sum(value(i) for i in items) for c, items in sorted(by_category.items())}
print({c: "%.2f" % v for c, v in totals.items()})
