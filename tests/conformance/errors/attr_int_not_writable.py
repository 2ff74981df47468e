# Built-in instances have no __dict__ for new attributes.

value = 42
print(value.real, value.imag)
value.unit = "cm"
