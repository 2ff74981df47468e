# sys.int_info and sys.hash_info: CPython's values and the relations hash
# values keep with them.
import sys
ii = sys.int_info
hi = sys.hash_info
print(ii)
print(hi)
print(ii.bits_per_digit, ii.sizeof_digit, ii.default_max_str_digits, ii.str_digits_check_threshold, ii[0], len(ii))
print(hi.width, hi.modulus, hi.inf, hi.nan, hi.imag, hi.algorithm, hi.hash_bits, hi.seed_bits, hi.cutoff, len(hi))
print(hash(float("inf")) == hi.inf, hash(float("-inf")) == -hi.inf, hash(hi.modulus) == 0, hash(hi.modulus + 5) == 5)
print(hash(1j) == hi.imag, hash(complex(2, 3)) == hash(2) + hi.imag * hash(3), hash(-1) == -2)
print(type(ii).__name__, type(hi).__name__, type(hi).n_fields, type(ii).n_sequence_fields)
print(hi[5], hi[:3], ii[-2:], sorted(ii))
print(2 ** hi.width > sys.maxsize, hi.modulus.bit_length(), hash(2 ** 61) == 1, hash(-(2 ** 61)) == -1 - 1)
