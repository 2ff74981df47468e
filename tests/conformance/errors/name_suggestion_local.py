# A misspelled local name: the traceback suggests the close match.

def summarize(temperatures):
    maximum = max(temperatures)
    minimum = min(temperatures)
    print("range", minimum, "to", maximum)
    return maximun - minimum

summarize([12, 18, 9])
