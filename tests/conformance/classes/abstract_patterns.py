# Abstract base patterns without the abc module: NotImplementedError and templates.

class Shape:
    name = "shape"

    def area(self):
        raise NotImplementedError("%s must implement area()" % type(self).__name__)

    def perimeter(self):
        raise NotImplementedError

    def describe(self):
        return "%s with area %.2f" % (self.name, self.area())

class Rect(Shape):
    name = "rectangle"

    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)

class Circle(Shape):
    name = "circle"

    def __init__(self, r):
        self.r = r

    def area(self):
        return 3.14159 * self.r ** 2

class Blob(Shape):
    pass

for shape in (Rect(2, 3), Circle(1), Blob()):
    try:
        print(shape.describe())
    except NotImplementedError as e:
        print(type(e).__name__, e)
    try:
        print(" perimeter", shape.perimeter())
    except NotImplementedError as e:
        print(" perimeter:", type(e).__name__, repr(e))

# Template method: the base algorithm calls hooks supplied by subclasses
class Report:
    def render(self, rows):
        lines = [self.header()]
        for row in rows:
            lines.append(self.format_row(row))
        lines.append(self.footer(len(rows)))
        return "\n".join(lines)

    def header(self):
        return "REPORT"

    def footer(self, n):
        return "(%d rows)" % n

    def format_row(self, row):
        raise NotImplementedError

class CsvReport(Report):
    def header(self):
        return "name,qty"

    def format_row(self, row):
        return ",".join(str(v) for v in row)

class TableReport(Report):
    def format_row(self, row):
        return "| %-8s | %4d |" % row

rows = [("apples", 3), ("pears", 12)]
print(CsvReport().render(rows))
print(TableReport().render(rows))
try:
    Report().render(rows)
except NotImplementedError as e:
    print(type(e).__name__, repr(str(e)))

# A class attribute listing required methods, checked at instantiation
class Interface:
    required = ()

    def __new__(cls, *args, **kwargs):
        missing = [m for m in cls.required if not callable(getattr(cls, m, None))]
        if missing:
            raise TypeError("Can't instantiate %s: missing %s" % (cls.__name__, ", ".join(missing)))
        return super().__new__(cls)

class Storage(Interface):
    required = ("load", "save")

class Memory(Storage):
    def load(self):
        return "loaded"

    def save(self):
        return "saved"

print(Memory().load())
try:
    Storage()
except TypeError as e:
    print(type(e).__name__, e)
