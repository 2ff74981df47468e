def f[T, , U](): pass
