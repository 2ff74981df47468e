// str: layout and creation (PEP 393 kinds), interning, hashing, comparison,
// concatenation and repetition, indexing and slicing by code point,
// iteration, `in`, the str methods, str(), and encoding to bytes.
//
// Invariants:
//  - Every str is stored in the narrowest kind that holds its largest code
//    point (1 for < 256, 2 for < 65536, else 4), so equal strings have
//    equal kinds and equal bytes; `ascii` is set exactly when every code
//    point is < 128, and then utf8 == data().
//  - The code units are followed by a zero unit.
//  - Interned strings are exact strs, immortal, and unique per text.
//  - Results of methods are exact strs even for subclass receivers.
#include "objects/str.h"

#include "objects/bytes.h"
#include "objects/container_util.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/format.h"
#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/limits.h"
#include "runtime/unicode.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

namespace taipan {

namespace {

// The iterator over a str's characters (two type names, as CPython shows
// which kind of string it walks).
struct StrIterator : Object {
    Str* str; // owned; null once exhausted
    int64_t index;
};

} // namespace

Type gStrType =
    staticType("str", sizeof(Str), 1, kTypeBaseType | kTypeStrSubclass | kTypeMatchSelf);
Type gStrIteratorType = staticType("str_iterator", sizeof(StrIterator), 0, 0);
Type gStrAsciiIteratorType = staticType("str_ascii_iterator", sizeof(StrIterator), 0, 0);

// ---- Hashing -----------------------------------------------------------------------------------

uint64_t hashBytes(const void* data, size_t size) {
    // A 64-bit multiply-mix hash over 8-byte words (not keyed: Taipan's
    // hashes are stable between runs, like CPython with PYTHONHASHSEED=0).
    // The empty string hashes to 0, as in CPython.
    if (size == 0) return 0;
    const unsigned char* p = static_cast<const unsigned char*>(data);
    constexpr uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;
    uint64_t h = 0x243F6A8885A308D3ull ^ (size * kMultiplier);
    while (size >= 8) {
        uint64_t word;
        std::memcpy(&word, p, 8);
        h ^= word;
        h *= kMultiplier;
        h ^= h >> 29;
        p += 8;
        size -= 8;
    }
    uint64_t tail = 0;
    for (size_t i = 0; i < size; ++i)
        tail |= static_cast<uint64_t>(p[i]) << (8 * i);
    h ^= tail + size;
    h *= kMultiplier;
    h ^= h >> 32;
    h *= 0xD6E8FEB86659FD93ull;
    h ^= h >> 32;
    return h;
}

namespace {

// ---- Typed access to the code units ---------------------------------------------------------

template <typename T> const T* unitsOf(const Str* s) {
    return static_cast<const T*>(s->data());
}

inline char32_t cpAt(const Str* s, int64_t i) {
    switch (s->kind) {
    case 1:
        return unitsOf<uint8_t>(s)[i];
    case 2:
        return unitsOf<uint16_t>(s)[i];
    default:
        return unitsOf<uint32_t>(s)[i];
    }
}

inline void storeCp(void* data, int kind, int64_t i, char32_t cp) {
    switch (kind) {
    case 1:
        static_cast<uint8_t*>(data)[i] = static_cast<uint8_t>(cp);
        break;
    case 2:
        static_cast<uint16_t*>(data)[i] = static_cast<uint16_t>(cp);
        break;
    default:
        static_cast<uint32_t*>(data)[i] = static_cast<uint32_t>(cp);
        break;
    }
}

int kindFor(char32_t maxCp) {
    return maxCp < 0x100 ? 1 : (maxCp < 0x10000 ? 2 : 4);
}

Str* gEmptyStr = nullptr;
Str* gLatin1Chars[256] = {};

// A new exact str of `length` code points of `kind`; the caller fills the
// units (the terminator is already zero).
Str* allocateStr(Type* type, int64_t length, int kind, bool ascii) {
    Object* object = allocateObject(type, static_cast<size_t>((length + 1) * kind));
    if (object == nullptr) return nullptr;
    Str* s = static_cast<Str*>(object);
    s->length = length;
    s->hash = -1;
    s->kind = static_cast<uint8_t>(kind);
    s->ascii = ascii;
    s->interned = false;
    s->utf8 = ascii ? static_cast<char*>(s->data()) : nullptr;
    s->utf8Length = ascii ? length : 0;
    return s;
}

Ref steal(Str* s) {
    return s == nullptr ? Ref() : Ref::steal(Value::fromObject(s));
}
Ref borrowStr(Str* s) {
    return Ref::borrow(Value::fromObject(s));
}

Ref emptyStr() {
    if (gEmptyStr == nullptr) {
        Str* s = allocateStr(&gStrType, 0, 1, true);
        if (s == nullptr) return nullptr;
        s->refcount = kImmortalRefcount;
        gEmptyStr = s;
    }
    return borrowStr(gEmptyStr);
}

} // namespace

// One-character strings for code points < 256 are cached (indexing and
// iterating produce them constantly).
Ref strFromCodePoint(char32_t cp) {
    if (cp < 256) {
        if (gLatin1Chars[cp] == nullptr) {
            Str* s = allocateStr(&gStrType, 1, 1, cp < 128);
            if (s == nullptr) return nullptr;
            static_cast<uint8_t*>(s->data())[0] = static_cast<uint8_t>(cp);
            s->refcount = kImmortalRefcount;
            gLatin1Chars[cp] = s;
        }
        return borrowStr(gLatin1Chars[cp]);
    }
    Str* s = allocateStr(&gStrType, 1, kindFor(cp), false);
    if (s == nullptr) return nullptr;
    storeCp(s->data(), s->kind, 0, cp);
    return steal(s);
}

namespace {

// A new str from units of one kind that may hold narrower code points
// (slicing a wide string can give a narrow result): scans for the widest.
Ref strFromUnits(const void* data, int kind, int64_t length) {
    if (length == 0) return emptyStr();
    char32_t maxCp = 0;
    switch (kind) {
    case 1:
        for (int64_t i = 0; i < length; ++i)
            maxCp = std::max<char32_t>(maxCp, static_cast<const uint8_t*>(data)[i]);
        break;
    case 2:
        for (int64_t i = 0; i < length; ++i)
            maxCp = std::max<char32_t>(maxCp, static_cast<const uint16_t*>(data)[i]);
        break;
    default:
        for (int64_t i = 0; i < length; ++i)
            maxCp = std::max<char32_t>(maxCp, static_cast<const uint32_t*>(data)[i]);
        break;
    }
    if (length == 1) {
        char32_t cp = kind == 1   ? static_cast<const uint8_t*>(data)[0]
                      : kind == 2 ? static_cast<const uint16_t*>(data)[0]
                                  : static_cast<const uint32_t*>(data)[0];
        return strFromCodePoint(cp);
    }
    int resultKind = kindFor(maxCp);
    Str* s = allocateStr(&gStrType, length, resultKind, maxCp < 128);
    if (s == nullptr) return nullptr;
    if (resultKind == kind) {
        std::memcpy(s->data(), data, static_cast<size_t>(length * kind));
    } else {
        for (int64_t i = 0; i < length; ++i) {
            char32_t cp = kind == 1   ? static_cast<const uint8_t*>(data)[i]
                          : kind == 2 ? static_cast<const uint16_t*>(data)[i]
                                      : static_cast<const uint32_t*>(data)[i];
            storeCp(s->data(), resultKind, i, cp);
        }
    }
    return steal(s);
}

} // namespace

Ref strFromCodePoints(const char32_t* codePoints, size_t count) {
    return strFromUnits(codePoints, 4, static_cast<int64_t>(count));
}

Ref strFromAscii(std::string_view ascii) {
    if (ascii.empty()) return emptyStr();
    if (ascii.size() == 1) return strFromCodePoint(static_cast<unsigned char>(ascii[0]));
    Str* s = allocateStr(&gStrType, static_cast<int64_t>(ascii.size()), 1, true);
    if (s == nullptr) return nullptr;
    std::memcpy(s->data(), ascii.data(), ascii.size());
    return steal(s);
}

Ref strFromUtf8(std::string_view utf8) {
    bool ascii = true;
    for (char c : utf8) {
        if (static_cast<unsigned char>(c) >= 0x80) {
            ascii = false;
            break;
        }
    }
    if (ascii) return strFromAscii(utf8);
    std::u32string codePoints;
    codePoints.reserve(utf8.size());
    const char* p = utf8.data();
    const char* end = p + utf8.size();
    while (p < end) {
        char32_t cp = 0;
        int used = unicode::decodeUtf8(p, end, cp);
        if (used <= 0) {
            // Callers promise valid input; keep going rather than crash.
            cp = 0xFFFD;
            used = 1;
        }
        codePoints.push_back(cp);
        p += used;
    }
    return strFromCodePoints(codePoints.data(), codePoints.size());
}

std::string_view strUtf8(Str* str) {
    if (str->utf8 == nullptr) {
        std::string text;
        text.reserve(static_cast<size_t>(str->length) * 2);
        for (int64_t i = 0; i < str->length; ++i)
            unicode::appendUtf8(text, cpAt(str, i));
        char* buffer = static_cast<char*>(std::malloc(text.size() + 1));
        if (buffer == nullptr) return std::string_view();
        std::memcpy(buffer, text.data(), text.size() + 1);
        str->utf8 = buffer;
        str->utf8Length = static_cast<int64_t>(text.size());
    }
    return std::string_view(str->utf8, static_cast<size_t>(str->utf8Length));
}

char32_t strCodePointAt(const Str* str, int64_t index) {
    return cpAt(str, index);
}

bool strEquals(const Str* a, const Str* b) {
    if (a == b) return true;
    if (a->length != b->length || a->kind != b->kind) return false;
    if (a->hash != -1 && b->hash != -1 && a->hash != b->hash) return false;
    return std::memcmp(a->data(), b->data(), static_cast<size_t>(a->length * a->kind)) == 0;
}

bool strEqualsAscii(const Str* a, std::string_view ascii) {
    if (a->kind != 1 || a->length != static_cast<int64_t>(ascii.size())) return false;
    return std::memcmp(a->data(), ascii.data(), ascii.size()) == 0;
}

int64_t strHash(Str* str) {
    if (str->hash != -1) return str->hash;
    int64_t h =
        static_cast<int64_t>(hashBytes(str->data(), static_cast<size_t>(str->length * str->kind)));
    if (h == -1) h = -2;
    str->hash = h;
    return h;
}

int strCompare(const Str* a, const Str* b) {
    int64_t common = std::min(a->length, b->length);
    if (a->kind == 1 && b->kind == 1) {
        int cmp = std::memcmp(a->data(), b->data(), static_cast<size_t>(common));
        if (cmp != 0) return cmp < 0 ? -1 : 1;
    } else {
        for (int64_t i = 0; i < common; ++i) {
            char32_t x = cpAt(a, i);
            char32_t y = cpAt(b, i);
            if (x != y) return x < y ? -1 : 1;
        }
    }
    return a->length < b->length ? -1 : (a->length > b->length ? 1 : 0);
}

// ---- Interning --------------------------------------------------------------------------------

namespace {

std::unordered_map<std::string_view, Str*>& internTable() {
    static auto* table = new std::unordered_map<std::string_view, Str*>();
    return *table;
}

} // namespace

Str* internStr(std::string_view utf8) {
    auto& table = internTable();
    auto found = table.find(utf8);
    if (found != table.end()) return found->second;
    Ref created = strFromUtf8(utf8);
    if (!created) return nullptr;
    Str* s = asStr(created.get());
    s->interned = true;
    s->refcount = kImmortalRefcount;
    (void)created.release();
    table.emplace(strUtf8(s), s);
    return s;
}

Str* internStr(Str* str) {
    if (str->interned) return str;
    auto& table = internTable();
    auto found = table.find(strUtf8(str));
    if (found != table.end()) return found->second;
    if (str->type != &gStrType) return internStr(strUtf8(str));
    str->interned = true;
    str->refcount = kImmortalRefcount;
    table.emplace(strUtf8(str), str);
    return str;
}

// ---- Building strings -------------------------------------------------------------------------

namespace {

// Accumulates code points, tracking the widest, then makes a str of the
// right kind in one copy.
class StrBuilder {
  public:
    void reserve(size_t n) { units_.reserve(n); }
    void push(char32_t cp) {
        units_.push_back(cp);
        if (cp > maxCp_) maxCp_ = cp;
    }
    void append(const Str* s, int64_t start, int64_t end) {
        units_.reserve(units_.size() + static_cast<size_t>(end - start));
        for (int64_t i = start; i < end; ++i)
            push(cpAt(s, i));
    }
    void append(const Str* s) { append(s, 0, s->length); }
    void appendAscii(std::string_view text) {
        for (char c : text)
            push(static_cast<unsigned char>(c));
    }
    size_t size() const { return units_.size(); }
    Ref build() { return strFromCodePoints(units_.data(), units_.size()); }

  private:
    std::u32string units_;
    char32_t maxCp_ = 0;
};

// Exact str with the same text as s (s itself when already exact).
Ref exactStr(Str* s) {
    if (s->type == &gStrType) return borrowStr(s);
    return strFromUnits(s->data(), s->kind, s->length);
}

} // namespace

Ref strSubstring(Str* s, int64_t start, int64_t end) {
    if (start < 0) start = 0;
    if (end > s->length) end = s->length;
    if (start >= end) return emptyStr();
    if (start == 0 && end == s->length) return exactStr(s);
    const char* base = static_cast<const char*>(s->data()) + start * s->kind;
    return strFromUnits(base, s->kind, end - start);
}

Ref strConcat(Value left, Value right) {
    Str* a = asStr(left);
    Str* b = asStr(right);
    if (a->length == 0) return exactStr(b);
    if (b->length == 0) return exactStr(a);
    int kind = std::max(a->kind, b->kind);
    int64_t length = a->length + b->length;
    Str* s = allocateStr(&gStrType, length, kind, a->ascii && b->ascii);
    if (s == nullptr) return nullptr;
    if (a->kind == kind) {
        std::memcpy(s->data(), a->data(), static_cast<size_t>(a->length * kind));
    } else {
        for (int64_t i = 0; i < a->length; ++i)
            storeCp(s->data(), kind, i, cpAt(a, i));
    }
    if (b->kind == kind) {
        std::memcpy(static_cast<char*>(s->data()) + a->length * kind, b->data(),
                    static_cast<size_t>(b->length * kind));
    } else {
        for (int64_t i = 0; i < b->length; ++i)
            storeCp(s->data(), kind, a->length + i, cpAt(b, i));
    }
    return steal(s);
}

Ref strJoinArray(const Value* items, size_t count) {
    int kind = 1;
    bool ascii = true;
    int64_t length = 0;
    for (size_t i = 0; i < count; ++i) {
        Str* item = asStr(items[i]);
        kind = std::max<int>(kind, item->kind);
        ascii = ascii && item->ascii;
        length += item->length;
    }
    if (length == 0) return emptyStr();
    if (count == 1) return exactStr(asStr(items[0]));
    Str* s = allocateStr(&gStrType, length, kind, ascii);
    if (s == nullptr) return nullptr;
    int64_t position = 0;
    for (size_t i = 0; i < count; ++i) {
        Str* item = asStr(items[i]);
        if (item->kind == kind) {
            std::memcpy(static_cast<char*>(s->data()) + position * kind, item->data(),
                        static_cast<size_t>(item->length * kind));
        } else {
            for (int64_t j = 0; j < item->length; ++j) {
                storeCp(s->data(), kind, position + j, cpAt(item, j));
            }
        }
        position += item->length;
    }
    return steal(s);
}

Ref strEscapeNonAscii(Str* s) {
    if (s->ascii) return exactStr(s);
    std::string out;
    static const char kHex[] = "0123456789abcdef";
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        if (cp < 0x80) {
            out += static_cast<char>(cp);
            continue;
        }
        int digits = cp < 0x100 ? 2 : (cp < 0x10000 ? 4 : 8);
        out += '\\';
        out += digits == 2 ? 'x' : (digits == 4 ? 'u' : 'U');
        for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
            out += kHex[(cp >> shift) & 0xF];
    }
    return strFromAscii(out);
}

bool strIsIdentifier(Str* s) {
    if (s->length == 0) return false;
    char32_t first = cpAt(s, 0);
    if (first != '_' && !unicode::isXidStart(first)) return false;
    for (int64_t i = 1; i < s->length; ++i) {
        if (!unicode::isXidContinue(cpAt(s, i))) return false;
    }
    return true;
}

// ---- Searching --------------------------------------------------------------------------------

namespace {

// The needle converted to the haystack's unit type; false when it holds a
// code point the haystack's kind cannot contain (so it cannot occur).
template <typename T> bool needleUnits(const Str* needle, std::basic_string<T>& out) {
    out.resize(static_cast<size_t>(needle->length));
    for (int64_t i = 0; i < needle->length; ++i) {
        char32_t cp = cpAt(needle, i);
        if (cp > static_cast<char32_t>(std::numeric_limits<T>::max())) return false;
        out[static_cast<size_t>(i)] = static_cast<T>(cp);
    }
    return true;
}

template <typename T>
int64_t findTyped(const Str* hay, int64_t start, int64_t end, const Str* needle, bool reverse) {
    std::basic_string<T> pattern;
    if (!needleUnits(needle, pattern)) return -1;
    const T* base = unitsOf<T>(hay);
    std::basic_string_view<T> window(base + start, static_cast<size_t>(end - start));
    std::basic_string_view<T> what(pattern.data(), pattern.size());
    size_t found = reverse ? window.rfind(what) : window.find(what);
    if (found == std::basic_string_view<T>::npos) return -1;
    return start + static_cast<int64_t>(found);
}

// Index of needle in hay[start:end] (bounds already clamped), or -1.
int64_t findIn(const Str* hay, int64_t start, int64_t end, const Str* needle, bool reverse) {
    if (end - start < needle->length) return -1;
    if (needle->length == 0) return reverse ? end : start;
    switch (hay->kind) {
    case 1:
        return findTyped<uint8_t>(hay, start, end, needle, reverse);
    case 2:
        return findTyped<uint16_t>(hay, start, end, needle, reverse);
    default:
        return findTyped<uint32_t>(hay, start, end, needle, reverse);
    }
}

int64_t countIn(const Str* hay, int64_t start, int64_t end, const Str* needle, int64_t limit) {
    if (end - start < needle->length) return 0;
    if (needle->length == 0) return std::min(end - start + 1, limit < 0 ? INT64_MAX : limit);
    int64_t count = 0;
    int64_t position = start;
    while (limit < 0 || count < limit) {
        int64_t found = findIn(hay, position, end, needle, false);
        if (found < 0) break;
        ++count;
        position = found + needle->length;
    }
    return count;
}

bool matchesAt(const Str* hay, int64_t position, const Str* needle) {
    if (position < 0 || position + needle->length > hay->length) return false;
    if (hay->kind == needle->kind) {
        return std::memcmp(static_cast<const char*>(hay->data()) + position * hay->kind,
                           needle->data(), static_cast<size_t>(needle->length * hay->kind)) == 0;
    }
    for (int64_t i = 0; i < needle->length; ++i) {
        if (cpAt(hay, position + i) != cpAt(needle, i)) return false;
    }
    return true;
}

// Reads the optional start/end arguments of find-like methods into
// clamped bounds on a string of `length` code points.
bool readBounds(const Value* argv, size_t nargs, size_t first, int64_t length, int64_t& start,
                int64_t& end) {
    start = 0;
    end = length;
    for (size_t k = 0; k < 2; ++k) {
        size_t index = first + k;
        if (index >= nargs) break;
        Value v = argv[index];
        if (v.is(noneValue())) continue;
        int64_t value;
        if (!isInt(v) && typeOf(v)->index == nullptr) {
            raise(gTypeError, "slice indices must be integers or None or have an __index__ method");
            return false;
        }
        if (!indexToInt64(v, value, nullptr)) return false;
        (k == 0 ? start : end) = value;
    }
    if (end > length) {
        end = length;
    } else if (end < 0) {
        end += length;
        if (end < 0) end = 0;
    }
    if (start < 0) {
        start += length;
        if (start < 0) start = 0;
    }
    return true;
}

Str* requireStrArgument(Value v, const char* function, int position) {
    if (!isStr(v)) {
        raise(gTypeError, "%s() argument %d must be str, not %s", function, position,
              argumentTypeName(v));
        return nullptr;
    }
    return asStr(v);
}

// ---- Slots -------------------------------------------------------------------------------------

Ref strRepr(Value self) {
    std::string out;
    reprtext::appendStrRepr(out, strUtf8(asStr(self)));
    return strFromUtf8(out);
}

Ref strStr(Value self) {
    return exactStr(asStr(self));
}

bool strHashSlot(Value self, int64_t& hash) {
    hash = strHash(asStr(self));
    return true;
}

Ref strCompareSlot(Value left, Value right, CompareOp op) {
    if (!isStr(left) || !isStr(right)) return notImplementedRef();
    Str* a = asStr(left);
    Str* b = asStr(right);
    if (op == CompareOp::Eq) return boolRef(strEquals(a, b));
    if (op == CompareOp::Ne) return boolRef(!strEquals(a, b));
    int cmp = strCompare(a, b);
    switch (op) {
    case CompareOp::Lt:
        return boolRef(cmp < 0);
    case CompareOp::Le:
        return boolRef(cmp <= 0);
    case CompareOp::Gt:
        return boolRef(cmp > 0);
    case CompareOp::Ge:
        return boolRef(cmp >= 0);
    default:
        return notImplementedRef();
    }
}

bool strLength(Value self, int64_t& length) {
    length = asStr(self)->length;
    return true;
}

int strContains(Value self, Value item) {
    if (!isStr(item)) {
        raise(gTypeError, "'in <string>' requires string as left operand, not %s", typeName(item));
        return -1;
    }
    Str* hay = asStr(self);
    return findIn(hay, 0, hay->length, asStr(item), false) >= 0 ? 1 : 0;
}

Ref strGetItem(Value self, Value key) {
    Str* s = asStr(self);
    if (isInt(key) || (!key.isSmallInt() && typeOf(key)->index != nullptr && !isStr(key))) {
        int64_t index;
        if (!indexToInt64(key, index, gIndexError)) return nullptr;
        if (index < 0) index += s->length;
        if (index < 0 || index >= s->length) return raise(gIndexError, "string index out of range");
        return strFromCodePoint(cpAt(s, index));
    }
    if (key.isObject() && typeOf(key) == &gSliceType) {
        int64_t start, stop, step, count;
        if (!sliceIndices(static_cast<Slice*>(key.object()), s->length, start, stop, step, count)) {
            return nullptr;
        }
        if (count <= 0) return emptyStr();
        if (step == 1) return strSubstring(s, start, start + count);
        std::u32string units(static_cast<size_t>(count), 0);
        for (int64_t i = 0; i < count; ++i)
            units[static_cast<size_t>(i)] = cpAt(s, start + i * step);
        return strFromCodePoints(units.data(), units.size());
    }
    return raise(gTypeError, "string indices must be integers, not '%s'", typeName(key));
}

Ref strRepeat(Str* s, int64_t times) {
    if (times <= 0 || s->length == 0) return emptyStr();
    if (times == 1) return exactStr(s);
    // A length beyond Py_ssize_t is CPython's OverflowError; a length that
    // fits but cannot be allocated is MemoryError.
    if (s->length > INT64_MAX / times) return raise(gOverflowError, "repeated string is too long");
    if (s->length > INT64_MAX / times / 4) return raiseNoMemory();
    int64_t length = s->length * times;
    Str* result = allocateStr(&gStrType, length, s->kind, s->ascii);
    if (result == nullptr) return nullptr;
    size_t chunk = static_cast<size_t>(s->length * s->kind);
    char* out = static_cast<char*>(result->data());
    if (chunk == 1) {
        std::memset(out, static_cast<const char*>(s->data())[0], static_cast<size_t>(times));
    } else {
        for (int64_t i = 0; i < times; ++i)
            std::memcpy(out + i * chunk, s->data(), chunk);
    }
    return steal(result);
}

// The right operand's own slot gets its turn before str's concatenation
// or repetition reports an error, as CPython tries nb_add before sq_concat.
Ref tryRightOperand(Value left, Value right, BinaryOp op) {
    BinaryFn slot = typeOf(right)->binary[static_cast<size_t>(op)];
    // str's own slot (a str subclass without the method) would come straight
    // back here: only a different slot gets a turn.
    if (slot == nullptr || typeOf(right) == typeOf(left) ||
        slot == gStrType.binary[static_cast<size_t>(op)]) {
        return notImplementedRef();
    }
    return slot(left, right);
}

Ref strAddSlot(Value left, Value right) {
    if (!isStr(left)) return notImplementedRef();
    if (isStr(right)) return strConcat(left, right);
    Ref other = tryRightOperand(left, right, BinaryOp::Add);
    if (!other || !other.get().is(notImplementedValue())) return other;
    return raise(gTypeError, "can only concatenate str (not \"%s\") to str", typeName(right));
}

Ref strMulSlot(Value left, Value right) {
    Value sequence = isStr(left) ? left : right;
    Value count = isStr(left) ? right : left;
    if (!isStr(sequence)) return notImplementedRef();
    if (!isInt(count) && (count.isSmallInt() || typeOf(count)->index == nullptr)) {
        if (isStr(left)) {
            Ref other = tryRightOperand(left, right, BinaryOp::Mul);
            if (!other || !other.get().is(notImplementedValue())) return other;
        }
        // As the right operand this slot runs after the left one declined,
        // which is when CPython falls back to repeating the sequence.
        return raise(gTypeError, "can't multiply sequence by non-int of type '%s'",
                     typeName(count));
    }
    int64_t times;
    if (!indexToInt64(count, times, gOverflowError)) return nullptr;
    return strRepeat(asStr(sequence), times);
}

Ref strModSlot(Value left, Value right) {
    if (!isStr(left)) return notImplementedRef();
    return strPercentFormat(asStr(left), right);
}

// ---- Iteration
// ------------------------------------------------------------------------------------

Ref strIter(Value self) {
    Str* s = asStr(self);
    Object* object = allocateObject(s->ascii ? &gStrAsciiIteratorType : &gStrIteratorType);
    if (object == nullptr) return nullptr;
    StrIterator* it = static_cast<StrIterator*>(object);
    incref(s);
    it->str = s;
    it->index = 0;
    return Ref::steal(Value::fromObject(it));
}

Ref strIteratorNext(Value self) {
    StrIterator* it = static_cast<StrIterator*>(self.object());
    if (it->str == nullptr) return nullptr;
    if (it->index >= it->str->length) {
        Str* s = it->str;
        it->str = nullptr;
        decref(s);
        return nullptr;
    }
    return strFromCodePoint(cpAt(it->str, it->index++));
}

Ref iteratorSelf(Value self) {
    return Ref::borrow(self);
}

void strIteratorDealloc(Object* self) {
    StrIterator* it = static_cast<StrIterator*>(self);
    if (it->str != nullptr) decref(it->str);
    freeObjectMemory(self);
}

Ref strIteratorLengthHint(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str_iterator.__length_hint__", nargs, kwnames)) return nullptr;
    StrIterator* it = static_cast<StrIterator*>(self.object());
    return Ref::fromSmallInt(it->str == nullptr ? 0 : it->str->length - it->index);
}

const MethodDef kStrIteratorMethods[] = {
    {"__length_hint__", strIteratorLengthHint, kMethodInstance,
     "Private method returning an estimate of len(list(it))."},
    {nullptr, nullptr, 0, nullptr},
};

void strDealloc(Object* self) {
    Str* s = static_cast<Str*>(self);
    if (s->utf8 != nullptr && s->utf8 != static_cast<char*>(s->data())) std::free(s->utf8);
    freeObjectMemory(self);
}

// ---- str()
// ----------------------------------------------------------------------------------------

Ref strSubtypeFrom(Type* type, Str* value) {
    Str* s = allocateStr(type, value->length, value->kind, value->ascii);
    if (s == nullptr) return nullptr;
    std::memcpy(s->data(), value->data(), static_cast<size_t>(value->length * value->kind));
    return steal(s);
}

// `clinic` selects Argument Clinic's spelling of None ("None"; str() itself
// says "NoneType").
bool readCodecName(const char* function, const char* parameter, Value v, std::string& out,
                   bool clinic = true) {
    if (!isStr(v)) {
        raise(gTypeError, "%s() argument '%s' must be str, not %s", function, parameter,
              clinic ? argumentTypeName(v) : typeName(v));
        return false;
    }
    out = std::string(strUtf8(asStr(v)));
    return true;
}

Ref strNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"object", "encoding", "errors"};
    static const NativeSignature kSignature = {"str", kNames, 3, 0, 3, 0};
    nargs = callArgCount(nargs);
    if (kwnames == nullptr && nargs > 3) {
        return raise(gTypeError, "str expected at most 3 arguments, got %zu", nargs);
    }
    Value bound[3] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Ref result;
    if (bound[1].isNull() && bound[2].isNull()) {
        result = bound[0].isNull() ? emptyStr() : str(bound[0]);
    } else {
        std::string encoding = "utf-8";
        std::string errors = "strict";
        if (!bound[1].isNull() && !readCodecName("str", "encoding", bound[1], encoding, false)) {
            return nullptr;
        }
        if (!bound[2].isNull() && !readCodecName("str", "errors", bound[2], errors, false)) {
            return nullptr;
        }
        if (bound[0].isNull()) {
            result = emptyStr();
        } else {
            std::string_view data;
            if (isStr(bound[0])) return raise(gTypeError, "decoding str is not supported");
            if (!bytesLikeData(bound[0], data)) {
                return raise(gTypeError, "decoding to str: need a bytes-like object, %s found",
                             typeName(bound[0]));
            }
            result = decodeBytes(data, encoding.c_str(), errors.c_str());
        }
    }
    if (!result) return nullptr;
    if (type == &gStrType) return result;
    if (!isSubtype(type, &gStrType)) {
        return raise(gTypeError, "str.__new__(%s): %s is not a subtype of str", type->name,
                     type->name);
    }
    return strSubtypeFrom(type, asStr(result.get()));
}

// ---- Methods: case
// ---------------------------------------------------------------------------------

constexpr char32_t kCapitalSigma = 0x03A3;

// Σ becomes final ς when it ends a word: preceded by a cased letter and not
// followed by one (case-ignorable characters skipped on both sides).
char32_t lowerSigma(const Str* s, int64_t index) {
    int64_t j = index - 1;
    while (j >= 0 && unicode::isCaseIgnorable(cpAt(s, j)))
        --j;
    bool finalSigma = j >= 0 && unicode::isCased(cpAt(s, j));
    if (finalSigma) {
        int64_t k = index + 1;
        while (k < s->length && unicode::isCaseIgnorable(cpAt(s, k)))
            ++k;
        finalSigma = k == s->length || !unicode::isCased(cpAt(s, k));
    }
    return finalSigma ? 0x03C2 : 0x03C3;
}

void pushLower(StrBuilder& out, const Str* s, int64_t index) {
    char32_t cp = cpAt(s, index);
    if (cp == kCapitalSigma) {
        out.push(lowerSigma(s, index));
        return;
    }
    char32_t mapped[3];
    int n = unicode::toLowerFull(cp, mapped);
    for (int i = 0; i < n; ++i)
        out.push(mapped[i]);
}

void pushMapped(StrBuilder& out, char32_t cp, int (*map)(char32_t, char32_t[3])) {
    char32_t mapped[3];
    int n = map(cp, mapped);
    for (int i = 0; i < n; ++i)
        out.push(mapped[i]);
}

Ref asciiCaseMap(Str* s, bool upper) {
    std::string text(static_cast<const char*>(s->data()), static_cast<size_t>(s->length));
    for (char& c : text) {
        if (upper && c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
        if (!upper && c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
    }
    return strFromAscii(text);
}

Ref strLower(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.lower", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    if (s->ascii) return asciiCaseMap(s, false);
    StrBuilder out;
    out.reserve(static_cast<size_t>(s->length));
    for (int64_t i = 0; i < s->length; ++i)
        pushLower(out, s, i);
    return out.build();
}

Ref strUpper(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.upper", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    if (s->ascii) return asciiCaseMap(s, true);
    StrBuilder out;
    out.reserve(static_cast<size_t>(s->length));
    for (int64_t i = 0; i < s->length; ++i)
        pushMapped(out, cpAt(s, i), unicode::toUpperFull);
    return out.build();
}

Ref strCasefold(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.casefold", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    if (s->ascii) return asciiCaseMap(s, false);
    StrBuilder out;
    for (int64_t i = 0; i < s->length; ++i)
        pushMapped(out, cpAt(s, i), unicode::caseFoldFull);
    return out.build();
}

Ref strSwapcase(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.swapcase", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    StrBuilder out;
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        if (unicode::isUppercase(cp)) {
            pushLower(out, s, i);
        } else if (unicode::isLowercase(cp)) {
            pushMapped(out, cp, unicode::toUpperFull);
        } else {
            out.push(cp);
        }
    }
    return out.build();
}

Ref strTitle(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.title", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    StrBuilder out;
    bool previousCased = false;
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        if (previousCased) {
            pushLower(out, s, i);
        } else {
            pushMapped(out, cp, unicode::toTitleFull);
        }
        previousCased = unicode::isCased(cp);
    }
    return out.build();
}

Ref strCapitalize(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.capitalize", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    if (s->length == 0) return emptyStr();
    StrBuilder out;
    pushMapped(out, cpAt(s, 0), unicode::toTitleFull);
    for (int64_t i = 1; i < s->length; ++i)
        pushLower(out, s, i);
    return out.build();
}

// ---- Methods: predicates
// -------------------------------------------------------------------------

Ref allCodePoints(Value self, size_t nargs, Tuple* kwnames, const char* name,
                  bool (*predicate)(char32_t)) {
    if (!args::noArgs(name, nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    if (s->length == 0) return boolRef(false);
    for (int64_t i = 0; i < s->length; ++i) {
        if (!predicate(cpAt(s, i))) return boolRef(false);
    }
    return boolRef(true);
}

bool isAlnumCp(char32_t cp) {
    return unicode::isAlpha(cp) || unicode::isDecimal(cp) || unicode::isDigit(cp) ||
           unicode::isNumeric(cp);
}

Ref strIsAlpha(Value self, const Value*, size_t n, Tuple* k) {
    return allCodePoints(self, n, k, "str.isalpha", unicode::isAlpha);
}
Ref strIsAlnum(Value self, const Value*, size_t n, Tuple* k) {
    return allCodePoints(self, n, k, "str.isalnum", isAlnumCp);
}
Ref strIsDecimal(Value self, const Value*, size_t n, Tuple* k) {
    return allCodePoints(self, n, k, "str.isdecimal", unicode::isDecimal);
}
Ref strIsDigit(Value self, const Value*, size_t n, Tuple* k) {
    return allCodePoints(self, n, k, "str.isdigit", unicode::isDigit);
}
Ref strIsNumeric(Value self, const Value*, size_t n, Tuple* k) {
    return allCodePoints(self, n, k, "str.isnumeric", unicode::isNumeric);
}
Ref strIsSpace(Value self, const Value*, size_t n, Tuple* k) {
    return allCodePoints(self, n, k, "str.isspace", unicode::isSpace);
}

Ref strIsAscii(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.isascii", nargs, kwnames)) return nullptr;
    return boolRef(asStr(self)->ascii);
}

Ref strIsPrintable(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.isprintable", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    for (int64_t i = 0; i < s->length; ++i) {
        if (!unicode::isPrintable(cpAt(s, i))) return boolRef(false);
    }
    return boolRef(true);
}

Ref strIsIdentifierMethod(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.isidentifier", nargs, kwnames)) return nullptr;
    return boolRef(strIsIdentifier(asStr(self)));
}

Ref strIsUpper(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.isupper", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    bool cased = false;
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        if (unicode::isLowercase(cp) || unicode::isTitlecase(cp)) return boolRef(false);
        if (unicode::isUppercase(cp)) cased = true;
    }
    return boolRef(cased);
}

Ref strIsLower(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.islower", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    bool cased = false;
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        if (unicode::isUppercase(cp) || unicode::isTitlecase(cp)) return boolRef(false);
        if (unicode::isLowercase(cp)) cased = true;
    }
    return boolRef(cased);
}

Ref strIsTitle(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.istitle", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    // Upper- and titlecase letters may only follow uncased characters,
    // lowercase letters only cased ones.
    bool cased = false;
    bool previousCased = false;
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        if (unicode::isUppercase(cp) || unicode::isTitlecase(cp)) {
            if (previousCased) return boolRef(false);
            previousCased = true;
            cased = true;
        } else if (unicode::isLowercase(cp)) {
            if (!previousCased) return boolRef(false);
            previousCased = true;
            cased = true;
        } else {
            previousCased = false;
        }
    }
    return boolRef(cased);
}

// ---- Methods: searching
// -----------------------------------------------------------------------------

Ref findMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
               bool reverse, bool raiseIfMissing) {
    if (!args::positional((std::string("str.") + name).c_str(), nargs, kwnames, 1, 3)) {
        return nullptr;
    }
    nargs = callArgCount(nargs);
    Str* needle = requireStrArgument(argv[0], name, 1);
    if (needle == nullptr) return nullptr;
    Str* s = asStr(self);
    int64_t start, end;
    if (!readBounds(argv, nargs, 1, s->length, start, end)) return nullptr;
    int64_t found = start > s->length ? -1 : findIn(s, start, end, needle, reverse);
    if (found < 0 && raiseIfMissing) return raise(gValueError, "substring not found");
    return Ref::fromSmallInt(found);
}

Ref strFind(Value self, const Value* a, size_t n, Tuple* k) {
    return findMethod(self, a, n, k, "find", false, false);
}
Ref strRFind(Value self, const Value* a, size_t n, Tuple* k) {
    return findMethod(self, a, n, k, "rfind", true, false);
}
Ref strIndex(Value self, const Value* a, size_t n, Tuple* k) {
    return findMethod(self, a, n, k, "index", false, true);
}
Ref strRIndex(Value self, const Value* a, size_t n, Tuple* k) {
    return findMethod(self, a, n, k, "rindex", true, true);
}

Ref strCount(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("str.count", nargs, kwnames, 1, 3)) return nullptr;
    nargs = callArgCount(nargs);
    Str* needle = requireStrArgument(argv[0], "count", 1);
    if (needle == nullptr) return nullptr;
    Str* s = asStr(self);
    int64_t start, end;
    if (!readBounds(argv, nargs, 1, s->length, start, end)) return nullptr;
    if (start > s->length) return Ref::fromSmallInt(0);
    return Ref::fromSmallInt(countIn(s, start, end, needle, -1));
}

Ref startsOrEnds(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
                 bool ends) {
    if (!args::positional((std::string("str.") + name).c_str(), nargs, kwnames, 1, 3)) {
        return nullptr;
    }
    nargs = callArgCount(nargs);
    Str* s = asStr(self);
    int64_t start, end;
    if (!readBounds(argv, nargs, 1, s->length, start, end)) return nullptr;
    auto test = [&](Str* affix) {
        if (start > s->length) return false;
        if (end - start < affix->length) return false;
        return matchesAt(s, ends ? end - affix->length : start, affix);
    };
    Value what = argv[0];
    if (isTuple(what)) {
        Tuple* options = asTuple(what);
        for (int64_t i = 0; i < options->size; ++i) {
            Value item = options->items()[i];
            if (!isStr(item)) {
                return raise(gTypeError, "tuple for %s must only contain str, not %s", name,
                             typeName(item));
            }
            if (test(asStr(item))) return boolRef(true);
        }
        return boolRef(false);
    }
    if (!isStr(what)) {
        return raise(gTypeError, "%s first arg must be str or a tuple of str, not %s", name,
                     typeName(what));
    }
    return boolRef(test(asStr(what)));
}

Ref strStartsWith(Value self, const Value* a, size_t n, Tuple* k) {
    return startsOrEnds(self, a, n, k, "startswith", false);
}
Ref strEndsWith(Value self, const Value* a, size_t n, Tuple* k) {
    return startsOrEnds(self, a, n, k, "endswith", true);
}

// ---- Methods: splitting and joining -------------------------------------------------------------

bool appendPiece(List* list, Str* s, int64_t start, int64_t end) {
    Ref piece = strSubstring(s, start, end);
    return piece && listAppend(list, piece.get());
}

Ref splitWhitespace(Str* s, int64_t maxsplit) {
    Ref result = listNew();
    if (!result) return nullptr;
    List* list = asList(result.get());
    int64_t i = 0;
    int64_t n = s->length;
    int64_t splits = 0;
    while (true) {
        while (i < n && unicode::isSpace(cpAt(s, i)))
            ++i;
        if (i >= n) break;
        if (maxsplit >= 0 && splits >= maxsplit) {
            // The rest, with trailing whitespace kept, is the last item.
            if (!appendPiece(list, s, i, n)) return nullptr;
            break;
        }
        int64_t start = i;
        while (i < n && !unicode::isSpace(cpAt(s, i)))
            ++i;
        if (!appendPiece(list, s, start, i)) return nullptr;
        ++splits;
    }
    return result;
}

Ref rsplitWhitespace(Str* s, int64_t maxsplit) {
    Ref result = listNew();
    if (!result) return nullptr;
    List* list = asList(result.get());
    int64_t i = s->length - 1;
    int64_t splits = 0;
    while (true) {
        while (i >= 0 && unicode::isSpace(cpAt(s, i)))
            --i;
        if (i < 0) break;
        if (maxsplit >= 0 && splits >= maxsplit) {
            if (!appendPiece(list, s, 0, i + 1)) return nullptr;
            break;
        }
        int64_t end = i + 1;
        while (i >= 0 && !unicode::isSpace(cpAt(s, i)))
            --i;
        if (!appendPiece(list, s, i + 1, end)) return nullptr;
        ++splits;
    }
    listReverse(list);
    return result;
}

bool readSplitArguments(const char* name, const Value* argv, size_t nargs, Tuple* kwnames,
                        Str*& separator, int64_t& maxsplit) {
    static const char* const kNames[] = {"sep", "maxsplit"};
    NativeSignature signature = {name, kNames, 2, 0, 2, 0};
    Value bound[2] = {};
    if (!bindArguments(signature, argv, nargs, kwnames, bound)) return false;
    separator = nullptr;
    maxsplit = -1;
    // Argument Clinic converts maxsplit before the body looks at sep.
    if (!bound[1].isNull()) {
        if (!isInt(bound[1]) && typeOf(bound[1])->index == nullptr) {
            raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                  typeName(bound[1]));
            return false;
        }
        if (!containers::ssizeArgument(bound[1], maxsplit)) return false;
    }
    if (!bound[0].isNull() && !bound[0].is(noneValue())) {
        if (!isStr(bound[0])) {
            raise(gTypeError, "must be str or None, not %s", typeName(bound[0]));
            return false;
        }
        separator = asStr(bound[0]);
        if (separator->length == 0) {
            raise(gValueError, "empty separator");
            return false;
        }
    }
    return true;
}

Ref strSplit(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    Str* separator;
    int64_t maxsplit;
    if (!readSplitArguments("split", argv, nargs, kwnames, separator, maxsplit)) return nullptr;
    Str* s = asStr(self);
    if (separator == nullptr) return splitWhitespace(s, maxsplit);
    Ref result = listNew();
    if (!result) return nullptr;
    List* list = asList(result.get());
    int64_t position = 0;
    int64_t splits = 0;
    while (maxsplit < 0 || splits < maxsplit) {
        int64_t found = findIn(s, position, s->length, separator, false);
        if (found < 0) break;
        if (!appendPiece(list, s, position, found)) return nullptr;
        position = found + separator->length;
        ++splits;
    }
    if (!appendPiece(list, s, position, s->length)) return nullptr;
    return result;
}

Ref strRSplit(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    Str* separator;
    int64_t maxsplit;
    if (!readSplitArguments("rsplit", argv, nargs, kwnames, separator, maxsplit)) return nullptr;
    Str* s = asStr(self);
    if (separator == nullptr) return rsplitWhitespace(s, maxsplit);
    Ref result = listNew();
    if (!result) return nullptr;
    List* list = asList(result.get());
    int64_t end = s->length;
    int64_t splits = 0;
    while (maxsplit < 0 || splits < maxsplit) {
        int64_t found = findIn(s, 0, end, separator, true);
        if (found < 0) break;
        if (!appendPiece(list, s, found + separator->length, end)) return nullptr;
        end = found;
        ++splits;
    }
    if (!appendPiece(list, s, 0, end)) return nullptr;
    listReverse(list);
    return result;
}

bool isLineBreak(char32_t cp) {
    switch (cp) {
    case '\n':
    case '\r':
    case 0x0B:
    case 0x0C:
    case 0x1C:
    case 0x1D:
    case 0x1E:
    case 0x85:
    case 0x2028:
    case 0x2029:
        return true;
    default:
        return false;
    }
}

Ref strSplitLines(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
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
    Str* s = asStr(self);
    Ref result = listNew();
    if (!result) return nullptr;
    List* list = asList(result.get());
    int64_t i = 0;
    while (i < s->length) {
        int64_t start = i;
        while (i < s->length && !isLineBreak(cpAt(s, i)))
            ++i;
        int64_t lineEnd = i;
        if (i < s->length) {
            if (cpAt(s, i) == '\r' && i + 1 < s->length && cpAt(s, i + 1) == '\n') {
                i += 2;
            } else {
                ++i;
            }
        }
        if (!appendPiece(list, s, start, keepEnds ? i : lineEnd)) return nullptr;
    }
    return result;
}

Ref strJoin(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("str.join", nargs, kwnames)) return nullptr;
    Str* separator = asStr(self);
    Ref sequence;
    Value iterable = argv[0];
    // Only an exact list or tuple is used as it is: a subclass may override
    // __iter__, which join must honour (CPython's PySequence_Fast).
    if (!isExactType(iterable, &gListType) && !isExactType(iterable, &gTupleType)) {
        Ref iterator = getIter(iterable);
        if (!iterator) {
            if (!pendingExceptionMatches(gTypeError)) return nullptr;
            clearPendingException();
            return raise(gTypeError, "can only join an iterable");
        }
        sequence = listFromIterable(iterator.get());
        if (!sequence) return nullptr;
        iterable = sequence.get();
    } else {
        sequence = Ref::borrow(iterable);
    }
    // Keep the items alive while joining (a list could be mutated by
    // nothing here, but a reference keeps the contract simple).
    const Value* items;
    int64_t count;
    if (isList(iterable)) {
        items = asList(iterable)->items;
        count = asList(iterable)->size;
    } else {
        items = asTuple(iterable)->items();
        count = asTuple(iterable)->size;
    }
    for (int64_t i = 0; i < count; ++i) {
        if (!isStr(items[i])) {
            return raise(gTypeError, "sequence item %lld: expected str instance, %s found",
                         static_cast<long long>(i), typeName(items[i]));
        }
    }
    if (count == 0) return emptyStr();
    if (count == 1) return exactStr(asStr(items[0]));
    std::vector<Value> parts;
    parts.reserve(static_cast<size_t>(count * 2));
    for (int64_t i = 0; i < count; ++i) {
        if (i > 0 && separator->length > 0) parts.push_back(self);
        parts.push_back(items[i]);
    }
    return strJoinArray(parts.data(), parts.size());
}

Ref partitionMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames, bool reverse) {
    if (!args::oneArg(reverse ? "str.rpartition" : "str.partition", nargs, kwnames)) return nullptr;
    if (!isStr(argv[0])) return raise(gTypeError, "must be str, not %s", typeName(argv[0]));
    Str* s = asStr(self);
    Str* separator = asStr(argv[0]);
    if (separator->length == 0) return raise(gValueError, "empty separator");
    int64_t found = findIn(s, 0, s->length, separator, reverse);
    Ref parts[3];
    if (found < 0) {
        Ref whole = exactStr(s);
        Ref empty = emptyStr();
        if (reverse) {
            parts[0] = empty;
            parts[1] = empty;
            parts[2] = whole;
        } else {
            parts[0] = whole;
            parts[1] = empty;
            parts[2] = empty;
        }
    } else {
        parts[0] = strSubstring(s, 0, found);
        parts[1] = exactStr(separator);
        parts[2] = strSubstring(s, found + separator->length, s->length);
    }
    if (!parts[0] || !parts[1] || !parts[2]) return nullptr;
    Value items[3] = {parts[0].get(), parts[1].get(), parts[2].get()};
    return tupleFromValues(items, 3);
}

Ref strPartition(Value self, const Value* a, size_t n, Tuple* k) {
    return partitionMethod(self, a, n, k, false);
}
Ref strRPartition(Value self, const Value* a, size_t n, Tuple* k) {
    return partitionMethod(self, a, n, k, true);
}

// ---- Methods: stripping, padding, replacing
// ----------------------------------------------------------

Ref stripMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
                bool left, bool right) {
    if (!args::positional((std::string("str.") + name).c_str(), nargs, kwnames, 0, 1)) {
        return nullptr;
    }
    nargs = callArgCount(nargs);
    Str* s = asStr(self);
    Str* chars = nullptr;
    if (nargs == 1 && !argv[0].is(noneValue())) {
        if (!isStr(argv[0])) return raise(gTypeError, "%s arg must be None or str", name);
        chars = asStr(argv[0]);
    }
    auto strip = [&](char32_t cp) {
        if (chars == nullptr) return unicode::isSpace(cp);
        for (int64_t i = 0; i < chars->length; ++i) {
            if (cpAt(chars, i) == cp) return true;
        }
        return false;
    };
    int64_t start = 0;
    int64_t end = s->length;
    if (left) {
        while (start < end && strip(cpAt(s, start)))
            ++start;
    }
    if (right) {
        while (end > start && strip(cpAt(s, end - 1)))
            --end;
    }
    return strSubstring(s, start, end);
}

Ref strStrip(Value self, const Value* a, size_t n, Tuple* k) {
    return stripMethod(self, a, n, k, "strip", true, true);
}
Ref strLStrip(Value self, const Value* a, size_t n, Tuple* k) {
    return stripMethod(self, a, n, k, "lstrip", true, false);
}
Ref strRStrip(Value self, const Value* a, size_t n, Tuple* k) {
    return stripMethod(self, a, n, k, "rstrip", false, true);
}

// Widths and counts are CPython Py_ssize_t arguments: the TypeError names the
// type and an overflow says "Python int too large to convert to C ssize_t".
bool readWidth(Value v, int64_t& width) {
    return containers::ssizeArgument(v, width);
}

Ref padded(Str* s, int64_t left, int64_t right, char32_t fill) {
    if (left <= 0 && right <= 0) return exactStr(s);
    // Widths come from the program: a failed allocation is MemoryError.
    if (!allocationAllowed(static_cast<size_t>(s->length + left + right), sizeof(char32_t))) {
        return nullptr;
    }
    StrBuilder out;
    out.reserve(static_cast<size_t>(s->length + left + right));
    for (int64_t i = 0; i < left; ++i)
        out.push(fill);
    out.append(s);
    for (int64_t i = 0; i < right; ++i)
        out.push(fill);
    return out.build();
}

Ref justify(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
            char mode) {
    if (!args::positional((std::string("str.") + name).c_str(), nargs, kwnames, 1, 2)) {
        return nullptr;
    }
    nargs = callArgCount(nargs);
    int64_t width;
    if (!readWidth(argv[0], width)) return nullptr;
    char32_t fill = ' ';
    if (nargs == 2) {
        if (!isStr(argv[1])) {
            return raise(gTypeError, "The fill character must be a unicode character, not %s",
                         typeName(argv[1]));
        }
        if (asStr(argv[1])->length != 1) {
            return raise(gTypeError, "The fill character must be exactly one character long");
        }
        fill = cpAt(asStr(argv[1]), 0);
    }
    Str* s = asStr(self);
    int64_t margin = width - s->length;
    if (margin <= 0) return exactStr(s);
    switch (mode) {
    case '<':
        return padded(s, 0, margin, fill);
    case '>':
        return padded(s, margin, 0, fill);
    default: {
        // CPython's rounding: the extra character goes left when both the
        // margin and the width are odd.
        int64_t left = margin / 2 + (margin & width & 1);
        return padded(s, left, margin - left, fill);
    }
    }
}

Ref strLJust(Value self, const Value* a, size_t n, Tuple* k) {
    return justify(self, a, n, k, "ljust", '<');
}
Ref strRJust(Value self, const Value* a, size_t n, Tuple* k) {
    return justify(self, a, n, k, "rjust", '>');
}
Ref strCenter(Value self, const Value* a, size_t n, Tuple* k) {
    return justify(self, a, n, k, "center", '^');
}

Ref strZFill(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("str.zfill", nargs, kwnames)) return nullptr;
    int64_t width;
    if (!readWidth(argv[0], width)) return nullptr;
    Str* s = asStr(self);
    int64_t fill = width - s->length;
    if (fill <= 0) return exactStr(s);
    StrBuilder out;
    int64_t start = 0;
    if (s->length > 0 && (cpAt(s, 0) == '+' || cpAt(s, 0) == '-')) {
        out.push(cpAt(s, 0));
        start = 1;
    }
    for (int64_t i = 0; i < fill; ++i)
        out.push('0');
    out.append(s, start, s->length);
    return out.build();
}

Ref strReplace(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"", "", "count"};
    static const NativeSignature kSignature = {"replace", kNames, 3, 2, 3, 2};
    Value bound[3] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    Str* old = requireStrArgument(bound[0], "replace", 1);
    if (old == nullptr) return nullptr;
    Str* replacement = requireStrArgument(bound[1], "replace", 2);
    if (replacement == nullptr) return nullptr;
    int64_t limit = -1;
    if (!bound[2].isNull()) {
        if (!readWidth(bound[2], limit)) return nullptr;
    }
    Str* s = asStr(self);
    if (limit == 0) return exactStr(s);
    StrBuilder out;
    if (old->length == 0) {
        // Insert before every character and at the end.
        int64_t inserted = 0;
        for (int64_t i = 0; i <= s->length; ++i) {
            if (limit < 0 || inserted < limit) {
                out.append(replacement);
                ++inserted;
            }
            if (i < s->length) out.push(cpAt(s, i));
        }
        return out.build();
    }
    int64_t position = 0;
    int64_t replaced = 0;
    bool any = false;
    while (limit < 0 || replaced < limit) {
        int64_t found = findIn(s, position, s->length, old, false);
        if (found < 0) break;
        out.append(s, position, found);
        out.append(replacement);
        position = found + old->length;
        ++replaced;
        any = true;
    }
    if (!any) return exactStr(s);
    out.append(s, position, s->length);
    return out.build();
}

Ref strExpandTabs(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"tabsize"};
    static const NativeSignature kSignature = {"expandtabs", kNames, 1, 0, 1, 0};
    Value bound[1] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    int64_t tabSize = 8;
    // The tab size is a C int in CPython; big values clamp here and are
    // refused by the range check below.
    if (!bound[0].isNull() && !indexToInt64(bound[0], tabSize, nullptr)) return nullptr;
    if (tabSize > INT32_MAX || tabSize < INT32_MIN) {
        return raise(gOverflowError, "Python int too large to convert to C int");
    }
    Str* s = asStr(self);
    StrBuilder out;
    int64_t column = 0;
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        if (cp == '\t') {
            if (tabSize > 0) {
                int64_t spaces = tabSize - column % tabSize;
                for (int64_t k = 0; k < spaces; ++k)
                    out.push(' ');
                column += spaces;
            }
        } else {
            out.push(cp);
            ++column;
            if (cp == '\n' || cp == '\r') column = 0;
        }
    }
    return out.build();
}

Ref affixMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames, const char* name,
                bool suffix) {
    std::string qualified = std::string("str.") + name;
    if (!args::oneArg(qualified.c_str(), nargs, kwnames)) return nullptr;
    if (!isStr(argv[0])) {
        return raise(gTypeError, "%s() argument must be str, not %s", name,
                     argumentTypeName(argv[0]));
    }
    Str* s = asStr(self);
    Str* affix = asStr(argv[0]);
    if (affix->length > 0 && matchesAt(s, suffix ? s->length - affix->length : 0, affix)) {
        return suffix ? strSubstring(s, 0, s->length - affix->length)
                      : strSubstring(s, affix->length, s->length);
    }
    return exactStr(s);
}

Ref strRemovePrefix(Value self, const Value* a, size_t n, Tuple* k) {
    return affixMethod(self, a, n, k, "removeprefix", false);
}
Ref strRemoveSuffix(Value self, const Value* a, size_t n, Tuple* k) {
    return affixMethod(self, a, n, k, "removesuffix", true);
}

// ---- Methods: translate
// ----------------------------------------------------------------------------

Ref strMakeTrans(Value, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("str.maketrans", nargs, kwnames, 1, 3)) return nullptr;
    nargs = callArgCount(nargs);
    Ref result = dictNew();
    if (!result) return nullptr;
    Dict* table = asDict(result.get());
    if (nargs == 1) {
        if (!isDict(argv[0])) {
            return raise(gTypeError,
                         "if you give only one argument to maketrans it must be a dict");
        }
        int64_t position = 0;
        Value key, value;
        while (dictNext(asDict(argv[0]), position, key, value)) {
            if (isStr(key)) {
                if (asStr(key)->length != 1) {
                    return raise(gValueError, "string keys in translate table must be of length 1");
                }
                Ref code = Ref::fromSmallInt(cpAt(asStr(key), 0));
                if (!dictSetItem(table, code.get(), value)) return nullptr;
            } else if (isInt(key)) {
                if (!dictSetItem(table, key, value)) return nullptr;
            } else {
                return raise(gTypeError, "keys in translate table must be strings or integers");
            }
        }
        return result;
    }
    // Argument Clinic checks the second and third arguments first.
    for (size_t k = 1; k < nargs; ++k) {
        if (!isStr(argv[k])) {
            return raise(gTypeError, "maketrans() argument %zu must be str, not %s", k + 1,
                         argumentTypeName(argv[k]));
        }
    }
    if (!isStr(argv[0])) {
        return raise(gTypeError,
                     "first maketrans argument must be a string if there is a second argument");
    }
    Str* from = asStr(argv[0]);
    Str* to = asStr(argv[1]);
    if (from->length != to->length) {
        return raise(gValueError, "the first two maketrans arguments must have equal length");
    }
    for (int64_t i = 0; i < from->length; ++i) {
        Ref key = Ref::fromSmallInt(cpAt(from, i));
        Ref value = Ref::fromSmallInt(cpAt(to, i));
        if (!dictSetItem(table, key.get(), value.get())) return nullptr;
    }
    if (nargs == 3) {
        Str* deleted = asStr(argv[2]);
        for (int64_t i = 0; i < deleted->length; ++i) {
            Ref key = Ref::fromSmallInt(cpAt(deleted, i));
            if (!dictSetItem(table, key.get(), noneValue())) return nullptr;
        }
    }
    return result;
}

Ref strTranslate(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("str.translate", nargs, kwnames)) return nullptr;
    Value table = argv[0];
    Str* s = asStr(self);
    StrBuilder out;
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        Ref key = Ref::fromSmallInt(cp);
        Ref mapped = getItem(table, key.get());
        if (!mapped) {
            if (pendingExceptionMatches(gLookupError)) {
                clearPendingException();
                out.push(cp);
                continue;
            }
            return nullptr;
        }
        Value m = mapped.get();
        if (m.is(noneValue())) continue;
        if (isInt(m)) {
            int64_t code;
            if (!intToInt64(m, code) || code < 0 || code > 0x10FFFF) {
                return raise(gValueError, "character mapping must be in range(0x110000)");
            }
            out.push(static_cast<char32_t>(code));
        } else if (isStr(m)) {
            out.append(asStr(m));
        } else {
            return raise(gTypeError, "character mapping must return integer, None or str");
        }
    }
    return out.build();
}

// ---- Methods: encoding and misc
// -------------------------------------------------------------------------

Ref strEncodeMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"encoding", "errors"};
    static const NativeSignature kSignature = {"encode", kNames, 2, 0, 2, 0};
    Value bound[2] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    std::string encoding = "utf-8";
    std::string errors = "strict";
    if (!bound[0].isNull() && !readCodecName("encode", "encoding", bound[0], encoding))
        return nullptr;
    if (!bound[1].isNull() && !readCodecName("encode", "errors", bound[1], errors)) return nullptr;
    return strEncode(asStr(self), encoding.c_str(), errors.c_str());
}

Ref strGetNewArgs(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.__getnewargs__", nargs, kwnames)) return nullptr;
    Ref copy = strFromUnits(asStr(self)->data(), asStr(self)->kind, asStr(self)->length);
    if (!copy) return nullptr;
    Value items[1] = {copy.get()};
    return tupleFromValues(items, 1);
}

Ref strFormatSpecMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("str.__format__", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(argv[0])) {
        return raise(gTypeError, "__format__() argument must be str, not %s",
                     argumentTypeName(argv[0]));
    }
    return formatStr(self, asStr(argv[0]));
}

Ref strSizeOf(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("str.__sizeof__", nargs, kwnames)) return nullptr;
    Str* s = asStr(self);
    // CPython's sizes: 40 bytes for an ASCII header, 56 otherwise, plus the
    // units and the terminator.
    int64_t header = s->ascii ? 40 : 56;
    return Ref::fromSmallInt(header + (s->length + 1) * s->kind);
}

const MethodDef kStrMethods[] = {
    {"encode", strEncodeMethod, kMethodInstance,
     "Encode the string using the codec registered for encoding."},
    {"replace", strReplace, kMethodInstance,
     "Return a copy with all occurrences of substring old replaced by new."},
    {"split", strSplit, kMethodInstance,
     "Return a list of the substrings in the string, using sep as the separator string."},
    {"rsplit", strRSplit, kMethodInstance,
     "Return a list of the substrings in the string, using sep as the separator string."},
    {"join", strJoin, kMethodInstance, "Concatenate any number of strings."},
    {"capitalize", strCapitalize, kMethodInstance, "Return a capitalized version of the string."},
    {"casefold", strCasefold, kMethodInstance,
     "Return a version of the string suitable for caseless comparisons."},
    {"title", strTitle, kMethodInstance,
     "Return a version of the string where each word is titlecased."},
    {"center", strCenter, kMethodInstance, "Return a centered string of length width."},
    {"count", strCount, kMethodInstance,
     "Return the number of non-overlapping occurrences of substring sub in string S[start:end]."},
    {"expandtabs", strExpandTabs, kMethodInstance,
     "Return a copy where all tab characters are expanded using spaces."},
    {"find", strFind, kMethodInstance,
     "Return the lowest index in S where substring sub is found."},
    {"partition", strPartition, kMethodInstance,
     "Partition the string into three parts using the given separator."},
    {"index", strIndex, kMethodInstance,
     "Return the lowest index in S where substring sub is found."},
    {"ljust", strLJust, kMethodInstance, "Return a left-justified string of length width."},
    {"lower", strLower, kMethodInstance, "Return a copy of the string converted to lowercase."},
    {"lstrip", strLStrip, kMethodInstance,
     "Return a copy of the string with leading whitespace removed."},
    {"rfind", strRFind, kMethodInstance,
     "Return the highest index in S where substring sub is found."},
    {"rindex", strRIndex, kMethodInstance,
     "Return the highest index in S where substring sub is found."},
    {"rjust", strRJust, kMethodInstance, "Return a right-justified string of length width."},
    {"rstrip", strRStrip, kMethodInstance,
     "Return a copy of the string with trailing whitespace removed."},
    {"rpartition", strRPartition, kMethodInstance,
     "Partition the string into three parts using the given separator."},
    {"splitlines", strSplitLines, kMethodInstance,
     "Return a list of the lines in the string, breaking at line boundaries."},
    {"strip", strStrip, kMethodInstance,
     "Return a copy of the string with leading and trailing whitespace removed."},
    {"swapcase", strSwapcase, kMethodInstance,
     "Convert uppercase characters to lowercase and lowercase characters to uppercase."},
    {"translate", strTranslate, kMethodInstance,
     "Replace each character in the string using the given translation table."},
    {"upper", strUpper, kMethodInstance, "Return a copy of the string converted to uppercase."},
    {"startswith", strStartsWith, kMethodInstance,
     "Return True if the string starts with the specified prefix, False otherwise."},
    {"endswith", strEndsWith, kMethodInstance,
     "Return True if the string ends with the specified suffix, False otherwise."},
    {"removeprefix", strRemovePrefix, kMethodInstance,
     "Return a str with the given prefix string removed if present."},
    {"removesuffix", strRemoveSuffix, kMethodInstance,
     "Return a str with the given suffix string removed if present."},
    {"isascii", strIsAscii, kMethodInstance,
     "Return True if all characters in the string are ASCII, False otherwise."},
    {"islower", strIsLower, kMethodInstance,
     "Return True if the string is a lowercase string, False otherwise."},
    {"isupper", strIsUpper, kMethodInstance,
     "Return True if the string is an uppercase string, False otherwise."},
    {"istitle", strIsTitle, kMethodInstance,
     "Return True if the string is a title-cased string, False otherwise."},
    {"isspace", strIsSpace, kMethodInstance,
     "Return True if the string is a whitespace string, False otherwise."},
    {"isdecimal", strIsDecimal, kMethodInstance,
     "Return True if the string is a decimal string, False otherwise."},
    {"isdigit", strIsDigit, kMethodInstance,
     "Return True if the string is a digit string, False otherwise."},
    {"isnumeric", strIsNumeric, kMethodInstance,
     "Return True if the string is a numeric string, False otherwise."},
    {"isalpha", strIsAlpha, kMethodInstance,
     "Return True if the string is an alphabetic string, False otherwise."},
    {"isalnum", strIsAlnum, kMethodInstance,
     "Return True if the string is an alpha-numeric string, False otherwise."},
    {"isidentifier", strIsIdentifierMethod, kMethodInstance,
     "Return True if the string is a valid Python identifier, False otherwise."},
    {"isprintable", strIsPrintable, kMethodInstance,
     "Return True if the string is printable, False otherwise."},
    {"zfill", strZFill, kMethodInstance,
     "Pad a numeric string with zeros on the left, to fill a field of the given width."},
    {"format", strFormatMethod, kMethodInstance,
     "Return a formatted version of the string, using substitutions from args and kwargs."},
    {"format_map", strFormatMap, kMethodInstance,
     "Return a formatted version of the string, using substitutions from mapping."},
    {"__format__", strFormatSpecMethod, kMethodInstance,
     "Return a formatted version of the string as described by format_spec."},
    {"maketrans", strMakeTrans, kMethodStatic,
     "Return a translation table usable for str.translate()."},
    {"__sizeof__", strSizeOf, kMethodInstance,
     "Return the size of the string in memory, in bytes."},
    {"__getnewargs__", strGetNewArgs, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

// ---- Encoding
// ---------------------------------------------------------------------------------------------

namespace {

enum class Codec {
    Utf8,
    Ascii,
    Latin1,
    Utf16,
    Utf16Le,
    Utf16Be,
    Utf32,
    Utf32Le,
    Utf32Be,
    Cp1252,
    Unknown
};

} // namespace

const char16_t kCp1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,
};

// Normalizes a codec name as Python's codec registry does (lower case,
// spaces and hyphens as underscores) and maps the aliases Taipan knows.
int codecFromName(const char* name) {
    std::string normalized;
    for (const char* p = name; *p != '\0'; ++p) {
        char c = *p;
        if (c == '-' || c == ' ') c = '_';
        normalized += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    static const std::pair<const char*, Codec> kNames[] = {
        {"utf_8", Codec::Utf8},        {"utf8", Codec::Utf8},
        {"u8", Codec::Utf8},           {"utf", Codec::Utf8},
        {"cp65001", Codec::Utf8},      {"utf8_ucs2", Codec::Utf8},
        {"utf8_ucs4", Codec::Utf8},    {"ascii", Codec::Ascii},
        {"us_ascii", Codec::Ascii},    {"646", Codec::Ascii},
        {"us", Codec::Ascii},          {"ansi_x3.4_1968", Codec::Ascii},
        {"iso646_us", Codec::Ascii},   {"latin_1", Codec::Latin1},
        {"latin1", Codec::Latin1},     {"latin", Codec::Latin1},
        {"l1", Codec::Latin1},         {"iso_8859_1", Codec::Latin1},
        {"iso8859_1", Codec::Latin1},  {"8859", Codec::Latin1},
        {"cp819", Codec::Latin1},      {"iso_ir_100", Codec::Latin1},
        {"utf_16", Codec::Utf16},      {"utf16", Codec::Utf16},
        {"u16", Codec::Utf16},         {"utf_16_le", Codec::Utf16Le},
        {"utf_16le", Codec::Utf16Le},  {"utf_16_be", Codec::Utf16Be},
        {"utf_16be", Codec::Utf16Be},  {"utf_32", Codec::Utf32},
        {"utf32", Codec::Utf32},       {"u32", Codec::Utf32},
        {"utf_32_le", Codec::Utf32Le}, {"utf_32le", Codec::Utf32Le},
        {"utf_32_be", Codec::Utf32Be}, {"utf_32be", Codec::Utf32Be},
        {"cp1252", Codec::Cp1252},     {"windows_1252", Codec::Cp1252},
    };
    for (const auto& entry : kNames) {
        if (normalized == entry.first) return static_cast<int>(entry.second);
    }
    return static_cast<int>(Codec::Unknown);
}

const char* codecCanonicalName(int codec) {
    switch (static_cast<Codec>(codec)) {
    case Codec::Utf8:
        return "utf-8";
    case Codec::Ascii:
        return "ascii";
    case Codec::Latin1:
        return "latin-1";
    case Codec::Utf16:
        return "utf-16";
    case Codec::Utf16Le:
        return "utf-16-le";
    case Codec::Utf16Be:
        return "utf-16-be";
    case Codec::Utf32:
        return "utf-32";
    case Codec::Utf32Le:
        return "utf-32-le";
    case Codec::Utf32Be:
        return "utf-32-be";
    case Codec::Cp1252:
        return "charmap";
    default:
        return "unknown";
    }
}

namespace {

// Raises UnicodeEncodeError(encoding, str, start, end, reason).
Ref raiseEncodeError(const char* encoding, Str* s, int64_t start, int64_t end, const char* reason) {
    Ref encodingName = strFromAscii(encoding);
    Ref object = exactStr(s);
    Ref reasonText = strFromAscii(reason);
    if (!encodingName || !object || !reasonText) return nullptr;
    Value items[5] = {encodingName.get(), object.get(), Value::fromSmallInt(start),
                      Value::fromSmallInt(end), reasonText.get()};
    Ref exception = call(Value::fromObject(gUnicodeEncodeError), items, 5);
    if (!exception) return nullptr;
    return raiseObject(exception.get());
}

void appendUnit(std::string& out, uint32_t unit, int bytes, bool little) {
    for (int i = 0; i < bytes; ++i) {
        int shift = little ? 8 * i : 8 * (bytes - 1 - i);
        out += static_cast<char>((unit >> shift) & 0xFF);
    }
}

} // namespace

Ref strEncode(Str* s, const char* encoding, const char* errors) {
    int codecId = codecFromName(encoding);
    Codec codec = static_cast<Codec>(codecId);
    if (codec == Codec::Unknown) return raise(gLookupError, "unknown encoding: %s", encoding);
    if (s->ascii && (codec == Codec::Utf8 || codec == Codec::Ascii || codec == Codec::Latin1)) {
        return bytesFromData(
            std::string_view(static_cast<const char*>(s->data()), static_cast<size_t>(s->length)));
    }
    std::string errorMode = errors == nullptr ? "strict" : errors;
    const char* name = codecCanonicalName(codecId);
    std::string out;
    if (codec == Codec::Utf16 || codec == Codec::Utf16Le || codec == Codec::Utf16Be ||
        codec == Codec::Utf32 || codec == Codec::Utf32Le || codec == Codec::Utf32Be) {
        bool wide = codec == Codec::Utf32 || codec == Codec::Utf32Le || codec == Codec::Utf32Be;
        bool little = codec != Codec::Utf16Be && codec != Codec::Utf32Be;
        if (codec == Codec::Utf16 || codec == Codec::Utf32)
            appendUnit(out, 0xFEFF, wide ? 4 : 2, true);
        for (int64_t i = 0; i < s->length; ++i) {
            char32_t cp = cpAt(s, i);
            if (cp >= 0xD800 && cp <= 0xDFFF && errorMode != "surrogatepass") {
                if (errorMode == "ignore") continue;
                if (errorMode == "replace") {
                    appendUnit(out, '?', wide ? 4 : 2, little);
                    continue;
                }
                if (errorMode == "xmlcharrefreplace" || errorMode == "backslashreplace") {
                    // The replacement text is ASCII, written as code units.
                    char text[16];
                    if (errorMode == "xmlcharrefreplace") {
                        std::snprintf(text, sizeof text, "&#%u;", static_cast<unsigned>(cp));
                    } else {
                        std::snprintf(text, sizeof text, "\\u%04x", static_cast<unsigned>(cp));
                    }
                    for (const char* p = text; *p != 0; ++p)
                        appendUnit(out, static_cast<unsigned char>(*p), wide ? 4 : 2, little);
                    continue;
                }
                // surrogateescape cannot produce UTF-16/32 units: it fails as strict does.
                if (errorMode != "strict" && errorMode != "surrogateescape") {
                    return raise(gLookupError, "unknown error handler name '%s'",
                                 errorMode.c_str());
                }
                return raiseEncodeError(name, s, i, i + 1, "surrogates not allowed");
            }
            if (wide) {
                appendUnit(out, cp, 4, little);
            } else if (cp >= 0x10000) {
                char32_t v = cp - 0x10000;
                appendUnit(out, 0xD800 + (v >> 10), 2, little);
                appendUnit(out, 0xDC00 + (v & 0x3FF), 2, little);
            } else {
                appendUnit(out, cp, 2, little);
            }
        }
        return bytesFromData(out);
    }
    // Single-byte codecs and UTF-8: the byte value of a code point, or -1
    // when the codec cannot encode it (UTF-8: only surrogates).
    auto byteFor = [codec](char32_t cp) -> int {
        switch (codec) {
        case Codec::Ascii:
            return cp < 0x80 ? static_cast<int>(cp) : -1;
        case Codec::Latin1:
            return cp < 0x100 ? static_cast<int>(cp) : -1;
        case Codec::Cp1252:
            if (cp < 0x80 || (cp >= 0xA0 && cp < 0x100)) return static_cast<int>(cp);
            for (int k = 0; k < 32; ++k) {
                if (kCp1252High[k] != 0 && kCp1252High[k] == cp) return 0x80 + k;
            }
            return -1;
        default:
            return cp >= 0xD800 && cp <= 0xDFFF ? -1 : 0;
        }
    };
    const char* reason = codec == Codec::Utf8     ? "surrogates not allowed"
                         : codec == Codec::Ascii  ? "ordinal not in range(128)"
                         : codec == Codec::Latin1 ? "ordinal not in range(256)"
                                                  : "character maps to <undefined>";
    for (int64_t i = 0; i < s->length; ++i) {
        char32_t cp = cpAt(s, i);
        int byte = byteFor(cp);
        if (byte >= 0) {
            if (codec == Codec::Utf8) {
                unicode::appendUtf8(out, cp);
            } else {
                out += static_cast<char>(byte);
            }
            continue;
        }
        // An unencodable run: the error handler decides.
        int64_t end = i + 1;
        while (end < s->length && byteFor(cpAt(s, end)) < 0)
            ++end;
        if (errorMode == "strict") return raiseEncodeError(name, s, i, end, reason);
        for (int64_t k = i; k < end; ++k) {
            char32_t bad = cpAt(s, k);
            if (errorMode == "ignore") {
            } else if (errorMode == "replace") {
                out += '?';
            } else if (errorMode == "backslashreplace") {
                static const char kHex[] = "0123456789abcdef";
                int digits = bad < 0x100 ? 2 : (bad < 0x10000 ? 4 : 8);
                out += '\\';
                out += digits == 2 ? 'x' : (digits == 4 ? 'u' : 'U');
                for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
                    out += kHex[(bad >> shift) & 0xF];
            } else if (errorMode == "xmlcharrefreplace") {
                out += "&#" + std::to_string(static_cast<uint32_t>(bad)) + ";";
            } else if (errorMode == "surrogateescape" && bad >= 0xDC80 && bad <= 0xDCFF) {
                out += static_cast<char>(bad - 0xDC00);
            } else if (errorMode == "surrogatepass" && codec == Codec::Utf8) {
                unicode::appendUtf8(out, bad);
            } else if (errorMode == "surrogateescape") {
                // The escaped prefix is written; the error covers the rest of the run.
                return raiseEncodeError(name, s, k, end, reason);
            } else if (errorMode == "surrogatepass") {
                // Only the UTF codecs pass surrogates: the whole run is refused.
                return raiseEncodeError(name, s, i, end, reason);
            } else {
                return raise(gLookupError, "unknown error handler name '%s'", errorMode.c_str());
            }
        }
        i = end - 1;
    }
    return bytesFromData(out);
}

bool readyStrType() {
    Type* type = &gStrType;
    type->newFn = strNew;
    type->dealloc = strDealloc;
    type->repr = strRepr;
    type->str = strStr;
    type->hash = strHashSlot;
    type->compare = strCompareSlot;
    type->iter = strIter;
    type->length = strLength;
    type->getitem = strGetItem;
    type->contains = strContains;
    type->binary[static_cast<size_t>(BinaryOp::Add)] = strAddSlot;
    type->binary[static_cast<size_t>(BinaryOp::Mul)] = strMulSlot;
    type->binary[static_cast<size_t>(BinaryOp::Mod)] = strModSlot;
    typeAddMethods(type, kStrMethods);
    if (!typeReady(type)) return false;
    for (Type* iterator : {&gStrIteratorType, &gStrAsciiIteratorType}) {
        iterator->iter = iteratorSelf;
        iterator->next = strIteratorNext;
        iterator->dealloc = strIteratorDealloc;
        typeAddMethods(iterator, kStrIteratorMethods);
        if (!typeReady(iterator)) return false;
    }
    return true;
}

} // namespace taipan
