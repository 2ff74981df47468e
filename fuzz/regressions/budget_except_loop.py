# The step budget must end a loop that swallows every exception.
while True:
    try:
        while True:
            pass
    except BaseException:
        pass
