# print() with every keyword: sep, end, file, flush.

import sys

print()
print("a", "b", "c")
print("a", "b", "c", sep="")
print("a", "b", "c", sep=" -> ")
print("a", "b", sep="\n")
print("no newline", end="")
print(" | continued", end="!\n")
print("x", "y", sep=None, end=None)
print(1, 2.5, None, [3], sep=", ")
print(*range(5), sep="")
print(*[], sep="ignored", end="[end with no values]\n")
print("to stdout explicitly", file=sys.stdout)
print("to stdout with None file", file=None)
print("flushed", flush=True)
print("all keywords", 1, sep="|", end=".\n", file=sys.stdout, flush=False)

# sys.stdout.write and print interleave in order
sys.stdout.write("written directly\n")
print("printed after write")
count = sys.stdout.write("count me\n")
print("write returned", count)

# A file-like object with a write method
class Collector:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)
        return len(text)

    def flush(self):
        self.parts.append("<flush>")

c = Collector()
print("one", "two", file=c)
print("three", end="", file=c, flush=True)
print(c.parts)

# Errors for bad keyword values
for kwargs in ({"sep": 5}, {"end": []}, {"file": 42}, {"bogus": 1}):
    try:
        print("x", **kwargs)
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

# print converts with str(), which falls back to repr()
class Shown:
    def __str__(self):
        return "shown via __str__"

print(Shown(), [Shown()][0])

# Output to stderr: only the last stderr line is compared by the test harness
print("a message on stderr", file=sys.stderr)
print("final stderr line", "with parts", sep=":", file=sys.stderr, flush=True)
print("stdout continues after stderr output")
