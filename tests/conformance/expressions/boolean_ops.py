# `and`, `or`, `not`: short-circuiting and the value they return.

calls = []

def t(name, value):
    calls.append(name)
    return value

print(1 and 2, 0 and 2, 1 or 2, 0 or 2)
print("" or "default", "x" or "default")
print([] and "never", [1] and "then")
print(None or 0 or "" or [], None or 0 or "last")
print(not 0, not 1, not "", not "a", not [], not None)
print(type(not 5).__name__)

calls.clear()
r = t("a", 0) and t("b", 1)
print(repr(r), calls)
calls.clear()
r = t("a", 1) and t("b", 0) and t("c", 1)
print(repr(r), calls)
calls.clear()
r = t("a", 0) or t("b", "") or t("c", "found") or t("d", "late")
print(repr(r), calls)
calls.clear()
r = t("a", 1) and t("b", 2) or t("c", 3)
print(repr(r), calls)
calls.clear()
r = t("a", 0) and t("b", 2) or t("c", 3)
print(repr(r), calls)
calls.clear()
r = not t("a", []) or t("b", 9)
print(repr(r), calls)

# Precedence: not > and > or
print(not True and False, not (True and False))
print(True or False and False, (True or False) and False)

class Truthy:
    def __init__(self, flag):
        self.flag = flag
    def __bool__(self):
        calls.append("bool(%s)" % self.flag)
        return self.flag
    def __repr__(self):
        return "Truthy(%s)" % self.flag

calls.clear()
r = Truthy(False) or Truthy(True)
print(r, calls)
calls.clear()
r = Truthy(True) and Truthy(False)
print(r, calls)
calls.clear()
print(not Truthy(True), calls)

# Conditional chain values used in a realistic way.
def describe(n):
    return n > 0 and "positive" or n < 0 and "negative" or "zero"

for n in (5, -2, 0):
    print(n, describe(n))
