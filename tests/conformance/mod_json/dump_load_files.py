# json.dump and json.load with file-like objects.
import json

class Writer:
    def __init__(self):
        self.chunks = []

    def write(self, chunk):
        self.chunks.append(chunk)

class Reader:
    def __init__(self, text):
        self.text = text

    def read(self):
        return self.text

w = Writer()
json.dump({'a': [1, 2], 'b': 'c'}, w)
print(''.join(w.chunks))
print(all(isinstance(c, str) for c in w.chunks))
w2 = Writer()
json.dump([1, {'x': None}], w2, indent=2, sort_keys=True)
print(''.join(w2.chunks))
print(json.load(Reader('{"loaded": [true, 1.5]}')))
print(json.load(Reader('[1, 2]'), object_hook=dict))
print(json.load(Reader('{"a": 1}'), object_pairs_hook=list))
try:
    json.load(Reader('{bad}'))
except json.JSONDecodeError as e:
    print('JSONDecodeError', e)
