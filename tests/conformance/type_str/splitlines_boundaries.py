# splitlines over every line-boundary character, alone, doubled, combined with \r\n, with and without keepends.
bounds = ['\n', '\r', '\r\n', '\x0b', '\x0c', '\x1c', '\x1d', '\x1e', '\x85', '\u2028', '\u2029']
notbounds = ['\x1f', '\t', '\u0085\u0085', '\u200b', '\x0e', '\u2027', '\u202a', '\n\r']
for b in bounds + notbounds:
    for text in [b, 'a' + b, b + 'a', 'a' + b + 'b', b + b, 'a' + b + b + 'b', b + '\r\n', '\r' + b, b + '\n', 'é' + b + '\U0001f600']:
        print(repr(text), text.splitlines(), text.splitlines(True), len(text.splitlines(keepends=True)))
for text in ['line1\nline2\r\nline3\rline4', '\n'.join('abc'), 'trailing\n\n', '\n\nleading', '\r\r\n\n\r', 'x' * 3 + '\u2029' * 2]:
    print(repr(text), text.splitlines(), text.splitlines(keepends=True), text.split('\n'))
