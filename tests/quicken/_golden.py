# What every golden program shares (imported by them; files starting with
# "_" are not programs of their own): printing the code of a function at a
# labelled stage, and calling a function many times.
import _taipan


def show(label, function):
    # The code as it runs now, under a stage label.
    print("==", label)
    print(_taipan.dis(function, adaptive=True))


def show_before(function):
    # Before the first call nothing is quickened: the adaptive view is the
    # compiler's code.
    code = _taipan.dis(function, adaptive=True)
    assert code == _taipan.dis(function)
    print("== before any call: same as the compiler's code")
    print(code)


def repeat(times, function, *args):
    # Calls function(*args) `times` times and returns the last result.
    for _ in range(times):
        result = function(*args)
    return result
