# KeyError shows the repr of its argument, including quotes.

registry = {"alpha": 1}
name = "beta\tgamma"
print(registry.get(name, "not found"))
raise KeyError(name)
