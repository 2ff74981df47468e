# sys.exit with a non-int, non-None object prints its str() to stderr, status 1.

import sys

class Report:
    def __init__(self, failures):
        self.failures = failures

    def __str__(self):
        return "%d failures: %s" % (len(self.failures), "; ".join(self.failures))

    def __repr__(self):
        return "Report(%r)" % (self.failures,)

checks = {"disk": False, "memory": True, "network": False}
failures = [name + " down" for name, ok in sorted(checks.items()) if not ok]
report = Report(failures)
print("report:", repr(report))

try:
    sys.exit(report)
except SystemExit as e:
    print("the code attribute is the object itself:", e.code is report)

print("finishing with a report object")
sys.exit(report)
