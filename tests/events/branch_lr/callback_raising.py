# A LEFT or RIGHT callback that raises: the exception comes out of the
# branch instruction and can be caught around it.
import sys
sys.path.insert(0, "..")
import _lrtool


class Stop(Exception):
    pass


def loop(n):
    return [i for i in range(n)]


tool = _lrtool.Tool()
calls = {"n": 0}


def on_event(kind, code):
    calls["n"] += 1
    if calls["n"] == 3:
        raise Stop(kind)


tool.on_event = on_event
tool.start()
try:
    print(loop(5))
except Stop as e:
    print("caught", e)
print(loop(2))
tool.stop()
