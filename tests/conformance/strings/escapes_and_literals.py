# String literal forms: quotes, escapes, raw strings, triple quotes, concatenation.

print('single', "double", '''triple single''', """triple double""")
print('it\'s', "say \"hi\"", 'mixed "quotes"', "mixed 'quotes'")
print("tab:\t|", "newline:\\n", "backslash: \\", "bell:\a".__len__(), "null:\0".__len__())
print(repr("\a\b\f\n\r\t\v"), repr("\0\00\000\1\12\123"), repr("\x0a\x41"))
print(r"raw \n stays", r"C:\path\to\file", r"\d+\.\d+", len(r"\n"), r"quote \" inside")
print(R"upper R raw", r"")
print("""line one
line two\
 joined
line three""")
print('''He said "it's"''', """She said 'it's' and "that's" """)
print("adjacent" " literals" ' are' """ joined""")
print("implicit"
      " concatenation"
      " across lines")
print("\N{SNOWMAN}", "\u2603", "\U00002603", "\N{snowman}", "☃")
print(len("\
"), repr("a\
b"))

# Unknown escapes keep the backslash (and warn at compile time; avoided here)
unknown = "\\d"
print(unknown, len(unknown))

# Raw strings cannot end with an odd number of backslashes, but can contain escaped quotes
print(r"a\\", r'\'', len(r'\''))

# Multiline strings with indentation preserved
poem = """\
    indented
  less
no indent"""
print(poem)
print(poem.splitlines())
