def find(items, target):
    i = 0
    while i < len(items):
        if items[i == target:
            return i
        i += 1
    else:
        return -1
