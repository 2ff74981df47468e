# An expression nested deeper than the compiler recurses raises
# RecursionError from compile(), exec() and eval(); uncaught, it ends the
# program.
def attempt(label, function):
    try:
        function()
    except RecursionError as e:
        print(label, type(e).__name__, e)


deep = "1" + "+1" * 100000
attempt("compile", lambda: compile("x = " + deep, "<deep>", "exec"))
attempt("eval", lambda: eval(deep))
attempt("exec", lambda: exec("x = " + deep))
attempt("unary", lambda: compile("x = " + "not " * 3000 + "- 1" * 0 + "1", "<deep>", "exec"))
print("still running")
exec("y = " + deep)
