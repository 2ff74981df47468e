if x < :
    pass
