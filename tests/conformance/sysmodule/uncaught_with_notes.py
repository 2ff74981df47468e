# Notes added with add_note() are printed after the exception line; the last
# stderr line is the last note.

def parse_row(row, number):
    try:
        return [int(cell) for cell in row.split(",")]
    except ValueError as e:
        e.add_note("while parsing row %d: %r" % (number, row))
        e.add_note("hint: cells must be integers")
        raise

rows = ["1,2,3", "4,5,6", "7,eight,9"]
total = 0
for number, row in enumerate(rows, 1):
    values = parse_row(row, number)
    total += sum(values)
    print("row", number, values, "running total", total)
print("never printed")
