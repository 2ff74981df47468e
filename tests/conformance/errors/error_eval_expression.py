# An exception raised inside eval().

expressions = ["1 + 2", "len('abc') * 2", "10 / (5 - 5)"]
for text in expressions:
    print(text, "=", eval(text))
