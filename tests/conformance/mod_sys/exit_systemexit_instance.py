# sys.exit given a SystemExit instance raises that instance, so its code
# becomes the exit status; other exception instances are printed.
import sys
for value in [ValueError("bad value"), KeyError("k"), SystemExit(4)]:
    try:
        sys.exit(value)
    except SystemExit as e:
        print(type(e.code).__name__, repr(e.code), e is value)
sys.exit(SystemExit(3))
