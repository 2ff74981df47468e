# A small spreadsheet: cells hold numbers or formulas, formulas are parsed
# by a recursive-descent parser into closures, evaluation is lazy with
# cycle detection through a generator-based dependency walk.
class FormulaError(Exception):
    pass

class CycleError(FormulaError):
    def __init__(self, path):
        super().__init__(" -> ".join(path))
        self.path = path

def tokenize(text):
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(text) and (text[j].isdigit() or text[j] == "."):
                j += 1
            yield ("num", float(text[i:j]))
            i = j
        elif ch.isalpha():
            j = i
            while j < len(text) and text[j].isalnum():
                j += 1
            yield ("name", text[i:j].upper())
            i = j
        elif ch in "+-*/(),:":
            yield ("op", ch)
            i += 1
        else:
            raise FormulaError(f"bad character {ch!r} at {i}")
    yield ("end", None)

class Parser:
    def __init__(self, text):
        self.tokens = list(tokenize(text))
        self.pos = 0
    def peek(self):
        return self.tokens[self.pos]
    def take(self, kind=None, value=None):
        tok = self.tokens[self.pos]
        if (kind and tok[0] != kind) or (value and tok[1] != value):
            raise FormulaError(f"expected {value or kind}, got {tok[1]!r}")
        self.pos += 1
        return tok
    def expr(self):
        node = self.term()
        while (op := self.peek())[1] in ("+", "-"):
            self.take()
            left, right = node, self.term()
            node = (lambda l, r: lambda get: l(get) + r(get))(left, right) if op[1] == "+" \
                else (lambda l, r: lambda get: l(get) - r(get))(left, right)
        return node
    def term(self):
        node = self.atom()
        while self.peek()[1] in ("*", "/"):
            op = self.take()[1]
            left, right = node, self.atom()
            if op == "*":
                node = lambda get, l=left, r=right: l(get) * r(get)
            else:
                def node(get, l=left, r=right):
                    divisor = r(get)
                    if divisor == 0:
                        raise FormulaError("division by zero")
                    return l(get) / divisor
        return node
    def atom(self):
        kind, value = self.peek()
        if kind == "num":
            self.take()
            return lambda get: value
        if kind == "name":
            self.take()
            if self.peek()[1] == "(":
                self.take("op", "(")
                args = [self.expr()]
                while self.peek()[1] == ",":
                    self.take()
                    args.append(self.expr())
                self.take("op", ")")
                fn = {"SUM": sum, "MAX": max, "MIN": min}.get(value)
                if fn is None:
                    raise FormulaError(f"unknown function {value}")
                return lambda get: fn(a(get) for a in args)
            return lambda get: get(value)
        if value == "(":
            self.take()
            inner = self.expr()
            self.take("op", ")")
            return inner
        if value == "-":
            self.take()
            operand = self.atom()
            return lambda get: -operand(get)
        raise FormulaError(f"unexpected {value!r}")

class Sheet:
    def __init__(self):
        self.cells = {}
    def __setitem__(self, name, content):
        self.cells[name] = Parser(content[1:]).expr() if isinstance(content, str) else content
    def value(self, name, path=()):
        if name in path:
            raise CycleError(list(path) + [name])
        cell = self.cells.get(name, 0.0)
        return cell(lambda n: self.value(n, path + (name,))) if callable(cell) else cell

sheet = Sheet()
sheet["A1"], sheet["A2"], sheet["A3"] = 10, 32, "=a1 + a2 * 2"
sheet["B1"] = "=SUM(A1, A2, A3) / 4"
sheet["B2"] = "=max(a1, -a2, (a3 - 1) * 2)"
sheet["C1"] = "=C2 + 1"
sheet["C2"] = "=C1 * 2"
sheet["D1"] = "=A1 / (A2 - 32)"
for cell in ["A3", "B1", "B2", "C1", "D1", "E9"]:
    try:
        print(cell, sheet.value(cell))
    except CycleError as e:
        print(cell, "cycle:", e, len(e.path))
    except FormulaError as e:
        print(cell, type(e).__name__, e)
for bad in ["=1 +", "=FOO(1)", "=2 $ 3", "=(1"]:
    try:
        sheet["Z1"] = bad
    except FormulaError as e:
        print(repr(bad), "->", e)
