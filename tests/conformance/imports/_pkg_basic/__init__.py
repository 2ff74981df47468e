print('init _pkg_basic', __name__, __package__)
top_value = 'top'
