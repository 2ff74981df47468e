def classify(n):
    if n % 2 == 0
        return "even"
    return "odd"
