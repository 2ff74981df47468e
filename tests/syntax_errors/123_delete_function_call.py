del cache.get(key)
