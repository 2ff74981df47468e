value = 3
if value = 3:
    print("three")
