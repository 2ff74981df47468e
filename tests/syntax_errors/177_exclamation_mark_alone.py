if !done:
    pass
