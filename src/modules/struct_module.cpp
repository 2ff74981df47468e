// The struct module: packing Python values into bytes and back by a format
// string (pack, unpack, calcsize, pack_into, unpack_from, iter_unpack and
// the Struct class), with CPython's byte orders, sizes, alignment and error
// messages.
//
// Invariants:
//  - A Struct holds its format parsed once into a list of codes with their
//    offsets; `size` is the total including native alignment padding.
//  - Standard sizes ('<', '>', '!', '=') never pad and refuse the
//    native-only codes n, N and P.
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

#include <cmath>
#include <cstring>
#include <gmp.h>
#include <string>
#include <vector>

namespace taipan::modules {

namespace {

Type* gStructError = nullptr;

struct Code {
    char code;
    int64_t offset;
    int64_t size; // bytes of one item ('s'/'p': the whole field)
};

struct Layout {
    bool native = true; // '@': native sizes and alignment
    bool littleEndian = true;
    std::vector<Code> codes; // 'x' padding is not listed
    int64_t size = 0;
};

struct StructObject : Object {
    Layout* layout;
    Value format; // owned str
    Dict* dict;
};

Type gStructType = staticType("_struct.Struct", sizeof(StructObject), 0, kTypeBaseType);

int64_t standardSize(char c) {
    switch (c) {
    case 'x':
    case 'c':
    case 'b':
    case 'B':
    case '?':
        return 1;
    case 'h':
    case 'H':
    case 'e':
        return 2;
    case 'i':
    case 'I':
    case 'l':
    case 'L':
    case 'f':
        return 4;
    case 'q':
    case 'Q':
    case 'd':
        return 8;
    default:
        return 0;
    }
}

bool parseFormat(std::string_view format, Layout& layout) {
    size_t i = 0;
    bool hostLittle = true;
    if (!format.empty()) {
        switch (format[0]) {
        case '@':
            ++i;
            break;
        case '=':
            layout.native = false;
            layout.littleEndian = hostLittle;
            ++i;
            break;
        case '<':
            layout.native = false;
            layout.littleEndian = true;
            ++i;
            break;
        case '>':
        case '!':
            layout.native = false;
            layout.littleEndian = false;
            ++i;
            break;
        default:
            break;
        }
    }
    int64_t offset = 0;
    while (i < format.size()) {
        char c = format[i];
        if (c == ' ' || (c >= '\t' && c <= '\r')) {
            ++i;
            continue;
        }
        int64_t count = 1;
        bool hasCount = false;
        if (c >= '0' && c <= '9') {
            count = 0;
            while (i < format.size() && format[i] >= '0' && format[i] <= '9') {
                count = count * 10 + (format[i] - '0');
                if (count > (int64_t(1) << 40)) {
                    raise(gStructError, "total struct size too long");
                    return false;
                }
                ++i;
            }
            hasCount = true;
            if (i >= format.size()) {
                raise(gStructError, "repeat count given without format specifier");
                return false;
            }
            c = format[i];
        }
        ++i;
        int64_t size;
        if (layout.native) {
            size = c == 'x' ? 1 : c == 's' || c == 'p' ? 1 : c == 'e' ? 2 : nativeItemSize(c);
        } else {
            size = c == 's' || c == 'p' ? 1 : standardSize(c);
        }
        if (size == 0) {
            raise(gStructError, "bad char in struct format");
            return false;
        }
        if (layout.native && c != 's' && c != 'p' && c != 'x' && c != 'c' && size > 1) {
            offset = (offset + size - 1) / size * size;
        }
        if (c == 's' || c == 'p') {
            layout.codes.push_back({c, offset, count});
            offset += count;
        } else if (c == 'x') {
            offset += count;
        } else {
            for (int64_t k = 0; k < count; ++k) {
                layout.codes.push_back({c, offset, size});
                offset += size;
            }
        }
        (void)hasCount;
    }
    layout.size = offset;
    return true;
}

// ---- Half floats (IEEE 754 binary16) --------------------------------------------------

bool packHalf(double value, uint16_t& bits) {
    uint16_t sign = std::signbit(value) ? 0x8000 : 0;
    double x = std::fabs(value);
    if (std::isnan(value)) {
        bits = sign | 0x7E00;
        return true;
    }
    if (std::isinf(value)) {
        bits = sign | 0x7C00;
        return true;
    }
    if (x == 0) {
        bits = sign;
        return true;
    }
    int exponent;
    double mantissa = std::frexp(x, &exponent); // x = mantissa * 2^exponent, mantissa in [0.5, 1)
    exponent -= 1;                              // x = (2 * mantissa) * 2^exponent
    if (exponent < -14) {
        double units = std::nearbyint(std::ldexp(x, 24));
        bits = sign | static_cast<uint16_t>(units);
        return true;
    }
    double fraction = std::nearbyint((mantissa * 2 - 1) * 1024);
    if (fraction >= 1024) {
        fraction = 0;
        ++exponent;
    }
    if (exponent > 15) {
        raise(gOverflowError, "float too large to pack with e format");
        return false;
    }
    bits = sign | static_cast<uint16_t>((exponent + 15) << 10) | static_cast<uint16_t>(fraction);
    return true;
}

double unpackHalf(uint16_t bits) {
    int exponent = (bits >> 10) & 0x1F;
    int fraction = bits & 0x3FF;
    double value;
    if (exponent == 0) {
        value = std::ldexp(fraction, -24);
    } else if (exponent == 31) {
        value = fraction == 0 ? INFINITY : NAN;
    } else {
        value = std::ldexp(fraction + 1024, exponent - 25);
    }
    return (bits & 0x8000) ? -value : value;
}

// ---- Packing ----------------------------------------------------------------------------

void storeInteger(char* out, uint64_t bits, int64_t size, bool little) {
    for (int64_t k = 0; k < size; ++k) {
        unsigned char byte = static_cast<unsigned char>(bits >> (8 * k));
        out[little ? k : size - 1 - k] = static_cast<char>(byte);
    }
}

uint64_t loadInteger(const char* in, int64_t size, bool little) {
    uint64_t bits = 0;
    for (int64_t k = 0; k < size; ++k) {
        unsigned char byte = static_cast<unsigned char>(in[little ? k : size - 1 - k]);
        bits |= static_cast<uint64_t>(byte) << (8 * k);
    }
    return bits;
}

bool isSignedCode(char c) {
    return c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q' || c == 'n';
}

bool packItem(const Layout& layout, const Code& code, char* out, Value value) {
    bool little = layout.native ? true : layout.littleEndian;
    switch (code.code) {
    case 's':
    case 'p': {
        std::string_view data;
        if (!(isBytes(value) || isByteArray(value)) || !bytesLikeData(value, data)) {
            raise(gStructError, "argument for '%c' must be a bytes object", code.code);
            return false;
        }
        std::memset(out, 0, static_cast<size_t>(code.size));
        if (code.code == 's') {
            std::memcpy(out, data.data(),
                        std::min<size_t>(data.size(), static_cast<size_t>(code.size)));
        } else if (code.size > 0) {
            size_t n = std::min<size_t>(data.size(), static_cast<size_t>(code.size - 1));
            n = std::min<size_t>(n, 255);
            out[0] = static_cast<char>(n);
            std::memcpy(out + 1, data.data(), n);
        }
        return true;
    }
    case 'c': {
        std::string_view data;
        if (!(isBytes(value) || isByteArray(value)) || !bytesLikeData(value, data) ||
            data.size() != 1) {
            raise(gStructError, "char format requires a bytes object of length 1");
            return false;
        }
        out[0] = data[0];
        return true;
    }
    case '?': {
        int truth = truthy(value);
        if (truth < 0) return false;
        out[0] = static_cast<char>(truth);
        return true;
    }
    case 'e':
    case 'f':
    case 'd': {
        double d;
        if (isFloat(value)) {
            d = floatValue(value);
        } else if (!isInt(value) && (value.isSmallInt() || (typeOf(value)->toFloat == nullptr &&
                                                            typeOf(value)->index == nullptr))) {
            raise(gStructError, "required argument is not a float");
            return false;
        } else {
            Ref number = floatFromObject(value);
            if (!number) {
                if (pendingExceptionMatches(gTypeError)) {
                    clearPendingException();
                    raise(gStructError, "required argument is not a float");
                }
                return false;
            }
            d = floatValue(number.get());
        }
        if (code.code == 'e') {
            uint16_t bits;
            if (!packHalf(d, bits)) return false;
            storeInteger(out, bits, 2, little);
        } else if (code.code == 'f') {
            float f = static_cast<float>(d);
            if (std::isinf(f) && !std::isinf(d)) {
                raise(gOverflowError, "float too large to pack with f format");
                return false;
            }
            uint32_t bits;
            std::memcpy(&bits, &f, 4);
            storeInteger(out, bits, 4, little);
        } else {
            uint64_t bits;
            std::memcpy(&bits, &d, 8);
            storeInteger(out, bits, 8, little);
        }
        return true;
    }
    default:
        break;
    }
    // Integer codes.
    if (!isInt(value) && (value.isSmallInt() || typeOf(value)->index == nullptr)) {
        raise(gStructError, "required argument is not an integer");
        return false;
    }
    Ref index = toIndex(value);
    if (!index) return false;
    bool isSigned = isSignedCode(code.code);
    int64_t bitsWide = code.size * 8;
    mpz_t v, low, high;
    mpz_init(v);
    intToMpz(index.get(), v);
    mpz_init(low);
    mpz_init(high);
    if (isSigned) {
        mpz_ui_pow_ui(high, 2, static_cast<unsigned long>(bitsWide - 1));
        mpz_neg(low, high);
        mpz_sub_ui(high, high, 1);
    } else {
        mpz_ui_pow_ui(high, 2, static_cast<unsigned long>(bitsWide));
        mpz_sub_ui(high, high, 1);
    }
    bool inRange = mpz_cmp(v, low) >= 0 && mpz_cmp(v, high) <= 0;
    if (!inRange) {
        char* lowText = mpz_get_str(nullptr, 10, low);
        char* highText = mpz_get_str(nullptr, 10, high);
        raise(gStructError, "'%c' format requires %s <= number <= %s", code.code, lowText,
              highText);
        free(lowText);
        free(highText);
        mpz_clears(v, low, high, nullptr);
        return false;
    }
    // Two's complement bits of the value.
    uint64_t bits;
    if (mpz_sgn(v) < 0) {
        mpz_t wrapped;
        mpz_init(wrapped);
        mpz_ui_pow_ui(wrapped, 2, 64);
        mpz_add(wrapped, wrapped, v);
        bits = mpz_get_ui(wrapped);
        mpz_clear(wrapped);
    } else {
        bits = mpz_get_ui(v);
    }
    mpz_clears(v, low, high, nullptr);
    if (layout.native) {
        std::memcpy(out, &bits, static_cast<size_t>(code.size)); // little-endian host
    } else {
        storeInteger(out, bits, code.size, little);
    }
    return true;
}

Ref unpackItem(const Layout& layout, const Code& code, const char* in) {
    bool little = layout.native ? true : layout.littleEndian;
    switch (code.code) {
    case 's':
        return bytesFromData(std::string_view(in, static_cast<size_t>(code.size)));
    case 'p': {
        if (code.size == 0) return bytesFromData("");
        size_t n = static_cast<unsigned char>(in[0]);
        n = std::min<size_t>(n, static_cast<size_t>(code.size - 1));
        return bytesFromData(std::string_view(in + 1, n));
    }
    case 'c':
        return bytesFromData(std::string_view(in, 1));
    case '?':
        return boolRef(in[0] != 0);
    case 'e':
        return floatFromDouble(unpackHalf(static_cast<uint16_t>(loadInteger(in, 2, little))));
    case 'f': {
        uint32_t bits = static_cast<uint32_t>(loadInteger(in, 4, little));
        float f;
        std::memcpy(&f, &bits, 4);
        return floatFromDouble(f);
    }
    case 'd': {
        uint64_t bits = loadInteger(in, 8, little);
        double d;
        std::memcpy(&d, &bits, 8);
        return floatFromDouble(d);
    }
    default:
        break;
    }
    uint64_t bits = loadInteger(in, code.size, little);
    if (isSignedCode(code.code)) {
        int64_t shift = 64 - code.size * 8;
        int64_t value =
            shift == 0 ? static_cast<int64_t>(bits) : static_cast<int64_t>(bits << shift) >> shift;
        return intFromInt64(value);
    }
    return intFromUint64(bits);
}

Ref packTo(const Layout& layout, const Value* values, size_t count, char* out) {
    if (count != layout.codes.size()) {
        return raise(gStructError, "pack expected %zu items for packing (got %zu)",
                     layout.codes.size(), count);
    }
    std::memset(out, 0, static_cast<size_t>(layout.size));
    for (size_t k = 0; k < count; ++k) {
        if (!packItem(layout, layout.codes[k], out + layout.codes[k].offset, values[k])) {
            return nullptr;
        }
    }
    return noneRef();
}

Ref unpackFrom(const Layout& layout, const char* in) {
    Tuple* tuple = tupleNewUninitialized(static_cast<int64_t>(layout.codes.size()));
    if (tuple == nullptr) return nullptr;
    Ref result = Ref::steal(Value::fromObject(tuple));
    for (size_t k = 0; k < layout.codes.size(); ++k) {
        Ref item = unpackItem(layout, layout.codes[k], in + layout.codes[k].offset);
        if (!item) return nullptr;
        tuple->items()[k] = item.release();
    }
    return result;
}

// ---- Struct -------------------------------------------------------------------------------

StructObject* asStruct(Value v) {
    return static_cast<StructObject*>(v.object());
}

Ref makeStruct(Type* type, Value format) {
    std::string text;
    if (isStr(format)) {
        text = std::string(strUtf8(asStr(format)));
    } else if (isBytes(format)) {
        text = std::string(bytesView(asBytes(format)));
    } else {
        return raise(gTypeError, "Struct() argument 1 must be a str or bytes object, not %s",
                     typeName(format));
    }
    auto* layout = new Layout();
    if (!parseFormat(text, *layout)) {
        delete layout;
        return nullptr;
    }
    Object* object = allocateObject(type);
    if (object == nullptr) {
        delete layout;
        return nullptr;
    }
    StructObject* s = static_cast<StructObject*>(object);
    s->layout = layout;
    Ref formatText = strFromUtf8(text);
    if (!formatText) return nullptr;
    s->format = formatText.release();
    return Ref::steal(Value::fromObject(s));
}

Ref structNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"format"};
    static const NativeSignature kSignature = {"Struct", kNames, 1, 0, 1, 1};
    Value bound[1] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    return makeStruct(type, bound[0]);
}

bool structInit(Value, const Value*, size_t, Tuple*) {
    return true;
}

void structDealloc(Object* self) {
    StructObject* s = static_cast<StructObject*>(self);
    delete s->layout;
    if (!s->format.isNull()) decref(s->format);
    if (s->dict != nullptr) decref(s->dict);
    freeObjectMemory(self);
}

Ref structRepr(Value self) {
    Ref text = repr(asStruct(self)->format);
    if (!text) return nullptr;
    return strFromUtf8("Struct(" + std::string(strUtf8(asStr(text.get()))) + ")");
}

Ref structPack(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (args::keywordCount(kwnames) > 0)
        return raise(gTypeError, "pack() takes no keyword arguments");
    const Layout& layout = *asStruct(self)->layout;
    std::string out(static_cast<size_t>(layout.size), '\0');
    if (!packTo(layout, argv, callArgCount(nargs), out.data())) return nullptr;
    return bytesFromData(out);
}

// Turns the offset argument of pack_into (packing) or unpack_from into a
// position from the buffer's start (a negative one counts from its end) and
// checks that `size` bytes fit there; false with struct.error pending if not.
bool resolveOffset(int64_t size, int64_t length, bool packing, int64_t& offset) {
    if (offset < 0) {
        if (offset + size > 0) {
            raise(gStructError,
                  packing ? "no space to pack %lld bytes at offset %lld"
                          : "not enough data to unpack %lld bytes at offset %lld",
                  static_cast<long long>(size), static_cast<long long>(offset));
            return false;
        }
        if (offset + length < 0) {
            raise(gStructError, "offset %lld out of range for %lld-byte buffer",
                  static_cast<long long>(offset), static_cast<long long>(length));
            return false;
        }
        offset += length;
    }
    if (length - offset >= size) return true;
    raise(gStructError,
          "%s requires a buffer of at least %lld bytes for %s %lld bytes at offset %lld "
          "(actual buffer size is %lld)",
          packing ? "pack_into" : "unpack_from", static_cast<long long>(size + offset),
          packing ? "packing" : "unpacking", static_cast<long long>(size),
          static_cast<long long>(offset), static_cast<long long>(length));
    return false;
}

Ref structPackInto(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    if (nargs < 2) {
        if (nargs == 0) return raise(gTypeError, "pack_into expected buffer argument");
        return raise(gTypeError, "pack_into expected offset argument");
    }
    const Layout& layout = *asStruct(self)->layout;
    BufferGuard target;
    if (!getBuffer(argv[0], target.view, true)) return nullptr;
    int64_t offset;
    if (!indexToInt64(argv[1], offset, gOverflowError)) return nullptr;
    int64_t length = target.view.length;
    if (nargs - 2 != layout.codes.size()) {
        return raise(gStructError, "pack_into expected %zu items for packing (got %zu)",
                     layout.codes.size(), nargs - 2);
    }
    if (!resolveOffset(layout.size, length, true, offset)) return nullptr;
    std::string out(static_cast<size_t>(layout.size), '\0');
    if (!packTo(layout, argv + 2, nargs - 2, out.data())) return nullptr;
    std::memcpy(target.view.data + offset, out.data(), out.size());
    return noneRef();
}

Ref structUnpack(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("unpack", nargs, kwnames)) return nullptr;
    const Layout& layout = *asStruct(self)->layout;
    BufferGuard source;
    if (!getBuffer(argv[0], source.view)) return nullptr;
    if (source.view.length != layout.size) {
        return raise(gStructError, "unpack requires a buffer of %lld bytes",
                     static_cast<long long>(layout.size));
    }
    return unpackFrom(layout, source.view.data);
}

Ref structUnpackFrom(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"buffer", "offset"};
    static const NativeSignature kSignature = {"unpack_from", kNames, 2, 0, 2, 1};
    Value bound[2] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    const Layout& layout = *asStruct(self)->layout;
    BufferGuard source;
    if (!getBuffer(bound[0], source.view)) return nullptr;
    int64_t offset = 0;
    if (!bound[1].isNull() && !indexToInt64(bound[1], offset, gOverflowError)) return nullptr;
    int64_t length = source.view.length;
    if (!resolveOffset(layout.size, length, false, offset)) return nullptr;
    return unpackFrom(layout, source.view.data + offset);
}

Ref structIterUnpack(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("iter_unpack", nargs, kwnames)) return nullptr;
    const Layout& layout = *asStruct(self)->layout;
    if (layout.size == 0) {
        return raise(gStructError, "cannot iteratively unpack with a struct of length 0");
    }
    BufferGuard source;
    if (!getBuffer(argv[0], source.view)) return nullptr;
    if (source.view.length % layout.size != 0) {
        return raise(gStructError,
                     "iterative unpacking requires a buffer of a multiple of %lld bytes",
                     static_cast<long long>(layout.size));
    }
    // The results are computed at once (the buffer is copied by value).
    Ref list = listNew();
    if (!list) return nullptr;
    for (int64_t at = 0; at < source.view.length; at += layout.size) {
        Ref item = unpackFrom(layout, source.view.data + at);
        if (!item || !listAppend(asList(list.get()), item.get())) return nullptr;
    }
    return getIter(list.get());
}

Ref structFormat(Value self) {
    return Ref::borrow(asStruct(self)->format);
}
Ref structSize(Value self) {
    return Ref::fromSmallInt(asStruct(self)->layout->size);
}

const MethodDef kStructMethods[] = {
    {"pack", structPack, kMethodInstance, nullptr},
    {"pack_into", structPackInto, kMethodInstance, nullptr},
    {"unpack", structUnpack, kMethodInstance, nullptr},
    {"unpack_from", structUnpackFrom, kMethodInstance, nullptr},
    {"iter_unpack", structIterUnpack, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kStructGetSets[] = {
    {"format", structFormat, nullptr, "struct format string"},
    {"size", structSize, nullptr, "struct size in bytes"},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- Module functions: a temporary Struct for the format -----------------------------

Ref withStruct(const Value* argv, size_t nargs, const char* name,
               Ref (*method)(Value, const Value*, size_t, Tuple*), Tuple* kwnames) {
    nargs = callArgCount(nargs);
    if (nargs == 0) {
        return raise(gTypeError, "%s expected at least 1 argument, got 0", name);
    }
    Ref s = makeStruct(&gStructType, argv[0]);
    if (!s) return nullptr;
    return method(s.get(), argv + 1, nargs - 1, kwnames);
}

Ref modulePack(Value, const Value* a, size_t n, Tuple* k) {
    return withStruct(a, n, "pack", structPack, k);
}
Ref modulePackInto(Value, const Value* a, size_t n, Tuple* k) {
    return withStruct(a, n, "pack_into", structPackInto, k);
}
Ref moduleUnpack(Value, const Value* a, size_t n, Tuple* k) {
    if (!args::positional("unpack", n, k, 2, 2)) return nullptr;
    return withStruct(a, n, "unpack", structUnpack, nullptr);
}
Ref moduleUnpackFrom(Value, const Value* a, size_t n, Tuple* k) {
    return withStruct(a, n, "unpack_from", structUnpackFrom, k);
}
Ref moduleIterUnpack(Value, const Value* a, size_t n, Tuple* k) {
    if (!args::positional("iter_unpack", n, k, 2, 2)) return nullptr;
    return withStruct(a, n, "iter_unpack", structIterUnpack, nullptr);
}
Ref moduleCalcSize(Value, const Value* a, size_t n, Tuple* k) {
    if (!args::oneArg("calcsize", n, k)) return nullptr;
    Ref s = makeStruct(&gStructType, a[0]);
    if (!s) return nullptr;
    return Ref::fromSmallInt(asStruct(s.get())->layout->size);
}

const MethodDef kStructFunctions[] = {
    {"pack", modulePack, 0, "Return a bytes object containing values packed by the format."},
    {"pack_into", modulePackInto, 0, nullptr},
    {"unpack", moduleUnpack, 0, nullptr},
    {"unpack_from", moduleUnpackFrom, 0, nullptr},
    {"iter_unpack", moduleIterUnpack, 0, nullptr},
    {"calcsize", moduleCalcSize, 0, "Return size in bytes of the struct described by the format."},
    {nullptr, nullptr, 0, nullptr},
};

bool readyStructTypes() {
    if (gStructError != nullptr) return true;
    gStructType.newFn = structNew;
    gStructType.init = structInit;
    gStructType.dealloc = structDealloc;
    gStructType.repr = structRepr;
    typeAddMethods(&gStructType, kStructMethods);
    typeAddGetSets(&gStructType, kStructGetSets);
    if (!typeReady(&gStructType)) return false;
    Ref name = strFromAscii("error");
    Value bases[1] = {Value::fromObject(gException)};
    Ref baseTuple = tupleFromValues(bases, 1);
    Ref ns = dictNew();
    Ref moduleName = strFromAscii("struct");
    if (!name || !baseTuple || !ns || !moduleName ||
        !dictSetStr(asDict(ns.get()), internStr("__module__"), moduleName.get())) {
        return false;
    }
    Value typeArgs[3] = {name.get(), baseTuple.get(), ns.get()};
    Ref error = call(Value::fromObject(&gTypeType), typeArgs, 3);
    if (!error) return false;
    gStructError = static_cast<Type*>(error.release().object());
    return true;
}

} // namespace

Ref createStructModule() {
    if (!readyStructTypes()) return nullptr;
    Ref module = moduleNew(std::string_view("struct"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    for (const MethodDef* def = kStructFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (!function || !dictSetStr(dict, internStr(def->name), function.get())) return nullptr;
    }
    if (!dictSetStr(dict, internStr("Struct"), Value::fromObject(&gStructType)) ||
        !dictSetStr(dict, internStr("error"), Value::fromObject(gStructError))) {
        return nullptr;
    }
    return module;
}

} // namespace taipan::modules
