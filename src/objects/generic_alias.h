// types.GenericAlias: what `list[int]`, `dict[str, int]` and `tuple[int, ...]`
// evaluate to (through the builtin containers' __class_getitem__), so that
// annotations using them work as in CPython 3.13.
#pragma once

#include "objects/containers.h"

namespace taipan {

extern Type gGenericAliasType; // types.GenericAlias

struct GenericAlias : Object {
    Value origin;      // owned: the class subscripted (list, dict, ...)
    Tuple* args;       // owned: the subscript, always a tuple
    Tuple* parameters; // owned, lazily: the type variables in args (empty here)
};

// GenericAlias(origin, args): `args` may be a tuple or a single value.
Ref genericAliasNew(Value origin, Value args);
// The __class_getitem__ classmethod of the builtin containers.
Ref classGetItemMethod(Value cls, const Value* args, size_t nargs, Tuple* kwnames);
// Readies the type; called by the container hooks (idempotent).
[[nodiscard]] bool readyGenericAliasType();

// types.UnionType (objects/union.cpp): `int | str`, `X | None`.
extern Type gUnionType;

struct UnionObject : Object {
    Tuple* args; // owned: the flattened, de-duplicated members (None as NoneType)
};

bool isUnionObject(Value v);
// The `|` slot of type, GenericAlias and UnionType: a union of the two
// operands, the operand itself when both are the same, or NotImplemented
// when either is not a class, alias, union or None.
Ref unionOrSlot(Value left, Value right);
// Readies types.UnionType (idempotent).
[[nodiscard]] bool readyUnionType();

} // namespace taipan
