with open("log.txt") as 1:
    pass
