folder = "C:\projects\data"
with open(folder + "\\notes.txt" as f:
    print(f.read())
