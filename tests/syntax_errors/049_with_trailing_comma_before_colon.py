with open("a") as f, :
    pass
