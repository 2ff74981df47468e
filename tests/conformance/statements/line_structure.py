# Semicolons, line continuations, implicit joining and comments in odd places.

a = 1; b = 2; c = a + b
print(a, b, c)

total = 1 + \
    2 + \
    3
print(total)

values = [
    1,   # one
    2,   # two
    # a comment line inside a display
    3,
]
print(values)

result = (
    "implicit "
    "string "
    "joining"
)
print(result)

def long_signature(first,
                   second=2,
                   *rest,
                   keyword=None,
                   **others):
    return first, second, rest, keyword, others

print(long_signature(1,
                     3, 4,
                     keyword="k",
                     extra=True))

if (a == 1 and
        b == 2):
    print("multi-line condition")

x = [i for i in range(10)
     if i % 2
     if i > 3]
print(x)

d = {
    "a": 1,
    "b": [
        2, 3,
    ],
}
print(d)

# Tabs and unusual but valid indentation inside a suite
if True:
        print("eight spaces")
        if True:
          print("ten spaces")

class K: x = 1; y = 2
print(K.x, K.y)

for i in range(2): print("inline loop", i)
while False: pass

def one_liner(): return "one line"
print(one_liner())

print("a" if a else "b"); print("second statement on line")
print(len("""triple
quoted
string"""))
