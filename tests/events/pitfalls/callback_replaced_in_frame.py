# Callbacks replaced and re-bound while the frames they observe are running:
# a replacement with another arity, a callback's __code__ assigned, a
# callback replaced by a non-function callable, all taking effect at the
# next event of the frame already running (its PY_RETURN twin, its LINE).
import sys
sys.path.insert(0, "..")
import _logtool

M = sys.monitoring
E = M.events
T = M.PROFILER_ID
log = []


def start_a(code, offset):
    log.append("A start " + code.co_name)


def start_b(code, offset, *extra):
    log.append("B start %s %d" % (code.co_name, len(extra)))


def return_a(code, offset, value):
    log.append("A return %s %r" % (code.co_name, value))


def return_c(*args):
    log.append("C return %s %r" % (args[0].co_name, args[2:]))


class Recorder:
    def __call__(self, code, offset, value):
        log.append("R return %s %r" % (code.co_name, value))


def swap_return_callback():
    # Runs inside `outer`, whose PY_RETURN twin is already instrumented.
    M.register_callback(T, E.PY_RETURN, return_c)
    return 1


def swap_code():
    return_a.__code__ = return_c.__code__
    return 2


def swap_to_object():
    M.register_callback(T, E.PY_RETURN, Recorder())
    return 3


def outer(step):
    value = step()
    return value * 10


M.use_tool_id(T, "swapper")
M.register_callback(T, E.PY_START, start_a)
M.register_callback(T, E.PY_RETURN, return_a)
M.set_events(T, E.PY_START | E.PY_RETURN)
outer(swap_return_callback)
M.register_callback(T, E.PY_RETURN, return_a)
M.register_callback(T, E.PY_START, start_b)
outer(swap_code)
M.register_callback(T, E.PY_RETURN, return_a)
outer(swap_to_object)
outer(swap_return_callback)
M.set_events(T, 0)
M.free_tool_id(T)
for line in log:
    print(line)
