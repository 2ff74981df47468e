# The type names of types match the interpreter's own objects.
import types
import sys

def f():
    pass

class C:
    def m(self):
        pass

def gen():
    yield 1

print(type(f) is types.FunctionType)
print(type(lambda: 0) is types.LambdaType)
print(types.FunctionType is types.LambdaType)
print(type(C().m) is types.MethodType)
print(type(len) is types.BuiltinFunctionType)
print(type([].append) is types.BuiltinMethodType)
print(type(sys) is types.ModuleType)
print(type(gen()) is types.GeneratorType)
print(type(f.__code__) is types.CodeType)
print(type(None) is types.NoneType)
print(type(NotImplemented) is types.NotImplementedType)
print(type(...) is types.EllipsisType)
print(type(int | str) is types.UnionType)
print(type(list[int]) is types.GenericAlias)
print(type(type.__dict__) is types.MappingProxyType)
print(types.FunctionType.__name__, types.MethodType.__name__)
print(types.BuiltinFunctionType.__name__, types.ModuleType.__name__)
print(types.GeneratorType.__name__, types.CodeType.__name__)
print(types.NoneType.__name__, types.NotImplementedType.__name__, types.EllipsisType.__name__)
print(types.MappingProxyType.__name__, types.UnionType.__name__, types.GenericAlias.__name__)
print(isinstance(f, types.FunctionType), isinstance(len, types.FunctionType))
print(isinstance(C.m, types.FunctionType), isinstance(C().m, types.FunctionType))
try:
    raise ValueError
except ValueError as e:
    tb = e.__traceback__
print(type(tb) is types.TracebackType)
print(type(tb.tb_frame) is types.FrameType)
print(type(sys._getframe()) is types.FrameType)

def outer():
    x = 1
    def inner():
        return x
    return inner

print(type(outer().__closure__[0]) is types.CellType)
print(types.CellType.__name__)
