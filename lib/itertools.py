"""Taipan's itertools module: iterator building blocks.

Every public iterator is a class (so type(x).__name__ and the reprs CPython
defines, count(5) and repeat('a', 3), come out the same); its __next__ pulls
from a private generator that holds the algorithm. The combinatoric iterators
copy their input into a tuple first, as CPython does, so they may be consumed
in any order afterwards.

Invariants: an exhausted iterator stays exhausted (its generator is finished);
a groupby group becomes empty once the parent groupby advances past it; the
iterators of one tee() share a single buffer that holds only the items some
iterator has not yet read.
"""

import sys as _sys

__all__ = [
    'accumulate', 'batched', 'chain', 'combinations', 'combinations_with_replacement',
    'compress', 'count', 'cycle', 'dropwhile', 'filterfalse', 'groupby', 'islice',
    'pairwise', 'permutations', 'product', 'repeat', 'starmap', 'takewhile', 'tee',
    'zip_longest',
]


class _GenIterator:
    # The base of the generator-backed iterators; subclasses set self._gen.
    __slots__ = ('_gen',)

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._gen)


def _int_arg(value):
    if hasattr(type(value), '__index__'):
        return value.__index__()
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__)


def _choice_size(r):
    # The r argument of permutations and the combinations: an index >= 0.
    r = _int_arg(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return r


class count:
    """count(start=0, step=1): start, start + step, start + 2*step, ... forever."""
    __slots__ = ('_value', '_step')

    def __init__(self, start=0, step=1):
        for v in (start, step):
            cls = type(v)
            if not (isinstance(v, (int, float, complex)) or hasattr(cls, '__index__')
                    or hasattr(cls, '__float__') or hasattr(cls, '__int__')
                    or hasattr(cls, '__complex__')):
                raise TypeError('a number is required')
        self._value = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        value = self._value
        self._value = value + self._step
        return value

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return 'count(%r)' % (self._value,)
        return 'count(%r, %r)' % (self._value, step)


class cycle(_GenIterator):
    """Yield the items of the iterable, then the same items again, forever."""
    __slots__ = ()

    def __init__(self, iterable, /):
        self._gen = self._run(iter(iterable))

    @staticmethod
    def _run(it):
        saved = []
        for item in it:
            yield item
            saved.append(item)
        if not saved:
            return
        while True:
            yield from saved


class repeat:
    """repeat(object[, times]): object over and over, times times or forever."""
    __slots__ = ('_object', '_times')

    def __init__(self, object, times=None):
        self._object = object
        if times is None:
            self._times = None
        else:
            times = _int_arg(times)
            self._times = times if times > 0 else 0

    def __iter__(self):
        return self

    def __next__(self):
        times = self._times
        if times is None:
            return self._object
        if times <= 0:
            raise StopIteration
        self._times = times - 1
        return self._object

    def __length_hint__(self):
        if self._times is None:
            raise TypeError('len() of unsized object')
        return self._times

    def __repr__(self):
        if self._times is None:
            return 'repeat(%r)' % (self._object,)
        return 'repeat(%r, %d)' % (self._object, self._times)


class accumulate(_GenIterator):
    """Running totals of the iterable (or running results of func), optionally
    starting from initial."""
    __slots__ = ()

    def __init__(self, iterable, func=None, *, initial=None):
        self._gen = self._run(iter(iterable), func, initial)

    @staticmethod
    def _run(it, func, total):
        if total is None:
            for total in it:
                break
            else:
                return
        yield total
        if func is None:
            for item in it:
                total = total + item
                yield total
        else:
            for item in it:
                total = func(total, item)
                yield total


class batched(_GenIterator):
    """Tuples of n consecutive items; the last one may be shorter (an error
    with strict=True)."""
    __slots__ = ()

    def __init__(self, iterable, n, *, strict=False):
        n = _int_arg(n)
        if n < 1:
            raise ValueError('n must be at least one')
        self._gen = self._run(iter(iterable), n, strict)

    @staticmethod
    def _run(it, n, strict):
        while True:
            batch = []
            for item in it:
                batch.append(item)
                if len(batch) == n:
                    break
            if not batch:
                return
            if strict and len(batch) != n:
                raise ValueError('batched(): incomplete batch')
            yield tuple(batch)
            if len(batch) < n:
                return


class chain(_GenIterator):
    """The items of each argument in turn."""
    __slots__ = ()

    def __init__(self, *iterables):
        self._gen = self._run(iter(iterables))

    @staticmethod
    def _run(sources):
        for source in sources:
            yield from source

    @classmethod
    def from_iterable(cls, iterable, /):
        """chain over the iterables produced by one iterable, read lazily."""
        self = cls.__new__(cls)
        self._gen = cls._run(iter(iterable))
        return self

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)


def _generic_alias(cls, item):
    return type(list[int])(cls, item)


class compress(_GenIterator):
    """The items of data whose matching selector is true."""
    __slots__ = ()

    def __init__(self, data, selectors):
        self._gen = (d for d, s in zip(data, selectors) if s)


class dropwhile(_GenIterator):
    """Skip items while predicate(item) holds, then yield everything else."""
    __slots__ = ()

    def __init__(self, predicate, iterable, /):
        self._gen = self._run(predicate, iter(iterable))

    @staticmethod
    def _run(predicate, it):
        for item in it:
            if not predicate(item):
                yield item
                break
        yield from it


class takewhile(_GenIterator):
    """Yield items while predicate(item) holds; stop at the first that fails."""
    __slots__ = ()

    def __init__(self, predicate, iterable, /):
        self._gen = self._run(predicate, iter(iterable))

    @staticmethod
    def _run(predicate, it):
        for item in it:
            if not predicate(item):
                return
            yield item


class filterfalse(_GenIterator):
    """The items for which function(item) is false (or falsy items for None)."""
    __slots__ = ()

    def __init__(self, function, iterable, /):
        if function is None:
            self._gen = (x for x in iterable if not x)
        else:
            self._gen = (x for x in iterable if not function(x))


class starmap(_GenIterator):
    """function(*args) for each argument tuple of the iterable."""
    __slots__ = ()

    def __init__(self, function, iterable, /):
        self._gen = (function(*args) for args in iterable)


class pairwise(_GenIterator):
    """Consecutive overlapping pairs: (a, b), (b, c), ..."""
    __slots__ = ()

    def __init__(self, iterable, /):
        self._gen = self._run(iter(iterable))

    @staticmethod
    def _run(it):
        for previous in it:
            break
        else:
            return
        for item in it:
            yield previous, item
            previous = item


class _grouper:
    __slots__ = ('_parent', '_key', '_tag')

    def __init__(self, parent, key, tag):
        self._parent = parent
        self._key = key
        self._tag = tag

    def __iter__(self):
        return self

    def __next__(self):
        parent = self._parent
        # The group is valid only while its parent still works on it.
        if parent._tag is not self._tag:
            raise StopIteration
        if parent._current_key is _MARKER:
            parent._advance()
        if parent._current_key is _MARKER or parent._current_key != self._key:
            raise StopIteration
        value = parent._current_value
        parent._current_key = _MARKER
        return value


_MARKER = object()


class groupby:
    """(key, group) for each run of items with equal keys."""
    __slots__ = ('_it', '_keyfunc', '_target_key', '_current_key', '_current_value',
                 '_tag', '_done')

    def __init__(self, iterable, key=None):
        self._it = iter(iterable)
        self._keyfunc = key
        self._target_key = _MARKER
        self._current_key = _MARKER
        self._current_value = None
        self._tag = None
        self._done = False

    def _advance(self):
        # Reads one item; sets _current_key to _MARKER-free state or raises StopIteration.
        value = next(self._it)
        key = value if self._keyfunc is None else self._keyfunc(value)
        self._current_value = value
        self._current_key = key

    def __iter__(self):
        return self

    def __next__(self):
        self._tag = None
        while True:
            if self._current_key is _MARKER:
                self._advance()
            if self._target_key is _MARKER or self._current_key != self._target_key:
                break
            self._current_key = _MARKER
        self._target_key = self._current_key
        tag = object()
        self._tag = tag
        return self._current_key, _grouper(self, self._target_key, tag)


class islice(_GenIterator):
    """islice(iterable, stop) or islice(iterable, start, stop[, step]):
    the selected items, read lazily."""
    __slots__ = ()

    def __init__(self, iterable, *args):
        nargs = len(args)
        if nargs == 1:
            start, stop, step = None, args[0], None
        elif nargs in (2, 3):
            start, stop = args[0], args[1]
            step = args[2] if nargs == 3 else None
        elif nargs == 0:
            raise TypeError('islice expected at least 2 arguments, got 1')
        else:
            raise TypeError('islice expected at most 4 arguments, got %d' % (nargs + 1))
        if stop is not None:
            stop = self._check(stop, True)
        if start is None:
            start = 0
        else:
            start = self._check(start, False)
        if step is None:
            step = 1
        else:
            try:
                step = _int_arg(step)
            except TypeError:
                step = -1
            if step <= 0:
                raise ValueError('Step for islice() must be a positive integer or None.')
        self._gen = self._run(iter(iterable), start, stop, step)

    @staticmethod
    def _check(value, only_stop):
        try:
            value = _int_arg(value)
        except TypeError:
            value = -1
        if value < 0 or value > _sys.maxsize:
            if only_stop:
                raise ValueError('Stop argument for islice() must be None or an integer: '
                                 '0 <= x <= sys.maxsize.')
            raise ValueError('Indices for islice() must be None or an integer: '
                             '0 <= x <= sys.maxsize.')
        return value

    @staticmethod
    def _run(it, start, stop, step):
        # Consumes exactly what CPython's islice consumes: the items before
        # each selected one, and at the end everything up to `stop`.
        consumed = 0
        target = start
        while True:
            gap = target - consumed
            if gap > 0:
                # range comes first so zip never pulls an extra item.
                for _ in zip(range(gap), it):
                    pass
                consumed = target
            if stop is not None and consumed >= stop:
                return
            if step == 1:
                if stop is None:
                    yield from it
                else:
                    for _, item in zip(range(stop - consumed), it):
                        yield item
                return
            for item in it:
                break
            else:
                return
            consumed += 1
            yield item
            target += step
            if stop is not None and target > stop:
                target = stop


class zip_longest(_GenIterator):
    """Tuples of the i-th items of each argument, padding the shorter ones
    with fillvalue."""
    __slots__ = ()

    def __init__(self, *iterables, fillvalue=None):
        self._gen = self._run([iter(x) for x in iterables], fillvalue)

    @staticmethod
    def _run(iterators, fillvalue):
        remaining = len(iterators)
        if not remaining:
            return
        while True:
            row = []
            for i, it in enumerate(iterators):
                if it is None:
                    row.append(fillvalue)
                    continue
                try:
                    row.append(next(it))
                except StopIteration:
                    remaining -= 1
                    if not remaining:
                        return
                    iterators[i] = None
                    row.append(fillvalue)
            yield tuple(row)


class product(_GenIterator):
    """Every tuple with one item from each argument, in odometer order."""
    __slots__ = ()

    def __init__(self, *iterables, repeat=1):
        repeat = _int_arg(repeat)
        if repeat < 0:
            raise ValueError('repeat argument cannot be negative')
        pools = [tuple(x) for x in iterables] * repeat
        self._gen = self._run(pools)

    @staticmethod
    def _run(pools):
        if not all(pools):
            return
        n = len(pools)
        indices = [0] * n
        current = [pool[0] for pool in pools]
        sizes = [len(pool) for pool in pools]
        yield tuple(current)
        while True:
            # Odometer: bump the rightmost wheel that does not wrap, reset
            # the wheels to its right.
            position = n - 1
            while position >= 0:
                wheel = indices[position] + 1
                if wheel < sizes[position]:
                    indices[position] = wheel
                    current[position] = pools[position][wheel]
                    break
                indices[position] = 0
                current[position] = pools[position][0]
                position -= 1
            if position < 0:
                return
            yield tuple(current)


class permutations(_GenIterator):
    """Every ordering of r distinct positions of the iterable, in order."""
    __slots__ = ()

    def __init__(self, iterable, r=None):
        pool = tuple(iterable)
        n = len(pool)
        if r is None:
            r = n
        elif isinstance(r, int):
            r = _choice_size(r)
        else:
            # Unlike the combinations, permutations takes no __index__ objects.
            raise TypeError('Expected int as r')
        self._gen = self._run(pool, n, r)

    @staticmethod
    def _run(pool, n, r):
        if r > n:
            return
        # The selection is a list of distinct indices; successive selections
        # are in lexicographic order: bump the rightmost position that can
        # take a larger unused index, then refill the positions after it
        # with the smallest unused ones.
        chosen = list(range(r))
        used = [i < r for i in range(n)]
        yield tuple([pool[i] for i in chosen])
        while True:
            position = r - 1
            while position >= 0:
                current = chosen[position]
                used[current] = False
                candidate = current + 1
                while candidate < n and used[candidate]:
                    candidate += 1
                if candidate < n:
                    chosen[position] = candidate
                    used[candidate] = True
                    break
                position -= 1
            if position < 0:
                return
            free = 0
            for slot in range(position + 1, r):
                while used[free]:
                    free += 1
                chosen[slot] = free
                used[free] = True
            yield tuple([pool[i] for i in chosen])


class combinations(_GenIterator):
    """Every sorted choice of r distinct positions of the iterable."""
    __slots__ = ()

    def __init__(self, iterable, r):
        # r is converted before the iterable is read, and checked for sign after.
        r = _int_arg(r)
        pool = tuple(iterable)
        self._gen = self._run(pool, _choice_size(r), False)

    @staticmethod
    def _run(pool, r, with_replacement):
        n = len(pool)
        if not with_replacement and r > n:
            return
        if with_replacement and n == 0 and r > 0:
            return
        indices = [0] * r if with_replacement else list(range(r))
        yield tuple([pool[i] for i in indices])
        while True:
            # Find the rightmost index that can still move right.
            position = r - 1
            while position >= 0:
                limit = n - 1 if with_replacement else position + n - r
                if indices[position] != limit:
                    break
                position -= 1
            if position < 0:
                return
            indices[position] += 1
            start = indices[position]
            for j in range(position + 1, r):
                if with_replacement:
                    indices[j] = start
                else:
                    indices[j] = indices[j - 1] + 1
            yield tuple([pool[i] for i in indices])


class combinations_with_replacement(_GenIterator):
    """Every sorted choice of r positions of the iterable, repeats allowed."""
    __slots__ = ()

    def __init__(self, iterable, r):
        # r is converted before the iterable is read, and checked for sign after.
        r = _int_arg(r)
        pool = tuple(iterable)
        self._gen = combinations._run(pool, _choice_size(r), True)


class _TeeLink:
    # One cell of the buffer shared by the iterators of a tee().
    __slots__ = ('value', 'next')

    def __init__(self):
        self.value = None
        self.next = None


class _TeeSource:
    __slots__ = ('it',)

    def __init__(self, it):
        self.it = it


class _tee:
    """An iterator sharing a buffer with its copies."""
    __slots__ = ('_source', '_link', '__weakref__')

    def __init__(self, iterable):
        it = iter(iterable)
        if isinstance(it, _tee):
            self._source = it._source
            self._link = it._link
        else:
            self._source = _TeeSource(it)
            self._link = _TeeLink()

    def __iter__(self):
        return self

    def __next__(self):
        link = self._link
        if link.next is None:
            # This iterator is the furthest ahead: read a new item and
            # append an empty cell for the next one.
            value = next(self._source.it)
            link.value = value
            link.next = _TeeLink()
        self._link = link.next
        return link.value

    def __copy__(self):
        clone = _tee.__new__(_tee)
        clone._source = self._source
        clone._link = self._link
        return clone


def tee(iterable, n=2, /):
    """n independent iterators over the items of one iterable."""
    n = _int_arg(n)
    if n < 0:
        raise ValueError('n must be >= 0')
    if n == 0:
        return ()
    it = iter(iterable)
    # An iterator that can copy itself (a tee iterator) is used as is.
    first = it if hasattr(type(it), '__copy__') else _tee(it)
    result = [first]
    for _ in range(n - 1):
        result.append(first.__copy__())
    return tuple(result)
