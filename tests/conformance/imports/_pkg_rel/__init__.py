name = '_pkg_rel'
