# Using sys without importing it: CPython 3.13 suggests the missing import.

def arguments():
    return sys.argv[1:]

print("reading arguments")
print(arguments())
