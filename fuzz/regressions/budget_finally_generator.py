# Finalizers and generator cleanup that loop forever still stop.
class Forever:
    def __del__(self):
        while True:
            pass
def gen():
    try:
        yield 1
    finally:
        while True:
            try:
                yield 2
            except BaseException:
                pass
g = gen()
next(g)
x = Forever()
while True:
    pass
