"""A member of the library."""


class Member:
    def __init__(self, name):
        self.name = name
        self.loans = []
        self.number = None

    def __repr__(self):
        return f'Member({self.name!r}, #{self.number})'
