# Multiplying two strings.

def repeat(text, times):
    return text * times

print(repeat("ab", 3))
count = "3"
print(repeat("ab", count))
