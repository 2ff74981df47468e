def build(name: str = "x", size: int):
    pass
