"""The command line: builds a library, lends books, prints reports."""

import sys

from . import describe
from .models import Book, Member
from .services.library import Library
from .services import reports
from .util.fmt import *  # table and money (the module's __all__)


def shorten(path):
    """A path relative to the folder holding the package, for stable output."""
    root = __file__.rpartition('/')[0].rpartition('/')[0]
    return path.replace(root, '<apps>')


def show_modules():
    names = sorted(name for name in sys.modules if name.startswith('sample_app'))
    print('modules loaded:', len(names))
    for name in names:
        module = sys.modules[name]
        print(' ', name, '->', module.__name__, repr(module.__package__),
              shorten(module.__file__) if module.__file__ else None)


def main(arguments):
    print(describe())
    print('argv tail:', arguments)
    print('main module:', __name__, __package__, sys.modules['__main__'].__spec__.name)
    print('argv[0]:', shorten(sys.argv[0]))
    library = Library('Riverside')
    for title, author, year, price in [
        ('Dune', 'Herbert', 1965, 1299),
        ('Neuromancer', 'Gibson', 1984, 999),
        ('Hyperion', 'Simmons', 1989, 1150),
        ('Foundation', 'Asimov', 1951, 875),
        ('Solaris', 'Lem', 1961, 1020),
    ]:
        library.add_book(Book(title, author, year, price))
    alice = library.join(Member('Alice'))
    bob = library.join(Member('Bob'))
    for member, title in [(alice, 'Dune'), (bob, 'Solaris'), (alice, 'Hyperion'),
                          (bob, 'Dune'), (alice, 'Foundation')]:
        try:
            loan = library.lend(title, member)
            print('lent:', loan)
        except library.Unavailable as error:
            print('refused:', error)
    library.give_back('Dune', day=9)
    print('lent after return:', library.lend('Dune', bob))
    print(table(reports.inventory_rows(library)))
    print(table(reports.member_rows(library)))
    print('fees due:', money(reports.total_fees(library, day=30)))
    show_modules()
    from . import models
    print('models.__all__:', models.__all__)
    print('book knows loan module:', models.book.loan_module_name())
    print('circular loan sees book:', models.loan.book_module_name())
    return 0
