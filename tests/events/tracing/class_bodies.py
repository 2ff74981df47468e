# Class bodies are frames too: a call event with the class's qualname at the
# class line, line events for the body, and a return; a nested class body
# gets the outer class's qualname as prefix; methods are traced when called.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    class Outer:
        x = 1

        class Inner:
            y = 2

        def method(self):
            return self.x + self.Inner.y

    return Outer().method()


print(_tracetool.traced(f))
