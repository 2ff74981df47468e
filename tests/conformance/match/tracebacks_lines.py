# Tracebacks inside case bodies and guards name the right lines.
def fail_in_body(x):
    match x:
        case 1:
            return "one"
        case [a, b]:
            return a / b
        case _:
            return None

def fail_in_guard(x):
    match x:
        case [a, b] if a / b:
            return "ok"
    return "no"

def fail_in_pattern(x):
    class Bad:
        __match_args__ = 5
    match Bad() if x else x:
        case 0:
            pass
        case Bad(y):
            return y

def lines_of(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out

for func, arg in [(fail_in_body, [1, 0]), (fail_in_guard, [1, 0]), (fail_in_pattern, 1)]:
    try:
        func(arg)
    except Exception as e:
        print(func.__name__, type(e).__name__, e, lines_of(e.__traceback__))
