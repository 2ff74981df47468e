// Character properties and full case mappings for str's methods (isalpha,
// isdigit, upper, casefold, ...), following the definitions CPython uses.
//
// utf8proc supplies the general category, the bidi class, the simple case
// mappings and full case folding; unicode_props_tables.inc (generated from
// the same Unicode data by scripts/gen_unicode_props.py) supplies what
// utf8proc lacks: Other_Lowercase/Other_Uppercase, the Case_Ignorable
// characters not implied by their category, digit and numeric values, and
// SpecialCasing's unconditional multi-character mappings, plus the Unicode
// 15.1 additions (CPython 3.13's version) missing from older installed data.
//
// Invariant: every function is pure and accepts any char32_t; values above
// U+10FFFF have no properties and map to themselves.
#include "runtime/unicode.h"

#include <utf8proc.h>

#include <algorithm>
#include <cstdint>

namespace taipan::unicode {

namespace {

struct CodePointRange {
    char32_t first;
    char32_t last;
};

struct SpecialCasing {
    char32_t codePoint;
    char32_t lower[3];
    char32_t title[3];
    char32_t upper[3];
};

#include "runtime/unicode_props_tables.inc"

template <size_t N> bool inRanges(const CodePointRange (&table)[N], char32_t cp) {
    const CodePointRange* end = table + N;
    const CodePointRange* found = std::upper_bound(
        table, end, cp, [](char32_t value, const CodePointRange& r) { return value < r.first; });
    if (found == table) return false;
    --found;
    return cp <= found->last;
}

utf8proc_category_t category(char32_t cp) {
    if (cp > kMaxCodePoint) return UTF8PROC_CATEGORY_CN;
    return utf8proc_category(static_cast<utf8proc_int32_t>(cp));
}

const SpecialCasing* findSpecial(char32_t cp) {
    constexpr size_t count = sizeof(kSpecialCasing) / sizeof(kSpecialCasing[0]);
    const SpecialCasing* end = kSpecialCasing + count;
    const SpecialCasing* found =
        std::lower_bound(kSpecialCasing, end, cp, [](const SpecialCasing& entry, char32_t value) {
            return entry.codePoint < value;
        });
    if (found != end && found->codePoint == cp) return found;
    return nullptr;
}

int copyMapping(const char32_t (&mapping)[3], char32_t out[3]) {
    int count = 0;
    while (count < 3 && mapping[count] != 0) {
        out[count] = mapping[count];
        ++count;
    }
    return count;
}

} // namespace

bool isSpace(char32_t cp) {
    if (cp < 0x80) return cp == ' ' || (cp >= '\t' && cp <= '\r') || (cp >= 0x1C && cp <= 0x1F);
    if (cp > kMaxCodePoint) return false;
    const utf8proc_property_t* property = utf8proc_get_property(static_cast<utf8proc_int32_t>(cp));
    return property->category == UTF8PROC_CATEGORY_ZS ||
           property->bidi_class == UTF8PROC_BIDI_CLASS_WS ||
           property->bidi_class == UTF8PROC_BIDI_CLASS_B ||
           property->bidi_class == UTF8PROC_BIDI_CLASS_S;
}

bool isAlpha(char32_t cp) {
    if (cp < 0x80) return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
    switch (category(cp)) {
    case UTF8PROC_CATEGORY_LU:
    case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO:
        return true;
    default:
        return inRanges(kLettersSupplement, cp);
    }
}

bool isDecimal(char32_t cp) {
    if (cp < 0x80) return cp >= '0' && cp <= '9';
    return category(cp) == UTF8PROC_CATEGORY_ND;
}

bool isDigit(char32_t cp) {
    return isDecimal(cp) || inRanges(kDigitNotDecimal, cp);
}

bool isNumeric(char32_t cp) {
    return isDigit(cp) || inRanges(kNumericNotDigit, cp);
}

int decimalValue(char32_t cp) {
    if (cp < 0x80) return cp >= '0' && cp <= '9' ? static_cast<int>(cp - '0') : -1;
    if (!isDecimal(cp)) return -1;
    // Unicode guarantees decimal digits come in contiguous runs 0..9, so the
    // value is the distance from the start of the run, modulo 10 when runs
    // of several digit sets follow each other (the mathematical digits).
    int distance = 0;
    while (distance < 100 && isDecimal(cp - static_cast<char32_t>(distance) - 1))
        ++distance;
    return distance % 10;
}

bool isLowercase(char32_t cp) {
    if (cp < 0x80) return cp >= 'a' && cp <= 'z';
    return category(cp) == UTF8PROC_CATEGORY_LL || inRanges(kOtherLowercase, cp);
}

bool isUppercase(char32_t cp) {
    if (cp < 0x80) return cp >= 'A' && cp <= 'Z';
    return category(cp) == UTF8PROC_CATEGORY_LU || inRanges(kOtherUppercase, cp);
}

bool isTitlecase(char32_t cp) {
    return cp >= 0x80 && category(cp) == UTF8PROC_CATEGORY_LT;
}

bool isCased(char32_t cp) {
    return isLowercase(cp) || isUppercase(cp) || isTitlecase(cp);
}

bool isCaseIgnorable(char32_t cp) {
    switch (category(cp)) {
    case UTF8PROC_CATEGORY_MN:
    case UTF8PROC_CATEGORY_ME:
    case UTF8PROC_CATEGORY_CF:
    case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_SK:
        return true;
    default:
        return inRanges(kCaseIgnorableExtra, cp);
    }
}

int toLowerFull(char32_t cp, char32_t out[3]) {
    if (cp < 0x80) {
        out[0] = cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
        return 1;
    }
    if (const SpecialCasing* special = findSpecial(cp)) return copyMapping(special->lower, out);
    out[0] = cp > kMaxCodePoint
                 ? cp
                 : static_cast<char32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(cp)));
    return 1;
}

int toUpperFull(char32_t cp, char32_t out[3]) {
    if (cp < 0x80) {
        out[0] = cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
        return 1;
    }
    if (const SpecialCasing* special = findSpecial(cp)) return copyMapping(special->upper, out);
    out[0] = cp > kMaxCodePoint
                 ? cp
                 : static_cast<char32_t>(utf8proc_toupper(static_cast<utf8proc_int32_t>(cp)));
    return 1;
}

int toTitleFull(char32_t cp, char32_t out[3]) {
    if (cp < 0x80) return toUpperFull(cp, out);
    if (const SpecialCasing* special = findSpecial(cp)) return copyMapping(special->title, out);
    out[0] = cp > kMaxCodePoint
                 ? cp
                 : static_cast<char32_t>(utf8proc_totitle(static_cast<utf8proc_int32_t>(cp)));
    return 1;
}

int caseFoldFull(char32_t cp, char32_t out[3]) {
    if (cp < 0x80) return toLowerFull(cp, out);
    if (cp > kMaxCodePoint) {
        out[0] = cp;
        return 1;
    }
    utf8proc_int32_t buffer[8];
    int boundClass = 0;
    utf8proc_ssize_t count = utf8proc_decompose_char(static_cast<utf8proc_int32_t>(cp), buffer, 8,
                                                     UTF8PROC_CASEFOLD, &boundClass);
    if (count < 1 || count > 3) {
        out[0] = cp;
        return 1;
    }
    for (utf8proc_ssize_t i = 0; i < count; ++i)
        out[i] = static_cast<char32_t>(buffer[i]);
    return static_cast<int>(count);
}

} // namespace taipan::unicode
