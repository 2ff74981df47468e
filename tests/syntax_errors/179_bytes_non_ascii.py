data = b"café"
