# Mutating a dict while iterating it or its views: which changes raise and with which message.
def run(label, mutate, view):
    d = {i: i * i for i in range(5)}
    seen = []
    try:
        for x in view(d):
            seen.append(x)
            mutate(d, x)
        print(label, 'ok', seen, d)
    except RuntimeError as e:
        print(label, 'RuntimeError', e, seen, d)

views = [('keys', lambda d: d), ('keys()', lambda d: d.keys()), ('values', lambda d: d.values()), ('items', lambda d: d.items()),
         ('reversed', lambda d: reversed(d)), ('reversed items', lambda d: reversed(d.items()))]
mutations = [
    ('add', lambda d, x: d.__setitem__(100 + len(d), 0)),
    ('overwrite', lambda d, x: d.__setitem__(0, 'new')),
    ('delete', lambda d, x: d.pop(4, None)),
    ('delete-add', lambda d, x: (d.pop(4, None), d.__setitem__(4, 'back')) if 4 in d else None),
    ('del-add-other', lambda d, x: (d.pop(3, None), d.__setitem__(99, 'x')) if 3 in d else None),
    ('clear', lambda d, x: d.clear()),
    ('update-same', lambda d, x: d.update({0: 1})),
    ('setdefault-existing', lambda d, x: d.setdefault(1, 5)),
    ('setdefault-new', lambda d, x: d.setdefault('n', 5)),
    ('popitem', lambda d, x: d.popitem() if d else None),
]
for vname, view in views:
    for mname, mutate in mutations:
        run(vname + '/' + mname, mutate, view)
d = {1: 1}
it = iter(d)
d[2] = 2
try:
    next(it)
except RuntimeError as e:
    print('late', e)
d = {1: 1, 2: 2}
it = iter(d.items())
print(next(it))
del d[1]
d[3] = 3
try:
    print(next(it))
except RuntimeError as e:
    print('keys changed', e)
it = iter({}.values())
print(list(it), list(it))
