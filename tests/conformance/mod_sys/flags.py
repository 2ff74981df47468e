# sys.flags: a struct sequence of the interpreter's options; with no
# options given they are all off except the defaults printed here.
import sys
f = sys.flags
print(type(f).__name__, len(f), isinstance(f, tuple))
print(f.debug, f.inspect, f.interactive, f.optimize, f.verbose, f.quiet, f.isolated, f.bytes_warning)
print(f.no_site, f.no_user_site, f.ignore_environment, f.dev_mode, f.utf8_mode, f.safe_path, f.int_max_str_digits)
print(f.warn_default_encoding, f[3] == f.optimize, f.hash_randomization in (0, 1))
print(repr(f).startswith("sys.flags(debug=0, inspect=0, interactive=0, optimize=0"))
try:
    f.debug = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    type(f)()
except TypeError as e:
    print("TypeError:", e)
