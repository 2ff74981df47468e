# time.strftime with the common directives on fixed struct_times and tuples.
import time

directives = ["%Y", "%m", "%d", "%H", "%M", "%S", "%j", "%a", "%A", "%b", "%B", "%y", "%I",
              "%p", "%w", "%U", "%W", "%%", "%Y-%m-%d %H:%M:%S", "%d/%m/%y", "%H%M",
              "[%A, %d %B %Y]", "literal text", "", "%e", "%C", "%G-%V-%u", "%D", "%T", "%R",
              "%n|%t|", "%h", "%F", "%c", "%x", "%X", "100%% sure"]
for t in [0, 86400 * 3 + 3661, 951782400, 1234567890, 1700000000, 4102444800, 1583020800]:
    s = time.gmtime(t)
    print(t, [time.strftime(d, s) for d in directives])
for tup in [(2024, 2, 29, 12, 0, 0, 3, 60, 0), (1999, 12, 31, 23, 59, 59, 4, 365, 0),
            (2000, 1, 1, 0, 0, 0, 5, 1, 0), (1970, 1, 1, 0, 0, 0, 3, 1, 0),
            (2000, 0, 0, 0, 0, 0, 0, 0, 0)]:
    print(tup, time.strftime("%Y %m %d %H %M %S %a %b %j", tup))
for bad in [(2000, 13, 1, 0, 0, 0, 0, 1, 0), (2000, 1, 32, 0, 0, 0, 0, 1, 0),
            (2000, 1, 1, 24, 0, 0, 0, 1, 0), (2000, 1, 1, 0, 60, 0, 0, 1, 0),
            (2000, 1, 1, 0, 0, 62, 0, 1, 0), (2000, 1, 1, 0, 0, 0, 0, 367, 0), (1, 2, 3),
            "2000"]:
    try:
        print(time.strftime("%Y", bad))
    except Exception as e:
        print(type(e).__name__, e)
try:
    time.strftime(5)
except TypeError as e:
    print("TypeError", e)
