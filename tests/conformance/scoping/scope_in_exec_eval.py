# Scopes seen by exec() and eval() with explicit and implicit namespaces.

x = "global x"

def run_eval():
    x = "local x"
    return eval("x"), eval("x", globals()), eval("x", {"x": "custom"})

print(run_eval())

def exec_does_not_create_locals():
    exec("new_local = 5")
    try:
        return new_local
    except NameError as e:
        return "%s: %s" % (type(e).__name__, e)

print(exec_does_not_create_locals())

def exec_with_namespace():
    ns = {}
    exec("a = 1\nb = a + 1", ns)
    return ns["b"], sorted(k for k in ns if not k.startswith("__"))

print(exec_with_namespace())

# Functions defined by exec use the namespace passed as globals
ns = {"factor": 3}
exec("def scale(v):\n    return v * factor", ns)
print(ns["scale"](5))
ns["factor"] = 10
print(ns["scale"](5))

# Closures do not see enclosing function variables in eval, only locals/globals passed
def closure_eval():
    hidden = "function local"
    def inner():
        return eval("hidden")
    try:
        return inner()
    except NameError as e:
        return "%s: %s" % (type(e).__name__, e)

print(closure_eval())

# A comprehension inside eval sees both the globals and the locals passed to eval
print(eval("[y * k for k in range(3)]", {"y": 2}))
print(eval("[y * k for k in range(3)]", {}, {"y": 3}))

# Modifying globals() from exec at module level
exec("module_level_from_exec = 'created'")
print(module_level_from_exec)
