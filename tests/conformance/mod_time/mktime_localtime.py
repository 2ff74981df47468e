# time.mktime inverts time.localtime (whatever the local zone is), and
# localtime's struct_time has the fields gmtime's has.
import time

for t in [0, 86400, 1234567890, 1700000000, 951782400, 2000000000, 100000]:
    local = time.localtime(t)
    print(t, time.mktime(local) == t, type(time.mktime(local)).__name__, len(local),
          isinstance(local.tm_zone, str), isinstance(local.tm_gmtoff, int))
    print(time.mktime(tuple(local)) == t)
print(type(time.localtime()).__name__, time.localtime(None).tm_year >= 2020)
for bad in [(1, 2, 3), "abc", (2000, 1, 1, 0, 0, 0, 0, 1)]:
    try:
        time.mktime(bad)
    except TypeError as e:
        print("TypeError", e)
print(isinstance(time.timezone, int), isinstance(time.altzone, int), time.daylight in (0, 1),
      len(time.tzname), [type(n).__name__ for n in time.tzname])
