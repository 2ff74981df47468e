// The buffer protocol's registry (objects/buffer.h), the native item
// conversions shared by memoryview, struct and array, and memoryview.
//
// Invariants:
//  - A live memoryview holds one acquired buffer of its exporter (`base`),
//    so the exporter cannot resize while the view exists; release() (or the
//    end of a with block, or deallocation) gives it back exactly once.
//  - `data`, `count`, `itemSize` and `stride` describe a one-dimensional
//    view inside base's memory; slicing makes a new view that acquires the
//    exporter's buffer again.
#include "objects/buffer.h"

#include "objects/bytes.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <cstring>
#include <string>
#include <vector>

namespace taipan {

// ---- The registry -------------------------------------------------------------------

namespace {

struct Exporter {
    Type* type;
    BufferGetFn get;
    BufferReleaseFn release;
};

std::vector<Exporter>& exporters() {
    static std::vector<Exporter> table;
    return table;
}

const Exporter* exporterFor(Value v) {
    if (!v.isObject()) return nullptr;
    for (const Exporter& entry : exporters()) {
        if (isInstance(v, entry.type)) return &entry;
    }
    return nullptr;
}

bool bytesGetBuffer(Value exporter, BufferView& view) {
    Bytes* bytes = asBytes(exporter);
    view.data = bytes->data();
    view.length = bytes->size;
    view.readonly = true;
    return true;
}

} // namespace

void registerBufferExporter(Type* type, BufferGetFn get, BufferReleaseFn release) {
    exporters().push_back({type, get, release});
}

bool hasBuffer(Value v) {
    return isBytes(v) || exporterFor(v) != nullptr;
}

bool getBuffer(Value v, BufferView& view, bool writable) {
    view = BufferView();
    const Exporter* entry = isBytes(v) ? nullptr : exporterFor(v);
    if (isBytes(v)) {
        if (!bytesGetBuffer(v, view)) return false;
    } else if (entry == nullptr) {
        raise(gTypeError, "a bytes-like object is required, not '%s'", typeName(v));
        return false;
    } else if (!entry->get(v, view)) {
        return false;
    }
    incref(v);
    view.owner = v.object();
    if (writable && view.readonly) {
        releaseBuffer(view);
        raise(gTypeError, "argument must be read-write bytes-like object, not %s", typeName(v));
        return false;
    }
    return true;
}

void releaseBuffer(BufferView& view) {
    if (view.owner == nullptr) return;
    Value owner = Value::fromObject(view.owner);
    view.owner = nullptr;
    if (const Exporter* entry = exporterFor(owner); entry != nullptr && !isBytes(owner)) {
        entry->release(owner);
    }
    decref(owner);
}

// ---- Native items ---------------------------------------------------------------------

int64_t nativeItemSize(char format) {
    switch (format) {
    case 'c':
    case 'b':
    case 'B':
    case '?':
        return 1;
    case 'h':
    case 'H':
        return sizeof(short);
    case 'i':
    case 'I':
        return sizeof(int);
    case 'l':
    case 'L':
        return sizeof(long);
    case 'q':
    case 'Q':
        return sizeof(long long);
    case 'n':
    case 'N':
        return sizeof(size_t);
    case 'f':
        return sizeof(float);
    case 'd':
        return sizeof(double);
    case 'P':
        return sizeof(void*);
    default:
        return 0;
    }
}

namespace {

template <typename T> T loadAs(const char* data) {
    T value;
    std::memcpy(&value, data, sizeof(T));
    return value;
}
template <typename T> void storeAs(char* data, T value) {
    std::memcpy(data, &value, sizeof(T));
}

} // namespace

Ref readNativeItem(char format, const char* data) {
    switch (format) {
    case 'c':
        return bytesFromData(std::string_view(data, 1));
    case 'b':
        return Ref::fromSmallInt(loadAs<signed char>(data));
    case 'B':
        return Ref::fromSmallInt(loadAs<unsigned char>(data));
    case '?':
        return boolRef(loadAs<unsigned char>(data) != 0);
    case 'h':
        return Ref::fromSmallInt(loadAs<short>(data));
    case 'H':
        return Ref::fromSmallInt(loadAs<unsigned short>(data));
    case 'i':
        return Ref::fromSmallInt(loadAs<int>(data));
    case 'I':
        return Ref::fromSmallInt(loadAs<unsigned int>(data));
    case 'l':
        return intFromInt64(loadAs<long>(data));
    case 'L':
        return intFromUint64(loadAs<unsigned long>(data));
    case 'q':
        return intFromInt64(loadAs<long long>(data));
    case 'Q':
        return intFromUint64(loadAs<unsigned long long>(data));
    case 'n':
        return intFromInt64(loadAs<ssize_t>(data));
    case 'N':
    case 'P':
        return intFromUint64(loadAs<size_t>(data));
    case 'f':
        return floatFromDouble(loadAs<float>(data));
    case 'd':
        return floatFromDouble(loadAs<double>(data));
    default:
        return raise(gNotImplementedError, "memoryview: format %c not supported", format);
    }
}

bool writeNativeItem(char format, char* data, Value value, bool& rangeError) {
    rangeError = false;
    if (format == 'f' || format == 'd') {
        double d;
        if (isFloat(value)) {
            d = floatValue(value);
        } else if (isInt(value)) {
            Ref f = call(Value::fromObject(&gFloatType), &value, 1);
            if (!f) return false;
            d = floatValue(f.get());
        } else {
            raise(gTypeError, "must be real number, not %s", typeName(value));
            return false;
        }
        if (format == 'f') {
            storeAs<float>(data, static_cast<float>(d));
        } else {
            storeAs<double>(data, d);
        }
        return true;
    }
    if (format == 'c') {
        std::string_view one;
        if (!bytesLikeData(value, one) || one.size() != 1 || isInt(value)) {
            raise(gTypeError, "char format requires a bytes object of length 1");
            return false;
        }
        data[0] = one[0];
        return true;
    }
    if (format == '?') {
        int truth = truthy(value);
        if (truth < 0) return false;
        data[0] = static_cast<char>(truth);
        return true;
    }
    if (!isInt(value) && (value.isSmallInt() || typeOf(value)->index == nullptr)) {
        raise(gTypeError, "required argument is not an integer");
        return false;
    }
    Ref index = toIndex(value);
    if (!index) return false;
    bool isUnsigned = format == 'B' || format == 'H' || format == 'I' || format == 'L' ||
                      format == 'Q' || format == 'N' || format == 'P';
    int64_t size = nativeItemSize(format);
    if (size == 0) {
        raise(gNotImplementedError, "memoryview: format %c not supported", format);
        return false;
    }
    uint64_t bits = 0;
    if (isUnsigned) {
        if (intSign(index.get()) < 0) {
            rangeError = true;
        } else {
            Ref limit = intFromUint64(UINT64_MAX);
            if (!limit) return false;
            int over = compareBool(index.get(), limit.get(), CompareOp::Gt);
            if (over < 0) return false;
            if (over) {
                rangeError = true;
            } else {
                mpz_t big;
                mpz_init(big);
                intToMpz(index.get(), big);
                bits = mpz_get_ui(big);
                mpz_clear(big);
                if (size < 8 && bits >= (uint64_t(1) << (size * 8))) rangeError = true;
            }
        }
    } else {
        int64_t v;
        if (!intToInt64(index.get(), v)) {
            clearPendingException();
            rangeError = true;
        } else {
            int64_t low = size < 8 ? -(int64_t(1) << (size * 8 - 1)) : INT64_MIN;
            int64_t high = size < 8 ? (int64_t(1) << (size * 8 - 1)) - 1 : INT64_MAX;
            if (v < low || v > high) rangeError = true;
            bits = static_cast<uint64_t>(v);
        }
    }
    if (rangeError) {
        raise(gOverflowError, "value out of range");
        return false;
    }
    switch (size) {
    case 1:
        data[0] = static_cast<char>(bits);
        break;
    case 2:
        storeAs<uint16_t>(data, static_cast<uint16_t>(bits));
        break;
    case 4:
        storeAs<uint32_t>(data, static_cast<uint32_t>(bits));
        break;
    default:
        storeAs<uint64_t>(data, bits);
        break;
    }
    return true;
}

// ---- memoryview -----------------------------------------------------------------------

namespace {

struct MemoryView : Object {
    BufferView base; // the exporter's acquired buffer; base.owner null once released
    char* data;      // the first item
    int64_t count;   // items
    int64_t itemSize;
    int64_t stride; // bytes from one item to the next (negative for reversed slices)
    const char* format;
    bool readonly;
    int64_t hash; // -1 until computed
};

MemoryView* asView(Value v) {
    return static_cast<MemoryView*>(v.object());
}

bool checkLive(MemoryView* view) {
    if (view->base.owner == nullptr) {
        raise(gValueError, "operation forbidden on released memoryview object");
        return false;
    }
    return true;
}

// The static format string for a format character.
// The format string for a format character, with or without the '@'
// prefix the caller gave (memoryview.format shows it as given).
const char* formatString(char c, bool withAt) {
    static const char kFormats[] = "cbB?hHiIlLqQnNfdP";
    const char* at = std::strchr(kFormats, c);
    static const char* const kStrings[] = {"c", "b", "B", "?", "h", "H", "i", "I", "l",
                                           "L", "q", "Q", "n", "N", "f", "d", "P"};
    static const char* const kAtStrings[] = {"@c", "@b", "@B", "@?", "@h", "@H", "@i", "@I", "@l",
                                             "@L", "@q", "@Q", "@n", "@N", "@f", "@d", "@P"};
    if (at == nullptr || c == '\0') return nullptr;
    return withAt ? kAtStrings[at - kFormats] : kStrings[at - kFormats];
}

// The item code of a format string ("B" or "@B").
char codeOf(const char* format) {
    return format[std::strlen(format) - 1];
}

Ref viewFromBase(Type* type, BufferView&& base, char* data, int64_t count, int64_t itemSize,
                 int64_t stride, const char* format, bool readonly) {
    Object* object = allocateObject(type);
    if (object == nullptr) {
        releaseBuffer(base);
        return nullptr;
    }
    MemoryView* view = static_cast<MemoryView*>(object);
    view->base = base;
    base.owner = nullptr;
    view->data = data;
    view->count = count;
    view->itemSize = itemSize;
    view->stride = stride;
    view->format = format;
    view->readonly = readonly;
    view->hash = -1;
    return Ref::steal(Value::fromObject(view));
}

// A new view of the same exporter (acquiring its buffer again).
Ref derivedView(MemoryView* source, char* data, int64_t count, int64_t itemSize, int64_t stride,
                const char* format, bool readonly) {
    BufferView base;
    if (!getBuffer(Value::fromObject(source->base.owner), base)) return nullptr;
    return viewFromBase(&gMemoryViewType, std::move(base), data, count, itemSize, stride, format,
                        readonly);
}

std::string gather(MemoryView* view) {
    std::string out;
    out.reserve(static_cast<size_t>(view->count * view->itemSize));
    for (int64_t i = 0; i < view->count; ++i)
        out.append(view->data + i * view->stride, static_cast<size_t>(view->itemSize));
    return out;
}

Ref memoryViewNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"object"};
    static const NativeSignature kSignature = {"memoryview", kNames, 1, 0, 1, 1};
    Value bound[1] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value source = bound[0];
    if (isInstance(source, &gMemoryViewType)) {
        MemoryView* other = asView(source);
        if (!checkLive(other)) return nullptr;
        return derivedView(other, other->data, other->count, other->itemSize, other->stride,
                           other->format, other->readonly);
    }
    if (!hasBuffer(source)) {
        return raise(gTypeError, "memoryview: a bytes-like object is required, not '%s'",
                     typeName(source));
    }
    BufferView base;
    if (!getBuffer(source, base)) return nullptr;
    char* data = base.data;
    int64_t itemSize = base.itemSize;
    int64_t count = itemSize == 0 ? 0 : base.length / itemSize;
    const char* format = base.format;
    bool readonly = base.readonly;
    return viewFromBase(type, std::move(base), data, count, itemSize, itemSize, format, readonly);
}

void memoryViewDealloc(Object* self) {
    releaseBuffer(static_cast<MemoryView*>(self)->base);
    freeObjectMemory(self);
}

Ref memoryViewRepr(Value self) {
    char text[64];
    std::snprintf(text, sizeof(text), "<%smemory at %p>",
                  asView(self)->base.owner == nullptr ? "released " : "",
                  static_cast<void*>(self.object()));
    return strFromAscii(text);
}

bool memoryViewLength(Value self, int64_t& length) {
    if (!checkLive(asView(self))) return false;
    length = asView(self)->count;
    return true;
}

Ref memoryViewGetItem(Value self, Value key) {
    MemoryView* view = asView(self);
    if (!checkLive(view)) return nullptr;
    if (key.isObject() && typeOf(key) == &gSliceType) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), view->count, start, stop, step,
                          count)) {
            return nullptr;
        }
        return derivedView(view, view->data + start * view->stride, count, view->itemSize,
                           view->stride * step, view->format, view->readonly);
    }
    if (isTuple(key)) {
        if (asTuple(key)->size == 0) return Ref::borrow(self);
        return raise(gNotImplementedError, "multi-dimensional sub-views are not implemented");
    }
    if (!isInt(key) && (key.isSmallInt() || typeOf(key)->index == nullptr)) {
        return raise(gTypeError, "memoryview: invalid slice key");
    }
    int64_t index;
    if (!indexToInt64(key, index, gIndexError)) return nullptr;
    if (index < 0) index += view->count;
    if (index < 0 || index >= view->count) {
        return raise(gIndexError, "index out of bounds on dimension 1");
    }
    return readNativeItem(codeOf(view->format), view->data + index * view->stride);
}

bool storeItem(MemoryView* view, char* at, Value value) {
    bool rangeError = false;
    if (codeOf(view->format) == 'c' && isBytes(value) && asBytes(value)->size != 1) {
        raise(gValueError, "memoryview: invalid value for format '%s'", view->format);
        return false;
    }
    if (writeNativeItem(codeOf(view->format), at, value, rangeError)) return true;
    if (pendingExceptionMatches(gTypeError) || rangeError) {
        bool typeError = !rangeError;
        clearPendingException();
        raise(typeError ? gTypeError : gValueError, "memoryview: invalid %s for format '%s'",
              typeError ? "type" : "value", view->format);
    }
    return false;
}

bool memoryViewSetItem(Value self, Value key, Value value) {
    MemoryView* view = asView(self);
    if (!checkLive(view)) return false;
    if (view->readonly) {
        raise(gTypeError, "cannot modify read-only memory");
        return false;
    }
    if (value.isNull()) {
        raise(gTypeError, "cannot delete memory");
        return false;
    }
    if (key.isObject() && typeOf(key) == &gSliceType) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), view->count, start, stop, step,
                          count)) {
            return false;
        }
        BufferGuard source;
        if (!getBuffer(value, source.view)) return false;
        if (std::strcmp(source.view.format, view->format) != 0 ||
            source.view.itemSize != view->itemSize) {
            raise(gValueError,
                  "memoryview assignment: lvalue and rvalue have different structures");
            return false;
        }
        if (source.view.length != count * view->itemSize) {
            raise(gValueError,
                  "memoryview assignment: lvalue and rvalue have different structures");
            return false;
        }
        std::string copy(source.bytes());
        for (int64_t i = 0; i < count; ++i) {
            std::memcpy(view->data + (start + i * step) * view->stride,
                        copy.data() + i * view->itemSize, static_cast<size_t>(view->itemSize));
        }
        return true;
    }
    if (!isInt(key) && (key.isSmallInt() || typeOf(key)->index == nullptr)) {
        raise(gTypeError, "memoryview: invalid slice key");
        return false;
    }
    int64_t index;
    if (!indexToInt64(key, index, gIndexError)) return false;
    if (index < 0) index += view->count;
    if (index < 0 || index >= view->count) {
        raise(gIndexError, "index out of bounds on dimension 1");
        return false;
    }
    return storeItem(view, view->data + index * view->stride, value);
}

Ref viewToList(MemoryView* view) {
    Ref list = listNew();
    if (!list) return nullptr;
    for (int64_t i = 0; i < view->count; ++i) {
        Ref item = readNativeItem(codeOf(view->format), view->data + i * view->stride);
        if (!item || !listAppend(asList(list.get()), item.get())) return nullptr;
    }
    return list;
}

Ref memoryViewCompare(Value left, Value right, CompareOp op) {
    if (op != CompareOp::Eq && op != CompareOp::Ne) return notImplementedRef();
    Value self = isInstance(left, &gMemoryViewType) ? left : right;
    Value other = self.is(left) ? right : left;
    MemoryView* view = asView(self);
    bool equal;
    if (self.is(other)) {
        equal = true;
    } else if (view->base.owner == nullptr ||
               (isInstance(other, &gMemoryViewType) && asView(other)->base.owner == nullptr)) {
        equal = false;
    } else if (!hasBuffer(other)) {
        return notImplementedRef();
    } else {
        Ref mine = viewToList(view);
        if (!mine) return nullptr;
        Ref theirs;
        if (isInstance(other, &gMemoryViewType)) {
            theirs = viewToList(asView(other));
        } else {
            BufferGuard guard;
            if (!getBuffer(other, guard.view)) return nullptr;
            MemoryView temporary{};
            temporary.data = guard.view.data;
            temporary.itemSize = guard.view.itemSize;
            temporary.stride = guard.view.itemSize;
            temporary.count = guard.view.length / guard.view.itemSize;
            temporary.format = guard.view.format;
            theirs = viewToList(&temporary);
        }
        if (!theirs) return nullptr;
        int result = compareBool(mine.get(), theirs.get(), CompareOp::Eq);
        if (result < 0) return nullptr;
        equal = result != 0;
    }
    return boolRef(op == CompareOp::Eq ? equal : !equal);
}

bool memoryViewHash(Value self, int64_t& hash) {
    MemoryView* view = asView(self);
    if (view->hash != -1) {
        hash = view->hash;
        return true;
    }
    if (!checkLive(view)) return false;
    if (!view->readonly) {
        raise(gValueError, "cannot hash writable memoryview object");
        return false;
    }
    std::string data = gather(view);
    Ref bytes = bytesFromData(data);
    if (!bytes || !hashValue(bytes.get(), hash)) return false;
    view->hash = hash;
    return true;
}

Ref memoryViewIter(Value self) {
    MemoryView* view = asView(self);
    if (!checkLive(view)) return nullptr;
    Ref list = viewToList(view);
    if (!list) return nullptr;
    return getIter(list.get());
}

bool memoryViewGetBuffer(Value exporter, BufferView& out) {
    MemoryView* view = asView(exporter);
    if (!checkLive(view)) return false;
    if (view->stride != view->itemSize && view->count > 1) {
        raise(gBufferError, "memoryview: underlying buffer is not C-contiguous");
        return false;
    }
    out.data = view->data;
    out.length = view->count * view->itemSize;
    out.itemSize = view->itemSize;
    out.format = view->format;
    out.readonly = view->readonly;
    // Pin the exporter underneath, so it cannot resize while this is held.
    if (const Exporter* entry = exporterFor(Value::fromObject(view->base.owner))) {
        BufferView again;
        if (!entry->get(Value::fromObject(view->base.owner), again)) return false;
    }
    return true;
}

void memoryViewReleaseBuffer(Value exporter) {
    MemoryView* view = asView(exporter);
    if (view->base.owner == nullptr) return;
    Value owner = Value::fromObject(view->base.owner);
    if (const Exporter* entry = exporterFor(owner)) entry->release(owner);
}

// ---- Methods ----------------------------------------------------------------------------

Ref memoryViewToBytes(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"order"};
    static const NativeSignature kSignature = {"tobytes", kNames, 1, 0, 1, 0};
    Value bound[1] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    if (!checkLive(asView(self))) return nullptr;
    return bytesFromData(gather(asView(self)));
}

Ref memoryViewToList(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("memoryview.tolist", nargs, kwnames)) return nullptr;
    if (!checkLive(asView(self))) return nullptr;
    return viewToList(asView(self));
}

Ref memoryViewHex(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!checkLive(asView(self))) return nullptr;
    Ref bytes = bytesFromData(gather(asView(self)));
    if (!bytes) return nullptr;
    Ref method = getAttr(bytes.get(), internStr("hex"));
    if (!method) return nullptr;
    return call(method.get(), argv, callArgCount(nargs), kwnames);
}

Ref memoryViewRelease(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("memoryview.release", nargs, kwnames)) return nullptr;
    releaseBuffer(asView(self)->base);
    return noneRef();
}

Ref memoryViewEnter(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("memoryview.__enter__", nargs, kwnames)) return nullptr;
    if (!checkLive(asView(self))) return nullptr;
    return Ref::borrow(self);
}

Ref memoryViewExit(Value self, const Value*, size_t, Tuple*) {
    releaseBuffer(asView(self)->base);
    return noneRef();
}

Ref memoryViewToReadOnly(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("memoryview.toreadonly", nargs, kwnames)) return nullptr;
    MemoryView* view = asView(self);
    if (!checkLive(view)) return nullptr;
    return derivedView(view, view->data, view->count, view->itemSize, view->stride, view->format,
                       true);
}

Ref memoryViewCast(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"format", "shape"};
    static const NativeSignature kSignature = {"cast", kNames, 2, 0, 2, 1};
    Value bound[2] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    MemoryView* view = asView(self);
    if (!checkLive(view)) return nullptr;
    if (!isStr(bound[0])) {
        return raise(gTypeError, "cast() argument 'format' must be str, not %s",
                     typeName(bound[0]));
    }
    std::string_view text = strUtf8(asStr(bound[0]));
    bool withAt = !text.empty() && text[0] == '@';
    if (withAt) text.remove_prefix(1);
    const char* format = text.size() == 1 ? formatString(text[0], withAt) : nullptr;
    if (format == nullptr) {
        return raise(gValueError,
                     "memoryview: destination format must be a native single character format "
                     "prefixed with an optional '@'");
    }
    if (view->stride != view->itemSize && view->count > 1) {
        return raise(gTypeError, "memoryview: casts are restricted to C-contiguous views");
    }
    auto isByteFormat = [](const char* f) {
        char c = codeOf(f);
        return c == 'B' || c == 'b' || c == 'c';
    };
    if (!isByteFormat(format) && !isByteFormat(view->format)) {
        return raise(gTypeError, "memoryview: cannot cast between two non-byte formats");
    }
    int64_t itemSize = nativeItemSize(codeOf(format));
    int64_t bytes = view->count * view->itemSize;
    if (bytes % itemSize != 0) {
        return raise(gTypeError, "memoryview: length is not a multiple of itemsize");
    }
    int64_t count = bytes / itemSize;
    if (!bound[1].isNull()) {
        Ref shape = tupleFromIterable(bound[1]);
        if (!shape) return nullptr;
        Tuple* dims = asTuple(shape.get());
        if (dims->size != 1) {
            return raise(gNotImplementedError,
                         "memoryview: multi-dimensional casts are not supported");
        }
        int64_t n;
        if (!indexToInt64(dims->items()[0], n, gOverflowError)) return nullptr;
        if (n != count) {
            return raise(gTypeError, "memoryview: product(shape) * itemsize != buffer size");
        }
    }
    return derivedView(view, view->data, count, itemSize, itemSize, format, view->readonly);
}

Ref viewObj(Value self) {
    MemoryView* view = asView(self);
    if (!checkLive(view)) return nullptr;
    return Ref::borrow(Value::fromObject(view->base.owner));
}
Ref viewNBytes(Value self) {
    if (!checkLive(asView(self))) return nullptr;
    return Ref::fromSmallInt(asView(self)->count * asView(self)->itemSize);
}
Ref viewReadOnly(Value self) {
    if (!checkLive(asView(self))) return nullptr;
    return boolRef(asView(self)->readonly);
}
Ref viewItemSize(Value self) {
    if (!checkLive(asView(self))) return nullptr;
    return Ref::fromSmallInt(asView(self)->itemSize);
}
Ref viewFormat(Value self) {
    if (!checkLive(asView(self))) return nullptr;
    return strFromAscii(asView(self)->format);
}
Ref viewNDim(Value self) {
    if (!checkLive(asView(self))) return nullptr;
    return Ref::fromSmallInt(1);
}
Ref viewShape(Value self) {
    if (!checkLive(asView(self))) return nullptr;
    Value item = Value::fromSmallInt(asView(self)->count);
    return tupleFromValues(&item, 1);
}
Ref viewStrides(Value self) {
    if (!checkLive(asView(self))) return nullptr;
    Value item = Value::fromSmallInt(asView(self)->stride);
    return tupleFromValues(&item, 1);
}
Ref viewSubOffsets(Value self) {
    if (!checkLive(asView(self))) return nullptr;
    return emptyTuple();
}
Ref viewContiguous(Value self) {
    MemoryView* view = asView(self);
    if (!checkLive(view)) return nullptr;
    return boolRef(view->count <= 1 || view->stride == view->itemSize);
}

const MethodDef kMemoryViewMethods[] = {
    {"tobytes", memoryViewToBytes, kMethodInstance,
     "Return the data in the buffer as a byte string."},
    {"tolist", memoryViewToList, kMethodInstance,
     "Return the data in the buffer as a list of elements."},
    {"hex", memoryViewHex, kMethodInstance, nullptr},
    {"release", memoryViewRelease, kMethodInstance,
     "Release the underlying buffer exposed by the memoryview object."},
    {"toreadonly", memoryViewToReadOnly, kMethodInstance, nullptr},
    {"cast", memoryViewCast, kMethodInstance, "Cast a memoryview to a new format or shape."},
    {"__enter__", memoryViewEnter, kMethodInstance, nullptr},
    {"__exit__", memoryViewExit, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kMemoryViewGetSets[] = {
    {"obj", viewObj, nullptr, "The underlying object of the memoryview."},
    {"nbytes", viewNBytes, nullptr, nullptr},
    {"readonly", viewReadOnly, nullptr, nullptr},
    {"itemsize", viewItemSize, nullptr, nullptr},
    {"format", viewFormat, nullptr, nullptr},
    {"ndim", viewNDim, nullptr, nullptr},
    {"shape", viewShape, nullptr, nullptr},
    {"strides", viewStrides, nullptr, nullptr},
    {"suboffsets", viewSubOffsets, nullptr, nullptr},
    {"c_contiguous", viewContiguous, nullptr, nullptr},
    {"f_contiguous", viewContiguous, nullptr, nullptr},
    {"contiguous", viewContiguous, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

} // namespace

Ref bufferDunder(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (args::keywordCount(kwnames) > 0) {
        return raise(gTypeError, "__buffer__() takes no keyword arguments");
    }
    if (callArgCount(nargs) != 1) {
        return raise(gTypeError, " expected 1 argument, got %zu", callArgCount(nargs));
    }
    if (!isInt(args[0]) && (args[0].isSmallInt() || typeOf(args[0])->index == nullptr)) {
        return raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                     typeName(args[0]));
    }
    return call(Value::fromObject(&gMemoryViewType), &self, 1);
}

Ref releaseBufferDunder(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("__release_buffer__", nargs, kwnames)) return nullptr;
    if (!isInstance(args[0], &gMemoryViewType)) {
        return raise(gTypeError, "__release_buffer__ argument must be a memoryview, not %s",
                     typeName(args[0]));
    }
    releaseBuffer(asView(args[0])->base);
    return noneRef();
}

namespace {

const MethodDef kBufferDunders[] = {
    {"__buffer__", bufferDunder, kMethodInstance,
     "Return a buffer object that exposes the underlying memory of the object."},
    {"__release_buffer__", releaseBufferDunder, kMethodInstance,
     "Release the buffer object that exposes the underlying memory of the object."},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

Type gMemoryViewType = staticType("memoryview", sizeof(MemoryView), 0, kTypeSequence);

bool readyByteArrayType();

bool readyBufferTypes() {
    if ((gMemoryViewType.flags & kTypeReady) != 0) return true; // idempotent
    typeAddMethods(&gByteArrayType, kBufferDunders);
    if (!readyByteArrayType()) return false;
    Type* type = &gMemoryViewType;
    type->newFn = memoryViewNew;
    type->dealloc = memoryViewDealloc;
    type->repr = memoryViewRepr;
    type->length = memoryViewLength;
    type->getitem = memoryViewGetItem;
    type->setitem = memoryViewSetItem;
    type->compare = memoryViewCompare;
    type->hash = memoryViewHash;
    type->iter = memoryViewIter;
    typeAddMethods(type, kMemoryViewMethods);
    typeAddMethods(type, kBufferDunders);
    typeAddGetSets(type, kMemoryViewGetSets);
    registerBufferExporter(type, memoryViewGetBuffer, memoryViewReleaseBuffer);
    return typeReady(type);
}

} // namespace taipan
