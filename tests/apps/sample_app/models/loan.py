"""A loan of a book to a member."""

from . import book

DAILY_FEE_CENTS = 25
FREE_DAYS = 14


class Loan:
    def __init__(self, item, member, day):
        self.book = item
        self.member = member
        self.day = day

    def fee(self, today):
        late = today - self.day - FREE_DAYS
        return max(0, late) * DAILY_FEE_CENTS

    def __repr__(self):
        return f'Loan({self.book.title!r} -> {self.member.name}, day {self.day})'


def book_module_name():
    return book.__name__ + ' has Book: ' + str(hasattr(book, 'Book'))
