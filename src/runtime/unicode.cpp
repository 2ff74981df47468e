// Unicode character properties, "\N{...}" name lookup, NFKC and UTF-8
// helpers (see unicode.h).
//
// The tables come from unicode_tables.inc, generated at build time by
// unicode_gen.cpp from Debian's unicode-data files (Unicode 15.0; CPython
// 3.13 uses 15.1, so the 627 code points 15.1 added read as unassigned here).
//
// Invariants: every function accepts any char32_t, including values above
// U+10FFFF (they behave as unassigned code points); ASCII never touches the
// tables on the hot paths the tokenizer uses; nothing here allocates except
// nfkc() and appendUtf8().
#include "runtime/unicode.h"

#include <cstdlib>
#include <iterator>
#include <utf8proc.h>

namespace taipan::unicode {

namespace {

#include "unicode_tables.inc"

// Record bits above the 5-bit category index; unicode_gen.cpp uses the same
// values when it writes the tables.
constexpr uint8_t kCategoryMask = 0x1F;
constexpr uint8_t kXidStartBit = 0x20;
constexpr uint8_t kXidContinueBit = 0x40;
constexpr uint8_t kPrintableBit = 0x80;

uint8_t record(char32_t cp) {
    // Out-of-range values read as unassigned, whose record is all zero.
    if (cp > kMaxCodePoint) return 0;
    uint32_t block = kPropertyIndex[cp >> kPropertyShift];
    return kPropertyBlocks[(block << kPropertyShift) + (cp & kPropertyMask)];
}

bool isAsciiLetter(char32_t cp) {
    return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
}

// The name stored at a location from kNameLocations.
std::string_view storedName(uint32_t location) {
    return std::string_view(kNameChunks[location >> 24] + ((location >> 8) & 0xFFFF),
                            location & 0xFF);
}

// Matches the longest of `options` at the start of `rest` and consumes it.
// The Hangul short names are built so that taking the longest match never
// needs backtracking: leading jamo are consonants, vowels are vowels.
int matchJamo(std::string_view& rest, const std::string_view* options, int count) {
    int best = -1;
    size_t bestLength = 0;
    for (int i = 0; i < count; ++i) {
        std::string_view option = options[i];
        if (rest.substr(0, option.size()) == option && (best < 0 || option.size() > bestLength)) {
            best = i;
            bestLength = option.size();
        }
    }
    if (best >= 0) rest.remove_prefix(bestLength);
    return best;
}

// "HANGUL SYLLABLE <L><V><T>" by the algorithm of Unicode chapter 3.12.
// CPython matches this prefix and the jamo case-sensitively.
std::optional<char32_t> lookupHangul(std::string_view rest) {
    constexpr char32_t kSyllableBase = 0xAC00;
    constexpr int kVowelCount = 21;
    constexpr int kTrailingCount = 28;
    if (rest.empty()) return std::nullopt;
    int leading = matchJamo(rest, kJamoLeading, 19);
    int vowel = matchJamo(rest, kJamoVowel, kVowelCount);
    int trailing = matchJamo(rest, kJamoTrailing, kTrailingCount);
    if (leading < 0 || vowel < 0 || trailing < 0 || !rest.empty()) return std::nullopt;
    return kSyllableBase +
           static_cast<char32_t>((leading * kVowelCount + vowel) * kTrailingCount + trailing);
}

// "CJK UNIFIED IDEOGRAPH-<hex>": CPython wants exactly four or five upper
// case hex digits naming a code point inside one of the ideograph ranges.
std::optional<char32_t> lookupCjk(std::string_view hex) {
    if (hex.size() != 4 && hex.size() != 5) return std::nullopt;
    char32_t cp = 0;
    for (char c : hex) {
        int digit;
        if (c >= '0' && c <= '9') {
            digit = c - '0';
        } else if (c >= 'A' && c <= 'F') {
            digit = c - 'A' + 10;
        } else {
            return std::nullopt;
        }
        cp = cp * 16 + static_cast<char32_t>(digit);
    }
    for (const auto& range : kCjkRanges) {
        if (cp >= range[0] && cp <= range[1]) return cp;
    }
    return std::nullopt;
}

// Reads `length` bytes of continuation bytes after a lead byte; true if all
// are 10xxxxxx and present.
bool continuationBytes(const unsigned char* p, const unsigned char* end, int length) {
    if (end - p < length + 1) return false;
    for (int i = 1; i <= length; ++i) {
        if ((p[i] & 0xC0) != 0x80) return false;
    }
    return true;
}

} // namespace

bool isXidStart(char32_t cp) {
    if (cp < 0x80) return isAsciiLetter(cp);
    return (record(cp) & kXidStartBit) != 0;
}

bool isXidContinue(char32_t cp) {
    if (cp < 0x80) return isAsciiLetter(cp) || (cp >= '0' && cp <= '9') || cp == '_';
    return (record(cp) & kXidContinueBit) != 0;
}

bool isPrintable(char32_t cp) {
    if (cp < 0x80) return cp >= 0x20 && cp < 0x7F;
    return (record(cp) & kPrintableBit) != 0;
}

std::string_view generalCategory(char32_t cp) {
    return kCategoryCodes[record(cp) & kCategoryMask];
}

std::optional<char32_t> lookupName(std::string_view name) {
    // The algorithmic names are matched exactly as written (CPython does not
    // fold their case); everything else is compared after ASCII upper-casing.
    constexpr std::string_view kHangulPrefix = "HANGUL SYLLABLE ";
    constexpr std::string_view kCjkPrefix = "CJK UNIFIED IDEOGRAPH-";
    if (name.substr(0, kHangulPrefix.size()) == kHangulPrefix) {
        return lookupHangul(name.substr(kHangulPrefix.size()));
    }
    if (name.substr(0, kCjkPrefix.size()) == kCjkPrefix) {
        return lookupCjk(name.substr(kCjkPrefix.size()));
    }
    if (name.empty() || name.size() > kLongestName) return std::nullopt;
    char upper[kLongestName];
    for (size_t i = 0; i < name.size(); ++i) {
        char c = name[i];
        upper[i] = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    }
    std::string_view key(upper, name.size());
    // Binary search over the sorted names.
    size_t low = 0;
    size_t high = std::size(kNameLocations);
    while (low < high) {
        size_t mid = low + (high - low) / 2;
        std::string_view candidate = storedName(kNameLocations[mid]);
        int order = candidate.compare(key);
        if (order == 0) return kNameCodePoints[mid];
        if (order < 0) {
            low = mid + 1;
        } else {
            high = mid;
        }
    }
    return std::nullopt;
}

std::string nfkc(std::string_view utf8) {
    // ASCII is its own NFKC form, and almost every identifier is ASCII.
    bool ascii = true;
    for (char c : utf8) {
        if (static_cast<unsigned char>(c) >= 0x80) {
            ascii = false;
            break;
        }
    }
    if (ascii) return std::string(utf8);

    // utf8proc rejects surrogates and invalid bytes, which generalized UTF-8
    // may hold. Those are copied through unchanged and the valid runs between
    // them are normalized one by one, so the function never fails.
    std::string out;
    auto normalizeRun = [&out](const char* begin, const char* end) {
        if (begin == end) return;
        utf8proc_uint8_t* mapped = nullptr;
        utf8proc_ssize_t length = utf8proc_map(
            reinterpret_cast<const utf8proc_uint8_t*>(begin), end - begin, &mapped,
            static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPAT | UTF8PROC_COMPOSE));
        if (length < 0) {
            out.append(begin, end);
        } else {
            out.append(reinterpret_cast<const char*>(mapped), static_cast<size_t>(length));
        }
        std::free(mapped);
    };
    const char* p = utf8.data();
    const char* end = p + utf8.size();
    const char* runStart = p;
    while (p < end) {
        char32_t cp;
        int length = decodeUtf8(p, end, cp);
        if (length > 0 && (cp < 0xD800 || cp > 0xDFFF)) {
            p += length;
            continue;
        }
        normalizeRun(runStart, p);
        int skip = length > 0 ? length : 1;
        out.append(p, static_cast<size_t>(skip));
        p += skip;
        runStart = p;
    }
    normalizeRun(runStart, end);
    return out;
}

int decodeUtf8(const char* p, const char* end, char32_t& cp) {
    const auto* s = reinterpret_cast<const unsigned char*>(p);
    const auto* e = reinterpret_cast<const unsigned char*>(end);
    unsigned char lead = s[0];
    if (lead < 0x80) {
        cp = lead;
        return 1;
    }
    if (lead < 0xC2) return 0; // Continuation byte, or an overlong 2-byte form.
    if (lead < 0xE0) {
        if (!continuationBytes(s, e, 1)) return 0;
        cp = static_cast<char32_t>(lead & 0x1F) << 6 | (s[1] & 0x3F);
        return 2;
    }
    if (lead < 0xF0) {
        if (!continuationBytes(s, e, 2)) return 0;
        if (lead == 0xE0 && s[1] < 0xA0) return 0; // Overlong.
        cp = static_cast<char32_t>(lead & 0x0F) << 12 | static_cast<char32_t>(s[1] & 0x3F) << 6 |
             (s[2] & 0x3F);
        return 3;
    }
    if (lead < 0xF5) {
        if (!continuationBytes(s, e, 3)) return 0;
        if (lead == 0xF0 && s[1] < 0x90) return 0;  // Overlong.
        if (lead == 0xF4 && s[1] >= 0x90) return 0; // Above U+10FFFF.
        cp = static_cast<char32_t>(lead & 0x07) << 18 | static_cast<char32_t>(s[1] & 0x3F) << 12 |
             static_cast<char32_t>(s[2] & 0x3F) << 6 | (s[3] & 0x3F);
        return 4;
    }
    return 0;
}

size_t findInvalidUtf8(std::string_view bytes) {
    const char* begin = bytes.data();
    const char* end = begin + bytes.size();
    const char* p = begin;
    while (p < end) {
        if (static_cast<unsigned char>(*p) < 0x80) {
            ++p;
            continue;
        }
        char32_t cp;
        int length = decodeUtf8(p, end, cp);
        if (length == 0 || (cp >= 0xD800 && cp <= 0xDFFF)) return static_cast<size_t>(p - begin);
        p += length;
    }
    return std::string_view::npos;
}

void appendUtf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

} // namespace taipan::unicode
