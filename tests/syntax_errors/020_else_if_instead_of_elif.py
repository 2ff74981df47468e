n = 5
if n > 3:
    print("big")
else if n > 1:
    print("medium")
