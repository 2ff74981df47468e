def f():
    """Compute things.

    Returns the result.
    return 1
