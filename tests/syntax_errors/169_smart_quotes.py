print(“Hello”)
