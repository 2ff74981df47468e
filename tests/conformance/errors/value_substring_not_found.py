# str.index of a missing substring.

path = "/usr/local/bin"
print(path.index("local"))
print(path.index("share"))
