# findall returns strings, one group's strings, or tuples for several groups.
import re

text = "k1=v1; k2=v2; k3=; =v4"
print(re.findall(r"\w+=\w*", text))
print(re.findall(r"(\w+)=\w*", text))
print(re.findall(r"(\w*)=(\w*)", text))
print(re.findall(r"(\w+)=(\w+)?", text))
print(re.findall(r"((\w+)=(\w*))", text))
print(re.findall(r"(?:\w+)=", text), re.findall("", "abc"), re.findall("x*", "axxb"), re.findall("(a)|b", "ab"))
print(re.findall(rb"\d+", b"a12b3"), re.findall(rb"(\d)(\d)?", b"1 23"))
p = re.compile(r"\d")
print(p.findall("a1b2c3d4", 3), p.findall("a1b2c3d4", 2, 6), p.findall("123", 5))
