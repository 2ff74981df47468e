def trace(func):
    return func

@trace
# the function moved to another module
