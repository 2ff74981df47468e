# match treats memoryview and array.array as sequences, bytes and bytearray not.
import array
for subject in [memoryview(b'ab'), array.array('i', [1, 2]), bytearray(b'ab'), b'ab']:
    match subject:
        case [x, y]:
            print('sequence', x, y)
        case bytes() | bytearray():
            print('bytes-like', subject)
        case _:
            print('other')
