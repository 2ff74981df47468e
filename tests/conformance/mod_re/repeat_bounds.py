# {m,n} forms, including the ones that are literal braces.
import re

for pattern in ["a{3}", "a{2,4}", "a{,2}", "a{2,}", "a{0,}", "a{,}", "a{}", "a{x}", "a{1,x}", "a{ 1}",
                "a{1 }", "(ab){2}", "[ab]{3}", "a{0}b", "a{1}", "a{3}?", "a{2,4}?", "a{2,4}+", "x{1,1}y"]:
    print(repr(pattern), [m.group() for m in re.finditer(pattern, "a aa aaa aaaaa a{} a{x} a{1,x} xy abab{2}")])
print(re.match("a{1000}", "a" * 1000).end(), re.match("(?:ab){500}", "ab" * 600).end())
print(re.match("a{2,3}{2}", "aaaaaa") if False else None)
