# Files and StringIO share the iteration protocol: next(), for, list, readlines.
import io
s = io.StringIO('1\n2\n3')
print(next(s), next(s), next(s))
try:
    next(s)
except StopIteration:
    print('StopIteration')
print(iter(s) is s, list(s))
b = io.BytesIO(b'x\ny')
print(next(b), list(b), iter(b) is b)
print(list(zip(io.StringIO('a\nb\n'), io.StringIO('c\nd\n'))))
print(sorted(io.StringIO('b\na\nc\n')), max(io.StringIO('1\n22\n3\n'), key=len))
