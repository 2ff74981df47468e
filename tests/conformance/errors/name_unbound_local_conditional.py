# A local that is only assigned on one branch.

def classify(n):
    if n > 0:
        label = "positive"
    elif n < 0:
        label = "negative"
    return label

print(classify(5), classify(-2))
print(classify(0))
