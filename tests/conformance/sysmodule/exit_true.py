# sys.exit(True) exits with status 1 (True is the int 1) and prints nothing.

import sys

def run_checks():
    results = []
    for value in (4, 9, 15, 16):
        root = int(value ** 0.5)
        results.append(root * root == value)
    return results

results = run_checks()
print("results:", results)
all_passed = all(results)
print("all passed:", all_passed)
print("int value of True:", int(True), "of not all_passed:", int(not all_passed))

# Passing a bool: True behaves as 1, so the exit status is 1.
try:
    sys.exit(not all_passed)
except SystemExit as e:
    print("code:", repr(e.code))

sys.exit(not all_passed)
