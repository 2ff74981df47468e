# The int <-> str digit limit: both directions' ValueErrors, raising and
# lowering it with sys.set_int_max_str_digits, and what it does not limit
# (power-of-two bases).
import sys
print(sys.get_int_max_str_digits(), sys.int_info.default_max_str_digits,
      sys.int_info.str_digits_check_threshold, sys.flags.int_max_str_digits)
for make in [lambda: int("1" * 5000), lambda: str(10 ** 5000), lambda: repr(-(10 ** 5000)),
             lambda: f"{10 ** 4300}", lambda: "%d" % (10 ** 5000), lambda: format(10 ** 4400, ","),
             lambda: int("-" + "7" * 4301)]:
    try:
        make()
        print("no error")
    except ValueError as e:
        print("ValueError:", e)
print(len(str(10 ** 4299)), len(str(-(10 ** 4299))), int("9" * 4300) % 97)
print(len(hex(10 ** 5000)), len(bin(10 ** 5000)), len(oct(10 ** 5000)), int("f" * 5000, 16) % 1000)
sys.set_int_max_str_digits(5000)
print(sys.get_int_max_str_digits(), len(str(10 ** 4999)))
try:
    int("1" * 5001)
except ValueError as e:
    print("ValueError:", e)
for v in [100, 639, -1, 2 ** 70, "a", 640, 0]:
    try:
        sys.set_int_max_str_digits(v)
        print("set", v, sys.get_int_max_str_digits())
    except (ValueError, TypeError, OverflowError) as e:
        print(v, type(e).__name__ + ":", e)
print(len(str(10 ** 10000)))
sys.set_int_max_str_digits(maxdigits=4300)
print(sys.get_int_max_str_digits())
