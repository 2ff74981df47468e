# A property that refers to itself.

class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    @property
    def celsius(self):
        return self.celsius

print("creating")
t = Temperature.__new__(Temperature)
print(t.celsius)
