# Pattern.scanner() and re.Scanner.
import re

sc = re.compile(r"\d+|[a-z]+").scanner("12ab 34")
print(sc.match().group(), sc.match().group(), sc.match(), sc.search())
sc = re.compile(r"\d").scanner("a1b2c3")
found = []
while True:
    m = sc.search()
    if m is None:
        break
    found.append(m.group())
print(found)
sc = re.compile("x*").scanner("axx")
print([sc.search().span() for _ in range(3)], sc.search())

scanner = re.Scanner([
    (r"[0-9]+", lambda s, tok: ("INT", int(tok))),
    (r"[a-z_]\w*", lambda s, tok: ("NAME", tok)),
    (r"[+*/-]", lambda s, tok: ("OP", tok)),
    (r"\s+", None),
])
print(scanner.scan("x = 3 + foo*42"))
print(scanner.scan("a+b"))
