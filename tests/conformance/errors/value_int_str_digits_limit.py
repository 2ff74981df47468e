# Converting a huge integer to str exceeds the default digit limit.

big = 7 ** 3000
print("digits of 7**1000:", len(str(7 ** 1000)))
print("bit length:", big.bit_length())
text = str(10 ** 5000)
