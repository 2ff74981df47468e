names = [u.name for u users]
