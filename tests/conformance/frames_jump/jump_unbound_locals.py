# After a jump every local that is unbound becomes None (CPython 3.13 also
# warns about it); locals bound before the jump keep their values.
from _jumptools import jump_test


def skips_assignments():
    a = "a"
    b = "b"
    c = "c"
    return a, b, c


jump_test(skips_assignments, 1, 3)
jump_test(skips_assignments, 1, 4)
jump_test(skips_assignments, 2, 4)


def deleted():
    value = "v"
    del value
    other = 1
    return value


jump_test(deleted, 3, 4)


def restart(x=1):
    y = x + 1
    z = y * 2
    return x, y, z


jump_test(restart, 3, 0)
