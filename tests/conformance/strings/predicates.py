# The is* predicate methods on a variety of strings.

samples = ["", "abc", "ABC", "Abc", "abc123", "123", "12.5", "-1", " ", "\t\n", "Title Case",
           "title case", "UPPER CASE", "٣", "²", "½", "Ⅻ", "é", "ß", "_name", "name1", "1name",
           "class", "αβγ", "中文", "a b", "\x00", "\x7f", "😀"]
methods = ["isalpha", "isdigit", "isdecimal", "isnumeric", "isalnum", "isspace", "islower",
           "isupper", "istitle", "isidentifier", "isprintable", "isascii"]
print("sample".ljust(14), " ".join(m[2:6] for m in methods))
for s in samples:
    flags = " ".join(("T" if getattr(s, m)() else ".").center(4) for m in methods)
    print(repr(s).ljust(14), flags)

# Using predicates to tokenize
def tokenize(text):
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            tokens.append(("NUM", text[i:j]))
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                j += 1
            tokens.append(("NAME", text[i:j]))
            i = j
        else:
            tokens.append(("OP", ch))
            i += 1
    return tokens

print(tokenize("x1 = 42 + foo_bar*(7-y)"))
