# Python callables called back from builtins and from other Python code.
def fold(function, values):
    result = values[0]
    for value in values[1:]:
        result = function(result, value)
    return result


def combine(a, b):
    return a * 10 + b


def shout(word):
    return word.upper()


def main():
    print(fold(combine, [1, 2, 3, 4]))
    print(list(map(shout, ["a", "b"])))
    print(sorted(["b", "A", "c"], key=str.lower))
    print(list(map(len, ["aa", "b"])))
    words = ["x", "yy", "zzz"]
    print(max(words, key=len), min(words, key=len))
    handlers = {"up": shout, "len": len}
    print([handlers[name](w) for name in ("up", "len") for w in words])


main()
