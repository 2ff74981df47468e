# + and * on sequences, and the errors for mixing types.

print([1, 2] + [3], (1,) + (2, 3), "ab" + "cd")
print([0] * 3, 3 * [0], (1, 2) * 2, "ab" * 3, 0 * "x", -2 * "x")
print([[]] * 3, "-" * 10)
print(True * "ab", "ab" * False)

shared = [[]] * 3
shared[0].append(1)
print(shared)

x = [1, 2]
y = x
x = x + [3]
print(x, y)
x = y
x += [4]
print(x, y, x is y)

t = (1, 2)
u = t
t += (3,)
print(t, u, t is u)

s = "ab"
s *= 3
print(s)

def attempt(label, fn):
    try:
        result = fn()
    except TypeError as e:
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", repr(result))

attempt("[1] + (2,)", lambda: [1] + (2,))
attempt("(1,) + [2]", lambda: (1,) + [2])
attempt("'a' + 1", lambda: "a" + 1)
attempt("1 + 'a'", lambda: 1 + "a")
attempt("'a' * 'b'", lambda: "a" * "b")
attempt("[1] * 1.5", lambda: [1] * 1.5)
attempt("'a' * 2.0", lambda: "a" * 2.0)
attempt("[1] - [1]", lambda: [1] - [1])
attempt("'abc' - 'c'", lambda: "abc" - "c")
attempt("None + 1", lambda: None + 1)
attempt("{} + {}", lambda: {} + {})
attempt("{1} + {2}", lambda: {1} + {2})
attempt("-'a'", lambda: -"a")
attempt("~[1]", lambda: ~[1])
attempt("+None", lambda: +None)
attempt("[1] * True", lambda: [1] * True)

lst = [1]
try:
    lst += 5
except TypeError as e:
    print(type(e).__name__, e)
lst += (2, 3)
lst += "ab"
lst += range(2)
print(lst)
d = {"a": 1}
d |= {"b": 2}
print(d, {"a": 1} | {"a": 3, "c": 4})
print({1, 2} | {3}, {1, 2} & {2, 3}, {1, 2} - {2}, {1, 2} ^ {2, 3})
