# sys.exit with an int sets the exit status; finally blocks still run.
import sys
try:
    print("working")
    sys.exit(3)
finally:
    print("cleanup runs")
