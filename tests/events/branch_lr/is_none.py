# `is None` and `is not None` tests (POP_JUMP_IF_NONE / NOT_NONE), in if,
# while and conditional expressions.
import sys
sys.path.insert(0, "..")
import _lrtool


def describe(x):
    if x is None:
        return "none"
    return "value"


def describe_not(x):
    if x is not None:
        return "value"
    return "none"


def walk(node):
    steps = 0
    while node is not None:
        steps += 1
        node = node.get("next")
    return steps


def default(x, d):
    return d if x is None else x


_lrtool.start()
print(describe(None), describe(0))
print(describe_not(None), describe_not(""))
print(walk({"next": {"next": None}}))
print(walk(None))
print(default(None, 5), default(3, 5))
_lrtool.stop()
