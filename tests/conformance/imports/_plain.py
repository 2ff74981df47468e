"""A plain helper module."""
value = 10
_hidden = 'hidden'
__dunder_like__ = 'dunder'
def double(x):
    return 2 * x
class Thing:
    def __repr__(self):
        return 'Thing()'
