# Calling an instance of a class without __call__.

class Greeter:
    def greet(self, name):
        return "hello " + name

g = Greeter()
print(g.greet("ann"))
print(g("bob"))
