# Dictionary keys of other types are converted as CPython converts them.
import json

print(json.dumps({1: 'int', 2.5: 'float', True: 'bool', None: 'none', 'str': 'str'}))
print(json.dumps({False: 0, -3: 1, 1e20: 2, 0.1: 3}))
print(json.dumps({float('inf'): 1, float('-inf'): 2, float('nan'): 3}))
print(json.dumps({10**25: 'big'}))
for key in [(1,), frozenset(), b'bytes', object]:
    try:
        json.dumps({key: 1})
    except TypeError as e:
        print('TypeError', e)
try:
    json.dumps({1: 'a', 'b': 2}, sort_keys=True)
except TypeError as e:
    print('TypeError', e)
print(json.dumps({3: 'c', 1: 'a', 2: 'b'}, sort_keys=True))
print(json.dumps({'b': 1, 'a': 2}, sort_keys=False))
try:
    json.dumps({float('nan'): 1}, allow_nan=False)
except ValueError as e:
    print('ValueError', e)
