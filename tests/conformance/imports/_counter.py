import sys
sys.counter_runs = getattr(sys, 'counter_runs', 0) + 1
runs = sys.counter_runs
