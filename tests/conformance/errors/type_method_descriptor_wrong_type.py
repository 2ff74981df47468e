# Calling an unbound str method with a non-str.

upper = str.upper
print(upper("quiet"))
print(upper(42))
