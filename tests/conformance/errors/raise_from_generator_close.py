# An exception raised by a generator's cleanup during close().

def reader():
    try:
        yield "line 1"
        yield "line 2"
    finally:
        raise OSError("could not release the file handle")

r = reader()
print(next(r))
r.close()
