"""Reports over a library."""

from ..util import fmt
from .library import Library


def inventory_rows(library):
    assert isinstance(library, Library)
    rows = [('title', 'author', 'year', 'price', 'status')]
    for title in sorted(library.books):
        item = library.books[title]
        status = 'in' if item.available else 'out: ' + item.loan.member.name
        rows.append((item.title, item.author, str(item.year), fmt.money(item.price_cents),
                     status))
    return rows


def member_rows(library):
    rows = [('member', 'loans')]
    for member in library.members:
        rows.append((repr(member), ', '.join(loan.book.title for loan in member.loans) or '-'))
    return rows


def total_fees(library, day):
    return sum(loan.fee(day) for member in library.members for loan in member.loans)
