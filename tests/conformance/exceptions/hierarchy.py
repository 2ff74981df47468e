# The built-in exception hierarchy, printed as a tree from the builtins module.

classes = []
for name in dir(__builtins__):
    if name.startswith("_"):
        continue
    obj = getattr(__builtins__, name)
    # EnvironmentError and IOError are other names of OSError: count it once.
    if isinstance(obj, type) and issubclass(obj, BaseException) and obj not in classes:
        classes.append(obj)

print(len(classes), "public exception classes")

def show(cls, depth):
    extra = [b.__name__ for b in cls.__bases__[1:]]
    print("  " * depth + cls.__name__ + (" (also %s)" % ", ".join(extra) if extra else ""))
    for child in sorted((c for c in classes if c.__bases__[0] is cls), key=lambda c: c.__name__):
        show(child, depth + 1)

show(BaseException, 0)

# Some specific relationships
pairs = [
    (KeyError, LookupError), (IndexError, LookupError), (ZeroDivisionError, ArithmeticError),
    (FileNotFoundError, OSError), (ConnectionResetError, ConnectionError),
    (UnicodeDecodeError, ValueError), (RecursionError, RuntimeError),
    (NotImplementedError, RuntimeError), (ModuleNotFoundError, ImportError),
    (TabError, SyntaxError), (IndentationError, SyntaxError), (BrokenPipeError, OSError),
    (StopAsyncIteration, Exception), (GeneratorExit, Exception), (KeyboardInterrupt, Exception),
    (SystemExit, BaseException), (Warning, Exception), (DeprecationWarning, Warning),
    (BaseExceptionGroup, BaseException), (ExceptionGroup, Exception),
    (UnboundLocalError, NameError),
]
for sub, sup in pairs:
    print(sub.__name__, "<", sup.__name__, issubclass(sub, sup))

# Aliases of OSError
print(EnvironmentError is OSError, IOError is OSError)
print([c.__name__ for c in ExceptionGroup.__mro__])
