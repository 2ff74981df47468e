# Zero-argument super() outside a method.

class Base:
    def hello(self):
        return "base"

def helper():
    return super().hello()

print(Base().hello())
helper()
