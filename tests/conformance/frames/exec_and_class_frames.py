# Frames of code run by exec() and eval() and of class bodies: their
# f_code, f_globals, f_builtins, f_locals and f_back.
import sys

namespace = {"sys": sys}
local_ns = {}
exec("frame = sys._getframe()\nvalue = frame.f_code.co_name", namespace, local_ns)
frame = local_ns["frame"]
print(local_ns["value"], frame.f_globals is namespace, frame.f_locals is local_ns)
print(frame.f_back is sys._getframe(), frame.f_builtins is namespace["__builtins__"].__dict__
      if hasattr(namespace["__builtins__"], "__dict__") else frame.f_builtins is namespace["__builtins__"])

result = eval("sys._getframe().f_code.co_name", {"sys": sys})
print(result)

custom_builtins = {"len": lambda x: "custom len"}
custom_globals = {"__builtins__": custom_builtins, "sys": sys}
exec("def probe():\n    return sys._getframe().f_builtins is __builtins__, len([1])",
     custom_globals)
print(custom_globals["probe"]())


def in_function():
    x = 5
    exec("y = x + 1\nseen = sorted(locals())")
    return sys._getframe().f_locals.get("y", "not written"), x


print(in_function())


class Body:
    frame = sys._getframe()
    names_before = sorted(k for k in frame.f_locals if not k.startswith("__"))
    frame.f_locals["injected"] = "yes"
    later = injected


print(Body.later, Body.names_before, Body.frame.f_code.co_name, Body.frame.f_back is sys._getframe())
print(sorted(k for k in Body.frame.f_locals if not k.startswith("__")))


class Recording(dict):
    def __setitem__(self, key, value):
        if not key.startswith("__"):
            print("  set", key)
        super().__setitem__(key, value)


class Meta(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return Recording()


class WithPrepare(metaclass=Meta):
    a = 1
    sys._getframe().f_locals["b"] = 2
    kind = type(sys._getframe().f_locals).__name__


print(WithPrepare.b, WithPrepare.kind)
