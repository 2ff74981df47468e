// str: an immutable sequence of code points, stored PEP 393-style with 1, 2
// or 4 bytes per code point (the narrowest that fits), so indexing is O(1).
// A UTF-8 copy is cached on first use for output and hashing of identifiers.
// Lone surrogates are ordinary code points here; the UTF-8 cache uses
// generalized UTF-8 for them (runtime/unicode.h).
#pragma once

#include "objects/builtins_types.h"

#include <string>
#include <string_view>

namespace taipan {

struct Str : Object {
    int64_t length;   // in code points
    int64_t hash;     // -1 until computed
    uint8_t kind;     // bytes per code point: 1, 2 or 4
    bool ascii;       // every code point < 128 (then data is also the UTF-8)
    bool interned;
    char* utf8;       // cached UTF-8 (null until needed; == data() when ascii)
    int64_t utf8Length;
    // The code units follow the struct: length + 1 units of `kind` bytes
    // (zero-terminated).
    void* data() { return this + 1; }
    const void* data() const { return this + 1; }
};

// New strings. Input is generalized UTF-8 (must be valid; the parser and
// decoders guarantee it).
Ref strFromUtf8(std::string_view utf8);
Ref strFromAscii(std::string_view ascii);
Ref strFromCodePoints(const char32_t* codePoints, size_t count);
// An interned string: one object per distinct text, immortal. Used for
// identifiers (names, attribute names, keyword names) so lookups can compare
// pointers before contents.
Str* internStr(std::string_view utf8);
Str* internStr(Str* str); // interns an existing string (may return another object)

inline bool isStr(Value v) { return v.isObject() && (typeOf(v)->flags & kTypeStrSubclass); }
inline Str* asStr(Value v) { return static_cast<Str*>(v.object()); }
std::string_view strUtf8(Str* str);  // cached; valid as long as str lives
char32_t strCodePointAt(const Str* str, int64_t index);
bool strEquals(const Str* a, const Str* b);
bool strEqualsAscii(const Str* a, std::string_view ascii);
int64_t strHash(Str* str);

} // namespace taipan
