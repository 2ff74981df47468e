match data:
    case [1, 2] as 3:
        pass
