# A generator that yields after GeneratorExit makes close() fail.

def stubborn():
    try:
        yield "working"
    except GeneratorExit:
        yield "refusing to stop"

g = stubborn()
print(next(g))
g.close()
