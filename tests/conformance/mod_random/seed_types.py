# random.seed with str, bytes (hashed with SHA-512), floats, None, version 1
# and unsupported types; the sequences must equal CPython's.
import random

for s in ["", "a", "hello", "hello world", "Taipan", "é", "日本語", "x" * 200, b"", b"abc",
          b"\x00\xff" * 40, 1.5, -2.25, 0.0, 1e300]:
    random.seed(s)
    print(repr(s)[:30], [repr(random.random()) for _ in range(4)], random.randrange(10**9))
for s in ["", "a", "hello", b"bytes", "longer text here"]:
    random.seed(s, version=1)
    print("v1", repr(s), [repr(random.random()) for _ in range(3)])
random.seed(None)
print(0.0 <= random.random() < 1.0)
random.seed()
print(0 <= random.randrange(10) < 10)
for bad in [[1, 2], (1, 2), {"a": 1}, object()]:
    try:
        random.seed(bad)
    except TypeError as e:
        print("TypeError", e)
r = random.Random("abc")
print(repr(r.random()), repr(random.Random(b"abc").random()), repr(random.Random(12).random()))
