for x in *:
    pass
