# The flag values: names, reprs, combinations, ints.
import re

flags = [re.A, re.I, re.L, re.U, re.M, re.S, re.X, re.NOFLAG, re.DEBUG]
for f in flags:
    print(repr(f), str(f), int(f), f.name, f.value, isinstance(f, int), type(f).__name__)
combos = [re.I | re.M, re.M | re.I, re.S | re.X | re.A, re.I | 512, re.I & re.M, re.I ^ re.I, re.I | 0]
for c in combos:
    print(repr(c), int(c), type(c).__name__)
print(re.IGNORECASE is re.I, re.I == 2, re.M + 1, f"{re.M}", format(re.S, "d"), re.RegexFlag.IGNORECASE)
print(re.ASCII == re.A, re.VERBOSE == re.X, re.DOTALL == re.S, re.UNICODE == re.U, re.MULTILINE == re.M)
print(sorted(int(f) for f in flags))
