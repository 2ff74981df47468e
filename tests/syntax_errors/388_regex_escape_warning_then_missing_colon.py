import re

WORD = re.compile("\w+")
for match in WORD.finditer(text)
    print(match.group())
