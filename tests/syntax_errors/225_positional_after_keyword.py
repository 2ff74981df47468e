open("file.txt", mode="r", "utf-8")
