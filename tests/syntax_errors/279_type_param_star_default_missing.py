class Box[T = int, *Ts = ]:
    pass
