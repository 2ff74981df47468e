# for/else and while/else in realistic searches and validations.

def find_user(users, name):
    for user in users:
        if user["name"] == name:
            break
    else:
        return None
    return user

users = [{"name": "ann", "role": "admin"}, {"name": "bob", "role": "dev"}]
print(find_user(users, "bob"), find_user(users, "cid"))

def validate_all(rows):
    for index, row in enumerate(rows):
        if len(row) != 3:
            print("  row %d has %d fields" % (index, len(row)))
            break
        if not all(isinstance(v, int) for v in row):
            print("  row %d has a non-int" % index)
            break
    else:
        print("  all rows valid")
        return True
    return False

print(validate_all([(1, 2, 3), (4, 5, 6)]))
print(validate_all([(1, 2, 3), (4, 5)]))
print(validate_all([(1, "x", 3)]))

def wait_for(predicate, limit):
    tick = 0
    while tick < limit:
        tick += 1
        if predicate(tick):
            print("  condition met at tick", tick)
            break
    else:
        print("  gave up after", tick, "ticks")
        return None
    return tick

print(wait_for(lambda t: t * t > 50, 100), wait_for(lambda t: False, 5))

# Nested loops: else belongs to the inner loop
hits = []
for i in range(4):
    for j in range(4):
        if i * j == 6:
            hits.append((i, j))
            break
    else:
        hits.append((i, None))
print(hits)

# else after a loop that executed zero times and one ended by exception handled inside
for _ in ():
    pass
else:
    print("empty loop else")
for n in [1, 0, 2]:
    try:
        1 / n
    except ZeroDivisionError:
        continue
else:
    print("else runs: continue does not count as break")
