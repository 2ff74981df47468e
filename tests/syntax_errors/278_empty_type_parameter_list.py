def first[](items):
    return items[0]
