def greet(name)
    print("Hello", name)
