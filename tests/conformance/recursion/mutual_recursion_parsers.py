# Mutually recursive functions parsing nested structures (S-expressions).

def tokenize(text):
    return text.replace("(", " ( ").replace(")", " ) ").split()

def parse(tokens, pos=0):
    token = tokens[pos]
    if token == "(":
        return parse_list(tokens, pos + 1)
    if token == ")":
        raise SyntaxError("unexpected ) at token %d" % pos)
    return atom(token), pos + 1

def parse_list(tokens, pos):
    items = []
    while True:
        if pos >= len(tokens):
            raise SyntaxError("missing )")
        if tokens[pos] == ")":
            return items, pos + 1
        item, pos = parse(tokens, pos)
        items.append(item)

def atom(token):
    try:
        return int(token)
    except ValueError:
        return token

def evaluate(expr, env):
    if isinstance(expr, int):
        return expr
    if isinstance(expr, str):
        return env[expr]
    op, *args = expr
    if op == "if":
        cond, then, other = args
        return evaluate(then if evaluate(cond, env) else other, env)
    if op == "let":
        (name, value), body = args
        return evaluate(body, dict(env, **{name: evaluate(value, env)}))
    values = [evaluate(a, env) for a in args]
    if op == "+":
        return sum(values)
    if op == "*":
        result = 1
        for v in values:
            result *= v
        return result
    if op == "-":
        return values[0] - sum(values[1:]) if len(values) > 1 else -values[0]
    if op == "<":
        return int(values[0] < values[1])
    raise NameError("unknown operator %r" % op)

programs = [
    "(+ 1 2 3)",
    "(* (+ 1 2) (- 10 4))",
    "(let (x 5) (if (< x 10) (* x x) 0))",
    "(let (a 2) (let (b (* a a)) (+ a b (- b))))",
    "(- 7)",
    "(+ 1 (",
    ")",
    "(% 1 2)",
    "(+ y 1)",
]
for src in programs:
    try:
        tree, end = parse(tokenize(src))
        print(src, "=>", tree, "=", evaluate(tree, {}))
    except (SyntaxError, NameError, KeyError, IndexError) as e:
        print(src, "->", type(e).__name__, e)

deep = "(+ " * 300 + "1" + ")" * 300
print(evaluate(parse(tokenize(deep))[0], {}))
