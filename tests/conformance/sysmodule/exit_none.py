# sys.exit() and sys.exit(None) exit with status 0 and print nothing.

import sys

def checked_exit(*args):
    try:
        sys.exit(*args)
    except SystemExit as e:
        print("caught:", repr(e.code), e.args)

checked_exit()
checked_exit(None)
checked_exit(0)

results = {"passed": 12, "failed": 0}
print("summary:", ", ".join("%s=%d" % kv for kv in results.items()))
sys.stdout.flush()

if results["failed"] == 0:
    print("exiting for real with sys.exit()")
    sys.exit()
print("never printed")
