# sys.exit with an int outside 0..255: the status is the int's low bits as
# a C int would keep them (2**40 + 3 ends with status 3, -1 with 255).
import sys

for code in (256, -1, 2 ** 40 + 3, True):
    try:
        sys.exit(code)
    except SystemExit as e:
        print("caught", e.code, type(e.code).__name__)
print("exiting with 2**40 + 3")
sys.exit(2 ** 40 + 3)
