data = load(items[0)
