# The errors float() raises for text that is not a number.
bad = ["x", "", " ", "1.5.5", "0x10", ".", "e5", "1e", "1e+", "1.5j", "1__0", "_1", "1_",
       "infi", "nan(1)", "1\x00", "in f", "- 1", "1e1.5", "++1", "0b1", "\u00bd", "1 2", "inf_"]
for t in bad:
    try:
        float(t)
        print("accepted", repr(t))
    except ValueError as e:
        print("ValueError:", e)
for t in [b"x", b"", bytearray(b"1e")]:
    try:
        float(t)
    except ValueError as e:
        print("ValueError:", e)
for obj in [None, [1], {}, 1j, object]:
    try:
        float(obj)
    except TypeError as e:
        print("TypeError:", e)
class Bad:
    def __float__(self):
        return "1.0"
try:
    float(Bad())
except TypeError as e:
    print("TypeError:", e)
try:
    float(2 ** 1024)
except OverflowError as e:
    print("OverflowError:", e)
float("not a number at all")
