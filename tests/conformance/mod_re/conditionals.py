# Conditional patterns (?(id)yes|no) and (?(name)yes|no).
import re

p = re.compile(r"(<)?(\w+@\w+(?:\.\w+)+)(?(1)>|$)")
for s in ["<user@host.com>", "user@host.com", "<user@host.com", "user@host.com>"]:
    m = p.match(s)
    print(repr(s), m.groups() if m else None)
q = re.compile(r"(?P<open>\()?\d+(?(open)\))")
for s in ["(12)", "12", "(12", "12)"]:
    m = q.fullmatch(s)
    print(repr(s), m.group() if m else None)
for pattern, s in [(r"(a)?(?(1)b|c)", "ab"), (r"(a)?(?(1)b|c)", "c"), (r"(a)?(?(1)b)", "x"),
                   (r"(?:(a)|x)(?(1)b|y)", "xy"), (r"(a)?(?(1)|z)", "z")]:
    m = re.match(pattern, s)
    print(repr(pattern), repr(s), m.span() if m else None, m.groups() if m else None)
for bad in [r"(?(1)a|b|c)", r"(?(x)a)", r"(a)(?(2)b)", r"(?(0)a)", r"(?(1a)a)"]:
    try:
        re.compile(bad)
        print("compiled", bad)
    except re.error as e:
        print(repr(bad), e)
