# time.gmtime of fixed timestamps: every field, the weekday and day-of-year
# conventions, leap years, negative and float timestamps.
import time

stamps = [0, 1, 59, 60, 3599, 86399, 86400, 951782400, 951868800, 978307199, 1000000000,
          1234567890, 1700000000, 2147483647, 2147483648, 4102444800, 253402300799, -1, -86400,
          -2208988800, 1e9 + 0.999, -0.5, 1.5, 68256000, 1582934400, 1709164800]
for t in stamps:
    s = time.gmtime(t)
    print(t, tuple(s), s.tm_zone, s.tm_gmtoff)
for year in range(1968, 2030):
    t = (year - 1970) * 365 * 86400
    s = time.gmtime(t)
    print(year, s.tm_year, s.tm_mon, s.tm_mday, s.tm_wday, s.tm_yday)
