# Two classes that order shared bases differently cannot both be bases.

class Readable:
    pass

class Writable:
    pass

class ReadWrite(Readable, Writable):
    pass

class WriteRead(Writable, Readable):
    pass

print([c.__name__ for c in ReadWrite.__mro__])

class Confused(ReadWrite, WriteRead):
    pass
