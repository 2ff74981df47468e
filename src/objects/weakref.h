// Weak references: weakref.ref (ReferenceType), weakref.proxy (ProxyType and
// CallableProxyType), and the per-object lists that tie them to their
// referents.
//
// Where an object's weak reference list lives depends on its type's
// Type::weaklistOffset:
//   0                   the type does not support weak references
//                       ("cannot create weak reference to 'int' object");
//   kWeaklistExternal   builtin types (function, type, set, frozenset,
//                       generator, code, module, method,
//                       builtin_function_or_method) and Python subclasses
//                       of them: the list head is kept in a side table keyed
//                       by the object's address, so those types' layouts do
//                       not change;
//   anything else       a negative int32 offset (stored in the uint32 field,
//                       as dictOffset is) of a WeakRef* in the pre-header of
//                       a heap type's instances (objects/type.h), added by
//                       classes without __slots__ or with "__weakref__" in it.
//
// Invariants:
//  - A live WeakRef is linked in exactly one list, its referent's; `referent`
//    is borrowed (a weak reference never keeps its referent alive). A dead
//    WeakRef has a null referent and is linked nowhere.
//  - List order is CPython's: the plain `ref(o)` without callback (which is
//    shared: `ref(o) is ref(o)`), then the plain proxy, then the others with
//    the most recently created first. Callbacks run in list order.
//  - When a referent dies, every weak reference to it is cleared first and
//    only then are the callbacks called (each with its own, now dead, weak
//    reference); a weak reference that is itself being destroyed never has
//    its callback called.
#pragma once

#include "objects/builtins_types.h"
#include "objects/object.h"

#include <vector>

namespace taipan {

constexpr uint32_t kWeaklistExternal = 1;

struct WeakRef : Object {
    Object* referent; // borrowed; null once the referent died
    Value callback;   // owned; null when there is none
    int64_t hash;     // hash(referent), cached; -1 until computed
    WeakRef* prev;    // neighbours in the referent's list
    WeakRef* next;
};

extern Type gWeakRefType;           // weakref.ReferenceType
extern Type gWeakProxyType;         // weakref.ProxyType
extern Type gWeakCallableProxyType; // weakref.CallableProxyType

inline bool isWeakRef(Value v) {
    if (!v.isObject()) return false;
    Type* type = v.object()->type;
    return type == &gWeakRefType || type == &gWeakProxyType || type == &gWeakCallableProxyType ||
           isSubtype(type, &gWeakRefType);
}

// Readies the three weakref types and marks the builtin types that support
// weak references (called by readyBuiltinTypes, after the others).
[[nodiscard]] bool readyWeakrefTypes();

// True when objects of `type` can be weakly referenced.
inline bool typeSupportsWeakrefs(const Type* type) {
    return type->weaklistOffset != 0;
}

// weakref.ref(object, callback) for Python subclasses too (`type` may be a
// subclass of ReferenceType); proxy(object, callback). Null with TypeError
// pending when the object cannot be weakly referenced.
Ref weakrefNew(Type* type, Value object, Value callback);
Ref weakProxyNew(Value object, Value callback);

// The referent of a weak reference or proxy (borrowed), or null when dead.
inline Object* weakrefReferent(Value weakref) {
    return static_cast<WeakRef*>(weakref.object())->referent;
}

// The first weak reference in the object's list (what `__weakref__`
// returns), borrowed, or null.
Object* firstWeakref(Object* object);

// weakref.getweakrefcount / getweakrefs.
int64_t weakrefCount(Object* object);
Ref weakrefList(Object* object);

// Called when an object whose type supports weak references is about to be
// freed by reference counting: clears every weak reference to it, then
// calls their callbacks (reporting errors as unraisable, keeping a
// propagating exception intact). The object must not be GC-tracked any
// more (callbacks may run the collector). Cheap when there are none.
void clearWeakrefsOnDealloc(Object* object);

// The cycle collector's part (runtime/gc.cpp), run before any finalizer:
// clears the weak references to each of the `garbage` objects and returns
// (owned, in the order to call them) the weak references whose callbacks
// must run: those that are not garbage themselves, as `isGarbage` decides.
// Weak references that are garbage are also detached from their referents,
// so their callbacks never run.
std::vector<Object*> gcClearWeakrefs(const std::vector<Object*>& garbage,
                                     bool (*isGarbage)(Object* object));
// Calls the callback of each weak reference (and drops the references the
// vector owns).
void gcCallWeakrefCallbacks(std::vector<Object*>& weakrefs);

} // namespace taipan
