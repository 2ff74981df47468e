print('init _pkg_basic.a', __name__, __package__)
a_value = 'a'
