"""pstats: reading, combining, sorting and printing profile statistics
(cProfile's), with CPython 3.13's interface and the layout of its reports.

    Stats(*profiles_or_files, stream=None)
        add(*more), strip_dirs(), sort_stats(*keys), reverse_order(),
        print_stats(*restrictions), print_callers(*restrictions),
        print_callees(*restrictions), dump_stats(filename),
        get_sort_arg_defs(), calc_callees(), get_top_level_stats()
    SortKey: the sort keys as an enum (SortKey.CUMULATIVE, ...)
    f8, func_std_string, func_strip_path, func_get_function_name,
    add_func_stats, add_callers, count_calls

The statistics are a dict {(file, line, name): (primitive calls, calls,
own time, cumulative time, callers)} where callers maps each caller to
(calls, primitive calls, own time, cumulative time). Files are read and
written with marshal, in the format CPython's pstats uses.

A restriction narrows the printed list, in order: an int keeps that many
lines, a float in [0, 1) that fraction of them, a str the functions whose
"file:line(name)" a regular expression finds.

Not provided: the interactive browser (python -m pstats) and
get_stats_profile().
"""

import sys
from enum import Enum

__all__ = ["Stats", "SortKey"]


class SortKey(str, Enum):
    CALLS = "calls", "ncalls"
    CUMULATIVE = "cumulative", "cumtime"
    FILENAME = "filename", "module"
    LINE = "line"
    NAME = "name"
    NFL = "nfl"
    PCALLS = "pcalls"
    STDNAME = "stdname"
    TIME = "time", "tottime"

    def __new__(cls, *values):
        member = str.__new__(cls, values[0])
        member._value_ = values[0]
        # The other spellings look the same member up: SortKey("ncalls").
        for alias in values[1:]:
            cls._value2member_map_[alias] = member
        member._all_values = values
        return member


# The columns a sort key compares, in the rows sort_stats builds:
# (primitive calls, calls, own time, cumulative time, file, line, name,
#  standard name); 1 sorts ascending, -1 descending.
_PCALLS, _CALLS, _TOTTIME, _CUMTIME, _FILE, _LINE, _NAME, _STDNAME = range(8)


def _ascending(column):
    return (column, 1)


def _descending(column):
    return (column, -1)


class Stats:
    sort_arg_dict_default = {
        "calls": ((_descending(_CALLS),), "call count"),
        "ncalls": ((_descending(_CALLS),), "call count"),
        "cumtime": ((_descending(_CUMTIME),), "cumulative time"),
        "cumulative": ((_descending(_CUMTIME),), "cumulative time"),
        "filename": ((_ascending(_FILE),), "file name"),
        "line": ((_ascending(_LINE),), "line number"),
        "module": ((_ascending(_FILE),), "file name"),
        "name": ((_ascending(_NAME),), "function name"),
        "nfl": ((_ascending(_NAME), _ascending(_FILE), _ascending(_LINE)), "name/file/line"),
        "pcalls": ((_descending(_PCALLS),), "primitive call count"),
        "stdname": ((_ascending(_STDNAME),), "standard name"),
        "time": ((_descending(_TOTTIME),), "internal time"),
        "tottime": ((_descending(_TOTTIME),), "internal time"),
    }

    def __init__(self, *args, stream=None):
        self.stream = stream or sys.stdout
        first = args[0] if args else None
        self.init(first)
        self.add(*args[1:])

    def init(self, arg):
        self.all_callees = None
        self.files = []
        self.fcn_list = None
        self.total_tt = 0
        self.total_calls = 0
        self.prim_calls = 0
        self.max_name_len = 0
        self.top_level = set()
        self.stats = {}
        self.sort_arg_dict = {}
        self.load_stats(arg)
        try:
            self.get_top_level_stats()
        except Exception:
            print("Invalid timing data %s" % (self.files[-1] if self.files else ""),
                  file=self.stream)
            raise

    def load_stats(self, arg):
        if arg is None:
            self.stats = {}
            return
        if isinstance(arg, str):
            import marshal
            with open(arg, "rb") as stream:
                self.stats = marshal.load(stream)
            try:
                import os
                import time
                arg = time.ctime(os.stat(arg).st_mtime) + "    " + arg
            except Exception:
                pass
            self.files = [arg]
        elif hasattr(arg, "create_stats"):
            arg.create_stats()
            self.stats = arg.stats
            arg.stats = {}
        if not self.stats:
            raise TypeError("Cannot create or construct a %r object from %r"
                            % (self.__class__, arg))

    def get_top_level_stats(self):
        for func, (cc, nc, tt, ct, callers) in self.stats.items():
            self.total_calls += nc
            self.prim_calls += cc
            self.total_tt += tt
            # The old profile module marked its top-level calls so.
            if ("jprofile", 0, "profiler") in callers:
                self.top_level.add(func)
            self.max_name_len = max(self.max_name_len, len(func_std_string(func)))

    def add(self, *arg_list):
        if not arg_list:
            return self
        for item in reversed(arg_list):
            if type(self) != type(item):
                item = Stats(item)
            self.files += item.files
            self.total_calls += item.total_calls
            self.prim_calls += item.prim_calls
            self.total_tt += item.total_tt
            self.top_level.update(item.top_level)
            self.max_name_len = max(self.max_name_len, item.max_name_len)
            self.fcn_list = None
            for func, stat in item.stats.items():
                old = self.stats.get(func, (0, 0, 0, 0, {}))
                self.stats[func] = add_func_stats(old, stat)
        return self

    def dump_stats(self, filename):
        import marshal
        with open(filename, "wb") as stream:
            marshal.dump(self.stats, stream)

    def get_sort_arg_defs(self):
        """The sort keys and every abbreviation of one that is not the
        beginning of another key (or that only keys meaning the same share)."""
        if not self.sort_arg_dict:
            table = {}
            ambiguous = set()
            for word, definition in self.sort_arg_dict_default.items():
                for end in range(len(word), 0, -1):
                    fragment = word[:end]
                    if fragment in table:
                        # Shorter fragments were settled by the first word
                        # that reached them.
                        ambiguous.add(fragment)
                        break
                    table[fragment] = definition
            for fragment in ambiguous:
                del table[fragment]
            self.sort_arg_dict = table
        return self.sort_arg_dict

    def sort_stats(self, *field):
        if not field:
            self.fcn_list = 0
            return self
        if len(field) == 1 and isinstance(field[0], int):
            # The old profiler's numeric keys.
            field = [{-1: "stdname", 0: "calls", 1: "time", 2: "cumulative"}[field[0]]]
        elif len(field) >= 2:
            for arg in field[1:]:
                if type(arg) != type(field[0]):
                    raise TypeError("Can't have mixed argument type")
        definitions = self.get_sort_arg_defs()
        columns = ()
        names = []
        for word in field:
            if isinstance(word, SortKey):
                word = word.value
            columns += definitions[word][0]
            names.append(definitions[word][1])
        self.sort_type = ", ".join(names)
        rows = []
        for func, (cc, nc, tt, ct, callers) in self.stats.items():
            rows.append((cc, nc, tt, ct) + func + (func_std_string(func), func))
        import functools
        rows.sort(key=functools.cmp_to_key(_RowOrder(columns).compare))
        self.fcn_list = [row[-1] for row in rows]
        return self

    def reverse_order(self):
        if self.fcn_list:
            self.fcn_list.reverse()
        return self

    def strip_dirs(self):
        stripped = {}
        longest = 0
        for func, (cc, nc, tt, ct, callers) in self.stats.items():
            name = func_strip_path(func)
            longest = max(longest, len(func_std_string(name)))
            new_callers = {}
            for caller, value in callers.items():
                new_callers[func_strip_path(caller)] = value
            stat = (cc, nc, tt, ct, new_callers)
            if name in stripped:
                stat = add_func_stats(stripped[name], stat)
            stripped[name] = stat
        self.stats = stripped
        self.top_level = {func_strip_path(func) for func in self.top_level}
        self.max_name_len = longest
        self.fcn_list = None
        self.all_callees = None
        return self

    def calc_callees(self):
        if self.all_callees:
            return
        self.all_callees = callees = {}
        for func, (cc, nc, tt, ct, callers) in self.stats.items():
            callees.setdefault(func, {})
            for caller, value in callers.items():
                callees.setdefault(caller, {})[func] = value

    # ---- Printing ----------------------------------------------------------------------

    def eval_print_amount(self, sel, list, msg):
        chosen = list
        if isinstance(sel, str):
            import re
            try:
                pattern = re.compile(sel)
            except re.error:
                msg += "   <Invalid regular expression %r>\n" % sel
                return chosen, msg
            chosen = [func for func in list if pattern.search(func_std_string(func))]
        else:
            count = len(list)
            if isinstance(sel, float) and 0.0 <= sel < 1.0:
                chosen = list[:int(count * sel + 0.5)]
            elif isinstance(sel, int) and 0 <= sel < count:
                chosen = list[:sel]
        if len(list) != len(chosen):
            msg += "   List reduced from %r to %r due to restriction <%r>\n" % (
                len(list), len(chosen), sel)
        return chosen, msg

    def get_print_list(self, sel_list):
        width = self.max_name_len
        if self.fcn_list:
            chosen = self.fcn_list[:]
            msg = "   Ordered by: " + self.sort_type + "\n"
        else:
            chosen = list(self.stats.keys())
            msg = "   Random listing order was used\n"
        for selection in sel_list:
            chosen, msg = self.eval_print_amount(selection, chosen, msg)
        if not chosen:
            return 0, chosen
        print(msg, file=self.stream)
        if len(chosen) < len(self.stats):
            width = max(len(func_std_string(func)) for func in chosen)
        return width + 2, chosen

    def print_stats(self, *amount):
        out = self.stream
        for filename in self.files:
            print(filename, file=out)
        if self.files:
            print(file=out)
        indent = " " * 8
        for func in self.top_level:
            print(indent, func_get_function_name(func), file=out)
        line = "%s %d function calls" % (indent, self.total_calls)
        if self.total_calls != self.prim_calls:
            line += " (%d primitive calls)" % self.prim_calls
        print(line + " in %.3f seconds" % self.total_tt, file=out)
        print(file=out)
        width, chosen = self.get_print_list(amount)
        if chosen:
            self.print_title()
            for func in chosen:
                self.print_line(func)
            print(file=out)
            print(file=out)
        return self

    def print_callees(self, *amount):
        width, chosen = self.get_print_list(amount)
        if chosen:
            self.calc_callees()
            self.print_call_heading(width, "called...")
            for func in chosen:
                self.print_call_line(width, func, self.all_callees.get(func, {}))
            print(file=self.stream)
            print(file=self.stream)
        return self

    def print_callers(self, *amount):
        width, chosen = self.get_print_list(amount)
        if chosen:
            self.print_call_heading(width, "was called by...")
            for func in chosen:
                self.print_call_line(width, func, self.stats[func][4], "<-")
            print(file=self.stream)
            print(file=self.stream)
        return self

    def print_call_heading(self, name_size, column_title):
        print("Function ".ljust(name_size) + column_title, file=self.stream)
        # The column titles only when callers carry counts and times
        # (the old profile module recorded bare counts).
        for cc, nc, tt, ct, callers in self.stats.values():
            if callers:
                if isinstance(next(iter(callers.values())), tuple):
                    print(" " * name_size + "    ncalls  tottime  cumtime", file=self.stream)
                break

    def print_call_line(self, name_size, source, call_dict, arrow="->"):
        out = self.stream
        print(func_std_string(source).ljust(name_size) + arrow, end=" ", file=out)
        if not call_dict:
            print(file=out)
            return
        first = True
        for func in sorted(call_dict.keys()):
            name = func_std_string(func)
            value = call_dict[func]
            if isinstance(value, tuple):
                nc, cc, tt, ct = value
                counts = "%d/%d" % (nc, cc) if nc != cc else "%d" % nc
                text = "%s %s %s  %s" % (counts.rjust(7 if first else 9), f8(tt), f8(ct), name)
                pad = name_size + 1
            else:
                text = "%s(%r) %s" % (name, value, f8(self.stats[func][3]))
                pad = name_size + 3
            print(("" if first else " " * pad) + text, file=out)
            first = False

    def print_title(self):
        print("   ncalls  tottime  percall  cumtime  percall filename:lineno(function)",
              file=self.stream)

    def print_line(self, func):
        cc, nc, tt, ct, callers = self.stats[func]
        calls = str(nc) if nc == cc else "%d/%d" % (nc, cc)
        blank = " " * 8
        columns = [
            calls.rjust(9),
            f8(tt),
            f8(tt / nc) if nc != 0 else blank,
            f8(ct),
            f8(ct / cc) if cc != 0 else blank,
            func_std_string(func),
        ]
        print(" ".join(columns), file=self.stream)


class _RowOrder:
    """Compares rows of sort_stats by (column, direction) pairs in turn."""

    def __init__(self, columns):
        self.columns = columns

    def compare(self, left, right):
        for column, direction in self.columns:
            a = left[column]
            b = right[column]
            if a < b:
                return -direction
            if a > b:
                return direction
        return 0


# ---- Helpers on function labels and statistics ---------------------------------------

def func_strip_path(func_name):
    import os
    filename, line, name = func_name
    return os.path.basename(filename), line, name


def func_get_function_name(func):
    return func[2]


def func_std_string(func_name):
    """"file:line(name)", or for a builtin its label with braces for angle brackets."""
    if func_name[:2] == ("~", 0):
        name = func_name[2]
        if name.startswith("<") and name.endswith(">"):
            return "{%s}" % name[1:-1]
        return name
    return "%s:%d(%s)" % func_name


def add_func_stats(target, source):
    """The sum of two functions' statistics (callers merged)."""
    cc, nc, tt, ct, callers = source
    t_cc, t_nc, t_tt, t_ct, t_callers = target
    return (cc + t_cc, nc + t_nc, tt + t_tt, ct + t_ct, add_callers(t_callers, callers))


def add_callers(target, source):
    """Two caller dicts merged; the counts of a caller in both are added."""
    merged = dict(target)
    for func, value in source.items():
        if func not in merged:
            merged[func] = value
        elif isinstance(value, tuple):
            merged[func] = tuple(a + b for a, b in zip(value, merged[func]))
        else:
            merged[func] += value
    return merged


def count_calls(callers):
    """The total number of calls in a caller dict of bare counts."""
    return sum(callers.values())


def f8(x):
    return "%8.3f" % x
