"""sample_app: a small lending library, the multi-module application that
checks Taipan's import system (packages, subpackages, relative imports,
__all__, a circular import, __main__.py) against CPython 3.13."""

__all__ = ['VERSION', 'describe']

VERSION = (1, 2, 0)


def describe():
    return 'sample_app ' + '.'.join(str(part) for part in VERSION)


_private_note = 'not exported'
