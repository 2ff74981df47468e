# An exception raised in finally replaces the one in flight.

def process():
    try:
        raise ValueError("original problem")
    finally:
        print("cleaning up")
        raise RuntimeError("cleanup failed")

process()
