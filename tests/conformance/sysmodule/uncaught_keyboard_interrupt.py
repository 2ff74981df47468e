# An uncaught KeyboardInterrupt: CPython prints the traceback and ends the
# process by re-raising SIGINT, so the recorded status is negative (-2).

def worker(log):
    for i in range(5):
        log.append(i)
        print("iteration", i)
        if i == 2:
            raise KeyboardInterrupt

log = []
try:
    worker(log)
except Exception:
    print("KeyboardInterrupt is not an Exception: never printed")
finally:
    print("cleanup before the interrupt propagates, log =", log)
print("never printed")
