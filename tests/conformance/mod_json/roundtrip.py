# Round trips: loads(dumps(x)) == x for many values and settings.
import json

values = [None, True, False, 0, -7, 3.25, 'é', 'a\u2028b', [1, [2, [3, []]]],
          {'k': [{'n': None}], 'u': '\U0001f600'}, 1e-300, 2.0 ** 70, 10 ** 40,
          {'': ''}, ['\x00', '\x1f', '\\', '"']]
for v in values:
    for opts in ({}, {'indent': 2}, {'ensure_ascii': False}, {'separators': (',', ':')},
                 {'sort_keys': True, 'indent': '\t'}):
        text = json.dumps(v, **opts)
        back = json.loads(text)
        if back != v:
            print('MISMATCH', repr(v), opts)
    print(json.dumps(v), 'ok')
print(json.loads(json.dumps((1, 2))))
print(json.loads(json.dumps({1: 2})))
nan_back = json.loads(json.dumps(float('nan')))
print(nan_back != nan_back)
