# Referring to an attribute without self: CPython suggests self.<name>.

class Timer:
    def __init__(self):
        self.elapsed = 0

    def tick(self, seconds):
        self.elapsed += seconds
        return elapsed

t = Timer()
print("ticking")
t.tick(3)
