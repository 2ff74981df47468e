# os.environ and getenv/putenv/unsetenv.
import os
key = 'TAIPAN_CONFORMANCE_VARIABLE'
print(key in os.environ, os.environ.get(key), os.getenv(key), os.getenv(key, 'default'))
os.environ[key] = 'first'
print(os.environ[key], os.getenv(key), key in os.environ)
os.environ[key] += '+second'
print(os.environ[key])
print(os.environ.setdefault(key, 'ignored'), os.environ.setdefault(key + '_2', 'set'))
print(os.environ.pop(key + '_2'), os.environ.pop(key + '_2', 'gone'))
del os.environ[key]
print(key in os.environ, os.getenv(key))
try:
    os.environ[key]
except KeyError as e:
    print(type(e).__name__, e)
for bad in [(1, 'x'), ('x', 2)]:
    try:
        os.environ[bad[0]] = bad[1]
    except TypeError as e:
        print(type(e).__name__, e)
print(isinstance(os.environ.get('PATH'), str), type(dict(os.environ)).__name__)
os.environ.update({key: 'u'})
print(os.environ.get(key))
os.unsetenv(key)
print(os.environ.get(key))
