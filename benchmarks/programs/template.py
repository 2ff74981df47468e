# bench-count-size: 15
# String building: a small template engine. Templates with {{ expressions }},
# filters ({{ name|upper }}), {% for %} loops and {% if %} blocks are compiled
# once into a list of nodes, then rendered many times against generated
# records; output is built with lists and str.join, f-strings and
# str.format. The size is the number of pages rendered.
import sys


class TemplateError(Exception):
    pass


FILTERS = {
    "upper": str.upper,
    "lower": str.lower,
    "title": str.title,
    "strip": str.strip,
    "length": lambda value: str(len(value)),
    "escape": lambda value: (str(value).replace("&", "&amp;").replace("<", "&lt;")
                             .replace(">", "&gt;").replace('"', "&quot;")),
    "money": lambda value: "{:,.2f}".format(value),
}


class Text:
    def __init__(self, text):
        self.text = text

    def render(self, context, out):
        out.append(self.text)


class Expression:
    def __init__(self, source):
        parts = [part.strip() for part in source.split("|")]
        self.path = parts[0].split(".")
        self.filters = parts[1:]

    def lookup(self, context):
        value = context
        for key in self.path:
            if isinstance(value, dict):
                value = value[key]
            else:
                value = getattr(value, key)
        return value

    def render(self, context, out):
        value = self.lookup(context)
        for name in self.filters:
            value = FILTERS[name](value)
        out.append(str(value))


class ForLoop:
    def __init__(self, variable, iterable, body):
        self.variable = variable
        self.iterable = Expression(iterable)
        self.body = body

    def render(self, context, out):
        items = self.iterable.lookup(context)
        inner = dict(context)
        for index, item in enumerate(items):
            inner[self.variable] = item
            inner["loop"] = {"index": index + 1, "first": index == 0,
                             "last": index == len(items) - 1}
            for node in self.body:
                node.render(inner, out)


class IfBlock:
    def __init__(self, condition, body, otherwise):
        self.negate = condition.startswith("not ")
        self.condition = Expression(condition[4:] if self.negate else condition)
        self.body = body
        self.otherwise = otherwise

    def render(self, context, out):
        if bool(self.condition.lookup(context)) != self.negate:
            nodes = self.body
        else:
            nodes = self.otherwise
        for node in nodes:
            node.render(context, out)


def split_template(source):
    pieces = []
    pos = 0
    while True:
        start = source.find("{", pos)
        while start != -1 and source[start + 1:start + 2] not in ("{", "%"):
            start = source.find("{", start + 1)
        if start == -1:
            pieces.append(("text", source[pos:]))
            return pieces
        pieces.append(("text", source[pos:start]))
        closer = "}}" if source[start + 1] == "{" else "%}"
        end = source.find(closer, start)
        if end == -1:
            raise TemplateError("unclosed tag at %d" % start)
        kind = "expr" if closer == "}}" else "tag"
        pieces.append((kind, source[start + 2:end].strip()))
        pos = end + 2


def compile_template(source):
    pieces = split_template(source)
    nodes, _ = parse_nodes(pieces, 0, ())
    return nodes


def parse_nodes(pieces, index, terminators):
    nodes = []
    while index < len(pieces):
        kind, text = pieces[index]
        index += 1
        if kind == "text":
            if text:
                nodes.append(Text(text))
        elif kind == "expr":
            nodes.append(Expression(text))
        else:
            words = text.split()
            if words[0] in terminators:
                return nodes, (words[0], index)
            if words[0] == "for":
                body, (_, index) = parse_nodes(pieces, index, ("endfor",))
                nodes.append(ForLoop(words[1], words[3], body))
            elif words[0] == "if":
                body, (word, index) = parse_nodes(pieces, index, ("else", "endif"))
                otherwise = []
                if word == "else":
                    otherwise, (_, index) = parse_nodes(pieces, index, ("endif",))
                nodes.append(IfBlock(" ".join(words[1:]), body, otherwise))
            else:
                raise TemplateError("unknown tag " + words[0])
    return nodes, None


PAGE = """<html><head><title>{{ title|escape }}</title></head><body>
<h1>{{ title|title }}</h1>
<p>Customer: {{ customer.name|upper }} ({{ customer.email|lower }})</p>
{% if customer.vip %}<p class="vip">Thank you for being a VIP!</p>
{% else %}<p>Join our club.</p>{% endif %}
<table>
{% for item in items %}<tr class="{% if loop.first %}first{% else %}row{% endif %}">
<td>{{ loop.index }}</td><td>{{ item.name|escape }}</td>
<td>{{ item.quantity }}</td><td>{{ item.price|money }}</td>
{% if item.tags %}<td>{% for tag in item.tags %}<span>{{ tag|upper }}</span>
{% if not loop.last %}, {% endif %}{% endfor %}</td>{% endif %}
</tr>
{% endfor %}</table>
<p>Total: {{ total|money }} for {{ count }} items</p>
</body></html>
"""

WORDS = ["widget", "gadget", "sprocket", "gizmo", "doohickey", "thingamajig", "contraption",
         "apparatus", "device", "mechanism", "<special>", "fish & chips"]


class Customer:
    def __init__(self, name, email, vip):
        self.name = name
        self.email = email
        self.vip = vip


def make_page(number):
    state = number * 2654435761 % 4294967296
    items = []
    for i in range(8 + number % 17):
        state = (state * 1664525 + 1013904223) % 4294967296
        name = f"{WORDS[state % len(WORDS)]} {WORDS[(state >> 8) % len(WORDS)]}"
        tags = [WORDS[(state >> s) % len(WORDS)][:4] for s in range(0, (state >> 20) % 4 * 3, 3)]
        items.append({"name": name, "quantity": 1 + state % 9,
                      "price": (state % 100000) / 100, "tags": tags})
    total = sum(item["price"] * item["quantity"] for item in items)
    customer = Customer("customer number {}".format(number), f"User{number}@Example.COM",
                        number % 3 == 0)
    return {"title": "order <%d> & receipt" % number, "customer": customer, "items": items,
            "total": total, "count": len(items)}


def main():
    pages = int(sys.argv[1]) if len(sys.argv) > 1 else 2700
    template = compile_template(PAGE)
    checksum = 0
    length = 0
    lines = 0
    for number in range(pages):
        context = make_page(number)
        out = []
        for node in template:
            node.render(context, out)
        html = "".join(out)
        length += len(html)
        lines += html.count("\n")
        for ch in html[::7]:
            checksum = (checksum * 31 + ord(ch)) % 1000000007
    print("template", pages, length, lines, checksum)


if __name__ == "__main__":
    main()
