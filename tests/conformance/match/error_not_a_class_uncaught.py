# An uncaught TypeError: the name in a class pattern is not a class.
def make():
    return "I am a function result"

handler = make
match 5:
    case int(x) if x > 10:
        print("big")
    case handler():
        print("unreachable")
