"""The library: books, members and loans."""

from ..models import Book, Member, Loan
from ..models.loan import FREE_DAYS


class Library:
    class Unavailable(Exception):
        pass

    def __init__(self, name):
        self.name = name
        self.books = {}
        self.members = []
        self.day = 0

    def add_book(self, item):
        assert isinstance(item, Book)
        self.books[item.title] = item

    def join(self, member):
        assert isinstance(member, Member)
        member.number = len(self.members) + 1
        self.members.append(member)
        return member

    def lend(self, title, member):
        self.day += 1
        item = self.books.get(title)
        if item is None:
            raise self.Unavailable(f'no book called {title!r}')
        if not item.available:
            raise self.Unavailable(f'{title!r} is lent to {item.loan.member.name} '
                                   f'(free for {FREE_DAYS} days)')
        loan = Loan(item, member, self.day)
        item.loan = loan
        member.loans.append(loan)
        return loan

    def give_back(self, title, day):
        item = self.books[title]
        item.loan.member.loans.remove(item.loan)
        item.loan = None
        self.day = day
