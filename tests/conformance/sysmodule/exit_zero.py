# sys.exit(0) ends the program with status 0; code after it never runs.

import sys

def main(argv):
    print("arguments after the script name:", argv[1:])
    total = sum(range(10))
    print("total", total)
    try:
        if total == 45:
            sys.exit(0)
        print("never printed")
    finally:
        print("finally blocks still run on the way out")
    print("never printed")

try:
    main(sys.argv)
except SystemExit as e:
    print("main exited with code", e.code)
    raise
finally:
    print("outermost finally")
print("never printed either")
