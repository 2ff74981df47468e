// Native methods and attributes of builtin types, and the descriptors that
// expose them to Python: `list.append` is a method descriptor, `function.
// __name__` a getset descriptor, a `__slots__` entry a member descriptor.
#pragma once

#include "objects/object.h"

namespace taipan {

// A native method: `self` is the instance (or the class for kClassMethod,
// absent for kStaticMethod). Same convention as CallFn for the arguments.
using NativeMethodFn = Ref (*)(Value self, const Value* args, size_t nargs, Tuple* kwnames);

enum MethodFlags : uint32_t {
    kMethodInstance = 0,
    kMethodClass = 1u << 0,  // receives the class (classmethod)
    kMethodStatic = 1u << 1, // receives no self (staticmethod)
};

struct MethodDef {
    const char* name;
    NativeMethodFn function;
    uint32_t flags;
    const char* doc; // may be null
};

using GetterFn = Ref (*)(Value self);
using SetterFn = bool (*)(Value self, Value value); // null value: delete

struct GetSetDef {
    const char* name;
    GetterFn get;
    SetterFn set; // null: read-only ("attribute '...' of '...' objects is not writable")
    const char* doc;
};

// Adds method / getset descriptors for the null-name-terminated arrays to
// the type's dict. Called while a builtin type is being readied.
void typeAddMethods(Type* type, const MethodDef* methods);

// The setter of getsets that stand for what CPython exposes as read-only
// *members* (slice.start, complex.real, method.__func__, ...): assigning
// or deleting raises AttributeError "readonly attribute", where a getset
// without a setter says "attribute 'x' of 'T' objects is not writable".
bool readOnlyMemberSet(Value self, Value value);
void typeAddGetSets(Type* type, const GetSetDef* getsets);

// A field of the instance exposed as an attribute (member_descriptor):
// `__slots__` entries and plain fields of builtin types such as
// StopIteration.value. `offset` is relative to the Object* and may be
// negative (heap types keep their slots in front of the object).
enum class MemberKind : uint8_t {
    Object,   // a Value field; null reads as None
    ObjectEx, // a Value field; null raises AttributeError (__slots__)
    Bool,     // a C++ bool field, read and written as a Python bool
};
struct MemberDef {
    const char* name;
    MemberKind kind;
    int32_t offset;
    bool readOnly; // "readonly attribute" on assignment
    const char* doc;
};
void typeAddMembers(Type* type, const MemberDef* members);

// A free-standing builtin function (`len`, `print`), bound to `self` (the
// module, or null).
Ref builtinFunctionNew(const MethodDef* def, Value self);

// ---- Added by the quickening work (additive): what the specializer caches ---------
// (vm/specialize.cpp). Each returns null / false when `v` is not of the kind.
// The MethodDef of a builtin function (builtin_function_or_method).
const MethodDef* builtinFunctionDefOf(Value v);
// The MethodDef and owning type of a method descriptor (list.append).
const MethodDef* methodDescriptorDefOf(Value v, Type** owner);
// ---- Added by the profiler work (additive): labelling native callables -----------
// The parts of a builtin function, method descriptor or classmethod
// descriptor (false for anything else): its MethodDef, the object a
// builtin function is bound to (borrowed; null for none and for the
// descriptors), the type a method was defined on (null for module
// functions), and whether it is a descriptor rather than a builtin function.
struct NativeCallableParts {
    const MethodDef* def = nullptr;
    Value self;
    Type* owner = nullptr;
    bool isDescriptor = false;
};
bool nativeCallableParts(Value v, NativeCallableParts& out);
// A member descriptor's field: offset and whether a null field raises
// AttributeError (a __slots__ entry); false for read-only members and
// members that are not plain object fields.
bool memberDescriptorField(Value v, int32_t& offset);
// The getter of an exact property object (null: none, or not a property).
Value propertyGetterOf(Value v);

} // namespace taipan
