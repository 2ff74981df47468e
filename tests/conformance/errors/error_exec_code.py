# An exception raised inside code run by exec().

program = """
values = [1, 2, 3]
total = sum(values)
print("total", total)
print(values[total])
"""
exec(program)
