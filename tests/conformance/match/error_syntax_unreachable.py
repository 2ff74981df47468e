# A whole file rejected at compile time: an unguarded capture before other cases.
print("never printed")

def f(command):
    match command:
        case "start":
            return 1
        case other:
            return 2
        case "stop":
            return 3
