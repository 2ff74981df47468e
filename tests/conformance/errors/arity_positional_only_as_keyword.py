# A positional-only parameter passed by keyword.

def clamp(value, lo, hi, /):
    return max(lo, min(hi, value))

print(clamp(15, 0, 10))
print(clamp(value=15, lo=0, hi=10))
