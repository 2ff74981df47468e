# UnicodeEncodeError ranges for runs of unencodable characters under strict/surrogateescape/surrogatepass,
# and the UTF-16/UTF-32 encoders with every error handler.
texts = ['\udc80ÿĀ', 'ÿ\udc80Ā', 'x\udc80\udc81ÿ', '\udc80\udc81', 'ÿ\udc80', '\ud800\udc80z', 'ab\udcffé\U0001f600', '\udc80\ud800x']
for t in texts:
    for c in ['ascii', 'latin-1', 'utf-8']:
        for h in ['surrogateescape', 'surrogatepass', 'strict']:
            try:
                print(repr(t), c, h, t.encode(c, h))
            except UnicodeEncodeError as e:
                print(repr(t), c, h, e, e.start, e.end)
for t in ['a\ud800\ud801b', '\udc80\udcff', '\ud83d\ude00', 'plain', 'é\U0001f600']:
    for c in ['utf-16-le', 'utf-16-be', 'utf-32-le', 'utf-32-be', 'utf-16', 'utf-32']:
        for h in ['strict', 'surrogateescape', 'xmlcharrefreplace', 'backslashreplace', 'replace', 'ignore', 'surrogatepass', 'bogus']:
            try:
                print(repr(t), c, h, t.encode(c, h))
            except Exception as e:
                print(repr(t), c, h, type(e).__name__, e, getattr(e, 'start', None), getattr(e, 'end', None))
