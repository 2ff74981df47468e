# f-string syntax from PEP 701: nested quotes, nesting depth, comments, backslashes.

songs = ["Take me back", "Beautiful world", "Never gonna"]
print(f"This is the playlist: {", ".join(songs)}")
print(f"{f"{f"{f"{"deeply nested"}"}"}"}")
name = "world"
print(f"{'single'} {"double"} {'''triple'''} {f'{name!r}'}")
print(f"{"\n".join(["line1", "line2"])}")
print(f"{"tab\there"!r}")
data = {"key": "value"}
print(f"{data["key"]} {data['key']}")

total = f"{
    1 +
    2 +  # comments are allowed inside the braces
    3
}"
print(total)

print(f"{{literal braces}} {{{name}}} {{}}")
print(f"{name:{"^"}{20}}|")
print(f"{'a' if True else 'b'}{"c" * 3}")
print(f"{[f"{i}" for i in range(3)]}")
print(F"capital F", rf"raw {name} \n", fr"also raw \t{name}", Rf"{name}\d")

# Multiline triple-quoted f-strings
report = f"""
Name:  {name.title()}
Songs: {len(songs)}
First: {songs[0]!r}
""".strip()
print(report)

# Concatenation of f-strings and plain strings
print(f"{1}" "plain" f"{2}" 'more' f'{3}')

# Lambdas and dict literals need parentheses or spaces
print(f"{(lambda: 'lambda')()}", f"{ {'set', 'of'} == {'of', 'set'} }", f"{ {1: 2} }")

# Walrus inside an f-string needs parentheses
print(f"{(y := 10) * 2} {y}")
