# Built-in exception constructors and their attributes: args, str/repr for
# zero, one and several arguments, SystemExit.code, StopIteration.value,
# OSError's errno/strerror/filename, NameError.name, the hierarchy.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


check(lambda: SystemExit(1, 2).code)
check(lambda: SystemExit().code)
check(lambda: SystemExit(None).code)
check(lambda: SystemExit("msg").args)
check(lambda: StopIteration(1, 2).value)
check(lambda: StopIteration().value)
check(lambda: KeyError("a").args[0])
check(lambda: str(KeyError("a")))
check(lambda: str(KeyError("a", "b")))
check(lambda: str(KeyError()))
check(lambda: repr(KeyError("it's")))
check(lambda: repr(ValueError("a", 1)))
check(lambda: str(ValueError()))
check(lambda: str(ValueError(None)))
check(lambda: str(ValueError([1, 2])))
check(lambda: OSError(2, "No such file").errno)
check(lambda: OSError(2, "No such file").strerror)
check(lambda: str(OSError(2, "No such file")))
check(lambda: str(OSError(2, "No such file", "name.txt")))
check(lambda: str(OSError("just text")))
check(lambda: OSError("just text").errno)
check(lambda: NameError("x", name="y").name)
check(lambda: AttributeError("x", name="n", obj=1).obj)
check(lambda: ImportError("m", name="mod").name)
check(lambda: str(ImportError("m", name="mod")))
check(lambda: ImportError("m", bogus=1))
check(lambda: SyntaxError("msg", ("f.py", 1, 2, "text", 1, 3)).lineno)
check(lambda: str(SyntaxError("msg", ("f.py", 1, 2, "text", 1, 3))))
check(lambda: str(SyntaxError("msg")))
check(lambda: BaseException.__new__(ValueError, 1).args)
check(lambda: ValueError(x=1))
check(lambda: issubclass(SystemExit, Exception))
check(lambda: [c.__name__ for c in KeyboardInterrupt.__mro__])
check(lambda: GeneratorExit.__bases__)
check(lambda: [c.__name__ for c in ModuleNotFoundError.__mro__])
check(lambda: [c.__name__ for c in UnicodeDecodeError.__mro__])
check(lambda: [c.__name__ for c in RecursionError.__mro__])
check(lambda: [c.__name__ for c in TimeoutError.__mro__])
check(lambda: issubclass(IOError, OSError) and IOError is OSError)
check(lambda: issubclass(ZeroDivisionError, ArithmeticError))
check(lambda: issubclass(IndexError, LookupError))
check(lambda: issubclass(NotImplementedError, RuntimeError))
check(lambda: issubclass(UnboundLocalError, NameError))


class AppError(Exception):
    def __init__(self, code, detail):
        super().__init__(code, detail)
        self.code = code

    def __str__(self):
        return "[%d] %s" % self.args


class Quiet(Exception):
    def __init__(self):
        pass


check(lambda: str(AppError(404, "missing")))
check(lambda: repr(AppError(404, "missing")))
check(lambda: AppError(500, "x").code)
check(lambda: Quiet().args)
check(lambda: str(Quiet()))
e = ValueError("base")
e.args = ("replaced", 2)
check(lambda: (str(e), e.args))
e.add_note("first")
check(lambda: e.__notes__)
check(lambda: e.add_note(5))
del e.__notes__
check(lambda: hasattr(e, "__notes__"))
