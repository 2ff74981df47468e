# A callback changes the tool's events: from a BRANCH callback, LEFT and
# RIGHT are turned off (the same branch then reports neither), and later
# back on from a LEFT callback.
import sys
sys.path.insert(0, "..")
import _lrtool


def loop(n):
    squares = []
    for i in range(n):
        squares.append(i * i)
    return sum(squares)


tool = _lrtool.Tool()
state = {"branches": 0}


def on_event(kind, code):
    if kind == "BRANCH":
        state["branches"] += 1
        if state["branches"] == 2:
            print("turning LEFT and RIGHT off")
            tool.change("BRANCH")
        elif state["branches"] == 4:
            print("LEFT and RIGHT back on")
            tool.change("BRANCH", "LEFT", "RIGHT")
    elif kind == "LEFT" and state["branches"] >= 4:
        print("all off")
        tool.change()


tool.on_event = on_event
tool.start("BRANCH", "LEFT", "RIGHT")
print(loop(6))
print(loop(2))
tool.stop()
