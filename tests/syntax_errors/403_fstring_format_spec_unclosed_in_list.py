prices = [3.5, 4.25]
labels = [f"{p:.2f" for p in prices]
print(labels)
