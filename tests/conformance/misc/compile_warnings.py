# conformance: stderr-full
# The compiler's SyntaxWarnings go to stderr as compile() / exec() / eval()
# compile the code, with the line of the named file when it exists; the code
# still runs. (tests/unit/test_compile_warnings.cpp checks scripts and -c.)
def compiled(source, mode="exec"):
    code = compile(source, "<warn>", mode)
    print("compiled", mode, code.co_name)
    return code


namespace = {"x": 5, "f": print}
exec(compiled("y = x is 5"), namespace)
print(namespace["y"])
print(eval(compiled("x is not 'text'", "eval"), namespace))
exec(compiled("assert (x, 'message')"), namespace)
try:
    exec(compiled("def g():\n    return (1, 2)(3)\ng()"), namespace)
except TypeError as e:
    print(type(e).__name__, e)
try:
    exec(compiled("[1, 2][1, 2]"), namespace)
except TypeError as e:
    print(type(e).__name__, e)
print(eval("x is ()", namespace))
exec("z = '\\d' + 'y'", namespace)
print(namespace["z"])
exec(compiled("if x is -1.5:\n    pass\nelse:\n    f('else')"), namespace)
# Compiled under this file's name, the warning shows this file's line 2.
compile("\nx is 2", __file__, "exec")
