# The struct-sequence types of sys: float_info, int_info and hash_info can
# be built from a sequence of the right length; version_info and flags
# cannot be instantiated at all.
import sys
T = type(sys.int_info)
r = T([1, 2, 3, 4])
print(r, r.bits_per_digit, r == (1, 2, 3, 4), r + (5,), type(r[0:2]).__name__, type(r).__name__)
print(T("abcd"), T(range(4)), T(sequence=(9, 8, 7, 6)))
print(r.__reduce__()[1], type(r.__reduce__()[0]).__name__)
for args in [(), ([1, 2, 3],), (list(range(11)),), (5,), ([1, 2, 3, 4, 5],)]:
    try:
        T(*args)
    except TypeError as e:
        print("TypeError:", e)
F = type(sys.float_info)
f = F(list(range(11)))
print(f.max, f.rounds, f)
H = type(sys.hash_info)
print(H(["w", "m", "i", "n", "j", "a", "b", "s", "c"]).algorithm)
for obj in [sys.version_info, sys.flags]:
    try:
        type(obj)(tuple(obj))
    except TypeError as e:
        print("TypeError:", e)
print(hash(sys.int_info) == hash(tuple(sys.int_info)), sys.int_info == tuple(sys.int_info))
