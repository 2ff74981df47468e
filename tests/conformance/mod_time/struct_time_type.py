# time.struct_time: repr, attributes, indexing, slicing, tuple behaviour,
# construction from sequences and its errors.
import time

s = time.gmtime(1234567890)
print(s)
print(repr(s))
print(len(s), s[0], s[-1], s[2:5], s[::3], list(s))
print(s.tm_year, s.tm_mon, s.tm_mday, s.tm_hour, s.tm_min, s.tm_sec, s.tm_wday, s.tm_yday,
      s.tm_isdst, s.tm_zone, s.tm_gmtoff)
print(isinstance(s, tuple), type(s).__name__, type(s).__module__)
print(s == tuple(s), tuple(s) == (2009, 2, 13, 23, 31, 30, 4, 44, 0))
print(time.struct_time.n_fields, time.struct_time.n_sequence_fields,
      time.struct_time.n_unnamed_fields)
a, b, c, *rest = s
print(a, b, c, rest)
t = time.struct_time((2000, 1, 2, 3, 4, 5, 6, 2, 0))
print(t, t.tm_zone, t.tm_gmtoff)
u = time.struct_time((2000, 1, 2, 3, 4, 5, 6, 2, 0, "ABC", 3600))
print(u, u.tm_zone, u.tm_gmtoff, len(u))
print(time.struct_time([1, 2, 3, 4, 5, 6, 7, 8, 9]))
for bad in [(1, 2, 3), tuple(range(12)), 5]:
    try:
        time.struct_time(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    s.tm_year = 5
except AttributeError as e:
    print("AttributeError", e)
print(sorted(s) == sorted(tuple(s)), s.count(0), s.index(2009), hash(s) == hash(tuple(s)))
