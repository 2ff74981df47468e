import re


TOKEN = re.compile(r"\s*(?:(\d+)|(.))")


class Calculator:
    def __init__(self, text):
        self.tokens = TOKEN.findall(text)
        self.pos = 0

    def peek(self):
        if self.pos < len(self.tokens):
            return self.tokens[self.pos]
        return None

    def advance(self):
        token = self.peek()
        self.pos += 1
        return token

    def expr(self)
        value = self.term()
        while self.peek() and self.peek()[1] in "+-":
            op = self.advance()[1]
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value
