result = compute(
    alpha,
    beta]
