# bytes patterns over bytes and bytearray subjects.
import re

data = b"GET /index.html HTTP/1.1\r\nHost: example.org\r\n\r\n"
m = re.match(rb"(\w+) (\S+) HTTP/(\d)\.(\d)", data)
print(m.groups(), m.span(2), repr(m))
print(re.findall(rb"(?m)^(\w+): (.*)\r$", data))
print(re.sub(rb"\r\n", b"|", data), re.split(rb"\r\n", data))
print(re.findall(rb"[\x80-\xff]+", b"a\x80\x81b\xff"), re.findall(rb"\xe9", b"\xe9\xc9", re.I))
print(re.search(rb"b+", bytearray(b"abbc")).group(), re.findall(rb".", b"a\nb", re.S))
print(re.fullmatch(rb"\d+", b"123") is not None, re.compile(rb"x").flags, re.compile(rb"(?i)x").flags)
print(re.findall(rb"\w+", b"caf\xe9 na\xefve"), re.findall(rb"\s+", b"a\x85b\xa0c d"))
