// The array module: array.array, a compact sequence of machine values of
// one type code (b B u h H i I l L q Q f d), exporting its memory through
// the buffer protocol (objects/buffer.h).
//
// Invariants:
//  - `data` holds size * itemSize bytes in native byte order.
//  - While `exports` > 0 (memoryviews), the size never changes: resizing
//    operations raise BufferError.
#include "modules/native_modules.h"

#include "objects/buffer.h"
#include "objects/bytes.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <algorithm>
#include <climits>
#include <cstring>
#include <string>

namespace taipan::modules {

namespace {

struct ArrayObject : Object {
    char typecode;
    int64_t itemSize;
    std::string* data;
    int64_t exports;
    Value weakrefs;
};

Type gArrayType = staticType("array.array", sizeof(ArrayObject), 0, kTypeBaseType | kTypeSequence);

constexpr const char* kTypecodes = "bBuwhHiIlLqQfd";

// 'u' (wchar_t, 4 bytes on the platforms Taipan supports) and 'w' (UCS-4)
// hold code points.
bool isUnicodeCode(char typecode) {
    return typecode == 'u' || typecode == 'w';
}

ArrayObject* asArray(Value v) {
    return static_cast<ArrayObject*>(v.object());
}
bool isArray(Value v) {
    return v.isObject() && isInstance(v, &gArrayType);
}
int64_t countOf(ArrayObject* a) {
    return static_cast<int64_t>(a->data->size()) / a->itemSize;
}

Ref getItemAt(ArrayObject* a, int64_t index) {
    const char* at = a->data->data() + index * a->itemSize;
    if (isUnicodeCode(a->typecode)) {
        char32_t c;
        std::memcpy(&c, at, 4);
        return strFromCodePoint(c);
    }
    return readNativeItem(a->typecode, at);
}

bool overflow(const char* message) {
    raise(gOverflowError, "%s", message);
    return false;
}

// Converts `value` to the item bytes, with CPython's messages per code.
bool packValue(char typecode, Value value, char* out) {
    if (isUnicodeCode(typecode)) {
        if (!isStr(value) || asStr(value)->length != 1) {
            raise(gTypeError, "array item must be unicode character");
            return false;
        }
        char32_t c = strCodePointAt(asStr(value), 0);
        std::memcpy(out, &c, 4);
        return true;
    }
    if (typecode == 'f' || typecode == 'd') {
        if (!isFloat(value) && !isInt(value)) {
            raise(gTypeError, "must be real number, not %s", typeName(value));
            return false;
        }
        bool rangeError;
        return writeNativeItem(typecode, out, value, rangeError);
    }
    if (!isInt(value) && (value.isSmallInt() || typeOf(value)->index == nullptr)) {
        raise(gTypeError, "'%s' object cannot be interpreted as an integer", typeName(value));
        return false;
    }
    Ref index = toIndex(value);
    if (!index) return false;
    int sign = intSign(index.get());
    int64_t v = 0;
    bool fits = intToInt64(index.get(), v);
    if (!fits) clearPendingException();
    switch (typecode) {
    case 'b':
        if (!fits) return overflow("Python int too large to convert to C long");
        if (v > SHRT_MAX) return overflow("signed short integer is greater than maximum");
        if (v < SHRT_MIN) return overflow("signed short integer is less than minimum");
        if (v > 127) return overflow("signed char is greater than maximum");
        if (v < -128) return overflow("signed char is less than minimum");
        break;
    case 'B':
        if (!fits) return overflow("Python int too large to convert to C long");
        if (v < 0) return overflow("unsigned byte integer is less than minimum");
        if (v > 255) return overflow("unsigned byte integer is greater than maximum");
        break;
    case 'h':
        if (!fits) return overflow("Python int too large to convert to C long");
        if (v > SHRT_MAX) return overflow("signed short integer is greater than maximum");
        if (v < SHRT_MIN) return overflow("signed short integer is less than minimum");
        break;
    case 'H':
        if (!fits) return overflow("Python int too large to convert to C long");
        if (v > INT_MAX) return overflow("signed integer is greater than maximum");
        if (v < INT_MIN) return overflow("signed integer is less than minimum");
        if (v < 0) return overflow("unsigned short is less than minimum");
        if (v > USHRT_MAX) return overflow("unsigned short is greater than maximum");
        break;
    case 'i':
        if (!fits) return overflow("Python int too large to convert to C long");
        if (v > INT_MAX) return overflow("signed integer is greater than maximum");
        if (v < INT_MIN) return overflow("signed integer is less than minimum");
        break;
    case 'I':
    case 'L':
        if (sign < 0) return overflow("can't convert negative value to unsigned int");
        if (!fits) {
            Ref limit = intFromUint64(UINT64_MAX);
            int over = compareBool(index.get(), limit.get(), CompareOp::Gt);
            if (over != 0) return overflow("Python int too large to convert to C unsigned long");
        } else if (typecode == 'I' && v > static_cast<int64_t>(UINT_MAX)) {
            return overflow("unsigned int is greater than maximum");
        }
        break;
    case 'l':
        if (!fits) return overflow("Python int too large to convert to C long");
        break;
    case 'q':
        if (!fits) return overflow("int too big to convert");
        break;
    case 'Q':
        if (sign < 0) return overflow("can't convert negative int to unsigned");
        if (!fits) {
            Ref limit = intFromUint64(UINT64_MAX);
            int over = compareBool(index.get(), limit.get(), CompareOp::Gt);
            if (over != 0) return overflow("int too big to convert");
        }
        break;
    default:
        break;
    }
    bool rangeError;
    return writeNativeItem(typecode, out, index.get(), rangeError);
}

bool checkResizable(ArrayObject* a) {
    if (a->exports > 0) {
        raise(gBufferError, "cannot resize an array that is exporting buffers");
        return false;
    }
    return true;
}

bool appendValue(ArrayObject* a, Value value) {
    char item[8];
    if (!packValue(a->typecode, value, item)) return false;
    if (!checkResizable(a)) return false;
    a->data->append(item, static_cast<size_t>(a->itemSize));
    return true;
}

bool extendFrom(ArrayObject* a, Value iterable) {
    if (isArray(iterable)) {
        ArrayObject* other = asArray(iterable);
        if (other->typecode != a->typecode) {
            raise(gTypeError, "can only extend with array of same kind");
            return false;
        }
        if (!checkResizable(a)) return false;
        std::string copy = *other->data;
        a->data->append(copy);
        return true;
    }
    Ref iterator = getIter(iterable);
    if (!iterator) return false;
    while (true) {
        Ref item = iterNext(iterator.get());
        if (!item) return !hasPendingException();
        if (!appendValue(a, item.get())) return false;
    }
}

bool fromBytes(ArrayObject* a, std::string_view data) {
    if (data.size() % static_cast<size_t>(a->itemSize) != 0) {
        raise(gValueError, "bytes length not a multiple of item size");
        return false;
    }
    if (!checkResizable(a)) return false;
    a->data->append(data);
    return true;
}

Ref makeArray(Type* type, char typecode) {
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    ArrayObject* a = static_cast<ArrayObject*>(object);
    a->typecode = typecode;
    a->itemSize = isUnicodeCode(typecode) ? 4 : nativeItemSize(typecode);
    a->data = new std::string();
    return Ref::steal(Value::fromObject(a));
}

Ref arrayNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    if (args::keywordCount(kwnames) > 0 && type == &gArrayType) {
        return raise(gTypeError, "array.array() takes no keyword arguments");
    }
    nargs = callArgCount(nargs);
    if (nargs < 1 || nargs > 2) {
        return raise(gTypeError, "array() takes at most 2 arguments (%zu given)", nargs);
    }
    if (!isStr(args[0]) || asStr(args[0])->length != 1) {
        return raise(gTypeError, "array() argument 1 must be a unicode character, not %s",
                     typeName(args[0]));
    }
    char32_t code = strCodePointAt(asStr(args[0]), 0);
    if (code > 127 || code == 0 || std::strchr(kTypecodes, static_cast<char>(code)) == nullptr) {
        return raise(gValueError, "bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)");
    }
    char typecode = static_cast<char>(code);
    Ref result = makeArray(type, typecode);
    if (!result) return nullptr;
    ArrayObject* a = asArray(result.get());
    if (nargs == 2) {
        Value init = args[1];
        if (isStr(init)) {
            if (!isUnicodeCode(typecode)) {
                return raise(gTypeError,
                             "cannot use a str to initialize an array with typecode '%c'",
                             typecode);
            }
            if (!extendFrom(a, init)) return nullptr;
        } else if (isBytes(init) || isByteArray(init)) {
            std::string_view data;
            if (!bytesLikeData(init, data) || !fromBytes(a, data)) return nullptr;
        } else if (isArray(init) && asArray(init)->typecode != typecode) {
            if (isUnicodeCode(asArray(init)->typecode) || isUnicodeCode(typecode)) {
                return raise(gTypeError,
                             "cannot use a unicode array to initialize an array with typecode "
                             "'%c'",
                             typecode);
            }
            for (int64_t i = 0; i < countOf(asArray(init)); ++i) {
                Ref item = getItemAt(asArray(init), i);
                if (!item || !appendValue(a, item.get())) return nullptr;
            }
        } else if (!extendFrom(a, init)) {
            return nullptr;
        }
    }
    return result;
}

bool arrayInit(Value, const Value*, size_t, Tuple*) {
    return true;
}

void arrayDealloc(Object* self) {
    delete static_cast<ArrayObject*>(self)->data;
    freeObjectMemory(self);
}

Ref arrayToList(Value self) {
    ArrayObject* a = asArray(self);
    Ref list = listNew();
    if (!list) return nullptr;
    for (int64_t i = 0; i < countOf(a); ++i) {
        Ref item = getItemAt(a, i);
        if (!item || !listAppend(asList(list.get()), item.get())) return nullptr;
    }
    return list;
}

Ref arrayRepr(Value self) {
    ArrayObject* a = asArray(self);
    std::string out = "array('";
    out += a->typecode;
    out += "'";
    if (countOf(a) > 0) {
        Ref content;
        if (isUnicodeCode(a->typecode)) {
            std::u32string text(static_cast<size_t>(countOf(a)), U'\0');
            std::memcpy(text.data(), a->data->data(), a->data->size());
            Ref str = strFromCodePoints(text.data(), text.size());
            if (!str) return nullptr;
            content = repr(str.get());
        } else {
            Ref list = arrayToList(self);
            if (!list) return nullptr;
            content = repr(list.get());
        }
        if (!content) return nullptr;
        out += ", " + std::string(strUtf8(asStr(content.get())));
    }
    out += ")";
    return strFromUtf8(out);
}

bool arrayLength(Value self, int64_t& length) {
    length = countOf(asArray(self));
    return true;
}

Ref arrayGetItem(Value self, Value key) {
    ArrayObject* a = asArray(self);
    int64_t n = countOf(a);
    if (key.isObject() && typeOf(key) == &gSliceType) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), n, start, stop, step, count)) {
            return nullptr;
        }
        Ref result = makeArray(&gArrayType, a->typecode);
        if (!result) return nullptr;
        for (int64_t i = 0; i < count; ++i) {
            asArray(result.get())
                ->data->append(a->data->data() + (start + i * step) * a->itemSize,
                               static_cast<size_t>(a->itemSize));
        }
        return result;
    }
    if (!isInt(key) && (key.isSmallInt() || typeOf(key)->index == nullptr)) {
        return raise(gTypeError, "array indices must be integers");
    }
    int64_t index;
    if (!indexToInt64(key, index, gIndexError)) return nullptr;
    if (index < 0) index += n;
    if (index < 0 || index >= n) return raise(gIndexError, "array index out of range");
    return getItemAt(a, index);
}

bool arraySetItem(Value self, Value key, Value value) {
    ArrayObject* a = asArray(self);
    int64_t n = countOf(a);
    if (key.isObject() && typeOf(key) == &gSliceType) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), n, start, stop, step, count)) {
            return false;
        }
        std::string replacement;
        if (!value.isNull()) {
            if (!isArray(value)) {
                raise(gTypeError, "can only assign array (not \"%s\") to array slice",
                      typeName(value));
                return false;
            }
            if (asArray(value)->typecode != a->typecode) {
                raise(gTypeError, "bad argument type for built-in operation");
                return false;
            }
            replacement = *asArray(value)->data;
        }
        int64_t items = static_cast<int64_t>(replacement.size()) / a->itemSize;
        if (step == 1) {
            if (stop < start) stop = start;
            if (items != stop - start && !checkResizable(a)) return false;
            a->data->replace(static_cast<size_t>(start * a->itemSize),
                             static_cast<size_t>((stop - start) * a->itemSize), replacement);
            return true;
        }
        if (value.isNull()) {
            if (count > 0 && !checkResizable(a)) return false;
            std::string kept;
            for (int64_t i = 0; i < n; ++i) {
                bool selected = step > 0 ? (i >= start && i < stop && (i - start) % step == 0)
                                         : (i <= start && i > stop && (start - i) % (-step) == 0);
                if (!selected) {
                    kept.append(a->data->data() + i * a->itemSize,
                                static_cast<size_t>(a->itemSize));
                }
            }
            *a->data = kept;
            return true;
        }
        if (items != count) {
            raise(gValueError,
                  "attempt to assign array of size %lld to extended slice of size %lld",
                  static_cast<long long>(items), static_cast<long long>(count));
            return false;
        }
        for (int64_t i = 0; i < count; ++i) {
            std::memcpy(a->data->data() + (start + i * step) * a->itemSize,
                        replacement.data() + i * a->itemSize, static_cast<size_t>(a->itemSize));
        }
        return true;
    }
    if (!isInt(key) && (key.isSmallInt() || typeOf(key)->index == nullptr)) {
        raise(gTypeError, "array indices must be integers");
        return false;
    }
    int64_t index;
    if (!indexToInt64(key, index, gIndexError)) return false;
    if (index < 0) index += n;
    if (index < 0 || index >= n) {
        raise(gIndexError, "array assignment index out of range");
        return false;
    }
    if (value.isNull()) {
        if (!checkResizable(a)) return false;
        a->data->erase(static_cast<size_t>(index * a->itemSize), static_cast<size_t>(a->itemSize));
        return true;
    }
    char item[8];
    if (!packValue(a->typecode, value, item)) return false;
    std::memcpy(a->data->data() + index * a->itemSize, item, static_cast<size_t>(a->itemSize));
    return true;
}

Ref arrayCompare(Value left, Value right, CompareOp op) {
    if (!isArray(left) || !isArray(right)) return notImplementedRef();
    Ref a = arrayToList(left);
    Ref b = arrayToList(right);
    if (!a || !b) return nullptr;
    return compare(a.get(), b.get(), op);
}

Ref arrayAdd(Value left, Value right) {
    if (!isArray(left)) return notImplementedRef();
    if (!isArray(right)) {
        return raise(gTypeError, "can only append array (not \"%s\") to array", typeName(right));
    }
    if (asArray(left)->typecode != asArray(right)->typecode) {
        return raise(gTypeError, "bad argument type for built-in operation");
    }
    Ref result = makeArray(&gArrayType, asArray(left)->typecode);
    if (!result) return nullptr;
    *asArray(result.get())->data = *asArray(left)->data + *asArray(right)->data;
    return result;
}

Ref arrayInplaceAdd(Value left, Value right) {
    if (!isArray(right)) {
        return raise(gTypeError, "can only extend array with array (not \"%s\")", typeName(right));
    }
    if (!extendFrom(asArray(left), right)) {
        if (pendingExceptionMatches(gTypeError)) {
            clearPendingException();
            return raise(gTypeError, "can only extend with array of same kind");
        }
        return nullptr;
    }
    return Ref::borrow(left);
}

Ref arrayMul(Value left, Value right) {
    Value arrayValue = isArray(left) ? left : right;
    Value count = isArray(left) ? right : left;
    if (!isArray(arrayValue)) return notImplementedRef();
    if (!isInt(count) && (count.isSmallInt() || typeOf(count)->index == nullptr)) {
        return raise(gTypeError, "can't multiply sequence by non-int of type '%s'",
                     typeName(count));
    }
    int64_t times;
    if (!indexToInt64(count, times, gOverflowError)) return nullptr;
    ArrayObject* a = asArray(arrayValue);
    Ref result = makeArray(&gArrayType, a->typecode);
    if (!result) return nullptr;
    for (int64_t i = 0; i < times; ++i)
        asArray(result.get())->data->append(*a->data);
    return result;
}

Ref arrayInplaceMul(Value left, Value right) {
    Ref product = arrayMul(left, right);
    if (!product) return nullptr;
    ArrayObject* a = asArray(left);
    if (a->data->size() != asArray(product.get())->data->size() && !checkResizable(a)) {
        return nullptr;
    }
    *a->data = *asArray(product.get())->data;
    return Ref::borrow(left);
}

int arrayContains(Value self, Value item) {
    ArrayObject* a = asArray(self);
    for (int64_t i = 0; i < countOf(a); ++i) {
        Ref value = getItemAt(a, i);
        if (!value) return -1;
        int equal = compareBool(value.get(), item, CompareOp::Eq);
        if (equal != 0) return equal;
    }
    return 0;
}

Ref arrayIter(Value self) {
    Ref list = arrayToList(self);
    if (!list) return nullptr;
    return getIter(list.get());
}

bool arrayGetBuffer(Value exporter, BufferView& view) {
    ArrayObject* a = asArray(exporter);
    view.data = a->data->data();
    view.length = static_cast<int64_t>(a->data->size());
    view.itemSize = a->itemSize;
    static const char kFormats[] = "bBuwhHiIlLqQfd";
    const char* at = std::strchr(kFormats, a->typecode);
    static const char* const kStrings[] = {"b", "B", "w", "w", "h", "H", "i",
                                           "I", "l", "L", "q", "Q", "f", "d"};
    view.format = kStrings[at - kFormats];
    view.readonly = false;
    ++a->exports;
    return true;
}

void arrayReleaseBuffer(Value exporter) {
    --asArray(exporter)->exports;
}

// ---- Methods ----------------------------------------------------------------------------

Ref arrayAppend(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("append", nargs, kwnames)) return nullptr;
    if (!appendValue(asArray(self), argv[0])) return nullptr;
    return noneRef();
}

Ref arrayExtend(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("extend", nargs, kwnames)) return nullptr;
    if (!extendFrom(asArray(self), argv[0])) return nullptr;
    return noneRef();
}

Ref arrayInsert(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("insert", nargs, kwnames, 2, 2)) return nullptr;
    ArrayObject* a = asArray(self);
    int64_t index;
    if (!indexToInt64(argv[0], index, gOverflowError)) return nullptr;
    char item[8];
    if (!packValue(a->typecode, argv[1], item)) return nullptr;
    if (!checkResizable(a)) return nullptr;
    int64_t n = countOf(a);
    if (index < 0) index = std::max<int64_t>(0, index + n);
    if (index > n) index = n;
    a->data->insert(static_cast<size_t>(index * a->itemSize), item,
                    static_cast<size_t>(a->itemSize));
    return noneRef();
}

Ref arrayPop(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("pop", nargs, kwnames, 0, 1)) return nullptr;
    ArrayObject* a = asArray(self);
    int64_t index = -1;
    if (callArgCount(nargs) == 1 && !indexToInt64(argv[0], index, gOverflowError)) return nullptr;
    int64_t n = countOf(a);
    if (n == 0) return raise(gIndexError, "pop from empty array");
    if (index < 0) index += n;
    if (index < 0 || index >= n) return raise(gIndexError, "pop index out of range");
    Ref value = getItemAt(a, index);
    if (!value || !checkResizable(a)) return nullptr;
    a->data->erase(static_cast<size_t>(index * a->itemSize), static_cast<size_t>(a->itemSize));
    return value;
}

int64_t findValue(ArrayObject* a, Value item, int64_t start, int64_t stop) {
    for (int64_t i = start; i < std::min(stop, countOf(a)); ++i) {
        Ref value = getItemAt(a, i);
        if (!value) return -2;
        int equal = compareBool(value.get(), item, CompareOp::Eq);
        if (equal < 0) return -2;
        if (equal) return i;
    }
    return -1;
}

Ref arrayIndex(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("index", nargs, kwnames, 1, 3)) return nullptr;
    ArrayObject* a = asArray(self);
    int64_t n = countOf(a);
    int64_t start = 0, stop = n;
    nargs = callArgCount(nargs);
    if (nargs >= 2 && !indexToInt64(argv[1], start, gOverflowError)) return nullptr;
    if (nargs >= 3 && !indexToInt64(argv[2], stop, gOverflowError)) return nullptr;
    if (start < 0) start = std::max<int64_t>(0, start + n);
    if (stop < 0) stop = std::max<int64_t>(0, stop + n);
    int64_t found = findValue(a, argv[0], start, stop);
    if (found == -2) return nullptr;
    if (found < 0) return raise(gValueError, "array.index(x): x not in array");
    return Ref::fromSmallInt(found);
}

Ref arrayRemove(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("remove", nargs, kwnames)) return nullptr;
    ArrayObject* a = asArray(self);
    int64_t found = findValue(a, argv[0], 0, countOf(a));
    if (found == -2) return nullptr;
    if (found < 0) return raise(gValueError, "array.remove(x): x not in array");
    if (!checkResizable(a)) return nullptr;
    a->data->erase(static_cast<size_t>(found * a->itemSize), static_cast<size_t>(a->itemSize));
    return noneRef();
}

Ref arrayCount(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("count", nargs, kwnames)) return nullptr;
    ArrayObject* a = asArray(self);
    int64_t count = 0;
    for (int64_t i = 0; i < countOf(a); ++i) {
        Ref value = getItemAt(a, i);
        if (!value) return nullptr;
        int equal = compareBool(value.get(), argv[0], CompareOp::Eq);
        if (equal < 0) return nullptr;
        count += equal;
    }
    return Ref::fromSmallInt(count);
}

Ref arrayReverse(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("reverse", nargs, kwnames)) return nullptr;
    ArrayObject* a = asArray(self);
    int64_t n = countOf(a);
    std::string reversed;
    for (int64_t i = n - 1; i >= 0; --i)
        reversed.append(a->data->data() + i * a->itemSize, static_cast<size_t>(a->itemSize));
    *a->data = reversed;
    return noneRef();
}

Ref arrayToBytes(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("tobytes", nargs, kwnames)) return nullptr;
    return bytesFromData(*asArray(self)->data);
}

Ref arrayFromBytes(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("frombytes", nargs, kwnames)) return nullptr;
    BufferGuard guard;
    if (!getBuffer(argv[0], guard.view)) return nullptr;
    std::string copy(guard.bytes());
    if (!fromBytes(asArray(self), copy)) return nullptr;
    return noneRef();
}

Ref arrayToListMethod(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("tolist", nargs, kwnames)) return nullptr;
    return arrayToList(self);
}

Ref arrayFromList(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("fromlist", nargs, kwnames)) return nullptr;
    if (!isList(argv[0])) return raise(gTypeError, "arg must be list");
    ArrayObject* a = asArray(self);
    std::string saved = *a->data;
    if (!extendFrom(a, argv[0])) {
        *a->data = saved;
        return nullptr;
    }
    return noneRef();
}

Ref arrayToUnicode(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("tounicode", nargs, kwnames)) return nullptr;
    ArrayObject* a = asArray(self);
    if (!isUnicodeCode(a->typecode)) {
        return raise(gValueError,
                     "tounicode() may only be called on unicode type arrays ('u' or 'w')");
    }
    std::u32string text(static_cast<size_t>(countOf(a)), U'\0');
    std::memcpy(text.data(), a->data->data(), a->data->size());
    return strFromCodePoints(text.data(), text.size());
}

Ref arrayByteswap(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("byteswap", nargs, kwnames)) return nullptr;
    ArrayObject* a = asArray(self);
    for (int64_t i = 0; i < countOf(a); ++i)
        std::reverse(a->data->data() + i * a->itemSize, a->data->data() + (i + 1) * a->itemSize);
    return noneRef();
}

Ref arrayBufferInfo(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("buffer_info", nargs, kwnames)) return nullptr;
    ArrayObject* a = asArray(self);
    Ref address = intFromUint64(reinterpret_cast<uintptr_t>(a->data->data()));
    if (!address) return nullptr;
    Value items[2] = {address.get(), Value::fromSmallInt(countOf(a))};
    return tupleFromValues(items, 2);
}

Ref arrayCopy(Value self, const Value*, size_t, Tuple*) {
    Ref result = makeArray(typeOf(self), asArray(self)->typecode);
    if (!result) return nullptr;
    *asArray(result.get())->data = *asArray(self)->data;
    return result;
}

Ref arrayReduceEx(Value self, const Value*, size_t, Tuple*) {
    Ref list = arrayToList(self);
    Ref code = strFromAscii(std::string(1, asArray(self)->typecode));
    if (!list || !code) return nullptr;
    Value inner[2] = {code.get(), list.get()};
    Ref arguments = tupleFromValues(inner, 2);
    if (!arguments) return nullptr;
    Value items[3] = {Value::fromObject(typeOf(self)), arguments.get(), noneValue()};
    return tupleFromValues(items, 3);
}

Ref arrayClear(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("clear", nargs, kwnames)) return nullptr;
    ArrayObject* a = asArray(self);
    if (!a->data->empty() && !checkResizable(a)) return nullptr;
    a->data->clear();
    return noneRef();
}

Ref arrayFromUnicode(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("fromunicode", nargs, kwnames)) return nullptr;
    ArrayObject* a = asArray(self);
    if (!isStr(argv[0])) {
        return raise(gTypeError, "fromunicode() argument must be str, not %s", typeName(argv[0]));
    }
    if (!isUnicodeCode(a->typecode)) {
        return raise(gValueError,
                     "fromunicode() may only be called on unicode type arrays ('u' or 'w')");
    }
    if (!extendFrom(a, argv[0])) return nullptr;
    return noneRef();
}

// tofile(f): f.write(self.tobytes()).
Ref arrayToFile(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("tofile", nargs, kwnames)) return nullptr;
    Ref data = bytesFromData(*asArray(self)->data);
    if (!data) return nullptr;
    Ref write = getAttr(argv[0], internStr("write"));
    if (!write || !callOneArg(write.get(), data.get())) return nullptr;
    return noneRef();
}

// fromfile(f, n): reads n items with f.read(); EOFError (after appending what
// was read) when the file is shorter.
Ref arrayFromFile(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("fromfile", nargs, kwnames, 2, 2)) return nullptr;
    ArrayObject* a = asArray(self);
    int64_t count;
    if (!indexToInt64(argv[1], count, gOverflowError)) return nullptr;
    if (count < 0) return raise(gValueError, "negative count");
    Ref read = getAttr(argv[0], internStr("read"));
    if (!read) return nullptr;
    Ref size = intFromInt64(count * a->itemSize);
    if (!size) return nullptr;
    Ref data = callOneArg(read.get(), size.get());
    if (!data) return nullptr;
    if (!isBytes(data.get())) return raise(gTypeError, "read() didn't return bytes");
    std::string_view bytes = bytesView(asBytes(data.get()));
    size_t whole = bytes.size() / static_cast<size_t>(a->itemSize) * a->itemSize;
    if (!fromBytes(a, bytes.substr(0, whole))) return nullptr;
    if (static_cast<int64_t>(bytes.size()) != count * a->itemSize) {
        return raise(gEOFError, "read() didn't return enough bytes");
    }
    return noneRef();
}

Ref arrayTypecode(Value self) {
    return strFromAscii(std::string(1, asArray(self)->typecode));
}
Ref arrayItemSize(Value self) {
    return Ref::fromSmallInt(asArray(self)->itemSize);
}

const MethodDef kArrayMethods[] = {
    {"append", arrayAppend, kMethodInstance, nullptr},
    {"extend", arrayExtend, kMethodInstance, nullptr},
    {"insert", arrayInsert, kMethodInstance, nullptr},
    {"pop", arrayPop, kMethodInstance, nullptr},
    {"remove", arrayRemove, kMethodInstance, nullptr},
    {"index", arrayIndex, kMethodInstance, nullptr},
    {"count", arrayCount, kMethodInstance, nullptr},
    {"reverse", arrayReverse, kMethodInstance, nullptr},
    {"tobytes", arrayToBytes, kMethodInstance, nullptr},
    {"frombytes", arrayFromBytes, kMethodInstance, nullptr},
    {"tolist", arrayToListMethod, kMethodInstance, nullptr},
    {"fromlist", arrayFromList, kMethodInstance, nullptr},
    {"tounicode", arrayToUnicode, kMethodInstance, nullptr},
    {"byteswap", arrayByteswap, kMethodInstance, nullptr},
    {"clear", arrayClear, kMethodInstance, nullptr},
    {"fromunicode", arrayFromUnicode, kMethodInstance, nullptr},
    {"tofile", arrayToFile, kMethodInstance, nullptr},
    {"fromfile", arrayFromFile, kMethodInstance, nullptr},
    {"buffer_info", arrayBufferInfo, kMethodInstance, nullptr},
    {"__copy__", arrayCopy, kMethodInstance, nullptr},
    {"__deepcopy__", arrayCopy, kMethodInstance, nullptr},
    {"__reduce_ex__", arrayReduceEx, kMethodInstance, nullptr},
    {"__buffer__", bufferDunder, kMethodInstance, nullptr},
    {"__release_buffer__", releaseBufferDunder, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kArrayGetSets[] = {
    {"typecode", arrayTypecode, nullptr, nullptr},
    {"itemsize", arrayItemSize, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

bool gArrayReady = false;

bool readyArrayType() {
    if (gArrayReady) return true;
    Type* type = &gArrayType;
    type->newFn = arrayNew;
    type->init = arrayInit;
    type->dealloc = arrayDealloc;
    type->repr = arrayRepr;
    type->compare = arrayCompare;
    type->length = arrayLength;
    type->getitem = arrayGetItem;
    type->setitem = arraySetItem;
    type->contains = arrayContains;
    type->iter = arrayIter;
    type->binary[static_cast<size_t>(BinaryOp::Add)] = arrayAdd;
    type->binary[static_cast<size_t>(BinaryOp::Mul)] = arrayMul;
    type->inplace[static_cast<size_t>(BinaryOp::Add)] = arrayInplaceAdd;
    type->inplace[static_cast<size_t>(BinaryOp::Mul)] = arrayInplaceMul;
    typeAddMethods(type, kArrayMethods);
    typeAddGetSets(type, kArrayGetSets);
    registerBufferExporter(type, arrayGetBuffer, arrayReleaseBuffer);
    if (!typeReady(type)) return false;
    gArrayReady = true;
    return true;
}

} // namespace

Ref createArrayModule() {
    if (!readyArrayType()) return nullptr;
    Ref module = moduleNew(std::string_view("array"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    Ref codes = strFromAscii("bBuwhHiIlLqQfd");
    if (!codes || !dictSetStr(dict, internStr("typecodes"), codes.get()) ||
        !dictSetStr(dict, internStr("array"), Value::fromObject(&gArrayType)) ||
        !dictSetStr(dict, internStr("ArrayType"), Value::fromObject(&gArrayType))) {
        return nullptr;
    }
    return module;
}

} // namespace taipan::modules
