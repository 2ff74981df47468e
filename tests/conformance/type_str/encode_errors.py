# str.encode for utf-8/latin-1/ascii with every error handler, and the UnicodeEncodeError details.
texts = ['', 'abc', 'é', 'aé', 'ÿĀ', '\u20ac', 'x\U0001f600y', '\ud800', 'a\udc80b', '\udcff', '\udc7f', '\ud83d\ude00', '\x00\x7f\x80',
         'ab\udcc3\udca9cd', '\uffff\U0010ffff']
codecs = ['utf-8', 'latin-1', 'ascii', 'UTF8', 'utf_8', 'Latin1', 'iso-8859-1', 'US-ASCII', 'utf-16', 'utf-32', 'utf-16-le', 'utf-32-be']
handlers = ['strict', 'ignore', 'replace', 'xmlcharrefreplace', 'backslashreplace', 'surrogateescape', 'surrogatepass', 'bogus']
for t in texts:
    for c in codecs:
        for h in handlers:
            try:
                r = repr(t.encode(c, h))
            except UnicodeEncodeError as e:
                r = 'UEE %s | %r %r %r %r %r' % (e, e.encoding, e.object, e.start, e.end, e.reason)
            except Exception as e:
                r = '%s %s' % (type(e).__name__, e)
            print(repr(t), c, h, r)
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
show(1, lambda: 'é'.encode())
show(2, lambda: 'é'.encode(encoding='latin-1'))
show(3, lambda: 'é'.encode(errors='ignore', encoding='ascii'))
show(4, lambda: 'é'.encode('nope'))
show(5, lambda: 'é'.encode(1))
show(6, lambda: 'é'.encode('ascii', 1))
show(7, lambda: 'é'.encode('ascii', 'strict', 3))
show(8, lambda: 'abc'.encode('ascii') == b'abc')
show(9, lambda: 'αβ'.encode('utf-8').decode('utf-8'))
show(10, lambda: str(b'abc'))
show(11, lambda: str(b'abc', 'ascii'))
show(12, lambda: str(b'\xc3\xa9', 'utf-8'))
show(13, lambda: str(b'\xc3\xa9', 'latin-1'))
show(14, lambda: str(b'\xff', 'utf-8'))
show(15, lambda: str(b'\xff', 'utf-8', 'replace'))
show(16, lambda: str(b'\xff', 'utf-8', 'ignore'))
show(17, lambda: str(b'\xffa', 'utf-8', 'surrogateescape'))
show(18, lambda: str(b'\xff', 'ascii', 'backslashreplace'))
show(19, lambda: str(b'a', errors='strict'))
show(20, lambda: str(bytearray(b'xy'), 'ascii'))
show(21, lambda: str('abc', 'ascii'))
show(22, lambda: str(5, 'ascii'))
show(23, lambda: str(b'a', encoding='nope'))
show(24, lambda: str(memoryview(b'mv'), 'utf-8'))
show(25, lambda: str(object=b'x'))
show(26, lambda: str(object='x', encoding='utf-8'))
show(27, lambda: str(b'\x80', 'ascii'))
show(28, lambda: str(b'\xed\xa0\x80', 'utf-8', 'surrogatepass'))
show(29, lambda: str(b'\xe2\x82', 'utf-8'))
show(30, lambda: str(b'a\xe2\x82b', 'utf-8', 'replace'))
show(31, lambda: str(b'\xf0\x9f\x98', 'utf-8'))
show(32, lambda: str(b'\xc0\xaf', 'utf-8'))
show(33, lambda: str())
show(34, lambda: str(b'', 'utf-8'))
