# A metaclass that validates class definitions and builds a plugin registry.

class PluginMeta(type):
    registry = {}

    def __new__(mcls, name, bases, ns, abstract=False):
        if not abstract:
            missing = [m for m in ("run", "describe") if m not in ns and
                       not any(hasattr(b, m) for b in bases)]
            if missing:
                raise TypeError("plugin %s is missing %s" % (name, ", ".join(missing)))
            if "name" not in ns:
                ns["name"] = name.lower()
        for attr, value in ns.items():
            if attr.startswith("do_") and not callable(value):
                raise TypeError("%s.%s must be callable" % (name, attr))
        cls = super().__new__(mcls, name, bases, ns)
        if not abstract:
            if cls.name in mcls.registry:
                raise ValueError("duplicate plugin name %r" % cls.name)
            mcls.registry[cls.name] = cls
        return cls

    def __init__(cls, name, bases, ns, abstract=False):
        super().__init__(name, bases, ns)

class Plugin(metaclass=PluginMeta, abstract=True):
    def describe(self):
        return "%s plugin" % self.name

class Echo(Plugin):
    def run(self, text):
        return text

class Shout(Plugin):
    name = "loud"

    def run(self, text):
        return text.upper() + "!"

class Reverse(Echo):
    def run(self, text):
        return super().run(text)[::-1]

print(sorted(PluginMeta.registry))
for key in sorted(PluginMeta.registry):
    plugin = PluginMeta.registry[key]()
    print(key, "->", plugin.run("hello"), "|", plugin.describe())

for make in (
    lambda: PluginMeta("NoRun", (Plugin,), {}),
    lambda: PluginMeta("Dup", (Plugin,), {"run": lambda self, t: t, "name": "echo"}),
    lambda: PluginMeta("BadDo", (Plugin,), {"run": lambda self, t: t, "do_it": 5}),
):
    try:
        make()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

try:
    class Broken(Plugin):
        def describe(self):
            return "no run method"
except TypeError as e:
    print(type(e).__name__, e)
print(sorted(PluginMeta.registry))
