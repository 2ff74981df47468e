# Interfaces, default implementations and cooperative hooks across a hierarchy.

class Serializer:
    format_name = "abstract"

    def dumps(self, data):
        return self.header() + self.encode(data) + self.footer()

    def header(self):
        return ""

    def footer(self):
        return ""

    def encode(self, data):
        raise NotImplementedError("%s.encode" % type(self).__name__)

class CSV(Serializer):
    format_name = "csv"

    def encode(self, data):
        return "\n".join(",".join(str(v) for v in row) for row in data)

class TSV(CSV):
    format_name = "tsv"

    def encode(self, data):
        return super().encode(data).replace(",", "\t")

class Framed(Serializer):
    def header(self):
        return "<<" + self.format_name + ">>\n"

    def footer(self):
        return "\n<<end>>"

class FramedCSV(Framed, CSV):
    format_name = "framed-csv"

rows = [(1, "a"), (2, "b")]
for cls in (CSV, TSV, FramedCSV, Framed):
    try:
        print(repr(cls().dumps(rows)))
    except NotImplementedError as e:
        print(cls.__name__, type(e).__name__, e)
print([k.__name__ for k in FramedCSV.__mro__])

# Checking which methods each class overrides
def overrides(cls, base=Serializer):
    return sorted(name for name in vars(cls) if callable(getattr(base, name, None)))

for cls in (CSV, TSV, Framed, FramedCSV):
    print(cls.__name__, overrides(cls))
