# object_hook, object_pairs_hook, parse_float, parse_int, parse_constant, strict.
import json

doc = '{"a": 1, "b": 2.5, "c": [1, {"d": 3}], "e": NaN}'
print(json.loads(doc, object_hook=lambda d: sorted(d)))
print(json.loads(doc, object_pairs_hook=lambda pairs: pairs))
print(json.loads(doc, object_hook=lambda d: 'hook', object_pairs_hook=lambda p: 'pairs'))
print(json.loads(doc, parse_float=lambda s: 'float:' + s))
print(json.loads(doc, parse_int=lambda s: 'int:' + s))
print(json.loads(doc, parse_constant=lambda s: 'const:' + s))
print(json.loads('[1.10, 2.000]', parse_float=str))
print(json.loads('[Infinity, -Infinity]', parse_constant=len))
try:
    json.loads('"tab\there"')
except json.JSONDecodeError as e:
    print('JSONDecodeError', e)
print(repr(json.loads('"tab\there"', strict=False)))
print(repr(json.loads('"nl\nhere"', strict=False)))

def as_point(d):
    if set(d) == {'x', 'y'}:
        return ('point', d['x'], d['y'])
    return d

print(json.loads('{"p": {"x": 1, "y": 2}, "other": {"x": 1}}', object_hook=as_point))
dec = json.JSONDecoder(object_pairs_hook=lambda p: dict(reversed(p)))
print(dec.decode('{"first": 1, "second": 2}'))
print(json.loads('{"a": 1}', cls=json.JSONDecoder))
