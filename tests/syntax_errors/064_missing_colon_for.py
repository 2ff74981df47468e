for name in names
    print(name)
