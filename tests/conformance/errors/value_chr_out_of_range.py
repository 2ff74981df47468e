# chr() outside the Unicode range.

codes = [72, 105, 0x110000]
print("".join(chr(c) for c in codes[:2]))
print(chr(codes[2]))
