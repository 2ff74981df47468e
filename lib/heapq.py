"""Taipan's heapq module: the heap queue algorithm on plain lists.

A heap is a list in which a[k] <= a[2*k+1] and a[k] <= a[2*k+2] for every k
that has children, so a[0] is the smallest item. Every function here keeps
that invariant and compares items only with <, as CPython does, so classes
that define just __lt__ work.
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge', 'nlargest',
           'nsmallest', 'heappushpop']


def _check_list(heap, function, position=''):
    if not isinstance(heap, list):
        got = 'None' if heap is None else type(heap).__name__
        raise TypeError('%s() argument%s must be list, not %s' % (function, position, got))


def _sift_up(heap, start, pos, largest_first=False):
    # Moves heap[pos] towards the root (never past start) while it belongs
    # above its parent. largest_first selects the max-heap order, used by
    # nlargest and merge(reverse=True); either way only < is called.
    item = heap[pos]
    while pos > start:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if (parent < item) if largest_first else (item < parent):
            heap[pos] = parent
            pos = parent_pos
            continue
        break
    heap[pos] = item


def _sift_down(heap, pos, largest_first=False):
    # Sends heap[pos] to a leaf along the path of the children that belong
    # higher, then lets it rise again: fewer comparisons than stopping early
    # on average.
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end:
            if largest_first:
                if not heap[right] < heap[child]:
                    child = right
            elif not heap[child] < heap[right]:
                child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_up(heap, start, pos, largest_first)


def _pop(heap, largest_first=False):
    # Removes and returns the root of a non-empty heap of either order.
    last = heap.pop()
    if heap:
        top = heap[0]
        heap[0] = last
        _sift_down(heap, 0, largest_first)
        return top
    return last


def _replace(heap, item, largest_first=False):
    # Swaps item in for the root of a non-empty heap of either order.
    top = heap[0]
    heap[0] = item
    _sift_down(heap, 0, largest_first)
    return top


def _heapify(heap, largest_first=False):
    for pos in reversed(range(len(heap) // 2)):
        _sift_down(heap, pos, largest_first)


def heappush(heap, item, /):
    """Add item to the heap."""
    _check_list(heap, 'heappush', ' 1')
    heap.append(item)
    _sift_up(heap, 0, len(heap) - 1)


def heappop(heap, /):
    """Remove and return the smallest item of the heap."""
    _check_list(heap, 'heappop')
    if not heap:
        raise IndexError('index out of range')
    return _pop(heap)


def heapreplace(heap, item, /):
    """Replace the smallest item by item and return the old smallest."""
    _check_list(heap, 'heapreplace', ' 1')
    if not heap:
        raise IndexError('index out of range')
    return _replace(heap, item)


def heappushpop(heap, item, /):
    """Add item, then remove and return the smallest item (fast path)."""
    _check_list(heap, 'heappushpop', ' 1')
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _sift_down(heap, 0)
    return item


def heapify(heap, /):
    """Rearrange the list into a heap in place, in linear time."""
    _check_list(heap, 'heapify')
    _heapify(heap)


def merge(*iterables, key=None, reverse=False):
    """Lazily merge already-sorted iterables into one sorted stream; equal
    items come out in the order of their inputs."""
    # Each heap entry is [sort key, input number, value, iterator]; the input
    # number breaks ties so equal items come out in input order.
    entries = []
    direction = -1 if reverse else 1
    for number, iterable in enumerate(iterables):
        it = iter(iterable)
        for value in it:
            entries.append([value if key is None else key(value),
                            number * direction, value, it])
            break
    # A reversed merge keeps a max-heap of the entries.
    _heapify(entries, reverse)
    while len(entries) > 1:
        entry = entries[0]
        yield entry[2]
        for value in entry[3]:
            entry[0] = value if key is None else key(value)
            entry[2] = value
            _replace(entries, entry, reverse)
            break
        else:
            _pop(entries, reverse)
    if entries:
        entry = entries[0]
        yield entry[2]
        yield from entry[3]


def nsmallest(n, iterable, key=None):
    """The n smallest items, as sorted(iterable, key=key)[:n] would give."""
    if n == 1:
        absent = object()
        best = min(iterable, key=key, default=absent)
        return [] if best is absent else [best]
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    """The n largest items, as sorted(iterable, key=key, reverse=True)[:n] would give."""
    if n == 1:
        absent = object()
        best = max(iterable, key=key, default=absent)
        return [] if best is absent else [best]
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]
