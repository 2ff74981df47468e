x = int(input("number: ")))
