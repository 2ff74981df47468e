# The same base listed twice.

class Mixin:
    pass

print("defining the class")

class Broken(Mixin, Mixin):
    pass
