# ord() of a string with more than one character.

for ch in ("a", "é", "ab"):
    print(ch, ord(ch))
