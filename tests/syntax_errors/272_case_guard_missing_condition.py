match n:
    case x if:
        pass
