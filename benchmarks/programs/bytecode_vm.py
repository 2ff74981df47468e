# bench-count-size: 3
# A bytecode interpreter written in Python: a compiler from a tiny
# statement language (assignments, while, if, print-to-output, function
# calls with a call stack) into a flat list of (opcode, argument) pairs, and
# a stack machine that runs it with a dispatch on the opcode. The programs
# compute primes with a sieve, iterative Fibonacci, and GCDs through a
# recursive function. The size scales the programs' loop bounds.
import sys

(LOAD_CONST, LOAD, STORE, ADD, SUB, MUL, DIV, MOD, LT, EQ, JUMP, JUMP_IF_FALSE, EMIT,
 CALL, RETURN, ARRAY_NEW, ARRAY_GET, ARRAY_SET, HALT) = range(19)

NAMES = ["LOAD_CONST", "LOAD", "STORE", "ADD", "SUB", "MUL", "DIV", "MOD", "LT", "EQ", "JUMP",
         "JUMP_IF_FALSE", "EMIT", "CALL", "RETURN", "ARRAY_NEW", "ARRAY_GET", "ARRAY_SET", "HALT"]

BINARY = {"+": ADD, "-": SUB, "*": MUL, "/": DIV, "%": MOD, "<": LT, "==": EQ}


class Compiler:
    """Compiles statement trees (nested tuples) into code for the machine."""

    def __init__(self):
        self.code = []
        self.functions = {}

    def emit(self, op, arg=None):
        self.code.append((op, arg))
        return len(self.code) - 1

    def patch(self, index, target):
        self.code[index] = (self.code[index][0], target)

    def expression(self, tree):
        if isinstance(tree, int):
            self.emit(LOAD_CONST, tree)
        elif isinstance(tree, str):
            self.emit(LOAD, tree)
        elif tree[0] == "call":
            for arg in tree[2]:
                self.expression(arg)
            self.emit(CALL, (tree[1], len(tree[2])))
        elif tree[0] == "index":
            self.expression(tree[1])
            self.expression(tree[2])
            self.emit(ARRAY_GET)
        elif tree[0] == "array":
            self.expression(tree[1])
            self.emit(ARRAY_NEW)
        else:
            self.expression(tree[1])
            self.expression(tree[2])
            self.emit(BINARY[tree[0]])

    def statements(self, body):
        for statement in body:
            self.statement(statement)

    def statement(self, tree):
        kind = tree[0]
        if kind == "set":
            self.expression(tree[2])
            self.emit(STORE, tree[1])
        elif kind == "store":
            self.expression(tree[1])
            self.expression(tree[2])
            self.expression(tree[3])
            self.emit(ARRAY_SET)
        elif kind == "while":
            top = len(self.code)
            self.expression(tree[1])
            exit_jump = self.emit(JUMP_IF_FALSE)
            self.statements(tree[2])
            self.emit(JUMP, top)
            self.patch(exit_jump, len(self.code))
        elif kind == "if":
            self.expression(tree[1])
            else_jump = self.emit(JUMP_IF_FALSE)
            self.statements(tree[2])
            end_jump = self.emit(JUMP)
            self.patch(else_jump, len(self.code))
            self.statements(tree[3])
            self.patch(end_jump, len(self.code))
        elif kind == "emit":
            self.expression(tree[1])
            self.emit(EMIT)
        elif kind == "return":
            self.expression(tree[1])
            self.emit(RETURN)
        else:
            raise ValueError("unknown statement " + kind)

    def function(self, name, params, body):
        skip = self.emit(JUMP)
        self.functions[name] = (len(self.code), params)
        self.statements(body)
        self.emit(LOAD_CONST, 0)
        self.emit(RETURN)
        self.patch(skip, len(self.code))


class Frame:
    __slots__ = ("variables", "return_pc")

    def __init__(self, variables, return_pc):
        self.variables = variables
        self.return_pc = return_pc


def run(code, functions):
    stack = []
    frames = [Frame({}, None)]
    variables = frames[-1].variables
    output = []
    pc = 0
    steps = 0
    while True:
        op, arg = code[pc]
        pc += 1
        steps += 1
        if op == LOAD_CONST:
            stack.append(arg)
        elif op == LOAD:
            stack.append(variables[arg])
        elif op == STORE:
            variables[arg] = stack.pop()
        elif op == ADD:
            b = stack.pop()
            stack.append(stack.pop() + b)
        elif op == SUB:
            b = stack.pop()
            stack.append(stack.pop() - b)
        elif op == MUL:
            b = stack.pop()
            stack.append(stack.pop() * b)
        elif op == DIV:
            b = stack.pop()
            stack.append(stack.pop() // b)
        elif op == MOD:
            b = stack.pop()
            stack.append(stack.pop() % b)
        elif op == LT:
            b = stack.pop()
            stack.append(1 if stack.pop() < b else 0)
        elif op == EQ:
            b = stack.pop()
            stack.append(1 if stack.pop() == b else 0)
        elif op == JUMP:
            pc = arg
        elif op == JUMP_IF_FALSE:
            if not stack.pop():
                pc = arg
        elif op == EMIT:
            output.append(stack.pop())
        elif op == CALL:
            name, count = arg
            entry, params = functions[name]
            args = stack[len(stack) - count:]
            del stack[len(stack) - count:]
            frames.append(Frame(dict(zip(params, args)), pc))
            variables = frames[-1].variables
            pc = entry
        elif op == RETURN:
            frame = frames.pop()
            variables = frames[-1].variables
            pc = frame.return_pc
        elif op == ARRAY_NEW:
            stack.append([0] * stack.pop())
        elif op == ARRAY_GET:
            index = stack.pop()
            stack.append(stack.pop()[index])
        elif op == ARRAY_SET:
            value = stack.pop()
            index = stack.pop()
            stack.pop()[index] = value
        elif op == HALT:
            return output, steps
        else:
            raise RuntimeError("bad opcode %d" % op)


def program(scale):
    limit = 400 * scale
    return [
        ("set", "flags", ("array", limit)),
        ("set", "i", 2),
        ("set", "count", 0),
        ("while", ("<", "i", limit), [
            ("if", ("==", ("index", "flags", "i"), 0), [
                ("set", "count", ("+", "count", 1)),
                ("set", "j", ("*", "i", "i")),
                ("while", ("<", "j", limit), [
                    ("store", "flags", "j", 1),
                    ("set", "j", ("+", "j", "i")),
                ]),
            ], []),
            ("set", "i", ("+", "i", 1)),
        ]),
        ("emit", "count"),
        ("set", "a", 0),
        ("set", "b", 1),
        ("set", "n", 0),
        ("while", ("<", "n", 30 * scale), [
            ("set", "t", ("%", ("+", "a", "b"), 1000000007)),
            ("set", "a", "b"),
            ("set", "b", "t"),
            ("set", "n", ("+", "n", 1)),
        ]),
        ("emit", "a"),
        ("set", "k", 1),
        ("set", "total", 0),
        ("while", ("<", "k", 60 * scale), [
            ("set", "total", ("+", "total", ("call", "gcd", [("*", "k", 12), ("+", "k", 90)]))),
            ("set", "k", ("+", "k", 1)),
        ]),
        ("emit", "total"),
    ]


GCD = [
    ("if", ("==", "b", 0), [("return", "a")], []),
    ("return", ("call", "gcd", ["b", ("%", "a", "b")])),
]


def main():
    scale = int(sys.argv[1]) if len(sys.argv) > 1 else 110
    compiler = Compiler()
    compiler.function("gcd", ["a", "b"], GCD)
    compiler.statements(program(scale))
    compiler.emit(HALT)
    histogram = {}
    for op, _ in compiler.code:
        histogram[NAMES[op]] = histogram.get(NAMES[op], 0) + 1
    output, steps = run(compiler.code, compiler.functions)
    print("bytecode_vm", scale, len(compiler.code), output, steps)
    print(" ".join("%s:%d" % item for item in sorted(histogram.items())))


if __name__ == "__main__":
    main()
