match data:
    case str() as _:
        pass
