# StringIO newline handling for each newline argument.
import io
text = 'a\nb\r\nc\rd'
for newline in ['\n', None, '', '\r', '\r\n']:
    s = io.StringIO(newline=newline)
    s.write(text)
    print(repr(newline), repr(s.getvalue()))
    s.seek(0)
    print('  ', s.readlines())
    t = io.StringIO(text, newline=newline)
    print('  ', repr(t.getvalue()), t.readlines())
for bad in ['x', 1]:
    try:
        io.StringIO(newline=bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
