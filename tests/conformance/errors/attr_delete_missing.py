# Deleting an attribute that does not exist.

class Session:
    def __init__(self):
        self.user = "ann"

s = Session()
del s.user
print("user removed")
del s.user
