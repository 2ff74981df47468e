match p:
    case Point(*args):
        pass
