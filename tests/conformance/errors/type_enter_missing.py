# Using an object that is not a context manager in a with statement.

class Resource:
    def open(self):
        return self

print("opening")
with Resource() as r:
    print("inside")
