# Attributes of None, Ellipsis and NotImplemented: None is a real instance
# for the descriptors it inherits, so they bind to it.

for name in ("__class__", "__eq__", "__hash__", "__bool__", "__repr__", "__init__", "__dir__", "__format__", "__sizeof__", "__setattr__", "__ne__"):
    v = getattr(None, name)
    print(name, type(v).__name__, v.__self__ is None if hasattr(v, "__self__") else "-")
print(None.__eq__(None), None.__ne__(1), None.__bool__(), None.__class__, None.__repr__(), None.__format__(""))
print((...).__class__, NotImplemented.__class__, (...).__eq__(...))
