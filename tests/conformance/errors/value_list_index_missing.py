# list.index of a missing value.

colors = ["red", "green", "blue"]
print(colors.index("green"))
print(colors.index("purple"))
