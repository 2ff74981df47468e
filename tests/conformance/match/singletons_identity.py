# None, True and False are compared by identity: 1 does not match True, 0 not False.
def which(x):
    match x:
        case True:
            return "True"
        case False:
            return "False"
        case None:
            return "None"
        case 1:
            return "one"
        case 0:
            return "zero"
    return "other"

for x in [True, False, None, 1, 0, 1.0, 0.0, "", [], ()]:
    print(repr(x), which(x))

class AlwaysEqual:
    def __eq__(self, other):
        print("  __eq__ called with", repr(other))
        return True
    def __repr__(self):
        return "AlwaysEqual()"

print("singleton vs eq:", which(AlwaysEqual()))

def value_true(x):
    match x:
        case 1:
            return "equal to 1"
    return "not 1"

print(value_true(True), value_true(1.0), value_true(AlwaysEqual()))
