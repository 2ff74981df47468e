# printf-style formatting of floats and ints with the % operator.
codes = ["%e", "%E", "%f", "%F", "%g", "%G", "%.3e", "%10.2f", "%-10.2f|", "%+.1f", "% f",
         "%#.0f", "%#g", "%010.3f", "%d", "%i", "%r", "%s", "%.0f", "%.15g", "%5s", "%-8r|",
         "%.2s", "%+e", "%#.3G", "%x", "%o", "%c"]
for v in [0.0, -0.0, 1.5, -2.5, 1234.5678, 1e20, 1e-10, 65.0, float("inf"), 97, -13, 10 ** 20]:
    row = []
    for code in codes:
        try:
            row.append(code % v)
        except (TypeError, ValueError, OverflowError) as e:
            row.append(type(e).__name__ + ": " + str(e))
    print(repr(v), row)
# '*' takes the width and precision from the arguments.
print("%*.*f|%-*d|%*s" % (10, 3, 3.14159, 6, 42, -5, "ab"))
print("%(a).2f %(b)e %(a)r" % {"a": 2.5, "b": 1e5})
print("%5.1f%%" % 99.44, "%c%c" % (72, "i"), "%#x %#o %#X" % (255, 8, 255))
print("%+05d % 5d %-5d|" % (42, 42, 42), "%.3d" % 7, "%x" % -255, "%o" % -8)
for bad in [("%d", "x"), ("%f", "x"), ("%c", 1.5), ("%c", "ab"), ("%x", 1.5), ("%y", 1), ("%d %d", (1,))]:
    try:
        print(bad[0] % bad[1])
    except (TypeError, ValueError, OverflowError) as e:
        print(bad, type(e).__name__ + ":", e)
