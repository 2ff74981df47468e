def distance((x1, y1), (x2, y2)):
    pass
