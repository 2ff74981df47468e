name = "Ada"
print name
