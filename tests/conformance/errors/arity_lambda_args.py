# A lambda called with the wrong number of arguments.

handlers = {"add": lambda a, b: a + b, "neg": lambda a: -a}
print(handlers["add"](2, 3))
print(handlers["neg"](4))
print(handlers["neg"](4, 5))
