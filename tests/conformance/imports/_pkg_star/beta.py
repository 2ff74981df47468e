x = 'beta'
