def total(items: list) -> int
    return sum(items)
