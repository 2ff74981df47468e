# abc helpers: update_abstractmethods, get_cache_token, abstract properties through inheritance.
import abc

class Base(abc.ABC):
    @abc.abstractmethod
    def run(self):
        ...

class Impl(Base):
    pass

print(sorted(Impl.__abstractmethods__))
Impl.run = lambda self: 'ran'
print(sorted(Impl.__abstractmethods__))
abc.update_abstractmethods(Impl)
print(sorted(Impl.__abstractmethods__), Impl().run())

class Plain:
    pass

print(abc.update_abstractmethods(Plain) is Plain)
token = abc.get_cache_token()
class Target(abc.ABC):
    pass
Target.register(Plain)
print(abc.get_cache_token() != token)

class Layered(abc.ABC):
    @abc.abstractmethod
    def a(self):
        ...
    @abc.abstractmethod
    def b(self):
        ...
    @abc.abstractmethod
    def c(self):
        ...

class PartA(Layered):
    def a(self):
        return 'a'

class PartB(PartA):
    def b(self):
        return 'b'

class Full(PartB):
    def c(self):
        return 'c'

for cls in (Layered, PartA, PartB, Full):
    try:
        obj = cls()
        print(cls.__name__, 'ok', obj.a() + obj.b() + obj.c())
    except TypeError as e:
        print(cls.__name__, 'TypeError', e)

class Reabstract(Full):
    @abc.abstractmethod
    def a(self):
        ...

try:
    Reabstract()
except TypeError as e:
    print('TypeError', e)

print(abc.ABCMeta.__name__, abc.ABC.__name__, type(abc.ABC).__name__)
print(abc.abstractmethod(lambda: 0).__isabstractmethod__)

class KwMeta(abc.ABCMeta):
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        cls.extra = kw
        return cls

class WithKw(metaclass=KwMeta, flag=True):
    pass

print(WithKw.extra, type(WithKw).__name__, isinstance(WithKw(), WithKw))
