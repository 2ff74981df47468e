with open("data.txt") as f
    text = f.read()
