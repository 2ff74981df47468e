# Generated text through TextIOWrapper and StringIO: mixed newlines,
# read(n)/readline(limit) sequences, tell/seek round trips.
import io
state = 99


def rand(n):
    global state
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n


PIECES = ['a', 'bc', '\n', '\r', '\r\n', ' ', '\xe9', '\u20ac', 'xyz', '\t']
for case in range(120):
    text = ''.join(PIECES[rand(len(PIECES))] for _ in range(rand(30)))
    newline = [None, '', '\n', '\r', '\r\n'][rand(5)]
    raw = io.BytesIO(text.encode('utf-8'))
    t = io.TextIOWrapper(raw, encoding='utf-8', newline=newline)
    out = []
    for _ in range(6):
        choice = rand(3)
        if choice == 0:
            out.append(t.read(rand(6)))
        elif choice == 1:
            out.append(t.readline(rand(8) - 1))
        else:
            out.append(t.readline())
    rest = t.read()
    t.seek(0)
    whole = t.read()
    s = io.StringIO(text, newline=newline if newline is not None else '\n')
    print(case, repr(newline), out, repr(rest), repr(whole), s.readlines())
