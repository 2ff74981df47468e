# f-strings: nested format specs, conversions !r !s !a, the = specifier
# (with spaces and with a spec), 3.12-style nested quotes and comments, and
# format-spec errors.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


x = 3.14159
w = 10
p = 3
name = "taipan"
check(lambda: f"{x:{w}.{p}f}|")
check(lambda: f"{x:>{w}}|{name!r:^12}|")
check(lambda: f"{name!a} {'é'!a} {name!s:>8}")
check(lambda: f"{x=}")
check(lambda: f"{x = :.2f}")
check(lambda: f"{name=!s}")
check(lambda: f"{ name = }")
check(lambda: f"{1+1=}")
check(lambda: f"{'nested ' + f'{name!r}'}")
check(lambda: f"{f"{f"{name}"}"}")
check(lambda: f"{"double" + 'single'}")
check(lambda: f"{{literal}} {{{name}}}")
check(lambda: f"{x:,.2f} {1234567:,} {1234567:_} {255:#x} {255:08b}")
check(lambda: f"{-5:+} {5:+} {5: } {0.5:%} {1e10:g} {1e-5:e}")
check(lambda: f"{'abc':.1}")
check(lambda: f"{3:x<5}")
check(lambda: f"{name:{'>'}{10}}")
check(lambda: f"{x!r:>10}")
check(lambda: f"{[1, 2][0]} {dict(a=1)['a']}")
check(lambda: f"{(lambda: 7)()}")
check(lambda: f"{x:.{p}}")
check(lambda: f"{name:d}")
check(lambda: f"{5:s}")
check(lambda: f"{5:.2s}")
check(lambda: f"{None!r:>6}")
check(lambda: f"{None:>6}")
check(lambda: f"{object():>6}")
check(lambda: f"{3.0:.0f} {2.5:.0f} {0.125:.2f}")
check(lambda: f"{12345.678:10.2e}|{-0.0:.1f}|{float('inf'):5}|{float('nan'):+}")
check(lambda: f"{'x'*3!r}")
check(lambda: f"{name[1:3]}")
check(lambda: f"{ {'k': 1}['k'] }")
check(lambda: f"{'\n'.join(['a', 'b'])}")
check(lambda: f"""{
    name
    # comment inside
}""")
check(lambda: f"{x:#.3g} {100:#o} {True:d} {True}")
check(lambda: f"{1_000:08,}")
check(lambda: f"{'a':=^5}")
check(lambda: f"{10:=+5}")
check(lambda: f"{10:=5s}")
check(lambda: f"{'s':=5}")
check(lambda: f"{3:c}")
check(lambda: f"{65:c}{1.5:n}")


class F:
    def __format__(self, spec):
        return f"F[{spec}]"

    def __repr__(self):
        return "F()"


check(lambda: f"{F():abc} {F()!r:>5} {F()=}")
check(lambda: f"{F()!s:>3}")
check(lambda: f"{F():{name}}")
