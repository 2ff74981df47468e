# JSONDecoder.decode and raw_decode.
import json

dec = json.JSONDecoder()
print(dec.raw_decode('[1] trailing'))
print(dec.raw_decode('{"a": 2}{"b": 3}'))
print(dec.raw_decode('  [1]', 2))
print(dec.raw_decode('"s"xyz'))
text = '1 2 [3] {"k": 4} "five"'
pos = 0
values = []
while pos < len(text):
    while pos < len(text) and text[pos] == ' ':
        pos += 1
    value, pos = dec.raw_decode(text, pos)
    values.append(value)
print(values)
try:
    dec.raw_decode('  [1]')
except json.JSONDecodeError as e:
    print('JSONDecodeError', e)
try:
    dec.decode('[1] x')
except json.JSONDecodeError as e:
    print('JSONDecodeError', e)
print(dec.decode(' {"ok": true} '))
print(dec.strict, dec.object_hook, dec.object_pairs_hook)
