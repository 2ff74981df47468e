# Calls of native code: a builtin function (CALL_BUILTIN), a method of a
# builtin type called on an instance (LOAD_ATTR_METHOD_NO_DICT, then
# CALL_METHOD_DESCRIPTOR), and the calls done inline: len(x) (CALL_LEN),
# isinstance(x, T) (CALL_ISINSTANCE), type(x) (CALL_TYPE_1) and
# list.append(x) (CALL_LIST_APPEND). A class without a Python __init__ and
# an instance with __call__ take CALL_NON_PY_GENERAL. Replacing
# builtins.len keeps the builtins' keys, so LOAD_GLOBAL_BUILTIN stays and
# loads the replacement, while CALL_LEN misses (the replacement runs) until
# it deoptimizes and respecializes as a call of a Python function.
import builtins
from _golden import repeat, show, show_before


class Doubler:
    def __call__(self, x):
        return 2 * x


def native(values, text):
    return min(values), text.upper(), ", ".join(text.split())


def inline(values, item):
    values.append(item)
    return len(values), isinstance(item, (int, str)), type(item).__name__


def construct(text, doubler):
    return int(text), doubler(int(text))


def counting_len(obj):
    return -1


# Every global exists before the first call: a new one would change the
# globals' keys and make the LOAD_GLOBAL_BUILTIN sites miss.
original_len = builtins.len
show_before(native)
show_before(inline)
print(repeat(2, native, [3, 1, 2], "a b c"))
show("native after two calls", native)
print(repeat(2, inline, [], 7), inline([1], "s"), inline([], 2.5))
show("inline after four calls", inline)
print(repeat(2, construct, "21", Doubler()))
show("construct after two calls", construct)

builtins.len = counting_len
print(inline([], 1))
show("inline after builtins.len was replaced and one call (a miss)", inline)
print(repeat(53, inline, [], 1))
show("inline after 54 misses at the len call (deoptimized)", inline)
print(repeat(2, inline, [], 1))
show("inline respecialized: len is now a Python function", inline)
builtins.len = original_len
print(repeat(58, inline, [], 1))
show("inline after the builtin was restored and 58 calls (54 misses deoptimize it a second "
     "time; the doubled back-off retries on the 4th call after)", inline)
