def = 5
x = 1
y = 2
