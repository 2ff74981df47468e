# LEFT and RIGHT of if / elif / else chains: each test's branch not taken
# falls through (LEFT), taken jumps to the next test or the else (RIGHT).
import sys
sys.path.insert(0, "..")
import _lrtool


def classify(n):
    if n < 0:
        kind = "negative"
    elif n == 0:
        kind = "zero"
    elif n < 10:
        kind = "small"
    else:
        kind = "large"
    return kind


def only_if(flag):
    result = 1
    if flag:
        result = 2
    return result


def nested(a, b):
    if a:
        if b:
            return "both"
        else:
            return "a only"
    elif b:
        return "b only"
    return "neither"


_lrtool.start()
for value in (-5, 0, 3, 42):
    print(classify(value))
print(only_if(True), only_if(False))
for a in (True, False):
    for b in (True, False):
        print(nested(a, b))
_lrtool.stop()
