// How builtin types are defined and made ready at start-up.
//
// Every builtin type object is a statically allocated, immortal Type. The
// file that implements a type defines it with staticType(), which fills the
// header, the name, the instance layout and the flags as a constant
// initializer, so the layout of every builtin type is known before any code
// runs (typeReady of `object` already allocates strs, tuples and dicts).
// Slots and methods are filled by the file's ready hook, which then calls
// typeReady():
//
//     Type gListType = staticType("list", sizeof(List), 0,
//                                 kTypeGcTracked | kTypeBaseType | kTypeListSubclass);
//
//     bool readyListType() {
//         gListType.repr = listRepr;          // ...every slot the type has
//         typeAddMethods(&gListType, kListMethods);  // before typeReady()
//         return typeReady(&gListType);       // also ready your iterator types here
//     }
//
// readyBuiltinTypes() (objects/type.cpp) calls every hook once, in the order
// of this file. typeReady() readies the base classes first, so a hook only
// has to ready its own types. Rules for type implementers:
//  - A type whose instances have data past basicSize (a variable-size type:
//    str, bytes, tuple, int's digits if inline) must set itemSize != 0, even
//    when the size per item varies (use 1): subclasses then keep their
//    __dict__ in front of the object instead of after basicSize.
//  - Allocate instances with allocateObject(type, items) using the type the
//    caller asked for (it may be a Python subclass), and free them with
//    freeObjectMemory(); never malloc/free objects directly.
//  - A GC-tracked type (kTypeGcTracked) must set traverse (visit every
//    owned child Value) and, for containers that can be in cycles, clear
//    (drop the references to children, leaving the object valid but empty).
//    Its dealloc starts with gcUntrack(self). See runtime/gc.h.
//  - Hooks of files that do not exist yet are weak symbols: a type whose
//    file is not linked in is simply not readied (nothing can use it then).
#pragma once

#include "objects/builtins_types.h"

namespace taipan {

// The static part of a builtin type object: immortal header with type
// `type`, the name, instance sizes and flags; every slot null.
constexpr Type staticType(const char* name, uint32_t basicSize, uint32_t itemSize,
                          uint32_t flags) {
    Type type{};
    type.refcount = kImmortalRefcount;
    type.type = &gTypeType;
    type.name = name;
    type.basicSize = basicSize;
    type.itemSize = itemSize;
    type.flags = flags;
    return type;
}

// Fills the type's mro, dict (adding slot wrappers such as `__add__` for
// the slots it defines, and `__new__`), inherits null slots from its base
// and sets kTypeReady. Readies the bases first. Idempotent.
[[nodiscard]] bool typeReady(Type* type);

// Readies every builtin type in dependency order (core types, then each
// hook below). Call once at start-up (and in unit-test fixtures).
[[nodiscard]] bool readyBuiltinTypes();

// ---- The hooks, grouped by the file that defines them -------------------------
// Each readies the listed type(s) from builtins_types.h and any private
// types the file owns (iterators, views). Returns false with an exception
// pending on failure.

#define TAIPAN_READY_HOOK(name) bool name() __attribute__((weak))

// objects/type.cpp (core): type, object, property, staticmethod,
// classmethod, super, mappingproxy.
bool readyCoreTypes();
// objects/singletons.cpp (core): NoneType, NotImplementedType, ellipsis.
bool readySingletonTypes();
// objects/descriptors.cpp (core): builtin_function_or_method and the
// method / classmethod / getset / member / wrapper descriptor types.
bool readyDescriptorTypes();
// objects/exceptions.cpp (core now, vm later): BaseException and the
// whole builtin hierarchy.
bool readyExceptionTypes();

// objects/int.cpp (numstr)
TAIPAN_READY_HOOK(readyIntType);
TAIPAN_READY_HOOK(readyBoolType);
// objects/float.cpp (numstr)
TAIPAN_READY_HOOK(readyFloatType);
// objects/complex.cpp (numstr)
TAIPAN_READY_HOOK(readyComplexType);
// objects/str.cpp (numstr), with the str iterator
TAIPAN_READY_HOOK(readyStrType);
// objects/bytes.cpp (numstr)
TAIPAN_READY_HOOK(readyBytesType);

// objects/tuple.cpp (containers), with the tuple iterator
TAIPAN_READY_HOOK(readyTupleType);
// objects/list.cpp (containers), with list iterators
TAIPAN_READY_HOOK(readyListType);
// objects/dict.cpp (containers), with views and iterators
TAIPAN_READY_HOOK(readyDictType);
// objects/set.cpp (containers)
TAIPAN_READY_HOOK(readySetType);
TAIPAN_READY_HOOK(readyFrozenSetType);
// objects/range.cpp (containers)
TAIPAN_READY_HOOK(readyRangeType);
// objects/slice.cpp (containers)
TAIPAN_READY_HOOK(readySliceType);

// objects/function.cpp (vm): function, bound method, cell, module
TAIPAN_READY_HOOK(readyFunctionType);
TAIPAN_READY_HOOK(readyMethodType);
TAIPAN_READY_HOOK(readyCellType);
TAIPAN_READY_HOOK(readyModuleType);
// objects/code.cpp (vm / compiler)
TAIPAN_READY_HOOK(readyCodeType);
// objects/generator.cpp (vm)
TAIPAN_READY_HOOK(readyGeneratorType);

#undef TAIPAN_READY_HOOK

} // namespace taipan
