# Sizes taken from the program that no allocator could satisfy end in
# MemoryError or OverflowError (as in CPython), never in a crashed process.
def attempt(label, thunk):
    try:
        thunk()
        print(label, "ok")
    except (MemoryError, OverflowError, ValueError) as e:
        print(label, type(e).__name__, e)

attempt("lshift 2**40", lambda: 1 << 2**40)
attempt("lshift 2**50", lambda: 7 << 2**50)
attempt("lshift 2**62", lambda: -1 << 2**62)
attempt("lshift 10**20", lambda: 1 << 10**20)
attempt("str ljust", lambda: 'a'.ljust(2**62))
attempt("str rjust", lambda: 'a'.rjust(2**62, '*'))
attempt("str center", lambda: 'ab'.center(2**62))
attempt("bytes ljust", lambda: b'a'.ljust(2**62))
attempt("bytes center", lambda: b'a'.center(2**62))
attempt("bytes(n)", lambda: bytes(2**62))
attempt("str repeat", lambda: 'a' * 2**62)
attempt("list repeat", lambda: [0] * 2**62)
attempt("tuple repeat", lambda: (0,) * 2**61)
attempt("format width", lambda: format(1, '4611686018427387904'))
attempt("format str width", lambda: format('x', '<4611686018427387904'))
attempt("format digits", lambda: format(1, '99999999999999999999'))
attempt("percent width", lambda: '%4611686018427387904d' % 1)
attempt("percent star", lambda: '%*d' % (2**62, 1))
attempt("percent digits", lambda: '%99999999999999999999d' % 1)
attempt("percent precision", lambda: '%.99999999999999999999d' % 1)
attempt("percent big precision", lambda: '%.4611686018427387904d' % 1)
attempt("percent star precision", lambda: '%.*d' % (2**62, 1))
attempt("percent star precision int", lambda: '%.*d' % (2**31, 1))
print("done")
