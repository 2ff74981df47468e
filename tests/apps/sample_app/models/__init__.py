"""The library's records."""

from .book import Book
from .member import Member
from .loan import Loan

__all__ = ['Book', 'Member', 'Loan']
