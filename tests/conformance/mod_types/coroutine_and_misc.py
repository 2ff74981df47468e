# Odds and ends of types: descriptor type names and module contents.
import types

print(types.WrapperDescriptorType.__name__)
print(types.MethodWrapperType.__name__)
print(types.MethodDescriptorType.__name__)
print(types.ClassMethodDescriptorType.__name__)
print(types.GetSetDescriptorType.__name__)
print(types.MemberDescriptorType.__name__)
print(type(object.__init__) is types.WrapperDescriptorType)
print(type(object().__str__) is types.MethodWrapperType)
print(type(str.join) is types.MethodDescriptorType)
print(type(dict.__dict__['fromkeys']) is types.ClassMethodDescriptorType)
for name in ['FunctionType', 'SimpleNamespace', 'new_class', 'MappingProxyType',
             'DynamicClassAttribute', 'UnionType', 'NoneType', 'CellType']:
    print(name, name in types.__all__, hasattr(types, name))
print(types.__name__)
print(types.NoneType(), types.NotImplementedType(), types.EllipsisType())
print(types.GenericAlias(list, (int,)))
print(types.GenericAlias(dict, (str, int)) == dict[str, int])
