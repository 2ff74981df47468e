import functools


def cached(func):
    return functools.lru_cache(maxsize=None)(func)


@cached
