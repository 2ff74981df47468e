// Type objects beyond the slot table: heap types (classes created by a
// class statement or type()), instance __dict__ access, the class-creation
// API the VM's __build_class__ uses, super, and the services the VM lends
// the object model.
//
// Instance layout of a heap type (a class defined in Python). Everything a
// class adds to its base's layout lives in a *pre-header* in front of the
// GcHeader, so it never collides with a variable-size base's items (str,
// tuple) and every base's fields keep their offsets:
//
//     [slot n] ... [slot 1] [__dict__] [GcHeader] [Object header | base fields ...]
//     ^ allocation start          preHeaderSize bytes  ^ Object* points here
//
// Each class appends (towards lower addresses) its own `__slots__` entries
// and, if no base has one yet, the dict pointer. Offsets of members and of
// the dict are therefore negative, relative to the Object*; Type::dictOffset
// stores the offset as an int32 in its uint32 field. Always use
// instanceDictSlot() to find the dict. Heap types are always GC-tracked,
// so their instances always have a GcHeader.
//
// Slots of heap types: every slot is computed from the dunder methods found
// along the MRO (typeslots.cpp). A slot whose dunder is a builtin type's
// slot wrapper (e.g. list.__getitem__ inherited unchanged) points straight
// at the native function; otherwise it points at a generic function that
// looks the dunder up on the type and calls it. Assigning or deleting a
// dunder on a class (or any base) recomputes that slot on the class and all
// its subclasses, and bumps their versionTag.
#pragma once

#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/str.h"

#include <vector>

namespace taipan {

struct HeapType : Type {
    char* nameBuffer;        // owned UTF-8 copy of __name__; Type::name points to it
    Tuple* slotNames;        // this class's own __slots__ (mangled), or null
    uint32_t preHeaderSize;  // bytes in front of each instance's GcHeader
    bool hasFinalizer;       // a __del__ is reachable through the MRO
    bool finalizerIsNative;  // reserved for native types with finalizers
    // Non-owning list of direct subclasses that are heap types (kept so a
    // change to a dunder can refresh their slots); entries are removed when
    // a subclass dies.
    std::vector<HeapType*>* subclasses;
};

inline bool isType(Value v) {
    return v.isObject() && (v.object()->type->flags & kTypeTypeSubclass) != 0;
}
inline Type* asType(Value v) { return static_cast<Type*>(v.object()); }
inline bool isHeapType(const Type* type) { return (type->flags & kTypeHeapType) != 0; }

// Where the instance's __dict__ pointer lives, or null when instances of its
// type have no __dict__. The pointer itself may be null until first use.
inline Dict** instanceDictSlot(Object* object) {
    int32_t offset = static_cast<int32_t>(object->type->dictOffset);
    if (offset == 0) return nullptr;
    return reinterpret_cast<Dict**>(reinterpret_cast<char*>(object) + offset);
}
// The instance dict, created on first use. Null with no exception pending
// when the object has no __dict__; null with MemoryError pending on failure
// (check hasPendingException()).
Dict* instanceDict(Value object);

// ---- Class creation -----------------------------------------------------------
// The VM's __build_class__ does what CPython's does:
//   1. meta = kwargs.pop("metaclass", None); if meta is None: meta = type of
//      the first base (or `type`); if meta is a type, meta =
//      calculateMetaclass(meta, bases) (TypeError "metaclass conflict" ...).
//   2. ns = meta.__prepare__(name, bases, **kwargs) if meta has one (type's
//      returns a new dict), checking it is a mapping.
//   3. runs the class body with ns as its locals (the body stores
//      __module__, __qualname__, and __classcell__ when a method uses
//      super() or __class__).
//   4. cls = meta(name, bases, ns, **kwargs) — an ordinary call(). For
//      `type` and its Python subclasses this reaches typeNewFromNamespace()
//      through type.__call__ -> type.__new__.
// typeNewFromNamespace does everything type.__new__ does: checks the bases
// (final types, instance lay-out conflicts), computes the MRO (C3, with
// CPython's errors), copies ns into the class dict, handles __slots__,
// __qualname__, __classcell__ (fills the cell through gVmHooks.cellSet),
// wraps __new__ / __init_subclass__ / __class_getitem__ as CPython does,
// sets __module__ (from the caller's globals when ns lacks it) and __doc__,
// computes the slots, then calls __set_name__ on the attributes and the
// parent's __init_subclass__(**kwargs). `kwnames`/`kwValues` are the
// keyword arguments of the class statement (without metaclass), passed on to
// __init_subclass__; may be null/empty.
Ref typeNewFromNamespace(Type* metatype, Str* name, Tuple* bases, Dict* ns,
                         const Value* kwValues, Tuple* kwnames);

// The most derived metaclass among `metatype` and the types of `bases`;
// null with TypeError "metaclass conflict: ..." when there is none.
Type* calculateMetaclass(Type* metatype, Tuple* bases);

// super(type, obj): the zero-argument form is resolved by the VM, which
// passes the __class__ cell's content and the frame's first argument.
// Raises CPython's errors ("super(type, obj): obj must be an instance or
// subtype of type").
Ref superNew(Type* type, Value obj);

// Marks the type (and its subclasses) as changed: bumps versionTag so
// caches keyed on it miss.
void typeModified(Type* type);
// The type's version for a specialization cache, assigning one to a type
// that has none yet; 0 when versions are exhausted (do not specialize).
uint32_t typeVersionForCache(Type* type);
// True when instances are created by object.__new__ itself.
bool typeUsesObjectNew(Type* type);

// __name__ / __qualname__ / __module__ of any type as new references
// (builtin types: the part of tp_name after the last dot, and "builtins"
// or the part before it).
Ref typeNameObject(Type* type);
Ref typeQualName(Type* type);
Ref typeModule(Type* type);

// Recomputes the slot(s) fed by dunder `name` on `type` and its subclasses
// (called when a class attribute is set or deleted).
void typeUpdateSlotsForName(Type* type, Str* name);
// Computes every slot of a heap type from its MRO (typeslots.cpp).
void typeInitSlotsFromDunders(HeapType* type);
// Adds the slot wrappers (`int.__add__` ...) for the slots a builtin type
// defines itself to its dict (typeslots.cpp); names already present stay.
[[nodiscard]] bool typeAddSlotWrappers(Type* type);
// True when `name` is a dunder that feeds a slot.
bool isSlotDunder(Str* name);

// type.__call__'s work: cls.__new__(cls, *args) then __init__ when the
// result is an instance of cls.
Ref typeCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames);

// The generic allocation of object.__new__: a zeroed instance of `type`
// (any heap subclass included), GC-tracked when the type is.
Ref genericAlloc(Type* type, size_t items = 0);

// The dealloc, traverse and clear of heap-type instances: handles __del__
// (once, PEP 442), the pre-header slots and dict, then the base's dealloc.
void subtypeDealloc(Object* self);
void subtypeTraverse(Object* self, VisitFn visit, void* context);
void subtypeClear(Object* self);
// Runs __del__ if the object's type has one and it has not run yet
// (false: the object was resurrected and must not be freed).
bool callFinalizer(Object* self);
// PEP 442 bookkeeping: set once __del__ has run for the object.
bool finalizerHasRun(Object* self);
void markFinalizerRun(Object* self);

// ---- Descriptor and wrapper objects (descriptors.cpp, typeslots.cpp, type.cpp) ----
extern Type gMethodDescriptorType;      // method_descriptor
extern Type gClassMethodDescriptorType; // classmethod_descriptor
extern Type gGetSetDescriptorType;      // getset_descriptor
extern Type gMemberDescriptorType;      // member_descriptor
extern Type gWrapperDescriptorType;     // wrapper_descriptor ("slot wrapper")
extern Type gMethodWrapperType;         // method-wrapper (a slot wrapper bound to an instance)

// A builtin method bound to `self` ("<built-in method name of T object at ...>");
// `owner` names the defining class in __qualname__ (may be null).
Ref builtinMethodNew(const MethodDef* def, Value self, Type* owner);
// A method_descriptor (or classmethod_descriptor for kMethodClass) for
// `def`, applying to instances of `owner`, without storing it anywhere.
Ref methodDescriptorNew(Type* owner, const MethodDef* def);
Ref memberDescriptorNew(Type* owner, Str* name, MemberKind kind, int32_t offset, bool readOnly);
Ref getSetDescriptorNew(Type* owner, const GetSetDef* def);
Ref staticMethodNew(Value callable);
Ref classMethodNew(Value callable);
Ref propertyNew(Value getter, Value setter, Value deleter, Value doc);
[[nodiscard]] bool readySlotWrapperTypes();
// Ready hooks of the core files (called by readyCoreTypes in type.cpp).
[[nodiscard]] bool readyPropertyTypes();    // property, staticmethod, classmethod
[[nodiscard]] bool readySuperType();
[[nodiscard]] bool readyMappingProxyType();
[[nodiscard]] bool readySequenceIteratorType(); // runtime/abstract.cpp: the "iterator" type
extern Type gSequenceIteratorType;

// CPython's hash of an address (object.__hash__, id-based hashes).
int64_t hashPointer(const void* pointer);

// ---- Services the VM lends the object model ------------------------------------
// The VM fills these when it readies its types (objects/function.cpp);
// until then they are null and what needs them raises SystemError.
struct VmHooks {
    // types.MethodType(function, self): classmethod binding.
    Ref (*methodNew)(Value function, Value self) = nullptr;
    // Stores `value` in a cell; false (no exception) if `cell` is no cell.
    bool (*cellSet)(Value cell, Value value) = nullptr;
    // The globals of the innermost running Python frame, or null.
    Dict* (*currentGlobals)() = nullptr;
    // The zero-argument super(): the __class__ cell's content and the first
    // argument of the innermost Python frame. False with RuntimeError
    // pending when they are unavailable ("super(): no arguments", ...).
    bool (*zeroArgumentSuper)(Type*& type, Value& object) = nullptr;
};
extern VmHooks gVmHooks;

// The interned str for a literal, looked up once per call site:
// `TAIPAN_NAME("__init__")`.
#define TAIPAN_NAME(text)                                                                      \
    ([]() -> ::taipan::Str* {                                                                  \
        static ::taipan::Str* interned = ::taipan::internStr(text);                            \
        return interned;                                                                       \
    }())

// The native function behind type.__new__ wrappers of builtin types and
// whether a newFn is the generic one of classes defining __new__.
bool isDunderNewSlot(NewFn function);
// If `v` is a builtin function or method, its definition and self.
bool builtinFunctionParts(Value v, const MethodDef*& def, Value& self);
// The MethodDef of the `__new__` builtin methods in builtin types' dicts.
extern const MethodDef kTypeNewWrapperDef;

// ---- mappingproxy --------------------------------------------------------------
// The read-only view of a class namespace that `C.__dict__` returns.
extern Type gMappingProxyType;
Ref mappingProxyNew(Value mapping);

} // namespace taipan
