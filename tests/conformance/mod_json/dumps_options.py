# json.dumps options: indent, separators, sort_keys, ensure_ascii, skipkeys.
import json

data = {'name': 'Zo\xeb', 'tags': ['a', 'b'], 'nested': {'z': 1, 'a': [1, 2, {}]}, 'empty': []}
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=0))
print(json.dumps(data, indent='--'))
print(json.dumps(data, indent='\t', sort_keys=True))
print(json.dumps(data, separators=(',', ':')))
print(json.dumps(data, separators=(' , ', ' = '), sort_keys=True))
print(json.dumps(data, indent=1, separators=(',', ': ')))
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(['\u2603', '\U0001f40d'], ensure_ascii=False))
print(json.dumps({'b': 1, 'a': 2, 'c': {'y': 1, 'x': 2}}, sort_keys=True))
print(json.dumps({'a': 1, (1, 2): 'tuple key', 'b': 2}, skipkeys=True))
print(json.dumps({(1, 2): 'only'}, skipkeys=True))
print(json.dumps([], indent=4), json.dumps({}, indent=4))
print(json.dumps([[]], indent=4))
print(json.dumps({'a': []}, indent=4))
print(json.dumps(5, indent=4), json.dumps('s', indent=4))
print(json.dumps([1, [2, [3]]], indent=None))
print(json.dumps({'x': 1}, indent=-1))
