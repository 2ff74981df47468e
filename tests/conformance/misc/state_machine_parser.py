# A table-driven state machine that tokenizes numbers, identifiers and strings.

CLASSES = {}
for ch in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_":
    CLASSES[ch] = "alpha"
for ch in "0123456789":
    CLASSES[ch] = "digit"
for ch in " \t\n":
    CLASSES[ch] = "space"
CLASSES["."] = "dot"
CLASSES['"'] = "quote"
CLASSES["\\"] = "backslash"

TRANSITIONS = {
    ("start", "alpha"): "ident", ("ident", "alpha"): "ident", ("ident", "digit"): "ident",
    ("start", "digit"): "int", ("int", "digit"): "int", ("int", "dot"): "frac0",
    ("frac0", "digit"): "frac", ("frac", "digit"): "frac",
    ("start", "quote"): "string", ("string", "alpha"): "string", ("string", "digit"): "string",
    ("string", "space"): "string", ("string", "dot"): "string", ("string", "other"): "string",
    ("string", "backslash"): "escape", ("escape", "quote"): "string",
    ("escape", "backslash"): "string",
    ("string", "quote"): "string_end",
}
ACCEPTING = {"ident": "NAME", "int": "INT", "frac": "FLOAT", "string_end": "STRING"}

def classify(ch):
    return CLASSES.get(ch, "other")

def tokens(text):
    out, i = [], 0
    while i < len(text):
        if classify(text[i]) == "space":
            i += 1
            continue
        state, j, last_accept = "start", i, None
        while j < len(text):
            nxt = TRANSITIONS.get((state, classify(text[j])))
            if nxt is None:
                break
            state = nxt
            j += 1
            if state in ACCEPTING:
                last_accept = (j, ACCEPTING[state])
            if state == "string_end":
                break
        if last_accept is None:
            out.append(("ERROR", text[i]))
            i += 1
        else:
            end, kind = last_accept
            out.append((kind, text[i:end]))
            i = end
    return out

for line in ['x1 = 42 + 3.14', 'name "a \\"quoted\\" str" 7.', '"unterminated', "_a.b 12..5 ?"]:
    print(repr(line))
    print("   ", tokens(line))
