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

// ---- Added by the numbers-and-strings work (additive) ----------------------

extern Type gStrIteratorType;      // str_iterator (non-ASCII strings)
extern Type gStrAsciiIteratorType; // str_ascii_iterator

// A one-character string (cached for code points < 256): chr().
Ref strFromCodePoint(char32_t cp);
// s[start:end] with the bounds clamped to [0, len]; an exact str.
Ref strSubstring(Str* s, int64_t start, int64_t end);
// a + b for two strs (exact str result).
Ref strConcat(Value a, Value b);
// ''.join(items) for an array of strs (BUILD_STRING); no type checks.
Ref strJoinArray(const Value* items, size_t count);
// -1, 0 or 1 by code point order.
int strCompare(const Str* a, const Str* b);
// str.isidentifier().
bool strIsIdentifier(Str* s);
// The text with every non-ASCII code point escaped as \xNN, \uNNNN or
// \UNNNNNNNN (what ascii() does to a repr).
Ref strEscapeNonAscii(Str* s);
// str.encode(encoding, errors): utf-8, ascii, latin-1, utf-16/32 (and
// their aliases) with the strict, ignore, replace, backslashreplace,
// xmlcharrefreplace, surrogateescape and surrogatepass handlers.
Ref strEncode(Str* s, const char* encoding, const char* errors);

} // namespace taipan
