# A missing comma between a name and a tuple turns the tuple into call arguments.

origin = (0, 0)
points = [
    origin,
    (1, 1),
]
print(points)
more = [origin
        (3, 3)]
