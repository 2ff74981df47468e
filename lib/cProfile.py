"""cProfile: a deterministic profiler with CPython's interface, over
Taipan's native profiler (the _lsprof module, src/modules/lsprof_module.cpp,
which observes calls through the native monitoring API under
sys.monitoring.PROFILER_ID).

    cProfile.run(statement, filename=None, sort=-1)
    cProfile.runctx(statement, globals, locals, filename=None, sort=-1)
    Profile(timer=None, timeunit=0.0, subcalls=True, builtins=True)
        enable(), disable(), runcall(func, *args, **kwargs), run(cmd),
        runctx(cmd, globals, locals), create_stats(), print_stats(sort=-1),
        dump_stats(file), getstats(), snapshot_stats(); a context manager.

Profile.stats, after create_stats(), is the dictionary pstats reads:
{(file, firstlineno, name): (primitive calls, calls, own time, cumulative
time, {caller: (calls, primitive calls, own time, cumulative time)})};
builtins are labelled ('~', 0, '<built-in method builtins.len>').

From the command line:

    taipan -m cProfile [-o FILE] [-s SORT] [--collapsed FILE] [-m MODULE | script.py] [args]

-o writes the statistics (marshal format, readable by pstats.Stats on
Taipan and on CPython) instead of printing them; -s chooses the order of
the printed table (a key pstats.Stats.sort_stats accepts; cumulative time
by default); -m profiles a module found on sys.path, run as __main__.

--collapsed FILE (Taipan's own) also writes the collapsed stacks of the
run, one line "outer;middle;inner COUNT" per call path, for flame graph
tools (flamegraph.pl, speedscope, inferno). Each path is a chain of
caller -> callee pairs from the statistics, COUNT the microseconds spent in
the innermost function along it. The statistics hold callers, not whole
stacks, so a path is reconstructed: the time of a function called from
several places is divided among its callers in proportion to the
cumulative time each caller's calls took.
"""

import _lsprof
import sys

__all__ = ["run", "runctx", "Profile"]


def _label(code):
    # Builtins are labelled by text, Python code by where it is defined
    # (co_name, not co_qualname: CPython 3.13's cProfile uses the name).
    if isinstance(code, str):
        return ("~", 0, code)
    return (code.co_filename, code.co_firstlineno, code.co_name)


def _report(profile, filename, sort):
    if filename is not None:
        profile.dump_stats(filename)
    else:
        profile.print_stats(sort)


def run(statement, filename=None, sort=-1):
    """Run the statement under a new Profile, then print the statistics
    (sorted by `sort`) or save them to `filename`."""
    profile = Profile()
    try:
        profile.run(statement)
    except SystemExit:
        pass
    finally:
        _report(profile, filename, sort)


def runctx(statement, globals, locals, filename=None, sort=-1):
    """run(), with the statement run in the given namespaces."""
    profile = Profile()
    try:
        profile.runctx(statement, globals, locals)
    except SystemExit:
        pass
    finally:
        _report(profile, filename, sort)


class Profile(_lsprof.Profiler):
    """Profile(timer=None, timeunit=0.0, subcalls=True, builtins=True)

    Builds a profiler object using the specified timer function. The
    default timer is a fast built-in one based on real time. For custom
    timer functions returning integers, timeunit can be a float specifying
    a scale (i.e. how long each integer unit is, in seconds).
    """

    # enable() and disable() are the native methods themselves: wrapping
    # them in Python would add a function of this file to every profile.

    def print_stats(self, sort=-1):
        import pstats
        keys = sort if isinstance(sort, tuple) else (sort,)
        pstats.Stats(self).strip_dirs().sort_stats(*keys).print_stats()

    def dump_stats(self, file):
        import marshal
        with open(file, "wb") as stream:
            self.create_stats()
            marshal.dump(self.stats, stream)

    def create_stats(self):
        self.disable()
        self.snapshot_stats()

    def snapshot_stats(self):
        entries = self.getstats()
        self.stats = {}
        # The callers of each function, by the identity of its code (two
        # functions may share a label; each keeps its own callers).
        callers_of = {}
        for entry in entries:
            callers = {}
            callers_of[id(entry.code)] = callers
            self.stats[_label(entry.code)] = (
                entry.callcount - entry.reccallcount,
                entry.callcount,
                entry.inlinetime,
                entry.totaltime,
                callers,
            )
        for entry in entries:
            if not entry.calls:
                continue
            caller = _label(entry.code)
            for sub in entry.calls:
                callers = callers_of.get(id(sub.code))
                if callers is None:
                    continue
                counts = (
                    sub.callcount,
                    sub.callcount - sub.reccallcount,
                    sub.inlinetime,
                    sub.totaltime,
                )
                previous = callers.get(caller)
                if previous is not None:
                    counts = tuple(a + b for a, b in zip(counts, previous))
                callers[caller] = counts

    def run(self, cmd):
        import __main__
        namespace = __main__.__dict__
        return self.runctx(cmd, namespace, namespace)

    def runctx(self, cmd, globals, locals):
        self.enable()
        try:
            exec(cmd, globals, locals)
        finally:
            self.disable()
        return self

    def runcall(self, func, /, *args, **kw):
        self.enable()
        try:
            return func(*args, **kw)
        finally:
            self.disable()

    def __enter__(self):
        self.enable()
        return self

    def __exit__(self, *exc_info):
        self.disable()


def label(code):
    return _label(code)


# ---- Collapsed stacks (Taipan's own) ----------------------------------------------------

def _collapsed_name(func):
    import pstats
    return pstats.func_std_string(pstats.func_strip_path(func)).replace(";", ",")


def collapsed_stacks(stats):
    """The collapsed stacks of a stats dictionary (Profile.stats): a dict
    {"root;...;leaf": microseconds spent in the leaf along that path}."""
    callees = {}
    for func, (cc, nc, tt, ct, callers) in stats.items():
        for caller, value in callers.items():
            callees.setdefault(caller, []).append((func, value))
    result = {}

    def walk(func, path, share, seen):
        cc, nc, tt, ct, callers = stats[func]
        own = tt * share
        micros = int(round(own * 1e6))
        if micros > 0:
            key = ";".join(path)
            result[key] = result.get(key, 0) + micros
        for callee, value in callees.get(func, ()):
            if callee in seen:
                continue
            callee_ct = stats[callee][3]
            # This caller's part of the callee's time: its calls' cumulative time.
            part = value[3] / callee_ct if callee_ct > 0 else 0.0
            walk(callee, path + [_collapsed_name(callee)], share * part, seen | {callee})

    for func, (cc, nc, tt, ct, callers) in stats.items():
        if not callers:
            walk(func, [_collapsed_name(func)], 1.0, {func})
    return result


def write_collapsed(stats, file):
    stacks = collapsed_stacks(stats)
    with open(file, "w") as stream:
        for key in sorted(stacks):
            stream.write("%s %d\n" % (key, stacks[key]))


# ---- The command line -------------------------------------------------------------------

_USAGE = ("Usage: cProfile.py [-o output_file_path] [-s sort] "
          "[-m module | scriptfile] [arg] ...")


def _usage_error(message):
    print(_USAGE + "\n", file=sys.stderr)
    print("cProfile.py: error: " + message, file=sys.stderr)
    sys.exit(2)


def _parse(argv):
    # The command line sorts by cumulative time unless told otherwise (CPython 3.13 does).
    options = {"outfile": None, "sort": "cumulative", "module": False, "collapsed": None}
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in ("-h", "--help"):
            print(_USAGE + "\n")
            print("Options:")
            print("  -h, --help            show this help message and exit")
            print("  -o OUTFILE, --outfile=OUTFILE")
            print("                        Save stats to <outfile>")
            print("  -s SORT, --sort=SORT  Sort order when printing to stdout, based on")
            print("                        pstats.Stats class")
            print("  -m                    Profile a library module")
            print("  --collapsed=FILE      Also write collapsed stacks to <FILE> (Taipan)")
            sys.exit(0)
        if arg == "-m":
            options["module"] = True
            i += 1
            break
        name = None
        for short, long, key in (("-o", "--outfile", "outfile"), ("-s", "--sort", "sort"),
                                 (None, "--collapsed", "collapsed")):
            if arg == short or arg == long:
                if i + 1 >= len(argv):
                    _usage_error("%s option requires 1 argument" % arg)
                name, value, i = key, argv[i + 1], i + 2
                break
            if short is not None and arg.startswith(short) and len(arg) > 2:
                name, value, i = key, arg[2:], i + 1
                break
            if arg.startswith(long + "="):
                name, value, i = key, arg[len(long) + 1:], i + 1
                break
        if name is None:
            if arg.startswith("-") and arg != "-":
                _usage_error("no such option: %s" % arg)
            break
        options[name] = value
    return options, argv[i:]


def main():
    import os
    import pstats
    options, args = _parse(sys.argv[1:])
    if options["sort"] not in pstats.Stats.sort_arg_dict_default:
        choices = ", ".join(repr(key) for key in sorted(pstats.Stats.sort_arg_dict_default))
        _usage_error("option -s: invalid choice: %r (choose from %s)" % (options["sort"], choices))
    if not args:
        print(_USAGE + "\n", file=sys.stderr)
        sys.exit(2)
    if options["outfile"] is not None:
        options["outfile"] = os.path.abspath(options["outfile"])
    sys.argv[:] = args
    if options["module"]:
        import importlib.util
        spec = importlib.util.find_spec(args[0])
        if spec is None or spec.origin is None:
            raise ImportError("No module named %s" % args[0])
        with open(spec.origin, "rb") as stream:
            code = compile(stream.read(), spec.origin, "exec")
        globs = {"__name__": "__main__", "__file__": spec.origin, "__spec__": spec,
                 "__package__": spec.parent, "__cached__": None}
    else:
        progname = args[0]
        sys.path.insert(0, os.path.dirname(progname))
        with open(progname, "rb") as stream:
            code = compile(stream.read(), progname, "exec")
        import importlib.machinery
        spec = importlib.machinery.ModuleSpec(name="__main__", loader=None, origin=progname)
        globs = {"__spec__": spec, "__file__": spec.origin, "__name__": spec.name,
                 "__package__": None, "__cached__": None}
    profile = Profile()
    try:
        profile.runctx(code, globs, None)
    except SystemExit:
        pass
    except BrokenPipeError:
        sys.stdout = None
        sys.exit(1)
    finally:
        if options["collapsed"] is not None:
            profile.create_stats()
            write_collapsed(profile.stats, options["collapsed"])
        _report(profile, options["outfile"], options["sort"])


if __name__ == "__main__":
    main()
