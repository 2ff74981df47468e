# Assignment expressions (the walrus operator).

data = [3, 8, 1, 9, 4, 12, 7]

if (n := len(data)) > 5:
    print("long list of", n)

# In a while loop
items = list(data)
total = 0
while (item := items.pop() if items else None) is not None:
    total += item
print("total", total)

# In a comprehension the target binds in the enclosing scope
squares = [y for x in data if (y := x * x) > 20]
print(squares, "last y:", y)

# Reusing a computed value in the condition and the result
def slow_double(v):
    return v * 2

results = [d for v in range(8) if (d := slow_double(v)) % 3 == 0]
print(results, d)

# Walrus in a function argument and nested expression
print((a := 10) + (b := a * 2), a, b)
print(max(c := 3, 4), c)

# Walrus in any() captures the witness
numbers = [2, 4, 6, 7, 8]
if any((odd := k) % 2 for k in numbers):
    print("first odd:", odd)

# Inside a function, walrus makes a local
def count_words(lines):
    counts = []
    for line in lines:
        if (words := line.split()):
            counts.append(len(words))
    return counts, words

print(count_words(["a b c", "", "d e"]))

# Walrus in a lambda body
g = lambda v: (w := v + 1) * w
print(g(4))

# Chained walrus
print((p := (q := 5) + 1), p, q)

# Walrus with a while-loop parser
text = "12,7,,40,3"
pos = 0
fields = []
while (comma := text.find(",", pos)) != -1:
    fields.append(text[pos:comma])
    pos = comma + 1
fields.append(text[pos:])
print(fields)
