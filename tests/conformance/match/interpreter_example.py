# A small stack-machine interpreter driven by match statements.
class Push:
    __match_args__ = ("value",)
    def __init__(self, value):
        self.value = value

class BinOp:
    __match_args__ = ("op",)
    def __init__(self, op):
        self.op = op

class Jump:
    __match_args__ = ("target", "when")
    def __init__(self, target, when=None):
        self.target = target
        self.when = when

def run(program):
    stack = []
    pc = 0
    steps = 0
    while pc < len(program):
        steps += 1
        match program[pc]:
            case Push(int() | float() as v):
                stack.append(v)
            case Push(str(name)):
                stack.append(len(name))
            case BinOp("+"):
                b, a = stack.pop(), stack.pop()
                stack.append(a + b)
            case BinOp("-"):
                b, a = stack.pop(), stack.pop()
                stack.append(a - b)
            case BinOp(op):
                raise ValueError("unknown op " + op)
            case Jump(target, None):
                pc = target
                continue
            case Jump(target, "nonzero") if stack and stack[-1] != 0:
                pc = target
                continue
            case Jump():
                pass
        pc += 1
    return stack, steps

countdown = [Push(3), Push(1), BinOp("-"), Jump(1, "nonzero"), Push("done"), BinOp("+")]
print(run(countdown))
print(run([Push(1.5), Push(2), BinOp("+")]))
try:
    run([Push(1), Push(2), BinOp("*")])
except ValueError as e:
    print("ValueError:", e)
