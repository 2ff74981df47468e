# The errors of the time functions: argument counts, wrong types, NaN and
# out-of-range timestamps.
import time

calls = [("gmtime", ("1",)), ("gmtime", (float('nan'),)), ("gmtime", (1e300,)),
         ("gmtime", (10**30,)), ("gmtime", (1, 2)), ("localtime", ([],)), ("ctime", ("x",)),
         ("time", (1,)), ("monotonic", (None,)), ("perf_counter_ns", (0,)), ("sleep", ()),
         ("sleep", (1, 2)), ("strftime", ()), ("strftime", ("%Y", (1, 2), 3)), ("mktime", ()),
         ("asctime", ((2000, 1, 1, 0, 0, 0, 0, 1, 0), 1)), ("gmtime", (None,))]
for name, args in calls:
    try:
        r = getattr(time, name)(*args)
        print(name, "ok", type(r).__name__)
    except Exception as e:
        print(name, type(e).__name__, e)
print(time.gmtime(True), time.gmtime(-0.0)[:6], time.gmtime(2.999)[5])
