import sys
class Replacement:
    kind = 'replacement object'
    def __repr__(self):
        return '<Replacement>'
sys.modules[__name__] = Replacement()
