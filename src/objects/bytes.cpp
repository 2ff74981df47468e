// bytes: creation, repr, hashing (shared with str for equal byte text),
// comparison, concatenation and repetition, indexing and slicing,
// iteration, `in`, bytes(), decoding, and the common methods (ASCII-only
// case and character classes, as in CPython).
//
// Invariants:
//  - The data is followed by a zero byte; `size` excludes it.
//  - Results are exact bytes objects, even for subclass receivers.
#include "objects/bytes.h"

#include "objects/buffer.h"

#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/format.h"
#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/limits.h"
#include "runtime/unicode.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace taipan {

namespace {

// The iterator of bytes and of bytearray (which may change size while
// iterated, so the length is read at every step).
struct BytesIterator : Object {
    Object* sequence; // owned; null once exhausted
    int64_t index;
};

} // namespace

Type gBytesType = staticType("bytes", sizeof(Bytes), 1, kTypeBaseType | kTypeMatchSelf);
Type gBytesIteratorType = staticType("bytes_iterator", sizeof(BytesIterator), 0, 0);
Type gByteArrayIteratorType = staticType("bytearray_iterator", sizeof(BytesIterator), 0, 0);

namespace {

Bytes* gEmptyBytes = nullptr;

Bytes* allocateBytes(Type* type, size_t size) {
    Object* object = allocateObject(type, size + 1);
    if (object == nullptr) return nullptr;
    Bytes* bytes = static_cast<Bytes*>(object);
    bytes->size = static_cast<int64_t>(size);
    bytes->hash = -1;
    return bytes;
}

} // namespace

Ref bytesFromData(std::string_view data) {
    if (data.empty()) {
        if (gEmptyBytes == nullptr) {
            gEmptyBytes = allocateBytes(&gBytesType, 0);
            if (gEmptyBytes == nullptr) return nullptr;
            gEmptyBytes->refcount = kImmortalRefcount;
        }
        return Ref::borrow(Value::fromObject(gEmptyBytes));
    }
    Bytes* bytes = allocateBytes(&gBytesType, data.size());
    if (bytes == nullptr) return nullptr;
    std::memcpy(bytes->data(), data.data(), data.size());
    return Ref::steal(Value::fromObject(bytes));
}

bool bytesLikeData(Value v, std::string_view& data) {
    if (isBytes(v)) {
        data = bytesView(asBytes(v));
        return true;
    }
    if (!hasBuffer(v)) return false;
    // The pin is dropped at once: callers only read the data before running
    // any Python code (buffer.h).
    BufferView view;
    if (!getBuffer(v, view)) {
        clearPendingException();
        return false;
    }
    data = std::string_view(view.data, static_cast<size_t>(view.length));
    releaseBuffer(view);
    return true;
}

Ref bytesFromObject(Value v) {
    if (isExactType(v, &gBytesType)) return Ref::borrow(v);
    std::string_view data;
    if (bytesLikeData(v, data)) return bytesFromData(data);
    if (isStr(v)) return raise(gTypeError, "cannot convert 'str' object to bytes");
    Ref iterator = getIter(v);
    if (!iterator) {
        if (pendingExceptionMatches(gTypeError)) {
            clearPendingException();
            return raise(gTypeError, "cannot convert '%s' object to bytes", typeName(v));
        }
        return nullptr;
    }
    std::string out;
    while (true) {
        Ref item = iterNext(iterator.get());
        if (!item) {
            if (hasPendingException()) return nullptr;
            break;
        }
        if (!isInt(item.get()) &&
            (item.get().isSmallInt() || typeOf(item.get())->index == nullptr)) {
            return raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                         typeName(item.get()));
        }
        int64_t value;
        if (!indexToInt64(item.get(), value, nullptr)) return nullptr;
        if (value < 0 || value > 255) return raise(gValueError, "bytes must be in range(0, 256)");
        out += static_cast<char>(value);
    }
    return bytesFromData(out);
}

// ---- Decoding
// ---------------------------------------------------------------------------------------

namespace {

Ref raiseDecodeError(const char* encoding, std::string_view data, int64_t start, int64_t end,
                     const char* reason) {
    Ref encodingName = strFromAscii(encoding);
    Ref object = bytesFromData(data);
    Ref reasonText = strFromAscii(reason);
    if (!encodingName || !object || !reasonText) return nullptr;
    Value items[5] = {encodingName.get(), object.get(), Value::fromSmallInt(start),
                      Value::fromSmallInt(end), reasonText.get()};
    Ref exception = call(Value::fromObject(gUnicodeDecodeError), items, 5);
    if (!exception) return nullptr;
    return raiseObject(exception.get());
}

enum class ErrorMode { Strict, Ignore, Replace, BackslashReplace, SurrogateEscape, SurrogatePass };

bool readErrorMode(const char* errors, ErrorMode& mode) {
    std::string_view name = errors == nullptr ? "strict" : errors;
    if (name == "strict")
        mode = ErrorMode::Strict;
    else if (name == "ignore")
        mode = ErrorMode::Ignore;
    else if (name == "replace")
        mode = ErrorMode::Replace;
    else if (name == "backslashreplace")
        mode = ErrorMode::BackslashReplace;
    else if (name == "surrogateescape")
        mode = ErrorMode::SurrogateEscape;
    else if (name == "surrogatepass")
        mode = ErrorMode::SurrogatePass;
    else {
        raise(gLookupError, "unknown error handler name '%s'", errors);
        return false;
    }
    return true;
}

// Applies a non-strict error handler to the undecodable bytes data[start, end).
void handleBadBytes(std::u32string& out, std::string_view data, size_t start, size_t end,
                    ErrorMode mode) {
    switch (mode) {
    case ErrorMode::Ignore:
        break;
    case ErrorMode::Replace:
        out += U'\uFFFD';
        break;
    case ErrorMode::BackslashReplace: {
        static const char kHex[] = "0123456789abcdef";
        for (size_t i = start; i < end; ++i) {
            unsigned char b = static_cast<unsigned char>(data[i]);
            out += U'\\';
            out += U'x';
            out += static_cast<char32_t>(kHex[b >> 4]);
            out += static_cast<char32_t>(kHex[b & 0xF]);
        }
        break;
    }
    default:
        for (size_t i = start; i < end; ++i) {
            out += static_cast<char32_t>(0xDC00 + static_cast<unsigned char>(data[i]));
        }
        break;
    }
}

// The length of the maximal valid prefix of a UTF-8 sequence at data[i]
// and its status: 0 = complete (length bytes decode to cp), 1 = invalid
// start byte, 2 = invalid continuation after `length` good bytes,
// 3 = truncated by the end of the data.
int scanUtf8(std::string_view data, size_t i, size_t& length, char32_t& cp, bool allowSurrogates) {
    unsigned char lead = static_cast<unsigned char>(data[i]);
    int needed;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead < 0x80) {
        length = 1;
        cp = lead;
        return 0;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
        needed = 2;
        cp = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        needed = 3;
        cp = lead & 0x0F;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED && !allowSurrogates) high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        needed = 4;
        cp = lead & 0x07;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        length = 1;
        return 1;
    }
    length = 1;
    for (int k = 1; k < needed; ++k) {
        if (i + k >= data.size()) return 3;
        unsigned char c = static_cast<unsigned char>(data[i + k]);
        unsigned char lo = k == 1 ? low : 0x80;
        unsigned char hi = k == 1 ? high : 0xBF;
        if (c < lo || c > hi) return 2;
        cp = (cp << 6) | (c & 0x3F);
        ++length;
    }
    return 0;
}

Ref decodeUtf8(std::string_view data, ErrorMode mode) {
    std::u32string out;
    out.reserve(data.size());
    size_t i = 0;
    while (i < data.size()) {
        size_t length;
        char32_t cp;
        int status = scanUtf8(data, i, length, cp, mode == ErrorMode::SurrogatePass);
        if (status == 0) {
            out += cp;
            i += length;
            continue;
        }
        size_t end = status == 3 ? data.size() : i + length;
        if (status == 1) end = i + 1;
        if (mode == ErrorMode::Strict || mode == ErrorMode::SurrogatePass) {
            const char* reason = status == 1   ? "invalid start byte"
                                 : status == 2 ? "invalid continuation byte"
                                               : "unexpected end of data";
            return raiseDecodeError("utf-8", data, static_cast<int64_t>(i),
                                    static_cast<int64_t>(end), reason);
        }
        if (mode == ErrorMode::Replace) {
            // One replacement character per maximal invalid subpart.
            out += U'\uFFFD';
        } else {
            handleBadBytes(out, data, i, end, mode);
        }
        i = end;
    }
    return strFromCodePoints(out.data(), out.size());
}

Ref decodeUtf16or32(std::string_view data, int codec, ErrorMode mode) {
    bool wide = codec == kCodecUtf32 || codec == kCodecUtf32Le || codec == kCodecUtf32Be;
    bool little = codec != kCodecUtf16Be && codec != kCodecUtf32Be;
    size_t unit = wide ? 4 : 2;
    size_t i = 0;
    if (codec == kCodecUtf16 || codec == kCodecUtf32) {
        // A byte order mark picks the order and is dropped.
        if (wide && data.size() >= 4) {
            if (data.substr(0, 4) == std::string_view("\xFF\xFE\x00\x00", 4))
                i = 4;
            else if (data.substr(0, 4) == std::string_view("\x00\x00\xFE\xFF", 4)) {
                i = 4;
                little = false;
            }
        } else if (!wide && data.size() >= 2) {
            if (data.substr(0, 2) == "\xFF\xFE")
                i = 2;
            else if (data.substr(0, 2) == "\xFE\xFF") {
                i = 2;
                little = false;
            }
        }
    }
    const char* name =
        wide ? (little ? "utf-32-le" : "utf-32-be") : (little ? "utf-16-le" : "utf-16-be");
    auto read = [&](size_t at) {
        uint32_t value = 0;
        for (size_t k = 0; k < unit; ++k) {
            uint32_t b = static_cast<unsigned char>(data[at + k]);
            value |= little ? b << (8 * k) : b << (8 * (unit - 1 - k));
        }
        return value;
    };
    std::u32string out;
    while (i < data.size()) {
        if (i + unit > data.size()) {
            if (mode == ErrorMode::Strict) {
                return raiseDecodeError(name, data, static_cast<int64_t>(i),
                                        static_cast<int64_t>(data.size()), "truncated data");
            }
            handleBadBytes(out, data, i, data.size(), mode);
            break;
        }
        uint32_t value = read(i);
        if (wide) {
            if (value > 0x10FFFF ||
                (value >= 0xD800 && value <= 0xDFFF && mode != ErrorMode::SurrogatePass)) {
                if (mode == ErrorMode::Strict) {
                    return raiseDecodeError(
                        name, data, static_cast<int64_t>(i), static_cast<int64_t>(i + 4),
                        value > 0x10FFFF
                            ? "code point not in range(0x110000)"
                            : "code point in surrogate code point range(0xd800, 0xe000)");
                }
                handleBadBytes(out, data, i, i + 4, mode);
            } else {
                out += static_cast<char32_t>(value);
            }
            i += 4;
            continue;
        }
        if (value >= 0xD800 && value <= 0xDBFF && i + 4 <= data.size()) {
            uint32_t low = read(i + 2);
            if (low >= 0xDC00 && low <= 0xDFFF) {
                out += static_cast<char32_t>(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00));
                i += 4;
                continue;
            }
        }
        if (value >= 0xD800 && value <= 0xDFFF && mode != ErrorMode::SurrogatePass) {
            if (mode == ErrorMode::Strict) {
                const char* reason =
                    value >= 0xDC00 ? "illegal encoding" : "illegal UTF-16 surrogate";
                if (value < 0xDC00 && i + 4 > data.size()) reason = "unexpected end of data";
                return raiseDecodeError(name, data, static_cast<int64_t>(i),
                                        static_cast<int64_t>(std::min(i + 2, data.size())), reason);
            }
            handleBadBytes(out, data, i, i + 2, mode);
        } else {
            out += static_cast<char32_t>(value);
        }
        i += 2;
    }
    return strFromCodePoints(out.data(), out.size());
}

} // namespace

Ref decodeBytes(std::string_view data, const char* encoding, const char* errors) {
    int codec = codecFromName(encoding == nullptr ? "utf-8" : encoding);
    if (codec == kCodecUnknown) return raise(gLookupError, "unknown encoding: %s", encoding);
    ErrorMode mode;
    if (!readErrorMode(errors, mode)) return nullptr;
    if (codec == kCodecUtf8) return decodeUtf8(data, mode);
    if (codec == kCodecLatin1) {
        std::u32string out;
        out.reserve(data.size());
        for (char c : data)
            out += static_cast<unsigned char>(c);
        return strFromCodePoints(out.data(), out.size());
    }
    if (codec == kCodecAscii) {
        std::u32string out;
        for (size_t i = 0; i < data.size(); ++i) {
            unsigned char b = static_cast<unsigned char>(data[i]);
            if (b < 0x80) {
                out += b;
                continue;
            }
            if (mode == ErrorMode::Strict || mode == ErrorMode::SurrogatePass) {
                return raiseDecodeError("ascii", data, static_cast<int64_t>(i),
                                        static_cast<int64_t>(i + 1), "ordinal not in range(128)");
            }
            handleBadBytes(out, data, i, i + 1, mode);
        }
        return strFromCodePoints(out.data(), out.size());
    }
    if (codec == kCodecCp1252) {
        std::u32string out;
        for (size_t i = 0; i < data.size(); ++i) {
            unsigned char b = static_cast<unsigned char>(data[i]);
            char32_t cp = b < 0x80 || b >= 0xA0 ? b : kCp1252High[b - 0x80];
            if (cp != 0 || b == 0) {
                out += cp;
                continue;
            }
            if (mode == ErrorMode::Strict || mode == ErrorMode::SurrogatePass) {
                return raiseDecodeError("charmap", data, static_cast<int64_t>(i),
                                        static_cast<int64_t>(i + 1),
                                        "character maps to <undefined>");
            }
            handleBadBytes(out, data, i, i + 1, mode);
        }
        return strFromCodePoints(out.data(), out.size());
    }
    return decodeUtf16or32(data, codec, mode);
}

namespace {

// ---- Slots
// ----------------------------------------------------------------------------------------

Ref bytesRepr(Value self) {
    std::string out;
    reprtext::appendBytesRepr(out, bytesView(asBytes(self)));
    return strFromAscii(out);
}

bool bytesHash(Value self, int64_t& hash) {
    Bytes* bytes = asBytes(self);
    if (bytes->hash == -1) {
        int64_t h =
            static_cast<int64_t>(hashBytes(bytes->data(), static_cast<size_t>(bytes->size)));
        bytes->hash = h == -1 ? -2 : h;
    }
    hash = bytes->hash;
    return true;
}

Ref bytesCompare(Value left, Value right, CompareOp op) {
    if (!isBytes(left) || !isBytes(right)) return notImplementedRef();
    int cmp = bytesView(asBytes(left)).compare(bytesView(asBytes(right)));
    switch (op) {
    case CompareOp::Lt:
        return boolRef(cmp < 0);
    case CompareOp::Le:
        return boolRef(cmp <= 0);
    case CompareOp::Eq:
        return boolRef(cmp == 0);
    case CompareOp::Ne:
        return boolRef(cmp != 0);
    case CompareOp::Gt:
        return boolRef(cmp > 0);
    case CompareOp::Ge:
        return boolRef(cmp >= 0);
    }
    return notImplementedRef();
}

bool bytesLength(Value self, int64_t& length) {
    length = asBytes(self)->size;
    return true;
}

} // namespace

Ref byteSequenceGetItem(Value self, Value key) {
    bool array = isByteArray(self);
    std::string_view data = array ? byteArrayView(asByteArray(self)) : bytesView(asBytes(self));
    int64_t size = static_cast<int64_t>(data.size());
    if (isInt(key) || (key.isObject() && typeOf(key)->index != nullptr && !isStr(key))) {
        int64_t index;
        if (!indexToInt64(key, index, gIndexError)) return nullptr;
        if (index < 0) index += size;
        if (index < 0 || index >= size) {
            return raise(gIndexError,
                         array ? "bytearray index out of range" : "index out of range");
        }
        return Ref::fromSmallInt(static_cast<unsigned char>(data[static_cast<size_t>(index)]));
    }
    if (key.isObject() && typeOf(key) == &gSliceType) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), size, start, stop, step, count)) {
            return nullptr;
        }
        std::string out;
        for (int64_t i = 0; i < count; ++i)
            out += data[static_cast<size_t>(start + i * step)];
        return array ? byteArrayFromData(out) : bytesFromData(out);
    }
    return raise(gTypeError, "%s indices must be integers or slices, not %s",
                 array ? "bytearray" : "byte", typeName(key));
}

namespace {

Ref bytesGetItem(Value self, Value key) {
    return byteSequenceGetItem(self, key);
}

} // namespace

int byteSequenceContains(Value self, Value item) {
    std::string_view data =
        isByteArray(self) ? byteArrayView(asByteArray(self)) : bytesView(asBytes(self));
    if (isInt(item)) {
        int64_t value;
        if (!intToInt64(item, value) || value < 0 || value > 255) {
            raise(gValueError, "byte must be in range(0, 256)");
            return -1;
        }
        return data.find(static_cast<char>(value)) != std::string_view::npos ? 1 : 0;
    }
    std::string_view needle;
    if (!bytesLikeData(item, needle)) {
        raise(gTypeError, "a bytes-like object is required, not '%s'", typeName(item));
        return -1;
    }
    return data.find(needle) != std::string_view::npos ? 1 : 0;
}

// bytes + buffer and bytearray + buffer: the result has the left operand's
// type (b'' + bytearray() is bytes).
Ref byteSequenceAdd(Value left, Value right) {
    std::string_view a, b;
    if (!isBytes(left) && !isByteArray(left)) return notImplementedRef();
    a = isByteArray(left) ? byteArrayView(asByteArray(left)) : bytesView(asBytes(left));
    if (!bytesLikeData(right, b)) {
        return raise(gTypeError, "can't concat %s to %s", typeName(right), typeName(left));
    }
    std::string out;
    out.reserve(a.size() + b.size());
    out.append(a);
    out.append(b);
    return isByteArray(left) ? byteArrayFromData(out) : bytesFromData(out);
}

Ref byteSequenceMul(Value left, Value right) {
    auto isSequence = [](Value v) { return isBytes(v) || isByteArray(v); };
    Value sequence = isSequence(left) ? left : right;
    Value count = isSequence(left) ? right : left;
    if (!isSequence(sequence)) return notImplementedRef();
    if (!isInt(count) && (count.isSmallInt() || typeOf(count)->index == nullptr)) {
        return raise(gTypeError, "can't multiply sequence by non-int of type '%s'",
                     typeName(count));
    }
    int64_t times;
    if (!indexToInt64(count, times, gOverflowError)) return nullptr;
    bool array = isByteArray(sequence);
    std::string_view data =
        array ? byteArrayView(asByteArray(sequence)) : bytesView(asBytes(sequence));
    if (times <= 0 || data.empty()) return array ? byteArrayFromData("") : bytesFromData("");
    if (static_cast<int64_t>(data.size()) > INT64_MAX / 4 / times) return raiseNoMemory();
    std::string out;
    out.reserve(data.size() * static_cast<size_t>(times));
    for (int64_t i = 0; i < times; ++i)
        out.append(data);
    return array ? byteArrayFromData(out) : bytesFromData(out);
}

Ref byteSequenceIter(Value self) {
    bool array = isByteArray(self);
    Object* object = allocateObject(array ? &gByteArrayIteratorType : &gBytesIteratorType);
    if (object == nullptr) return nullptr;
    BytesIterator* it = static_cast<BytesIterator*>(object);
    incref(self);
    it->sequence = self.object();
    it->index = 0;
    return Ref::steal(Value::fromObject(it));
}

namespace {

int bytesContains(Value self, Value item) {
    return byteSequenceContains(self, item);
}

Ref bytesIteratorNext(Value self) {
    BytesIterator* it = static_cast<BytesIterator*>(self.object());
    if (it->sequence == nullptr) return nullptr;
    Value sequence = Value::fromObject(it->sequence);
    std::string_view data =
        isByteArray(sequence) ? byteArrayView(asByteArray(sequence)) : bytesView(asBytes(sequence));
    if (it->index >= static_cast<int64_t>(data.size())) {
        Object* owned = it->sequence;
        it->sequence = nullptr;
        decref(owned);
        return nullptr;
    }
    return Ref::fromSmallInt(static_cast<unsigned char>(data[static_cast<size_t>(it->index++)]));
}

Ref iteratorSelf(Value self) {
    return Ref::borrow(self);
}

void bytesIteratorDealloc(Object* self) {
    BytesIterator* it = static_cast<BytesIterator*>(self);
    if (it->sequence != nullptr) decref(it->sequence);
    freeObjectMemory(self);
}

void bytesDealloc(Object* self) {
    freeObjectMemory(self);
}

// ---- bytes()
// -------------------------------------------------------------------------------------

Ref bytesNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"source", "encoding", "errors"};
    static const NativeSignature kSignature = {"bytes", kNames, 3, 0, 3, 0};
    Value bound[3] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value source = bound[0];
    Ref result;
    // The argument parser checks encoding/errors are str before anything
    // looks at the source.
    for (int k = 1; k <= 2; ++k) {
        if (!bound[k].isNull() && !isStr(bound[k])) {
            return raise(gTypeError, "bytes() argument '%s' must be str, not %s", kNames[k],
                         typeName(bound[k]));
        }
    }
    if (!bound[1].isNull() || !bound[2].isNull()) {
        if (source.isNull() || !isStr(source)) {
            return raise(gTypeError, bound[1].isNull() ? "errors without a string argument"
                                                       : "encoding without a string argument");
        }
        std::string encoding = "utf-8";
        std::string errors = "strict";
        for (int k = 1; k <= 2; ++k) {
            if (bound[k].isNull()) continue;
            if (!isStr(bound[k])) {
                return raise(gTypeError, "bytes() argument '%s' must be str, not %s", kNames[k],
                             typeName(bound[k]));
            }
            (k == 1 ? encoding : errors) = std::string(strUtf8(asStr(bound[k])));
        }
        result = strEncode(asStr(source), encoding.c_str(), errors.c_str());
    } else if (source.isNull()) {
        result = bytesFromData("");
    } else if (isStr(source)) {
        return raise(gTypeError, "string argument without an encoding");
    } else {
        Ref method = getAttrOptional(source, internStr("__bytes__"));
        if (method) {
            result = callNoArgs(method.get());
            if (!result) return nullptr;
            if (!isBytes(result.get())) {
                return raise(gTypeError, "__bytes__ returned non-bytes (type %s)",
                             typeName(result.get()));
            }
        } else if (hasPendingException()) {
            return nullptr;
        } else if (isInt(source) ||
                   (source.isObject() && typeOf(source)->index != nullptr && !isBytes(source))) {
            int64_t count;
            if (!indexToInt64(source, count, gOverflowError)) return nullptr;
            if (count < 0) return raise(gValueError, "negative count");
            if (!allocationAllowed(static_cast<size_t>(count))) return nullptr;
            result = bytesFromData(std::string(static_cast<size_t>(count), '\0'));
        } else {
            result = bytesFromObject(source);
        }
    }
    if (!result) return nullptr;
    if (type == &gBytesType) return result;
    std::string_view data = bytesView(asBytes(result.get()));
    Bytes* bytes = allocateBytes(type, data.size());
    if (bytes == nullptr) return nullptr;
    std::memcpy(bytes->data(), data.data(), data.size());
    return Ref::steal(Value::fromObject(bytes));
}

// ---- Methods
// --------------------------------------------------------------------------------------

// "bytes.upper" for a bytes receiver, "bytearray.upper" for a bytearray
// (the qualified name in argument-count messages). The strings live for the
// whole run.
const char* methodName(Value self, const char* bytesName) {
    if (!isByteArray(self)) return bytesName;
    static std::vector<std::pair<const char*, std::string>> cache;
    for (const auto& entry : cache) {
        if (entry.first == bytesName) return entry.second.c_str();
    }
    cache.emplace_back(bytesName, std::string("bytearray") + std::strchr(bytesName, '.'));
    return cache.back().second.c_str();
}

// The data of a bytes or bytearray receiver (the methods are shared).
std::string_view viewOf(Value self) {
    if (isByteArray(self)) return byteArrayView(asByteArray(self));
    return bytesView(asBytes(self));
}

// A result of the receiver's kind: bytearray methods return bytearrays.
Ref resultLike(Value self, std::string_view data) {
    return isByteArray(self) ? byteArrayFromData(data) : bytesFromData(data);
}

Ref bytesDecodeMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"encoding", "errors"};
    static const NativeSignature kSignature = {"decode", kNames, 2, 0, 2, 0};
    Value bound[2] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    std::string encoding = "utf-8";
    std::string errors = "strict";
    for (int k = 0; k < 2; ++k) {
        if (bound[k].isNull()) continue;
        if (!isStr(bound[k])) {
            return raise(gTypeError, "decode() argument '%s' must be str, not %s", kNames[k],
                         argumentTypeName(bound[k]));
        }
        (k == 0 ? encoding : errors) = std::string(strUtf8(asStr(bound[k])));
    }
    return decodeBytes(viewOf(self), encoding.c_str(), errors.c_str());
}

Ref bytesHex(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"sep", "bytes_per_sep"};
    static const NativeSignature kSignature = {"hex", kNames, 2, 0, 2, 0};
    Value bound[2] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    std::string separator;
    if (!bound[0].isNull()) {
        // CPython measures the separator before checking its type.
        int64_t sepLength;
        if (!length(bound[0], sepLength)) return nullptr;
        if (sepLength != 1) return raise(gValueError, "sep must be length 1.");
        std::string_view sepBytes;
        if (isStr(bound[0])) {
            separator = std::string(strUtf8(asStr(bound[0])));
        } else if (isBytes(bound[0]) && bytesLikeData(bound[0], sepBytes)) {
            separator = std::string(sepBytes);
        } else {
            return raise(gTypeError, "sep must be str or bytes.");
        }
        if (separator.size() != 1) return raise(gValueError, "sep must be ASCII.");
    }
    int64_t group = 1;
    if (!bound[1].isNull() && !indexToInt64(bound[1], group, gOverflowError)) return nullptr;
    std::string_view data = viewOf(self);
    static const char kHex[] = "0123456789abcdef";
    std::string out;
    int64_t size = static_cast<int64_t>(data.size());
    int64_t every = group < 0 ? -group : group;
    for (int64_t i = 0; i < size; ++i) {
        if (!separator.empty() && i > 0 && every > 0) {
            // Positive groups count from the right end, negative from the left.
            bool boundary = group > 0 ? (size - i) % every == 0 : i % every == 0;
            if (boundary) out += separator;
        }
        unsigned char b = static_cast<unsigned char>(data[static_cast<size_t>(i)]);
        out += kHex[b >> 4];
        out += kHex[b & 0xF];
    }
    return strFromAscii(out);
}

Ref bytesFromHex(Value cls, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("bytes.fromhex", nargs, kwnames)) return nullptr;
    if (!isStr(argv[0])) {
        return raise(gTypeError, "fromhex() argument must be str, not %s",
                     argumentTypeName(argv[0]));
    }
    Str* text = asStr(argv[0]);
    std::string out;
    int64_t i = 0;
    auto hexValue = [](char32_t c) {
        if (c >= '0' && c <= '9') return static_cast<int>(c - '0');
        if (c >= 'a' && c <= 'f') return static_cast<int>(c - 'a' + 10);
        if (c >= 'A' && c <= 'F') return static_cast<int>(c - 'A' + 10);
        return -1;
    };
    while (i < text->length) {
        char32_t c = strCodePointAt(text, i);
        if (c == ' ' || (c >= '\t' && c <= '\r')) {
            ++i;
            continue;
        }
        int high = hexValue(c);
        if (high < 0) {
            return raise(gValueError,
                         "non-hexadecimal number found in fromhex() arg at position %lld",
                         static_cast<long long>(i));
        }
        int low = i + 1 < text->length ? hexValue(strCodePointAt(text, i + 1)) : -1;
        if (low < 0) {
            return raise(gValueError,
                         "non-hexadecimal number found in fromhex() arg at position %lld",
                         static_cast<long long>(i + 1));
        }
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    Ref result = bytesFromData(out);
    if (!result || cls.is(Value::fromObject(&gBytesType))) return result;
    return callOneArg(cls, result.get());
}

// The bytes argument of a search method: bytes-like or an int in range(256).
bool readNeedle(Value v, std::string& out) {
    std::string_view data;
    if (bytesLikeData(v, data)) {
        out = std::string(data);
        return true;
    }
    if (isInt(v)) {
        int64_t value;
        if (!intToInt64(v, value) || value < 0 || value > 255) {
            raise(gValueError, "byte must be in range(0, 256)");
            return false;
        }
        out = std::string(1, static_cast<char>(value));
        return true;
    }
    raise(gTypeError, "argument should be integer or bytes-like object, not '%s'", typeName(v));
    return false;
}

bool readSearchBounds(const Value* argv, size_t nargs, int64_t length, int64_t& start,
                      int64_t& end) {
    start = 0;
    end = length;
    for (size_t k = 1; k < 3 && k < nargs; ++k) {
        Value v = argv[k];
        if (v.is(noneValue())) continue;
        if (!isInt(v) && (v.isSmallInt() || typeOf(v)->index == nullptr)) {
            raise(gTypeError, "slice indices must be integers or None or have an __index__ method");
            return false;
        }
        int64_t value;
        if (!indexToInt64(v, value, nullptr)) return false;
        (k == 1 ? start : end) = value;
    }
    if (end > length)
        end = length;
    else if (end < 0)
        end = std::max<int64_t>(0, end + length);
    if (start < 0) start = std::max<int64_t>(0, start + length);
    return true;
}

Ref findMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
               int mode) {
    // mode: 0 find, 1 rfind, 2 index, 3 rindex, 4 count
    if (!args::positional(name, nargs, kwnames, 1, 3)) return nullptr;
    nargs = callArgCount(nargs);
    std::string needle;
    if (!readNeedle(argv[0], needle)) return nullptr;
    std::string_view data = viewOf(self);
    int64_t start, end;
    if (!readSearchBounds(argv, nargs, static_cast<int64_t>(data.size()), start, end))
        return nullptr;
    if (mode == 4) {
        if (start > end || start > static_cast<int64_t>(data.size())) return Ref::fromSmallInt(0);
        std::string_view window =
            data.substr(static_cast<size_t>(start), static_cast<size_t>(end - start));
        if (needle.empty()) return Ref::fromSmallInt(static_cast<int64_t>(window.size()) + 1);
        int64_t count = 0;
        size_t position = 0;
        while ((position = window.find(needle, position)) != std::string_view::npos) {
            ++count;
            position += needle.size();
        }
        return Ref::fromSmallInt(count);
    }
    int64_t found = -1;
    if (start <= end && start <= static_cast<int64_t>(data.size())) {
        std::string_view window =
            data.substr(static_cast<size_t>(start), static_cast<size_t>(end - start));
        size_t at = (mode == 1 || mode == 3) ? window.rfind(needle) : window.find(needle);
        if (at != std::string_view::npos) found = start + static_cast<int64_t>(at);
    }
    if (found < 0 && mode >= 2) return raise(gValueError, "subsection not found");
    return Ref::fromSmallInt(found);
}

Ref bytesFind(Value s, const Value* a, size_t n, Tuple* k) {
    return findMethod(s, a, n, k, "find", 0);
}
Ref bytesRFind(Value s, const Value* a, size_t n, Tuple* k) {
    return findMethod(s, a, n, k, "rfind", 1);
}
Ref bytesIndex(Value s, const Value* a, size_t n, Tuple* k) {
    return findMethod(s, a, n, k, "index", 2);
}
Ref bytesRIndex(Value s, const Value* a, size_t n, Tuple* k) {
    return findMethod(s, a, n, k, "rindex", 3);
}
Ref bytesCount(Value s, const Value* a, size_t n, Tuple* k) {
    return findMethod(s, a, n, k, "count", 4);
}

Ref affixTest(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
              bool ends) {
    if (!args::positional(name, nargs, kwnames, 1, 3)) return nullptr;
    nargs = callArgCount(nargs);
    std::string_view data = viewOf(self);
    int64_t start, end;
    if (!readSearchBounds(argv, nargs, static_cast<int64_t>(data.size()), start, end))
        return nullptr;
    auto test = [&](std::string_view affix) {
        if (start > static_cast<int64_t>(data.size()) ||
            end - start < static_cast<int64_t>(affix.size()))
            return false;
        size_t at = ends ? static_cast<size_t>(end) - affix.size() : static_cast<size_t>(start);
        return data.substr(at, affix.size()) == affix;
    };
    std::string_view affix;
    if (isTuple(argv[0])) {
        Tuple* options = asTuple(argv[0]);
        for (int64_t i = 0; i < options->size; ++i) {
            if (!bytesLikeData(options->items()[i], affix)) {
                return raise(gTypeError, "a bytes-like object is required, not '%s'",
                             typeName(options->items()[i]));
            }
            if (test(affix)) return boolRef(true);
        }
        return boolRef(false);
    }
    if (!bytesLikeData(argv[0], affix)) {
        return raise(gTypeError, "%s first arg must be bytes or a tuple of bytes, not %s", name,
                     typeName(argv[0]));
    }
    return boolRef(test(affix));
}

Ref bytesStartsWith(Value s, const Value* a, size_t n, Tuple* k) {
    return affixTest(s, a, n, k, "startswith", false);
}
Ref bytesEndsWith(Value s, const Value* a, size_t n, Tuple* k) {
    return affixTest(s, a, n, k, "endswith", true);
}

Ref bytesJoin(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg(methodName(self, "bytes.join"), nargs, kwnames)) return nullptr;
    Ref iterator = getIter(argv[0]);
    if (!iterator) {
        if (!pendingExceptionMatches(gTypeError)) return nullptr;
        clearPendingException();
        return raise(gTypeError, "can only join an iterable");
    }
    Ref items = listFromIterable(iterator.get());
    if (!items) return nullptr;
    List* list = asList(items.get());
    std::string_view separator = viewOf(self);
    std::string out;
    for (int64_t i = 0; i < list->size; ++i) {
        std::string_view piece;
        if (!bytesLikeData(list->items[i], piece)) {
            return raise(gTypeError, "sequence item %lld: expected a bytes-like object, %s found",
                         static_cast<long long>(i), typeName(list->items[i]));
        }
        if (i > 0) out.append(separator);
        out.append(piece);
    }
    return resultLike(self, out);
}

bool isAsciiSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

Ref splitMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
                bool reverse) {
    static const char* const kNames[] = {"sep", "maxsplit"};
    NativeSignature signature = {name, kNames, 2, 0, 2, 0};
    Value bound[2] = {};
    if (!bindArguments(signature, argv, nargs, kwnames, bound)) return nullptr;
    int64_t maxsplit = -1;
    if (!bound[1].isNull() && !indexToInt64(bound[1], maxsplit, gOverflowError)) return nullptr;
    std::string_view data = viewOf(self);
    std::vector<std::string_view> pieces;
    if (bound[0].isNull() || bound[0].is(noneValue())) {
        if (!reverse) {
            size_t i = 0;
            int64_t splits = 0;
            while (true) {
                while (i < data.size() && isAsciiSpace(data[i]))
                    ++i;
                if (i >= data.size()) break;
                if (maxsplit >= 0 && splits >= maxsplit) {
                    pieces.push_back(data.substr(i));
                    break;
                }
                size_t start = i;
                while (i < data.size() && !isAsciiSpace(data[i]))
                    ++i;
                pieces.push_back(data.substr(start, i - start));
                ++splits;
            }
        } else {
            int64_t i = static_cast<int64_t>(data.size()) - 1;
            int64_t splits = 0;
            while (true) {
                while (i >= 0 && isAsciiSpace(data[static_cast<size_t>(i)]))
                    --i;
                if (i < 0) break;
                if (maxsplit >= 0 && splits >= maxsplit) {
                    pieces.push_back(data.substr(0, static_cast<size_t>(i + 1)));
                    break;
                }
                int64_t end = i + 1;
                while (i >= 0 && !isAsciiSpace(data[static_cast<size_t>(i)]))
                    --i;
                pieces.push_back(
                    data.substr(static_cast<size_t>(i + 1), static_cast<size_t>(end - i - 1)));
                ++splits;
            }
            std::reverse(pieces.begin(), pieces.end());
        }
    } else {
        std::string_view separator;
        if (!bytesLikeData(bound[0], separator)) {
            return raise(gTypeError, "a bytes-like object is required, not '%s'",
                         typeName(bound[0]));
        }
        if (separator.empty()) return raise(gValueError, "empty separator");
        int64_t splits = 0;
        if (!reverse) {
            size_t position = 0;
            while (maxsplit < 0 || splits < maxsplit) {
                size_t found = data.find(separator, position);
                if (found == std::string_view::npos) break;
                pieces.push_back(data.substr(position, found - position));
                position = found + separator.size();
                ++splits;
            }
            pieces.push_back(data.substr(position));
        } else {
            size_t end = data.size();
            while (maxsplit < 0 || splits < maxsplit) {
                size_t found = end < separator.size() ? std::string_view::npos
                                                      : data.substr(0, end).rfind(separator);
                if (found == std::string_view::npos) break;
                pieces.push_back(
                    data.substr(found + separator.size(), end - found - separator.size()));
                end = found;
                ++splits;
            }
            pieces.push_back(data.substr(0, end));
            std::reverse(pieces.begin(), pieces.end());
        }
    }
    Ref result = listNew();
    if (!result) return nullptr;
    for (std::string_view piece : pieces) {
        Ref item = resultLike(self, piece);
        if (!item || !listAppend(asList(result.get()), item.get())) return nullptr;
    }
    return result;
}

Ref bytesSplit(Value s, const Value* a, size_t n, Tuple* k) {
    return splitMethod(s, a, n, k, "split", false);
}
Ref bytesRSplit(Value s, const Value* a, size_t n, Tuple* k) {
    return splitMethod(s, a, n, k, "rsplit", true);
}

Ref stripMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
                bool left, bool right) {
    if (!args::positional(name, nargs, kwnames, 0, 1)) return nullptr;
    nargs = callArgCount(nargs);
    std::string_view data = viewOf(self);
    std::string_view chars;
    bool whitespace = true;
    if (nargs == 1 && !argv[0].is(noneValue())) {
        if (!bytesLikeData(argv[0], chars)) {
            return raise(gTypeError, "a bytes-like object is required, not '%s'",
                         typeName(argv[0]));
        }
        whitespace = false;
    }
    auto strip = [&](char c) {
        return whitespace ? isAsciiSpace(c) : chars.find(c) != std::string_view::npos;
    };
    size_t start = 0;
    size_t end = data.size();
    if (left) {
        while (start < end && strip(data[start]))
            ++start;
    }
    if (right) {
        while (end > start && strip(data[end - 1]))
            --end;
    }
    return resultLike(self, data.substr(start, end - start));
}

Ref bytesStrip(Value s, const Value* a, size_t n, Tuple* k) {
    return stripMethod(s, a, n, k, "strip", true, true);
}
Ref bytesLStrip(Value s, const Value* a, size_t n, Tuple* k) {
    return stripMethod(s, a, n, k, "lstrip", true, false);
}
Ref bytesRStrip(Value s, const Value* a, size_t n, Tuple* k) {
    return stripMethod(s, a, n, k, "rstrip", false, true);
}

Ref bytesReplace(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (args::keywordCount(kwnames) > 0) {
        return raise(gTypeError, "%s.replace() takes no keyword arguments",
                     isByteArray(self) ? "bytearray" : "bytes");
    }
    if (!args::positional("replace", nargs, kwnames, 2, 3)) return nullptr;
    Value bound[3] = {};
    for (size_t k = 0; k < callArgCount(nargs); ++k)
        bound[k] = argv[k];
    std::string_view old, replacement;
    for (int k = 0; k < 2; ++k) {
        if (!bytesLikeData(bound[k], k == 0 ? old : replacement)) {
            return raise(gTypeError, "a bytes-like object is required, not '%s'",
                         typeName(bound[k]));
        }
    }
    int64_t limit = -1;
    if (!bound[2].isNull() && !indexToInt64(bound[2], limit, gOverflowError)) return nullptr;
    std::string_view data = viewOf(self);
    std::string out;
    if (old.empty()) {
        int64_t inserted = 0;
        for (size_t i = 0; i <= data.size(); ++i) {
            if (limit < 0 || inserted < limit) {
                out.append(replacement);
                ++inserted;
            }
            if (i < data.size()) out += data[i];
        }
        return resultLike(self, out);
    }
    size_t position = 0;
    int64_t replaced = 0;
    while (limit < 0 || replaced < limit) {
        size_t found = data.find(old, position);
        if (found == std::string_view::npos) break;
        out.append(data.substr(position, found - position));
        out.append(replacement);
        position = found + old.size();
        ++replaced;
    }
    out.append(data.substr(position));
    return resultLike(self, out);
}

Ref caseMethod(Value self, size_t nargs, Tuple* kwnames, const char* name, int mode) {
    if (!args::noArgs(name, nargs, kwnames)) return nullptr;
    std::string out(viewOf(self));
    auto isLower = [](char c) { return c >= 'a' && c <= 'z'; };
    auto isUpper = [](char c) { return c >= 'A' && c <= 'Z'; };
    bool previousCased = false;
    for (size_t i = 0; i < out.size(); ++i) {
        char& c = out[i];
        switch (mode) {
        case 0:
            if (isLower(c)) c = static_cast<char>(c - 32);
            break; // upper
        case 1:
            if (isUpper(c)) c = static_cast<char>(c + 32);
            break; // lower
        case 2:    // swapcase
            if (isLower(c))
                c = static_cast<char>(c - 32);
            else if (isUpper(c))
                c = static_cast<char>(c + 32);
            break;
        case 3: { // title
            bool cased = isLower(c) || isUpper(c);
            if (previousCased && isUpper(c))
                c = static_cast<char>(c + 32);
            else if (!previousCased && isLower(c))
                c = static_cast<char>(c - 32);
            previousCased = cased;
            break;
        }
        default: // capitalize
            if (i == 0 && isLower(c))
                c = static_cast<char>(c - 32);
            else if (i > 0 && isUpper(c))
                c = static_cast<char>(c + 32);
            break;
        }
    }
    return resultLike(self, out);
}

Ref bytesUpper(Value s, const Value*, size_t n, Tuple* k) {
    return caseMethod(s, n, k, methodName(s, "bytes.upper"), 0);
}
Ref bytesLower(Value s, const Value*, size_t n, Tuple* k) {
    return caseMethod(s, n, k, methodName(s, "bytes.lower"), 1);
}
Ref bytesSwapcase(Value s, const Value*, size_t n, Tuple* k) {
    return caseMethod(s, n, k, methodName(s, "bytes.swapcase"), 2);
}
Ref bytesTitle(Value s, const Value*, size_t n, Tuple* k) {
    return caseMethod(s, n, k, methodName(s, "bytes.title"), 3);
}
Ref bytesCapitalize(Value s, const Value*, size_t n, Tuple* k) {
    return caseMethod(s, n, k, methodName(s, "bytes.capitalize"), 4);
}

Ref classMethod(Value self, size_t nargs, Tuple* kwnames, const char* name, bool (*test)(char)) {
    if (!args::noArgs(name, nargs, kwnames)) return nullptr;
    std::string_view data = viewOf(self);
    if (data.empty()) return boolRef(false);
    for (char c : data) {
        if (!test(c)) return boolRef(false);
    }
    return boolRef(true);
}

bool asciiDigit(char c) {
    return c >= '0' && c <= '9';
}
bool asciiAlpha(char c) {
    return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
}
bool asciiAlnum(char c) {
    return asciiDigit(c) || asciiAlpha(c);
}

Ref bytesIsDigit(Value s, const Value*, size_t n, Tuple* k) {
    return classMethod(s, n, k, methodName(s, "bytes.isdigit"), asciiDigit);
}
Ref bytesIsAlpha(Value s, const Value*, size_t n, Tuple* k) {
    return classMethod(s, n, k, methodName(s, "bytes.isalpha"), asciiAlpha);
}
Ref bytesIsAlnum(Value s, const Value*, size_t n, Tuple* k) {
    return classMethod(s, n, k, methodName(s, "bytes.isalnum"), asciiAlnum);
}
Ref bytesIsSpace(Value s, const Value*, size_t n, Tuple* k) {
    return classMethod(s, n, k, methodName(s, "bytes.isspace"), isAsciiSpace);
}

Ref bytesIsAscii(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs(methodName(self, "bytes.isascii"), nargs, kwnames)) return nullptr;
    for (char c : viewOf(self)) {
        if (static_cast<unsigned char>(c) >= 0x80) return boolRef(false);
    }
    return boolRef(true);
}

Ref caseTest(Value self, size_t nargs, Tuple* kwnames, const char* name, bool upper) {
    if (!args::noArgs(name, nargs, kwnames)) return nullptr;
    bool cased = false;
    for (char c : viewOf(self)) {
        bool isLower = c >= 'a' && c <= 'z';
        bool isUpper = c >= 'A' && c <= 'Z';
        if (upper ? isLower : isUpper) return boolRef(false);
        if (upper ? isUpper : isLower) cased = true;
    }
    return boolRef(cased);
}

Ref bytesIsUpper(Value s, const Value*, size_t n, Tuple* k) {
    return caseTest(s, n, k, methodName(s, "bytes.isupper"), true);
}
Ref bytesIsLower(Value s, const Value*, size_t n, Tuple* k) {
    return caseTest(s, n, k, methodName(s, "bytes.islower"), false);
}

Ref partitionMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames, bool reverse) {
    if (!args::oneArg(methodName(self, reverse ? "bytes.rpartition" : "bytes.partition"), nargs,
                      kwnames))
        return nullptr;
    std::string_view separator;
    if (!bytesLikeData(argv[0], separator)) {
        return raise(gTypeError, "a bytes-like object is required, not '%s'", typeName(argv[0]));
    }
    if (separator.empty()) return raise(gValueError, "empty separator");
    std::string_view data = viewOf(self);
    size_t found = reverse ? data.rfind(separator) : data.find(separator);
    Ref parts[3];
    if (found == std::string_view::npos) {
        parts[reverse ? 2 : 0] = resultLike(self, data);
        parts[1] = resultLike(self, "");
        parts[reverse ? 0 : 2] = resultLike(self, "");
    } else {
        parts[0] = resultLike(self, data.substr(0, found));
        parts[1] = resultLike(self, separator);
        parts[2] = resultLike(self, data.substr(found + separator.size()));
    }
    if (!parts[0] || !parts[1] || !parts[2]) return nullptr;
    Value items[3] = {parts[0].get(), parts[1].get(), parts[2].get()};
    return tupleFromValues(items, 3);
}

Ref bytesPartition(Value s, const Value* a, size_t n, Tuple* k) {
    return partitionMethod(s, a, n, k, false);
}
Ref bytesRPartition(Value s, const Value* a, size_t n, Tuple* k) {
    return partitionMethod(s, a, n, k, true);
}

Ref removeAffix(Value self, const Value* argv, size_t nargs, Tuple* kwnames, bool suffix) {
    if (!args::oneArg(methodName(self, suffix ? "bytes.removesuffix" : "bytes.removeprefix"),
                      nargs, kwnames))
        return nullptr;
    std::string_view affix;
    if (!bytesLikeData(argv[0], affix)) {
        return raise(gTypeError, "a bytes-like object is required, not '%s'", typeName(argv[0]));
    }
    std::string_view data = viewOf(self);
    if (!affix.empty() && affix.size() <= data.size()) {
        if (!suffix && data.substr(0, affix.size()) == affix)
            return resultLike(self, data.substr(affix.size()));
        if (suffix && data.substr(data.size() - affix.size()) == affix) {
            return resultLike(self, data.substr(0, data.size() - affix.size()));
        }
    }
    return resultLike(self, data);
}

Ref bytesRemovePrefix(Value s, const Value* a, size_t n, Tuple* k) {
    return removeAffix(s, a, n, k, false);
}
Ref bytesRemoveSuffix(Value s, const Value* a, size_t n, Tuple* k) {
    return removeAffix(s, a, n, k, true);
}

Ref bytesSplitLines(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"keepends"};
    static const NativeSignature kSignature = {"splitlines", kNames, 1, 0, 1, 0};
    Value bound[1] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    bool keepEnds = false;
    if (!bound[0].isNull()) {
        int truth = truthy(bound[0]);
        if (truth < 0) return nullptr;
        keepEnds = truth != 0;
    }
    std::string_view data = viewOf(self);
    Ref result = listNew();
    if (!result) return nullptr;
    size_t i = 0;
    while (i < data.size()) {
        size_t start = i;
        while (i < data.size() && data[i] != '\n' && data[i] != '\r')
            ++i;
        size_t lineEnd = i;
        if (i < data.size())
            i += (data[i] == '\r' && i + 1 < data.size() && data[i + 1] == '\n') ? 2 : 1;
        Ref item = resultLike(self, data.substr(start, (keepEnds ? i : lineEnd) - start));
        if (!item || !listAppend(asList(result.get()), item.get())) return nullptr;
    }
    return result;
}

Ref justify(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
            char mode) {
    if (!args::positional(name, nargs, kwnames, 1, 2)) return nullptr;
    nargs = callArgCount(nargs);
    int64_t width;
    if (!indexToInt64(argv[0], width, gOverflowError)) return nullptr;
    char fill = ' ';
    if (nargs == 2) {
        std::string_view fillBytes;
        if (!bytesLikeData(argv[1], fillBytes) || fillBytes.size() != 1) {
            return raise(gTypeError, "%s() argument 2 must be a byte string of length 1, not %s",
                         name, typeName(argv[1]));
        }
        fill = fillBytes[0];
    }
    std::string_view data = viewOf(self);
    int64_t margin = width - static_cast<int64_t>(data.size());
    if (margin <= 0) return resultLike(self, data);
    int64_t left = mode == '<' ? 0 : mode == '>' ? margin : margin / 2 + (margin & width & 1);
    if (!allocationAllowed(static_cast<size_t>(width))) return nullptr;
    std::string out(static_cast<size_t>(left), fill);
    out.append(data);
    out.append(static_cast<size_t>(margin - left), fill);
    return resultLike(self, out);
}

Ref bytesLJust(Value s, const Value* a, size_t n, Tuple* k) {
    return justify(s, a, n, k, "ljust", '<');
}
Ref bytesRJust(Value s, const Value* a, size_t n, Tuple* k) {
    return justify(s, a, n, k, "rjust", '>');
}
Ref bytesCenter(Value s, const Value* a, size_t n, Tuple* k) {
    return justify(s, a, n, k, "center", '^');
}

Ref bytesZFill(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg(methodName(self, "bytes.zfill"), nargs, kwnames)) return nullptr;
    int64_t width;
    if (!indexToInt64(argv[0], width, gOverflowError)) return nullptr;
    std::string_view data = viewOf(self);
    int64_t fill = width - static_cast<int64_t>(data.size());
    if (fill <= 0) return resultLike(self, data);
    std::string out;
    size_t start = 0;
    if (!data.empty() && (data[0] == '+' || data[0] == '-')) {
        out += data[0];
        start = 1;
    }
    out.append(static_cast<size_t>(fill), '0');
    out.append(data.substr(start));
    return resultLike(self, out);
}

Ref bytesGetNewArgs(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("bytes.__getnewargs__", nargs, kwnames)) return nullptr;
    Ref copy = bytesFromData(viewOf(self));
    if (!copy) return nullptr;
    Value items[1] = {copy.get()};
    return tupleFromValues(items, 1);
}

Ref bytesDunderBytes(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("bytes.__bytes__", nargs, kwnames)) return nullptr;
    if (isExactType(self, &gBytesType)) return Ref::borrow(self);
    return bytesFromData(viewOf(self));
}

Ref bytesExpandTabs(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"tabsize"};
    static const NativeSignature kSignature = {"expandtabs", kNames, 1, 0, 1, 0};
    Value bound[1] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    int64_t tabSize = 8;
    if (!bound[0].isNull()) {
        if (!isInt(bound[0])) {
            return raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                         typeName(bound[0]));
        }
        if (!indexToInt64(bound[0], tabSize, gOverflowError)) return nullptr;
    }
    std::string out;
    int64_t column = 0;
    for (char c : viewOf(self)) {
        if (c == '\t') {
            if (tabSize > 0) {
                int64_t spaces = tabSize - column % tabSize;
                out.append(static_cast<size_t>(spaces), ' ');
                column += spaces;
            }
        } else {
            out += c;
            column = (c == '\n' || c == '\r') ? 0 : column + 1;
        }
    }
    return resultLike(self, out);
}

Ref bytesIsTitle(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs(methodName(self, "bytes.istitle"), nargs, kwnames)) return nullptr;
    bool cased = false;
    bool previousCased = false;
    for (char c : viewOf(self)) {
        bool upper = c >= 'A' && c <= 'Z';
        bool lower = c >= 'a' && c <= 'z';
        if (upper) {
            if (previousCased) return boolRef(false);
            previousCased = cased = true;
        } else if (lower) {
            if (!previousCased) return boolRef(false);
            previousCased = cased = true;
        } else {
            previousCased = false;
        }
    }
    return boolRef(cased);
}

Ref bytesMakeTrans(Value, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("maketrans", nargs, kwnames, 2, 2)) return nullptr;
    std::string_view from, to;
    for (int k = 0; k < 2; ++k) {
        if (!bytesLikeData(argv[k], k == 0 ? from : to)) {
            return raise(gTypeError, "a bytes-like object is required, not '%s'",
                         typeName(argv[k]));
        }
    }
    if (from.size() != to.size()) {
        return raise(gValueError, "maketrans arguments must have same length");
    }
    std::string table(256, '\0');
    for (int i = 0; i < 256; ++i)
        table[static_cast<size_t>(i)] = static_cast<char>(i);
    for (size_t i = 0; i < from.size(); ++i)
        table[static_cast<unsigned char>(from[i])] = to[i];
    return bytesFromData(table);
}

Ref bytesTranslate(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"", "delete"};
    static const NativeSignature kSignature = {"translate", kNames, 2, 1, 2, 1};
    Value bound[2] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    std::string table;
    if (!bound[0].is(noneValue())) {
        std::string_view view;
        if (!bytesLikeData(bound[0], view)) {
            return raise(gTypeError, "a bytes-like object is required, not '%s'",
                         typeName(bound[0]));
        }
        if (view.size() != 256) {
            return raise(gValueError, "translation table must be 256 characters long");
        }
        table = std::string(view);
    }
    std::string remove;
    if (!bound[1].isNull()) {
        std::string_view view;
        if (!bytesLikeData(bound[1], view)) {
            return raise(gTypeError, "a bytes-like object is required, not '%s'",
                         typeName(bound[1]));
        }
        remove = std::string(view);
    }
    std::string out;
    for (char c : viewOf(self)) {
        if (remove.find(c) != std::string::npos) continue;
        out += table.empty() ? c : table[static_cast<unsigned char>(c)];
    }
    return resultLike(self, out);
}

// ---- bytes % args -----------------------------------------------------------------------

// The bytes that %s / %b insert: a buffer, or the result of __bytes__.
bool percentBytesOf(Value v, std::string& out) {
    std::string_view data;
    if (bytesLikeData(v, data)) {
        out = std::string(data);
        return true;
    }
    Ref method = getAttrOptional(v, internStr("__bytes__"));
    if (method) {
        Ref result = callNoArgs(method.get());
        if (!result) return false;
        if (!isBytes(result.get())) {
            raise(gTypeError, "__bytes__ returned non-bytes (type %s)", typeName(result.get()));
            return false;
        }
        out = std::string(bytesView(asBytes(result.get())));
        return true;
    }
    if (hasPendingException()) return false;
    raise(gTypeError,
          "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'",
          typeName(v));
    return false;
}

} // namespace

// printf-style formatting of bytes. Numeric conversions are delegated to
// str's % (their output is ASCII); %s/%b/%r/%a/%c are handled here.
Ref bytesPercentFormat(std::string_view format, Value args) {
    // As CPython: anything subscriptable except a tuple, bytes, bytearray or
    // str counts as a mapping (so `b'x' % [1]` converts nothing, no error).
    bool isMapping = !isTuple(args) && !isStr(args) && !isBytes(args) && !isByteArray(args) &&
                     typeOf(args)->getitem != nullptr;
    std::vector<Value> positional;
    if (isTuple(args)) {
        Tuple* tuple = asTuple(args);
        positional.assign(tuple->items(), tuple->items() + tuple->size);
    } else {
        positional.push_back(args);
    }
    size_t nextArg = 0;
    bool usedMapping = false;
    auto takeArg = [&](Value& out) {
        if (nextArg >= positional.size()) {
            raise(gTypeError, "not enough arguments for format string");
            return false;
        }
        out = positional[nextArg++];
        return true;
    };
    std::string out;
    size_t i = 0;
    while (i < format.size()) {
        char c = format[i++];
        if (c != '%') {
            out += c;
            continue;
        }
        if (i >= format.size()) return raise(gValueError, "incomplete format");
        Ref keyedValue;
        if (format[i] == '(') {
            if (!isMapping) return raise(gTypeError, "format requires a mapping");
            int depth = 1;
            size_t start = ++i;
            while (i < format.size() && depth > 0) {
                if (format[i] == '(') ++depth;
                if (format[i] == ')') --depth;
                ++i;
            }
            if (depth > 0) return raise(gValueError, "incomplete format key");
            Ref key = bytesFromData(format.substr(start, i - 1 - start));
            if (!key) return nullptr;
            keyedValue = getItem(args, key.get());
            if (!keyedValue) return nullptr;
            usedMapping = true;
        }
        std::string flags;
        while (i < format.size() && std::strchr("-+ #0", format[i]) != nullptr)
            flags += format[i++];
        std::string width, precision;
        bool hasPrecision = false;
        auto readNumber = [&](std::string& into) {
            if (i < format.size() && format[i] == '*') {
                ++i;
                Value v;
                if (!takeArg(v)) return false;
                if (!isInt(v)) {
                    raise(gTypeError, "* wants int");
                    return false;
                }
                int64_t n;
                if (!intToInt64(v, n)) return false;
                into = std::to_string(n);
                return true;
            }
            while (i < format.size() && format[i] >= '0' && format[i] <= '9')
                into += format[i++];
            return true;
        };
        if (!readNumber(width)) return nullptr;
        if (i < format.size() && format[i] == '.') {
            ++i;
            hasPrecision = true;
            if (!readNumber(precision)) return nullptr;
        }
        while (i < format.size() && (format[i] == 'l' || format[i] == 'h' || format[i] == 'L'))
            ++i;
        if (i >= format.size()) return raise(gValueError, "incomplete format");
        char type = format[i++];
        if (type == '%') {
            out += '%';
            continue;
        }
        Value arg;
        if (keyedValue) {
            arg = keyedValue.get();
        } else if (!takeArg(arg)) {
            return nullptr;
        }
        if (width.size() > 0 && width[0] == '-') {
            flags += '-';
            width.erase(0, 1);
        }
        std::string piece;
        switch (type) {
        case 's':
        case 'b':
        case 'r':
        case 'a':
        case 'c': {
            if (type == 's' || type == 'b') {
                if (!percentBytesOf(arg, piece)) return nullptr;
            } else if (type == 'c') {
                std::string_view one;
                if (isInt(arg)) {
                    int64_t value;
                    if (!intToInt64(arg, value) || value < 0 || value > 255) {
                        return raise(gOverflowError, "%%c arg not in range(256)");
                    }
                    piece = std::string(1, static_cast<char>(value));
                } else if ((isBytes(arg) || isByteArray(arg)) && bytesLikeData(arg, one) &&
                           one.size() == 1) {
                    piece = std::string(one);
                } else {
                    return raise(gTypeError,
                                 "%%c requires an integer in range(256) or a single byte");
                }
            } else {
                Ref text = ascii(arg);
                if (!text) return nullptr;
                piece = std::string(strUtf8(asStr(text.get())));
            }
            if (hasPrecision && type != 'c') {
                size_t limit = precision.empty() ? 0 : std::stoul(precision);
                if (piece.size() > limit) piece.resize(limit);
            }
            size_t padTo = width.empty() ? 0 : std::stoul(width);
            if (piece.size() < padTo) {
                std::string pad(padTo - piece.size(), ' ');
                piece = flags.find('-') != std::string::npos ? piece + pad : pad + piece;
            }
            break;
        }
        case 'd':
        case 'i':
        case 'u':
        case 'o':
        case 'x':
        case 'X':
        case 'e':
        case 'E':
        case 'f':
        case 'F':
        case 'g':
        case 'G': {
            std::string spec = "%" + flags + width + (hasPrecision ? "." + precision : "") + type;
            Ref specText = strFromAscii(spec);
            if (!specText) return nullptr;
            Value one[1] = {arg};
            Ref tuple = tupleFromValues(one, 1);
            if (!tuple) return nullptr;
            Ref text = strPercentFormat(asStr(specText.get()), tuple.get());
            if (!text) return nullptr;
            piece = std::string(strUtf8(asStr(text.get())));
            break;
        }
        default:
            return raise(gValueError,
                         "unsupported format character '%c' (0x%x) at index %lld", type,
                         static_cast<unsigned>(static_cast<unsigned char>(type)),
                         static_cast<long long>(i - 1));
        }
        out += piece;
    }
    if (nextArg < positional.size() && !usedMapping && !isMapping) {
        return raise(gTypeError, "not all arguments converted during bytes formatting");
    }
    return bytesFromData(out);
}

namespace {

Ref bytesModSlot(Value left, Value right) {
    if (!isBytes(left) && !isByteArray(left)) return notImplementedRef();
    Ref result = bytesPercentFormat(viewOf(left), right);
    if (!result || !isByteArray(left)) return result;
    return byteArrayFromData(bytesView(asBytes(result.get())));
}

const MethodDef kBytesMethods[] = {
    {"decode", bytesDecodeMethod, kMethodInstance,
     "Decode the bytes using the codec registered for encoding."},
    {"hex", bytesHex, kMethodInstance,
     "Create a string of hexadecimal numbers from a bytes object."},
    {"fromhex", bytesFromHex, kMethodClass,
     "Create a bytes object from a string of hexadecimal numbers."},
    {"count", bytesCount, kMethodInstance, nullptr},
    {"find", bytesFind, kMethodInstance, nullptr},
    {"rfind", bytesRFind, kMethodInstance, nullptr},
    {"index", bytesIndex, kMethodInstance, nullptr},
    {"rindex", bytesRIndex, kMethodInstance, nullptr},
    {"startswith", bytesStartsWith, kMethodInstance, nullptr},
    {"endswith", bytesEndsWith, kMethodInstance, nullptr},
    {"join", bytesJoin, kMethodInstance, nullptr},
    {"split", bytesSplit, kMethodInstance, nullptr},
    {"rsplit", bytesRSplit, kMethodInstance, nullptr},
    {"strip", bytesStrip, kMethodInstance, nullptr},
    {"lstrip", bytesLStrip, kMethodInstance, nullptr},
    {"rstrip", bytesRStrip, kMethodInstance, nullptr},
    {"replace", bytesReplace, kMethodInstance, nullptr},
    {"upper", bytesUpper, kMethodInstance, nullptr},
    {"lower", bytesLower, kMethodInstance, nullptr},
    {"swapcase", bytesSwapcase, kMethodInstance, nullptr},
    {"title", bytesTitle, kMethodInstance, nullptr},
    {"capitalize", bytesCapitalize, kMethodInstance, nullptr},
    {"isdigit", bytesIsDigit, kMethodInstance, nullptr},
    {"isalpha", bytesIsAlpha, kMethodInstance, nullptr},
    {"isalnum", bytesIsAlnum, kMethodInstance, nullptr},
    {"isspace", bytesIsSpace, kMethodInstance, nullptr},
    {"isascii", bytesIsAscii, kMethodInstance, nullptr},
    {"isupper", bytesIsUpper, kMethodInstance, nullptr},
    {"islower", bytesIsLower, kMethodInstance, nullptr},
    {"partition", bytesPartition, kMethodInstance, nullptr},
    {"rpartition", bytesRPartition, kMethodInstance, nullptr},
    {"removeprefix", bytesRemovePrefix, kMethodInstance, nullptr},
    {"removesuffix", bytesRemoveSuffix, kMethodInstance, nullptr},
    {"splitlines", bytesSplitLines, kMethodInstance, nullptr},
    {"ljust", bytesLJust, kMethodInstance, nullptr},
    {"rjust", bytesRJust, kMethodInstance, nullptr},
    {"center", bytesCenter, kMethodInstance, nullptr},
    {"zfill", bytesZFill, kMethodInstance, nullptr},
    {"expandtabs", bytesExpandTabs, kMethodInstance, nullptr},
    {"istitle", bytesIsTitle, kMethodInstance, nullptr},
    {"maketrans", bytesMakeTrans, kMethodStatic,
     "Return a translation table usable for the bytes or bytearray translate method."},
    {"translate", bytesTranslate, kMethodInstance, nullptr},
    // The methods above are shared with bytearray (bytesSharedMethods); the
    // ones below are bytes' own.
    {"__getnewargs__", bytesGetNewArgs, kMethodInstance, nullptr},
    {"__bytes__", bytesDunderBytes, kMethodInstance, "Convert this value to exact type bytes."},
    {"__buffer__", bufferDunder, kMethodInstance,
     "Return a buffer object that exposes the underlying memory of the object."},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

const MethodDef* bytesSharedMethods() {
    return kBytesMethods;
}

bool readyBytesType() {
    Type* type = &gBytesType;
    type->newFn = bytesNew;
    type->dealloc = bytesDealloc;
    type->repr = bytesRepr;
    type->hash = bytesHash;
    type->compare = bytesCompare;
    type->iter = byteSequenceIter;
    type->length = bytesLength;
    type->getitem = bytesGetItem;
    type->contains = bytesContains;
    type->binary[static_cast<size_t>(BinaryOp::Add)] = byteSequenceAdd;
    type->binary[static_cast<size_t>(BinaryOp::Mul)] = byteSequenceMul;
    type->binary[static_cast<size_t>(BinaryOp::Mod)] = bytesModSlot;
    typeAddMethods(type, kBytesMethods);
    if (!typeReady(type)) return false;
    gBytesIteratorType.iter = iteratorSelf;
    gBytesIteratorType.next = bytesIteratorNext;
    gBytesIteratorType.dealloc = bytesIteratorDealloc;
    if (!typeReady(&gBytesIteratorType)) return false;
    gByteArrayIteratorType.iter = iteratorSelf;
    gByteArrayIteratorType.next = bytesIteratorNext;
    gByteArrayIteratorType.dealloc = bytesIteratorDealloc;
    return typeReady(&gByteArrayIteratorType);
}

} // namespace taipan
