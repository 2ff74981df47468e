# complex() refuses malformed text with "complex() arg is a malformed
# string", and a string together with a second argument.
for t in ["1+", "1+2", "2j+1", "(1", "1 + 2j", "0x1", "jj", "()", "1+2jx", "", " ", "1__0j",
          "(1+2j", "1+2j)", "((1))", "1e", "+-1j", "1..5", "i", "1i", "nanjj"]:
    try:
        complex(t)
        print("accepted", repr(t))
    except ValueError as e:
        print(repr(t), "ValueError:", e)
for args in [("1", 2), (1, "2"), ("1", "2")]:
    try:
        complex(*args)
    except TypeError as e:
        print(args, "TypeError:", e)
for bad in [None, [1], {}]:
    try:
        complex(bad)
    except TypeError as e:
        print("TypeError:", e)
complex("1+2i")
