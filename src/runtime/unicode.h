// Unicode character properties and UTF-8 helpers shared by the whole
// interpreter (identifiers in the tokenizer, "\N{...}" escapes, repr()).
//
// Tables are generated at build time by unicode_gen.cpp from the Unicode
// Character Database installed by Debian's unicode-data package; NFKC
// normalization comes from utf8proc.
//
// "Generalized UTF-8" below means UTF-8 that may also hold surrogate code
// points (U+D800..U+DFFF) as ordinary 3-byte sequences: Python strings can
// contain lone surrogates, and this is how Taipan stores them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace taipan::unicode {

constexpr char32_t kMaxCodePoint = 0x10FFFF;

// Identifier characters (PEP 3131): XID_Start / XID_Continue. The tokenizer
// also accepts '_' as a start character; these functions follow Unicode alone.
bool isXidStart(char32_t cp);
bool isXidContinue(char32_t cp);

// str.isprintable() for one character: false for categories Cc, Cf, Cs, Co,
// Cn, Zl, Zp and Zs other than U+0020 SPACE. repr() escapes the others.
bool isPrintable(char32_t cp);

// The general category as its two-letter code ("Lu", "Nd", "Cn", ...).
std::string_view generalCategory(char32_t cp);

// "\N{name}": the code point with this name or name alias, compared
// case-insensitively as CPython does; also the algorithmic names
// ("CJK UNIFIED IDEOGRAPH-4E00", Hangul syllables). Named sequences are not
// accepted (they are not one code point).
std::optional<char32_t> lookupName(std::string_view name);

// NFKC normalization of generalized UTF-8 (identifiers).
std::string nfkc(std::string_view utf8);

// Decodes one code point of generalized UTF-8 starting at `p` (p < end).
// Returns the number of bytes used, or 0 for an invalid or truncated
// sequence (overlong forms and values above U+10FFFF are invalid).
int decodeUtf8(const char* p, const char* end, char32_t& cp);

// Strict UTF-8 validation (surrogates rejected), as Python's utf-8 codec
// does. Returns the byte index of the first invalid byte, or npos if valid.
size_t findInvalidUtf8(std::string_view bytes);

// Appends `cp` as (generalized) UTF-8.
void appendUtf8(std::string& out, char32_t cp);

// ---- Character properties and case mappings for str's methods -------------------
// (runtime/unicode_props.cpp; added by the numbers-and-strings work.) Each
// follows the definition CPython's str methods use, from the installed
// Unicode data (utf8proc plus the small tables of unicode_props_tables.inc).

bool isSpace(char32_t cp);         // str.isspace: bidi class WS, B or S, or category Zs
bool isAlpha(char32_t cp);         // str.isalpha: categories Lu Ll Lt Lm Lo
bool isDecimal(char32_t cp);       // str.isdecimal: category Nd
bool isDigit(char32_t cp);         // str.isdigit: has a digit value
bool isNumeric(char32_t cp);       // str.isnumeric: has a numeric value
int decimalValue(char32_t cp);     // 0..9 for Nd characters, else -1
bool isLowercase(char32_t cp);     // the Lowercase property (Ll + Other_Lowercase)
bool isUppercase(char32_t cp);     // the Uppercase property (Lu + Other_Uppercase)
bool isTitlecase(char32_t cp);     // category Lt
bool isCased(char32_t cp);         // Lowercase, Uppercase or Lt
bool isCaseIgnorable(char32_t cp); // the Case_Ignorable property
// Full case mappings (SpecialCasing's unconditional entries, else the
// simple mapping): write 1 to 3 code points to `out` and return how many.
// Context-dependent rules (final sigma) are the caller's.
int toLowerFull(char32_t cp, char32_t out[3]);
int toUpperFull(char32_t cp, char32_t out[3]);
int toTitleFull(char32_t cp, char32_t out[3]);
int caseFoldFull(char32_t cp, char32_t out[3]);

} // namespace taipan::unicode
