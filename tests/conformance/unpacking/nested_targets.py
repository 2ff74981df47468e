# Deeply nested assignment targets mixing tuples, lists, stars and subscripts.

data = (1, [2, 3, (4, 5)], "xy")
a, [b, c, (d, e)], (f, g) = data
print(a, b, c, d, e, f, g)

(first, *middle), [x, [y, *z]] = "abcd", [10, [20, 30, 40]]
print(first, middle, x, y, z)

record = ("ann", (1990, 5, 17), ["admin", "dev"])
name, (year, *rest_of_date), [primary, *others] = record
print(name, year, rest_of_date, primary, others)

# Targets that are attributes and items inside nested patterns
class Box:
    pass

box = Box()
slots = [None, None]
store = {}
(box.left, box.right), [slots[0], store["k"]] = (1, 2), ("s0", "stored")
print(box.left, box.right, slots, store)

# Nested unpacking in for loops over structured records
orders = [("o1", ("ann", "oslo"), [("pen", 2), ("ink", 1)]),
          ("o2", ("bob", "lima"), [("pad", 5)])]
for order_id, (customer, city), [(first_item, qty), *more_items] in orders:
    print(order_id, customer, city, first_item, qty, len(more_items))

# Errors name the level that failed
for source in ((1, (2,)), (1, 2), (1, (2, 3, 4))):
    try:
        p, (q, r) = source
        print("ok", p, q, r)
    except (ValueError, TypeError) as e:
        print(repr(source), type(e).__name__, e)

# Each nesting level may have its own starred target
head, (inner_head, *inner_rest), *tail = [0, (1, 2, 3), 4, 5]
print(head, inner_head, inner_rest, tail)
