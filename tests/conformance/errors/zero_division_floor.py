# Floor division by zero.

def pages(items, per_page):
    return (items + per_page - 1) // per_page

print(pages(95, 10))
print(pages(95, 0))
