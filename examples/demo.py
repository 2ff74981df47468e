# A small program for `make run`: Taipan prints its syntax tree, exactly as
# CPython 3.13's ast.dump(ast.parse(...)) would.
def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

print(f"{fib(30) = }")
