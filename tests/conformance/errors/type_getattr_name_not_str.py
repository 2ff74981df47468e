# getattr() requires a string attribute name.

class Config:
    debug = True

fields = ["debug", 7]
for f in fields:
    print(f, getattr(Config, f))
