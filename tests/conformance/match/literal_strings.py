# String and bytes literals, implicit concatenation, and how str/bytes compare.
def command(text):
    match text:
        case "go" | "run":
            return "move"
        case "stop":
            return "halt"
        case "multi" "part":
            return "concatenated"
        case "":
            return "empty"
        case b"raw":
            return "bytes"
        case "caf\u00e9":
            return "accented"
        case _:
            return "unknown:" + repr(text)

for t in ["go", "run", "stop", "multipart", "", b"raw", "raw", "café", bytearray(b"raw"), "STOP"]:
    print(repr(t), "->", command(t))

def s_vs_b(x):
    match x:
        case "a":
            return "str a"
        case b"a":
            return "bytes a"
    return "neither"

print(s_vs_b("a"), s_vs_b(b"a"), s_vs_b(97), s_vs_b(["a"]))
