# list + tuple cannot be concatenated.

history = [1, 2, 3]
history = history + [4]
print(history)
recent = (5, 6)
print("merging", recent)
history = history + recent
