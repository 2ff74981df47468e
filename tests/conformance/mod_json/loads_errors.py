# JSONDecodeError messages, positions, lines and columns.
import json

docs = ['', '   ', '[1,]', '{"a" 1}', '[1 2]', '{"a":1 "b":2}', '{1:2}', '{"a":}', '[', '"abc',
        '{"a":1,}', '{', '{"a":1', '-', '01', '1.', '1e', 'tru', '"\\x"', '"\\u12"', '"\\u12x4"',
        '"a\nb"', '[1,\n 2,\n x]', 'nul', '-NaN', '[1,,2]', '{"a":1,,}', '{,}', '[,]', '"\\',
        '"\\u', '1 2', '{"a"', '{"a":', '"abc\\"', '[1 ,]', '{"a":1 ,}', '\ufeff1', '[1]]',
        '{"a": [1, 2}', 'True', "'single'", '[\n\n  }', '{"a":\n  1,\n  "b" 2}', '.5', '+1']
for doc in docs:
    try:
        json.loads(doc)
        print(repr(doc), 'parsed')
    except json.JSONDecodeError as e:
        print(repr(doc), '|', e, '|', e.msg, e.pos, e.lineno, e.colno, e.doc == doc)
e = json.JSONDecodeError('Custom message', 'line one\nline two', 12)
print(e, e.lineno, e.colno)
print(isinstance(e, ValueError), type(e).__module__, type(e).__name__)
try:
    json.loads(5)
except TypeError as e:
    print('TypeError', e)
try:
    json.loads(None)
except TypeError as e:
    print('TypeError', e)
