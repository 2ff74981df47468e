# if / elif / else chains with different condition types.

def grade(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    else:
        return "F"

print([grade(s) for s in (100, 90, 89, 75, 60, 59, 0)])

def kind(value):
    if value is None:
        result = "none"
    elif isinstance(value, bool):
        result = "bool"
    elif isinstance(value, int):
        if value < 0:
            result = "negative int"
        elif value == 0:
            result = "zero"
        else:
            result = "positive int"
    elif isinstance(value, str):
        if not value:
            result = "empty str"
        else:
            result = "str of %d" % len(value)
    elif value:
        result = "truthy " + type(value).__name__
    else:
        result = "falsy " + type(value).__name__
    return result

for v in (None, True, -5, 0, 12, "", "abc", [1], [], {}, {"a": 1}, 0.0, 2.5):
    print(repr(v), "->", kind(v))

# Conditions with side effects run only as far as needed
checked = []

def check(n):
    checked.append(n)
    return n == 3

for i in range(5):
    if check(i):
        print("found", i)
        break
print(checked)

# A single-line if body and an if with only pass
x = 4
if x > 3: print("x is big")
if x < 0:
    pass
else:
    print("not negative")

# elif after a body that raises
def risky(n):
    if n == 0:
        raise ValueError("zero")
    elif n < 0:
        return "neg"
    return "pos"

for n in (1, -1, 0):
    try:
        print(n, risky(n))
    except ValueError as e:
        print(n, type(e).__name__, e)
