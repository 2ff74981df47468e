# marshal: round trips of the values profile statistics hold, and loading
# bytes that CPython 3.13's marshal.dumps wrote (back-references and
# interned strings included).
import marshal

values = [
    None, True, False, Ellipsis, StopIteration, 0, 1, -1, 2**31 - 1, -2**31, 2**31, -2**31 - 1,
    2**100, -(3**80), 0.0, -0.0, 1.5, 1e300, float("inf"), 3 + 4j, "", "abc", "é ✓ 𝄞",
    "x" * 300, b"", b"\x00\xff", (), (1,), tuple(range(300)), [], [1, [2, [3]]], {},
    {"a": 1, (1, 2): [3.5]}, set(), {1, 2}, frozenset({"z"}),
    {("f.py", 3, "f"): (1, 2, 0.5, 0.75, {("~", 0, "<built-in method builtins.len>"):
                                          (2, 1, 0.25, 0.25)})},
]
for value in values:
    back = marshal.loads(marshal.dumps(value))
    same = back == value or (value != value and back != back)
    print(type(back).__name__, same, repr(back)[:60])

# Written by CPython 3.13's marshal.dumps (version 4, then version 2).
recorded = [
    b'\xe9\x07\x00\x00\x00',
    b'\xe7\x00\x00\x00\x00\x00\x00\xf8?',
    b'\xda\x03abc',
    b'\xa9\x02\xda\x01x\xda\x01y',
    b'\xfb\xda\x01a\xe9\x01\x00\x00\x00\xda\x01b[\x02\x00\x00\x00\xe9\x02\x00\x00\x00\xe9\x03\x00\x00\x000',
    b'\xa9\x03\xda\x06sharedr\x01\x00\x00\x00r\x01\x00\x00\x00',
    b'\xec\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04',
    b'\xec\xfd\xff\xff\xff\x00\x00\x00\x00\x00\x04',
    b'\xf5\x05\x00\x00\x00\xc3\xa9\xe2\x9c\x93',
    b'\xfb\xa9\x03\xfa\x04f.py\xe9\x03\x00\x00\x00\xda\x01f)\x05\xe9\x01\x00\x00\x00\xe9\x02\x00\x00\x00\xe7\x00\x00\x00\x00\x00\x00\xe0?\xe7\x00\x00\x00\x00\x00\x00\xe8?{\xa9\x03\xda\x01~\xe9\x00\x00\x00\x00\xfa\x1e<built-in method builtins.len>\xa9\x04r\x06\x00\x00\x00r\x05\x00\x00\x00\xe7\x00\x00\x00\x00\x00\x00\xd0?r\x0e\x00\x00\x0000',
    b'\xbc\x02\x00\x00\x00\xe9\x01\x00\x00\x00\xe9\x02\x00\x00\x00',
    b'\xbe\x00\x00\x00\x00',
    b'N',
    b'\xa9\x03TF.',
    b'\xf3\x05\x00\x00\x00bytes',
    b'\xf9\x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00\x00\x00@',
    b'\xdb\x02\x00\x00\x00[\x00\x00\x00\x00[\x00\x00\x00\x00',
    b'i\x07\x00\x00\x00',
    b'g\x00\x00\x00\x00\x00\x00\xf8?',
    b'u\x03\x00\x00\x00abc',
    b'(\x02\x00\x00\x00u\x01\x00\x00\x00xu\x01\x00\x00\x00y',
]
for data in recorded:
    print(repr(marshal.loads(data)))
for bad in (b"", b"\xe9\x01", b"?"):
    try:
        marshal.loads(bad)
    except (EOFError, ValueError) as error:
        print(type(error).__name__, error)
try:
    marshal.dumps(object())
except ValueError as error:
    print("ValueError", error)
print(marshal.version)
