// The tokenizer: decodes raw source bytes into a UTF-8 buffer, then cuts the
// buffer into the tokens of Python 3.13's lexical grammar, one per next().
//
// Decoding (constructor). NUL bytes are refused first; then a UTF-8 BOM is
// stripped, "\r\n" and "\r" become "\n", a PEP 263 declaration on line 1 (or
// on line 2 when line 1 is blank or a comment) selects the encoding, the text
// is transcoded to UTF-8, and a final "\n" is added when missing (compile()
// adds none to 'eval', 'single' and 'func_type' input: keepSourceEnd takes it
// back, and a declaration only that newline completed with it). Like
// CPython's compile() of bytes, UTF-8 is *not* validated up front: CPython
// ignores undecodable bytes in comments and reports them in a NAME (here) or a
// string literal (the parser, when it decodes the literal). So the buffer is
// UTF-8 everywhere except possibly inside comments, STRING tokens and
// FSTRING_MIDDLE tokens; every NAME token is valid UTF-8.
//
// Tokens. Comments, blank lines and NL are skipped. NEWLINE ends a logical
// line outside brackets (after a comment it starts at the '#', as CPython's
// does); at an open end (keepSourceEnd) the last line gets none, and the
// ENDMARKER comes before the DEDENTs, as in CPython. INDENT and DEDENT follow
// CPython's rules (tabs to multiples of 8, checked against a tab size of 1
// for consistency). Hard keywords get their Kw* kinds; soft keywords stay
// NAME. Characters that are no Python token ('$', '?', '`') and the operator
// "<>" (accepted by CPython only under `from __future__ import barry_as_FLUFL`,
// which Taipan does not support) become TokenKind::Op, which no grammar rule
// accepts, so the parser reports them as "invalid syntax" at that token
// exactly as CPython does.
//
// F-strings (PEP 701). An f-string produces FSTRING_START (prefix and opening
// quotes), then any mix of FSTRING_MIDDLE tokens and replacement fields, then
// FSTRING_END. A replacement field is '{', the ordinary tokens of the
// expression, optionally '=' (self-documenting), optionally '!' NAME, and
// optionally ':' followed by a format spec (FSTRING_MIDDLE tokens and nested
// replacement fields), then '}'. A ':' starts a format spec only at the
// field's own bracket level (so `f"{x[1:2]}"` and `f"{(lambda: 1)}"` keep
// their colons). An FSTRING_MIDDLE token covers literal text exactly as
// written (escapes undecoded) with one twist, the same as CPython's: a doubled
// brace "{{" or "}}" ends the token *after its first brace*, and the second
// brace belongs to no token. So the token's text is the literal's text with
// doubled braces already collapsed; the parser only decodes escapes and
// concatenates adjacent FSTRING_MIDDLE tokens. Two more splits follow CPython:
// a named escape "\N{...}" ends its token after the '}', and a backslash
// right before a replacement field's '{' ends its token as a lone trailing
// backslash. A backslash followed by a brace ("\{", "\}", or trailing before
// a field) stands for itself: the tokenizer has already issued CPython's
// SyntaxWarning "invalid escape sequence '\{'" for it (non-raw only), so the
// parser must not warn again. Empty FSTRING_MIDDLE tokens are never produced
// (CPython emits some in format specs; they carry nothing). An f-string whose
// quote comes inside a format spec ends there, leaving the brackets it opened
// open as orphans, which CPython's bracket matching still sees (see
// closeBracket).
//
// Errors. Two families, because CPython raises lexical errors from two places
// with different conventions:
//  - errors the tokenizer raises itself ("unterminated string literal",
//    "invalid character", "unmatched ')'", number errors, ...) report the
//    line *without* its newline and offsets counted in characters up to the
//    point where the scanner stopped (lexError below);
//  - errors CPython's parser raises on the tokenizer's behalf (indentation,
//    line continuation, EOF, unclosed brackets) go through makeError(), which
//    reproduces how CPython picks the text (the current physical line group,
//    newline included, or a bare earlier line) and converts byte columns.
// errorRaisedByTokenizer() tells the two apart for the parser, which needs
// CPython's precedence rules between its own errors and lexical ones.
//
// Script files (fromScriptFile). CPython reads a script run by name line by
// line, and that reader fails on some lines: a NUL byte, bytes that are not
// UTF-8 when no encoding is declared, a failing read of the declared codec.
// The constructor finds the first such line up front and cuts the buffer
// just before it; when the scanner needs a character past that cut (every
// branch that acts on the end of input records it through endAt or
// atEndOfInput), next() raises the reader's error instead, whatever the
// scanner made of the end. Peeks (ch) past the cut do not count: the scanner
// peeks past a newline only where CPython would not read the next line.
//
// Error texts. Errors at a known location (makeError) take their line's text
// as CPython's error reporter does: re-read from the file (a script's, or
// with useNamedFileForErrorLines the one the filename names) when it gives
// the line, else from the buffer (errorText).
//
// Invariants: positions of every token index the buffer; after an error the
// state never changes again; no input, however hostile, makes the scanner
// read outside the buffer, loop forever or allocate per token.
#include "parse/tokenizer.h"

#include "runtime/unicode.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <vector>

namespace taipan::parse {

std::string_view tokenKindSpelling(TokenKind kind) {
    static constexpr std::string_view kSpellings[] = {
#define TAIPAN_TOKEN(name, spelling) spelling,
#include "parse/token.def"
#undef TAIPAN_TOKEN
    };
    const auto index = static_cast<size_t>(kind);
    if (index >= std::size(kSpellings)) return "<unknown token kind>";
    return kSpellings[index];
}

namespace {

// CPython's limits, with its messages.
constexpr int kMaxIndentLevels = 100;      // "too many levels of indentation"
constexpr size_t kMaxBracketDepth = 200;   // "too many nested parentheses"
constexpr size_t kMaxFStringNesting = 150; // "too many nested f-strings"
constexpr int kMaxFormatSpecNesting = 2;   // "f-string: expressions nested too deeply"
constexpr int kTabSize = 8;

// ---- Character classes ------------------------------------------------------

enum : uint8_t {
    kClassIdentStart = 1, // may start a NAME (any byte >= 0x80 may, until verified)
    kClassIdent = 2,      // may continue a NAME
    kClassDigit = 4,
    kClassHexDigit = 8,
};

constexpr std::array<uint8_t, 256> makeCharClasses() {
    std::array<uint8_t, 256> classes{};
    for (int c = 0; c < 256; ++c) {
        uint8_t value = 0;
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
        const bool digit = c >= '0' && c <= '9';
        if (letter) value |= kClassIdentStart | kClassIdent;
        if (digit) value |= kClassIdent | kClassDigit | kClassHexDigit;
        if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) value |= kClassHexDigit;
        classes[static_cast<size_t>(c)] = value;
    }
    return classes;
}

constexpr std::array<uint8_t, 256> kCharClasses = makeCharClasses();

inline bool hasClass(int c, uint8_t cls) {
    return c >= 0 && (kCharClasses[static_cast<size_t>(c)] & cls) != 0;
}
inline bool isDigit(int c) { return c >= '0' && c <= '9'; }
inline bool isAsciiIdentChar(int c) { return c >= 0 && c < 0x80 && hasClass(c, kClassIdent); }

// ---- UTF-8 as Python's codec sees it ------------------------------------------

// One step of a strict UTF-8 decoder that also reports failures the way
// Python's codec does: `length` is the size of the character, or of the
// maximal invalid subpart (at least 1) when `valid` is false.
struct Utf8Step {
    int length = 1;
    bool valid = false;
    char32_t codePoint = 0xFFFD;
    const char* reason = "invalid start byte";
};

Utf8Step utf8Step(const unsigned char* p, const unsigned char* end) {
    Utf8Step step;
    const unsigned lead = p[0];
    if (lead < 0x80) {
        step.valid = true;
        step.codePoint = lead;
        return step;
    }
    int needed;
    unsigned low = 0x80, high = 0xBF; // allowed range of the second byte
    char32_t value;
    if (lead >= 0xC2 && lead <= 0xDF) {
        needed = 1;
        value = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        needed = 2;
        value = lead & 0x0F;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED) high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        needed = 3;
        value = lead & 0x07;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        return step; // invalid start byte
    }
    int used = 1;
    for (int i = 0; i < needed; ++i) {
        if (p + used >= end) {
            step.length = used;
            step.reason = "unexpected end of data";
            return step;
        }
        const unsigned byte = p[used];
        const unsigned lo = i == 0 ? low : 0x80;
        const unsigned hi = i == 0 ? high : 0xBF;
        if (byte < lo || byte > hi) {
            step.length = used;
            step.reason = "invalid continuation byte";
            return step;
        }
        value = (value << 6) | (byte & 0x3F);
        ++used;
    }
    step.length = used;
    step.valid = true;
    step.codePoint = value;
    return step;
}

// Python's bytes.decode("utf-8", "replace"), producing UTF-8.
std::string decodeReplace(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto* end = p + bytes.size();
    while (p < end) {
        if (*p < 0x80) {
            out.push_back(static_cast<char>(*p++));
            continue;
        }
        const Utf8Step step = utf8Step(p, end);
        if (step.valid) {
            out.append(reinterpret_cast<const char*>(p), static_cast<size_t>(step.length));
        } else {
            out.append("\xEF\xBF\xBD");
        }
        p += step.length;
    }
    return out;
}

// The number of characters bytes.decode("utf-8", "replace") would give.
int32_t countCharsReplace(std::string_view bytes) {
    int32_t count = 0;
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto* end = p + bytes.size();
    while (p < end) {
        if (*p < 0x80) {
            ++p;
        } else {
            p += utf8Step(p, end).length;
        }
        ++count;
    }
    return count;
}

// CPython's conversion of a 0-based byte column to the 1-based character
// offset it reports: the characters that decoding the first column + 1 bytes
// of the error text gives (a character cut by the limit counts once), the
// limit clamped one past the text's end. Unlike byteColumnToCharacterOffset,
// a cut character at the limit counts exactly as CPython counts it, which
// matters for lines holding undecodable bytes.
int32_t characterOffset(std::string_view text, int32_t byteColumn) {
    if (byteColumn < 0) return byteColumn + 1;
    const size_t limit = static_cast<size_t>(byteColumn) + 1;
    if (limit > text.size()) return countCharsReplace(text) + 1;
    return countCharsReplace(text.substr(0, limit));
}

// The first decoding failure in `bytes` as Python's UnicodeDecodeError words
// it, or an empty string when the bytes are valid UTF-8.
std::string describeUtf8Error(std::string_view bytes) {
    const auto* begin = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto* end = begin + bytes.size();
    const auto* p = begin;
    while (p < end) {
        const Utf8Step step = *p < 0x80 ? Utf8Step{1, true, *p, ""} : utf8Step(p, end);
        if (!step.valid) {
            const auto start = static_cast<long>(p - begin);
            char message[160];
            if (step.length == 1) {
                std::snprintf(message, sizeof message,
                              "'utf-8' codec can't decode byte 0x%02x in position %ld: %s", *p,
                              start, step.reason);
            } else {
                std::snprintf(message, sizeof message,
                              "'utf-8' codec can't decode bytes in position %ld-%ld: %s", start,
                              start + step.length - 1, step.reason);
            }
            return message;
        }
        p += step.length;
    }
    return {};
}

// ---- Source encodings ---------------------------------------------------------

// The single-byte encodings Taipan can read besides UTF-8. Entries map bytes
// 0x80..0xFF; 0 marks a byte the encoding leaves undefined.
constexpr char16_t kCp1252High[128] = {
    0x20AC, 0x0000, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x0000, 0x017D, 0x0000, 0x0000, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x0000, 0x017E, 0x0178, 0x00A0,
    0x00A1, 0x00A2, 0x00A3, 0x00A4, 0x00A5, 0x00A6, 0x00A7, 0x00A8, 0x00A9, 0x00AA, 0x00AB,
    0x00AC, 0x00AD, 0x00AE, 0x00AF, 0x00B0, 0x00B1, 0x00B2, 0x00B3, 0x00B4, 0x00B5, 0x00B6,
    0x00B7, 0x00B8, 0x00B9, 0x00BA, 0x00BB, 0x00BC, 0x00BD, 0x00BE, 0x00BF, 0x00C0, 0x00C1,
    0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C6, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC,
    0x00CD, 0x00CE, 0x00CF, 0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D7,
    0x00D8, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00DF, 0x00E0, 0x00E1, 0x00E2,
    0x00E3, 0x00E4, 0x00E5, 0x00E6, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC, 0x00ED,
    0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x00F2, 0x00F3, 0x00F4, 0x00F5, 0x00F6, 0x00F7, 0x00F8,
    0x00F9, 0x00FA, 0x00FB, 0x00FC, 0x00FD, 0x00FE, 0x00FF,
};

constexpr char16_t kKoi8rHigh[128] = {
    0x2500, 0x2502, 0x250C, 0x2510, 0x2514, 0x2518, 0x251C, 0x2524, 0x252C, 0x2534, 0x253C,
    0x2580, 0x2584, 0x2588, 0x258C, 0x2590, 0x2591, 0x2592, 0x2593, 0x2320, 0x25A0, 0x2219,
    0x221A, 0x2248, 0x2264, 0x2265, 0x00A0, 0x2321, 0x00B0, 0x00B2, 0x00B7, 0x00F7, 0x2550,
    0x2551, 0x2552, 0x0451, 0x2553, 0x2554, 0x2555, 0x2556, 0x2557, 0x2558, 0x2559, 0x255A,
    0x255B, 0x255C, 0x255D, 0x255E, 0x255F, 0x2560, 0x2561, 0x0401, 0x2562, 0x2563, 0x2564,
    0x2565, 0x2566, 0x2567, 0x2568, 0x2569, 0x256A, 0x256B, 0x256C, 0x00A9, 0x044E, 0x0430,
    0x0431, 0x0446, 0x0434, 0x0435, 0x0444, 0x0433, 0x0445, 0x0438, 0x0439, 0x043A, 0x043B,
    0x043C, 0x043D, 0x043E, 0x043F, 0x044F, 0x0440, 0x0441, 0x0442, 0x0443, 0x0436, 0x0432,
    0x044C, 0x044B, 0x0437, 0x0448, 0x044D, 0x0449, 0x0447, 0x044A, 0x042E, 0x0410, 0x0411,
    0x0426, 0x0414, 0x0415, 0x0424, 0x0413, 0x0425, 0x0418, 0x0419, 0x041A, 0x041B, 0x041C,
    0x041D, 0x041E, 0x041F, 0x042F, 0x0420, 0x0421, 0x0422, 0x0423, 0x0416, 0x0412, 0x042C,
    0x042B, 0x0417, 0x0428, 0x042D, 0x0429, 0x0427, 0x042A,
};

enum class Codec { Utf8, Latin1, Ascii, Cp1252, Koi8r, Unknown };

// Python's codec registry lookup for the encodings Taipan knows: the name is
// lowered and every run of punctuation other than '.' becomes '_' (as
// encodings.normalize_encoding does), then looked up among the aliases.
Codec lookupCodec(std::string_view name) {
    std::string key;
    bool pendingUnderscore = false;
    for (char raw : name) {
        const auto c = static_cast<unsigned char>(raw);
        if (std::isalnum(c) || c == '.') {
            if (pendingUnderscore && !key.empty()) key.push_back('_');
            pendingUnderscore = false;
            key.push_back(static_cast<char>(std::tolower(c)));
        } else {
            pendingUnderscore = true;
        }
    }
    struct Alias {
        std::string_view name;
        Codec codec;
    };
    static constexpr Alias kAliases[] = {
        {"utf_8", Codec::Utf8},          {"utf8", Codec::Utf8},
        {"u8", Codec::Utf8},             {"utf", Codec::Utf8},
        {"utf8_ucs2", Codec::Utf8},      {"utf8_ucs4", Codec::Utf8},
        {"cp65001", Codec::Utf8},        {"utf_8_sig", Codec::Utf8},
        {"latin_1", Codec::Latin1},      {"latin1", Codec::Latin1},
        {"latin", Codec::Latin1},        {"l1", Codec::Latin1},
        {"iso8859_1", Codec::Latin1},    {"iso_8859_1", Codec::Latin1},
        {"8859", Codec::Latin1},         {"cp819", Codec::Latin1},
        {"iso_ir_100", Codec::Latin1},   {"iso_8859_1_1987", Codec::Latin1},
        {"ibm819", Codec::Latin1},       {"csisolatin1", Codec::Latin1},
        {"iso8859", Codec::Latin1},      {"ascii", Codec::Ascii},
        {"us_ascii", Codec::Ascii},      {"646", Codec::Ascii},
        {"us", Codec::Ascii},            {"ansi_x3.4_1968", Codec::Ascii},
        {"ansi_x3_4_1968", Codec::Ascii}, {"ansi_x3.4_1986", Codec::Ascii},
        {"cp367", Codec::Ascii},         {"csascii", Codec::Ascii},
        {"ibm367", Codec::Ascii},        {"iso646_us", Codec::Ascii},
        {"iso_646.irv_1991", Codec::Ascii}, {"iso_ir_6", Codec::Ascii},
        {"cp1252", Codec::Cp1252},       {"windows_1252", Codec::Cp1252},
        {"1252", Codec::Cp1252},         {"koi8_r", Codec::Koi8r},
        {"cskoi8r", Codec::Koi8r},
    };
    for (const Alias& alias : kAliases) {
        if (alias.name == key) return alias.codec;
    }
    return Codec::Unknown;
}

// CPython's first normalization of a declared encoding name: the first 12
// characters lowered with '_' read as '-', then the utf-8 and latin-1 families
// collapsed to one spelling. Other names come back unchanged.
std::string normalEncodingName(std::string_view name) {
    std::string head;
    for (size_t i = 0; i < name.size() && i < 12; ++i) {
        const char c = name[i];
        head.push_back(c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    auto startsWith = [&](std::string_view prefix) { return head.compare(0, prefix.size(), prefix) == 0; };
    if (head == "utf-8" || startsWith("utf-8-")) return "utf-8";
    if (head == "latin-1" || head == "iso-8859-1" || head == "iso-latin-1" || startsWith("latin-1-") ||
        startsWith("iso-8859-1-") || startsWith("iso-latin-1-")) {
        return "iso-8859-1";
    }
    return std::string(name);
}

// The encoding named by a PEP 263 declaration in `line` (without its
// newline): optional blanks, '#', then anything, "coding", ':' or '=', blanks
// and the name. Returns false when the line declares nothing.
bool findCodingSpec(std::string_view line, std::string& spec) {
    size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\f')) ++i;
    if (i >= line.size() || line[i] != '#') return false;
    for (size_t at = line.find("coding", i); at != std::string_view::npos;
         at = line.find("coding", at + 1)) {
        size_t t = at + 6;
        if (t >= line.size() || (line[t] != ':' && line[t] != '=')) continue;
        ++t;
        while (t < line.size() && (line[t] == ' ' || line[t] == '\t')) ++t;
        const size_t begin = t;
        while (t < line.size() && (std::isalnum(static_cast<unsigned char>(line[t])) || line[t] == '-' ||
                                   line[t] == '_' || line[t] == '.')) {
            ++t;
        }
        if (t > begin) {
            spec = normalEncodingName(line.substr(begin, t - begin));
            return true;
        }
    }
    return false;
}

// True when `line` holds only blanks and possibly a comment: only then may
// line 2 carry the coding declaration.
bool isBlankOrComment(std::string_view line) {
    for (char c : line) {
        if (c == '#') return true;
        if (c != ' ' && c != '\t' && c != '\f') return false;
    }
    return true;
}

// Transcodes a single-byte encoding to UTF-8; false (with CPython's message)
// on a byte the encoding does not define.
bool transcodeSingleByte(std::string_view text, Codec codec, std::string& out, std::string& message) {
    out.clear();
    out.reserve(text.size() + text.size() / 4);
    for (size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x80) {
            out.push_back(static_cast<char>(byte));
            continue;
        }
        char32_t cp = 0;
        switch (codec) {
        case Codec::Latin1: cp = byte; break;
        case Codec::Cp1252: cp = kCp1252High[byte - 0x80]; break;
        case Codec::Koi8r: cp = kKoi8rHigh[byte - 0x80]; break;
        default: cp = 0; break;
        }
        if (cp == 0) {
            char buffer[160];
            if (codec == Codec::Ascii) {
                std::snprintf(buffer, sizeof buffer,
                              "'ascii' codec can't decode byte 0x%02x in position %zu: ordinal not in "
                              "range(128)",
                              byte, i);
            } else {
                std::snprintf(buffer, sizeof buffer,
                              "'charmap' codec can't decode byte 0x%02x in position %zu: character maps "
                              "to <undefined>",
                              byte, i);
            }
            message = buffer;
            return false;
        }
        unicode::appendUtf8(out, cp);
    }
    return true;
}

// An error raised while decoding, before any line exists: CPython reports
// lineno 0 and offset -1 with no text. (None in CPython's end_lineno and
// end_offset becomes 0 here.)
SyntaxErrorInfo decodingError(std::string message, std::string_view filename) {
    SyntaxErrorInfo error;
    error.type = ErrorType::SyntaxError;
    error.message = std::move(message);
    error.filename = std::string(filename);
    error.lineno = 0;
    error.offset = -1;
    return error;
}

// The NUL-byte error has no location at all (every position is None in
// CPython; 0 here).
SyntaxErrorInfo nullByteError(std::string_view filename) {
    SyntaxErrorInfo error;
    error.type = ErrorType::SyntaxError;
    error.message = "source code string cannot contain null bytes";
    error.filename = std::string(filename);
    return error;
}

// Normalizes newlines and (unless told otherwise) appends the implicit final
// one.
std::string normalizeNewlines(std::string_view text, bool finalNewline = true) {
    std::string out;
    out.reserve(text.size() + 1);
    size_t i = 0;
    while (i < text.size()) {
        const void* found = std::memchr(text.data() + i, '\r', text.size() - i);
        const size_t stop = found ? static_cast<size_t>(static_cast<const char*>(found) - text.data())
                                  : text.size();
        out.append(text.data() + i, stop - i);
        if (stop == text.size()) break;
        out.push_back('\n');
        i = stop + 1;
        if (i < text.size() && text[i] == '\n') ++i;
    }
    if (finalNewline && !out.empty() && out.back() != '\n') out.push_back('\n');
    return out;
}

// ---- Reading a script file the way CPython's file front does ------------------

// Decodes text in `codec` for display, with U+FFFD for what does not decode
// (Python's errors="replace").
std::string decodeForDisplay(std::string_view text, Codec codec) {
    if (codec == Codec::Utf8 || codec == Codec::Unknown) return decodeReplace(text);
    std::string out;
    out.reserve(text.size() + text.size() / 4);
    for (const char raw : text) {
        const auto byte = static_cast<unsigned char>(raw);
        if (byte < 0x80) {
            out.push_back(raw);
            continue;
        }
        char32_t cp = 0xFFFD;
        if (codec == Codec::Latin1) cp = byte;
        if (codec == Codec::Cp1252 && kCp1252High[byte - 0x80] != 0) cp = kCp1252High[byte - 0x80];
        if (codec == Codec::Koi8r) cp = kKoi8rHigh[byte - 0x80];
        unicode::appendUtf8(out, cp);
    }
    return out;
}

// CPython's error reporter re-reads an error's line from the file with a
// 1000-byte line buffer: a longer line arrives in pieces of 999 bytes and
// only its last piece is kept; a final line without a newline whose length
// is a multiple of 999 is not found at all (the reader asks for one more
// piece and meets the end of the file). `fileText` has its newlines
// translated to '\n'. Returns false when the line is not found.
bool fileLinePiece(std::string_view fileText, int32_t lineno, std::string_view& piece) {
    constexpr size_t kPiece = 999;
    if (lineno < 1) return false;
    size_t begin = 0;
    for (int32_t l = 1; l < lineno; ++l) {
        const size_t newline = fileText.find('\n', begin);
        if (newline == std::string_view::npos) return false;
        begin = newline + 1;
    }
    if (begin >= fileText.size()) return false;
    const size_t newline = fileText.find('\n', begin);
    const bool terminated = newline != std::string_view::npos;
    const size_t length = (terminated ? newline + 1 : fileText.size()) - begin;
    if (!terminated && length % kPiece == 0) return false;
    const size_t last = (length - 1) / kPiece * kPiece;
    piece = fileText.substr(begin + last, length - last);
    return true;
}

// The offset of the first byte that does not start a valid UTF-8 sequence
// (strictly: no surrogates, no overlong forms), or npos.
size_t firstInvalidUtf8(std::string_view bytes) {
    const auto* begin = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto* end = begin + bytes.size();
    const auto* p = begin;
    while (p < end) {
        if (*p < 0x80) {
            ++p;
            continue;
        }
        const Utf8Step step = utf8Step(p, end);
        if (!step.valid) return static_cast<size_t>(p - begin);
        p += step.length;
    }
    return std::string_view::npos;
}

// A file with a declared encoding other than "utf-8" is read through a
// text stream that decodes 8192 bytes at a time (a UTF-8 sequence cut by
// the end of a read waits for the next one). `inputStart` is where the
// bytes of the first read that fails begin (the carried bytes included),
// `chunk` its number, and `message` the codec's complaint, positioned in
// that read's bytes.
struct ReadFailure {
    bool failed = false;
    size_t chunk = 0;
    size_t inputStart = 0;
    std::string message;
};

ReadFailure findReadFailure(std::string_view raw, size_t start, Codec codec) {
    constexpr size_t kChunk = 8192;
    ReadFailure failure;
    size_t carried = 0; // bytes before the chunk that wait for the rest of their sequence
    for (size_t chunk = 0; start + chunk * kChunk < raw.size(); ++chunk) {
        const size_t chunkStart = start + chunk * kChunk;
        const size_t chunkEnd = std::min(raw.size(), chunkStart + kChunk);
        const size_t inputStart = chunkStart - carried;
        const std::string_view input = raw.substr(inputStart, chunkEnd - inputStart);
        std::string message;
        carried = 0;
        if (codec == Codec::Utf8) {
            const size_t bad = firstInvalidUtf8(input);
            if (bad != std::string_view::npos) {
                const auto* begin = reinterpret_cast<const unsigned char*>(input.data());
                const Utf8Step step = utf8Step(begin + bad, begin + input.size());
                // Only a sequence that the end of the data cuts short can be
                // completed by the next read (utf8Step says so only then).
                const bool cutByRead = chunkEnd < raw.size() &&
                                       std::string_view(step.reason) == "unexpected end of data";
                if (cutByRead) {
                    carried = input.size() - bad;
                } else {
                    message = describeUtf8Error(input);
                }
            }
        } else {
            std::string decoded;
            transcodeSingleByte(input, codec, decoded, message);
        }
        if (!message.empty()) {
            failure.failed = true;
            failure.chunk = chunk;
            failure.inputStart = inputStart;
            failure.message = std::move(message);
            return failure;
        }
    }
    return failure;
}

// Where line `lineno` of the raw file ends, past its terminator ("\n",
// "\r\n" or "\r").
size_t rawLineEnd(std::string_view raw, int32_t lineno) {
    size_t end = 0;
    for (int32_t line = 0; line < lineno && end < raw.size(); ++line) {
        while (end < raw.size() && raw[end] != '\n' && raw[end] != '\r') ++end;
        if (end + 1 < raw.size() && raw[end] == '\r' && raw[end + 1] == '\n') ++end;
        if (end < raw.size()) ++end;
    }
    return end;
}

// The line (1-based) that holds byte `offset` of the raw file.
int32_t rawLineOf(std::string_view raw, size_t offset) {
    int32_t line = 1;
    for (size_t i = 0; i < offset && i < raw.size(); ++i) {
        const bool crlf = raw[i] == '\r' && i + 1 < raw.size() && raw[i + 1] == '\n';
        if (raw[i] == '\n' || (raw[i] == '\r' && !crlf)) ++line;
    }
    return line;
}

// An error CPython raises with no location and no file name.
SyntaxErrorInfo errorWithoutLocation(std::string message) {
    SyntaxErrorInfo error;
    error.type = ErrorType::SyntaxError;
    error.message = std::move(message);
    return error;
}

// ---- Keywords -------------------------------------------------------------------

TokenKind keywordKind(const char* s, size_t n) {
    struct Keyword {
        std::string_view word;
        TokenKind kind;
    };
    static constexpr Keyword kKeywords[] = {
        {"False", TokenKind::KwFalse},     {"None", TokenKind::KwNone},
        {"True", TokenKind::KwTrue},       {"and", TokenKind::KwAnd},
        {"as", TokenKind::KwAs},           {"assert", TokenKind::KwAssert},
        {"async", TokenKind::KwAsync},     {"await", TokenKind::KwAwait},
        {"break", TokenKind::KwBreak},     {"class", TokenKind::KwClass},
        {"continue", TokenKind::KwContinue}, {"def", TokenKind::KwDef},
        {"del", TokenKind::KwDel},         {"elif", TokenKind::KwElif},
        {"else", TokenKind::KwElse},       {"except", TokenKind::KwExcept},
        {"finally", TokenKind::KwFinally}, {"for", TokenKind::KwFor},
        {"from", TokenKind::KwFrom},       {"global", TokenKind::KwGlobal},
        {"if", TokenKind::KwIf},           {"import", TokenKind::KwImport},
        {"in", TokenKind::KwIn},           {"is", TokenKind::KwIs},
        {"lambda", TokenKind::KwLambda},   {"nonlocal", TokenKind::KwNonlocal},
        {"not", TokenKind::KwNot},         {"or", TokenKind::KwOr},
        {"pass", TokenKind::KwPass},       {"raise", TokenKind::KwRaise},
        {"return", TokenKind::KwReturn},   {"try", TokenKind::KwTry},
        {"while", TokenKind::KwWhile},     {"with", TokenKind::KwWith},
        {"yield", TokenKind::KwYield},
    };
    // Keywords are 2 to 8 letters long and start with a letter in "FNTabcdefgilnoprtwy";
    // the length test rejects most names before any comparison.
    if (n < 2 || n > 8) return TokenKind::Name;
    for (const Keyword& keyword : kKeywords) {
        if (keyword.word.size() == n && keyword.word[0] == s[0] &&
            std::memcmp(keyword.word.data(), s, n) == 0) {
            return keyword.kind;
        }
    }
    return TokenKind::Name;
}

// Valid string prefixes (any case): r, u, b, br, rb, f, fr, rf. Sets `fstring`
// when the prefix makes an f-string and `raw` when it makes a raw literal.
bool isStringPrefix(const char* s, size_t n, bool& fstring, bool& raw) {
    if (n == 0 || n > 2) return false;
    bool sawR = false, sawB = false, sawU = false, sawF = false;
    for (size_t i = 0; i < n; ++i) {
        switch (s[i] | 0x20) {
        case 'r':
            if (sawR || sawU) return false;
            sawR = true;
            break;
        case 'b':
            if (sawB || sawU || sawF) return false;
            sawB = true;
            break;
        case 'u':
            if (sawU || sawR || sawB || sawF || n > 1) return false;
            sawU = true;
            break;
        case 'f':
            if (sawF || sawB || sawU) return false;
            sawF = true;
            break;
        default: return false;
        }
    }
    fstring = sawF;
    raw = sawR;
    return true;
}

struct Bracket {
    char ch;                 // '(', '[' or '{'
    bool field = false;      // the '{' of an f-string replacement field
    bool formatSpec = false; // field only: its ':' was seen, a format spec is being read
    // The f-string this bracket was opened in ended while it was open (see
    // closeBracket): it still has to be closed, but it is no part of any
    // f-string's replacement fields any more.
    bool orphan = false;
    int32_t lineno = 0;
    int32_t col = 0; // byte column
    uint32_t offset = 0;
};

struct FString {
    char quote;
    uint8_t quoteSize; // 1 or 3
    bool raw;
    uint32_t startOffset;    // offset of the prefix
    uint32_t startLineStart; // offset of the start line's first byte
    int32_t startLine;
    size_t bracketBase;      // brackets.size() when the f-string started
    int specDepth = 0;       // fields of this f-string currently reading a format spec
};

} // namespace

// ---- The tokenizer state -----------------------------------------------------------

struct Tokenizer::State {
    std::string buf;
    std::string name;
    bool decodedOk = true;
    bool failed = false;
    SyntaxErrorInfo err;
    bool errRaisedByTokenizer = false;
    bool errInFString = false;
    std::vector<ParseWarning> warnings;
    Codec codec = Codec::Utf8; // the source's encoding, for decoding lines of the file

    // Where the text of errors at a known location comes from: the buffer,
    // or the file as CPython's error reporter re-reads it (see
    // knownLocationText). For NamedFile the file is read on first use.
    enum class ErrorLines : uint8_t { Buffer, File, NamedFile };
    ErrorLines errorLines = ErrorLines::Buffer;
    mutable bool errorFileReadable = false;
    mutable std::string errorFile; // the file, newlines translated, not decoded

    // A script file (Tokenizer::fromScriptFile). The buffer then ends where
    // CPython's line reader would stop; if that is before the end of the
    // file, reaching the end of the buffer raises `stop` instead of ending
    // the input.
    bool scriptFile = false;
    bool stopped = false;
    SyntaxErrorInfo stop;
    mutable bool reachedEnd = false; // the scanner needed a character past the end of the buffer
    // The input ended where a new logical line would start. CPython's file
    // reader then holds an empty line, and errors placed at its cursor get
    // column 0 (unlike an end of input right after a backslash continuation).
    bool endedAtLineStart = false;

    uint32_t size = 0;
    uint32_t pos = 0;
    int32_t line = 1;        // line of `pos`
    uint32_t lineStart = 0;  // offset of that line's first byte
    // CPython's tok->buf: where the current group of physical lines (joined
    // by backslashes, or spanned by a token) started. Error texts start here.
    uint32_t groupStart = 0;
    bool groupResetPending = false;
    bool atLineStart = true;
    bool afterNewline = false; // the last token was NEWLINE and nothing was read since
    bool lineHasTokens = false; // the current logical line produced a token (so it needs a NEWLINE)

    int indentLevel = 0;
    int indents[kMaxIndentLevels + 1] = {0};
    int altIndents[kMaxIndentLevels + 1] = {0};
    int pendingDedents = 0;

    std::vector<Bracket> brackets;
    std::vector<FString> fstrings;

    // The constructor added the buffer's final newline (the source lacked
    // one); keepSourceEnd() may take it away again, and then the buffer's
    // last line has no newline (openEnd).
    bool addedFinalNewline = false;
    bool openEnd = false;
    // The decoded text as it is when a coding declaration whose line only
    // the added newline completes is not honoured (empty otherwise).
    std::string textWithoutDeclaration;
    // With an open end, the first ENDMARKER comes before the DEDENTs that
    // close the blocks still open, as in CPython (see atEndOfInput).
    bool endMarkerGiven = false;

    // A peek: lookahead past a newline never needs the next line, so looking
    // past the end here does not count as reaching it (see endAt).
    int ch(uint32_t i) const { return i < size ? static_cast<unsigned char>(buf[i]) : -1; }
    // True when `i` is past the buffer; records that the scanner needed a
    // character there (every branch that acts on the end of input asks this
    // or goes through atEndOfInput).
    bool endAt(uint32_t i) const {
        if (i < size) return false;
        reachedEnd = true;
        return true;
    }

    void newlineAt(uint32_t i) {
        ++line;
        lineStart = i + 1;
    }
    // A newline consumed between tokens starts a new line group, but only
    // once something of the next line is read (CPython refills its buffer
    // then): until that, errors still show the old group.
    void newlineBetweenTokens(uint32_t i) {
        newlineAt(i);
        groupResetPending = true;
    }
    void startReadingLine() {
        if (groupResetPending && pos < size) {
            groupStart = lineStart;
            groupResetPending = false;
        }
    }

    // The line CPython's tokenizer considers current: the line of the last
    // character it read.
    int32_t currentLine() const {
        if (afterNewline || (pos >= size && size > 0 && !openEnd)) return line - 1;
        return line;
    }

    uint32_t lineStartOf(int32_t lineno) const {
        uint32_t offset = 0;
        for (int32_t l = 1; l < lineno; ++l) {
            const void* nl = std::memchr(buf.data() + offset, '\n', size - offset);
            if (!nl) return size;
            offset = static_cast<uint32_t>(static_cast<const char*>(nl) - buf.data()) + 1;
        }
        return offset;
    }
    // The number of the buffer's last line once the scanner has reached the
    // end: past the final newline the line count has already moved on.
    int32_t lastLine() const { return openEnd ? line : line - 1; }
    uint32_t lineEndOf(uint32_t offset) const { // offset of the '\n' ending the line (or size)
        if (offset >= size) return size;
        const void* nl = std::memchr(buf.data() + offset, '\n', size - offset);
        return nl ? static_cast<uint32_t>(static_cast<const char*>(nl) - buf.data()) : size;
    }

    bool fail(SyntaxErrorInfo info, bool raisedByTokenizer = false) {
        if (!failed) {
            failed = true;
            err = std::move(info);
            errRaisedByTokenizer = raisedByTokenizer;
            errInFString = !fstrings.empty();
        }
        return false;
    }

    // The tokenizer's own errors: the text is the line without its newline;
    // the offset counts the characters before `cur` unless given.
    bool lexError(std::string message, int32_t lineno, uint32_t lineBegin, uint32_t cur,
                  int32_t offset = -1, int32_t endOffset = -1) {
        if (cur < lineBegin) cur = lineBegin;
        if (cur > size) cur = size;
        SyntaxErrorInfo info;
        info.type = ErrorType::SyntaxError;
        info.message = std::move(message);
        info.filename = name;
        info.lineno = lineno;
        info.endLineno = lineno;
        info.offset = offset >= 0 ? offset : countCharsReplace(std::string_view(buf).substr(lineBegin, cur - lineBegin));
        info.endOffset = endOffset >= 0 ? endOffset : info.offset;
        info.text = decodeReplace(std::string_view(buf).substr(lineBegin, lineEndOf(lineBegin) - lineBegin));
        info.hasText = true;
        return fail(std::move(info), true);
    }
    bool lexErrorHere(std::string message, uint32_t cur) {
        return lexError(std::move(message), line, lineStart, cur);
    }

    // The text CPython's parser attaches to an error at `lineno`.
    std::string errorText(int32_t lineno) const {
        if (size == 0) return {};
        const int32_t current = currentLine();
        if (lineno >= current) {
            const uint32_t begin = groupStart <= size ? groupStart : size;
            uint32_t currentStart = pos >= size ? lineStartOf(current) : lineStart;
            if (afterNewline) currentStart = lineStartOf(current);
            uint32_t end = lineEndOf(currentStart);
            if (end < size) ++end; // newline included
            if (begin > currentStart) return decodeReplace(std::string_view(buf).substr(currentStart, end - currentStart));
            return decodeReplace(std::string_view(buf).substr(begin, end - begin));
        }
        const uint32_t begin = lineStartOf(lineno);
        return decodeReplace(std::string_view(buf).substr(begin, lineEndOf(begin) - begin));
    }

    // The text CPython attaches to an error at a known location. Its error
    // reporter re-reads line `lineno` from the file the filename names when
    // it can (a script's file always); only when that gives nothing does the
    // text come from the tokenizer's buffer (errorText).
    std::string knownLocationText(int32_t lineno) const {
        if (errorLines == ErrorLines::NamedFile) loadNamedFile();
        std::string_view piece;
        if (errorFileReadable && fileLinePiece(errorFile, lineno, piece)) {
            return decodeForDisplay(piece, codec);
        }
        return errorText(lineno);
    }

    void loadNamedFile() const {
        if (errorLines != ErrorLines::NamedFile || errorFileReadable || name.empty()) return;
        std::FILE* file = std::fopen(name.c_str(), "rb");
        if (!file) return;
        std::string contents;
        char chunk[8192];
        size_t got = 0;
        while ((got = std::fread(chunk, 1, sizeof chunk, file)) > 0) contents.append(chunk, got);
        const bool readable = !std::ferror(file);
        std::fclose(file);
        if (!readable) return; // a directory, for one
        errorFile = normalizeNewlines(contents, false);
        errorFileReadable = true;
    }

    SyntaxErrorInfo makeError(ErrorType type, std::string message, int32_t lineno, int32_t byteColumn,
                              int32_t endLineno, int32_t endByteColumn) const {
        SyntaxErrorInfo info;
        info.type = type;
        info.message = std::move(message);
        info.filename = name;
        info.lineno = lineno;
        info.endLineno = endLineno;
        info.text = knownLocationText(lineno);
        info.hasText = true;
        info.offset = characterOffset(info.text, byteColumn);
        info.endOffset = endByteColumn >= 0 ? characterOffset(info.text, endByteColumn) : endByteColumn + 1;
        // Errors at the tokenizer's cursor (no end offset): once a script
        // file's reader has met the end of the file at the start of a line,
        // its buffer is empty, and CPython counts the cursor's column from
        // there.
        if (scriptFile && endByteColumn == -2 && endedAtLineStart) info.offset = 0;
        return info;
    }

    // Errors CPython raises at "the tokenizer's current position": offset
    // counts the characters of the current line up to and including its
    // newline, end offset -1 (IndentationError for a bad dedent, unexpected
    // EOF).
    bool errorAtLineEnd(ErrorType type, std::string message) {
        const int32_t current = currentLine();
        const uint32_t begin = (pos >= size || afterNewline) ? lineStartOf(current) : lineStart;
        uint32_t end = lineEndOf(begin);
        if (end < size) ++end;
        const auto length = static_cast<int32_t>(end - begin);
        return fail(makeError(type, std::move(message), current, length - 1, current, -2));
    }

    // A backslash at `at` not followed by a newline. CPython has read the
    // character after it; its column counts the bytes from the start of the
    // line group, and is converted against the error's text like any other.
    bool lineContinuationError(uint32_t at) {
        const uint32_t cur = at + 2 <= size ? at + 2 : size;
        const auto column = static_cast<int32_t>(cur > groupStart ? cur - groupStart : 0) - 1;
        return fail(makeError(ErrorType::SyntaxError,
                              "unexpected character after line continuation character", line,
                              column, line, -1));
    }

    bool unclosedBracketError() {
        const Bracket& open = brackets.back();
        std::string message = "'";
        message += open.ch;
        message += "' was never closed";
        return fail(makeError(ErrorType::SyntaxError, std::move(message), open.lineno, open.col,
                              open.lineno, -1));
    }

    void warn(std::string message, int32_t lineno) {
        warnings.push_back(ParseWarning{"SyntaxWarning", std::move(message), lineno});
    }

    // ---- Token construction --------------------------------------------------

    void setToken(Token& out, TokenKind kind, uint32_t start, int32_t startLine, int32_t startCol) const {
        out.kind = kind;
        out.nonAscii = false;
        out.start = start;
        out.end = pos;
        out.lineno = startLine;
        out.colOffset = startCol;
        out.endLineno = line;
        out.endColOffset = static_cast<int32_t>(pos - lineStart);
    }

    // ---- Scanning ---------------------------------------------------------------

    bool next(Token& out);
    bool produce(Token& out);
    bool atEndOfInput(Token& out);
    bool lineStartIndentation(Token& out, bool& produced);
    bool scanRegular(Token& out);
    bool scanName(Token& out, uint32_t start);
    bool scanNumber(Token& out, uint32_t start);
    bool scanString(Token& out, uint32_t start, uint32_t quotePos, bool fstring, bool raw);
    bool scanOperator(Token& out, uint32_t start);
    bool scanFStringText(Token& out);
    bool scanFormatSpec(Token& out);
    uint32_t skipBackslash(const FString& fs, uint32_t p, bool& namedEscape);
    bool verifyEndOfNumber(uint32_t end, const char* kind);
    bool openBracket(char c, uint32_t start, bool field);
    bool closeBracket(char c, uint32_t start);
    Bracket* innermostOwnBracket();
};

bool Tokenizer::State::next(Token& out) {
    if (failed || !decodedOk) return false;
    const bool produced = produce(out);
    if (stopped && reachedEnd) {
        // The scanner needed the line CPython's reader could not deliver:
        // that failure comes first, whatever the scanner made of the end.
        failed = false;
        return fail(stop, true);
    }
    if (!produced) return false;
    lineHasTokens = out.kind != TokenKind::Newline;
    return true;
}

bool Tokenizer::State::produce(Token& out) {
    startReadingLine();
    if (pendingDedents > 0) {
        --pendingDedents;
        const auto col = static_cast<int32_t>(pos - lineStart);
        setToken(out, TokenKind::Dedent, pos, line, col);
        return true;
    }
    if (!fstrings.empty()) {
        const Bracket* own = innermostOwnBracket();
        if (!own) return scanFStringText(out);
        if (own->field && own->formatSpec) return scanFormatSpec(out);
    }
    return scanRegular(out);
}

bool Tokenizer::State::atEndOfInput(Token& out) {
    reachedEnd = true;
    endedAtLineStart = true;
    if (!brackets.empty()) return unclosedBracketError();
    // When the buffer ends with '\n', the last logical line already produced
    // its NEWLINE and what is left is closing the open blocks. An open end
    // (keepSourceEnd) produces no NEWLINE, and CPython's tokenizer answers
    // the end of the input with ENDMARKER at once; only when asked again (its
    // parser turns that ENDMARKER into a NEWLINE for 'single' input) does it
    // close the blocks.
    afterNewline = false;
    if (openEnd && !endMarkerGiven) {
        endMarkerGiven = true;
        setToken(out, TokenKind::EndMarker, pos, line, 0);
        out.colOffset = 0;
        out.endColOffset = 0;
        return true;
    }
    if (indentLevel > 0) {
        --indentLevel;
        setToken(out, TokenKind::Dedent, pos, line, 0);
        out.colOffset = 0;
        out.endColOffset = 0;
        return true;
    }
    setToken(out, TokenKind::EndMarker, pos, line, 0);
    out.colOffset = 0;
    out.endColOffset = 0;
    return true;
}

// Reads the indentation at the start of a physical line and produces INDENT
// or DEDENT tokens (only outside brackets). Blank and comment-only lines are
// left for scanRegular to skip.
bool Tokenizer::State::lineStartIndentation(Token& out, bool& produced) {
    produced = false;
    atLineStart = false;
    int col = 0, altCol = 0;
    int contCol = 0, contAltCol = 0;
    for (;;) {
        const int c = ch(pos);
        if (c == ' ') {
            ++col;
            ++altCol;
        } else if (c == '\t') {
            col = (col / kTabSize + 1) * kTabSize;
            ++altCol;
        } else if (c == '\f') {
            col = altCol = 0;
        } else if (c == '\\') {
            if (ch(pos + 1) != '\n') return lineContinuationError(pos);
            // Indentation cannot continue over a backslash: the column where
            // the first backslash stands is the line's indentation.
            if (contCol == 0) {
                contCol = col;
                contAltCol = altCol;
            }
            pos += 2;
            newlineBetweenTokens(pos - 1);
            startReadingLine();
            if (endAt(pos)) {
                endedAtLineStart = true;
                afterNewline = false;
                if (!brackets.empty()) return unclosedBracketError();
                return errorAtLineEnd(ErrorType::SyntaxError, "unexpected EOF while parsing");
            }
            continue;
        } else {
            break;
        }
        ++pos;
    }
    if (contCol != 0) {
        col = contCol;
        altCol = contAltCol;
    }
    const int c = ch(pos);
    // A blank line, or the end of the input after the last newline. A last
    // line of only blanks without a newline (an open end) is indentation
    // like any other, as in CPython.
    if (c == '#' || c == '\n' || (c < 0 && !openEnd)) return true;
    if (!brackets.empty()) return true;

    const auto tabError = [&]() {
        return fail(makeError(ErrorType::TabError, "inconsistent use of tabs and spaces in indentation",
                              line, 0, line, -1));
    };
    if (col == indents[indentLevel]) {
        if (altCol != altIndents[indentLevel]) return tabError();
        return true;
    }
    if (col > indents[indentLevel]) {
        if (indentLevel + 1 >= kMaxIndentLevels) {
            return fail(makeError(ErrorType::IndentationError, "too many levels of indentation", line, 0,
                                  line, -1));
        }
        if (altCol <= altIndents[indentLevel]) return tabError();
        ++indentLevel;
        indents[indentLevel] = col;
        altIndents[indentLevel] = altCol;
        setToken(out, TokenKind::Indent, lineStart, line, 0);
        produced = true;
        return true;
    }
    int dedents = 0;
    while (indentLevel > 0 && col < indents[indentLevel]) {
        --indentLevel;
        ++dedents;
    }
    if (col != indents[indentLevel]) {
        // CPython reports this once the whole line has been read.
        pos = lineEndOf(lineStart);
        return errorAtLineEnd(ErrorType::IndentationError,
                              "unindent does not match any outer indentation level");
    }
    if (altCol != altIndents[indentLevel]) return tabError();
    pendingDedents = dedents - 1;
    const auto at = static_cast<int32_t>(pos - lineStart);
    setToken(out, TokenKind::Dedent, pos, line, at);
    produced = true;
    return true;
}

bool Tokenizer::State::scanRegular(Token& out) {
    // Where a comment on the current line started: CPython's NEWLINE token
    // after a comment starts at its '#' (so "expected ':'" after `if x  # c`
    // spans the comment).
    uint32_t commentStart = size;
    for (;;) {
        startReadingLine();
        if (atLineStart) {
            afterNewline = false;
            bool produced = false;
            if (!lineStartIndentation(out, produced)) return false;
            if (produced) return true;
        }
        afterNewline = false;
        // Skip blanks.
        int c = ch(pos);
        while (c == ' ' || c == '\t' || c == '\f') c = ch(++pos);
        if (c < 0) return atEndOfInput(out);
        const uint32_t start = pos;

        if (c == '#') {
            commentStart = start;
            const void* nl = std::memchr(buf.data() + pos, '\n', size - pos);
            pos = nl ? static_cast<uint32_t>(static_cast<const char*>(nl) - buf.data()) : size;
            continue;
        }
        if (c == '\n') {
            // A line that produced no token (blank, or only a comment) never
            // ends a logical line.
            const bool blank = !lineHasTokens;
            const uint32_t tokenStart = commentStart < start ? commentStart : start;
            commentStart = size;
            ++pos;
            if (blank || !brackets.empty()) {
                newlineBetweenTokens(start);
                atLineStart = true;
                continue;
            }
            out.kind = TokenKind::Newline;
            out.nonAscii = false;
            out.start = tokenStart;
            out.end = pos;
            out.lineno = line;
            out.colOffset = static_cast<int32_t>(tokenStart - lineStart);
            out.endLineno = line;
            out.endColOffset = static_cast<int32_t>(pos - lineStart);
            newlineBetweenTokens(start);
            atLineStart = true;
            afterNewline = true;
            return true;
        }
        if (c == '\\') {
            if (ch(pos + 1) != '\n') return lineContinuationError(pos);
            pos += 2;
            newlineAt(pos - 1);
            if (endAt(pos)) {
                if (!brackets.empty()) return unclosedBracketError();
                return errorAtLineEnd(ErrorType::SyntaxError, "unexpected EOF while parsing");
            }
            continue;
        }
        if (hasClass(c, kClassIdentStart)) return scanName(out, start);
        if (isDigit(c) || (c == '.' && isDigit(ch(pos + 1)))) return scanNumber(out, start);
        if (c == '"' || c == '\'') return scanString(out, start, start, false, false);
        return scanOperator(out, start);
    }
}

bool Tokenizer::State::scanName(Token& out, uint32_t start) {
    const int32_t startCol = static_cast<int32_t>(start - lineStart);
    bool nonAscii = false;
    uint32_t p = start;
    for (;;) {
        const int c = ch(p);
        if (!hasClass(c, kClassIdent)) break;
        if (c >= 0x80) nonAscii = true;
        ++p;
    }
    const int next = ch(p);
    if ((next == '"' || next == '\'') && p - start <= 2) {
        bool fstring = false, raw = false;
        if (isStringPrefix(buf.data() + start, p - start, fstring, raw)) {
            return scanString(out, start, p, fstring, raw);
        }
    }
    pos = p;
    if (nonAscii) {
        const std::string_view bytes = std::string_view(buf).substr(start, p - start);
        const std::string decodeError = describeUtf8Error(bytes);
        if (!decodeError.empty()) {
            // CPython's parser reports this at the tokenizer's position with
            // a byte column measured against the line as decoded with
            // replacement characters and encoded again.
            SyntaxErrorInfo info;
            info.type = ErrorType::SyntaxError;
            info.message = "(unicode error) " + decodeError;
            info.filename = name;
            info.lineno = line;
            info.endLineno = line;
            info.text = knownLocationText(line);
            info.hasText = true;
            const size_t column = std::min<size_t>(p - lineStart, info.text.size());
            info.offset = countCharsReplace(std::string_view(info.text).substr(0, column));
            info.endOffset = -1;
            return fail(std::move(info), true);
        }
        // Every character must be XID_Start ('_' too) then XID_Continue.
        const char* q = buf.data() + start;
        const char* end = buf.data() + p;
        bool first = true;
        while (q < end) {
            char32_t cp = 0;
            const int length = unicode::decodeUtf8(q, end, cp);
            const int used = length > 0 ? length : 1;
            const bool valid = first ? (cp == U'_' || unicode::isXidStart(cp)) : unicode::isXidContinue(cp);
            if (!valid) {
                char message[64];
                if (unicode::isPrintable(cp)) {
                    std::string glyph;
                    unicode::appendUtf8(glyph, cp);
                    std::snprintf(message, sizeof message, "invalid character '%s' (U+%04X)", glyph.c_str(),
                                  static_cast<unsigned>(cp));
                } else {
                    std::snprintf(message, sizeof message, "invalid non-printable character U+%04X",
                                  static_cast<unsigned>(cp));
                }
                const auto cur = static_cast<uint32_t>(q - buf.data()) + static_cast<uint32_t>(used);
                return lexErrorHere(message, cur);
            }
            first = false;
            q += used;
        }
        setToken(out, TokenKind::Name, start, line, startCol);
        out.nonAscii = true;
        return true;
    }
    setToken(out, keywordKind(buf.data() + start, p - start), start, line, startCol);
    return true;
}

// After a number ending at `end`: a keyword that may legally follow a number
// (and, else, for, if, in, is, or, not) gets a SyntaxWarning; any other ASCII
// letter, digit or '_' is an error "invalid <kind> literal" at `end`.
bool Tokenizer::State::verifyEndOfNumber(uint32_t end, const char* kind) {
    const int c = ch(end);
    // The whole keyword must follow, except that CPython looks only at the
    // second letter after an 'i' ("1ifx" warns; "1andy" is an error).
    auto follows = [&](const char* word) {
        const size_t n = std::strlen(word);
        return end + n <= size && std::memcmp(buf.data() + end, word, n) == 0 &&
               !hasClass(ch(end + static_cast<uint32_t>(n)), kClassIdent);
    };
    bool keyword = false;
    switch (c) {
    case 'a': keyword = follows("and"); break;
    case 'e': keyword = follows("else"); break;
    case 'f': keyword = follows("for"); break;
    case 'i': keyword = ch(end + 1) == 'f' || ch(end + 1) == 'n' || ch(end + 1) == 's'; break;
    case 'o': keyword = follows("or"); break;
    case 'n': keyword = follows("not"); break;
    default: break;
    }
    std::string message = "invalid ";
    message += kind;
    message += " literal";
    if (keyword) {
        warn(std::move(message), line);
        return true;
    }
    if (isAsciiIdentChar(c)) return lexErrorHere(std::move(message), end);
    return true;
}

bool Tokenizer::State::scanNumber(Token& out, uint32_t start) {
    const int32_t startCol = static_cast<int32_t>(start - lineStart);
    uint32_t p = start;
    auto finish = [&](uint32_t end) {
        pos = end;
        setToken(out, TokenKind::Number, start, line, startCol);
        return true;
    };
    // Digits with single underscores between them, starting at p (which must
    // hold a digit). Returns false after reporting "invalid decimal literal".
    auto decimalTail = [&]() {
        for (;;) {
            while (isDigit(ch(p))) ++p;
            if (ch(p) != '_') return true;
            if (!isDigit(ch(p + 1))) return lexErrorHere("invalid decimal literal", p + 1);
            ++p;
        }
    };
    // Radix literals: 0x, 0o, 0b.
    auto radix = [&](auto isRadixDigit, const char* kind, bool reportDigit) {
        p += 2; // "0x"
        std::string invalid = "invalid ";
        invalid += kind;
        invalid += " literal";
        for (;;) {
            int c = ch(p);
            uint32_t at = p;
            if (c == '_') {
                ++at;
                c = ch(at);
            }
            if (!isRadixDigit(c)) {
                if (reportDigit && isDigit(c)) {
                    char message[64];
                    std::snprintf(message, sizeof message, "invalid digit '%c' in %s literal", c, kind);
                    return lexErrorHere(message, at + 1);
                }
                return lexErrorHere(invalid, at);
            }
            p = at;
            while (isRadixDigit(ch(p))) ++p;
            if (ch(p) != '_') break;
        }
        if (reportDigit && isDigit(ch(p))) {
            char message[64];
            std::snprintf(message, sizeof message, "invalid digit '%c' in %s literal", ch(p), kind);
            return lexErrorHere(message, p + 1);
        }
        if (!verifyEndOfNumber(p, kind)) return false;
        return finish(p);
    };

    // The parts after the integer part, shared by every decimal form.
    // `p` stands after the integer digits (or after '.' for ".5").
    auto exponentAndImaginary = [&]() {
        int c = ch(p);
        if (c == 'e' || c == 'E') {
            const uint32_t ePos = p;
            uint32_t q = p + 1;
            int d = ch(q);
            if (d == '+' || d == '-') {
                ++q;
                if (!isDigit(ch(q))) return lexErrorHere("invalid decimal literal", q);
            } else if (!isDigit(d)) {
                // Not an exponent: the number ends before the 'e'.
                if (!verifyEndOfNumber(ePos, "decimal")) return false;
                return finish(ePos);
            }
            p = q;
            if (!decimalTail()) return false;
            c = ch(p);
        }
        if (c == 'j' || c == 'J') {
            ++p;
            if (!verifyEndOfNumber(p, "imaginary")) return false;
            return finish(p);
        }
        if (!verifyEndOfNumber(p, "decimal")) return false;
        return finish(p);
    };
    auto fraction = [&]() { // p stands after the '.'
        if (isDigit(ch(p)) && !decimalTail()) return false;
        return exponentAndImaginary();
    };

    const int c0 = ch(p);
    if (c0 == '.') {
        ++p;
        return fraction();
    }
    if (c0 == '0') {
        const int c1 = ch(p + 1);
        if (c1 == 'x' || c1 == 'X') return radix([](int c) { return hasClass(c, kClassHexDigit); }, "hexadecimal", false);
        if (c1 == 'o' || c1 == 'O') return radix([](int c) { return c >= '0' && c <= '7'; }, "octal", true);
        if (c1 == 'b' || c1 == 'B') return radix([](int c) { return c == '0' || c == '1'; }, "binary", true);
        // Zeros, possibly with underscores; a nonzero digit after them is
        // allowed only in a float or imaginary literal.
        ++p;
        for (;;) {
            if (ch(p) == '_') {
                if (!isDigit(ch(p + 1))) return lexErrorHere("invalid decimal literal", p + 1);
                ++p;
            }
            if (ch(p) != '0') break;
            ++p;
        }
        const uint32_t zerosEnd = p + 1;
        bool nonzero = false;
        if (isDigit(ch(p))) {
            nonzero = true;
            if (!decimalTail()) return false;
        }
        const int c = ch(p);
        if (c == '.') {
            ++p;
            return fraction();
        }
        if (c == 'e' || c == 'E' || c == 'j' || c == 'J') return exponentAndImaginary();
        if (nonzero) {
            // CPython measures this range in bytes from the line start.
            return lexError("leading zeros in decimal integer literals are not permitted; use an 0o prefix "
                            "for octal integers",
                            line, lineStart, p, static_cast<int32_t>(start + 1 - lineStart),
                            static_cast<int32_t>(zerosEnd - lineStart));
        }
        if (!verifyEndOfNumber(p, "decimal")) return false;
        return finish(p);
    }
    if (!decimalTail()) return false;
    if (ch(p) == '.') {
        ++p;
        return fraction();
    }
    return exponentAndImaginary();
}

bool Tokenizer::State::openBracket(char c, uint32_t start, bool field) {
    if (brackets.size() >= kMaxBracketDepth) return lexErrorHere("too many nested parentheses", start + 1);
    Bracket bracket;
    bracket.ch = c;
    bracket.field = field;
    bracket.lineno = line;
    bracket.col = static_cast<int32_t>(start - lineStart);
    bracket.offset = start;
    brackets.push_back(bracket);
    return true;
}

// The innermost open bracket that belongs to the current f-string (opened
// since it started, not orphaned), or null outside f-strings and in an
// f-string's literal text. Its flags say what the f-string is reading.
Bracket* Tokenizer::State::innermostOwnBracket() {
    if (fstrings.empty()) return nullptr;
    for (size_t i = brackets.size(); i > fstrings.back().bracketBase; --i) {
        if (!brackets[i - 1].orphan) return &brackets[i - 1];
    }
    return nullptr;
}

// A closing bracket `c` at `start`. CPython keeps one stack of open brackets,
// which every closing bracket must match, and counts an f-string's own
// bracket depth separately. The two only disagree after a nested f-string
// ended inside a replacement field and left orphans on top of the stack:
// closing one of those still counts, for the enclosing f-string, as closing
// its own innermost bracket, which from then on is only an orphan itself.
bool Tokenizer::State::closeBracket(char c, uint32_t start) {
    const char open = c == ')' ? '(' : c == ']' ? '[' : '{';
    const bool inFString = !fstrings.empty();
    if (brackets.empty() || (inFString && brackets.size() == fstrings.back().bracketBase)) {
        std::string message = inFString ? "f-string: unmatched '" : "unmatched '";
        message += c;
        message += "'";
        return lexErrorHere(std::move(message), start + 1);
    }
    const Bracket& top = brackets.back();
    Bracket* own = innermostOwnBracket();
    if (top.ch == '{' && c != '}' && own && own->field) {
        std::string message = "f-string: unmatched '";
        message += c;
        message += "'";
        return lexErrorHere(std::move(message), start + 1);
    }
    if (top.ch != open) {
        std::string message = "closing parenthesis '";
        message += c;
        message += "' does not match opening parenthesis '";
        message += top.ch;
        message += "'";
        if (top.lineno != line) message += " on line " + std::to_string(top.lineno);
        return lexErrorHere(std::move(message), start + 1);
    }
    if (own) {
        if (own->field && own->formatSpec) --fstrings.back().specDepth;
        if (own != &top) {
            own->orphan = true;
            own->field = false;
            own->formatSpec = false;
        }
    }
    brackets.pop_back();
    return true;
}

bool Tokenizer::State::scanOperator(Token& out, uint32_t start) {
    const int32_t startCol = static_cast<int32_t>(start - lineStart);
    const int c = ch(start);
    const int c1 = ch(start + 1);
    const int c2 = ch(start + 2);
    TokenKind kind = TokenKind::Op;
    uint32_t length = 1;
    auto two = [&](TokenKind k) {
        kind = k;
        length = 2;
    };
    auto three = [&](TokenKind k) {
        kind = k;
        length = 3;
    };
    // In an f-string's expression, the innermost bracket being the field's
    // own '{' means no bracket of the expression is open.
    Bracket* own = innermostOwnBracket();
    const bool atFieldLevel = own && own->field;
    switch (c) {
    case '(':
    case '[':
    case '{':
        if (!openBracket(static_cast<char>(c), start, false)) return false;
        kind = c == '(' ? TokenKind::LeftParen : c == '[' ? TokenKind::LeftBracket : TokenKind::LeftBrace;
        break;
    case ')':
    case ']':
    case '}':
        if (!closeBracket(static_cast<char>(c), start)) return false;
        kind = c == ')' ? TokenKind::RightParen : c == ']' ? TokenKind::RightBracket : TokenKind::RightBrace;
        break;
    case ':':
        if (c1 == '=' && !atFieldLevel) {
            two(TokenKind::ColonEqual);
        } else {
            kind = TokenKind::Colon;
            if (atFieldLevel) {
                own->formatSpec = true;
                ++fstrings.back().specDepth;
            }
        }
        break;
    case ',': kind = TokenKind::Comma; break;
    case ';': kind = TokenKind::Semicolon; break;
    case '~': kind = TokenKind::Tilde; break;
    case '.':
        if (c1 == '.' && c2 == '.') {
            three(TokenKind::Ellipsis);
        } else {
            kind = TokenKind::Dot;
        }
        break;
    case '+': c1 == '=' ? two(TokenKind::PlusEqual) : void(kind = TokenKind::Plus); break;
    case '-':
        if (c1 == '=') {
            two(TokenKind::MinusEqual);
        } else if (c1 == '>') {
            two(TokenKind::Arrow);
        } else {
            kind = TokenKind::Minus;
        }
        break;
    case '*':
        if (c1 == '*') {
            c2 == '=' ? three(TokenKind::DoubleStarEqual) : two(TokenKind::DoubleStar);
        } else {
            c1 == '=' ? two(TokenKind::StarEqual) : void(kind = TokenKind::Star);
        }
        break;
    case '/':
        if (c1 == '/') {
            c2 == '=' ? three(TokenKind::DoubleSlashEqual) : two(TokenKind::DoubleSlash);
        } else {
            c1 == '=' ? two(TokenKind::SlashEqual) : void(kind = TokenKind::Slash);
        }
        break;
    case '%': c1 == '=' ? two(TokenKind::PercentEqual) : void(kind = TokenKind::Percent); break;
    case '&': c1 == '=' ? two(TokenKind::AmpersandEqual) : void(kind = TokenKind::Ampersand); break;
    case '|': c1 == '=' ? two(TokenKind::VerticalBarEqual) : void(kind = TokenKind::VerticalBar); break;
    case '^': c1 == '=' ? two(TokenKind::CircumflexEqual) : void(kind = TokenKind::Circumflex); break;
    case '@': c1 == '=' ? two(TokenKind::AtEqual) : void(kind = TokenKind::At); break;
    case '=': c1 == '=' ? two(TokenKind::EqualEqual) : void(kind = TokenKind::Equal); break;
    case '!': c1 == '=' ? two(TokenKind::NotEqual) : void(kind = TokenKind::Exclamation); break;
    case '<':
        if (c1 == '<') {
            c2 == '=' ? three(TokenKind::LeftShiftEqual) : two(TokenKind::LeftShift);
        } else if (c1 == '=') {
            two(TokenKind::LessEqual);
        } else if (c1 == '>') {
            two(TokenKind::Op); // "<>": see the file comment
        } else {
            kind = TokenKind::Less;
        }
        break;
    case '>':
        if (c1 == '>') {
            c2 == '=' ? three(TokenKind::RightShiftEqual) : two(TokenKind::RightShift);
        } else {
            c1 == '=' ? two(TokenKind::GreaterEqual) : void(kind = TokenKind::Greater);
        }
        break;
    default:
        // Control characters are refused here; other ASCII punctuation ('$',
        // '?', '`') is a one-character token no rule accepts.
        if (c < 0x20 || c == 0x7F) {
            char message[64];
            std::snprintf(message, sizeof message, "invalid non-printable character U+%04X", c);
            return lexErrorHere(message, start + 1);
        }
        kind = TokenKind::Op;
        break;
    }
    pos = start + length;
    setToken(out, kind, start, line, startCol);
    return true;
}

// A string or bytes literal, or the start of an f-string. `start` is the
// prefix, `quotePos` the first quote.
bool Tokenizer::State::scanString(Token& out, uint32_t start, uint32_t quotePos, bool fstring, bool raw) {
    const int32_t startLine = line;
    const uint32_t startLineStart = lineStart;
    const int32_t startCol = static_cast<int32_t>(start - lineStart);
    const char quote = buf[quotePos];
    uint8_t quoteSize = 1;
    if (ch(quotePos + 1) == quote && ch(quotePos + 2) == quote) quoteSize = 3;
    else if (ch(quotePos + 1) == quote) {
        // The empty string "" or ''.
        if (fstring) {
            // f"" still produces FSTRING_START and FSTRING_END.
        } else {
            pos = quotePos + 2;
            setToken(out, TokenKind::String, start, line, startCol);
            return true;
        }
    }
    if (fstring) {
        if (fstrings.size() + 1 >= kMaxFStringNesting) {
            return lexErrorHere("too many nested f-strings", quotePos + quoteSize);
        }
        FString fs{quote, quoteSize, raw, start, lineStart, line, brackets.size(), 0};
        fstrings.push_back(fs);
        pos = quotePos + quoteSize;
        setToken(out, TokenKind::FStringStart, start, line, startCol);
        return true;
    }
    // An unterminated literal is reported from its first character, on its
    // first line; inside an f-string replacement field, a literal opened with
    // the f-string's own quotes means the field's '}' is missing.
    bool escapedQuote = false; // a backslash stood before the quote character
    auto unterminated = [&](int32_t detectedAt) {
        if (!fstrings.empty() && fstrings.back().quote == quote && fstrings.back().quoteSize == quoteSize) {
            return lexError("f-string: expecting '}'", startLine, startLineStart, start + 1);
        }
        if (quoteSize == 3) {
            return lexError("unterminated triple-quoted string literal (detected at line " +
                                std::to_string(detectedAt) + ")",
                            startLine, startLineStart, start + 1);
        }
        std::string message = "unterminated string literal (detected at line " + std::to_string(detectedAt) + ")";
        if (escapedQuote) message += "; perhaps you escaped the end quote?";
        return lexError(std::move(message), startLine, startLineStart, start + 1);
    };
    const char* data = buf.data();
    uint32_t p = quotePos + quoteSize;
    if (quoteSize == 1) {
        for (;;) {
            // Fast skip over ordinary characters.
            while (p < size) {
                const char c = data[p];
                if (c == quote || c == '\\' || c == '\n') break;
                ++p;
            }
            if (endAt(p)) return unterminated(lastLine());
            const char c = data[p];
            if (c == quote) {
                ++p;
                break;
            }
            if (c == '\n') return unterminated(line);
            // A backslash takes the next character with it, a newline too.
            if (endAt(p + 1)) return unterminated(line);
            if (data[p + 1] == quote) escapedQuote = true;
            if (data[p + 1] == '\n') newlineAt(p + 1);
            p += 2;
        }
    } else {
        for (;;) {
            while (p < size) {
                const char c = data[p];
                if (c == quote || c == '\\') break;
                if (c == '\n') newlineAt(p);
                ++p;
            }
            if (endAt(p)) return unterminated(lastLine());
            if (data[p] == '\\') {
                if (endAt(p + 1)) return unterminated(lastLine());
                if (data[p + 1] == '\n') newlineAt(p + 1);
                p += 2;
                continue;
            }
            if (ch(p + 1) == quote && ch(p + 2) == quote) {
                p += 3;
                break;
            }
            ++p;
        }
    }
    pos = p;
    out.kind = TokenKind::String;
    out.nonAscii = false;
    out.start = start;
    out.end = pos;
    out.lineno = startLine;
    out.colOffset = startCol;
    out.endLineno = line;
    out.endColOffset = static_cast<int32_t>(pos - lineStart);
    return true;
}

// Literal text of an f-string, outside replacement fields.
bool Tokenizer::State::scanFStringText(Token& out) {
    FString& fs = fstrings.back();
    const uint32_t start = pos;
    const int32_t startLine = line;
    const auto startCol = static_cast<int32_t>(pos - lineStart);
    auto middle = [&](uint32_t end, uint32_t resume) {
        out.kind = TokenKind::FStringMiddle;
        out.nonAscii = false;
        out.start = start;
        out.end = end;
        out.lineno = startLine;
        out.colOffset = startCol;
        out.endLineno = line;
        out.endColOffset = static_cast<int32_t>(end - lineStart);
        pos = resume;
        return true;
    };
    auto unterminated = [&](int32_t detectedAt) {
        const char* what = fs.quoteSize == 3 ? "unterminated triple-quoted f-string literal (detected at line "
                                             : "unterminated f-string literal (detected at line ";
        return lexError(what + std::to_string(detectedAt) + ")", fs.startLine, fs.startLineStart,
                        fs.startOffset + 1);
    };
    const char* data = buf.data();
    uint32_t p = pos;
    bool namedEscape = false;
    for (;;) {
        while (p < size) {
            const char c = data[p];
            if (c == fs.quote || c == '{' || c == '}' || c == '\\' || c == '\n') break;
            ++p;
        }
        if (endAt(p)) return unterminated(lastLine());
        const char c = data[p];
        if (c == fs.quote) {
            if (fs.quoteSize == 3 && !(ch(p + 1) == fs.quote && ch(p + 2) == fs.quote)) {
                ++p;
                continue;
            }
            if (p > start) return middle(p, p);
            pos = p + fs.quoteSize;
            out.kind = TokenKind::FStringEnd;
            out.nonAscii = false;
            out.start = p;
            out.end = pos;
            out.lineno = line;
            out.colOffset = static_cast<int32_t>(p - lineStart);
            out.endLineno = line;
            out.endColOffset = static_cast<int32_t>(pos - lineStart);
            fstrings.pop_back();
            return true;
        }
        if (c == '\n') {
            if (fs.quoteSize == 1) return unterminated(line);
            newlineAt(p);
            ++p;
            continue;
        }
        if (c == '{') {
            if (ch(p + 1) == '{') return middle(p + 1, p + 2);
            if (p > start) return middle(p, p);
            if (!openBracket('{', p, true)) return false;
            pos = p + 1;
            setToken(out, TokenKind::LeftBrace, p, line, static_cast<int32_t>(p - lineStart));
            return true;
        }
        if (c == '}') {
            if (namedEscape) return middle(p + 1, p + 1);
            if (ch(p + 1) == '}') return middle(p + 1, p + 2);
            if (p > start) return middle(p, p);
            return lexErrorHere("f-string: single '}' is not allowed", p + 1);
        }
        p = skipBackslash(fs, p, namedEscape);
    }
}

// In f-string literal text or a format spec, a backslash escapes the next
// character, except that a brace after it keeps its meaning (a non-raw
// f-string warns about "\{" and "\}"). "\N{" in a non-raw f-string opens a
// named escape: the token's next '}' then closes the escape and the token, as
// in CPython, while a '{' keeps opening a replacement field. Returns where
// scanning goes on.
uint32_t Tokenizer::State::skipBackslash(const FString& fs, uint32_t p, bool& namedEscape) {
    const int next = ch(p + 1);
    if (next == '{' || next == '}') {
        if (!fs.raw) {
            std::string message = "invalid escape sequence '\\";
            message += static_cast<char>(next);
            message += "'";
            warn(std::move(message), line);
        }
        return p + 1;
    }
    if (next < 0) return size;
    if (!fs.raw && next == 'N' && ch(p + 2) == '{') {
        namedEscape = true;
        return p + 3;
    }
    if (next == '\n') newlineAt(p + 1);
    return p + 2;
}

// The literal part of a format spec, after the field's ':'.
bool Tokenizer::State::scanFormatSpec(Token& out) {
    FString& fs = fstrings.back();
    const uint32_t start = pos;
    const int32_t startLine = line;
    const auto startCol = static_cast<int32_t>(pos - lineStart);
    auto middle = [&](uint32_t end) {
        out.kind = TokenKind::FStringMiddle;
        out.nonAscii = false;
        out.start = start;
        out.end = end;
        out.lineno = startLine;
        out.colOffset = startCol;
        out.endLineno = line;
        out.endColOffset = static_cast<int32_t>(end - lineStart);
        pos = end;
        return true;
    };
    const char* data = buf.data();
    uint32_t p = pos;
    bool namedEscape = false;
    for (;;) {
        while (p < size) {
            const char c = data[p];
            if (c == fs.quote || c == '{' || c == '}' || c == '\\' || c == '\n') break;
            ++p;
        }
        if (endAt(p)) {
            const char* what = fs.quoteSize == 3
                                   ? "unterminated triple-quoted f-string literal (detected at line "
                                   : "unterminated f-string literal (detected at line ";
            return lexError(what + std::to_string(lastLine()) + ")", fs.startLine,
                            fs.startLineStart, fs.startOffset + 1);
        }
        const char c = data[p];
        if (c == fs.quote) {
            if (fs.quoteSize == 3 && !(ch(p + 1) == fs.quote && ch(p + 2) == fs.quote)) {
                ++p;
                continue;
            }
            if (p > start) return middle(p);
            // The f-string ends inside a replacement field: the parser reports
            // the missing '}'. As in CPython, the brackets it left open stay
            // open: only the f-string is gone, so they become plain brackets
            // that a later closing bracket must match ("closing parenthesis
            // ')' does not match opening parenthesis '{'" for
            // `print(f"{x:.2f")`), and an error there, raised outside any
            // f-string, replaces the parser's.
            pos = p + fs.quoteSize;
            out.kind = TokenKind::FStringEnd;
            out.nonAscii = false;
            out.start = p;
            out.end = pos;
            out.lineno = line;
            out.colOffset = static_cast<int32_t>(p - lineStart);
            out.endLineno = line;
            out.endColOffset = static_cast<int32_t>(pos - lineStart);
            for (size_t i = fs.bracketBase; i < brackets.size(); ++i) {
                brackets[i].orphan = true;
                brackets[i].field = false;
                brackets[i].formatSpec = false;
            }
            fstrings.pop_back();
            return true;
        }
        if (c == '\n') {
            if (fs.quoteSize == 1) {
                // A single-quoted f-string's format spec ends at the end of
                // the line; the field goes on as an expression.
                if (p > start) return middle(p);
                innermostOwnBracket()->formatSpec = false;
                --fs.specDepth;
                return scanRegular(out);
            }
            newlineAt(p);
            ++p;
            continue;
        }
        if (c == '{') {
            if (p > start) return middle(p);
            if (fs.specDepth > kMaxFormatSpecNesting) {
                return lexErrorHere("f-string: expressions nested too deeply", p);
            }
            if (!openBracket('{', p, true)) return false;
            pos = p + 1;
            setToken(out, TokenKind::LeftBrace, p, line, static_cast<int32_t>(p - lineStart));
            return true;
        }
        if (c == '}') {
            if (namedEscape) return middle(p + 1);
            if (p > start) return middle(p);
            if (!closeBracket('}', p)) return false;
            pos = p + 1;
            setToken(out, TokenKind::RightBrace, p, line, static_cast<int32_t>(p - lineStart));
            return true;
        }
        p = skipBackslash(fs, p, namedEscape);
    }
}

// ---- Tokenizer ----------------------------------------------------------------------

Tokenizer::Tokenizer(std::string_view sourceBytes, std::string_view filename)
    : state_(std::make_unique<State>()) {
    State& s = *state_;
    s.name = std::string(filename);
    if (sourceBytes.find('\0') != std::string_view::npos) {
        s.decodedOk = false;
        s.err = nullByteError(filename);
        return;
    }
    bool bom = false;
    if (sourceBytes.size() >= 3 && std::memcmp(sourceBytes.data(), "\xEF\xBB\xBF", 3) == 0) {
        bom = true;
        sourceBytes.remove_prefix(3);
    }
    std::string text = normalizeNewlines(sourceBytes, false);
    if (!text.empty() && text.back() != '\n') {
        text.push_back('\n');
        s.addedFinalNewline = true;
    }

    // PEP 263: line 1, or line 2 when line 1 is blank or only a comment.
    std::string spec;
    bool declared = false;
    size_t declarationEnd = std::string::npos; // the newline ending the declaration's line
    const size_t firstEnd = text.find('\n');
    if (firstEnd != std::string::npos) {
        const std::string_view first = std::string_view(text).substr(0, firstEnd);
        declared = findCodingSpec(first, spec);
        declarationEnd = firstEnd;
        if (!declared && isBlankOrComment(first)) {
            const size_t secondEnd = text.find('\n', firstEnd + 1);
            if (secondEnd != std::string::npos) {
                declared = findCodingSpec(std::string_view(text).substr(firstEnd + 1, secondEnd - firstEnd - 1), spec);
                declarationEnd = secondEnd;
            }
        }
    }
    if (declared && spec != "utf-8" && s.addedFinalNewline && declarationEnd + 1 == text.size()) {
        // Only the newline added here completes the declaration's line;
        // keepSourceEnd() must be able to go back to the source as it is
        // without one (see there).
        s.textWithoutDeclaration = text;
    }
    if (declared && spec != "utf-8") {
        if (bom) {
            s.decodedOk = false;
            s.err = decodingError("encoding problem: " + spec + " with BOM", filename);
            return;
        }
        const Codec codec = lookupCodec(spec);
        if (codec == Codec::Unknown) {
            s.decodedOk = false;
            s.err = decodingError("unknown encoding: " + spec, filename);
            return;
        }
        s.codec = codec;
        if (codec != Codec::Utf8) {
            std::string decoded, message;
            if (!transcodeSingleByte(text, codec, decoded, message)) {
                s.decodedOk = false;
                s.err = decodingError(std::move(message), filename);
                return;
            }
            text = std::move(decoded);
        } else {
            // UTF-8 under another name ("utf8", "u8", ...) goes through the
            // codec, which checks every byte up front; only the spelling
            // "utf-8" leaves undecodable bytes to the tokens holding them.
            std::string message = describeUtf8Error(text);
            if (!message.empty()) {
                s.decodedOk = false;
                s.err = decodingError(std::move(message), filename);
                return;
            }
        }
    }
    s.buf = std::move(text);
    s.size = static_cast<uint32_t>(s.buf.size());
}

// The rules of CPython's file front, learned by running python3.13 on crafted
// files (see the header). Lines are numbered as the reader sees them, with
// "\r\n" and "\r" ending lines too. What C string functions see of a line
// ends at its first NUL: the coding declaration and the UTF-8 check look only
// at that part, and the NUL itself is reported after them.
Tokenizer Tokenizer::fromScriptFile(std::string_view fileBytes, std::string_view filename) {
    Tokenizer tokenizer(std::string_view(), filename);
    State& s = *tokenizer.state_;
    s.scriptFile = true;
    const bool bom = fileBytes.size() >= 3 && std::memcmp(fileBytes.data(), "\xEF\xBB\xBF", 3) == 0;
    std::string_view raw = fileBytes;
    if (bom) raw.remove_prefix(3);
    const std::string text = normalizeNewlines(raw, false);
    // CPython's error reporter reads the file itself: the BOM stays.
    s.errorLines = State::ErrorLines::File;
    s.errorFile = bom ? "\xEF\xBB\xBF" + text : text;
    s.errorFileReadable = true;

    bool encodingKnown = bom; // once it is, lines are no longer checked for UTF-8
    Codec codec = Codec::Utf8;
    bool transcode = false;
    ReadFailure readFailure;
    int32_t readFailureLine = 0; // the first line the failing read is needed for

    // A declaration on line `lineno`. False when it stops everything at once
    // (s.err then says why).
    auto declare = [&](const std::string& spec, int32_t lineno) {
        encodingKnown = true;
        if (spec == "utf-8") return true;
        std::string problem = "encoding problem: " + spec;
        if (bom) problem += " with BOM";
        codec = bom ? Codec::Unknown : lookupCodec(spec);
        if (codec != Codec::Unknown) {
            // The decoding stream starts one byte back, at the end of the
            // declaration line, and makes its first read right away.
            const size_t declarationEnd = rawLineEnd(raw, lineno);
            readFailure = findReadFailure(raw, declarationEnd - (declarationEnd > 0), codec);
            if (!readFailure.failed || readFailure.chunk > 0) {
                // A later read fails when the line holding its first byte
                // is needed.
                if (readFailure.failed) readFailureLine = rawLineOf(raw, readFailure.inputStart);
                transcode = codec != Codec::Utf8;
                return true;
            }
        }
        s.decodedOk = false;
        s.err = errorWithoutLocation(std::move(problem));
        return false;
    };

    // The first line the reader cannot deliver, and why.
    auto stopAt = [&](int32_t lineno, std::string_view visible) {
        if (lineno == readFailureLine) {
            // Reported at the last line read, at column 0.
            SyntaxErrorInfo error;
            error.message = "(unicode error) " + readFailure.message;
            error.lineno = error.endLineno = lineno - 1;
            error.endOffset = -1;
            std::string_view piece;
            if (fileLinePiece(s.errorFile, lineno - 1, piece)) {
                error.text = decodeForDisplay(piece, codec);
            }
            return error;
        }
        const size_t bad = encodingKnown ? std::string_view::npos : firstInvalidUtf8(visible);
        if (bad != std::string_view::npos) {
            char start[8];
            std::snprintf(start, sizeof start, "\\x%02x", static_cast<unsigned char>(visible[bad]));
            return errorWithoutLocation(
                "Non-UTF-8 code starting with '" + std::string(start) + "' in file " +
                std::string(filename) + " on line " + std::to_string(lineno) +
                ", but no encoding declared; see https://peps.python.org/pep-0263/ for details");
        }
        SyntaxErrorInfo error; // a NUL byte (the caller knows there is one)
        error.message = "source code cannot contain null bytes";
        error.lineno = error.endLineno = lineno;
        error.text = decodeForDisplay(visible, codec);
        return error;
    };

    bool mayDeclare = true; // line 1, and line 2 after a blank or comment line 1
    int32_t lineno = 0;
    size_t lineBegin = 0;
    while (lineBegin < text.size()) {
        ++lineno;
        const size_t newline = text.find('\n', lineBegin);
        const size_t lineEnd = newline == std::string::npos ? text.size() : newline + 1;
        const std::string_view line = std::string_view(text).substr(lineBegin, lineEnd - lineBegin);
        const size_t nul = line.find('\0');
        const std::string_view visible = line.substr(0, nul);
        if (mayDeclare) {
            std::string_view content = visible;
            if (!content.empty() && content.back() == '\n') content.remove_suffix(1);
            std::string spec;
            if (findCodingSpec(content, spec)) {
                if (!declare(spec, lineno)) return tokenizer;
                mayDeclare = false;
            } else {
                mayDeclare = lineno == 1 && isBlankOrComment(content);
            }
        }
        const bool badUtf8 = !encodingKnown && firstInvalidUtf8(visible) != std::string_view::npos;
        if (lineno == readFailureLine || badUtf8 || nul != std::string_view::npos) {
            SyntaxErrorInfo error = stopAt(lineno, visible);
            if (error.lineno > 0) {
                error.filename = std::string(filename);
                error.hasText = true;
            }
            s.stopped = true;
            s.stop = std::move(error);
            break;
        }
        lineBegin = lineEnd;
    }

    s.codec = codec;
    std::string buffer = text.substr(0, s.stopped ? lineBegin : text.size());
    if (!s.stopped && !buffer.empty() && buffer.back() != '\n') buffer.push_back('\n');
    s.buf = transcode ? decodeForDisplay(buffer, codec) : std::move(buffer);
    s.size = static_cast<uint32_t>(s.buf.size());
    return tokenizer;
}

void Tokenizer::keepSourceEnd() {
    State& s = *state_;
    if (!s.addedFinalNewline || s.pos != 0 || s.failed) return;
    if (!s.textWithoutDeclaration.empty()) {
        // CPython looks for a coding declaration only in complete lines, so
        // without the added newline the declaration is none: the source is
        // UTF-8 after all.
        s.buf = std::move(s.textWithoutDeclaration);
        s.decodedOk = true;
        s.err = SyntaxErrorInfo{};
        s.codec = Codec::Utf8;
    }
    if (!s.decodedOk || s.buf.empty()) return;
    s.buf.pop_back();
    s.size = static_cast<uint32_t>(s.buf.size());
    s.addedFinalNewline = false;
    s.openEnd = true;
}

void Tokenizer::useNamedFileForErrorLines() {
    State& s = *state_;
    if (s.errorLines == State::ErrorLines::Buffer) s.errorLines = State::ErrorLines::NamedFile;
}

Tokenizer Tokenizer::fromText(std::string_view utf8Text, std::string_view filename) {
    Tokenizer tokenizer(std::string_view(), filename);
    State& s = *tokenizer.state_;
    if (utf8Text.find('\0') != std::string_view::npos) {
        s.decodedOk = false;
        s.err = nullByteError(filename);
        return tokenizer;
    }
    s.buf = normalizeNewlines(utf8Text, false);
    if (!s.buf.empty() && s.buf.back() != '\n') {
        s.buf.push_back('\n');
        s.addedFinalNewline = true;
    }
    s.size = static_cast<uint32_t>(s.buf.size());
    return tokenizer;
}

Tokenizer::Tokenizer(Tokenizer&&) noexcept = default;
Tokenizer& Tokenizer::operator=(Tokenizer&&) noexcept = default;
Tokenizer::~Tokenizer() = default;

bool Tokenizer::ok() const { return state_->decodedOk; }

bool Tokenizer::next(Token& out) { return state_->next(out); }

const SyntaxErrorInfo& Tokenizer::error() const { return state_->err; }

bool Tokenizer::errorRaisedByTokenizer() const { return state_->failed && state_->errRaisedByTokenizer; }

bool Tokenizer::errorInsideFString() const { return state_->failed && state_->errInFString; }

const std::vector<ParseWarning>& Tokenizer::warnings() const { return state_->warnings; }

std::string_view Tokenizer::buffer() const { return state_->buf; }

std::string_view Tokenizer::filename() const { return state_->name; }

std::string_view Tokenizer::lineText(int32_t lineno) const {
    const State& s = *state_;
    if (lineno < 1) return {};
    const uint32_t begin = s.lineStartOf(lineno);
    if (begin >= s.size) return {};
    return std::string_view(s.buf).substr(begin, s.lineEndOf(begin) - begin);
}

int Tokenizer::bracketDepth() const { return static_cast<int>(state_->brackets.size()); }

bool Tokenizer::innermostOpenBracket(Token& out) const {
    const State& s = *state_;
    if (s.brackets.empty()) return false;
    const Bracket& b = s.brackets.back();
    out.kind = b.ch == '(' ? TokenKind::LeftParen : b.ch == '[' ? TokenKind::LeftBracket : TokenKind::LeftBrace;
    out.nonAscii = false;
    out.start = b.offset;
    out.end = b.offset + 1;
    out.lineno = b.lineno;
    out.colOffset = b.col;
    out.endLineno = b.lineno;
    out.endColOffset = b.col + 1;
    return true;
}

SyntaxErrorInfo Tokenizer::makeError(ErrorType type, std::string message, int32_t lineno, int32_t byteColumn,
                                     int32_t endLineno, int32_t endByteColumn) const {
    return state_->makeError(type, std::move(message), lineno, byteColumn, endLineno, endByteColumn);
}

} // namespace taipan::parse
