print('init _pkg_basic.sub.c', __name__)
from ..a import a_value
from .. import b
c_value = a_value + b.b_value + 'c'
