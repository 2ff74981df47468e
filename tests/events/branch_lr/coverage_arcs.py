# A coverage-style tool that returns DISABLE from both callbacks sees every
# (src, dst, direction) arc exactly once per site, and the set of arcs equals
# the set a tool that never disables sees on the same run.
import sys
sys.path.insert(0, "..")
import _lrtool


def work(n):
    total = 0
    for i in range(n):
        if i % 3 == 0:
            total += i
        elif i % 3 == 1 and i > 3:
            total -= 1
        while total > 20:
            total -= 7
    data = [x for x in range(n) if x % 2]
    return total, data, total if total else None


def workload():
    results = []
    for n in (0, 5, 12):
        results.append(work(n))
    return results


full = _lrtool.Tool(_lrtool.sys.monitoring.DEBUGGER_ID, collect=True)
full.start()
print(workload())
full.stop()

covering = _lrtool.Tool(_lrtool.sys.monitoring.COVERAGE_ID, collect=True)
covering.start(disable=("LEFT", "RIGHT"))
print(workload())
print(workload())
covering.stop()

print("events without DISABLE:", full.counts)
print("events with DISABLE:", covering.counts)
print("arcs", len(full.arcs), "equal", full.arcs == covering.arcs)
for arc in sorted(covering.arcs, key=repr):
    print(*arc)
print("first-seen order:")
for text in covering.lines:
    print(text)
