@cache
result = compute()
