# SystemExit and KeyboardInterrupt raised and caught inside the program.

import sys

def try_exit(*args):
    try:
        sys.exit(*args)
    except SystemExit as e:
        print("SystemExit args=%r code=%r" % (e.args, e.code))

try_exit()
try_exit(0)
try_exit(3)
try_exit("message")
try_exit(None)
try_exit([1, 2])

# SystemExit is not caught by "except Exception"
try:
    try:
        raise SystemExit(5)
    except Exception:
        print("wrongly caught")
except SystemExit as e:
    print("passed over except Exception, code", e.code)

# KeyboardInterrupt raised by hand
try:
    raise KeyboardInterrupt
except KeyboardInterrupt as e:
    print("KeyboardInterrupt caught", repr(e), isinstance(e, Exception))

# finally runs when SystemExit passes through
def cleanup_on_exit():
    try:
        sys.exit(7)
    finally:
        print("finally ran during exit")

try:
    cleanup_on_exit()
except SystemExit as e:
    print("code", e.code)

# SystemExit subclass
class Done(SystemExit):
    pass

try:
    raise Done(0)
except SystemExit as e:
    print(type(e).__name__, e.code)

# sys.exit with two arguments is a TypeError
try:
    sys.exit(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

# BaseException catch-all
for exc in (SystemExit(1), KeyboardInterrupt(), GeneratorExit()):
    try:
        raise exc
    except BaseException as e:
        print("BaseException caught", type(e).__name__)
print("program ends normally")
