# A digit that is invalid in the given base.

for text in ("101", "111", "102"):
    print(text, int(text, 2))
