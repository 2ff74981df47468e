message = 'hello
print(message)
