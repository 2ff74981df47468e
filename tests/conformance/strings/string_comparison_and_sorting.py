# Comparing and sorting strings: code point order, case-insensitive keys, natural sort.

words = ["banana", "Apple", "cherry", "apple", "Banana", "éclair", "Zebra", "zebra",
         "10", "9", "_x"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=str.casefold, reverse=True))
print(sorted(words, key=lambda w: (w.lower(), w)))
print(min(words), max(words), min(words, key=len), max(words, key=len))

print("a" < "b", "a" < "B", "Z" < "a", "abc" < "abd", "ab" < "abc", "" < "a", "é" > "z")
print([ord(c) for c in "aAzZ09_é"])

def natural_key(text):
    parts, num = [], ""
    for ch in text:
        if ch.isdigit():
            num += ch
        else:
            if num:
                parts.append((0, int(num), ""))
                num = ""
            parts.append((1, 0, ch))
    if num:
        parts.append((0, int(num), ""))
    return parts

files = ["file10.txt", "file2.txt", "file1.txt", "File3.txt", "file20b.txt", "file20a.txt"]
print(sorted(files))
print(sorted(files, key=natural_key))
print(sorted(files, key=lambda f: natural_key(f.lower())))

# Equality is exact: no normalisation, no case folding
print("straße" == "strasse", "straße".casefold() == "strasse".casefold(), "é" == "e\u0301")
print("ABC".lower() == "abc", "ǅ".lower() == "ǆ", "ﬁ" == "fi")

# Sorting is stable for equal keys
entries = [("b", 2), ("a", 2), ("c", 1), ("d", 1)]
print(sorted(entries, key=lambda e: e[1]))
