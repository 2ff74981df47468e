print('init _pkg_basic.sub', __package__)
