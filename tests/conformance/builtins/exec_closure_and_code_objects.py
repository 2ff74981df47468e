# exec() of code objects: closure= supplies the cells of free variables
# (and is checked), eval() refuses code with free variables, and code
# objects of functions run against the globals given.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


def make_reader():
    secret = "from the cell"

    def reader():
        print("reader sees", secret, "and", label)
    return reader


reader = make_reader()
namespace = {"label": "a global of the namespace"}
check(lambda: exec(reader.__code__, namespace, closure=reader.__closure__))
check(lambda: exec(reader.__code__, namespace))
check(lambda: exec(reader.__code__, namespace, closure=None))
check(lambda: exec(reader.__code__, namespace, closure=()))
check(lambda: exec(reader.__code__, namespace, closure=(1,)))
check(lambda: exec(reader.__code__, namespace, closure=[reader.__closure__[0]]))
check(lambda: exec("label", namespace, closure=reader.__closure__))
check(lambda: exec(compile("1", "f", "exec"), {}, closure=reader.__closure__))
check(lambda: exec(compile("1", "f", "exec"), {}, closure=None))
check(lambda: eval(reader.__code__))
check(lambda: exec((lambda: 0).__code__))


def make_counter():
    count = 0

    def bump():
        nonlocal count
        count += 1
    return bump, lambda: count


bump, current = make_counter()
exec(bump.__code__, {}, closure=bump.__closure__)
exec(bump.__code__, {}, closure=bump.__closure__)
print("counter after two exec runs:", current())


def uses_globals():
    return missing_name


check(lambda: exec(uses_globals.__code__, {"missing_name": 1}))
check(lambda: exec(uses_globals.__code__, {}))
co = compile("result = value * 2", "<calc>", "exec")
for value in (1, 21):
    space = {"value": value}
    exec(co, space)
    print(space["result"])
