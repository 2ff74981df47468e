# types.DynamicClassAttribute: instance attribute, class access goes to __getattr__.
import types

class Meta(type):
    def __getattr__(cls, name):
        if name == 'kind':
            return 'class-level kind'
        raise AttributeError(name)

class Thing(metaclass=Meta):
    def __init__(self, kind):
        self._kind = kind

    @types.DynamicClassAttribute
    def kind(self):
        """The kind of thing."""
        return self._kind

    @kind.setter
    def kind(self, value):
        self._kind = value.upper()

t = Thing('rock')
print(t.kind)
print(Thing.kind)
t.kind = 'paper'
print(t.kind)
print(Thing.__dict__['kind'].__doc__)
try:
    del t.kind
except AttributeError as e:
    print('AttributeError', e)

class Plain:
    @types.DynamicClassAttribute
    def value(self):
        return 10

print(Plain().value)
try:
    Plain.value
except AttributeError as e:
    print('AttributeError', repr(e))
try:
    Plain().value = 3
except AttributeError as e:
    print('AttributeError', e)
