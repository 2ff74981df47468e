# builtins.__import__ called directly.
m = __import__('_pkg_basic.sub')
print(m.__name__)
m = __import__('_pkg_basic.sub', fromlist=['c'])
print(m.__name__, m.c.__name__)
m = __import__('_pkg_basic.sub', globals(), locals(), [], 0)
print(m.__name__)
m = __import__('_plain', fromlist=['nonexistent'])
print(m.__name__)
for call in [lambda: __import__(1), lambda: __import__('x', level=-1), lambda: __import__(''),
             lambda: __import__('_pkg_basic', fromlist=[1]),
             lambda: __import__('_pkg_basic', fromlist=['nothere_sub'])]:
    try:
        r = call()
        print('ok', r.__name__)
    except Exception as e:
        print(type(e).__name__, e)
