# Comprehensions are inlined in 3.13: list, set and dict comprehensions
# report their lines in the enclosing frame (again at each iteration),
# while a generator expression has frames of its own.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(n):
    squares = [i * i for i in range(n)]
    evens = {i for i in range(n) if i % 2 == 0}
    table = {i: str(i) for i in range(2)}
    nested = [(a, b) for a in range(2) for b in range(2) if a != b]
    gen = list(i + 1 for i in range(2))
    return squares, sorted(evens), table, nested, gen


print(_tracetool.traced(f, 3))
