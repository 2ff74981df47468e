// The correspondence between slots and dunder methods, both ways:
//  - builtin types expose their slots to Python as slot wrappers
//    (`int.__add__` is a wrapper_descriptor, `(1).__add__` a method-wrapper);
//  - classes defined in Python get slots that look their dunders up and call
//    them (slotRepr calls type(self).__repr__ ...).
//
// Invariants:
//  - kSlotDefs is the one table of dunder names; every other mapping (name
//    to slot, wrapper kinds, which dunders feed a slot) is derived from it.
//  - A heap type's slot is null when no dunder feeding it is found along
//    the MRO, the builtin function itself when every dunder found is a slot
//    wrapper of that function (inherited unchanged from a builtin base), and
//    the generic dunder-calling function otherwise. `__hash__ = None` makes
//    the hash slot null (unhashable).
//  - Generic slots hold a reference to the dunder while calling it: the
//    class dict may change during the call.
#include "objects/type.h"

#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/thread_state.h"

#include <array>
#include <cstdio>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace taipan {

namespace {

enum class SlotField : uint8_t {
    Repr, Str, Hash, Compare, GetAttr, SetAttr, Call, Iter, Next, DescrGet, DescrSet, Init, New,
    Binary, Inplace, Unary, Bool, Index, ToInt, ToFloat, Length, GetItem, SetItem, Contains,
};

enum class WrapperKind : uint8_t {
    None, // no Python-visible wrapper (__getattr__, __new__)
    Unary, Next, Hash, Length, Bool, Binary, BinaryReflected, Inplace, Pow, PowReflected, Compare,
    GetAttribute, SetAttr, DelAttr, Call, DescrGet, DescrSet, DescrDelete, Init, GetItem, SetItem,
    DelItem, Contains,
};

struct SlotDef {
    const char* name;
    SlotField field;
    uint8_t index; // the BinaryOp / UnaryOp / CompareOp for the op fields
    WrapperKind wrapper;
};

#define TAIPAN_BINARY(op, name, rname)                                                         \
    {"__" name "__", SlotField::Binary, static_cast<uint8_t>(BinaryOp::op), WrapperKind::Binary}, \
        {"__" rname "__", SlotField::Binary, static_cast<uint8_t>(BinaryOp::op),                \
         WrapperKind::BinaryReflected},                                                         \
        {"__i" name "__", SlotField::Inplace, static_cast<uint8_t>(BinaryOp::op),               \
         WrapperKind::Inplace}

const SlotDef kSlotDefs[] = {
    {"__getattribute__", SlotField::GetAttr, 0, WrapperKind::GetAttribute},
    {"__getattr__", SlotField::GetAttr, 0, WrapperKind::None},
    {"__setattr__", SlotField::SetAttr, 0, WrapperKind::SetAttr},
    {"__delattr__", SlotField::SetAttr, 0, WrapperKind::DelAttr},
    {"__repr__", SlotField::Repr, 0, WrapperKind::Unary},
    {"__hash__", SlotField::Hash, 0, WrapperKind::Hash},
    {"__call__", SlotField::Call, 0, WrapperKind::Call},
    {"__str__", SlotField::Str, 0, WrapperKind::Unary},
    {"__lt__", SlotField::Compare, static_cast<uint8_t>(CompareOp::Lt), WrapperKind::Compare},
    {"__le__", SlotField::Compare, static_cast<uint8_t>(CompareOp::Le), WrapperKind::Compare},
    {"__eq__", SlotField::Compare, static_cast<uint8_t>(CompareOp::Eq), WrapperKind::Compare},
    {"__ne__", SlotField::Compare, static_cast<uint8_t>(CompareOp::Ne), WrapperKind::Compare},
    {"__gt__", SlotField::Compare, static_cast<uint8_t>(CompareOp::Gt), WrapperKind::Compare},
    {"__ge__", SlotField::Compare, static_cast<uint8_t>(CompareOp::Ge), WrapperKind::Compare},
    {"__iter__", SlotField::Iter, 0, WrapperKind::Unary},
    {"__next__", SlotField::Next, 0, WrapperKind::Next},
    {"__get__", SlotField::DescrGet, 0, WrapperKind::DescrGet},
    {"__set__", SlotField::DescrSet, 0, WrapperKind::DescrSet},
    {"__delete__", SlotField::DescrSet, 0, WrapperKind::DescrDelete},
    {"__init__", SlotField::Init, 0, WrapperKind::Init},
    {"__new__", SlotField::New, 0, WrapperKind::None},
    TAIPAN_BINARY(Add, "add", "radd"),
    TAIPAN_BINARY(Sub, "sub", "rsub"),
    TAIPAN_BINARY(Mul, "mul", "rmul"),
    TAIPAN_BINARY(MatMul, "matmul", "rmatmul"),
    TAIPAN_BINARY(TrueDiv, "truediv", "rtruediv"),
    TAIPAN_BINARY(FloorDiv, "floordiv", "rfloordiv"),
    TAIPAN_BINARY(Mod, "mod", "rmod"),
    {"__pow__", SlotField::Binary, static_cast<uint8_t>(BinaryOp::Pow), WrapperKind::Pow},
    {"__rpow__", SlotField::Binary, static_cast<uint8_t>(BinaryOp::Pow), WrapperKind::PowReflected},
    {"__ipow__", SlotField::Inplace, static_cast<uint8_t>(BinaryOp::Pow), WrapperKind::Inplace},
    TAIPAN_BINARY(LShift, "lshift", "rlshift"),
    TAIPAN_BINARY(RShift, "rshift", "rrshift"),
    TAIPAN_BINARY(And, "and", "rand"),
    TAIPAN_BINARY(Or, "or", "ror"),
    TAIPAN_BINARY(Xor, "xor", "rxor"),
    {"__neg__", SlotField::Unary, static_cast<uint8_t>(UnaryOp::Neg), WrapperKind::Unary},
    {"__pos__", SlotField::Unary, static_cast<uint8_t>(UnaryOp::Pos), WrapperKind::Unary},
    {"__invert__", SlotField::Unary, static_cast<uint8_t>(UnaryOp::Invert), WrapperKind::Unary},
    {"__abs__", SlotField::Unary, static_cast<uint8_t>(UnaryOp::Abs), WrapperKind::Unary},
    {"__bool__", SlotField::Bool, 0, WrapperKind::Bool},
    {"__index__", SlotField::Index, 0, WrapperKind::Unary},
    {"__int__", SlotField::ToInt, 0, WrapperKind::Unary},
    {"__float__", SlotField::ToFloat, 0, WrapperKind::Unary},
    {"__len__", SlotField::Length, 0, WrapperKind::Length},
    {"__getitem__", SlotField::GetItem, 0, WrapperKind::GetItem},
    {"__setitem__", SlotField::SetItem, 0, WrapperKind::SetItem},
    {"__delitem__", SlotField::SetItem, 0, WrapperKind::DelItem},
    {"__contains__", SlotField::Contains, 0, WrapperKind::Contains},
};
#undef TAIPAN_BINARY

constexpr size_t kSlotDefCount = sizeof kSlotDefs / sizeof kSlotDefs[0];

// The slot a definition feeds: its field, and for the per-operator fields
// its operator. The six comparison dunders share one slot (their index
// only says which operator the wrapper passes).
uint8_t slotKey(const SlotDef& def) { return def.field == SlotField::Compare ? 0 : def.index; }

// Interned names of the table, filled on first use.
Str* gSlotNames[kSlotDefCount];
std::unordered_map<Str*, std::vector<const SlotDef*>>* gSlotsByName = nullptr;

void initSlotNames() {
    if (gSlotsByName != nullptr) return;
    gSlotsByName = new std::unordered_map<Str*, std::vector<const SlotDef*>>();
    for (size_t i = 0; i < kSlotDefCount; ++i) {
        gSlotNames[i] = internStr(kSlotDefs[i].name);
        (*gSlotsByName)[gSlotNames[i]].push_back(&kSlotDefs[i]);
    }
}

// ---- Reading and writing a slot generically ---------------------------------------------

using AnyFn = void (*)();

template <typename F> AnyFn erase(F f) { return reinterpret_cast<AnyFn>(f); }
template <typename F> F restore(AnyFn f) { return reinterpret_cast<F>(f); }

AnyFn readSlot(const Type* type, SlotField field, uint8_t index) {
    switch (field) {
    case SlotField::Repr: return erase(type->repr);
    case SlotField::Str: return erase(type->str);
    case SlotField::Hash: return erase(type->hash);
    case SlotField::Compare: return erase(type->compare);
    case SlotField::GetAttr: return erase(type->getattr);
    case SlotField::SetAttr: return erase(type->setattr);
    case SlotField::Call: return erase(type->call);
    case SlotField::Iter: return erase(type->iter);
    case SlotField::Next: return erase(type->next);
    case SlotField::DescrGet: return erase(type->descrGet);
    case SlotField::DescrSet: return erase(type->descrSet);
    case SlotField::Init: return erase(type->init);
    case SlotField::New: return erase(type->newFn);
    case SlotField::Binary: return erase(type->binary[index]);
    case SlotField::Inplace: return erase(type->inplace[index]);
    case SlotField::Unary: return erase(type->unary[index]);
    case SlotField::Bool: return erase(type->boolFn);
    case SlotField::Index: return erase(type->index);
    case SlotField::ToInt: return erase(type->toInt);
    case SlotField::ToFloat: return erase(type->toFloat);
    case SlotField::Length: return erase(type->length);
    case SlotField::GetItem: return erase(type->getitem);
    case SlotField::SetItem: return erase(type->setitem);
    case SlotField::Contains: return erase(type->contains);
    }
    return nullptr;
}

void writeSlot(Type* type, SlotField field, uint8_t index, AnyFn f) {
    switch (field) {
    case SlotField::Repr: type->repr = restore<UnaryFn>(f); break;
    case SlotField::Str: type->str = restore<UnaryFn>(f); break;
    case SlotField::Hash: type->hash = restore<HashFn>(f); break;
    case SlotField::Compare: type->compare = restore<CompareFn>(f); break;
    case SlotField::GetAttr: type->getattr = restore<GetAttrFn>(f); break;
    case SlotField::SetAttr: type->setattr = restore<SetAttrFn>(f); break;
    case SlotField::Call: type->call = restore<CallFn>(f); break;
    case SlotField::Iter: type->iter = restore<UnaryFn>(f); break;
    case SlotField::Next: type->next = restore<NextFn>(f); break;
    case SlotField::DescrGet: type->descrGet = restore<DescrGetFn>(f); break;
    case SlotField::DescrSet: type->descrSet = restore<DescrSetFn>(f); break;
    case SlotField::Init: type->init = restore<InitFn>(f); break;
    case SlotField::New: type->newFn = restore<NewFn>(f); break;
    case SlotField::Binary: type->binary[index] = restore<BinaryFn>(f); break;
    case SlotField::Inplace: type->inplace[index] = restore<BinaryFn>(f); break;
    case SlotField::Unary: type->unary[index] = restore<UnaryFn>(f); break;
    case SlotField::Bool: type->boolFn = restore<BoolFn>(f); break;
    case SlotField::Index: type->index = restore<UnaryFn>(f); break;
    case SlotField::ToInt: type->toInt = restore<UnaryFn>(f); break;
    case SlotField::ToFloat: type->toFloat = restore<UnaryFn>(f); break;
    case SlotField::Length: type->length = restore<LengthFn>(f); break;
    case SlotField::GetItem: type->getitem = restore<GetItemFn>(f); break;
    case SlotField::SetItem: type->setitem = restore<SetItemFn>(f); break;
    case SlotField::Contains: type->contains = restore<ContainsFn>(f); break;
    }
}

// ---- Calling dunders ----------------------------------------------------------------------

// Calls type(self).<name>(self, *args) if the dunder exists; `found` says
// whether it did (no exception is set when it does not).
Ref callDunder(Value self, Str* name, const Value* args, size_t nargs, bool& found) {
    Value descriptor = typeLookup(typeOf(self), name);
    found = !descriptor.isNull();
    if (!found) return nullptr;
    Ref keep = Ref::borrow(descriptor);
    Type* descriptorType = typeOf(descriptor);
    if (descriptorType->flags & kTypeMethodDescriptor) {
        Value stack[8];
        std::vector<Value> heap;
        Value* all = stack;
        if (nargs + 1 > 8) {
            heap.resize(nargs + 1);
            all = heap.data();
        }
        all[0] = self;
        for (size_t i = 0; i < nargs; ++i) all[i + 1] = args[i];
        return call(descriptor, all, nargs + 1);
    }
    if (descriptorType->descrGet != nullptr) {
        Ref bound = descriptorType->descrGet(descriptor, self, Value::fromObject(typeOf(self)));
        if (bound.isNull()) return nullptr;
        return call(bound.get(), args, nargs);
    }
    return call(descriptor, args, nargs);
}

Ref callDunderRequired(Value self, Str* name, const Value* args, size_t nargs) {
    bool found = false;
    Ref result = callDunder(self, name, args, nargs, found);
    if (!found) {
        // A slot shared by two dunders (__set__/__delete__, __setitem__/
        // __delitem__) may find only one of them; CPython names just the
        // missing method then.
        return raise(gAttributeError, "%s", std::string(strUtf8(name)).c_str());
    }
    return result;
}

Ref callDunderOrNotImplemented(Value self, Str* name, const Value* args, size_t nargs) {
    bool found = false;
    Ref result = callDunder(self, name, args, nargs, found);
    if (!found) return notImplementedRef();
    return result;
}

// ---- Generic slots of heap types --------------------------------------------------------

Ref slotRepr(Value self) { return callDunderRequired(self, TAIPAN_NAME("__repr__"), nullptr, 0); }
Ref slotStr(Value self) { return callDunderRequired(self, TAIPAN_NAME("__str__"), nullptr, 0); }

bool slotHash(Value self, int64_t& hash) {
    Value descriptor = typeLookup(typeOf(self), TAIPAN_NAME("__hash__"));
    if (descriptor.isNull() || descriptor.is(noneValue())) {
        raise(gTypeError, "unhashable type: '%s'", typeOf(self)->name);
        return false;
    }
    Ref result = callDunderRequired(self, TAIPAN_NAME("__hash__"), nullptr, 0);
    if (result.isNull()) return false;
    if (!isInt(result.get())) {
        raise(gTypeError, "__hash__ method should return an integer");
        return false;
    }
    // A result that fits a Py_ssize_t is used as it is (only -1 becomes -2);
    // a bigger one is reduced as hash(int) reduces it.
    if (intToInt64(result.get(), hash)) {
        if (hash == -1) hash = -2;
        return true;
    }
    return hashValue(result.get(), hash);
}

const char* const kCompareNames[] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

Ref slotCompare(Value left, Value right, CompareOp op) {
    Str* name = internStr(kCompareNames[static_cast<int>(op)]);
    return callDunderOrNotImplemented(left, name, &right, 1);
}

Ref slotGetAttrHook(Value self, Str* name) {
    Type* type = typeOf(self);
    Value getattribute = typeLookup(type, TAIPAN_NAME("__getattribute__"));
    Ref result;
    Value objectGetattribute = dictGetStr(gObjectType.dict, TAIPAN_NAME("__getattribute__"));
    Value nameValue = Value::fromObject(name);
    if (getattribute.isNull() || getattribute.is(objectGetattribute)) {
        result = genericGetAttr(self, name);
    } else {
        bool found = false;
        result = callDunder(self, TAIPAN_NAME("__getattribute__"), &nameValue, 1, found);
    }
    if (!result.isNull() || !pendingExceptionMatches(gAttributeError)) return result;
    Value getattr = typeLookup(type, TAIPAN_NAME("__getattr__"));
    if (getattr.isNull()) return result;
    clearPendingException();
    bool found = false;
    return callDunder(self, TAIPAN_NAME("__getattr__"), &nameValue, 1, found);
}

bool slotSetAttr(Value self, Str* name, Value value) {
    Value args[2] = {Value::fromObject(name), value};
    Ref result = value.isNull()
                     ? callDunderRequired(self, TAIPAN_NAME("__delattr__"), args, 1)
                     : callDunderRequired(self, TAIPAN_NAME("__setattr__"), args, 2);
    return !result.isNull();
}

Ref slotCall(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    Value descriptor = typeLookup(typeOf(self), TAIPAN_NAME("__call__"));
    if (descriptor.isNull()) {
        return raise(gTypeError, "'%s' object is not callable", typeOf(self)->name);
    }
    Ref keep = Ref::borrow(descriptor);
    Type* descriptorType = typeOf(descriptor);
    size_t count = callArgCount(nargs);
    size_t keywords = kwnames == nullptr ? 0 : static_cast<size_t>(kwnames->size);
    if (descriptorType->flags & kTypeMethodDescriptor) {
        std::vector<Value> all(count + keywords + 1);
        all[0] = self;
        for (size_t i = 0; i < count + keywords; ++i) all[i + 1] = args[i];
        return call(descriptor, all.data(), count + 1, kwnames);
    }
    Ref bound = descriptorType->descrGet != nullptr
                    ? descriptorType->descrGet(descriptor, self, Value::fromObject(typeOf(self)))
                    : Ref::borrow(descriptor);
    if (bound.isNull()) return nullptr;
    return call(bound.get(), args, count, kwnames);
}

Ref slotIter(Value self) {
    Value descriptor = typeLookup(typeOf(self), TAIPAN_NAME("__iter__"));
    if (descriptor.isNull() || descriptor.is(noneValue())) {
        return raise(gTypeError, "'%s' object is not iterable", typeOf(self)->name);
    }
    return callDunderRequired(self, TAIPAN_NAME("__iter__"), nullptr, 0);
}

// A StopIteration raised by __next__ stays pending (iterNext, FOR_ITER and
// the other callers accept it as exhaustion), so next(it) re-raises the very
// exception, with its value, as CPython does.
Ref slotNext(Value self) {
    return callDunderRequired(self, TAIPAN_NAME("__next__"), nullptr, 0);
}

Ref slotDescrGet(Value self, Value instance, Value owner) {
    Value args[2] = {instance.isNull() ? noneValue() : instance,
                     owner.isNull() ? noneValue() : owner};
    return callDunderRequired(self, TAIPAN_NAME("__get__"), args, 2);
}

bool slotDescrSet(Value self, Value instance, Value value) {
    Value args[2] = {instance, value};
    Ref result = value.isNull() ? callDunderRequired(self, TAIPAN_NAME("__delete__"), args, 1)
                                : callDunderRequired(self, TAIPAN_NAME("__set__"), args, 2);
    return !result.isNull();
}

bool slotInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    Value descriptor = typeLookup(typeOf(self), TAIPAN_NAME("__init__"));
    if (descriptor.isNull()) return true;
    Ref keep = Ref::borrow(descriptor);
    size_t count = callArgCount(nargs);
    size_t keywords = kwnames == nullptr ? 0 : static_cast<size_t>(kwnames->size);
    Ref result;
    if (typeOf(descriptor)->flags & kTypeMethodDescriptor) {
        std::vector<Value> all(count + keywords + 1);
        all[0] = self;
        for (size_t i = 0; i < count + keywords; ++i) all[i + 1] = args[i];
        result = call(descriptor, all.data(), count + 1, kwnames);
    } else {
        Ref bound = typeOf(descriptor)->descrGet != nullptr
                        ? typeOf(descriptor)->descrGet(descriptor, self,
                                                       Value::fromObject(typeOf(self)))
                        : Ref::borrow(descriptor);
        if (bound.isNull()) return false;
        result = call(bound.get(), args, count, kwnames);
    }
    if (result.isNull()) return false;
    if (!result.get().is(noneValue())) {
        raise(gTypeError, "__init__() should return None, not '%s'", typeOf(result.get())->name);
        return false;
    }
    return true;
}

Ref slotNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    Ref function = getAttr(Value::fromObject(type), TAIPAN_NAME("__new__"));
    if (function.isNull()) return nullptr;
    size_t count = callArgCount(nargs);
    size_t keywords = kwnames == nullptr ? 0 : static_cast<size_t>(kwnames->size);
    std::vector<Value> all(count + keywords + 1);
    all[0] = Value::fromObject(type);
    for (size_t i = 0; i < count + keywords; ++i) all[i + 1] = args[i];
    return call(function.get(), all.data(), count + 1, kwnames);
}

// -- number slots

const char* const kBinaryNames[][2] = {
    {"__add__", "__radd__"},           {"__sub__", "__rsub__"},
    {"__mul__", "__rmul__"},           {"__matmul__", "__rmatmul__"},
    {"__truediv__", "__rtruediv__"},   {"__floordiv__", "__rfloordiv__"},
    {"__mod__", "__rmod__"},           {"__pow__", "__rpow__"},
    {"__lshift__", "__rlshift__"},     {"__rshift__", "__rrshift__"},
    {"__and__", "__rand__"},           {"__or__", "__ror__"},
    {"__xor__", "__rxor__"},
};
const char* const kInplaceNames[] = {
    "__iadd__", "__isub__", "__imul__", "__imatmul__", "__itruediv__", "__ifloordiv__", "__imod__",
    "__ipow__", "__ilshift__", "__irshift__", "__iand__", "__ior__", "__ixor__",
};
const char* const kUnaryNames[] = {"__neg__", "__pos__", "__invert__", "__abs__"};

// True when `right`'s class overrides the reflected method of `left`'s.
bool overridesReflected(Type* leftType, Type* rightType, Str* name) {
    Value a = typeLookup(rightType, name);
    if (a.isNull()) return false;
    Value b = typeLookup(leftType, name);
    return b.isNull() || !a.is(b);
}

template <size_t Op> Ref slotBinary(Value left, Value right) {
    Str* name = internStr(kBinaryNames[Op][0]);
    Str* reflected = internStr(kBinaryNames[Op][1]);
    Type* leftType = typeOf(left);
    Type* rightType = typeOf(right);
    BinaryFn self = slotBinary<Op>;
    bool doOther = leftType != rightType && rightType->binary[Op] == self;
    if (leftType->binary[Op] == self) {
        if (doOther && isSubtype(rightType, leftType) &&
            overridesReflected(leftType, rightType, reflected)) {
            Ref result = callDunderOrNotImplemented(right, reflected, &left, 1);
            if (result.isNull() || !result.get().is(notImplementedValue())) return result;
            doOther = false;
        }
        Ref result = callDunderOrNotImplemented(left, name, &right, 1);
        if (result.isNull() || !result.get().is(notImplementedValue()) || leftType == rightType) {
            return result;
        }
    }
    if (doOther) return callDunderOrNotImplemented(right, reflected, &left, 1);
    return notImplementedRef();
}

template <size_t Op> Ref slotInplace(Value self, Value other) {
    return callDunderOrNotImplemented(self, internStr(kInplaceNames[Op]), &other, 1);
}

template <size_t Op> Ref slotUnary(Value self) {
    return callDunderRequired(self, internStr(kUnaryNames[Op]), nullptr, 0);
}

template <size_t... Ops>
constexpr std::array<BinaryFn, sizeof...(Ops)> makeBinary(std::index_sequence<Ops...>) {
    return {slotBinary<Ops>...};
}
template <size_t... Ops>
constexpr std::array<BinaryFn, sizeof...(Ops)> makeInplace(std::index_sequence<Ops...>) {
    return {slotInplace<Ops>...};
}
template <size_t... Ops>
constexpr std::array<UnaryFn, sizeof...(Ops)> makeUnary(std::index_sequence<Ops...>) {
    return {slotUnary<Ops>...};
}

const auto kBinarySlots = makeBinary(std::make_index_sequence<kBinaryOpCount>());
const auto kInplaceSlots = makeInplace(std::make_index_sequence<kBinaryOpCount>());
const auto kUnarySlots = makeUnary(std::make_index_sequence<kUnaryOpCount>());

Ref slotTernaryPow(Value base, Value exponent, Value modulus) {
    if (modulus.isNull() || modulus.is(noneValue())) {
        return kBinarySlots[static_cast<size_t>(BinaryOp::Pow)](base, exponent);
    }
    // Three-argument pow never uses __rpow__.
    if (typeOf(base)->ternaryPow == slotTernaryPow) {
        Value args[2] = {exponent, modulus};
        return callDunderOrNotImplemented(base, TAIPAN_NAME("__pow__"), args, 2);
    }
    return notImplementedRef();
}

int slotBool(Value self) {
    Ref result = callDunderRequired(self, TAIPAN_NAME("__bool__"), nullptr, 0);
    if (result.isNull()) return -1;
    if (!isExactType(result.get(), &gBoolType)) {
        raise(gTypeError, "__bool__ should return bool, returned %s", typeOf(result.get())->name);
        return -1;
    }
    return result.get().is(trueValue()) ? 1 : 0;
}

Ref slotIndex(Value self) { return callDunderRequired(self, TAIPAN_NAME("__index__"), nullptr, 0); }
Ref slotInt(Value self) { return callDunderRequired(self, TAIPAN_NAME("__int__"), nullptr, 0); }
Ref slotFloat(Value self) { return callDunderRequired(self, TAIPAN_NAME("__float__"), nullptr, 0); }

bool slotLength(Value self, int64_t& length) {
    Ref result = callDunderRequired(self, TAIPAN_NAME("__len__"), nullptr, 0);
    if (result.isNull()) return false;
    Ref index = toIndex(result.get());
    if (index.isNull()) return false;
    if (!intToInt64(index.get(), length)) {
        int64_t sign = 0;
        // Negative huge values report the sign error first, as CPython does.
        mpz_t big;
        mpz_init(big);
        intToMpz(index.get(), big);
        sign = mpz_sgn(big);
        mpz_clear(big);
        if (sign < 0) {
            raise(gValueError, "__len__() should return >= 0");
        } else {
            raise(gOverflowError, "cannot fit 'int' into an index-sized integer");
        }
        return false;
    }
    if (length < 0) {
        raise(gValueError, "__len__() should return >= 0");
        return false;
    }
    return true;
}

Ref slotGetItem(Value self, Value key) {
    return callDunderRequired(self, TAIPAN_NAME("__getitem__"), &key, 1);
}

bool slotSetItem(Value self, Value key, Value value) {
    Value args[2] = {key, value};
    Ref result = value.isNull() ? callDunderRequired(self, TAIPAN_NAME("__delitem__"), args, 1)
                                : callDunderRequired(self, TAIPAN_NAME("__setitem__"), args, 2);
    return !result.isNull();
}

int slotContains(Value self, Value item) {
    Value descriptor = typeLookup(typeOf(self), TAIPAN_NAME("__contains__"));
    if (descriptor.is(noneValue())) {
        raise(gTypeError, "'%s' object is not a container", typeOf(self)->name);
        return -1;
    }
    Ref result = callDunderRequired(self, TAIPAN_NAME("__contains__"), &item, 1);
    if (result.isNull()) return -1;
    return truthy(result.get());
}

// The generic function for a slot field.
AnyFn genericSlot(SlotField field, uint8_t index) {
    switch (field) {
    case SlotField::Repr: return erase(&slotRepr);
    case SlotField::Str: return erase(&slotStr);
    case SlotField::Hash: return erase(&slotHash);
    case SlotField::Compare: return erase(&slotCompare);
    case SlotField::GetAttr: return erase(&slotGetAttrHook);
    case SlotField::SetAttr: return erase(&slotSetAttr);
    case SlotField::Call: return erase(&slotCall);
    case SlotField::Iter: return erase(&slotIter);
    case SlotField::Next: return erase(&slotNext);
    case SlotField::DescrGet: return erase(&slotDescrGet);
    case SlotField::DescrSet: return erase(&slotDescrSet);
    case SlotField::Init: return erase(&slotInit);
    case SlotField::New: return erase(&slotNew);
    case SlotField::Binary: return erase(kBinarySlots[index]);
    case SlotField::Inplace: return erase(kInplaceSlots[index]);
    case SlotField::Unary: return erase(kUnarySlots[index]);
    case SlotField::Bool: return erase(&slotBool);
    case SlotField::Index: return erase(&slotIndex);
    case SlotField::ToInt: return erase(&slotInt);
    case SlotField::ToFloat: return erase(&slotFloat);
    case SlotField::Length: return erase(&slotLength);
    case SlotField::GetItem: return erase(&slotGetItem);
    case SlotField::SetItem: return erase(&slotSetItem);
    case SlotField::Contains: return erase(&slotContains);
    }
    return nullptr;
}

// ---- Slot wrappers (builtin slots as Python callables) ------------------------------------

struct WrapperDescriptor : Object {
    Type* owner;
    const SlotDef* def;
};

struct MethodWrapper : Object {
    WrapperDescriptor* descriptor; // owned
    Value self;                    // owned
};

WrapperDescriptor* asWrapper(Value v) { return static_cast<WrapperDescriptor*>(v.object()); }
MethodWrapper* asMethodWrapper(Value v) { return static_cast<MethodWrapper*>(v.object()); }

bool checkArgs(size_t given, size_t expected) {
    if (given == expected) return true;
    // CPython's two-argument wrappers (__setattr__, __setitem__, __set__)
    // unpack with an empty function name, hence the leading space.
    raise(gTypeError, "%sexpected %zu argument%s, got %zu", expected == 2 ? " " : "", expected,
          expected == 1 ? "" : "s", given);
    return false;
}

// Unpacks 1 or 2 arguments, with the message CPython's wrappers give (their
// function name is empty, hence the leading space).
bool checkOneOrTwo(size_t given) {
    if (given == 0) {
        raise(gTypeError, " expected at least 1 argument, got 0");
        return false;
    }
    if (given > 2) {
        raise(gTypeError, " expected at most 2 arguments, got %zu", given);
        return false;
    }
    return true;
}

Ref lengthResult(bool ok, int64_t value) {
    if (!ok) return nullptr;
    return intFromInt64(value);
}

// str, list and tuple expose their repetition as __mul__/__rmul__/__imul__,
// which (unlike the * operator) take only an index: a count without
// __index__ is refused with the index error, as CPython's wrappers do.
bool refusesRepeatCount(Type* owner, const SlotDef* def, Value count) {
    if (def->index != static_cast<uint8_t>(BinaryOp::Mul)) return false;
    if (owner != &gStrType && owner != &gListType && owner != &gTupleType) return false;
    if (isInt(count) || typeOf(count)->index != nullptr) return false;
    raise(gTypeError, "'%s' object cannot be interpreted as an integer", typeOf(count)->name);
    return true;
}

// Runs the slot `def` of `owner` for a Python-level call of the wrapper.
Ref callWrapped(Type* owner, const SlotDef* def, Value self, const Value* args, size_t nargs,
                Tuple* kwnames) {
    nargs = callArgCount(nargs);
    bool takesKeywords = def->wrapper == WrapperKind::Call || def->wrapper == WrapperKind::Init;
    if (!takesKeywords && kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "wrapper %s() takes no keyword arguments", def->name);
    }
    AnyFn function = readSlot(owner, def->field, def->index);
    switch (def->wrapper) {
    case WrapperKind::None: break;
    case WrapperKind::Unary:
        if (!checkArgs(nargs, 0)) return nullptr;
        return restore<UnaryFn>(function)(self);
    case WrapperKind::Next: {
        if (!checkArgs(nargs, 0)) return nullptr;
        Ref result = restore<NextFn>(function)(self);
        if (result.isNull() && !hasPendingException())
            raiseObject(Value::fromObject(gStopIteration));
        return result;
    }
    case WrapperKind::Hash: {
        if (!checkArgs(nargs, 0)) return nullptr;
        int64_t hash = 0;
        if (!restore<HashFn>(function)(self, hash)) return nullptr;
        return intFromInt64(hash);
    }
    case WrapperKind::Length: {
        if (!checkArgs(nargs, 0)) return nullptr;
        int64_t length = 0;
        bool ok = restore<LengthFn>(function)(self, length);
        return lengthResult(ok, length);
    }
    case WrapperKind::Bool: {
        if (!checkArgs(nargs, 0)) return nullptr;
        int result = restore<BoolFn>(function)(self);
        if (result < 0) return nullptr;
        return boolRef(result != 0);
    }
    case WrapperKind::Binary:
        if (!checkArgs(nargs, 1) || refusesRepeatCount(owner, def, args[0])) return nullptr;
        return restore<BinaryFn>(function)(self, args[0]);
    case WrapperKind::BinaryReflected:
        if (!checkArgs(nargs, 1) || refusesRepeatCount(owner, def, args[0])) return nullptr;
        return restore<BinaryFn>(function)(args[0], self);
    case WrapperKind::Inplace:
        if (!checkArgs(nargs, 1) || refusesRepeatCount(owner, def, args[0])) return nullptr;
        return restore<BinaryFn>(function)(self, args[0]);
    case WrapperKind::Pow:
    case WrapperKind::PowReflected: {
        if (!checkOneOrTwo(nargs)) return nullptr;
        bool reflected = def->wrapper == WrapperKind::PowReflected;
        Value left = reflected ? args[0] : self;
        Value right = reflected ? self : args[0];
        Value modulus = nargs == 2 ? args[1] : noneValue();
        if (modulus.is(noneValue()) && owner->binary[static_cast<size_t>(BinaryOp::Pow)]) {
            return owner->binary[static_cast<size_t>(BinaryOp::Pow)](left, right);
        }
        if (owner->ternaryPow == nullptr) return notImplementedRef();
        return owner->ternaryPow(left, right, modulus);
    }
    case WrapperKind::Compare:
        if (!checkArgs(nargs, 1)) return nullptr;
        return restore<CompareFn>(function)(self, args[0], static_cast<CompareOp>(def->index));
    case WrapperKind::GetAttribute:
        if (!checkArgs(nargs, 1)) return nullptr;
        if (!isStr(args[0])) {
            return raise(gTypeError, "attribute name must be string, not '%s'",
                         typeOf(args[0])->name);
        }
        return restore<GetAttrFn>(function)(self, asStr(args[0]));
    case WrapperKind::SetAttr:
    case WrapperKind::DelAttr: {
        bool set = def->wrapper == WrapperKind::SetAttr;
        if (!checkArgs(nargs, set ? 2 : 1)) return nullptr;
        if (!isStr(args[0])) {
            return raise(gTypeError, "attribute name must be string, not '%s'",
                         typeOf(args[0])->name);
        }
        // A native __setattr__ may only be applied to objects whose nearest
        // native type uses it: object.__setattr__(int, ...) must not bypass
        // type's own checks and mutate a builtin type.
        Type* native = typeOf(self);
        while (native != nullptr && isHeapType(native)) native = native->base;
        if (native != nullptr && native->setattr != restore<SetAttrFn>(function)) {
            return raise(gTypeError, "can't apply this %s to %s object",
                         set ? "__setattr__" : "__delattr__", native->name);
        }
        if (!restore<SetAttrFn>(function)(self, asStr(args[0]), set ? args[1] : Value())) {
            return nullptr;
        }
        return noneRef();
    }
    case WrapperKind::Call: return restore<CallFn>(function)(self, args, nargs, kwnames);
    case WrapperKind::DescrGet: {
        if (!checkOneOrTwo(nargs)) return nullptr;
        Value instance = args[0].is(noneValue()) ? Value() : args[0];
        Value type = nargs == 2 && !args[1].is(noneValue()) ? args[1] : Value();
        if (instance.isNull() && type.isNull()) {
            return raise(gTypeError, "__get__(None, None) is invalid");
        }
        return restore<DescrGetFn>(function)(self, instance, type);
    }
    case WrapperKind::DescrSet:
    case WrapperKind::DescrDelete: {
        bool set = def->wrapper == WrapperKind::DescrSet;
        if (!checkArgs(nargs, set ? 2 : 1)) return nullptr;
        if (!restore<DescrSetFn>(function)(self, args[0], set ? args[1] : Value())) return nullptr;
        return noneRef();
    }
    case WrapperKind::Init:
        if (!restore<InitFn>(function)(self, args, nargs, kwnames)) return nullptr;
        return noneRef();
    case WrapperKind::GetItem:
        if (!checkArgs(nargs, 1)) return nullptr;
        return restore<GetItemFn>(function)(self, args[0]);
    case WrapperKind::SetItem:
    case WrapperKind::DelItem: {
        bool set = def->wrapper == WrapperKind::SetItem;
        if (!checkArgs(nargs, set ? 2 : 1)) return nullptr;
        if (!restore<SetItemFn>(function)(self, args[0], set ? args[1] : Value())) return nullptr;
        return noneRef();
    }
    case WrapperKind::Contains: {
        if (!checkArgs(nargs, 1)) return nullptr;
        int result = restore<ContainsFn>(function)(self, args[0]);
        if (result < 0) return nullptr;
        return boolRef(result != 0);
    }
    }
    return raise(gSystemError, "bad slot wrapper");
}

} // namespace

Type gWrapperDescriptorType = staticType("wrapper_descriptor", sizeof(WrapperDescriptor), 0,
                                         kTypeGcTracked | kTypeMethodDescriptor);
Type gMethodWrapperType = staticType("method-wrapper", sizeof(MethodWrapper), 0, kTypeGcTracked);

namespace {

Ref wrapperDescriptorNew(Type* owner, const SlotDef* def) {
    Object* object = allocateObject(&gWrapperDescriptorType);
    if (object == nullptr) return nullptr;
    auto* wrapper = static_cast<WrapperDescriptor*>(object);
    wrapper->owner = owner;
    incref(owner);
    wrapper->def = def;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

Ref wrapperDescriptorCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    WrapperDescriptor* wrapper = asWrapper(callable);
    size_t count = callArgCount(nargs);
    if (count == 0) {
        return raise(gTypeError, "descriptor '%s' of '%s' object needs an argument",
                     wrapper->def->name, wrapper->owner->name);
    }
    if (!isInstance(args[0], wrapper->owner)) {
        return raise(gTypeError, "descriptor '%s' requires a '%s' object but received a '%s'",
                     wrapper->def->name, wrapper->owner->name, typeOf(args[0])->name);
    }
    return callWrapped(wrapper->owner, wrapper->def, args[0], args + 1, count - 1, kwnames);
}

Ref wrapperDescriptorGet(Value descriptor, Value instance, Value owner) {
    WrapperDescriptor* wrapper = asWrapper(descriptor);
    if (instance.isNull()) return Ref::borrow(descriptor);
    if (!isInstance(instance, wrapper->owner)) {
        return raise(gTypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                     wrapper->def->name, wrapper->owner->name, typeOf(instance)->name);
    }
    Object* object = allocateObject(&gMethodWrapperType);
    if (object == nullptr) return nullptr;
    auto* bound = static_cast<MethodWrapper*>(object);
    bound->descriptor = wrapper;
    incref(wrapper);
    bound->self = instance;
    incref(instance);
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

Ref wrapperDescriptorRepr(Value v) {
    WrapperDescriptor* wrapper = asWrapper(v);
    return strFromUtf8(std::string("<slot wrapper '") + wrapper->def->name + "' of '" +
                       wrapper->owner->name + "' objects>");
}

void wrapperDescriptorDealloc(Object* self) {
    gcUntrack(self);
    decref(static_cast<WrapperDescriptor*>(self)->owner);
    freeObjectMemory(self);
}

void wrapperDescriptorTraverse(Object* self, VisitFn visit, void* context) {
    visit(Value::fromObject(static_cast<WrapperDescriptor*>(self)->owner), context);
}

Ref qualifiedName(Type* owner, const char* name) {
    Ref qualname = typeQualName(owner);
    if (qualname.isNull()) return nullptr;
    return strFromUtf8(std::string(strUtf8(asStr(qualname.get()))) + "." + name);
}

Ref wrapperName(Value self) { return strFromUtf8(asWrapper(self)->def->name); }
Ref wrapperQualname(Value self) {
    return qualifiedName(asWrapper(self)->owner, asWrapper(self)->def->name);
}
Ref wrapperObjclass(Value self) { return Ref::borrow(Value::fromObject(asWrapper(self)->owner)); }
Ref wrapperDoc(Value) { return noneRef(); }

const GetSetDef kWrapperDescriptorGetSets[] = {
    {"__name__", wrapperName, readOnlyMemberSet, nullptr},
    {"__qualname__", wrapperQualname, nullptr, nullptr},
    {"__objclass__", wrapperObjclass, readOnlyMemberSet, nullptr},
    {"__doc__", wrapperDoc, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

Ref methodWrapperCall(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    MethodWrapper* bound = asMethodWrapper(callable);
    return callWrapped(bound->descriptor->owner, bound->descriptor->def, bound->self, args, nargs,
                       kwnames);
}

Ref methodWrapperRepr(Value v) {
    MethodWrapper* bound = asMethodWrapper(v);
    // A small int has no address; its tagged bits stand in for one.
    char address[32];
    std::snprintf(address, sizeof address, "%p", reinterpret_cast<void*>(bound->self.bits()));
    return strFromUtf8(std::string("<method-wrapper '") + bound->descriptor->def->name + "' of " +
                       typeOf(bound->self)->name + " object at " + address + ">");
}

void methodWrapperDealloc(Object* self) {
    gcUntrack(self);
    auto* bound = static_cast<MethodWrapper*>(self);
    decref(bound->descriptor);
    decref(bound->self);
    freeObjectMemory(self);
}

void methodWrapperTraverse(Object* self, VisitFn visit, void* context) {
    auto* bound = static_cast<MethodWrapper*>(self);
    visit(Value::fromObject(bound->descriptor), context);
    visit(bound->self, context);
}

Ref methodWrapperCompare(Value left, Value right, CompareOp op) {
    if ((op != CompareOp::Eq && op != CompareOp::Ne) || !isExactType(right, &gMethodWrapperType)) {
        return notImplementedRef();
    }
    MethodWrapper* a = asMethodWrapper(left);
    MethodWrapper* b = asMethodWrapper(right);
    bool equal = a->descriptor == b->descriptor && a->self.is(b->self);
    return boolRef(op == CompareOp::Eq ? equal : !equal);
}

bool methodWrapperHash(Value v, int64_t& hash) {
    MethodWrapper* bound = asMethodWrapper(v);
    int64_t selfHash = bound->self.isObject() ? hashPointer(bound->self.object())
                                              : static_cast<int64_t>(bound->self.bits());
    hash = selfHash ^ hashPointer(bound->descriptor);
    if (hash == -1) hash = -2;
    return true;
}

Ref methodWrapperName(Value self) {
    return strFromUtf8(asMethodWrapper(self)->descriptor->def->name);
}
Ref methodWrapperQualname(Value self) {
    WrapperDescriptor* wrapper = asMethodWrapper(self)->descriptor;
    return qualifiedName(wrapper->owner, wrapper->def->name);
}
Ref methodWrapperSelf(Value self) { return Ref::borrow(asMethodWrapper(self)->self); }
Ref methodWrapperObjclass(Value self) {
    return Ref::borrow(Value::fromObject(asMethodWrapper(self)->descriptor->owner));
}

const GetSetDef kMethodWrapperGetSets[] = {
    {"__name__", methodWrapperName, nullptr, nullptr},
    {"__qualname__", methodWrapperQualname, nullptr, nullptr},
    {"__self__", methodWrapperSelf, readOnlyMemberSet, nullptr},
    {"__objclass__", methodWrapperObjclass, nullptr, nullptr},
    {"__doc__", wrapperDoc, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- Computing heap-type slots ---------------------------------------------------------------

// Recomputes one slot of one heap type from the dunders that feed it.
void updateSlot(Type* type, SlotField field, uint8_t index) {
    initSlotNames();
    AnyFn native = nullptr;
    bool allNative = true;
    bool any = false;
    for (size_t i = 0; i < kSlotDefCount; ++i) {
        const SlotDef& def = kSlotDefs[i];
        if (def.field != field || slotKey(def) != index) continue;
        Value descriptor = typeLookup(type, gSlotNames[i]);
        if (descriptor.isNull()) continue;
        any = true;
        if (field == SlotField::Hash && descriptor.is(noneValue())) {
            writeSlot(type, field, index, nullptr);
            return;
        }
        if (isExactType(descriptor, &gWrapperDescriptorType)) {
            WrapperDescriptor* wrapper = asWrapper(descriptor);
            if (wrapper->def->field == field && slotKey(*wrapper->def) == index &&
                isSubtype(type, wrapper->owner)) {
                AnyFn function = readSlot(wrapper->owner, field, index);
                if (native == nullptr || native == function) {
                    native = function;
                    continue;
                }
            }
        }
        if (field == SlotField::New) {
            const MethodDef* def2 = nullptr;
            Value self;
            if (builtinFunctionParts(descriptor, def2, self) && def2 == &kTypeNewWrapperDef &&
                isType(self)) {
                AnyFn function = erase(asType(self)->newFn);
                if (native == nullptr || native == function) {
                    native = function;
                    continue;
                }
            }
        }
        allNative = false;
    }
    if (!any) {
        writeSlot(type, field, index, nullptr);
    } else if (allNative && native != nullptr) {
        writeSlot(type, field, index, native);
    } else {
        writeSlot(type, field, index, genericSlot(field, index));
    }
    // pow(a, b, m) follows __pow__/__rpow__ too.
    if (field == SlotField::Binary && index == static_cast<uint8_t>(BinaryOp::Pow)) {
        AnyFn binary = readSlot(type, field, index);
        if (binary == nullptr) {
            type->ternaryPow = nullptr;
        } else if (binary == genericSlot(field, index)) {
            type->ternaryPow = slotTernaryPow;
        } else {
            // Inherited unchanged from a builtin: its ternary form as well.
            for (Type* t = type->base; t != nullptr; t = t->base) {
                if (!isHeapType(t)) {
                    type->ternaryPow = t->ternaryPow;
                    break;
                }
            }
        }
    }
}

void updateFinalizer(Type* type) {
    if (!isHeapType(type)) return;
    static_cast<HeapType*>(type)->hasFinalizer = !typeLookup(type, TAIPAN_NAME("__del__")).isNull();
}

void updateSlotRecursive(HeapType* type, SlotField field, uint8_t index, bool finalizer) {
    if (finalizer) {
        updateFinalizer(type);
    } else {
        updateSlot(type, field, index);
    }
    if (type->subclasses != nullptr) {
        std::vector<HeapType*> copy = *type->subclasses;
        for (HeapType* subclass : copy) updateSlotRecursive(subclass, field, index, finalizer);
    }
}

} // namespace

void typeInitSlotsFromDunders(HeapType* type) {
    initSlotNames();
    for (size_t i = 0; i < kSlotDefCount; ++i) {
        const SlotDef& def = kSlotDefs[i];
        // Each (field, index) once: at its first table entry.
        bool first = true;
        for (size_t j = 0; j < i; ++j) {
            if (kSlotDefs[j].field == def.field && slotKey(kSlotDefs[j]) == slotKey(def)) {
                first = false;
                break;
            }
        }
        if (first) updateSlot(type, def.field, slotKey(def));
    }
    updateFinalizer(type);
}

void typeUpdateSlotsForName(Type* type, Str* name) {
    if (!isHeapType(type)) return;
    initSlotNames();
    auto* heap = static_cast<HeapType*>(type);
    if (strEqualsAscii(name, "__del__")) {
        updateSlotRecursive(heap, SlotField::Repr, 0, true);
        return;
    }
    auto found = gSlotsByName->find(name);
    if (found == gSlotsByName->end()) return;
    for (const SlotDef* def : found->second) {
        updateSlotRecursive(heap, def->field, slotKey(*def), false);
    }
}

bool isSlotDunder(Str* name) {
    initSlotNames();
    return gSlotsByName->count(name) != 0;
}

bool isDunderNewSlot(NewFn function) { return function == slotNew; }

bool typeAddSlotWrappers(Type* type) {
    initSlotNames();
    for (size_t i = 0; i < kSlotDefCount; ++i) {
        const SlotDef& def = kSlotDefs[i];
        if (def.wrapper == WrapperKind::None) continue;
        AnyFn function = readSlot(type, def.field, def.index);
        bool isPow = def.wrapper == WrapperKind::Pow || def.wrapper == WrapperKind::PowReflected;
        if (function == nullptr && !(isPow && type->ternaryPow != nullptr)) continue;
        if (!dictGetStr(type->dict, gSlotNames[i]).isNull()) continue;
        Ref wrapper = wrapperDescriptorNew(type, &def);
        if (wrapper.isNull() || !dictSetStr(type->dict, gSlotNames[i], wrapper.get())) return false;
    }
    return true;
}

bool readySlotWrapperTypes() {
    gWrapperDescriptorType.call = wrapperDescriptorCall;
    gWrapperDescriptorType.descrGet = wrapperDescriptorGet;
    gWrapperDescriptorType.repr = wrapperDescriptorRepr;
    gWrapperDescriptorType.dealloc = wrapperDescriptorDealloc;
    gWrapperDescriptorType.traverse = wrapperDescriptorTraverse;
    typeAddGetSets(&gWrapperDescriptorType, kWrapperDescriptorGetSets);

    gMethodWrapperType.call = methodWrapperCall;
    gMethodWrapperType.repr = methodWrapperRepr;
    gMethodWrapperType.dealloc = methodWrapperDealloc;
    gMethodWrapperType.traverse = methodWrapperTraverse;
    gMethodWrapperType.compare = methodWrapperCompare;
    gMethodWrapperType.hash = methodWrapperHash;
    typeAddGetSets(&gMethodWrapperType, kMethodWrapperGetSets);
    return typeReady(&gWrapperDescriptorType) && typeReady(&gMethodWrapperType);
}

} // namespace taipan
