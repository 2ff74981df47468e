# As-patterns capture the value matched by an inner pattern.
def f(x):
    match x:
        case [1, 2] as pair:
            return ("pair", pair)
        case (int() | float()) as number:
            return ("number", number)
        case {"items": [first, *_] as items} as whole:
            return ("items", first, items, len(whole))
        case [(a, b) as t, c] as outer:
            return ("nested", a, b, t, c, outer)
        case str() as s if len(s) > 3:
            return ("long str", s)
    return ("none",)

for x in [[1, 2], 5, 2.5, {"items": [9, 8]}, [(1, 2), 3], "long text", "abc", None]:
    print(f(x))

match 3:
    case (1 | 2 | 3) as n:
        print("n", n)

match [1, [2, [3, [4]]]]:
    case [a, [b, [c, [d] as inner] as middle] as outer] as top:
        print(a, b, c, d, inner, middle, outer, top)
