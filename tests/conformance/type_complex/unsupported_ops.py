# Operations complex does not support raise CPython's TypeErrors.
ops = [("<", lambda: 1j < 1j), ("<=", lambda: 1j <= 2), (">", lambda: 2.0 > 1j), ("//", lambda: 1j // 1),
       ("%", lambda: 1j % 1), ("divmod", lambda: divmod(1j, 1)), ("int", lambda: int(1j)),
       ("float", lambda: float(1j)), ("round", lambda: round(1j)), ("&", lambda: 1j & 1),
       ("<<", lambda: 1j << 1), ("~", lambda: ~1j), ("index", lambda: [1][complex(0, 1)]), ("range", lambda: range(1j)),
       ("max", lambda: max(1j, 2j)), ("sorted", lambda: sorted([1j, 0j])), ("bin", lambda: bin(1j))]
for name, f in ops:
    try:
        f()
        print(name, "ok")
    except TypeError as e:
        print(name, "TypeError:", e)
print(1j == "1j", 1j != None, (1j).__lt__(2j), (1j).__floordiv__(1) if hasattr(1j, "__floordiv__") else "no //")
