# An exception raised inside __init__.

class Temperature:
    def __init__(self, kelvin):
        if kelvin < 0:
            raise ValueError("temperature below absolute zero: %r K" % kelvin)
        self.kelvin = kelvin

print(Temperature(300).kelvin)
Temperature(-5)
