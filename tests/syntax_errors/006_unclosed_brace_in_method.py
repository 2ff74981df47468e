class Registry:
    def __init__(self):
        self.items = {
        self.count = 0
