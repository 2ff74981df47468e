# Recursive inner functions and mutually recursive closures.

def tree_sum(tree):
    def visit(node):
        if isinstance(node, int):
            return node
        return sum(visit(child) for child in node)
    return visit(tree)

print(tree_sum([1, [2, 3], [[4], [5, [6]]]]))

def parity_checker():
    def even(n):
        return n == 0 or odd(n - 1)
    def odd(n):
        return n != 0 and even(n - 1)
    return even, odd

even, odd = parity_checker()
print([even(n) for n in range(5)], [odd(n) for n in range(5)])

def count_paths(grid):
    rows, cols = len(grid), len(grid[0])
    memo = {}
    def paths(r, c):
        if r >= rows or c >= cols or grid[r][c] == "#":
            return 0
        if (r, c) == (rows - 1, cols - 1):
            return 1
        if (r, c) not in memo:
            memo[(r, c)] = paths(r + 1, c) + paths(r, c + 1)
        return memo[(r, c)]
    return paths(0, 0), len(memo)

print(count_paths(["....", ".#..", "...#", "#..."]))

def make_parser(text):
    pos = 0
    def peek():
        return text[pos] if pos < len(text) else ""
    def advance():
        nonlocal pos
        pos += 1
    def number():
        start = pos
        while peek().isdigit():
            advance()
        return int(text[start:pos])
    def factor():
        if peek() == "(":
            advance()
            value = expr()
            advance()
            return value
        return number()
    def term():
        value = factor()
        while peek() in ("*", "/"):
            op = peek()
            advance()
            rhs = factor()
            value = value * rhs if op == "*" else value // rhs
        return value
    def expr():
        value = term()
        while peek() in ("+", "-"):
            op = peek()
            advance()
            rhs = term()
            value = value + rhs if op == "+" else value - rhs
        return value
    return expr

for source in ("1+2*3", "(1+2)*3", "100/(2+3)-4", "2*(3+(4-1)*2)"):
    print(source, "=", make_parser(source)())

def permutations_closure(items):
    out = []
    used = [False] * len(items)
    current = []
    def backtrack():
        if len(current) == len(items):
            out.append("".join(current))
            return
        for i, ch in enumerate(items):
            if not used[i]:
                used[i] = True
                current.append(ch)
                backtrack()
                current.pop()
                used[i] = False
    backtrack()
    return out

print(permutations_closure("abc"))
