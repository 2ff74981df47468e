match m:
    case {key: 1}:
        pass
