def show(items):
    for i, item in enumerate(items):
        print(f"{i}: {item.name:>10} {item.price:.2f")
