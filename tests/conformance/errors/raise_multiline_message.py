# A message spanning lines: only its last line is the last stderr line.

errors = ["line 3: unexpected token", "line 7: missing colon"]
print(len(errors), "problems found")
raise ValueError("parse failed:\n" + "\n".join(errors))
