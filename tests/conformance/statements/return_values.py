# What functions return: implicit None, tuples, early returns, returns in loops.

def implicit():
    x = 1

def bare():
    return

def multiple():
    return 1, "two", [3]

def early(n):
    if n < 0:
        return "negative"
    for i in range(n):
        if i * i > n:
            return i
    return None

print(implicit(), bare(), multiple(), type(multiple()).__name__)
print([early(n) for n in (-1, 0, 1, 5, 10, 30)])

def first_word_longer_than(words, size):
    for w in words:
        if len(w) > size:
            return w
    else:
        return "(none)"

print(first_word_longer_than(["a", "abc", "abcdef"], 2), first_word_longer_than([], 2))

def returns_function(kind):
    if kind == "square":
        return lambda x: x * x
    def cube(x):
        return x ** 3
    return cube

print(returns_function("square")(7), returns_function("other")(3))

def nested_returns(data):
    def walk(node, depth):
        if isinstance(node, list):
            return max((walk(child, depth + 1) for child in node), default=depth)
        return depth
    return walk(data, 0)

print(nested_returns([1, [2, [3, [4]]], []]), nested_returns(5), nested_returns([]))

def return_in_while():
    n = 100
    while True:
        n //= 3
        if n < 5:
            return n

print(return_in_while())

def return_star():
    rest = [2, 3]
    return 1, *rest

print(return_star())

def return_conditional(flag):
    return "yes" if flag else "no"

print(return_conditional(1), return_conditional(""))

def returns_self_recursive(n):
    return n if n < 2 else returns_self_recursive(n - 1) + returns_self_recursive(n - 2)

print([returns_self_recursive(i) for i in range(12)])
