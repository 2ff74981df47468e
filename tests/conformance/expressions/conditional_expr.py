# The conditional expression `a if cond else b`.

def sign(n):
    return "neg" if n < 0 else "zero" if n == 0 else "pos"

for n in (-3, 0, 7):
    print(n, sign(n))

evaluated = []

def mark(name, value):
    evaluated.append(name)
    return value

r = mark("then", 1) if mark("cond", True) else mark("else", 2)
print(r, evaluated)
evaluated.clear()
r = mark("then", 1) if mark("cond", 0) else mark("else", 2)
print(r, evaluated)

# Nesting and precedence with lambda and or
f = lambda x: "big" if x > 100 else "small"
print(f(5), f(500))
print((1 if True else 2) + 10)
print(1 if False else 2 + 10)
print([x if x % 2 else -x for x in range(6)])
print(0 or 5 if 0 else 6)

def fizz(n):
    return "FizzBuzz" if n % 15 == 0 else "Fizz" if n % 3 == 0 else "Buzz" if n % 5 == 0 else str(n)

print(" ".join(fizz(i) for i in range(1, 21)))

# The condition uses truthiness of arbitrary objects
class Empty:
    def __len__(self):
        return 0

print("full" if Empty() else "empty")
print("full" if [0] else "empty")
print("yes" if "0" else "no")
print("yes" if 0.0 else "no")
