# Neither SystemExit, KeyboardInterrupt nor input() may end or block the run.
import sys
try:
    input()
except EOFError:
    pass
sys.stdout = None
sys.modules['fake'] = 1
sys.setrecursionlimit(10)
try:
    raise KeyboardInterrupt
finally:
    sys.exit(3)
