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


def _sift_up(heap, start, pos):
    # Moves heap[pos] towards the root (never past start) until its parent is
    # not larger than it.
    item = heap[pos]
    while pos > start:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if item < parent:
            heap[pos] = parent
            pos = parent_pos
            continue
        break
    heap[pos] = item


def _sift_down(heap, pos):
    # Sends heap[pos] to a leaf along the path of smaller children, then lets
    # it rise again: fewer comparisons than stopping early on average.
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_up(heap, start, pos)


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
    last = heap.pop()
    if heap:
        smallest = heap[0]
        heap[0] = last
        _sift_down(heap, 0)
        return smallest
    return last


def heapreplace(heap, item, /):
    """Replace the smallest item by item and return the old smallest."""
    _check_list(heap, 'heapreplace', ' 1')
    if not heap:
        raise IndexError('index out of range')
    smallest = heap[0]
    heap[0] = item
    _sift_down(heap, 0)
    return smallest


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
    for pos in reversed(range(len(heap) // 2)):
        _sift_down(heap, pos)


# The max-heap variants, used by nlargest and merge(reverse=True).
def _sift_up_max(heap, start, pos):
    item = heap[pos]
    while pos > start:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if parent < item:
            heap[pos] = parent
            pos = parent_pos
            continue
        break
    heap[pos] = item


def _sift_down_max(heap, pos):
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[right] < heap[child]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_up_max(heap, start, pos)


def _heapify_max(heap):
    for pos in reversed(range(len(heap) // 2)):
        _sift_down_max(heap, pos)


def _pop_max(heap):
    last = heap.pop()
    if heap:
        largest = heap[0]
        heap[0] = last
        _sift_down_max(heap, 0)
        return largest
    return last


def _replace_max(heap, item):
    largest = heap[0]
    heap[0] = item
    _sift_down_max(heap, 0)
    return largest


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
    if reverse:
        _heapify_max(entries)
        replace, pop = _replace_max, _pop_max
    else:
        heapify(entries)
        replace, pop = heapreplace, heappop
    while len(entries) > 1:
        entry = entries[0]
        yield entry[2]
        for value in entry[3]:
            entry[0] = value if key is None else key(value)
            entry[2] = value
            replace(entries, entry)
            break
        else:
            pop(entries)
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
