# Full Unicode case mapping: upper/lower/title/capitalize/swapcase/casefold on special cases.
samples = ['ß', 'straße', 'İ', 'İstanbul', 'ı', 'ﬁ', 'ﬃ', 'ŉ', 'ǰ', 'ΐ', 'ᾳ', 'ᾼ', 'ῼ', 'Σ', 'ΑΣ', 'ΑΣ ', 'ΑΣΑ',
           'ΌΣΟΣ', 'σς', 'ǅ', 'ǆ', 'Ǆ', 'ǈ', 'ǋ', 'ǲ', 'ẞ', 'ſ', 'K', 'Å', 'µ', 'ÿ', 'Ÿ', 'ŀ', 'ǈa', 'ǅx',
           "they're bill's friends", "hello world", "HELLO wORLD", "3rd place", "a1b2c3", "don't", "o'neil",
           "x_y-z", "ﬀ is", "ʼn", "ǳ dz", "ΆΈΉ", "άέή", "\U00010400\U00010428", "\U0001e900\U0001e922",
           "ⅰⅱ", "ⓐⓑ", "Ⓐ", "ǰe", "ᾀ", "ᾈ", "ᾲ", "ﬓ", "ﬗ", "ῒ", "ῧ", "ᵃ", "ꭰ", "Ꭰ", "ǈǈ", "1a", "a1A", "aBc DeF",
           "", " ", "'", "a'b", "A'B", "ß'ß", "hello\u0301world", "i\u0307", "I\u0307", "ΣΑΣ.", "ΑΣ'Σ", "ʹΣ", "Σ\u0301"]
for s in samples:
    print(repr(s), repr(s.upper()), repr(s.lower()), repr(s.title()), repr(s.capitalize()),
          repr(s.swapcase()), repr(s.casefold()), s.isupper(), s.islower(), s.istitle())
# Every 3rd code point below 0x20000: print only those whose mappings are not the identity.
changed = []
for cp in range(0, 0x20000, 3):
    c = chr(cp)
    u, l, t, f = c.upper(), c.lower(), c.title(), c.casefold()
    if u != c or l != c or t != c or f != c:
        changed.append('%x:%s|%s|%s|%s' % (cp, u, l, t, f))
print(len(changed))
for i in range(0, len(changed), 8):
    print(' '.join(changed[i:i + 8]))
