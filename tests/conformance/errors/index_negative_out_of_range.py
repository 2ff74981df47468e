# A negative index beyond the start.

stack = ["a", "b"]
print(stack[-1], stack[-2])
print(stack[-3])
