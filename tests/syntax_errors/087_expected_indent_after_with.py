with lock:
counter += 1
