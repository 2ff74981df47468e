// The object protocol: every operation the interpreter performs on a value,
// dispatched through type slots with CPython 3.13's rules and messages.
//
// Rules this file keeps (each mirrors CPython's abstract.c/object.c):
//  - Binary operators try the left operand's slot, then the right's; the
//    right goes first when its type is a proper subclass of the left's and
//    has a different slot. NotImplemented from both is a TypeError naming
//    both types. In-place operators try the in-place slot first.
//  - Rich comparisons give the reflected operation to a subclass on the
//    right first; == and != fall back to identity.
//  - Attribute lookup (genericGetAttr): data descriptors on the type win
//    over the instance __dict__, which wins over non-data descriptors and
//    plain class attributes.
//  - Iteration falls back to __getitem__ with 0, 1, 2 ... (the "iterator"
//    type) when a type has no __iter__; `in` falls back to iteration.
//  - Native recursion is bounded (RecursionGuard) in the operations that
//    can recurse through data: repr, str, calls and comparisons.
#include "runtime/abstract.h"

#include "objects/exceptions.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/errors.h"
#include "runtime/thread_state.h"
#include "vm/eval_breaker.h"

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace taipan {

namespace {

std::string nameText(Str* name) { return std::string(strUtf8(name)); }

// Fills AttributeError.name / .obj on the pending exception (the
// traceback printer uses them for "Did you mean" suggestions).
void annotateAttributeError(Value object, Str* name) {
    Value pending = pendingException();
    if (pending.isNull() || !isInstance(pending, gAttributeError)) return;
    auto* error = static_cast<AttributeErrorObject*>(pending.object());
    Value nameValue = Value::fromObject(name);
    Value oldName = error->name;
    Value oldObj = error->obj;
    incref(nameValue);
    incref(object);
    error->name = nameValue;
    error->obj = object;
    decref(oldName);
    decref(oldObj);
}

Ref raiseNoAttribute(Value object, Str* name) {
    raise(gAttributeError, "'%s' object has no attribute '%s'", typeOf(object)->name,
          nameText(name).c_str());
    annotateAttributeError(object, name);
    return nullptr;
}

// genericGetAttr's body; with `suppress`, a missing attribute returns null
// without raising.
Ref genericGetAttrImpl(Value object, Str* name, bool suppress) {
    Type* type = typeOf(object);
    Value descriptor = typeLookup(type, name);
    Ref keep;
    DescrGetFn get = nullptr;
    if (!descriptor.isNull()) {
        keep = Ref::borrow(descriptor);
        Type* descriptorType = typeOf(descriptor);
        get = descriptorType->descrGet;
        if (get != nullptr && descriptorType->descrSet != nullptr) {
            return get(descriptor, object, Value::fromObject(type));
        }
    }
    if (object.isObject()) {
        if (Dict** slot = instanceDictSlot(object.object())) {
            if (*slot != nullptr) {
                Value found = dictGetStr(*slot, name);
                if (!found.isNull()) return Ref::borrow(found);
            }
        }
    }
    if (get != nullptr) return get(descriptor, object, Value::fromObject(type));
    if (!descriptor.isNull()) return keep;
    if (suppress) return nullptr;
    return raiseNoAttribute(object, name);
}

const char* const kBinarySymbols[] = {"+", "-", "*", "@", "/", "//", "%", "**", "<<", ">>",
                                      "&", "|", "^"};
const char* const kInplaceSymbols[] = {"+=", "-=", "*=", "@=", "/=", "//=", "%=", "**=",
                                       "<<=", ">>=", "&=", "|=", "^="};
const char* const kCompareSymbols[] = {"<", "<=", "==", "!=", ">", ">="};

CompareOp swapped(CompareOp op) {
    switch (op) {
    case CompareOp::Lt: return CompareOp::Gt;
    case CompareOp::Le: return CompareOp::Ge;
    case CompareOp::Eq: return CompareOp::Eq;
    case CompareOp::Ne: return CompareOp::Ne;
    case CompareOp::Gt: return CompareOp::Lt;
    case CompareOp::Ge: return CompareOp::Le;
    }
    return op;
}

bool isNotImplemented(const Ref& r) { return r.get().is(notImplementedValue()); }

// CPython's binary_op1: NotImplemented (a new reference) when neither
// operand handles the operation.
Ref binaryOp1(Value left, Value right, BinaryOp op) {
    size_t index = static_cast<size_t>(op);
    Type* leftType = typeOf(left);
    Type* rightType = typeOf(right);
    BinaryFn leftSlot = leftType->binary[index];
    BinaryFn rightSlot = rightType != leftType ? rightType->binary[index] : nullptr;
    if (rightSlot == leftSlot) rightSlot = nullptr;
    if (leftSlot != nullptr) {
        if (rightSlot != nullptr && isSubtype(rightType, leftType)) {
            Ref result = rightSlot(left, right);
            if (result.isNull() || !isNotImplemented(result)) return result;
            rightSlot = nullptr;
        }
        Ref result = leftSlot(left, right);
        if (result.isNull() || !isNotImplemented(result)) return result;
    }
    if (rightSlot != nullptr) return rightSlot(left, right);
    return notImplementedRef();
}

bool isPrintFunction(Value v) {
    if (!isExactType(v, &gBuiltinFunctionType)) return false;
    const MethodDef* def = nullptr;
    Value self;
    return builtinFunctionParts(v, def, self) && std::strcmp(def->name, "print") == 0;
}

Ref raiseBinaryTypeError(Value left, Value right, const char* symbol, bool isPow) {
    if (std::strcmp(symbol, ">>") == 0 && isPrintFunction(left)) {
        return raise(gTypeError,
                     "unsupported operand type(s) for %s: '%s' and '%s'. Did you mean "
                     "\"print(<message>, file=<output_stream>)\"?",
                     symbol, typeOf(left)->name, typeOf(right)->name);
    }
    return raise(gTypeError, "unsupported operand type(s) for %s%s: '%s' and '%s'", symbol,
                 isPow ? " or pow()" : "", typeOf(left)->name, typeOf(right)->name);
}

// ---- The sequence iterator (iteration through __getitem__) ---------------------------

struct SequenceIterator : Object {
    Value sequence; // owned; null once exhausted
    int64_t index;
};

} // namespace

Type gSequenceIteratorType =
    staticType("iterator", sizeof(SequenceIterator), 0, kTypeGcTracked);

namespace {

Ref sequenceIteratorNew(Value sequence) {
    Object* object = allocateObject(&gSequenceIteratorType);
    if (object == nullptr) return nullptr;
    auto* iterator = static_cast<SequenceIterator*>(object);
    iterator->sequence = sequence;
    incref(sequence);
    iterator->index = 0;
    gcTrack(object);
    return Ref::steal(Value::fromObject(object));
}

Ref sequenceIteratorNext(Value self) {
    auto* iterator = static_cast<SequenceIterator*>(self.object());
    if (iterator->sequence.isNull()) return nullptr;
    Ref item = getItem(iterator->sequence, Value::fromSmallInt(iterator->index));
    if (item.isNull()) {
        if (pendingExceptionMatches(gIndexError) || pendingExceptionMatches(gStopIteration)) {
            clearPendingException();
            Value sequence = iterator->sequence;
            iterator->sequence = Value();
            decref(sequence);
        }
        return nullptr;
    }
    ++iterator->index;
    return item;
}

Ref sequenceIteratorIter(Value self) { return Ref::borrow(self); }

void sequenceIteratorTraverse(Object* self, VisitFn visit, void* context) {
    visit(static_cast<SequenceIterator*>(self)->sequence, context);
}

void sequenceIteratorClear(Object* self) {
    auto* iterator = static_cast<SequenceIterator*>(self);
    Value sequence = iterator->sequence;
    iterator->sequence = Value();
    decref(sequence);
}

void sequenceIteratorDealloc(Object* self) {
    gcUntrack(self);
    sequenceIteratorClear(self);
    freeObjectMemory(self);
}

} // namespace

bool readySequenceIteratorType() {
    gSequenceIteratorType.next = sequenceIteratorNext;
    gSequenceIteratorType.iter = sequenceIteratorIter;
    gSequenceIteratorType.traverse = sequenceIteratorTraverse;
    gSequenceIteratorType.clear = sequenceIteratorClear;
    gSequenceIteratorType.dealloc = sequenceIteratorDealloc;
    return typeReady(&gSequenceIteratorType);
}

// ---- Attributes ---------------------------------------------------------------------------

Ref getAttr(Value object, Str* name) {
    GetAttrFn getattr = typeOf(object)->getattr;
    if (getattr == nullptr) return raiseNoAttribute(object, name);
    Ref result = getattr(object, name);
    if (result.isNull()) {
        // As CPython's PyObject_GetAttr: an AttributeError not yet tied to an
        // object and name (one raised by a __getattr__, by type's lookup, ...)
        // gets them, so the traceback can suggest a similar name.
        Value pending = pendingException();
        if (!pending.isNull() && isInstance(pending, gAttributeError)) {
            auto* error = static_cast<AttributeErrorObject*>(pending.object());
            // (Taipan's AttributeError() stores None for an absent name/obj.)
            auto unset = [](Value v) { return v.isNull() || v.is(noneValue()); };
            if (unset(error->name) && unset(error->obj)) annotateAttributeError(object, name);
        }
    }
    return result;
}

Ref getAttrOptional(Value object, Str* name) {
    GetAttrFn getattr = typeOf(object)->getattr;
    if (getattr == genericGetAttr) {
        Ref result = genericGetAttrImpl(object, name, true);
        // A descriptor may raise AttributeError too (an unset slot).
        if (result.isNull() && pendingExceptionMatches(gAttributeError)) clearPendingException();
        return result;
    }
    if (getattr == nullptr) return nullptr;
    Ref result = getattr(object, name);
    if (result.isNull() && pendingExceptionMatches(gAttributeError)) clearPendingException();
    return result;
}

bool setAttr(Value object, Str* name, Value value) {
    SetAttrFn setattr = typeOf(object)->setattr;
    if (setattr == nullptr) {
        bool hasGetattr = typeOf(object)->getattr != nullptr;
        raise(gTypeError, "'%s' object has %s attributes (%s .%s)", typeOf(object)->name,
              hasGetattr ? "only read-only" : "no", value.isNull() ? "del" : "assign to",
              nameText(name).c_str());
        return false;
    }
    return setattr(object, name, value);
}

bool delAttr(Value object, Str* name) { return setAttr(object, name, Value()); }

Ref genericGetAttr(Value object, Str* name) { return genericGetAttrImpl(object, name, false); }

bool genericSetAttr(Value object, Str* name, Value value) {
    Type* type = typeOf(object);
    Value descriptor = typeLookup(type, name);
    Ref keep;
    if (!descriptor.isNull()) {
        keep = Ref::borrow(descriptor);
        DescrSetFn set = typeOf(descriptor)->descrSet;
        if (set != nullptr) return set(descriptor, object, value);
    }
    Dict** slot = object.isObject() ? instanceDictSlot(object.object()) : nullptr;
    if (slot == nullptr) {
        if (!descriptor.isNull()) {
            raise(gAttributeError, "'%s' object attribute '%s' is read-only", type->name,
                  nameText(name).c_str());
        } else if (type->setattr == genericSetAttr) {
            raise(gAttributeError,
                  "'%s' object has no attribute '%s' and no __dict__ for setting new attributes",
                  type->name, nameText(name).c_str());
            annotateAttributeError(object, name);
        } else {
            // Reached through object.__setattr__ from a class's own
            // __setattr__: CPython leaves out the __dict__ remark then.
            raise(gAttributeError, "'%s' object has no attribute '%s'", type->name,
                  nameText(name).c_str());
            annotateAttributeError(object, name);
        }
        return false;
    }
    if (value.isNull()) {
        Dict* dict = *slot;
        int removed = dict == nullptr ? 0 : dictDelItem(dict, Value::fromObject(name));
        if (removed < 0) return false;
        if (removed == 0) {
            // Deleting a missing attribute: CPython attaches no name/obj, so
            // the traceback offers no suggestion.
            raise(gAttributeError, "'%s' object has no attribute '%s'", type->name,
                  nameText(name).c_str());
            return false;
        }
        return true;
    }
    Dict* dict = instanceDict(object);
    if (dict == nullptr) return false;
    return dictSetStr(dict, name, value);
}

// ---- Calls ----------------------------------------------------------------------------------

Ref call(Value callable, const Value* args, size_t nargs, Tuple* kwnames) {
    CallFn function = typeOf(callable)->call;
    if (function == nullptr) {
        return raise(gTypeError, "'%s' object is not callable", typeOf(callable)->name);
    }
    RecursionGuard guard(" while calling a Python object");
    if (!guard) return nullptr;
    Ref result = function(callable, args, nargs, kwnames);
    if (result.isNull() && !hasPendingException()) {
        return raise(gSystemError, "error return without exception set");
    }
    return result;
}

Ref callNoArgs(Value callable) { return call(callable, nullptr, 0); }

Ref callOneArg(Value callable, Value arg) { return call(callable, &arg, 1); }

Ref callWithTupleDict(Value callable, Value argsTuple, Value kwargsDict) {
    std::vector<Value> all;
    if (!argsTuple.isNull()) {
        Tuple* tuple = asTuple(argsTuple);
        all.assign(tuple->items(), tuple->items() + tuple->size);
    }
    size_t positional = all.size();
    Ref kwnames;
    if (!kwargsDict.isNull() && !kwargsDict.is(noneValue()) && asDict(kwargsDict)->size > 0) {
        Dict* dict = asDict(kwargsDict);
        Tuple* names = tupleNewUninitialized(dict->size);
        if (names == nullptr) return nullptr;
        kwnames = Ref::steal(Value::fromObject(names));
        int64_t position = 0, i = 0;
        Value key, value;
        while (dictNext(dict, position, key, value)) {
            if (!isStr(key)) return raise(gTypeError, "keywords must be strings");
            incref(key);
            names->items()[i++] = key;
            all.push_back(value);
        }
    }
    return call(callable, all.data(), positional,
                kwnames.isNull() ? nullptr : asTuple(kwnames.get()));
}

Ref callMethod(Value self, Str* name, const Value* args, size_t nargs) {
    Value descriptor = typeLookup(typeOf(self), name);
    if (descriptor.isNull()) return raiseNoAttribute(self, name);
    Ref keep = Ref::borrow(descriptor);
    Type* descriptorType = typeOf(descriptor);
    if (descriptorType->flags & kTypeMethodDescriptor) {
        std::vector<Value> all(nargs + 1);
        all[0] = self;
        for (size_t i = 0; i < nargs; ++i) all[i + 1] = args[i];
        return call(descriptor, all.data(), nargs + 1);
    }
    if (descriptorType->descrGet != nullptr) {
        Ref bound = descriptorType->descrGet(descriptor, self, Value::fromObject(typeOf(self)));
        if (bound.isNull()) return nullptr;
        return call(bound.get(), args, nargs);
    }
    return call(descriptor, args, nargs);
}

// ---- Conversions ------------------------------------------------------------------------------

Ref repr(Value object) {
    Type* type = typeOf(object);
    if (type->repr == nullptr) return raise(gTypeError, "object has no repr");
    RecursionGuard guard(" while getting the repr of an object");
    if (!guard) return nullptr;
    Ref result = type->repr(object);
    if (result.isNull()) return nullptr;
    if (!isStr(result.get())) {
        return raise(gTypeError, "__repr__ returned non-string (type %s)",
                     typeOf(result.get())->name);
    }
    return result;
}

Ref str(Value object) {
    if (isExactType(object, &gStrType)) return Ref::borrow(object);
    Type* type = typeOf(object);
    if (type->str == nullptr) return repr(object);
    RecursionGuard guard(" while getting the str of an object");
    if (!guard) return nullptr;
    Ref result = type->str(object);
    if (result.isNull()) return nullptr;
    if (!isStr(result.get())) {
        return raise(gTypeError, "__str__ returned non-string (type %s)",
                     typeOf(result.get())->name);
    }
    return result;
}

Ref ascii(Value object) {
    Ref text = repr(object);
    if (text.isNull()) return nullptr;
    Str* s = asStr(text.get());
    if (s->ascii) return text;
    std::string out;
    char buffer[16];
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t c = strCodePointAt(s, i);
        if (c < 128) {
            out += static_cast<char>(c);
        } else if (c < 0x100) {
            std::snprintf(buffer, sizeof buffer, "\\x%02x", static_cast<unsigned>(c));
            out += buffer;
        } else if (c < 0x10000) {
            std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
            out += buffer;
        } else {
            std::snprintf(buffer, sizeof buffer, "\\U%08x", static_cast<unsigned>(c));
            out += buffer;
        }
    }
    return strFromAscii(out);
}

Ref format(Value object, Value formatSpec) {
    Value spec = formatSpec.isNull() ? Value::fromObject(internStr("")) : formatSpec;
    if (!isStr(spec)) {
        return raise(gTypeError, "format() argument 2 must be str, not %s", typeOf(spec)->name);
    }
    // The common case needs no method call.
    if (asStr(spec)->length == 0 && (isExactType(object, &gStrType) || object.isSmallInt())) {
        return str(object);
    }
    Ref result = callMethod(object, TAIPAN_NAME("__format__"), &spec, 1);
    if (result.isNull()) return nullptr;
    if (!isStr(result.get())) {
        return raise(gTypeError, "__format__ must return a str, not %s",
                     typeOf(result.get())->name);
    }
    return result;
}

int truthy(Value object) {
    if (object.is(trueValue())) return 1;
    if (object.is(falseValue()) || object.is(noneValue())) return 0;
    if (object.isSmallInt()) return object.smallInt() != 0;
    Type* type = typeOf(object);
    if (type->boolFn != nullptr) return type->boolFn(object);
    if (type->length != nullptr) {
        int64_t n = 0;
        if (!type->length(object, n)) return -1;
        return n != 0;
    }
    return 1;
}

bool hashValue(Value object, int64_t& hash) {
    HashFn function = typeOf(object)->hash;
    if (function == nullptr) {
        raise(gTypeError, "unhashable type: '%s'", typeOf(object)->name);
        return false;
    }
    return function(object, hash);
}

Ref toIndex(Value object) {
    if (object.isSmallInt() || isExactType(object, &gIntType)) return Ref::borrow(object);
    if (isInt(object)) {
        // bool and int subclasses become a plain int.
        int64_t small = 0;
        if (intToInt64(object, small)) return intFromInt64(small);
        mpz_t value;
        mpz_init(value);
        intToMpz(object, value);
        Ref result = intFromMpz(value);
        mpz_clear(value);
        return result;
    }
    UnaryFn function = typeOf(object)->index;
    if (function == nullptr) {
        return raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                     typeOf(object)->name);
    }
    Ref result = function(object);
    if (result.isNull()) return nullptr;
    if (!isInt(result.get())) {
        return raise(gTypeError, "__index__ returned non-int (type %s)",
                     typeOf(result.get())->name);
    }
    if (!result.get().isSmallInt() && !isExactType(result.get(), &gIntType)) {
        return toIndex(result.get());
    }
    return result;
}

// ---- Operators -------------------------------------------------------------------------------

Ref binaryOp(Value left, Value right, BinaryOp op) {
    Ref result = binaryOp1(left, right, op);
    if (result.isNull() || !isNotImplemented(result)) return result;
    size_t index = static_cast<size_t>(op);
    return raiseBinaryTypeError(left, right, kBinarySymbols[index], op == BinaryOp::Pow);
}

Ref inplaceOp(Value left, Value right, BinaryOp op) {
    size_t index = static_cast<size_t>(op);
    BinaryFn inplace = typeOf(left)->inplace[index];
    if (inplace != nullptr) {
        Ref result = inplace(left, right);
        if (result.isNull() || !isNotImplemented(result)) return result;
    }
    Ref result = binaryOp1(left, right, op);
    if (result.isNull() || !isNotImplemented(result)) return result;
    return raiseBinaryTypeError(left, right, kInplaceSymbols[index], false);
}

Ref powerOp(Value base, Value exponent, Value modulus) {
    if (modulus.isNull() || modulus.is(noneValue())) return binaryOp(base, exponent, BinaryOp::Pow);
    Type* baseType = typeOf(base);
    Type* exponentType = typeOf(exponent);
    Type* modulusType = typeOf(modulus);
    TernaryPowFn first = baseType->ternaryPow;
    TernaryPowFn second = exponentType != baseType ? exponentType->ternaryPow : nullptr;
    if (second == first) second = nullptr;
    if (first != nullptr) {
        if (second != nullptr && isSubtype(exponentType, baseType)) {
            Ref result = second(base, exponent, modulus);
            if (result.isNull() || !isNotImplemented(result)) return result;
            second = nullptr;
        }
        Ref result = first(base, exponent, modulus);
        if (result.isNull() || !isNotImplemented(result)) return result;
    }
    if (second != nullptr) {
        Ref result = second(base, exponent, modulus);
        if (result.isNull() || !isNotImplemented(result)) return result;
    }
    TernaryPowFn third = modulusType->ternaryPow;
    if (third != nullptr && third != first && third != second) {
        Ref result = third(base, exponent, modulus);
        if (result.isNull() || !isNotImplemented(result)) return result;
    }
    return raise(gTypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                 baseType->name, exponentType->name, modulusType->name);
}

Ref unaryOp(Value operand, UnaryOp op) {
    UnaryFn function = typeOf(operand)->unary[static_cast<size_t>(op)];
    if (function != nullptr) return function(operand);
    switch (op) {
    case UnaryOp::Neg:
        return raise(gTypeError, "bad operand type for unary -: '%s'", typeOf(operand)->name);
    case UnaryOp::Pos:
        return raise(gTypeError, "bad operand type for unary +: '%s'", typeOf(operand)->name);
    case UnaryOp::Invert:
        return raise(gTypeError, "bad operand type for unary ~: '%s'", typeOf(operand)->name);
    default:
        return raise(gTypeError, "bad operand type for abs(): '%s'", typeOf(operand)->name);
    }
}

Ref compare(Value left, Value right, CompareOp op) {
    RecursionGuard guard(" in comparison");
    if (!guard) return nullptr;
    Type* leftType = typeOf(left);
    Type* rightType = typeOf(right);
    bool checkedReverse = false;
    if (leftType != rightType && isSubtype(rightType, leftType) && rightType->compare != nullptr) {
        checkedReverse = true;
        Ref result = rightType->compare(right, left, swapped(op));
        if (result.isNull() || !isNotImplemented(result)) return result;
    }
    if (leftType->compare != nullptr) {
        Ref result = leftType->compare(left, right, op);
        if (result.isNull() || !isNotImplemented(result)) return result;
    }
    if (!checkedReverse && rightType->compare != nullptr) {
        Ref result = rightType->compare(right, left, swapped(op));
        if (result.isNull() || !isNotImplemented(result)) return result;
    }
    if (op == CompareOp::Eq) return boolRef(left.is(right));
    if (op == CompareOp::Ne) return boolRef(!left.is(right));
    return raise(gTypeError, "'%s' not supported between instances of '%s' and '%s'",
                 kCompareSymbols[static_cast<int>(op)], leftType->name, rightType->name);
}

int compareBool(Value left, Value right, CompareOp op) {
    if (left.is(right)) {
        if (op == CompareOp::Eq) return 1;
        if (op == CompareOp::Ne) return 0;
    }
    Ref result = compare(left, right, op);
    if (result.isNull()) return -1;
    if (result.get().is(trueValue())) return 1;
    if (result.get().is(falseValue())) return 0;
    return truthy(result.get());
}

int equalsForContainers(Value left, Value right) {
    if (left.is(right)) return 1;
    return compareBool(left, right, CompareOp::Eq);
}

int contains(Value container, Value item) {
    ContainsFn function = typeOf(container)->contains;
    if (function != nullptr) return function(container, item);
    Type* type = typeOf(container);
    if (type->iter == nullptr && type->getitem == nullptr) {
        raise(gTypeError, "argument of type '%s' is not iterable", type->name);
        return -1;
    }
    Ref iterator = getIter(container);
    if (iterator.isNull()) {
        // Any TypeError from iter() (__iter__ = None, a non-iterator) is
        // reported in terms of `in`, as CPython does.
        if (pendingExceptionMatches(gTypeError)) {
            clearPendingException();
            raise(gTypeError, "argument of type '%s' is not iterable", type->name);
        }
        return -1;
    }
    while (true) {
        Ref next = iterNext(iterator.get());
        if (next.isNull()) return hasPendingException() ? -1 : 0;
        int equal = equalsForContainers(next.get(), item);
        if (equal != 0) return equal;
    }
}

// ---- Sequences and mappings ------------------------------------------------------------------

Ref getItem(Value container, Value key) {
    Type* type = typeOf(container);
    if (type->getitem != nullptr) return type->getitem(container, key);
    if (isType(container)) {
        Type* cls = asType(container);
        Ref method = getAttrOptional(container, TAIPAN_NAME("__class_getitem__"));
        if (!method.isNull()) return callOneArg(method.get(), key);
        if (hasPendingException()) return nullptr;
        return raise(gTypeError, "type '%s' is not subscriptable", cls->name);
    }
    return raise(gTypeError, "'%s' object is not subscriptable", type->name);
}

bool setItem(Value container, Value key, Value value) {
    SetItemFn function = typeOf(container)->setitem;
    if (function == nullptr) {
        raise(gTypeError, "'%s' object does not support item assignment", typeOf(container)->name);
        return false;
    }
    return function(container, key, value);
}

bool delItem(Value container, Value key) {
    SetItemFn function = typeOf(container)->setitem;
    if (function == nullptr) {
        raise(gTypeError, "'%s' object doesn't support item deletion", typeOf(container)->name);
        return false;
    }
    return function(container, key, Value());
}

bool length(Value object, int64_t& result) {
    LengthFn function = typeOf(object)->length;
    if (function == nullptr) {
        raise(gTypeError, "object of type '%s' has no len()", typeOf(object)->name);
        return false;
    }
    return function(object, result);
}

bool lengthHint(Value object, int64_t defaultValue, int64_t& result) {
    Type* type = typeOf(object);
    if (type->length != nullptr) {
        // A __len__ that raises TypeError counts as absent; any other error,
        // or a bad result (negative, too big), propagates as len() reports it.
        if (type->length(object, result)) return true;
        if (!pendingExceptionMatches(gTypeError)) return false;
        clearPendingException();
    }
    if (typeLookup(type, TAIPAN_NAME("__length_hint__")).isNull()) {
        result = defaultValue;
        return true;
    }
    Ref hint = callMethod(object, TAIPAN_NAME("__length_hint__"), nullptr, 0);
    if (hint.isNull()) {
        if (!pendingExceptionMatches(gTypeError)) return false;
        clearPendingException();
        result = defaultValue;
        return true;
    }
    if (hint.get().is(notImplementedValue())) {
        result = defaultValue;
        return true;
    }
    if (!isInt(hint.get())) {
        raise(gTypeError, "__length_hint__ must be an integer, not %s", typeOf(hint.get())->name);
        return false;
    }
    if (!intToInt64(hint.get(), result)) {
        raise(gOverflowError, "Python int too large to convert to C ssize_t");
        return false;
    }
    if (result < 0) {
        raise(gValueError, "__length_hint__() should return >= 0");
        return false;
    }
    return true;
}

// ---- Iteration ----------------------------------------------------------------------------------

Ref getIter(Value iterable) {
    Type* type = typeOf(iterable);
    if (type->iter != nullptr) {
        Ref iterator = type->iter(iterable);
        if (iterator.isNull()) return nullptr;
        if (typeOf(iterator.get())->next == nullptr) {
            return raise(gTypeError, "iter() returned non-iterator of type '%s'",
                         typeOf(iterator.get())->name);
        }
        return iterator;
    }
    if (type->getitem != nullptr && !isDict(iterable)) return sequenceIteratorNew(iterable);
    return raise(gTypeError, "'%s' object is not iterable", type->name);
}

Ref iterNext(Value iterator) {
#ifdef TAIPAN_FUZZ_NATIVE_STEPS
    // Fuzz builds only (CMakeLists.txt defines the macro for this file when
    // TAIPAN_FUZZ is on): every item a native loop takes counts against an
    // armed step budget, so sum(range(10**12)) ends like a Python loop does.
    // Other builds compile nothing here and pay nothing.
    if ((vm::gEvalBreaker.load(std::memory_order_relaxed) & vm::kEvalBreakerStepBudget) &&
        !vm::countNativeStep()) {
        return nullptr;
    }
#endif
    NextFn function = typeOf(iterator)->next;
    if (function == nullptr) {
        return raise(gTypeError, "'%s' object is not an iterator", typeOf(iterator)->name);
    }
    Ref result = function(iterator);
    if (result.isNull() && pendingExceptionMatches(gStopIteration)) clearPendingException();
    return result;
}

// ---- isinstance / issubclass -------------------------------------------------------------

namespace {

// The class an object claims through __class__ (proxies), or null.
Ref claimedClass(Value object) {
    Ref claimed = getAttrOptional(object, TAIPAN_NAME("__class__"));
    if (claimed.isNull()) return nullptr;
    if (!isType(claimed.get())) return nullptr;
    return claimed;
}

// The fallback for class-like objects that are not types: anything with a
// __bases__ tuple takes part (CPython's abstract issubclass).
Ref basesOf(Value cls) {
    Ref bases = getAttrOptional(cls, TAIPAN_NAME("__bases__"));
    if (bases.isNull() || !isTuple(bases.get())) return nullptr;
    return bases;
}

int abstractIsSubclass(Value derived, Value cls) {
    while (true) {
        if (derived.is(cls)) return 1;
        Ref bases = basesOf(derived);
        if (bases.isNull()) return hasPendingException() ? -1 : 0;
        Tuple* tuple = asTuple(bases.get());
        if (tuple->size == 0) return 0;
        if (tuple->size == 1) {
            derived = tuple->items()[0];
            // Keep the base alive across the next iteration.
            Ref keep = Ref::borrow(derived);
            int r = abstractIsSubclass(derived, cls);
            return r;
        }
        RecursionGuard guard(" in __subclasscheck__");
        if (!guard) return -1;
        for (int64_t i = 0; i < tuple->size; ++i) {
            int r = abstractIsSubclass(tuple->items()[i], cls);
            if (r != 0) return r;
        }
        return 0;
    }
}

int recursiveIsInstance(Value object, Value cls) {
    if (isType(cls)) {
        if (isInstance(object, asType(cls))) return 1;
        Ref claimed = claimedClass(object);
        if (claimed.isNull()) return hasPendingException() ? -1 : 0;
        if (asType(claimed.get()) != typeOf(object)) {
            return isSubtype(asType(claimed.get()), asType(cls)) ? 1 : 0;
        }
        return 0;
    }
    Ref bases = basesOf(cls);
    if (bases.isNull()) {
        if (hasPendingException()) return -1;
        raise(gTypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
        return -1;
    }
    Ref claimed = getAttrOptional(object, TAIPAN_NAME("__class__"));
    if (claimed.isNull()) return hasPendingException() ? -1 : 0;
    return abstractIsSubclass(claimed.get(), cls);
}

int recursiveIsSubclass(Value derived, Value cls) {
    if (isType(cls) && isType(derived)) return isSubtype(asType(derived), asType(cls)) ? 1 : 0;
    if (!isType(derived) && basesOf(derived).isNull()) {
        if (hasPendingException()) return -1;
        raise(gTypeError, "issubclass() arg 1 must be a class");
        return -1;
    }
    if (!isType(cls) && basesOf(cls).isNull()) {
        if (hasPendingException()) return -1;
        raise(gTypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
        return -1;
    }
    return abstractIsSubclass(derived, cls);
}

// Looks a special method up on the metaclass of `cls` (not cls itself).
Ref lookupOnMetaclass(Value cls, Str* name) {
    Value descriptor = typeLookup(typeOf(cls), name);
    if (descriptor.isNull()) return nullptr;
    Type* descriptorType = typeOf(descriptor);
    if (descriptorType->descrGet != nullptr) {
        return descriptorType->descrGet(descriptor, cls, Value::fromObject(typeOf(cls)));
    }
    return Ref::borrow(descriptor);
}

bool isUnion(Value v) {
    return v.isObject() && std::strcmp(typeOf(v)->name, "types.UnionType") == 0;
}

} // namespace

int isInstanceOf(Value object, Value classInfo) {
    if (isType(classInfo) && typeOf(object) == asType(classInfo)) return 1;
    // Exact `type` metaclass: no __instancecheck__ override is possible.
    if (isExactType(classInfo, &gTypeType)) return recursiveIsInstance(object, classInfo);
    if (isUnion(classInfo)) {
        Ref args = getAttr(classInfo, TAIPAN_NAME("__args__"));
        if (args.isNull()) return -1;
        return isInstanceOf(object, args.get());
    }
    if (isTuple(classInfo)) {
        RecursionGuard guard(" in __instancecheck__");
        if (!guard) return -1;
        Tuple* tuple = asTuple(classInfo);
        for (int64_t i = 0; i < tuple->size; ++i) {
            int r = isInstanceOf(object, tuple->items()[i]);
            if (r != 0) return r;
        }
        return 0;
    }
    Ref checker = lookupOnMetaclass(classInfo, TAIPAN_NAME("__instancecheck__"));
    if (!checker.isNull()) {
        RecursionGuard guard(" in __instancecheck__");
        if (!guard) return -1;
        Ref result = callOneArg(checker.get(), object);
        if (result.isNull()) return -1;
        return truthy(result.get());
    }
    if (hasPendingException()) return -1;
    return recursiveIsInstance(object, classInfo);
}

int isSubclassOf(Value derived, Value classInfo) {
    if (isExactType(classInfo, &gTypeType)) {
        if (isType(derived)) return isSubtype(asType(derived), asType(classInfo)) ? 1 : 0;
        return recursiveIsSubclass(derived, classInfo);
    }
    if (isUnion(classInfo)) {
        Ref args = getAttr(classInfo, TAIPAN_NAME("__args__"));
        if (args.isNull()) return -1;
        return isSubclassOf(derived, args.get());
    }
    if (isTuple(classInfo)) {
        RecursionGuard guard(" in __subclasscheck__");
        if (!guard) return -1;
        Tuple* tuple = asTuple(classInfo);
        for (int64_t i = 0; i < tuple->size; ++i) {
            int r = isSubclassOf(derived, tuple->items()[i]);
            if (r != 0) return r;
        }
        return 0;
    }
    Ref checker = lookupOnMetaclass(classInfo, TAIPAN_NAME("__subclasscheck__"));
    if (!checker.isNull()) {
        RecursionGuard guard(" in __subclasscheck__");
        if (!guard) return -1;
        Ref result = callOneArg(checker.get(), derived);
        if (result.isNull()) return -1;
        return truthy(result.get());
    }
    if (hasPendingException()) return -1;
    return recursiveIsSubclass(derived, classInfo);
}

} // namespace taipan
