// bytearray: the mutable byte sequence. Everything it shares with bytes
// (search, split, strip, case, justify, %, translate, ...) is bytes.cpp's
// code, which returns bytearrays for a bytearray receiver; this file holds
// the storage, construction, comparison and the mutators.
//
// Invariants:
//  - `bytes` is malloc'd with capacity + 1 bytes and zero-terminated, or
//    null when capacity is 0; size <= capacity.
//  - While `exports` > 0 (memoryviews and other pinned buffers), the storage
//    never moves or changes size: every resizing operation raises
//    BufferError "Existing exports of data: object cannot be re-sized".
#include "objects/buffer.h"

#include "objects/bytes.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/limits.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace taipan {

Type gByteArrayType = staticType("bytearray", sizeof(ByteArray), 0, kTypeBaseType | kTypeMatchSelf);

namespace {

bool reserve(ByteArray* array, int64_t capacity) {
    if (capacity <= array->capacity) return true;
    int64_t grown = std::max<int64_t>(capacity, array->capacity + array->capacity / 8 + 8);
    if (!allocationAllowed(static_cast<size_t>(grown) + 1)) return false;
    char* bytes = static_cast<char*>(std::realloc(array->bytes, static_cast<size_t>(grown) + 1));
    if (bytes == nullptr) {
        raiseNoMemory();
        return false;
    }
    array->bytes = bytes;
    array->capacity = grown;
    return true;
}

bool checkResizable(ByteArray* array) {
    if (array->exports > 0) {
        raise(gBufferError, "Existing exports of data: object cannot be re-sized");
        return false;
    }
    return true;
}

// Replaces bytes [start, stop) by `data` (resizing as needed).
bool spliceBytes(ByteArray* array, int64_t start, int64_t stop, std::string_view data) {
    int64_t removed = stop - start;
    int64_t added = static_cast<int64_t>(data.size());
    if (removed != added && !checkResizable(array)) return false;
    int64_t newSize = array->size - removed + added;
    if (!reserve(array, newSize)) return false;
    if (newSize == 0 && array->bytes == nullptr) return true;
    std::memmove(array->bytes + start + added, array->bytes + stop,
                 static_cast<size_t>(array->size - stop));
    if (added > 0) std::memcpy(array->bytes + start, data.data(), data.size());
    array->size = newSize;
    array->bytes[newSize] = '\0';
    return true;
}

std::string_view dataOf(Value self) {
    return byteArrayView(asByteArray(self));
}

// An int in range(256) for the item-taking methods.
bool readByteValue(Value v, int& out) {
    if (!isInt(v) && (v.isSmallInt() || typeOf(v)->index == nullptr)) {
        raise(gTypeError, "'%s' object cannot be interpreted as an integer", typeName(v));
        return false;
    }
    int64_t value;
    if (!indexToInt64(v, value, nullptr)) return false;
    if (value < 0 || value > 255) {
        raise(gValueError, "byte must be in range(0, 256)");
        return false;
    }
    out = static_cast<int>(value);
    return true;
}

// The ints of an iterable (each in range(256)), as bytearray(iterable) and
// slice assignment read them. Null `notIterable` leaves getIter's error.
bool bytesOfIterable(Value iterable, std::string& out, bool& notIterable) {
    notIterable = false;
    Ref iterator = getIter(iterable);
    if (!iterator) {
        notIterable = pendingExceptionMatches(gTypeError);
        return false;
    }
    while (true) {
        Ref item = iterNext(iterator.get());
        if (!item) return !hasPendingException();
        int byte;
        if (!readByteValue(item.get(), byte)) return false;
        out += static_cast<char>(byte);
    }
}

Ref byteArrayNew(Type* type, const Value*, size_t, Tuple*) {
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    return Ref::steal(Value::fromObject(object));
}

bool byteArrayInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"source", "encoding", "errors"};
    static const NativeSignature kSignature = {"bytearray", kNames, 3, 0, 3, 0};
    Value bound[3] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return false;
    ByteArray* array = asByteArray(self);
    Value source = bound[0];
    Ref content;
    if (!bound[1].isNull() || !bound[2].isNull()) {
        for (int k = 1; k <= 2; ++k) {
            if (!bound[k].isNull() && !isStr(bound[k])) {
                raise(gTypeError, "bytearray() argument '%s' must be str, not %s", kNames[k],
                      typeName(bound[k]));
                return false;
            }
        }
        if (source.isNull() || !isStr(source)) {
            raise(gTypeError, bound[1].isNull() ? "errors without a string argument"
                                                : "encoding without a string argument");
            return false;
        }
        std::string encoding = bound[1].isNull() ? "utf-8" : std::string(strUtf8(asStr(bound[1])));
        std::string errors = bound[2].isNull() ? "strict" : std::string(strUtf8(asStr(bound[2])));
        content = strEncode(asStr(source), encoding.c_str(), errors.c_str());
    } else if (source.isNull()) {
        content = bytesFromData("");
    } else if (isStr(source)) {
        raise(gTypeError, "string argument without an encoding");
        return false;
    } else if (hasBuffer(source)) {
        BufferGuard guard;
        if (!getBuffer(source, guard.view)) return false;
        content = bytesFromData(guard.bytes());
    } else if (isInt(source) || (source.isObject() && typeOf(source)->index != nullptr)) {
        int64_t count;
        if (!indexToInt64(source, count, gOverflowError)) return false;
        if (count < 0) {
            raise(gValueError, "negative count");
            return false;
        }
        if (!allocationAllowed(static_cast<size_t>(count))) return false;
        content = bytesFromData(std::string(static_cast<size_t>(count), '\0'));
    } else {
        std::string data;
        bool notIterable;
        if (!bytesOfIterable(source, data, notIterable)) {
            if (notIterable) {
                clearPendingException();
                raise(gTypeError, "cannot convert '%s' object to bytearray", typeName(source));
            }
            return false;
        }
        content = bytesFromData(data);
    }
    if (!content) return false;
    return spliceBytes(array, 0, array->size, bytesView(asBytes(content.get())));
}

void byteArrayDealloc(Object* self) {
    std::free(static_cast<ByteArray*>(self)->bytes);
    freeObjectMemory(self);
}

Ref byteArrayRepr(Value self) {
    std::string out = typeOf(self)->name;
    std::string_view name = out;
    if (size_t dot = name.rfind('.'); dot != std::string_view::npos) out = out.substr(dot + 1);
    // bytearray's repr escapes a single quote even inside double quotes
    // (unlike bytes' repr).
    std::string_view data = dataOf(self);
    bool hasSingle = data.find('\'') != std::string_view::npos;
    bool hasDouble = data.find('"') != std::string_view::npos;
    char quote = hasSingle && !hasDouble ? '"' : '\'';
    out += "(b";
    out += quote;
    static const char kHex[] = "0123456789abcdef";
    for (char c : data) {
        unsigned char u = static_cast<unsigned char>(c);
        if (c == '\'' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (u < 0x20 || u >= 0x7f) {
            out += "\\x";
            out += kHex[u >> 4];
            out += kHex[u & 15];
        } else {
            out += c;
        }
    }
    out += quote;
    out += ')';
    return strFromUtf8(out);
}

Ref byteArrayCompare(Value left, Value right, CompareOp op) {
    std::string_view a, b;
    if (!bytesLikeData(left, a) || !bytesLikeData(right, b)) return notImplementedRef();
    int cmp = a.compare(b);
    bool result = false;
    switch (op) {
    case CompareOp::Lt:
        result = cmp < 0;
        break;
    case CompareOp::Le:
        result = cmp <= 0;
        break;
    case CompareOp::Eq:
        result = cmp == 0;
        break;
    case CompareOp::Ne:
        result = cmp != 0;
        break;
    case CompareOp::Gt:
        result = cmp > 0;
        break;
    case CompareOp::Ge:
        result = cmp >= 0;
        break;
    }
    return boolRef(result);
}

bool byteArrayLength(Value self, int64_t& length) {
    length = asByteArray(self)->size;
    return true;
}

// The bytes of an assigned value for slice assignment: a buffer or an
// iterable of ints (an int or str is refused as CPython does).
bool assignedBytes(Value value, std::string& out) {
    if (hasBuffer(value)) {
        BufferGuard guard;
        if (!getBuffer(value, guard.view)) return false;
        out = std::string(guard.bytes());
        return true;
    }
    if (isInt(value) || isStr(value)) {
        raise(gTypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        return false;
    }
    bool notIterable;
    if (!bytesOfIterable(value, out, notIterable)) {
        if (notIterable) {
            clearPendingException();
            raise(gTypeError,
                  "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        }
        return false;
    }
    return true;
}

bool byteArraySetItem(Value self, Value key, Value value) {
    ByteArray* array = asByteArray(self);
    if (isInt(key) || (key.isObject() && typeOf(key)->index != nullptr && !isStr(key) &&
                       typeOf(key) != &gSliceType)) {
        int64_t index;
        if (!indexToInt64(key, index, gIndexError)) return false;
        if (index < 0) index += array->size;
        if (index < 0 || index >= array->size) {
            raise(gIndexError, "bytearray index out of range");
            return false;
        }
        if (value.isNull()) return spliceBytes(array, index, index + 1, "");
        int byte;
        if (!readByteValue(value, byte)) return false;
        array->bytes[index] = static_cast<char>(byte);
        return true;
    }
    if (!key.isObject() || typeOf(key) != &gSliceType) {
        raise(gTypeError, "bytearray indices must be integers or slices, not %s", typeName(key));
        return false;
    }
    int64_t start, stop, step, count;
    if (!sliceIndices(static_cast<Slice*>(key.object()), array->size, start, stop, step, count)) {
        return false;
    }
    std::string data;
    if (!value.isNull()) {
        if (value.is(self)) {
            data = std::string(dataOf(self));
        } else if (!assignedBytes(value, data)) {
            return false;
        }
    }
    if (step == 1) {
        if (stop < start) stop = start;
        return spliceBytes(array, start, stop, data);
    }
    // Assigning nothing to an extended slice deletes it, as in CPython.
    if (value.isNull() || data.empty()) {
        if (count == 0) return true;
        if (!checkResizable(array)) return false;
        // Delete every selected position, keeping the order of the rest.
        std::vector<bool> drop(static_cast<size_t>(array->size), false);
        for (int64_t i = 0; i < count; ++i)
            drop[static_cast<size_t>(start + i * step)] = true;
        int64_t out = 0;
        for (int64_t i = 0; i < array->size; ++i) {
            if (!drop[static_cast<size_t>(i)]) array->bytes[out++] = array->bytes[i];
        }
        array->size = out;
        array->bytes[out] = '\0';
        return true;
    }
    if (static_cast<int64_t>(data.size()) != count) {
        raise(gValueError, "attempt to assign bytes of size %lld to extended slice of size %lld",
              static_cast<long long>(data.size()), static_cast<long long>(count));
        return false;
    }
    for (int64_t i = 0; i < count; ++i)
        array->bytes[start + i * step] = data[static_cast<size_t>(i)];
    return true;
}

Ref byteArrayInplaceAdd(Value self, Value other) {
    if (!hasBuffer(other)) {
        return raise(gTypeError, "can't concat %s to %s", typeName(other), typeName(self));
    }
    // The operand stays pinned while the array grows, so `b += b` (or a
    // view of b) raises BufferError as in CPython.
    BufferGuard guard;
    if (!getBuffer(other, guard.view)) return nullptr;
    std::string data(guard.bytes());
    ByteArray* array = asByteArray(self);
    if (!spliceBytes(array, array->size, array->size, data)) return nullptr;
    return Ref::borrow(self);
}

Ref byteArrayInplaceMul(Value self, Value count) {
    if (!isInt(count) && (count.isSmallInt() || typeOf(count)->index == nullptr)) {
        return raise(gTypeError, "can't multiply sequence by non-int of type '%s'",
                     typeName(count));
    }
    int64_t times;
    if (!indexToInt64(count, times, gOverflowError)) return nullptr;
    ByteArray* array = asByteArray(self);
    std::string data(dataOf(self));
    std::string out;
    if (times > 0 && !data.empty()) {
        if (!allocationAllowed(data.size(), static_cast<size_t>(times))) return nullptr;
        for (int64_t i = 0; i < times; ++i)
            out += data;
    }
    if (!spliceBytes(array, 0, array->size, out)) return nullptr;
    return Ref::borrow(self);
}

bool byteArrayGetBuffer(Value exporter, BufferView& view) {
    ByteArray* array = asByteArray(exporter);
    if (array->bytes == nullptr && !reserve(array, 1)) return false;
    view.data = array->bytes;
    view.length = array->size;
    view.readonly = false;
    ++array->exports;
    return true;
}

void byteArrayReleaseBuffer(Value exporter) {
    --asByteArray(exporter)->exports;
}

// ---- Mutating methods ----------------------------------------------------------------

Ref byteArrayAppend(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("bytearray.append", nargs, kwnames)) return nullptr;
    int byte;
    if (!readByteValue(argv[0], byte)) return nullptr;
    ByteArray* array = asByteArray(self);
    char c = static_cast<char>(byte);
    if (!spliceBytes(array, array->size, array->size, std::string_view(&c, 1))) return nullptr;
    return noneRef();
}

Ref byteArrayExtend(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("bytearray.extend", nargs, kwnames)) return nullptr;
    std::string data;
    if (hasBuffer(argv[0])) {
        BufferGuard guard;
        if (!getBuffer(argv[0], guard.view)) return nullptr;
        data = std::string(guard.bytes());
    } else {
        if (isStr(argv[0])) return raise(gTypeError, "expected iterable of integers; got: 'str'");
        Ref iterator = getIter(argv[0]);
        if (!iterator) {
            if (pendingExceptionMatches(gTypeError)) {
                clearPendingException();
                return raise(gTypeError, "can't extend bytearray with %s", typeName(argv[0]));
            }
            return nullptr;
        }
        while (true) {
            Ref item = iterNext(iterator.get());
            if (!item) {
                if (hasPendingException()) return nullptr;
                break;
            }
            int byte;
            if (!readByteValue(item.get(), byte)) return nullptr;
            data += static_cast<char>(byte);
        }
    }
    ByteArray* array = asByteArray(self);
    if (!spliceBytes(array, array->size, array->size, data)) return nullptr;
    return noneRef();
}

Ref byteArrayInsert(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("insert", nargs, kwnames, 2, 2)) return nullptr;
    int64_t index;
    if (!indexToInt64(argv[0], index, gOverflowError)) return nullptr;
    int byte;
    if (!readByteValue(argv[1], byte)) return nullptr;
    ByteArray* array = asByteArray(self);
    if (index < 0) index = std::max<int64_t>(0, index + array->size);
    if (index > array->size) index = array->size;
    char c = static_cast<char>(byte);
    if (!spliceBytes(array, index, index, std::string_view(&c, 1))) return nullptr;
    return noneRef();
}

Ref byteArrayPop(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("pop", nargs, kwnames, 0, 1)) return nullptr;
    ByteArray* array = asByteArray(self);
    int64_t index = -1;
    if (callArgCount(nargs) == 1 && !indexToInt64(argv[0], index, gOverflowError)) return nullptr;
    if (array->size == 0) return raise(gIndexError, "pop from empty bytearray");
    if (index < 0) index += array->size;
    if (index < 0 || index >= array->size) return raise(gIndexError, "pop index out of range");
    int value = static_cast<unsigned char>(array->bytes[index]);
    if (!spliceBytes(array, index, index + 1, "")) return nullptr;
    return Ref::fromSmallInt(value);
}

Ref byteArrayRemove(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("bytearray.remove", nargs, kwnames)) return nullptr;
    int byte;
    if (!readByteValue(argv[0], byte)) return nullptr;
    ByteArray* array = asByteArray(self);
    size_t at = dataOf(self).find(static_cast<char>(byte));
    if (at == std::string_view::npos) return raise(gValueError, "value not found in bytearray");
    if (!spliceBytes(array, static_cast<int64_t>(at), static_cast<int64_t>(at) + 1, "")) {
        return nullptr;
    }
    return noneRef();
}

Ref byteArrayClear(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("bytearray.clear", nargs, kwnames)) return nullptr;
    ByteArray* array = asByteArray(self);
    if (!spliceBytes(array, 0, array->size, "")) return nullptr;
    return noneRef();
}

Ref byteArrayCopy(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("bytearray.copy", nargs, kwnames)) return nullptr;
    return byteArrayFromData(dataOf(self));
}

Ref byteArrayReverse(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("bytearray.reverse", nargs, kwnames)) return nullptr;
    ByteArray* array = asByteArray(self);
    if (array->size > 0) std::reverse(array->bytes, array->bytes + array->size);
    return noneRef();
}

Ref byteArrayAlloc(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("bytearray.__alloc__", nargs, kwnames)) return nullptr;
    ByteArray* array = asByteArray(self);
    return Ref::fromSmallInt(array->bytes == nullptr ? 0 : array->capacity + 1);
}

Ref byteArrayReduce(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("bytearray.__reduce__", nargs, kwnames)) return nullptr;
    std::string_view data = dataOf(self);
    std::u32string text(data.begin(), data.end());
    for (size_t i = 0; i < data.size(); ++i)
        text[i] = static_cast<unsigned char>(data[i]);
    Ref latin = strFromCodePoints(text.data(), text.size());
    Ref encoding = strFromAscii("latin-1");
    if (!latin || !encoding) return nullptr;
    Value pair[2] = {latin.get(), encoding.get()};
    Ref arguments = tupleFromValues(pair, 2);
    if (!arguments) return nullptr;
    Ref dict = getAttrOptional(self, internStr("__dict__"));
    if (!dict && hasPendingException()) return nullptr;
    Value items[3] = {Value::fromObject(typeOf(self)), arguments.get(),
                      dict ? dict.get() : noneValue()};
    return tupleFromValues(items, 3);
}

const MethodDef kByteArrayMethods[] = {
    {"append", byteArrayAppend, kMethodInstance,
     "Append a single item to the end of the bytearray."},
    {"extend", byteArrayExtend, kMethodInstance,
     "Append all the items from the iterator or sequence to the end of the bytearray."},
    {"insert", byteArrayInsert, kMethodInstance,
     "Insert a single item into the bytearray before the given index."},
    {"pop", byteArrayPop, kMethodInstance, "Remove and return a single item from B."},
    {"remove", byteArrayRemove, kMethodInstance,
     "Remove the first occurrence of a value in the bytearray."},
    {"clear", byteArrayClear, kMethodInstance, "Remove all items from the bytearray."},
    {"copy", byteArrayCopy, kMethodInstance, "Return a copy of B."},
    {"reverse", byteArrayReverse, kMethodInstance,
     "Reverse the order of the values in B in place."},
    {"__alloc__", byteArrayAlloc, kMethodInstance, nullptr},
    {"__reduce__", byteArrayReduce, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

Ref byteArrayFromData(std::string_view data) {
    Object* object = allocateObject(&gByteArrayType);
    if (object == nullptr) return nullptr;
    Ref result = Ref::steal(Value::fromObject(object));
    if (!spliceBytes(asByteArray(result.get()), 0, 0, data)) return nullptr;
    return result;
}

bool byteArrayResize(ByteArray* array, int64_t newSize) {
    if (newSize == array->size) return true;
    if (!checkResizable(array)) return false;
    if (!reserve(array, newSize)) return false;
    if (newSize > array->size) {
        std::memset(array->bytes + array->size, 0, static_cast<size_t>(newSize - array->size));
    }
    array->size = newSize;
    if (array->bytes != nullptr) array->bytes[newSize] = '\0';
    return true;
}

bool readyByteArrayType() {
    Type* type = &gByteArrayType;
    type->newFn = byteArrayNew;
    type->init = byteArrayInit;
    type->dealloc = byteArrayDealloc;
    type->repr = byteArrayRepr;
    type->compare = byteArrayCompare;
    type->iter = byteSequenceIter;
    type->length = byteArrayLength;
    type->getitem = byteSequenceGetItem;
    type->setitem = byteArraySetItem;
    type->contains = byteSequenceContains;
    type->binary[static_cast<size_t>(BinaryOp::Add)] = byteSequenceAdd;
    type->binary[static_cast<size_t>(BinaryOp::Mul)] = byteSequenceMul;
    type->binary[static_cast<size_t>(BinaryOp::Mod)] = [](Value left, Value right) -> Ref {
        if (!isByteArray(left)) return notImplementedRef();
        Ref result = bytesPercentFormat(byteArrayView(asByteArray(left)), right);
        if (!result) return nullptr;
        return byteArrayFromData(bytesView(asBytes(result.get())));
    };
    type->inplace[static_cast<size_t>(BinaryOp::Add)] = byteArrayInplaceAdd;
    type->inplace[static_cast<size_t>(BinaryOp::Mul)] = byteArrayInplaceMul;
    // The shared table ends where bytes' own methods begin.
    static std::vector<MethodDef> shared;
    if (shared.empty()) {
        for (const MethodDef* def = bytesSharedMethods(); def->name != nullptr; ++def) {
            if (std::strcmp(def->name, "__getnewargs__") == 0) break;
            shared.push_back(*def);
        }
        shared.push_back({nullptr, nullptr, 0, nullptr});
    }
    typeAddMethods(type, shared.data());
    typeAddMethods(type, kByteArrayMethods);
    registerBufferExporter(type, byteArrayGetBuffer, byteArrayReleaseBuffer);
    return typeReady(type);
}

} // namespace taipan
