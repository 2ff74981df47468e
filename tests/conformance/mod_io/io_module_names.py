# The io module's classes, constants and exception, and isinstance checks.
import io
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, io.DEFAULT_BUFFER_SIZE)
for cls in [io.StringIO, io.BytesIO, io.TextIOWrapper, io.BufferedReader, io.BufferedWriter,
            io.BufferedRandom, io.FileIO]:
    print(cls.__name__, cls.__module__ if cls.__module__ != '_io' else '_io', repr(cls))
print(io.UnsupportedOperation.__name__, issubclass(io.UnsupportedOperation, OSError),
      issubclass(io.UnsupportedOperation, ValueError))
print(io.open is open, isinstance(io.StringIO(), io.StringIO), isinstance(io.BytesIO(), io.BytesIO))
print(type(io.StringIO()).__name__, type(io.BytesIO()).__name__)
try:
    raise io.UnsupportedOperation('custom')
except ValueError as e:
    print('caught as ValueError', e)
try:
    raise io.UnsupportedOperation('custom')
except OSError as e:
    print('caught as OSError', e)


class MyStringIO(io.StringIO):
    def shout(self):
        return self.getvalue().upper()


m = MyStringIO('quiet')
m.extra = 1
print(m.shout(), m.extra, isinstance(m, io.StringIO))


class MyBytesIO(io.BytesIO):
    pass


print(MyBytesIO(b'sub').read(), type(MyBytesIO()).__name__)
