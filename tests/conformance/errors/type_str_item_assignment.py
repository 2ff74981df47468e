# Strings are immutable.

word = "hello"
print(word.upper())
fixed = "H" + word[1:]
print(fixed)
word[0] = "H"
