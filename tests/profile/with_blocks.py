# with blocks: __enter__ and __exit__ are called by the interpreter, also
# when the body raises; nested managers.
class Managed:
    log = []

    def __init__(self, name):
        self.name = name

    def __enter__(self):
        Managed.log.append("+" + self.name)
        return self

    def __exit__(self, kind, value, traceback):
        Managed.log.append("-" + self.name + ("!" if kind else ""))
        # A KeyError stops here; anything else goes on.
        return kind is KeyError


def work(m):
    return m.name.upper()


def main():
    with Managed("a") as a:
        print(work(a))
    with Managed("b") as b, Managed("c") as c:
        print(work(b), work(c))
    with Managed("d"):
        raise KeyError("swallowed")
    try:
        with Managed("e"):
            raise ValueError("passes")
    except ValueError:
        print("caught")
    print(" ".join(Managed.log))


main()
