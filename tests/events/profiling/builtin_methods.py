# Methods of builtin types under setprofile: list.append, dict.get, str.join
# called through an instance, a bound method stored first, and the unbound
# method descriptor called with the instance as first argument.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    items = []
    items.append(1)
    add = items.append
    add(2)
    list.append(items, 3)
    d = {"a": 1}
    got = d.get("a")
    joined = ",".join(["x", "y"])
    upper = str.upper("q")
    return items, got, joined, upper


print(_tracetool.profiled(f))
