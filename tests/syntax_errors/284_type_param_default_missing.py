class A[T = ]: pass
