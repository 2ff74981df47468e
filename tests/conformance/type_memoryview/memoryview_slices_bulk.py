# Generated slices of slices of memoryviews, checked against bytes slicing,
# with item reads and writes through strided views.
state = 5


def rand(n):
    global state
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n


def pick():
    start = rand(16) - 4 if rand(4) else None
    stop = rand(16) - 4 if rand(4) else None
    step = (rand(7) - 3) or 1 if rand(3) else None
    return slice(start, stop, step)


data = bytearray(range(48, 48 + 12))
for case in range(400):
    view = memoryview(data)
    model = bytes(data)
    s1, s2 = pick(), pick()
    v = view[s1][s2]
    m = model[s1][s2]
    line = [case, s1.start, s1.stop, s1.step, s2.start, s2.stop, s2.step, v.tobytes() == m, len(v), v.tobytes()]
    if len(v):
        index = rand(len(v) * 2) - len(v)
        v[index] = 65 + rand(26)
        line.append((index, v[index], v.tolist()[:4], v.strides, v.contiguous))
    print(*line)
    view.release()
print(data)
