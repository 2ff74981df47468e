# Importing a plain module: attributes, repr, identity through sys.modules.
import sys
HERE = __file__.rpartition('/')[0]
import _plain
print(_plain.value, _plain.double(21), _plain.Thing(), _plain._hidden)
print(_plain.__name__, _plain.__doc__, _plain.__package__ == '')
print(repr(_plain).replace(HERE, 'HERE'))
print(_plain.__file__.replace(HERE, "HERE"))
print(sys.modules['_plain'] is _plain, type(_plain) is type(sys))
print('double' in dir(_plain), 'value' in vars(_plain))
import _plain as again
print(again is _plain)
