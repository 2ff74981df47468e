# A sample for linedebug: generators driven by a for loop, by list() and by
# next(), so the debugger sees a frame suspended at each yield and resumed.


def countdown(n):
    while n > 0:
        yield n
        n -= 1
    return "liftoff"


def squares(values):
    for value in values:
        yield value * value


total = 0
for step in countdown(3):
    total += step
print("total:", total)
print("squares:", list(squares([1, 2, 3])))
ticker = countdown(2)
print("first:", next(ticker))
print("second:", next(ticker))
try:
    next(ticker)
except StopIteration as stop:
    print("finished with", stop.value)
