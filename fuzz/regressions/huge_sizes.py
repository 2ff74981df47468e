# Sizes no allocator can satisfy must raise, not abort the process.
for thunk in [lambda: 1 << 2**40, lambda: 'a'.ljust(2**62), lambda: b'a'.center(2**62),
              lambda: format(1, '4611686018427387904'), lambda: '%*d' % (2**62, 1),
              lambda: '%99999999999999999999d' % 1, lambda: bytes(2**62), lambda: 'a' * 2**62,
              lambda: [0] * 2**40, lambda: 10 ** 10 ** 10, lambda: 'ab' * 10**8]:
    try:
        thunk()
    except (MemoryError, OverflowError, ValueError):
        pass
x = []
while True:
    x.append('y' * 1000000)
