s = {1, **other}
