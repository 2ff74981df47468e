# Serialization errors: unknown types, circular references, NaN.
import json

class Thing:
    pass

for value in [Thing(), {1, 2}, b'x', complex(1, 2), [1, object()], {'k': Thing()}]:
    try:
        json.dumps(value)
    except TypeError as e:
        print('TypeError', e)
a = [1]
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print('ValueError', e)
d = {}
d['self'] = d
try:
    json.dumps(d)
except ValueError as e:
    print('ValueError', e)
shared = [1, 2]
print(json.dumps([shared, shared, {'again': shared}]))
for value in [float('nan'), float('inf'), [float('-inf')]]:
    try:
        json.dumps(value, allow_nan=False)
    except ValueError as e:
        print('ValueError', e)
try:
    json.dumps(a, check_circular=False)
except RecursionError:
    print('RecursionError without circular check')
