# Too few arguments for a %-format string.

template = "%s scored %d points in %s"
print(template % ("ann", 10, "round 1"))
print(template % ("bob", 12))
