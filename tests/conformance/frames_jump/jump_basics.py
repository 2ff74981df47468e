# f_lineno assignment in a 'line' event: skipping lines forward, repeating
# lines backward, restarting at the def line, and lines without code.
from _jumptools import jump_test


def straight():
    out = []
    out.append(1)
    out.append(2)
    out.append(3)
    return out


jump_test(straight, 2, 4)
jump_test(straight, 4, 2)
jump_test(straight, 3, 3)
jump_test(straight, 5, 0)
jump_test(straight, 1, 5)


def with_gaps():
    out = []

    # nothing here

    out.append("after gap")
    def nested():
        return "nested body"
    out.append("end")
    return out


jump_test(with_gaps, 1, 2)
jump_test(with_gaps, 1, 3)
jump_test(with_gaps, 5, 7)
jump_test(with_gaps, 5, 8)
jump_test(with_gaps, 1, 11)
jump_test(with_gaps, 1, -1)
