// Constant objects, their identity keys and the module-wide merge cache
// (see constants.h).
//
// Key layout: one tag byte, then the content. Tuples and frozensets list
// the keys of their items, each prefixed by its length, so nesting is
// unambiguous; a frozenset's item keys are sorted, making the key
// independent of iteration order.
#include "compile/constants.h"

#include "objects/builtins_types.h"
#include "objects/bytes.h"
#include "objects/code.h"
#include "objects/complex.h"
#include "objects/containers.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/str.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace taipan::compile {

namespace {

void appendRaw(std::string& out, const void* data, size_t size) {
    out.append(static_cast<const char*>(data), size);
}

void appendLengthPrefixed(std::string& out, const std::string& piece) {
    uint64_t size = piece.size();
    appendRaw(out, &size, sizeof size);
    out += piece;
}

// Identifier-like text ([A-Za-z0-9_]*): CPython interns such constants.
bool allNameChars(std::string_view text) {
    for (char c : text) {
        bool ok =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        if (!ok) return false;
    }
    return true;
}

std::string identityKey(const Object* object) {
    std::string key = "@";
    appendRaw(key, &object, sizeof object);
    return key;
}

} // namespace

bool isExactStr(Value value) {
    return value.isObject() && typeOf(value) == &gStrType;
}

std::string constantKey(Value value) {
    std::string key;
    if (value.isSmallInt()) {
        key = "i" + std::to_string(value.smallInt());
        return key;
    }
    Object* object = value.object();
    Type* type = object->type;
    if (value.is(noneValue())) return "N";
    if (value.is(ellipsisValue())) return "E";
    if (value.is(trueValue())) return "T";
    if (value.is(falseValue())) return "F";
    if (type == &gIntType) {
        mpz_t number;
        mpz_init(number);
        intToMpz(value, number);
        std::vector<char> digits(mpz_sizeinbase(number, 10) + 2);
        mpz_get_str(digits.data(), 10, number);
        mpz_clear(number);
        key = "i";
        key += digits.data();
        return key;
    }
    if (type == &gFloatType) {
        double d = floatValue(value);
        // NaN is unequal to itself: each NaN constant is only "the same" as
        // itself, as in CPython (whose key compares the float objects).
        if (std::isnan(d)) return identityKey(object);
        key = "f";
        appendRaw(key, &d, sizeof d);
        return key;
    }
    if (type == &gComplexType) {
        Complex* c = asComplex(value);
        if (std::isnan(c->real) || std::isnan(c->imag)) return identityKey(object);
        key = "c";
        appendRaw(key, &c->real, sizeof c->real);
        appendRaw(key, &c->imag, sizeof c->imag);
        return key;
    }
    if (type == &gCodeType) {
        // Code objects compare by value (CPython's code_richcompare): the
        // same generator expression compiled twice (a while loop's test is
        // compiled at the top and the bottom) becomes one constant.
        Code* code = asCode(value);
        key = "C";
        appendLengthPrefixed(key, std::string(strUtf8(code->name)));
        int32_t numbers[] = {code->argCount, code->posOnlyArgCount, code->kwOnlyArgCount,
                             int32_t(code->flags), code->firstLineno};
        appendRaw(key, numbers, sizeof numbers);
        appendLengthPrefixed(key, std::string(reinterpret_cast<const char*>(code->code),
                                              code->codeSize * sizeof(uint16_t)));
        appendLengthPrefixed(key, constantKey(Value::fromObject(code->consts)));
        appendLengthPrefixed(key, constantKey(Value::fromObject(code->names)));
        appendLengthPrefixed(key, constantKey(Value::fromObject(code->localsPlusNames)));
        appendLengthPrefixed(key, std::string(reinterpret_cast<const char*>(code->positions),
                                              code->codeSize * sizeof(SourcePosition)));
        for (uint32_t i = 0; i < code->exceptionTableSize; ++i) {
            const ExceptionTableEntry& e = code->exceptionTable[i];
            uint32_t entry[5] = {e.start, e.end, e.target, e.depth, e.pushLasti ? 1u : 0u};
            appendRaw(key, entry, sizeof entry);
        }
        return key;
    }
    if (type == &gStrType) {
        key = "s";
        key += strUtf8(asStr(value));
        return key;
    }
    if (type == &gBytesType) {
        key = "b";
        key += bytesView(asBytes(value));
        return key;
    }
    if (type == &gTupleType) {
        Tuple* tuple = asTuple(value);
        key = "t";
        for (int64_t i = 0; i < tuple->size; ++i)
            appendLengthPrefixed(key, constantKey(tuple->items()[i]));
        return key;
    }
    if (type == &gFrozenSetType) {
        std::vector<std::string> items;
        Set* set = static_cast<Set*>(object);
        int64_t position = 0;
        Value item;
        while (setNext(set, position, item))
            items.push_back(constantKey(item));
        std::sort(items.begin(), items.end());
        key = "z";
        for (const std::string& itemKey : items)
            appendLengthPrefixed(key, itemKey);
        return key;
    }
    return identityKey(object);
}

Ref constantFromLiteral(const parse::ast::ConstantValue& value) {
    using Kind = parse::ast::ConstantValue::Kind;
    switch (value.kind) {
    case Kind::None:
        return noneRef();
    case Kind::True:
        return boolRef(true);
    case Kind::False:
        return boolRef(false);
    case Kind::Ellipsis:
        return Ref::borrow(ellipsisValue());
    case Kind::Int:
        return intFromInt64(value.intValue);
    case Kind::BigInt:
        return intFromDigits(value.text, 10);
    case Kind::Float:
        return floatFromDouble(value.floatValue);
    case Kind::Complex:
        return complexFromDoubles(0.0, value.floatValue);
    case Kind::Str:
        if (allNameChars(value.text)) {
            Str* interned = internStr(value.text);
            if (!interned) return nullptr;
            return Ref::borrow(Value::fromObject(interned));
        }
        return strFromUtf8(value.text);
    case Kind::Bytes:
        return bytesFromData(value.text);
    }
    return nullptr;
}

Ref ConstantCache::merge(Value value) {
    std::string key = constantKey(value);
    auto found = objects_.find(key);
    if (found != objects_.end()) return found->second;
    Ref canonical = Ref::borrow(value);
    Type* type = typeOf(value);
    if (type == &gTupleType) {
        // Give the tuple canonical items; build a new tuple only when some
        // item is not already canonical.
        Tuple* tuple = asTuple(value);
        std::vector<Ref> items;
        bool changed = false;
        for (int64_t i = 0; i < tuple->size; ++i) {
            Ref item = merge(tuple->items()[i]);
            if (!item) return nullptr;
            if (!item.get().is(tuple->items()[i])) changed = true;
            items.push_back(std::move(item));
        }
        if (changed) {
            Tuple* fresh = tupleNewUninitialized(tuple->size);
            if (!fresh) return nullptr;
            for (int64_t i = 0; i < tuple->size; ++i)
                fresh->items()[i] = items[i].release();
            canonical = Ref::steal(Value::fromObject(fresh));
        }
    } else if (type == &gFrozenSetType) {
        // Merge the items so they are shared with equal constants elsewhere;
        // the set keeps whichever equal object it already holds.
        Set* set = static_cast<Set*>(value.object());
        int64_t position = 0;
        Value item;
        while (setNext(set, position, item)) {
            if (!merge(item)) return nullptr;
        }
    } else if (type == &gStrType && !asStr(value)->interned &&
               allNameChars(strUtf8(asStr(value)))) {
        Str* interned = internStr(asStr(value));
        if (!interned) return nullptr;
        canonical = Ref::borrow(Value::fromObject(interned));
    }
    objects_.emplace(std::move(key), canonical);
    return canonical;
}

} // namespace taipan::compile
