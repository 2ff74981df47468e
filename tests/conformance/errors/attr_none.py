# Calling a method on None returned by a lookup.

users = {"ann": "admin"}
role = users.get("ann")
print(role.upper())
role = users.get("bob")
print(role.upper())
