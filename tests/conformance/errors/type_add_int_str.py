# Adding an int and a str raises TypeError naming both operand types.

def total_label(count, unit):
    return count + " " + unit

print(total_label(str(3), "apples"))
print("now with an int count")
print(total_label(3, "pears"))
