print('loading _pkg_lazy.one')
n = 1
