x = 'alpha'
