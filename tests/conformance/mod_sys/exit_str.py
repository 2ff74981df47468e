# sys.exit with a string: the text goes to stderr and the exit status is 1.
import sys
print("before exit")
sys.stdout.flush()
sys.exit("fatal: configuration missing")
print("never printed")
