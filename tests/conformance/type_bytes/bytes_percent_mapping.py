# Which right operands bytes % treats as a mapping (anything subscriptable but tuple/bytes/bytearray/str).
for fmt, args in [(b'abc', [1]), (b'%s', []), (b'%s', bytearray(b'q')), (b'x', bytearray(b'q')), (b'%s', {}), (b'%(a)s', [1]), (b'%d', [1])]:
    try: print(fmt % args)
    except Exception as e: print(type(e).__name__, e)
