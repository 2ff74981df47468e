# time.asctime of fixed broken-down times, and ctime agreeing with
# asctime(localtime()).
import time

for t in [0, 1234567890, 951782400, 1700000000, 4102444800, 86400 * 9, 86400 * 10 + 59]:
    print(t, time.asctime(time.gmtime(t)))
    print(time.ctime(t) == time.asctime(time.localtime(t)))
for tup in [(2024, 2, 29, 12, 0, 0, 3, 60, 0), (1999, 12, 31, 23, 59, 59, 4, 365, 0),
            (2000, 1, 1, 0, 0, 0, 5, 1, 0), (12345, 6, 7, 8, 9, 10, 0, 158, 0)]:
    print(time.asctime(tup))
for bad in [(2000, 13, 1, 0, 0, 0, 0, 1, 0), (1, 2), "x"]:
    try:
        print(time.asctime(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(type(time.asctime()).__name__, len(time.asctime()) >= 24, type(time.ctime()).__name__)
