# Compression algorithms on strings: run-length encoding and Huffman coding.

def rle_encode(text):
    out = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i] and j - i < 9:
            j += 1
        out.append("%d%s" % (j - i, text[i]))
        i = j
    return "".join(out)

def rle_decode(code):
    return "".join(code[i + 1] * int(code[i]) for i in range(0, len(code), 2))

for text in ("aaabbbcccd", "abc", "", "x" * 20, "aabbaa"):
    code = rle_encode(text)
    print(repr(text), code, rle_decode(code) == text)

def huffman_codes(text):
    freq = {}
    for ch in text:
        freq[ch] = freq.get(ch, 0) + 1
    # Nodes are (weight, order, tree); order breaks ties deterministically.
    nodes = [(w, i, ch) for i, (ch, w) in enumerate(sorted(freq.items()))]
    order = len(nodes)
    if len(nodes) == 1:
        return {nodes[0][2]: "0"}
    while len(nodes) > 1:
        nodes.sort(key=lambda n: (n[0], n[1]))
        (w1, _, t1), (w2, _, t2) = nodes[0], nodes[1]
        nodes = nodes[2:] + [(w1 + w2, order, (t1, t2))]
        order += 1
    codes = {}
    def walk(tree, prefix):
        if isinstance(tree, str):
            codes[tree] = prefix
        else:
            walk(tree[0], prefix + "0")
            walk(tree[1], prefix + "1")
    walk(nodes[0][2], "")
    return codes

def encode(text, codes):
    return "".join(codes[ch] for ch in text)

def decode(bits, codes):
    reverse = {v: k for k, v in codes.items()}
    out, current = [], ""
    for b in bits:
        current += b
        if current in reverse:
            out.append(reverse[current])
            current = ""
    return "".join(out)

message = "this is an example of a huffman tree"
codes = huffman_codes(message)
for ch in sorted(codes, key=lambda c: (len(codes[c]), c)):
    print(repr(ch), codes[ch])
bits = encode(message, codes)
print(len(bits), len(message) * 8, decode(bits, codes) == message)
print(huffman_codes("aaaa"), decode(encode("aaaa", huffman_codes("aaaa")), huffman_codes("aaaa")))
