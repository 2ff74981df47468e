// The object protocol: what the interpreter and native code call to operate
// on any value. Each function dispatches through the type's slots with
// CPython's rules (reflected operands, subclass priority, NotImplemented,
// __getattr__ fallback, __index__, iteration via __getitem__, ...) and
// raises CPython's exact errors ("unsupported operand type(s) for +: 'int'
// and 'str'", "'int' object is not subscriptable", ...).
//
// All functions take borrowed Values; a null/false/-1 result means an
// exception is pending (runtime/errors.h).
#pragma once

#include "objects/object.h"

#include <cstdint>

namespace taipan {

// Attributes. `name` must be a str (interned in the fast paths).
Ref getAttr(Value object, Str* name);
// As getAttr, but a missing attribute (AttributeError) is not an error:
// returns null with *no* exception pending. Other errors stay pending.
Ref getAttrOptional(Value object, Str* name);
[[nodiscard]] bool setAttr(Value object, Str* name, Value value);
[[nodiscard]] bool delAttr(Value object, Str* name);
// The generic __getattribute__ / __setattr__ of `object` (data
// descriptors, instance __dict__, non-data descriptors, class attributes).
Ref genericGetAttr(Value object, Str* name);
[[nodiscard]] bool genericSetAttr(Value object, Str* name, Value value);
// Looks `name` up along the MRO of `type` without invoking descriptors;
// borrowed or null (no exception).
Value typeLookup(Type* type, Str* name);

// Calls.
Ref call(Value callable, const Value* args, size_t nargs, Tuple* kwnames = nullptr);
Ref callNoArgs(Value callable);
Ref callOneArg(Value callable, Value arg);
// callable(*args, **kwargs) with a tuple and an optional dict.
Ref callWithTupleDict(Value callable, Value argsTuple, Value kwargsDict);
// Looks up a method on the type (not the instance) and calls it, as the
// interpreter does for special methods. Missing method: AttributeError.
Ref callMethod(Value self, Str* name, const Value* args, size_t nargs);

// Conversions.
Ref repr(Value object);
Ref str(Value object);
Ref ascii(Value object);
Ref format(Value object, Value formatSpec); // format(object, spec)
int truthy(Value object); // 1, 0, -1
[[nodiscard]] bool hashValue(Value object, int64_t& hash);
Ref toIndex(Value object); // operator.index

// Operators.
Ref binaryOp(Value left, Value right, BinaryOp op);
Ref inplaceOp(Value left, Value right, BinaryOp op);
Ref powerOp(Value base, Value exponent, Value modulus); // pow(a, b, m)
Ref unaryOp(Value operand, UnaryOp op);
Ref compare(Value left, Value right, CompareOp op);
int compareBool(Value left, Value right, CompareOp op); // 1, 0, -1
// `==` with the identity shortcut containers use.
int equalsForContainers(Value left, Value right);
int contains(Value container, Value item); // `item in container`

// Sequences and mappings.
Ref getItem(Value container, Value key);
[[nodiscard]] bool setItem(Value container, Value key, Value value);
[[nodiscard]] bool delItem(Value container, Value key);
[[nodiscard]] bool length(Value object, int64_t& length); // len()
// operator.length_hint(object, defaultValue): len() when the object has a
// __len__ (a TypeError from it counts as absent), else __length_hint__()
// (NotImplemented or a TypeError from it: the default), with CPython's
// checks on the result. What list() and tuple() consult before iterating.
[[nodiscard]] bool lengthHint(Value object, int64_t defaultValue, int64_t& result);

// Iteration.
Ref getIter(Value iterable);
// The next item; null with no exception pending when exhausted.
Ref iterNext(Value iterator);

// isinstance() / issubclass() with __instancecheck__ / __subclasscheck__.
int isInstanceOf(Value object, Value classInfo);
int isSubclassOf(Value derived, Value classInfo);

} // namespace taipan
