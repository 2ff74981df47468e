# int() of a string that is not a number.

inputs = ["12", " 7 ", "-3", "twelve"]
total = 0
for text in inputs:
    total += int(text)
    print("running total", total)
