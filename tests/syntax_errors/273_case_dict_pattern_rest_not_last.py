match config:
    case {**rest, "debug": True}:
        pass
