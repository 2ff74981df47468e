# json.dumps of every basic type with default settings.
import json

values = [None, True, False, 0, 1, -1, 10**20, -10**30, 0.0, -0.0, 1.5, 0.1, 1e16, 1e-7,
          1e300, 123456789.123, 'text', '', 'quote " and \\ backslash', 'tab\tnew\nline',
          '\x00\x01\x1f\x7f', 'caf\xe9', '\u20ac', '\U0001f600', [], {}, [1, 'a', None],
          (1, 2), {'k': 'v'}, [[[]]], {'a': {'b': {'c': [1, 2, {}]}}}]
for v in values:
    print(json.dumps(v))
print(json.dumps(float('inf')), json.dumps(float('-inf')), json.dumps(float('nan')))
print(json.dumps({'nested': [1, {'x': (2, 3)}], 'empty': [], 'none': None}))
print(json.dumps('\ud800'), json.dumps('\udfff'))
print(json.dumps(['\u0080', '\u07ff', '\uffff', '\U00010000', '\U0010ffff']))
print(type(json.dumps(1)).__name__)
