# Thousands of generated values through json.dumps with several option
# sets, then back through json.loads: the text must be byte-identical to
# CPython's and the round trip exact.
import json

state = 12345


def next_int(limit):
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return state % limit


def make_float():
    kind = next_int(6)
    mantissa = next_int(1000000007) - 500000000
    if kind == 0:
        return mantissa / (next_int(999) + 1)
    if kind == 1:
        return mantissa * 10.0 ** (next_int(40) - 20)
    if kind == 2:
        return float(mantissa)
    if kind == 3:
        return (next_int(2000) - 1000) / 8
    if kind == 4:
        return mantissa * 2.0 ** (next_int(200) - 100)
    return 1 / (next_int(97) + 1)


ALPHABET = ['a', 'Z', '0', ' ', '"', '\\', '/', '\n', '\t', '\x01', '\x1f', '\x7f', '\xe9',
            '\u00ff', '\u0100', '\u20ac', '\u2028', '\ud7ff', '\ue000', '\uffff',
            '\U00010000', '\U0001f600', '\U0010ffff', 'q', 'x', '{', ']', ',']


def make_string():
    return ''.join(ALPHABET[next_int(len(ALPHABET))] for _ in range(next_int(8)))


def make_value(depth):
    kind = next_int(10 if depth < 3 else 6)
    if kind == 0:
        return next_int(2000) - 1000
    if kind == 1:
        return (next_int(1 << 30) - (1 << 29)) * (next_int(1 << 30) + 1) ** next_int(3)
    if kind == 2:
        return make_float()
    if kind == 3:
        return make_string()
    if kind == 4:
        return [None, True, False][next_int(3)]
    if kind == 5:
        return make_string()
    if kind in (6, 7):
        return [make_value(depth + 1) for _ in range(next_int(4))]
    result = {}
    for _ in range(next_int(4)):
        key_kind = next_int(4)
        if key_kind == 0:
            key = next_int(100)
        elif key_kind == 1:
            key = make_float()
        else:
            key = make_string()
        result[key] = make_value(depth + 1)
    return result


OPTIONS = [{}, {'indent': 2}, {'ensure_ascii': False}, {'separators': (',', ':')},
           {'indent': '\t', 'ensure_ascii': False}]
mismatches = 0
for i in range(1500):
    value = make_value(0)
    opts = OPTIONS[i % len(OPTIONS)]
    text = json.dumps(value, **opts)
    print(text)
    again = json.dumps(json.loads(text), **opts)
    if again != text:
        mismatches += 1
print('round-trip mismatches:', mismatches)
floats = [make_float() for _ in range(2000)]
print(json.dumps(floats))
print(json.loads(json.dumps(floats)) == floats)
