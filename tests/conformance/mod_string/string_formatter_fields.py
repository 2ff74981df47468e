# Formatter.get_field with attribute and index chains, vformat with nested specs.
import string

class Obj:
    def __init__(self):
        self.items = {'k': [10, 20, 30]}
        self.name = 'obj'

f = string.Formatter()
o = Obj()
print(f.format('{0.name} {0.items[k][1]} {0.items[k]}', o))
print(f.get_field('0.items[k]', (o,), {}))
print(f.get_field('x.name', (), {'x': o}))
print(f.format('{a[0]}{a[1]}{a[2]}', a='xyz'))
print(f.format('{:>{width}}|{:^{width}}|{:<{width}}', 'r', 'c', 'l', width=5))
print(f.format('{0:{fill}{align}{width}}', 42, fill='*', align='^', width=9))
print(f.format('{0:.{1}f} {0:.{2}e}', 3.14159265, 2, 3))
print(f.format('{!r:>8}{!s:<6}|', 'a', 'b'))
print(f.format('{0}{1}{0}', 'ab', 'cd'), f.format('{x}{y}', x=1, y=[2]))
for bad, args in [('{0.missing}', (o,)), ('{0[5]}', ([1],)), ('{k}', ())]:
    try:
        f.format(bad, *args)
    except (AttributeError, IndexError, KeyError) as e:
        print(type(e).__name__, e)
print(list(f.parse('{0[}]}x{!r:>3}')))
