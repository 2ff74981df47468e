path = "C:\Users\ada\notes.txt"
