# repr() and str() of built-in values.

values = [
    0, -7, 2 ** 70, True, None,
    1.0, -0.0, 1e16, 1.5e-7, 123456789.123,
    float("inf"), float("-inf"), float("nan"),
    "plain", "it's", 'say "hi"', "both ' and \"",
    "tab\tnew\nline", "\\", "\x00\x7f\x80",
    "é", "\u200b", "\U0001F600",
    [], [1, "a"], (), (1,), (1, 2),
    {}, {"k": [1]}, set(), {1},
    range(3), slice(1, 2), slice(None), ..., NotImplemented,
    [[], [[]]], ((),), {"nested": {"d": (1,)}},
]
for v in values:
    print(repr(v), "|", str(v))

print(repr("a'b"), repr('a"b'), repr("a'b\"c"))
print(repr(1.0 / 3), repr(2 / 3), repr(0.1 + 0.2), repr(1e22), repr(1e21), repr(123e-20))
print(str(1e100), str(12345678901234567.0), str(0.000001), str(0.0000001))
print(repr("\r\x1b\x0c\x0b\x07\x08"), repr("\ud800"), repr("\U000e0000"), repr("\xa0\xad"))
print(repr("héllo €"), str("héllo €"))
