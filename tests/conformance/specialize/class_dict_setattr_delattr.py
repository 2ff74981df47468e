# Classes whose namespace changes through setattr(cls, ...), delattr(cls, ...)
# and a metaclass __setattr__/__delattr__ that forwards to type's, while
# loads and calls through instances and the class are warm.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


log = []


class Tracking(type):
    def __setattr__(cls, name, value):
        log.append("set %s.%s" % (cls.__name__, name))
        type.__setattr__(cls, name, value)

    def __delattr__(cls, name):
        log.append("del %s.%s" % (cls.__name__, name))
        type.__delattr__(cls, name)


class Widget(metaclass=Tracking):
    color = "red"

    def area(self):
        return 1


class Button(Widget):
    pass


def probe(w):
    try:
        return "%s/%s" % (w.color, w.area())
    except AttributeError as e:
        return "AttributeError(%s)" % e


b = Button()
seen = []
for i in range(600):
    if i == 100:
        setattr(Widget, "color", "green")
    elif i == 150:
        Button.color = "blue"
    elif i == 200:
        delattr(Button, "color")
    elif i == 250:
        setattr(Button, "area", lambda self: 2)
    elif i == 300:
        type.__setattr__(Widget, "area", lambda self: 3)
    elif i == 350:
        Tracking.__setattr__(Button, "color", "via-metaclass")
    elif i == 400:
        delattr(Button, "area")
    elif i == 450:
        delattr(Widget, "area")
    elif i == 500:
        object.__setattr__(b, "area", lambda: "instance-area")
    elif i == 550:
        delattr(Button, "color")
        delattr(Widget, "color")
    seen.append(probe(b))
print(runs(seen))
print(log)

# type.__setattr__ refuses builtin types, and a metaclass __setattr__ that
# vetoes a name keeps the old value visible at the warmed site.
try:
    setattr(int, "color", "x")
except TypeError as e:
    print("TypeError:", e)


class Frozen(type):
    def __setattr__(cls, name, value):
        if name == "locked":
            raise AttributeError("locked is read-only")
        super().__setattr__(name, value)


class Config(metaclass=Frozen):
    locked = "original"
    free = "original"


def read_config():
    return Config.locked + "+" + Config.free


vals = []
for i in range(300):
    if i == 100:
        try:
            Config.locked = "changed"
        except AttributeError as e:
            vals.append("refused: %s" % e)
        Config.free = "changed"
    elif i == 200:
        type.__setattr__(Config, "locked", "forced")
    vals.append(read_config())
print(runs(vals))

# A class attribute set through the class's __dict__ is impossible (a
# mappingproxy), so the only path is setattr; check the proxy stays current.
proxy = Config.__dict__
for i in range(200):
    read_config()
Config.free = "latest"
print(proxy["free"], "locked" in proxy, sorted(k for k in proxy if not k.startswith("__")))
try:
    proxy["free"] = 1
except TypeError as e:
    print("TypeError:", e)
