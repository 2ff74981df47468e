# sys.maxsize, byteorder, platform, maxunicode, float_repr_style and the
# encodings: the constants of a 64-bit little-endian Linux build.
import sys
print(sys.maxsize, sys.maxsize == 2 ** 63 - 1, -sys.maxsize - 1, type(sys.maxsize).__name__)
print(sys.byteorder, sys.platform, sys.maxunicode, hex(sys.maxunicode), sys.float_repr_style)
print(sys.getdefaultencoding(), sys.getfilesystemencoding(), chr(sys.maxunicode) != "")
print(len(range(sys.maxsize)), range(sys.maxsize)[-1] == sys.maxsize - 1)
try:
    len(range(sys.maxsize + 1))
except OverflowError as e:
    print("OverflowError:", e)
try:
    [0] * (sys.maxsize + 1)
except (OverflowError, MemoryError) as e:
    print(type(e).__name__ + ":", e)
try:
    chr(sys.maxunicode + 1)
except ValueError as e:
    print("ValueError:", e)
print((1).to_bytes(2, sys.byteorder), int.from_bytes(b"\x01\x00", sys.byteorder))
print(type(sys.executable).__name__, type(sys.argv).__name__, sys.argv[0].endswith("platform_constants.py"))
print(type(sys.orig_argv).__name__, sys.orig_argv[-1] == sys.argv[-1], type(sys.path).__name__)
print(sys.dont_write_bytecode in (True, False), type(sys.warnoptions).__name__, type(sys.modules).__name__)
