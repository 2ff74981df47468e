x = 1
assert x, 'msg'.