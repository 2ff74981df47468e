# Unicode strings: code points, non-BMP characters, normalisation-free comparisons.

s = "naïve café 中文 😀 ß"
print(len(s), [len(w) for w in s.split()], s[6:10], s[-3], s[::-1])
print(["%#x" % ord(c) for c in "é😀"], "\N{GREEK SMALL LETTER ALPHA}", "\u00e9" == "é",
      "\U0001F600" == "😀")
print("e\u0301" == "é", len("e\u0301"), len("é"))
print(sorted(["é", "e", "z", "E", "ä", "a"]), "é" > "z", "Z" < "a")
print("straße".upper(), "STRASSE".lower(), "ß".casefold() == "ss", "ǆ".title(), "ﬀ".upper())
print("ÀÉÎÕÜ".lower(), "àéîõü".upper(), "ÿ".upper(), "ŉ".upper(), len("ŉ".upper()))
print("Ⅷ".lower(), "ⓐ".upper(), "ａｂｃ".upper(), "𝐀".lower() == "𝐀")

# Slicing never splits a code point
emoji = "😀😁😂🤣"
print(len(emoji), emoji[1], emoji[1:3], emoji[::2], emoji.find("😂"), emoji.count("😁"))

# Iteration and reversing with combining marks keeps code points separate
combo = "ae\u0301o"
print([c for c in combo], len(combo), repr(combo[::-1]))

# Escapes
print("\x41\101\u0041\U00000041\N{LATIN CAPITAL LETTER A}", repr("\N{EM DASH}"), "\N{EM DASH}")
print(repr("\u2028"), repr("\u0085"), repr("\ufeff"), repr("\U0010ffff"), repr("\x80"),
      repr("\xff"))

# Width-insensitive operations work by code points
print("|" + "中".center(5, "·") + "|", "|" + "😀".rjust(3) + "|", "中文".zfill(4))

# Identifiers can be non-ASCII
café = "coffee"
π = 3.14159
print(café, π, "café".isidentifier(), "2π".isidentifier())

# str.translate with a mapping of code points
table = str.maketrans({"a": "4", "e": "3", "o": None, "t": "7"})
print("the quick brown fox ate".translate(table))
table2 = str.maketrans("abc", "xyz", "!")
print("aabbcc!!".translate(table2), sorted(table2.items()))
