scores = [90, 85, 77]
print(max(scores) min(scores))
# résumé of the results
