# A str method that does not exist.

title = "the report"
print(title.title())
print(title.capitalise())
