if True:
print("yes")
