// The object model's core: the object header, type objects and their slots,
// reference counting, and the garbage collector's header.
//
// Invariants:
//  - Every heap object starts with Object (refcount, type). Objects of types
//    with kTypeGcTracked are preceded in memory by a GcHeader that links them
//    into the cycle collector's list; allocate them with gcAllocate().
//  - Statically allocated objects (None, True, False, NotImplemented,
//    Ellipsis, builtin types) are immortal: their count starts at
//    kImmortalRefcount and decref never frees them.
//  - A slot that can fail returns a null Ref / false / -1 with an exception
//    pending in the thread state (runtime/errors.h); it never throws a C++
//    exception.
//  - Slots receive borrowed Values and return owned Refs.
//
// Protocol dispatch follows CPython's model: builtin types fill their slots
// with native functions and expose the same operations as Python-level
// methods (`int.__add__`); a class defined in Python gets slots that look up
// and call its dunder methods (objects/typeslots.cpp), refreshed whenever a
// dunder is assigned on the class or a base.
#pragma once

#include "objects/value.h"

#include <cstddef>
#include <cstdint>

namespace taipan {

struct Type;
struct Tuple;
struct Str;
struct Dict;

struct Object {
    int64_t refcount;
    Type* type;
};

constexpr int64_t kImmortalRefcount = int64_t(1) << 60;

// Frees an object whose count reached zero (calls its type's dealloc).
void deallocate(Object* object);

inline void incref(Value v) {
    if (v.isObject()) ++v.object()->refcount;
}
inline void decref(Value v) {
    if (v.isObject() && --v.object()->refcount == 0) deallocate(v.object());
}
inline void incref(Object* o) { ++o->refcount; }
inline void decref(Object* o) {
    if (--o->refcount == 0) deallocate(o);
}

// An owned reference. Moves transfer ownership; copies add a reference.
class Ref {
  public:
    Ref() = default;
    Ref(std::nullptr_t) {}
    // Takes ownership of a reference the caller already holds.
    static Ref steal(Value v) { return Ref(v); }
    // Adds a reference to a borrowed value.
    static Ref borrow(Value v) {
        incref(v);
        return Ref(v);
    }
    static Ref fromSmallInt(int64_t v) { return Ref(Value::fromSmallInt(v)); }

    Ref(const Ref& other) : value_(other.value_) { incref(value_); }
    Ref(Ref&& other) noexcept : value_(other.value_) { other.value_ = Value(); }
    Ref& operator=(const Ref& other) {
        Value old = value_;
        value_ = other.value_;
        incref(value_);
        decref(old);
        return *this;
    }
    Ref& operator=(Ref&& other) noexcept {
        if (this != &other) {
            Value old = value_;
            value_ = other.value_;
            other.value_ = Value();
            decref(old);
        }
        return *this;
    }
    ~Ref() { decref(value_); }

    Value get() const { return value_; }
    // Gives up ownership without releasing (for handing a new reference to a
    // slot that takes ownership, e.g. a frame's stack).
    [[nodiscard]] Value release() {
        Value v = value_;
        value_ = Value();
        return v;
    }
    void reset() {
        Value old = value_;
        value_ = Value();
        decref(old);
    }

    bool isNull() const { return value_.isNull(); }
    explicit operator bool() const { return !value_.isNull(); }
    Object* object() const { return value_.object(); }

  private:
    explicit Ref(Value v) : value_(v) {}
    Value value_;
};


// ---- Slots ------------------------------------------------------------------

enum class CompareOp : uint8_t { Lt, Le, Eq, Ne, Gt, Ge };

// `a OP b` for plain C++ values (sizes, small ints, doubles, strcmp-style
// results), where the six comparisons mean what they mean on numbers.
template <typename T>
constexpr bool compareOrdered(T a, T b, CompareOp op) {
    switch (op) {
    case CompareOp::Lt:
        return a < b;
    case CompareOp::Le:
        return a <= b;
    case CompareOp::Eq:
        return a == b;
    case CompareOp::Ne:
        return a != b;
    case CompareOp::Gt:
        return a > b;
    case CompareOp::Ge:
        return a >= b;
    }
    return false;
}

// Binary operators, in the order of their dunder names; the in-place forms
// share the index (Type::inplace).
enum class BinaryOp : uint8_t {
    Add, Sub, Mul, MatMul, TrueDiv, FloorDiv, Mod, Pow, LShift, RShift, And, Or, Xor,
    Count
};
constexpr size_t kBinaryOpCount = static_cast<size_t>(BinaryOp::Count);

enum class UnaryOp : uint8_t { Neg, Pos, Invert, Abs, Count };
constexpr size_t kUnaryOpCount = static_cast<size_t>(UnaryOp::Count);

// The calling convention of every callable: positional arguments first, then
// the values of keyword arguments whose names are in `kwnames` (a tuple of
// str, or null when there are none). `args[-1]` may be written by the callee
// when `nargs` carries kCallArgsOffsetFlag (used to prepend `self` without
// copying, as for bound methods).
using CallFn = Ref (*)(Value callable, const Value* args, size_t nargs, Tuple* kwnames);
constexpr size_t kCallArgsOffsetFlag = size_t(1) << 63;
inline size_t callArgCount(size_t nargs) { return nargs & ~kCallArgsOffsetFlag; }

using UnaryFn = Ref (*)(Value self);                        // repr, str, iter, neg, ...
using BinaryFn = Ref (*)(Value left, Value right);          // may return NotImplemented
using TernaryPowFn = Ref (*)(Value base, Value exp, Value mod);
using CompareFn = Ref (*)(Value left, Value right, CompareOp op); // may return NotImplemented
using HashFn = bool (*)(Value self, int64_t& hash);
using LengthFn = bool (*)(Value self, int64_t& length);
using BoolFn = int (*)(Value self);                         // 1 true, 0 false, -1 error
using GetAttrFn = Ref (*)(Value self, Str* name);
using SetAttrFn = bool (*)(Value self, Str* name, Value value); // null value: delete
using GetItemFn = Ref (*)(Value self, Value key);
using SetItemFn = bool (*)(Value self, Value key, Value value); // null value: delete
using ContainsFn = int (*)(Value self, Value item);         // 1, 0, -1 error
// Exhaustion is a null return with *no* exception pending, or with a
// StopIteration pending (raised by a class's __next__); callers treat both as
// exhaustion (iterNext clears the StopIteration).
using NextFn = Ref (*)(Value self);
using DescrGetFn = Ref (*)(Value descriptor, Value instance, Value owner); // instance null: via class
using DescrSetFn = bool (*)(Value descriptor, Value instance, Value value); // null value: delete
using NewFn = Ref (*)(Type* type, const Value* args, size_t nargs, Tuple* kwnames);
using InitFn = bool (*)(Value self, const Value* args, size_t nargs, Tuple* kwnames);
using DeallocFn = void (*)(Object* self);
using VisitFn = void (*)(Value child, void* context);
using TraverseFn = void (*)(Object* self, VisitFn visit, void* context);
using ClearFn = void (*)(Object* self);

enum TypeFlags : uint32_t {
    kTypeGcTracked = 1u << 0,     // instances carry a GcHeader and can be in cycles
    kTypeBaseType = 1u << 1,      // may be subclassed
    kTypeHeapType = 1u << 2,      // created by a class statement or type(); refcounted
    kTypeHasInstanceDict = 1u << 3, // instances have a __dict__ slot (Type::dictOffset)
    kTypeReady = 1u << 4,         // typeReady() ran: mro, dict and slots are filled
    kTypeImmutable = 1u << 5,     // attributes cannot be set (builtin types)
    kTypeIsAbstract = 1u << 6,
    // Fast subclass checks, as CPython's tp_flags subclass bits.
    kTypeIntSubclass = 1u << 8,
    kTypeTupleSubclass = 1u << 9,
    kTypeListSubclass = 1u << 10,
    kTypeStrSubclass = 1u << 11,
    kTypeDictSubclass = 1u << 12,
    kTypeBaseExceptionSubclass = 1u << 13,
    kTypeTypeSubclass = 1u << 14,
    // Instances are method-like descriptors: descr.__get__(obj, T)(*args)
    // is the same as descr(obj, *args), so special-method calls may skip
    // creating the bound method (CPython's Py_TPFLAGS_METHOD_DESCRIPTOR).
    // Set on function, method_descriptor and wrapper_descriptor.
    kTypeMethodDescriptor = 1u << 15,
    // Pattern matching (the match statement): instances are sequences /
    // mappings for `case [...]` / `case {...}` (CPython's Py_TPFLAGS_SEQUENCE
    // and Py_TPFLAGS_MAPPING), and `case T(x)` binds x to the subject itself
    // (CPython's _Py_TPFLAGS_MATCH_SELF, for the builtin types that have it).
    kTypeSequence = 1u << 16,
    kTypeMapping = 1u << 17,
    kTypeMatchSelf = 1u << 18,
};

struct Type : Object {
    const char* name;        // tp_name: "int", "module.Class" for native types in modules
    Str* nameObject;         // __name__
    Str* qualname;           // __qualname__
    Type* base;              // __base__ (the solid base)
    Tuple* bases;            // __bases__
    Tuple* mro;              // __mro__
    Dict* dict;              // the type's namespace (never exposed directly; mappingproxy)
    uint32_t flags;
    uint32_t basicSize;      // bytes of an instance (fixed part)
    uint32_t itemSize;       // bytes per item of a variable-size instance (0 if fixed)
    uint32_t dictOffset;     // offset of the instance __dict__ pointer, 0 if none
    uint32_t weaklistOffset; // offset of the weak reference list, 0 if none
    // Bumped whenever the type or a base changes; 0 means "no valid version"
    // (specialization keys on it later).
    uint32_t versionTag;

    // Lifecycle.
    NewFn newFn;
    InitFn init;
    DeallocFn dealloc;
    TraverseFn traverse;
    ClearFn clear;

    // Object protocol.
    UnaryFn repr;
    UnaryFn str;
    HashFn hash;            // null: unhashable
    CompareFn compare;
    GetAttrFn getattr;      // __getattribute__ (+ __getattr__ fallback for Python classes)
    SetAttrFn setattr;      // __setattr__ / __delattr__
    CallFn call;            // null: not callable
    UnaryFn iter;
    NextFn next;
    DescrGetFn descrGet;    // non-null: this type's instances are descriptors
    DescrSetFn descrSet;    // non-null: data descriptor

    // Number protocol.
    BinaryFn binary[kBinaryOpCount];
    BinaryFn inplace[kBinaryOpCount];
    TernaryPowFn ternaryPow;
    UnaryFn unary[kUnaryOpCount];
    BoolFn boolFn;
    UnaryFn index;          // __index__
    UnaryFn toInt;          // __int__
    UnaryFn toFloat;        // __float__

    // Sequence and mapping protocol.
    LengthFn length;
    GetItemFn getitem;
    SetItemFn setitem;
    ContainsFn contains;
};


// ---- Garbage collection --------------------------------------------------------
// Reference counting frees most objects; the cycle collector (runtime/gc.cpp)
// finds unreachable cycles among GC-tracked objects by subtracting internal
// references (visited through Type::traverse) from reference counts.
struct GcHeader {
    GcHeader* next;
    GcHeader* prev;
    int64_t gcRefs;
};
inline GcHeader* gcHeaderOf(Object* object) { return reinterpret_cast<GcHeader*>(object) - 1; }
inline Object* objectOfGcHeader(GcHeader* header) { return reinterpret_cast<Object*>(header + 1); }

// Allocates an instance of `type` (basicSize + items * itemSize bytes,
// zeroed), with a GcHeader when the type is GC-tracked. Refcount 1.
// Returns null with MemoryError pending on failure.
Object* allocateObject(Type* type, size_t items = 0);
// Starts / stops tracking by the cycle collector (tracked objects must have
// every field they traverse initialized).
void gcTrack(Object* object);
void gcUntrack(Object* object);
void freeObjectMemory(Object* object); // the counterpart of allocateObject, for deallocs

} // namespace taipan
