print('init _pkg_basic.b')
from . import a
b_value = a.a_value + 'b'
