# Lists used as stacks and queues, and a bracket matcher and RPN evaluator.

stack = []
for item in "abc":
    stack.append(item)
print(stack, stack.pop(), stack.pop(), stack)

queue = []
for n in range(5):
    queue.append(n)
first = queue.pop(0)
queue.insert(0, -1)
print(first, queue)

def balanced(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for i, ch in enumerate(text):
        if ch in "([{":
            stack.append((ch, i))
        elif ch in pairs:
            if not stack or stack[-1][0] != pairs[ch]:
                return "mismatch at %d" % i
            stack.pop()
    return "unclosed at %d" % stack[-1][1] if stack else "ok"

for t in ("(a[b]{c})", "(]", "((", "", "x)", "{[()()]}"):
    print(repr(t), balanced(t))

def rpn(expression):
    stack = []
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
           "/": lambda a, b: a / b}
    for token in expression.split():
        if token in ops:
            if len(stack) < 2:
                raise ValueError("stack underflow at %r" % token)
            b, a = stack.pop(), stack.pop()
            stack.append(ops[token](a, b))
        else:
            stack.append(float(token) if "." in token else int(token))
    if len(stack) != 1:
        raise ValueError("leftover operands: %r" % stack)
    return stack[0]

for e in ("3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3 4", "1 +", "10 4 /", "1.5 2 *"):
    try:
        print(e, "=", rpn(e))
    except (ValueError, ZeroDivisionError) as ex:
        print(e, "->", type(ex).__name__, ex)

# A round-robin scheduler with a list as a queue
tasks = [("a", 3), ("b", 1), ("c", 2)]
timeline = []
while tasks:
    name, remaining = tasks.pop(0)
    timeline.append(name)
    if remaining > 1:
        tasks.append((name, remaining - 1))
print("".join(timeline))
