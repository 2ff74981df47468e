# Thousands of bytes and bytearray method calls on generated inputs (a fixed
# linear congruential generator, so the inputs are the same on every run).
state = 12345


def rand(n):
    global state
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n


ALPHABET = b'ab \t\n\r,xyzAB01-+_.'


def sample(max_len):
    return bytes(ALPHABET[rand(len(ALPHABET))] for _ in range(rand(max_len + 1)))


def show(label, fn):
    try:
        result = fn()
    except Exception as e:
        result = type(e).__name__ + ': ' + str(e)
    print(label, repr(result))


for i in range(400):
    s = sample(12)
    kind = bytearray if i % 3 == 0 else bytes
    s = kind(s)
    sub = sample(2)
    other = sample(3)
    n = rand(8) - 3
    start = rand(10) - 4
    end = rand(12) - 4
    show('split', lambda: s.split(sub or None, n))
    show('rsplit', lambda: s.rsplit(sub or None, n))
    show('find', lambda: (s.find(sub, start, end), s.rfind(sub, start), s.count(sub, start, end)))
    show('index', lambda: s.index(sub, start, end))
    show('rindex', lambda: s.rindex(sub, start, end))
    show('replace', lambda: s.replace(sub, other, n))
    show('strip', lambda: (s.strip(sub), s.lstrip(), s.rstrip(other or None)))
    show('affix', lambda: (s.startswith(sub, start, end), s.endswith((other, sub), start)))
    show('part', lambda: (s.partition(sub), s.rpartition(sub)))
    show('just', lambda: (s.ljust(n + 10, b'*'), s.rjust(n + 8), s.center(n + 12, b'.'), s.zfill(n + 9)))
    show('case', lambda: (s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase()))
    show('pred', lambda: (s.isalnum(), s.isalpha(), s.isdigit(), s.isspace(), s.istitle(), s.isupper(), s.islower()))
    show('lines', lambda: (s.splitlines(), s.splitlines(True)))
    show('tabs', lambda: s.expandtabs(n + 3))
    show('hex', lambda: (s.hex(), s.hex(':', n or 1)))
    show('join', lambda: sub.join([s, other, s]))
    show('affixrm', lambda: (s.removeprefix(sub), s.removesuffix(other)))
    show('slice', lambda: (s[start:end], s[::n or 1], s[start::2]))
    show('contains', lambda: (sub in s, rand(256) in s))
    show('cmp', lambda: (s < other, s == other, s >= sub))
