# json.loads of every JSON construct.
import json

docs = ['null', 'true', 'false', '0', '-0', '12', '-12', '1.5', '-0.0', '1e3', '1E-2', '2.5e+2',
        '12345678901234567890123456789', '"text"', '""', '"esc \\" \\\\ \\/ \\b \\f \\n \\r \\t"',
        '"\\u00e9\\u20AC"', '"\\ud83d\\ude00"', '"\\ud800"', '"\\udc00\\ud800"', '[]', '{}',
        '[1, [2, [3]]]', '{"a": {"b": [true, null]}}', ' \t\n\r 7 \n', 'NaN', 'Infinity',
        '-Infinity', '{"dup": 1, "dup": 2}', '["\u00e9 raw"]', '1.0', '100000000000000000000.0',
        '0.1', '1e400', '-1e400']
for doc in docs:
    value = json.loads(doc)
    print(repr(doc), '->', repr(value), type(value).__name__)
print(json.loads(b'[1, "bytes"]'), json.loads(bytearray(b'{"k": 2}')))
print(json.loads('"\\u0041\\u0062"'))
print(json.loads('{"a": 1, "b": [1, 2, {"c": "d"}]}')['b'][2]['c'])
