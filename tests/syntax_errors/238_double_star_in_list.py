merged = [**a, **b]
