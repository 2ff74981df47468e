# printf-style formatting with the % operator.

print("%d %i %u" % (42, -7, 3), "%5d|%-5d|%05d|%+d|% d" % (42, 42, 42, 42, 42))
print("%x %X %o %#x %#X %#o" % (255, 255, 8, 255, 255, 8), "%x" % -255, "%c%c" % (72, "i"))
print("%f %.2f %10.3f %-10.1f| %e %.3E %g %G"
      % (3.14159, 3.14159, 3.14159, 3.14159, 12345.678, 0.00012, 1e-5, 1e20))
print("%g %g %g %g %#g" % (100000, 1000000, 0.0001, 0.00001, 1.0))
print("%s %r %a" % ("str", "repr", "é"), "%s" % [1, "a"], "%r" % {"k": None})
print("%%d is literal %% and %s" % "value", "%5s|%-5s|%.2s" % ("ab", "ab", "abcdef"))
print("%(name)s is %(age)d years" % {"name": "ann", "age": 31}, "%(x)s %(x)r" % {"x": "twice"})
print("%*d|%-*d|%.*f" % (6, 42, 6, 42, 2, 3.14159))
print("%s" % (1,), "%s" % ((1, 2),), "%s %s" % (True, None), "%d" % True,
      "%.0f %.0f %.0f" % (0.5, 1.5, 2.5))
print("%i" % 3.99, "%x" % 2 ** 70, "%e" % 2 ** 70, "%.3g" % 2 ** 70)
print("%c" % 0x1F600, "%5c|" % "x", "%s" % "",  "%10.4f|" % -1.5, "%-+8.2f|" % 2.345)
print("%.3s" % "abcdef", "%(a)5.1f" % {"a": 2.25}, "%+.1e" % -12345.6789)
print("inf: %f %e %g" % (float("inf"), float("-inf"), float("nan")))

for fmt, args in (("%d", "x"), ("%d", (1, 2)), ("%s %s", (1,)), ("%(k)s", (1,)), ("%(k)s", {}),
                  ("%z", 1), ("%c", 1.5), ("%c", "ab"), ("%x", 1.5), ("%", ()),
                  ("%.*f", ("a", 1.0))):
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(fmt, "->", type(e).__name__, e)

# A dict with extra keys is fine; tuples must match exactly
print("%(a)s" % {"a": 1, "b": 2})
print("no format" % ())
try:
    print("no format" % (1,))
except TypeError as e:
    print(type(e).__name__, e)

# Report formatting
rows = [("widget", 3, 4.5), ("gadget", 12, 19.99), ("thingamajig", 1, 1234.5)]
for name, qty, price in rows:
    print("%-12s %4d x %9.2f = %10.2f" % (name, qty, price, qty * price))
