# Jumping out of except and finally blocks: the handled exception is
# restored as if the block had ended, and an exception propagating through
# a finally block is dropped when the jump leaves it.
import sys
from _jumptools import jump_test


def handler():
    try:
        {}["key"]
    except KeyError as error:
        inside = repr(sys.exception())
        more = "still in handler"
    return inside, repr(sys.exception())


jump_test(handler, 5, 6)
jump_test(handler, 5, 1)
jump_test(handler, 5, 4)
jump_test(handler, 4, 3)


def finally_during_exception():
    try:
        1 / 0
    finally:
        note = "finally ran"
        more = "after"
    return "returned normally"


jump_test(finally_during_exception, 4, 6)
jump_test(finally_during_exception, 5, 4)
jump_test(finally_during_exception, 4, 2)


def nested_handlers():
    try:
        raise ValueError("outer")
    except ValueError:
        try:
            raise TypeError("inner")
        except TypeError:
            deepest = repr(sys.exception())
        after_inner = repr(sys.exception())
    return repr(sys.exception())


jump_test(nested_handlers, 7, 8)
jump_test(nested_handlers, 7, 9)
