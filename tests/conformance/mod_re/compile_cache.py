# Compiled patterns are cached; purge empties the cache; Pattern objects are reused.
import re

p1 = re.compile("cached+")
p2 = re.compile("cached+")
print(p1 is p2, re.compile("cached+", re.I) is p1)
re.purge()
p3 = re.compile("cached+")
print(p3 == p1, p3.pattern)
many = [re.compile("x%d" % i) for i in range(1000)]
print(len(many), many[999].pattern, re.match("x5", "x55").group())
print(re.compile(p1) is p1, re.match(p1, "cachedd").group(), re.search(p1, "x cachedd").span())
