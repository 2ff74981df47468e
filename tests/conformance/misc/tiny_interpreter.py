# A tokenizer, recursive-descent parser and evaluator for a tiny language.

KEYWORDS = {"let", "print", "while", "do", "end"}
OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
       "/": lambda a, b: a // b, "%": lambda a, b: a % b, "<": lambda a, b: int(a < b),
       "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b)}
LEVELS = [("==", "!=", "<"), ("+", "-"), ("*", "/", "%")]

def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
            continue
        j = i + 1
        if ch.isalnum():
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            kind = "num" if word.isdigit() else "kw" if word in KEYWORDS else "name"
        elif src[i:i + 2] in ("==", "!="):
            j, kind = i + 2, "op"
        elif ch in "+-*/%()<=;":
            kind = "op"
        else:
            raise SyntaxError("unexpected character %r at %d" % (ch, i))
        tokens.append((kind, src[i:j]))
        i = j
    tokens.append(("eof", ""))
    return tokens

class Parser:
    def __init__(self, tokens):
        self.tokens, self.pos = tokens, 0

    def take(self, text=None):
        kind, tok = self.tokens[self.pos]
        if text is not None and tok != text:
            raise SyntaxError("expected %r, got %r" % (text, tok))
        self.pos += 1
        return kind, tok

    def block(self, terminators):
        stmts = []
        while self.tokens[self.pos][0] != "eof" and self.tokens[self.pos][1] not in terminators:
            stmts.append(self.statement())
        return stmts

    def statement(self):
        _, word = self.take()
        if word == "while":
            cond = self.expr(0)
            self.take("do")
            body = self.block({"end"})
            self.take("end")
            return ("while", cond, body)
        if word == "let":
            name = self.take()[1]
            self.take("=")
            node = ("let", name, self.expr(0))
        elif word == "print":
            node = ("print", self.expr(0))
        else:
            raise SyntaxError("unexpected %r" % word)
        self.take(";")
        return node

    def expr(self, level):
        if level == len(LEVELS):
            return self.atom()
        left = self.expr(level + 1)
        while self.tokens[self.pos][1] in LEVELS[level]:
            op = self.take()[1]
            left = ("bin", op, left, self.expr(level + 1))
        return left

    def atom(self):
        kind, tok = self.take()
        if kind == "num":
            return ("num", int(tok))
        if kind == "name":
            return ("var", tok)
        if tok == "(":
            inner = self.expr(0)
            self.take(")")
            return inner
        raise SyntaxError("unexpected %r" % tok)

def evaluate(node, env):
    if node[0] == "var" and node[1] not in env:
        raise NameError("undefined variable %r" % node[1])
    if node[0] != "bin":
        return node[1] if node[0] == "num" else env[node[1]]
    return OPS[node[1]](evaluate(node[2], env), evaluate(node[3], env))

def execute(stmts, env, out):
    for s in stmts:
        if s[0] == "let":
            env[s[1]] = evaluate(s[2], env)
        elif s[0] == "print":
            out.append(evaluate(s[1], env))
        else:
            while evaluate(s[1], env):
                execute(s[2], env, out)
    return out

def run(src):
    return execute(Parser(tokenize(src)).block(set()), {}, [])

print(run("let n = 10; let a = 0; let b = 1; let i = 0; while i < n do print a; "
          "let t = a + b; let a = b; let b = t; let i = i + 1; end"))
print(run("print (1 + 2) * (0 - 3); print 7 % 3 == 1; print 2 * 3 + 4 * 5 != 26;"))
print(tokenize("let x = 1;"))
for bad in ("let = 5;", "print 1 +;", "print y;", "print 5 $ 2;", "while 1 do print 1;"):
    try:
        print(run(bad))
    except (SyntaxError, NameError) as e:
        print(repr(bad), "->", type(e).__name__, e)
