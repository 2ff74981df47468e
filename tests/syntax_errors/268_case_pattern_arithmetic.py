match value:
    case 1 + 2:
        pass
