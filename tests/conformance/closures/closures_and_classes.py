# Closures compared with classes, and closures captured by class methods.

class CounterClass:
    def __init__(self):
        self.count = 0

    def __call__(self):
        self.count += 1
        return self.count

def counter_closure():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc

a, b = CounterClass(), counter_closure()
print([a() for _ in range(3)], [b() for _ in range(3)], a.count, b.__closure__[0].cell_contents)

# Methods defined in a function close over the function's variables
def make_class(prefix):
    suffix = "!"
    class Greeter:
        def greet(self, name):
            return prefix + name + suffix
    return Greeter

G1, G2 = make_class("Hello, "), make_class("Bye, ")
print(G1().greet("ann"), G2().greet("bob"), G1 is G2)
print(G1.greet.__code__.co_freevars)

# A closure capturing self
class Button:
    def __init__(self, label):
        self.label = label
        self.clicks = 0

    def handler(self):
        def on_click():
            self.clicks += 1
            return "%s clicked %d time(s)" % (self.label, self.clicks)
        return on_click

btn = Button("OK")
h = btn.handler()
print(h(), h(), btn.clicks)

# Closures over loop variables inside methods
class Menu:
    def __init__(self, items):
        self.actions = {}
        for item in items:
            self.actions[item] = (lambda it=item: "selected " + it)

menu = Menu(["open", "save", "quit"])
print([menu.actions[k]() for k in ("quit", "open")])

# Closure capturing a class attribute value vs the class itself
class Settings:
    mode = "fast"

def capture_value():
    mode = Settings.mode
    return lambda: mode

def capture_class():
    return lambda: Settings.mode

v, c = capture_value(), capture_class()
Settings.mode = "safe"
print(v(), c())
