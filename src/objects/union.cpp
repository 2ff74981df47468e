// types.UnionType: what `int | str`, `int | None` and `list[int] | None`
// evaluate to (PEP 604), through the `|` slot of `type`, of GenericAlias and
// of the union type itself.
//
// Invariants: a union's args tuple is owned, never null, holds at least two
// members, none of them a union (nested unions are flattened when built)
// and no two of them equal (duplicates are dropped, keeping the first);
// None is stored as NoneType. Union equality and hashing ignore the order
// of the members, as CPython's do (they compare and hash frozensets of the
// args).
#include "objects/container_util.h"
#include "objects/descriptors.h"
#include "objects/generic_alias.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <string>
#include <vector>

namespace taipan {

using namespace containers;

Type gUnionType = staticType("types.UnionType", sizeof(UnionObject), 0, kTypeGcTracked);

static inline UnionObject* asUnion(Value v) {
    return static_cast<UnionObject*>(v.object());
}

bool isUnionObject(Value v) {
    return v.isObject() && typeOf(v) == &gUnionType;
}

// What `|` accepts on either side: None, classes, generic aliases and
// unions. Anything else makes the operator return NotImplemented.
static bool isUnionable(Value v) {
    return v.is(noneValue()) || isType(v) || isInstance(v, &gGenericAliasType) ||
           isUnionObject(v);
}

// Appends `member` to `members` unless an equal member is there already
// (None becomes NoneType first). Returns false with an exception pending
// when a comparison raised.
static bool addMember(std::vector<Ref>& members, Value member) {
    if (member.is(noneValue())) member = Value::fromObject(&gNoneType);
    for (const Ref& existing : members) {
        if (existing.get().is(member)) return true;
        // Only aliases can be equal without being the same object; comparing
        // classes by identity keeps metaclass __eq__ out of the way.
        if (isType(existing.get()) && isType(member)) continue;
        int equal = compareBool(existing.get(), member, CompareOp::Eq);
        if (equal < 0) return false;
        if (equal) return true;
    }
    members.push_back(Ref::borrow(member));
    return true;
}

static bool addFlattened(std::vector<Ref>& members, Value operand) {
    if (!isUnionObject(operand)) return addMember(members, operand);
    Tuple* args = asUnion(operand)->args;
    for (int64_t i = 0; i < args->size; ++i) {
        if (!addMember(members, args->items()[i])) return false;
    }
    return true;
}

Ref unionOrSlot(Value left, Value right) {
    if (!isUnionable(left) || !isUnionable(right)) return notImplementedRef();
    if (!readyUnionType()) return nullptr;
    std::vector<Ref> members;
    if (!addFlattened(members, left) || !addFlattened(members, right)) return nullptr;
    if (members.size() == 1) return std::move(members[0]);
    std::vector<Value> values;
    values.reserve(members.size());
    for (const Ref& member : members) values.push_back(member.get());
    Ref args = tupleFromValues(values.data(), static_cast<int64_t>(values.size()));
    if (!args) return nullptr;
    Object* object = allocateObject(&gUnionType);
    if (!object) return nullptr;
    UnionObject* result = static_cast<UnionObject*>(object);
    result->args = asTuple(args.release());
    gcTrack(result);
    return Ref::steal(Value::fromObject(result));
}

static void unionDealloc(Object* object) {
    gcUntrack(object);
    decref(static_cast<UnionObject*>(object)->args);
    freeObjectMemory(object);
}

static void unionTraverse(Object* object, VisitFn visit, void* context) {
    visit(Value::fromObject(static_cast<UnionObject*>(object)->args), context);
}

// One member as the repr shows it: None for NoneType, aliases by repr,
// classes by (module-qualified) name, anything else by repr.
static bool appendMember(std::string& out, Value member) {
    if (member.is(Value::fromObject(&gNoneType))) {
        out += "None";
        return true;
    }
    if (isType(member)) {
        Ref qualname = typeQualName(asType(member));
        Ref module = typeModule(asType(member));
        if (!qualname || !module) return false;
        if (isStr(module.get()) && !strEqualsAscii(asStr(module.get()), "builtins")) {
            out += strUtf8(asStr(module.get()));
            out += ".";
        }
        if (isStr(qualname.get())) {
            out += strUtf8(asStr(qualname.get()));
            return true;
        }
    }
    return appendRepr(out, member);
}

static Ref unionRepr(Value self) {
    Tuple* args = asUnion(self)->args;
    std::string text;
    for (int64_t i = 0; i < args->size; ++i) {
        if (i > 0) text += " | ";
        if (!appendMember(text, args->items()[i])) return nullptr;
    }
    return strFromText(text);
}

static Ref argsAsFrozenSet(Value self) {
    return setFromIterable(&gFrozenSetType, Value::fromObject(asUnion(self)->args));
}

static bool unionHash(Value self, int64_t& hash) {
    Ref members = argsAsFrozenSet(self);
    if (!members) return false;
    return hashValue(members.get(), hash);
}

static Ref unionCompare(Value left, Value right, CompareOp op) {
    if (!isUnionObject(left) || !isUnionObject(right) ||
        (op != CompareOp::Eq && op != CompareOp::Ne)) {
        return notImplementedRef();
    }
    Ref leftMembers = argsAsFrozenSet(left);
    if (!leftMembers) return nullptr;
    Ref rightMembers = argsAsFrozenSet(right);
    if (!rightMembers) return nullptr;
    return compare(leftMembers.get(), rightMembers.get(), op);
}

static Ref unionArgs(Value self) {
    return Ref::borrow(Value::fromObject(asUnion(self)->args));
}

// Type variables are not supported, so a union never has parameters.
static Ref unionParameters(Value self) {
    return emptyTuple();
}

static Ref unionGetItem(Value self, Value key) {
    Ref text = repr(self);
    if (!text) return nullptr;
    std::string shown(strUtf8(asStr(text.get())));
    return raise(gTypeError, "%s is not a generic class", shown.c_str());
}

const GetSetDef kUnionGetSets[] = {
    {"__args__", unionArgs, nullptr, nullptr},
    {"__parameters__", unionParameters, nullptr, "Type variables in the types.UnionType."},
    {nullptr, nullptr, nullptr, nullptr},
};

bool readyUnionType() {
    Type& t = gUnionType;
    if (t.flags & kTypeReady) return true;
    t.dealloc = unionDealloc;
    t.traverse = unionTraverse;
    t.repr = unionRepr;
    t.hash = unionHash;
    t.compare = unionCompare;
    t.getattr = genericGetAttr;
    t.getitem = unionGetItem;
    t.binary[static_cast<size_t>(BinaryOp::Or)] = unionOrSlot;
    typeAddGetSets(&t, kUnionGetSets);
    return typeReady(&t);
}

} // namespace taipan
