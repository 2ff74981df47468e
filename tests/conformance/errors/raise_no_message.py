# An exception without arguments: the last line is only the type name.

class Empty(Exception):
    pass

def check(stack):
    if not stack:
        raise Empty
    return stack[-1]

print(check([1, 2]))
check([])
