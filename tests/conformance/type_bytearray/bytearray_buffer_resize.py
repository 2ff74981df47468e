# Resizing a bytearray that has exported buffers raises BufferError.
b = bytearray(b'abcdef')
m = memoryview(b)
operations = [
    ('append', lambda: b.append(1)),
    ('extend', lambda: b.extend(b'xy')),
    ('pop', lambda: b.pop()),
    ('clear', lambda: b.clear()),
    ('insert', lambda: b.insert(0, 1)),
    ('remove', lambda: b.remove(97)),
    ('del item', lambda: b.__delitem__(0)),
    ('slice grow', lambda: b.__setitem__(slice(0, 1), b'xyz')),
    ('iadd', lambda: b.__iadd__(b'q')),
]
for name, op in operations:
    try:
        op()
        print(name, 'ok', b)
    except BufferError as e:
        print(name, 'BufferError', e)
b[0] = 65
b[1:3] = b'BC'
b.reverse()
print(b, m.tobytes())
m.release()
b.append(33)
print(b)
with memoryview(b) as view:
    try:
        b.extend(b'!!')
    except BufferError as e:
        print('BufferError', e)
b.extend(b'ok')
print(b)
