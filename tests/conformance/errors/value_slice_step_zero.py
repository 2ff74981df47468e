# A zero slice step.

letters = "abcdef"
print(letters[::2], letters[::-1])
step = 0
print(letters[::step])
