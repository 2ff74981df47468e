# int.from_bytes(bytes, byteorder='big', *, signed=False) with bytes,
# bytearray, lists and iterables, and on an int subclass.
for b in [b"", b"\x00", b"\xff", b"\x80\x00", b"\x01\x02\x03", bytearray(b"\xfe\xff"), [1, 2],
          (255, 255, 255, 255, 255, 255, 255, 255, 255), b"\x7f" + b"\xff" * 15, range(5)]:
    print(list(bytes(b))[:6], int.from_bytes(b), int.from_bytes(b, "little"),
          int.from_bytes(b, signed=True), int.from_bytes(b, "little", signed=True))
class Flags(int):
    def __repr__(self):
        return "Flags(%d)" % int(self)
r = Flags.from_bytes(b"\x01\x00")
print(type(r).__name__, repr(r), bool.from_bytes(b"\x00"), bool.from_bytes(b"\x05"))
print(int.from_bytes(bytes=b"\x10", byteorder="little"), int.from_bytes(iter([1, 0])))
for args in [("abc",), (b"\x01", "sideways"), ([256],), ([-1],), (5,), (b"\x01", "big", True)]:
    try:
        int.from_bytes(*args)
    except (TypeError, ValueError) as e:
        print(args, type(e).__name__ + ":", e)
big = int.from_bytes(bytes(range(256)), "big")
print(big.bit_length(), big % 1000003, int.from_bytes(bytes(range(256)), "little") % 999983)
