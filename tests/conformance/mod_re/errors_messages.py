# re.error messages and positions for malformed patterns.
import re

bad = ['*', 'a**', 'a*+*', '(', '(a', 'a)', '(?<x)', r'\q', '[a', '[z-a]', '(?P<', '(?P<1a>x)',
       '(?P<a>x)(?P<a>y)', '(?P=b)', r'\2', r'(a)\2', r'(a\1)', '(?i)a(?m)', '(?z)', '(?i', 'a{3,2}',
       '(?#abc', '(?', '(?P', '(?P=', '(?Px)', '+a', 'a|*', '(?:', '[]', '[^]', r'[\q]', r'\x1', r'\u12',
       r'\U1234567', r'\N{FOO}', r'\N', r'\N{', r'[\d-z]', r'\777', 'x{2}{3}', '(?P<a-b>x)', '(?>',
       '??', r'[a-\d]', '\\', 'a\\', '[\\', '(?P>a)', '(?P<a>)(?P=a', r'\g<1>', r'\b*', '^*', '$+', ')',
       '(?<', '(?<=', '((a)', 'a)b)', '[a-', r'\c', r'\e', '(?P<a>', 'x++*', 'x??+']
for p in bad:
    try:
        re.compile(p)
        print(repr(p), "compiled")
    except re.error as e:
        print(repr(p), "|", e, "|", e.msg, e.pos, e.lineno, e.colno, e.pattern == p)
try:
    re.compile("a{99999999999}")
except OverflowError as e:
    print(type(e).__name__, e)
print(re.error is re.PatternError, issubclass(re.error, Exception), re.error.__name__, re.error.__module__)
