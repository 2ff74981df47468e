# Errors raised by class patterns at run time.
class NoMatchArgs:
    pass

class ListArgs:
    __match_args__ = ["a"]
    a = 1

class BadElement:
    __match_args__ = ("a", 2)
    a = 1

class Twice:
    __match_args__ = ("a",)
    a = 1

class One:
    __match_args__ = ("a",)
    a = 1

not_a_class = 42

def attempt(label, func):
    try:
        print(label, func())
    except TypeError as e:
        print(label, "TypeError:", e)

def f1():
    match NoMatchArgs():
        case NoMatchArgs(x):
            return "no"
    return "no match"

def f2():
    match ListArgs():
        case ListArgs(x):
            return x
    return "no match"

def f3():
    match BadElement():
        case BadElement(x, y):
            return (x, y)
    return "no match"

def f4():
    match Twice():
        case Twice(x, a=y):
            return (x, y)
    return "no match"

def f5():
    match One():
        case One(x, y):
            return (x, y)
    return "no match"

def f6():
    match 1:
        case not_a_class():
            return "no"
    return "no match"

def f7():
    match "not an instance":
        case NoMatchArgs(x):
            return "no"
    return "no match (isinstance first)"

def f8():
    match One():
        case One(x):
            return x
    return "no"

for i, f in enumerate([f1, f2, f3, f4, f5, f6, f7, f8], 1):
    attempt(f"f{i}", f)
