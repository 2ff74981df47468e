# decode with the strict, ignore, replace, backslashreplace and surrogateescape handlers.
samples = [b'plain', b'caf\xc3\xa9', b'bad\xffbyte', b'\xe2\x82\xac', b'trunc\xe2\x82', b'\xc3\x28',
           b'\xf0\x9f\x98\x80', b'\xed\xa0\x80', b'\xc0\xaf', b'\x80abc', b'']
for data in samples:
    for encoding in ['utf-8', 'latin-1', 'ascii']:
        for errors in ['strict', 'ignore', 'replace', 'backslashreplace', 'surrogateescape']:
            try:
                text = data.decode(encoding, errors)
                print(encoding, errors, ascii(text), len(text))
            except UnicodeDecodeError as e:
                print(encoding, errors, 'UnicodeDecodeError', e, e.start, e.end, e.reason)
print(b'abc'.decode(), b'abc'.decode(encoding='ascii'), b'\xe9'.decode('latin1'), b'\xe9'.decode('iso-8859-1'))
print(b'x'.decode('UTF8'), b'x'.decode('utf_8'), bytearray(b'caf\xc3\xa9').decode())
for args in [('bogus',), (1,), ('utf-8', 1)]:
    try:
        print(b'x'.decode(*args))
    except Exception as e:
        print(type(e).__name__, e)
print(b'\xff'.decode('utf-8', 'surrogateescape').encode('utf-8', 'surrogateescape'))
print(memoryview(b'ab').tobytes().decode())
