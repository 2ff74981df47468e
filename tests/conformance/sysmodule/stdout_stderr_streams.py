# Writing to sys.stdout and sys.stderr directly; only stderr's last line is compared.

import sys

n = sys.stdout.write("direct write without newline")
sys.stdout.write("\n")
print("write returned", n)
sys.stderr.write("first stderr line\n")
print("stdout after stderr")
sys.stdout.write("line A\nline B\n")
print("multi", "part", sep="-", file=sys.stdout)
sys.stdout.flush()
sys.stderr.flush()

# Replacing sys.stdout temporarily redirects print
class Capture:
    def __init__(self):
        self.chunks = []

    def write(self, text):
        self.chunks.append(text)
        return len(text)

    def flush(self):
        pass

original = sys.stdout
sys.stdout = Capture()
print("captured text", 42)
captured = sys.stdout
sys.stdout = original
print("captured chunks:", captured.chunks)

# print with file=None writes to the current sys.stdout
sys.stdout = Capture()
print("also captured", file=None)
inner = sys.stdout
sys.stdout = original
print(inner.chunks)

try:
    sys.stdout.write(5)
except TypeError as e:
    print(type(e).__name__, e)

sys.stderr.write("last stderr line\n")
print("stdout ends here")
