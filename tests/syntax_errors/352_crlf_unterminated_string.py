msg = "hello
print(msg)
