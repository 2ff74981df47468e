# Frames through decorators and recursion: each call has its own frame
# object, wrappers show up in the chain, and depth can be counted on
# f_back.
import sys


def logged(function):
    def wrapper(*args):
        name = sys._getframe().f_code.co_name
        return function(*args), name, sys._getframe(1).f_code.co_name
    return wrapper


@logged
def target(x):
    caller = sys._getframe(1)
    return x, caller.f_code.co_name, sorted(caller.f_locals)


def calls_target():
    return target(7)


print(calls_target())


def depth_below(marker):
    depth = 0
    frame = sys._getframe()
    while frame.f_code.co_name != marker:
        depth += 1
        frame = frame.f_back
    return depth


def recurse(n, frames):
    frames.append(sys._getframe())
    if n == 0:
        return depth_below("start")
    return recurse(n - 1, frames)


def start():
    frames = []
    depth = recurse(3, frames)
    distinct = len(set(id(f) for f in frames)) == len(frames)
    args = [f.f_locals["n"] for f in frames]
    lines = [f.f_lineno - recurse.__code__.co_firstlineno for f in frames]
    return depth, distinct, args, lines, all(f.f_back.f_code.co_name in ("recurse", "start")
                                             for f in frames)


print(start())


def mutual_a(n):
    return mutual_b(n - 1) if n else sys._getframe()


def mutual_b(n):
    return mutual_a(n - 1) if n else sys._getframe()


frame = mutual_a(3)
names = []
while frame.f_code.co_name != "<module>":
    names.append((frame.f_code.co_name, frame.f_locals["n"]))
    frame = frame.f_back
print(names)
