# ExitStack.pop_all transfers callbacks; close() unwinds explicitly.
from contextlib import ExitStack

def opener(names, fail_at=None):
    with ExitStack() as stack:
        opened = []
        for name in names:
            if name == fail_at:
                raise OSError('cannot open ' + name)
            stack.callback(print, 'cleanup', name)
            opened.append(name)
        return opened, stack.pop_all()

files, cleanup = opener(['a', 'b'])
print('opened', files)
cleanup.close()
print('closed explicitly')
try:
    opener(['x', 'y', 'z'], fail_at='z')
except OSError as e:
    print('OSError', e)
stack = ExitStack()
stack.callback(print, 'one')
stack.callback(print, 'two')
moved = stack.pop_all()
stack.close()
print('original closed (nothing ran)')
with moved:
    print('inside moved')
moved.close()
print('second close runs nothing')
print(type(moved).__name__)
