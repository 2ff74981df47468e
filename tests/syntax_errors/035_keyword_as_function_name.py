def import(path):
    return open(path)
