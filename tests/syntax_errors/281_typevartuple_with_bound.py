def f[*Ts: int](): pass
