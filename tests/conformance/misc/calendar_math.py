# Calendar arithmetic without the datetime module: leap years, weekdays, month grids.

def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)

def days_in_month(year, month):
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31

def weekday(year, month, day):
    """0 = Monday, using Zeller's congruence."""
    if month < 3:
        month += 12
        year -= 1
    k, j = year % 100, year // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return (h + 5) % 7

def day_of_year(year, month, day):
    return sum(days_in_month(year, m) for m in range(1, month)) + day

def days_between(a, b):
    def ordinal(y, m, d):
        y1 = y - 1
        return y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400 + day_of_year(y, m, d)
    return ordinal(*b) - ordinal(*a)

NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

print([y for y in (1900, 2000, 2023, 2024, 2100, 2400) if is_leap(y)])
for date in ((2000, 1, 1), (2024, 2, 29), (1969, 7, 20), (2038, 1, 19), (1, 1, 1)):
    print(date, NAMES[weekday(*date)], day_of_year(*date))
print(days_between((2000, 1, 1), (2024, 1, 1)), days_between((2024, 3, 1), (2024, 2, 1)))

def month_grid(year, month):
    lines = [" ".join(n[:2] for n in NAMES)]
    first = weekday(year, month, 1)
    cells = ["  "] * first + ["%2d" % d for d in range(1, days_in_month(year, month) + 1)]
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]))
    return "\n".join(lines)

print(month_grid(2024, 2))
print(month_grid(2023, 10))

# Count Friday the 13ths in a range of years
fridays = [(y, m) for y in range(2020, 2027) for m in range(1, 13) if weekday(y, m, 13) == 4]
print(len(fridays), fridays[:4])
