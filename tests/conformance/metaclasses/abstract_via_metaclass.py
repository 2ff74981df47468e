# An abstract-method enforcement system built with a metaclass (no abc module).

def abstract(func):
    func.is_abstract = True
    return func

class AbstractMeta(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        abstracts = set()
        for base in bases:
            for attr in getattr(base, "abstract_methods", ()):
                value = getattr(cls, attr, None)
                if getattr(value, "is_abstract", False):
                    abstracts.add(attr)
        for attr, value in ns.items():
            if getattr(value, "is_abstract", False):
                abstracts.add(attr)
        cls.abstract_methods = tuple(sorted(abstracts))
        return cls

    def __call__(cls, *args, **kwargs):
        if cls.abstract_methods:
            names = ", ".join(repr(m) for m in cls.abstract_methods)
            raise TypeError("Can't instantiate abstract class %s without an implementation "
                            "for abstract methods %s" % (cls.__name__, names))
        return super().__call__(*args, **kwargs)

class Stream(metaclass=AbstractMeta):
    @abstract
    def read(self):
        pass

    @abstract
    def close(self):
        pass

    def read_all(self):
        out = []
        while (chunk := self.read()):
            out.append(chunk)
        self.close()
        return "".join(out)

class Partial(Stream):
    def read(self):
        return ""

class StringStream(Partial):
    def __init__(self, text, size):
        self.text, self.size, self.closed = text, size, False

    def read(self):
        chunk, self.text = self.text[:self.size], self.text[self.size:]
        return chunk

    def close(self):
        self.closed = True

print(Stream.abstract_methods, Partial.abstract_methods, StringStream.abstract_methods)
for cls in (Stream, Partial):
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, e)

s = StringStream("hello world", 4)
print(s.read_all(), s.closed)
