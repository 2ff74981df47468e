# return, break and continue interacting with try/finally.

def return_in_try():
    try:
        return "try"
    finally:
        print("  finally runs before the return completes")

print(return_in_try())

def finally_overrides():
    try:
        return "try"
    finally:
        return "finally"

print(finally_overrides())

def finally_swallows_exception():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"

print(finally_swallows_exception())

def return_value_evaluated_first():
    x = 1
    try:
        return x
    finally:
        x = 2
        print("  x changed to", x)

print(return_value_evaluated_first())

def loop_with_finally():
    out = []
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append("f%d" % i)
    return out

print(loop_with_finally())

def break_in_finally_cancels_exception():
    for i in range(3):
        try:
            raise KeyError(i)
        finally:
            break
    return "loop left, exception dropped"

print(break_in_finally_cancels_exception())

def continue_in_finally():
    seen = []
    for i in range(3):
        try:
            if i == 1:
                raise RuntimeError("skip")
            seen.append(i)
        finally:
            continue
    return seen

print(continue_in_finally())

def nested_finally():
    log = []
    try:
        try:
            log.append("inner try")
            return log
        finally:
            log.append("inner finally")
    finally:
        log.append("outer finally")

print(nested_finally())

def exception_in_finally_replaces():
    try:
        try:
            raise ValueError("first")
        finally:
            raise TypeError("second")
    except Exception as e:
        return "%s: %s (context %s: %s)" % (type(e).__name__, e, type(e.__context__).__name__,
                                            e.__context__)

print(exception_in_finally_replaces())

def while_return_in_finally():
    n = 0
    while True:
        n += 1
        try:
            if n == 4:
                return n
        finally:
            if n == 4:
                print("  leaving at", n)

print(while_return_in_finally())
