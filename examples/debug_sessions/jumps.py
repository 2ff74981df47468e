# A sample for linedebug: functions whose lines a session skips or repeats
# with `jump`, and places where CPython refuses to jump.


def accumulate(n):
    total = 0
    for i in range(n):
        total += i
        total += 100
    result = total * 2
    return result


def retry():
    attempts = 0
    attempts += 1
    status = "ok" if attempts >= 3 else "again"
    return attempts, status


def guarded(value):
    try:
        value = value * 10
    finally:
        value = value + 1
    return value


def fallback(text):
    try:
        number = int(text)
    except ValueError:
        number = -1
        print("not a number:", text)
    return number


print("accumulate:", accumulate(3))
print("retry:", retry())
print("guarded:", guarded(4))
print("fallback:", fallback("12"))
print("fallback:", fallback("twelve"))
