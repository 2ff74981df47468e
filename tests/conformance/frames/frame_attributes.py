# The attributes a frame object has, which are writable, and what
# assigning or deleting the read-only ones says.
import sys


def probe():
    fr = sys._getframe()
    names = sorted(n for n in dir(fr) if not n.startswith("_"))
    print(names)
    for name in ["f_back", "f_builtins", "f_code", "f_globals", "f_lasti", "f_locals"]:
        for action in ("set", "del"):
            try:
                if action == "set":
                    setattr(fr, name, 1)
                else:
                    delattr(fr, name)
                print(name, action, "ok")
            except AttributeError as e:
                print(name, action, type(e).__name__, e)
    try:
        fr.f_new_attribute = 1
    except AttributeError as e:
        print("new attribute:", e)
    print(type(fr).__name__, type(fr).__module__)
    try:
        type(fr)()
    except TypeError as e:
        print("construct:", e)
    try:
        class Sub(type(fr)):
            pass
    except TypeError as e:
        print("subclass:", e)
    print("hashable:", hash(fr) == hash(fr), fr == fr, fr != sys._getframe(0))
    try:
        fr < fr
    except TypeError as e:
        print("order:", e)
    text = repr(fr)
    print(text.startswith("<frame at 0x"), text.endswith("code probe>"), "line" in text)
    print(fr.f_code is probe.__code__, fr.f_globals is globals())
    print(fr.f_builtins is globals()["__builtins__"].__dict__)


probe()
