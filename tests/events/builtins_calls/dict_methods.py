# dict methods: get, setdefault, update, keys.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
d = {}
d.setdefault("a", 1)
d.update(b=2)
print(d.get("a"), list(d.keys()))
_logtool.stop()
