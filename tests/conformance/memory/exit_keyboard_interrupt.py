# An uncaught KeyboardInterrupt: the traceback is printed, the finalizers of
# the locals and globals still run, then the process ends by SIGINT.


class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


def gen():
    try:
        yield 1
    finally:
        print("generator finally")


g = gen()
next(g)
a = Tracked("a")


def interrupted():
    local = Tracked("local")
    raise KeyboardInterrupt


interrupted()
