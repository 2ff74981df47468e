# chr() and ord() across the Unicode range.

for cp in (0, 9, 10, 32, 65, 97, 126, 127, 128, 160, 233, 0x3b1, 0x20ac, 0x4e2d, 0xfffd, 0x1f600,
           0x10ffff):
    ch = chr(cp)
    print(cp, "%#x" % cp, repr(ch), ord(ch) == cp, len(ch))

print(ord("A"), ord("z"), ord("0"), ord(" "), ord("\n"), ord("é"), ord("€"), ord("😀"))
print("".join(chr(c) for c in range(ord("a"), ord("z") + 1)))
print([chr(ord("A") + (ord(c) - ord("A") + 13) % 26) for c in "HELLO"])

# Caesar cipher with chr/ord
def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)

secret = caesar("Hello, World!", 3)
print(secret, caesar(secret, -3))

# Errors
for fn in (lambda: chr(-1), lambda: chr(0x110000), lambda: chr(2 ** 70), lambda: chr(1.5),
           lambda: chr("a"), lambda: ord(""), lambda: ord("ab"), lambda: ord(65),
           lambda: ord(None)):
    try:
        fn()
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)

# chr accepts objects with __index__ and bools
class Sixty:
    def __index__(self):
        return 60

print(repr(chr(Sixty())), repr(chr(True)))
# Surrogates can be created but not printed raw
s = chr(0xd800)
print(len(s), repr(s), ord(s))
