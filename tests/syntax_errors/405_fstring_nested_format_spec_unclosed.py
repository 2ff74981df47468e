rows = [(1, 2.0)]
for n, v in rows:
    print(f"{n}: {f'{v:.3f'}")
