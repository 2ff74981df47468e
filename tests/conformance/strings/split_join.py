# split, rsplit, splitlines, partition, rpartition and join.

text = "  the quick  brown\tfox\njumps  "
print(text.split())
print(text.split(" "))
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a,b,,c".rsplit(",", 1))
print("".split(), "".split(","), "   ".split(), " a ".split(" "))
print("a b c d".split(None, 2), "a b c d".rsplit(None, 2), "a  b".split(maxsplit=0))
print("x--y--z".split("--"), "x--y--z".rsplit("--", maxsplit=1))
try:
    "abc".split("")
except ValueError as e:
    print(type(e).__name__, e)

print("line1\nline2\r\nline3\rline4".splitlines())
print("line1\nline2\n".splitlines(), "line1\nline2\n".splitlines(keepends=True))
print("a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i".splitlines())
print("".splitlines(), "\n".splitlines(), "no newline".splitlines())

print("key=value=more".partition("="), "key=value=more".rpartition("="))
print("nokey".partition("="), "nokey".rpartition("="))
try:
    "x".partition("")
except ValueError as e:
    print(type(e).__name__, e)

print(",".join(["a", "b", "c"]), "".join("xyz"), " ".join([]), "-".join("a"), "::".join(("p", "q")))
print("".join(str(n) for n in range(5)), ", ".join(sorted({"b", "a"})))
for bad in ([1, 2], ["a", None], [3.5]):
    try:
        "-".join(bad)
    except TypeError as e:
        print(type(e).__name__, e)

# Parsing a small CSV-ish format
data = """name, age , city
Ann,31,Oslo
  Bob , 25 , Lima
Cid,,Rome"""
header, *rows = data.splitlines()
fields = [f.strip() for f in header.split(",")]
records = [dict(zip(fields, (v.strip() for v in row.split(",")))) for row in rows]
for r in records:
    print(r)
print([r["name"] for r in records if r["age"]])
