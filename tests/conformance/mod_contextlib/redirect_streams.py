# redirect_stdout and redirect_stderr with a file-like object.
import sys
from contextlib import redirect_stdout, redirect_stderr

class Collector:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)
        return len(text)

    def flush(self):
        pass

    def text(self):
        return ''.join(self.parts)

out = Collector()
with redirect_stdout(out) as target:
    print('hidden line')
    print('second', 2)
    print(target is out)
print('captured:', repr(out.text()))
err = Collector()
with redirect_stderr(err):
    print('to stderr', file=sys.stderr)
print('stderr captured:', repr(err.text()))
outer = Collector()
inner = Collector()
with redirect_stdout(outer):
    print('outer 1')
    with redirect_stdout(inner):
        print('inner')
    print('outer 2')
print(repr(outer.text()), repr(inner.text()))
again = Collector()
r = redirect_stdout(again)
with r:
    print('first use')
with r:
    print('second use')
print(repr(again.text()))
saved = sys.stdout
try:
    with redirect_stdout(Collector()):
        raise ValueError('inside redirect')
except ValueError as e:
    print('restored after error', sys.stdout is saved, e)
