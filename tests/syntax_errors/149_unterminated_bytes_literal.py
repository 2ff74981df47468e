header = b'\x89PNG
