# Tools that read and change their caller's variables through
# sys._getframe(1).f_locals, as debuggers and template helpers do; since
# PEP 667 the changes reach the caller's variables.
import sys


def render(template):
    names = sys._getframe(1).f_locals
    out = []
    for word in template.split():
        if word.startswith("$"):
            out.append(str(names.get(word[1:], "?")))
        else:
            out.append(word)
    return " ".join(out)


def greet(person, count):
    excited = count > 1
    return render("hello $person x$count excited=$excited $missing")


print(greet("ada", 3))


def increment(name, by=1):
    frame = sys._getframe(1)
    frame.f_locals[name] = frame.f_locals[name] + by


def loop():
    total = 0
    for i in range(5):
        increment("total", i)
    return total


print("total:", loop())


def swap(a_name, b_name):
    locals_of_caller = sys._getframe(1).f_locals
    locals_of_caller[a_name], locals_of_caller[b_name] = (
        locals_of_caller[b_name], locals_of_caller[a_name])


def uses_swap():
    left, right = "L", "R"
    swap("left", "right")
    return left, right


print(uses_swap())


def inject(**values):
    sys._getframe(1).f_locals.update(values)


def receiver():
    a = 1
    b = 2
    inject(a=10, c=30)
    visible = sorted(locals())
    return a, b, visible


print(receiver())


def closure_maker():
    counter = 0

    def bump():
        increment("counter", 5)
        return counter

    return bump


bump = closure_maker()
print(bump(), bump())
