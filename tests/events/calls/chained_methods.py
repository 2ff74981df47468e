# Chained method calls on builtin str objects: each CALL names str.* with arg0=str.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
s = " Hello World "
t = s.strip().lower().replace("o", "0")
print(t)
_logtool.stop()
