match event:
    case Click(pos=(x + 1)):
        pass
