# sys.getprofile returns what setprofile stored (the same object), also from
# inside the profile function; setprofile(None) clears it, and a
# non-callable is accepted until the next event fails with TypeError.
import sys
sys.path.insert(0, "..")
import _tracetool

def quiet(frame, event, arg):
    if event == "call" and frame.f_code.co_name == "probe":
        print("inside profiler:", sys.getprofile() is quiet)


def probe():
    return sys.getprofile() is quiet


print(sys.getprofile())
sys.setprofile(quiet)
print(sys.getprofile() is quiet, sys.gettrace())
print("probe sees quiet:", probe())
sys.setprofile(None)
print(sys.getprofile())
sys.setprofile(7)
try:
    probe()
except TypeError as error:
    print(type(error).__name__, error)
print(sys.getprofile())
