# At exit, pending weakref.finalize callbacks run first (newest first), then
# the garbage collector finalizes unreachable cycles while a replaced
# sys.stdout is still in place; then the standard streams are restored and
# the globals' finalizers run.
import sys
import weakref


class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


class Cycle(Tracked):
    def __init__(self, name):
        super().__init__(name)
        self.me = self


class Prefixed:
    def write(self, text):
        sys.__stdout__.write("[" + text + "]" if text != "\n" else text)
        return len(text)

    def flush(self):
        sys.__stdout__.flush()


def make_orphan():
    Cycle("orphan")


a = Tracked("a")
fa = weakref.finalize(a, print, "finalize a")
b = Tracked("b")
fb = weakref.finalize(b, print, "finalize b")
done = Tracked("done")
fdone = weakref.finalize(done, print, "finalize done")
fdone()
print("fdone alive:", fdone.alive)
quiet = Tracked("quiet")
fquiet = weakref.finalize(quiet, print, "not at exit")
fquiet.atexit = False
make_orphan()
sys.stdout = Prefixed()
print("end of program")
