# An uncaught TypeError: __match_args__ must be a tuple.
class Record:
    __match_args__ = ["id", "name"]
    id = 1
    name = "r"

match Record():
    case Record(id=1):
        print("keywords do not read __match_args__")

match Record():
    case Record(i):
        print("unreachable", i)
