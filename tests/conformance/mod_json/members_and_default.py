# json: the comma/closer step shared by objects and arrays (errors and their
# positions), and default() reached from arrays, objects and the top level.
import json
for bad in ['[1,2,]', '{"a":1,}', '[1 2]', '{"a":1 "b":2}', '[', '{"a":1', '[1,', '{"a":[1,{"b":2,}]}', '[1,\n ]', '{}', '[]', '[ [ ] , { } ]']:
    try: print(json.loads(bad))
    except json.JSONDecodeError as e: print(e.msg, e.pos, e.lineno, e.colno)
class D:
    pass
def dflt(o): return {'d': [1, 2.5, None]}
print(json.dumps([D(), {'x': D(), 'y': [D()]}, (1, 2)], default=dflt))
print(json.dumps({'k': [D(), {}], 'j': ()}, default=dflt, indent=2, sort_keys=True))
print(list(json.JSONEncoder(default=dflt).iterencode([1, D(), {'a': D()}])))
try: json.dumps([D()])
except TypeError as e: print(e)
c = []
c.append(c)
try: json.dumps(c)
except ValueError as e: print(e)
