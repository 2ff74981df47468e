# bit_length() and bit_count() of ints of every size and sign; the
# relations they keep with shifts and binary text.
for v in [0, 1, -1, 2, 3, 7, 8, -8, 255, 256, -256, 2 ** 31 - 1, 2 ** 31, -2 ** 31, 2 ** 63,
          2 ** 64 - 1, -(2 ** 64), 10 ** 30, -(10 ** 30) + 1, True, False]:
    print(v, v.bit_length(), v.bit_count(), len(bin(abs(v))) - 2 if v else 0)
for k in range(0, 130, 9):
    n = 2 ** k
    print(k, (n - 1).bit_length(), n.bit_length(), (n - 1).bit_count(), (-n).bit_count(), (n * 3).bit_count())
total = 0
x = 1
for i in range(500):
    x = (x * 48271) % 2147483647
    v = x << (i % 90)
    total += v.bit_length() * 3 + v.bit_count()
    assert v.bit_length() == len(bin(v)) - 2
    assert v.bit_count() == bin(v).count("1")
print("checksum", total)
print(int.bit_length(12), int.bit_count(-12), (1 << 1000).bit_length(), ((1 << 1000) - 1).bit_count())
