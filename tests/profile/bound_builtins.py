# Builtin methods called in every way: bound and stored, unbound through
# the type, class methods and static methods of builtin types.
def main():
    items = []
    push = items.append
    for i in range(4):
        push(i)
    list.append(items, 9)
    items.extend([7, 8])
    print(items, items.pop(), items.count(9), items.index(7))
    print(dict.fromkeys("ab", 0), int.from_bytes(b"\x01\x00", "big"))
    table = str.maketrans("ab", "xy")
    print("abc".translate(table), (255).to_bytes(2, "little"), (10).bit_length())
    up = "hey".upper
    print(up(), str.upper("you"), " ".join(map(str.title, ["a", "b"])))
    d = {}
    setter = d.__setitem__
    setter("k", 1)
    print(d, d.__getitem__("k"), d.__contains__("k"), {}.__len__())


main()
