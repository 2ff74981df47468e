# Iterating a None attribute.

class Playlist:
    def __init__(self):
        self.songs = None

    def titles(self):
        return [s.upper() for s in self.songs]

p = Playlist()
print("listing titles")
print(p.titles())
