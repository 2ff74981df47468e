# A tiny Markdown-to-HTML converter: headings, lists, emphasis, code and links.

def inline(text):
    out = []
    i = 0
    while i < len(text):
        if text.startswith("**", i):
            end = text.find("**", i + 2)
            if end != -1:
                out.append("<strong>" + inline(text[i + 2:end]) + "</strong>")
                i = end + 2
                continue
        if text[i] == "*":
            end = text.find("*", i + 1)
            if end != -1:
                out.append("<em>" + inline(text[i + 1:end]) + "</em>")
                i = end + 1
                continue
        if text[i] == "`":
            end = text.find("`", i + 1)
            if end != -1:
                code = text[i + 1:end].replace("&", "&amp;").replace("<", "&lt;")
                out.append("<code>" + code + "</code>")
                i = end + 1
                continue
        if text[i] == "[":
            close = text.find("](", i)
            end = text.find(")", close + 2) if close != -1 else -1
            if close != -1 and end != -1:
                out.append('<a href="%s">%s</a>' % (text[close + 2:end], inline(text[i + 1:close])))
                i = end + 1
                continue
        ch = text[i]
        out.append({"<": "&lt;", ">": "&gt;", "&": "&amp;"}.get(ch, ch))
        i += 1
    return "".join(out)

def convert(markdown):
    html, paragraph, in_list = [], [], False
    def flush():
        if paragraph:
            html.append("<p>" + inline(" ".join(paragraph)) + "</p>")
            paragraph.clear()
    for line in markdown.splitlines():
        stripped = line.strip()
        if stripped.startswith("- "):
            flush()
            if not in_list:
                html.append("<ul>")
                in_list = True
            html.append("  <li>" + inline(stripped[2:]) + "</li>")
            continue
        if in_list:
            html.append("</ul>")
            in_list = False
        if not stripped:
            flush()
        elif stripped.startswith("#"):
            flush()
            level = len(stripped) - len(stripped.lstrip("#"))
            html.append("<h%d>%s</h%d>" % (level, inline(stripped[level:].strip()), level))
        else:
            paragraph.append(stripped)
    flush()
    if in_list:
        html.append("</ul>")
    return "\n".join(html)

DOC = """# Release notes
Version **2.0** brings *many* changes
and a [new website](https://example.org).

## Changes
- faster `parse()` for x < 10 & y > 2
- **bold *and* italic**
- unclosed *emphasis stays

Thanks!
"""
print(convert(DOC))
print(inline("a * b * c"), "|", inline("[broken link"), "|", inline("``"))
