# Dispatching on types and strings with dictionaries of functions.

def handle_int(v):
    return "int %d squared is %d" % (v, v * v)

def handle_str(v):
    return "str of length %d" % len(v)

def handle_list(v):
    return "list with %d items: %s" % (len(v), ", ".join(dispatch(x) for x in v))

def handle_default(v):
    return "unhandled %s" % type(v).__name__

HANDLERS = {int: handle_int, str: handle_str, list: handle_list}

def dispatch(value):
    for cls in type(value).__mro__:
        if cls in HANDLERS:
            return HANDLERS[cls](value)
    return handle_default(value)

for v in (3, "abc", [1, "xy"], 2.5, True, None):
    print(dispatch(v))

# Command dispatch with argument validation
def cmd_push(stack, value):
    stack.append(int(value))

def cmd_pop(stack):
    return stack.pop()

def cmd_add(stack):
    stack.append(stack.pop() + stack.pop())

def cmd_dup(stack):
    stack.append(stack[-1])

COMMANDS = {"push": cmd_push, "pop": cmd_pop, "add": cmd_add, "dup": cmd_dup}

def run(script):
    stack, output = [], []
    for line in script.strip().splitlines():
        name, *args = line.split()
        fn = COMMANDS.get(name)
        if fn is None:
            output.append("unknown command %r" % name)
            continue
        try:
            result = fn(stack, *args)
        except TypeError as e:
            output.append("bad arguments for %s: %s" % (name, e))
            continue
        except (IndexError, ValueError) as e:
            output.append("%s failed: %s: %s" % (name, type(e).__name__, e))
            continue
        if result is not None:
            output.append("popped %r" % result)
    return stack, output

stack, output = run("""
push 2
push 3
add
dup
push x
push
pop
pop
pop
jump 4
push 10
""")
print(stack)
for line in output:
    print(line)
