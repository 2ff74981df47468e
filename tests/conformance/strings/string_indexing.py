# Indexing and slicing strings, with errors.

s = "Python 3.13"
print(s[0], s[6], s[-1], s[-4], s[7:], s[:6], s[::2], s[::-1], s[-4:-1], s[100:], repr(s[5:2]))
for i in (len(s), -len(s) - 1, 2 ** 63):
    try:
        s[i]
    except IndexError as e:
        print(type(e).__name__, e)
for key in ("0", 1.0, None, [1]):
    try:
        s[key]
    except TypeError as e:
        print(type(e).__name__, e)

# Each index yields a string of length 1
print(type(s[0]).__name__, len(s[0]), s[0] == "P", [s[i] for i in range(0, len(s), 3)])

# Reversing words and characters
sentence = "the quick brown fox"
print(" ".join(reversed(sentence.split())), sentence[::-1],
      " ".join(w[::-1] for w in sentence.split()))

# Checking palindromes with two pointers
def is_palindrome(text):
    cleaned = [c.lower() for c in text if c.isalnum()]
    i, j = 0, len(cleaned) - 1
    while i < j:
        if cleaned[i] != cleaned[j]:
            return False
        i, j = i + 1, j - 1
    return True

print([is_palindrome(t) for t in ("A man, a plan, a canal: Panama", "race a car", "", "x")])

# Run-length encoding using indexing
def rle(text):
    if not text:
        return ""
    out = []
    run_char, run_len = text[0], 1
    for ch in text[1:]:
        if ch == run_char:
            run_len += 1
        else:
            out.append("%d%s" % (run_len, run_char))
            run_char, run_len = ch, 1
    out.append("%d%s" % (run_len, run_char))
    return "".join(out)

def unrle(code):
    out, num = [], ""
    for ch in code:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)

for text in ("aaabccdddd", "abc", "", "zzzzzzzzzzzz"):
    code = rle(text)
    print(repr(text), code, unrle(code) == text)
