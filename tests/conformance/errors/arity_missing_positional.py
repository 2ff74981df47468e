# Forgetting a required positional argument.

def greet(greeting, name):
    return "%s, %s!" % (greeting, name)

print(greet("Hello", "ann"))
print(greet("Hi"))
