# memoryview over bytes and bytearray: attributes, length and indexing.
for source in [b'abcdef', bytearray(b'xyz'), b'']:
    m = memoryview(source)
    print(len(m), m.nbytes, m.readonly, m.format, m.itemsize, m.ndim, m.shape, m.strides, m.suboffsets)
    print(m.obj is source, m.c_contiguous, m.f_contiguous, m.contiguous, m.tobytes(), m.tolist())
m = memoryview(b'abcdef')
print(m[0], m[-1], m[2], bytes(m), list(m), 99 in list(m))
for key in [6, -7]:
    try:
        m[key]
    except IndexError as e:
        print('IndexError', e)
for key in ['a', 1.5]:
    try:
        m[key]
    except TypeError as e:
        print('TypeError', e)
try:
    memoryview('str')
except TypeError as e:
    print('TypeError', e)
try:
    memoryview(5)
except TypeError as e:
    print('TypeError', e)
print(type(m).__name__, isinstance(m, memoryview), memoryview(m).tobytes(), memoryview(object=b'kw').tobytes())
