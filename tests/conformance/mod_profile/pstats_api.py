# pstats' helpers and errors: sort keys and their abbreviations, SortKey,
# the label formats, mixed sort keys, empty statistics.
import pstats

print(sorted(pstats.Stats().get_sort_arg_defs()))
print([key.value for key in pstats.SortKey], pstats.SortKey("ncalls") is pstats.SortKey.CALLS)
print(pstats.SortKey.TIME == "time", isinstance(pstats.SortKey.NAME, str))
print(pstats.func_std_string(("~", 0, "<built-in method builtins.len>")))
print(pstats.func_std_string(("~", 0, "plain")), pstats.func_std_string(("a/b.py", 3, "f")))
print(pstats.func_strip_path(("/x/y/z.py", 7, "g")), pstats.func_get_function_name(("f", 1, "n")))
print(pstats.f8(1234.56789), pstats.f8(0.0), pstats.f8(1e-4))
print(pstats.add_func_stats((1, 2, 0.5, 1.0, {"a": (1, 1, 0.5, 1.0)}),
                            (3, 4, 0.25, 0.5, {"a": (2, 2, 0.25, 0.5), "b": (1, 1, 0.0, 0.0)})))
print(pstats.add_callers({"a": 1}, {"a": 2, "b": 3}), pstats.count_calls({"a": 2, "b": 5}))
empty = pstats.Stats()
print(empty.stats, empty.total_calls, empty.files, empty.fcn_list)
empty.print_stats()
try:
    pstats.Stats().sort_stats("calls", 1)
except TypeError as error:
    print("TypeError:", error)
try:
    pstats.Stats().sort_stats("bogus")
except KeyError as error:
    print("KeyError:", error)


class Empty:
    stats = {}

    def create_stats(self):
        pass


try:
    pstats.Stats(Empty())
except TypeError as error:
    print("TypeError:", str(error).split(" object from ")[0])
