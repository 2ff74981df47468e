# Builtins check their argument counts too.

words = ["alpha", "beta"]
print(len(words))
print(len(words, "extra"))
