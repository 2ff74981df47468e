# str methods: join, split, format.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
parts = "a,b".split(",")
print("-".join(parts))
print("{}!".format("hi"))
_logtool.stop()
