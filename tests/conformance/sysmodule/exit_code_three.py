# sys.exit(3) ends the program with status 3 and prints nothing to stderr.

import sys

def parse_all(values):
    parsed, errors = [], []
    for value in values:
        try:
            parsed.append(int(value))
        except ValueError as e:
            errors.append(str(e))
    return parsed, errors

parsed, errors = parse_all(["10", "x", "20", "y"])
print("parsed:", parsed, "sum:", sum(parsed))
print("errors found:", len(errors))
for e in errors:
    print(" ", e)

# A nonzero exit status tells the caller how many inputs were bad (capped at 3).
status = min(len(errors) + 1, 3) if errors else 0
print("exiting with status", status)
if status:
    sys.exit(status)
print("never printed")
