# Zero-argument super() in a static method has no instance to use.

class Parent:
    @staticmethod
    def make():
        return "parent"

class Child(Parent):
    @staticmethod
    def make():
        return "child of " + super().make()

print(Parent.make())
Child.make()
