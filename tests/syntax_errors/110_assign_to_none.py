None = []
