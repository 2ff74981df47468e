print('loading _pkg_lazy.two')
n = 2
