# Generated struct formats: calcsize, pack and unpack round trips across
# byte orders, counts and alignment, thousands of values printed.
import struct
state = 77


def rand(n):
    global state
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n


CODES = 'xcbB?hHiIlLqQfdes'
RANGES = {'b': 8, 'B': 8, 'h': 16, 'H': 16, 'i': 32, 'I': 32, 'l': 32, 'L': 32, 'q': 64, 'Q': 64}
for case in range(300):
    order = '@=<>!'[rand(5)]
    parts = []
    values = []
    for _ in range(1 + rand(5)):
        code = CODES[rand(len(CODES))]
        count = rand(3) + 1
        parts.append('%d%s' % (count, code) if count > 1 or code == 's' else code)
        if code == 's':
            values.append(bytes(rand(256) for _ in range(rand(count + 2))))
            continue
        for _ in range(count):
            if code == 'x':
                continue
            if code == 'c':
                values.append(bytes([rand(256)]))
            elif code == '?':
                values.append(bool(rand(2)))
            elif code in 'fde':
                values.append(rand(1000) / 8 - 60)
            else:
                bits = RANGES[code]
                if order in '@=' and code in 'lL':
                    bits = 64
                if code.isupper():
                    values.append(rand(2 ** 30) * (2 ** (bits - 30) if bits > 30 else 1) % 2 ** bits)
                else:
                    values.append(rand(2 ** 30) % 2 ** (bits - 1) - (rand(2) * 2 ** (bits - 1) // 2))
    fmt = order + ''.join(parts)
    try:
        packed = struct.pack(fmt, *values)
        print(case, fmt, struct.calcsize(fmt), packed.hex(), struct.unpack(fmt, packed))
    except struct.error as e:
        print(case, fmt, 'error', e)
