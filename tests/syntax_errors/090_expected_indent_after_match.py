match point:
case (0, 0):
    print("origin")
