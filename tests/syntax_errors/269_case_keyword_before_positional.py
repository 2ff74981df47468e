match shape:
    case Point(x=0, 5):
        pass
