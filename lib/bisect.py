"""Taipan's bisect module: binary search and insertion into sorted lists.

Both searches narrow [lo, hi) while keeping one invariant: every item left
of lo belongs before x and every item from hi on does not (for the left
search, "before" means < x; for the right search, <= x). They compare only
with <, as CPython does. With key, the key is applied to the list's items,
never to x in the searches, while the insort functions apply it to x to find
the place.
"""

__all__ = ['bisect', 'bisect_left', 'bisect_right', 'insort', 'insort_left', 'insort_right']


def _search(a, x, lo, hi, key, right):
    if lo < 0:
        raise ValueError('lo must be non-negative')
    end = len(a) if hi is None else hi
    start = lo
    while start < end:
        middle = (start + end) // 2
        probe = a[middle] if key is None else key(a[middle])
        # right: x goes after equal items; left: before them.
        goes_after = not (x < probe) if right else probe < x
        if goes_after:
            start = middle + 1
        else:
            end = middle
    return start


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Index at which x would be inserted into the sorted a[lo:hi] to the
    right of any items equal to it."""
    return _search(a, x, lo, hi, key, True)


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Index at which x would be inserted into the sorted a[lo:hi] to the
    left of any items equal to it."""
    return _search(a, x, lo, hi, key, False)


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into the sorted list a, after any items equal to it."""
    a.insert(_search(a, x if key is None else key(x), lo, hi, key, True), x)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into the sorted list a, before any items equal to it."""
    a.insert(_search(a, x if key is None else key(x), lo, hi, key, False), x)


bisect = bisect_right
insort = insort_right
