part = 'namespace part'
