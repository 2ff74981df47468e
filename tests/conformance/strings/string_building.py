# Building strings efficiently and correctly: join, accumulation, templates.

rows = [("id", "name", "score"), (1, "ann", 93.5), (2, "bob", 71.25), (3, "cid", 88.0)]

# join with a generator
print("\n".join(",".join(str(v) for v in row) for row in rows))

# Accumulation in a loop produces the same text
out = ""
for row in rows:
    out += "|".join(str(v) for v in row) + "\n"
print(out, end="")

# Fixed-width columns computed from the data
widths = [max(len(str(row[i])) for row in rows) for i in range(3)]
for row in rows:
    print("  ".join(str(v).ljust(w) for v, w in zip(row, widths)).rstrip())

# A simple template engine
def render(template, values):
    out, i = [], 0
    while i < len(template):
        start = template.find("{{", i)
        if start == -1:
            out.append(template[i:])
            break
        end = template.find("}}", start)
        if end == -1:
            raise ValueError("unclosed placeholder at %d" % start)
        out.append(template[i:start])
        key = template[start + 2:end].strip()
        if key not in values:
            raise KeyError("missing value for %r" % key)
        out.append(str(values[key]))
        i = end + 2
    return "".join(out)

print(render("Hello {{ name }}, you have {{count}} new {{ thing }}s.",
             {"name": "ann", "count": 3, "thing": "message"}))
for bad in ("{{ oops", "{{ missing }}"):
    try:
        render(bad, {})
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)

# Repetition, centering and boxes
def boxed(lines):
    width = max(len(l) for l in lines)
    top = "+" + "-" * (width + 2) + "+"
    return "\n".join([top] + ["| " + l.ljust(width) + " |" for l in lines] + [top])

print(boxed(["Report", "lines: 3", "status: ok"]))

# Reversing, slicing and joining words
sentence = "the quick brown fox"
print(" ".join(w.capitalize() for w in sentence.split()), "-".join(reversed(sentence.split())))
print("".join(sorted(set(sentence.replace(" ", "")))))
