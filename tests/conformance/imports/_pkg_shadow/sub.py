kind = 'submodule'
