# Two built-in bases with incompatible layouts.

class MyInt(int):
    pass

print(MyInt(5) + 1)

class Both(int, str):
    pass
