# A decimal integer literal longer than sys.get_int_max_str_digits() is a
# SyntaxError raised by compile(); uncaught, it ends the program.
import sys

source = "value = " + "4" * 4300
exec(source)
print(len(str(value)))
sys.set_int_max_str_digits(1000)
try:
    exec("value = " + "4" * 1001)
except SyntaxError as e:
    print(e.lineno, e.offset, e.msg)
sys.set_int_max_str_digits(4300)
exec("value = 1 +\\\n" + "4" * 4400)
