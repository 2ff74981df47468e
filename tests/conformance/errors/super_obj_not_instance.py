# super(type, obj) where obj is not an instance of type.

class A:
    def who(self):
        return "A"

class B(A):
    def who(self):
        return "B then " + super().who()

print(B().who())
print(super(B, A()).who())
