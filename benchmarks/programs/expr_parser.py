# bench-count-size: 40
# String parsing: a hand-written tokenizer and recursive-descent parser for a
# small expression language (numbers, names, + - * / %, comparisons, calls,
# parentheses, let-bindings), building a tree of tuples that an evaluator
# then walks. The input programs come from a deterministic generator, are
# printed back from the tree and re-parsed (the round trip must agree). The
# size is the number of generated programs.
import sys

PRECEDENCE = {"<": 1, ">": 1, "==": 1, "+": 2, "-": 2, "*": 3, "/": 3, "%": 3}


class ParseError(Exception):
    pass


def tokenize(text):
    tokens = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            start = i
            while i < n and text[i].isdigit():
                i += 1
            tokens.append(("num", int(text[start:i])))
        elif ch.isalpha() or ch == "_":
            start = i
            while i < n and (text[i].isalnum() or text[i] == "_"):
                i += 1
            word = text[start:i]
            tokens.append(("kw" if word in ("let", "in") else "name", word))
        elif text.startswith("==", i):
            tokens.append(("op", "=="))
            i += 2
        elif ch in "+-*/%<>=(),":
            tokens.append(("op", ch))
            i += 1
        else:
            raise ParseError("bad character %r at %d" % (ch, i))
    tokens.append(("end", None))
    return tokens


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos]

    def advance(self):
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def expect(self, kind, value):
        token = self.advance()
        if token != (kind, value):
            raise ParseError("expected %s, got %r" % (value, token[1]))

    def parse(self):
        tree = self.expression()
        if self.peek()[0] != "end":
            raise ParseError("trailing input")
        return tree

    def expression(self):
        if self.peek() == ("kw", "let"):
            self.advance()
            kind, name = self.advance()
            self.expect("op", "=")
            value = self.expression()
            self.expect("kw", "in")
            return ("let", name, value, self.expression())
        return self.binary(1)

    def binary(self, level):
        left = self.unary()
        while True:
            kind, op = self.peek()
            if kind != "op" or PRECEDENCE.get(op, 0) < level:
                return left
            self.advance()
            right = self.binary(PRECEDENCE[op] + 1)
            left = ("bin", op, left, right)

    def unary(self):
        if self.peek() == ("op", "-"):
            self.advance()
            return ("neg", self.unary())
        return self.primary()

    def primary(self):
        kind, value = self.advance()
        if kind == "num":
            return ("num", value)
        if kind == "name":
            if self.peek() == ("op", "("):
                self.advance()
                args = []
                if self.peek() != ("op", ")"):
                    args.append(self.expression())
                    while self.peek() == ("op", ","):
                        self.advance()
                        args.append(self.expression())
                self.expect("op", ")")
                return ("call", value, args)
            return ("var", value)
        if (kind, value) == ("op", "("):
            inner = self.expression()
            self.expect("op", ")")
            return inner
        raise ParseError("unexpected %r" % (value,))


FUNCTIONS = {
    "max": max,
    "min": min,
    "abs": abs,
    "clamp": lambda x, lo, hi: max(lo, min(hi, x)),
}


def evaluate(tree, env):
    tag = tree[0]
    if tag == "num":
        return tree[1]
    if tag == "var":
        return env[tree[1]]
    if tag == "neg":
        return -evaluate(tree[1], env)
    if tag == "bin":
        a = evaluate(tree[2], env)
        b = evaluate(tree[3], env)
        op = tree[1]
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            return a // b if b else 0
        if op == "%":
            return a % b if b else 0
        if op == "<":
            return int(a < b)
        if op == ">":
            return int(a > b)
        return int(a == b)
    if tag == "let":
        inner = dict(env)
        inner[tree[1]] = evaluate(tree[2], env)
        return evaluate(tree[3], inner)
    return FUNCTIONS[tree[1]](*[evaluate(arg, env) for arg in tree[2]])


def unparse(tree):
    tag = tree[0]
    if tag == "num":
        return str(tree[1])
    if tag == "var":
        return tree[1]
    if tag == "neg":
        return "-(%s)" % unparse(tree[1])
    if tag == "bin":
        return "(%s %s %s)" % (unparse(tree[2]), tree[1], unparse(tree[3]))
    if tag == "let":
        return "(let %s = %s in %s)" % (tree[1], unparse(tree[2]), unparse(tree[3]))
    return "%s(%s)" % (tree[1], ", ".join(unparse(arg) for arg in tree[2]))


class Generator:
    def __init__(self, seed):
        self.state = seed

    def next(self, bound):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state >> 8) % bound

    def expression(self, depth, names):
        choice = self.next(10) if depth > 0 else self.next(3)
        if choice == 0 or not names:
            return str(self.next(1000))
        if choice <= 2:
            return names[self.next(len(names))]
        if choice == 3:
            return "-" + self.expression(depth - 1, names)
        if choice == 4 and depth > 1:
            name = "v%d" % len(names)
            value = self.expression(depth - 1, names)
            body = self.expression(depth - 1, names + [name])
            return "(let %s = %s in %s)" % (name, value, body)
        if choice == 5:
            fn = ("max", "min", "abs", "clamp")[self.next(4)]
            arity = {"abs": 1, "clamp": 3}.get(fn, 2)
            args = [self.expression(depth - 1, names) for _ in range(arity)]
            return "%s(%s)" % (fn, ", ".join(args))
        op = ("+", "-", "*", "/", "%", "<", ">", "==", "+", "*")[self.next(10)]
        left = self.expression(depth - 1, names)
        right = self.expression(depth - 1, names)
        text = "%s %s %s" % (left, op, right)
        return "(" + text + ")" if self.next(2) else text


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    generator = Generator(2024)
    env = {"x": 7, "y": -3, "z": 12}
    checksum = 0
    token_total = 0
    errors = 0
    for _ in range(count):
        source = generator.expression(7, ["x", "y", "z"])
        tokens = tokenize(source)
        token_total += len(tokens)
        tree = Parser(tokens).parse()
        text = unparse(tree)
        if Parser(tokenize(text)).parse() != tree:
            errors += 1
        value = evaluate(tree, env)
        checksum = (checksum * 7 + value + len(text)) % 1000000007
    try:
        Parser(tokenize("let = 3")).parse()
    except ParseError as error:
        print("error", error)
    print("expr_parser", count, token_total, errors, checksum)


if __name__ == "__main__":
    main()
