# Popping from an empty list.

tasks = ["write", "test"]
while True:
    print("doing", tasks.pop())
