# CPython 3.13 allows 21 statically nested blocks in one code object; one
# more is a SyntaxError at the block's line, which ends the program here.
def nest(depth, keyword="for"):
    lines = []
    for level in range(depth):
        header = "for i%d in range(1):" % level if keyword == "for" else "while x:"
        lines.append("    " * level + header)
    lines.append("    " * depth + "pass")
    return "\n".join(lines) + "\n"


exec(nest(21))
print("21 blocks compile")
for keyword in ("for", "while"):
    try:
        compile(nest(22, keyword), "<nested>", "exec")
    except SyntaxError as e:
        print(keyword, type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
# Blocks nest per code object: a function starts again from none.
inner = "def f():\n" + "".join("    " + line + "\n" for line in nest(21).splitlines())
exec(nest(10) + "    " * 10 + inner.replace("\n", "\n" + "    " * 10).rstrip() + "\n")
print("nested function compiles")
exec(nest(23))
