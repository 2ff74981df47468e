# sys.argv holds the script and its arguments; sys.orig_argv the whole
# command line, which ends with the same items; sys.executable is a path.
import sys
print(len(sys.argv), sys.argv[0].replace("\\", "/").split("/")[-1])
print(sys.orig_argv[-len(sys.argv):] == sys.argv, len(sys.orig_argv) > len(sys.argv))
print(type(sys.executable).__name__, sys.executable != "", type(sys.orig_argv[0]).__name__)
sys.argv.append("--extra")
print(sys.argv[1:], sys.orig_argv[-1].endswith("argv_orig_argv.py"))
saved = sys.argv
sys.argv = ["prog", "-v"]
print(sys.argv, saved is not sys.argv)
sys.argv = saved
del sys.argv[-1]
print(len(sys.argv))
