# printf-style formatting of bytes.
print(b'%s and %s' % (b'one', bytearray(b'two')), b'%b' % b'x', b'%s' % memoryview(b'mv'))
print(b'%d %i %u' % (1, -2, 3), b'%x %X %o' % (255, 255, 8), b'%#x %#o' % (255, 8))
print(b'%5d|%-5d|%05d|%+d|% d' % (42, 42, 42, 42, 42), b'%.3d' % 7)
print(b'%f %.2f %e %g %G' % (3.14159, 2.5, 12345.678, 0.0001, 1e20))
print(b'%r %a' % ('x\xe9', 'y'), b'%r' % b'b', b'%c%c' % (65, b'B'), b'%%' % ())
print(b'%(a)s-%(b)d' % {b'a': b'A', b'b': 5}, b'%*d|%-*d' % (4, 1, 4, 2), b'%.*s' % (2, b'abcdef'))
print(b'%10s|%-10s|%.1s' % (b'r', b'l', b'xyz'), b'%s' % (b'tuple',), b'no args' % ())


class B:
    def __bytes__(self):
        return b'dunder'


print(b'%s' % B(), bytearray(b'%d') % 5, type(bytearray(b'%d') % 5).__name__)
for fmt, args in [(b'%s', 'str'), (b'%d', b'x'), (b'%d %d', (1,)), (b'%d', (1, 2)), (b'%c', 256),
                  (b'%c', b'ab'), (b'%q', 1), (b'%', ()), (b'%(a)s', (1,)), (b'%s', 1.5), (b'%x', 1.5),
                  (b'%c', 'a')]:
    try:
        print(fmt % args)
    except Exception as e:
        print(type(e).__name__, e)
for value in [0, 1, -1, 255, 2 ** 40, -2 ** 70]:
    print(b'%d %x %o %10.3f' % (value, value, value, value))
