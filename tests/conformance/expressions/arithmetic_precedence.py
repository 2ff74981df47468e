# Operator precedence and associativity of the arithmetic operators.

def show(label, value):
    print(label, "=", repr(value))

show("2 + 3 * 4", 2 + 3 * 4)
show("(2 + 3) * 4", (2 + 3) * 4)
show("2 ** 3 ** 2", 2 ** 3 ** 2)
show("(2 ** 3) ** 2", (2 ** 3) ** 2)
show("-2 ** 2", -2 ** 2)
show("(-2) ** 2", (-2) ** 2)
show("2 ** -1", 2 ** -1)
show("10 - 4 - 3", 10 - 4 - 3)
show("100 / 10 / 5", 100 / 10 / 5)
show("7 // 2 * 2 + 7 % 2", 7 // 2 * 2 + 7 % 2)
show("-7 // 2", -7 // 2)
show("-7 % 2", -7 % 2)
show("7 % -3", 7 % -3)
show("-7 % -3", -7 % -3)
show("~5", ~5)
show("~-1", ~-1)
show("-~5", -~5)
show("+-+3", +-+3)
show("1 + 2 << 3", 1 + 2 << 3)
show("1 << 2 + 3", 1 << 2 + 3)
show("6 & 3 | 8", 6 & 3 | 8)
show("6 ^ 3 & 1", 6 ^ 3 & 1)
show("5 | 2 ^ 7", 5 | 2 ^ 7)
show("2 * 3 ** 2", 2 * 3 ** 2)
show("not 1 + 1 == 2", not 1 + 1 == 2)
show("1 < 2 == 2 > 1", 1 < 2 == 2 > 1)
show("3 - -3", 3 - -3)
show("2 ** 0.5 * 2 ** 0.5 > 1.99", 2 ** 0.5 * 2 ** 0.5 > 1.99)
show("-3 ** 0", -3 ** 0)
show("0 ** 0", 0 ** 0)
show("10 % 3 ** 2", 10 % 3 ** 2)

# Evaluation order: left operand before right, arguments left to right.
log = []

def val(name, v):
    log.append(name)
    return v

result = val("a", 2) * val("b", 3) + val("c", 4) ** val("d", 2)
print(result, log)
log.clear()
result = val("x", 10) - val("y", 3) - val("z", 2)
print(result, log)
log.clear()
result = val("p", 2) ** val("q", 3) ** val("r", 2)
print(result, log)
