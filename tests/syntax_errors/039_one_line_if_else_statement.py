if ready: start() else: wait()
