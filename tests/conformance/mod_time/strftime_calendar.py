# time.strftime over every day of two years (one a leap year): day of year,
# weekday names and week numbers from gmtime of fixed timestamps.
import time

for year_start in (1704067200, 1735689600):   # 2024-01-01 and 2025-01-01, UTC
    for day in range(0, 366, 3):
        s = time.gmtime(year_start + day * 86400)
        print(time.strftime("%Y-%m-%d %j %a %A %b %U %W %w %u %V %G", s))
