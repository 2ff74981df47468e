"""A book; it refers to the loan module, which refers back to this one
(a circular import that works because neither uses the other at import time)."""

from . import loan


class Book:
    def __init__(self, title, author, year, price_cents):
        self.title = title
        self.author = author
        self.year = year
        self.price_cents = price_cents
        self.loan = None

    @property
    def available(self):
        return self.loan is None

    def __repr__(self):
        return f'Book({self.title!r}, {self.author!r}, {self.year})'


def loan_module_name():
    return loan.__name__ + ' has Loan: ' + str(hasattr(loan, 'Loan'))
