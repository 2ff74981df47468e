match command:
print("done")
