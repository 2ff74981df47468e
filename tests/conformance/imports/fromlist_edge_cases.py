# __import__ fromlist handling: '*', names that are submodules, missing names.
m = __import__('_pkg_star', fromlist=['*'])
print(m.__name__, hasattr(m, 'alpha'), hasattr(m, 'beta'))
m = __import__('_pkg_lazy', fromlist=('one', 'nothere'))
print(hasattr(m, 'one'), hasattr(m, 'nothere'))
m = __import__('_pkg_lazy', fromlist=['two'], level=0)
print(m.two.n)
try:
    __import__('_pkg_lazy', fromlist=['broken'])
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
