# release(), the context manager and operations on a released view.
data = bytearray(b'abc')
m = memoryview(data)
m.release()
m.release()
print(repr(m).startswith('<released memory at'))
for name, action in [('len', lambda: len(m)), ('getitem', lambda: m[0]), ('tobytes', lambda: m.tobytes()),
                     ('tolist', lambda: m.tolist()), ('obj', lambda: m.obj), ('nbytes', lambda: m.nbytes),
                     ('format', lambda: m.format), ('bytes', lambda: bytes(m)), ('enter', lambda: m.__enter__()),
                     ('readonly', lambda: m.readonly), ('shape', lambda: m.shape)]:
    try:
        print(name, action())
    except ValueError as e:
        print(name, 'ValueError', e)
with memoryview(data) as view:
    print(view.tobytes(), view[1])
try:
    view[0]
except ValueError as e:
    print('ValueError', e)
data.append(100)
print(data)
print(m == m, m == memoryview(b'abc'), memoryview(b'abc') == m)
