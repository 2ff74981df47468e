# An exception raised inside __del__ is reported on stderr and otherwise ignored.
# Only the last line of stderr is compared: the exception's type and message.

class Noisy:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("  __del__ of", self.name, "starts")
        raise ValueError("problem while destroying " + self.name)

n = Noisy("first")
del n
print("execution continues after the ignored exception")

def scope():
    local = Noisy("local")
    return "returned normally"

print(scope())
print("the program still exits with status 0")
