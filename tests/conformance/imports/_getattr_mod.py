def __getattr__(name):
    if name == 'lazy':
        return 'computed lazily'
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
def __dir__():
    return ['lazy', 'other']
