# Every argument-free str method applied to a corpus of ASCII, Latin, Greek, CJK, astral and control text.
corpus = ['', ' ', 'a', 'A', 'Ab', 'hello world', 'Hello World', 'HELLO', 'hELLO wORLD', '123', '½', '١٢٣', '²',
          'ß', 'ǅungla', 'σοφία', 'ΣΟΦΊΑ', 'ΌΣΟΣ ΣΟΦΌΣ', 'İi', 'ıI', 'ﬁne ﬂow', 'ŉ', 'x\ty\nz', '\x00\x1f\x7f', '\u00a0\u2007',
          '中文字符', 'カタカナ', '한국어', '\U0001f600\U0001f64f', '\U00010400\U00010428', 'a_b', '__init__', '3d', 'é' * 3,
          'e\u0301', 'Ⅻ', 'ⅻ', 'ⓗⓘ', 'ǈǉǊ', "it's", 'x-ray', 'o\'CONNOR', 'mcdonald\'s', 'ᾳᾼ', 'ﬀﬃ', 'ǰ̌', 'ẞ', 'µ',
          '\u0345', '\u1e9e\u00df', 'Ǳ', 'ǲ', 'ǳ', '\u2160\u2170', '\U0001e900', '\U0001e922', 'ꭰ', 'Ꭰ']
methods = ['upper', 'lower', 'title', 'capitalize', 'swapcase', 'casefold', 'strip', 'isalpha', 'isalnum',
           'isdecimal', 'isdigit', 'isnumeric', 'isspace', 'isupper', 'islower', 'istitle', 'isprintable',
           'isidentifier', 'isascii', 'splitlines', 'split', 'expandtabs', 'lstrip', 'rstrip']
for s in corpus:
    row = []
    for m in methods:
        row.append(getattr(s, m)())
    print(repr(s), len(s), row)
