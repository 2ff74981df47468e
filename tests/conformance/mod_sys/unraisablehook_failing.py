# A sys.unraisablehook that raises, or is not callable, is itself reported
# as "Exception ignored in sys.unraisablehook"; the program goes on.
import sys
calls = []
def hook(unraisable):
    calls.append(unraisable.exc_type.__name__)
    raise RuntimeError("hook broke")
sys.unraisablehook = hook
class Leaky:
    def __del__(self):
        raise ValueError("boom")
item = Leaky()
del item
print("continuing", calls)
sys.unraisablehook = 5
other = Leaky()
del other
print("done", calls)
