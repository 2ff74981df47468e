# Indexing past the end of a list.

scores = [90, 85, 77]
for i in range(len(scores)):
    print(i, scores[i])
print("one more")
print(scores[len(scores)])
