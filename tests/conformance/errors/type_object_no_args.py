# A class without __init__ takes no arguments.

class Empty:
    pass

e = Empty()
print(type(e).__name__)
Empty(1, 2)
