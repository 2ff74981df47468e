# The clocks: result types, non-decreasing monotonic and perf counters,
# agreement between the float and _ns forms, and sleep.
import time

for name in ["time", "monotonic", "perf_counter", "process_time", "thread_time"]:
    f = getattr(time, name)
    g = getattr(time, name + "_ns")
    a = f()
    b = g()
    print(name, type(a).__name__, type(b).__name__, a >= 0, b >= 0)
previous = time.monotonic()
previous_ns = time.monotonic_ns()
previous_perf = time.perf_counter()
ok = True
for i in range(2000):
    now = time.monotonic()
    now_ns = time.monotonic_ns()
    now_perf = time.perf_counter()
    if now < previous or now_ns < previous_ns or now_perf < previous_perf:
        ok = False
    previous, previous_ns, previous_perf = now, now_ns, now_perf
print("non-decreasing", ok)
t = time.time()
t_ns = time.time_ns()
print("time and time_ns agree", abs(t - t_ns / 1e9) < 5.0)
print("after 2001", t > 978307200)
start = time.monotonic()
print(time.sleep(0.01))
print("slept", time.monotonic() - start >= 0.009)
time.sleep(0)
time.sleep(True)
for bad in [-1, -0.5, "1", None, float('nan')]:
    try:
        time.sleep(bad)
    except Exception as e:
        print(type(e).__name__, e)
work = 0
p0 = time.process_time()
for i in range(200000):
    work += i
print(work, time.process_time() >= p0)
