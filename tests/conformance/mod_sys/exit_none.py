# sys.exit() and sys.exit(None) end with status 0; SystemExit can be
# caught and inspected first.
import sys
for arg in [(), (None,), (0,), (5,), ("text",), ((1, 2),)]:
    try:
        sys.exit(*arg)
    except SystemExit as e:
        print(arg, repr(e.code), e.args)
try:
    raise SystemExit(7)
except SystemExit as e:
    print("code", e.code)
sys.exit(None)
