# print() into StringIO and BytesIO-backed text, and building text incrementally.
import io
buf = io.StringIO()
print('a', 1, 2.5, None, file=buf)
print('x', 'y', sep='-', end='!\n', file=buf)
print(file=buf)
print(*range(5), sep=',', file=buf)
print(repr(buf.getvalue()))
lines = io.StringIO()
for i in range(100):
    lines.write('%03d\n' % i)
value = lines.getvalue()
print(len(value), value[:8], value[-8:], value.count('\n'))
lines.seek(0)
print(sum(1 for _ in lines), lines.tell())
tw = io.TextIOWrapper(io.BytesIO(), encoding='utf-8')
print('to bytes \u20ac', file=tw)
tw.flush()
print(tw.buffer.getvalue())
