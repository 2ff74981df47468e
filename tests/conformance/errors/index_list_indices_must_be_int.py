# Indexing a list with a string key.

row = [10, 20, 30]
print(row[1])
column = "1"
print(row[column])
