# pstats' reports on statistics with fixed times: print_stats with every
# kind of restriction, print_callers, print_callees, strip_dirs, add,
# reverse_order. The layout must be CPython's to the byte.
import pstats


class Recorded:
    """Stands for a profile: Stats() calls create_stats() and takes .stats."""

    def __init__(self, stats):
        self.stats = stats

    def create_stats(self):
        pass


def sample():
    main = ("/src/app/main.py", 10, "main")
    fib = ("/src/app/maths.py", 3, "fib")
    helper = ("/src/lib/helpers.py", 120, "helper_with_a_rather_long_name")
    module = ("/src/app/main.py", 1, "<module>")
    length = ("~", 0, "<built-in method builtins.len>")
    append = ("~", 0, "<method 'append' of 'list' objects>")
    plain = ("~", 0, "plain_label")
    return {
        module: (1, 1, 0.0001, 2.5, {}),
        main: (1, 1, 0.25, 2.4999, {module: (1, 1, 0.25, 2.4999)}),
        fib: (3, 177, 1.75, 1.75, {main: (3, 3, 0.02, 1.75), fib: (174, 2, 1.73, 1.73)}),
        helper: (40, 40, 0.1234567, 0.5, {main: (40, 40, 0.1234567, 0.5)}),
        length: (1000, 1000, 0.03125, 0.03125, {helper: (999, 999, 0.03, 0.03),
                                                 main: (1, 1, 0.00125, 0.00125)}),
        append: (12345678, 12345678, 12.5, 12.5, {main: (12345678, 12345678, 12.5, 12.5)}),
        plain: (0, 0, 0.0, 0.0, {}),
    }


stats = pstats.Stats(Recorded(sample()))
stats.print_stats()
stats.sort_stats("cumulative").print_stats()
stats.sort_stats("tottime", "name").print_stats(3)
stats.sort_stats(pstats.SortKey.CALLS).print_stats(0.5)
stats.sort_stats("pcalls").print_stats("fib|len")
stats.sort_stats("nfl").print_stats("main", 1)
stats.sort_stats("stdname").print_stats("(unclosed")
stats.sort_stats("line").reverse_order().print_stats(100, 0.0)
stats.sort_stats("file").print_callers()
stats.print_callers("fib")
stats.sort_stats("time").print_callees()
stats.print_callees(2)
stats.sort_stats(2).print_stats()
stats.sort_stats().print_stats(2)
stripped = pstats.Stats(Recorded(sample())).strip_dirs()
stripped.sort_stats("module", "line").print_stats()
combined = pstats.Stats(Recorded(sample()), Recorded(sample()))
combined.add(Recorded({("/src/app/main.py", 10, "main"): (2, 2, 1.0, 1.0, {})}))
combined.sort_stats("calls").print_stats()
combined.print_callers("main")
print(combined.total_calls, combined.prim_calls, round(combined.total_tt, 6))
