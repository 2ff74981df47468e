# array.array construction for every type code, reprs, itemsize and typecode.
import array
print(array.typecodes, array.ArrayType is array.array)
for code, init in [('b', [-128, 0, 127]), ('B', [0, 255]), ('h', [-32768, 32767]), ('H', [65535]),
                   ('i', [-1, 2]), ('I', [4294967295]), ('l', [-(2 ** 63)]), ('L', [2 ** 64 - 1]),
                   ('q', [2 ** 63 - 1]), ('Q', [0, 2 ** 64 - 1]), ('f', [1.5, -0.25, 3]), ('d', [0.1, 1e300])]:
    a = array.array(code, init)
    print(code, repr(a), a.itemsize, a.typecode, len(a), a.tolist(), str(a) == repr(a))
print(repr(array.array('i')), repr(array.array('d', [])), array.array('b', b'\x01\xff'), array.array('B', bytearray(b'ab')))
print(array.array('i', range(5)), array.array('h', (x * x for x in range(4))), array.array('d', array.array('i', [1, 2])))
print(array.array('i', array.array('i', [7])), array.array('f', [0.1])[0])
for args in [('z',), ('ii',), (1,), ('i', 'str'), ('i', [1.5]), ('i', ['x']), ('b', [128]), ('f', ['x']), ('i', 5)]:
    try:
        print(array.array(*args))
    except (TypeError, ValueError, OverflowError) as e:
        print(args, type(e).__name__, e)
