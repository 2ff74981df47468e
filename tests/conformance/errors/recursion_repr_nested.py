# A deeply nested list overflows the recursion limit while computing its repr.

nested = []
for _ in range(100000):
    nested = [nested]
print("built a list nested 100000 levels deep")
print(repr(nested))
