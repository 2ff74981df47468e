// Python's repr() for the constant types the front end produces: str, bytes,
// float, complex, and decimal text for integers of any size.
//
// Invariants:
//  - Every function appends to `out` and never reads it, so callers can build
//    one output buffer for a whole tree without copies.
//  - The text produced is exactly what CPython 3.13 prints for the same value;
//    in particular float digits are the shortest that round-trip (what
//    std::to_chars guarantees), laid out with Python's rules, not printf's.
#include "runtime/repr.h"

#include "runtime/unicode.h"

#include <gmp.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <system_error>

namespace taipan::repr {

namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

// Appends `\x`, `\u` or `\U` followed by `digits` lower-case hex digits of
// `value`, the escape forms repr() uses for characters it cannot show.
void appendHexEscape(std::string& out, char letter, uint32_t value, int digits) {
    out += '\\';
    out += letter;
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
        out += kHexDigits[(value >> shift) & 0xF];
    }
}

// Python's quote choice, shared by str and bytes: single quotes unless the
// text holds a single quote and no double quote. Only ASCII bytes matter,
// and UTF-8 never uses ASCII bytes inside multi-byte sequences, so scanning
// bytes is correct for str too.
char chooseQuote(std::string_view text) {
    bool hasSingle = false;
    bool hasDouble = false;
    for (char c : text) {
        if (c == '\'')
            hasSingle = true;
        else if (c == '"')
            hasDouble = true;
    }
    return hasSingle && !hasDouble ? '"' : '\'';
}

// Appends the escape for an ASCII character that both str and bytes reprs
// treat the same way; returns false for characters shown as themselves.
bool appendAsciiEscape(std::string& out, unsigned char c, char quote) {
    switch (c) {
    case '\\':
        out += "\\\\";
        return true;
    case '\t':
        out += "\\t";
        return true;
    case '\n':
        out += "\\n";
        return true;
    case '\r':
        out += "\\r";
        return true;
    default:
        break;
    }
    if (c == static_cast<unsigned char>(quote)) {
        out += '\\';
        out += quote;
        return true;
    }
    if (c < 0x20 || c >= 0x7F) {
        appendHexEscape(out, 'x', c, 2);
        return true;
    }
    return false;
}

// The shortest digits that round-trip a finite, non-negative double, with the
// decimal exponent of the first digit: value = D.DDD * 10^exponent.
struct ShortestDigits {
    char digits[32];
    int count = 0;
    int exponent = 0;
};

ShortestDigits shortestDigits(double magnitude) {
    // std::to_chars with chars_format::scientific gives the shortest digit
    // string that round-trips, e.g. "1.5e+300", "5e-324", "0e+00".
    char buffer[64];
    auto result =
        std::to_chars(buffer, buffer + sizeof buffer, magnitude, std::chars_format::scientific);
    ShortestDigits parsed;
    const char* p = buffer;
    while (p < result.ptr && *p != 'e') {
        if (*p != '.') parsed.digits[parsed.count++] = *p;
        ++p;
    }
    // The exponent is "e+NN" or "e-NN" with at least two digits.
    ++p;
    bool negative = *p == '-';
    ++p;
    int exponent = 0;
    while (p < result.ptr)
        exponent = exponent * 10 + (*p++ - '0');
    parsed.exponent = negative ? -exponent : exponent;
    return parsed;
}

// Python's format_float_short in 'r' mode: fixed notation when the decimal
// exponent is in [-4, 16), scientific otherwise. `addDotZero` makes integral
// values in fixed notation end in ".0" (float repr does, complex parts do not).
// `forceSign` prefixes '+' to non-negative values (the imaginary part of a
// complex written as "(a+bj)").
void appendShortFloat(std::string& out, double value, bool addDotZero, bool forceSign) {
    if (std::isnan(value)) {
        // Python never shows the sign of a NaN.
        out += forceSign ? "+nan" : "nan";
        return;
    }
    if (std::signbit(value))
        out += '-';
    else if (forceSign)
        out += '+';
    double magnitude = std::fabs(value);
    if (std::isinf(magnitude)) {
        out += "inf";
        return;
    }
    ShortestDigits d = shortestDigits(magnitude);
    int exponent = d.exponent;
    if (exponent < -4 || exponent >= 16) {
        // Scientific: "1e+16", "1.5e+300", "5e-324"; no ".0" on one digit.
        out += d.digits[0];
        if (d.count > 1) {
            out += '.';
            out.append(d.digits + 1, d.count - 1);
        }
        out += 'e';
        out += exponent < 0 ? '-' : '+';
        int absExponent = exponent < 0 ? -exponent : exponent;
        if (absExponent < 10) out += '0';
        out += std::to_string(absExponent);
        return;
    }
    if (exponent < 0) {
        // 0.000ddd: the first digit is -exponent places after the point.
        out += "0.";
        out.append(static_cast<size_t>(-exponent - 1), '0');
        out.append(d.digits, d.count);
        return;
    }
    int integerDigits = exponent + 1;
    if (d.count <= integerDigits) {
        out.append(d.digits, d.count);
        out.append(static_cast<size_t>(integerDigits - d.count), '0');
        if (addDotZero) out += ".0";
        return;
    }
    out.append(d.digits, integerDigits);
    out += '.';
    out.append(d.digits + integerDigits, d.count - integerDigits);
}

} // namespace

void appendStrRepr(std::string& out, std::string_view text) {
    char quote = chooseQuote(text);
    out.reserve(out.size() + text.size() + 2);
    out += quote;
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
        unsigned char byte = static_cast<unsigned char>(*p);
        if (byte < 0x80) {
            if (!appendAsciiEscape(out, byte, quote)) out += static_cast<char>(byte);
            ++p;
            continue;
        }
        char32_t cp = 0;
        int length = unicode::decodeUtf8(p, end, cp);
        if (length == 0) {
            // Not generalized UTF-8; the front end never builds such text,
            // but showing the stray byte beats reading past it.
            appendHexEscape(out, 'x', byte, 2);
            ++p;
            continue;
        }
        if (unicode::isPrintable(cp)) {
            out.append(p, static_cast<size_t>(length));
        } else if (cp < 0x100) {
            appendHexEscape(out, 'x', cp, 2);
        } else if (cp < 0x10000) {
            appendHexEscape(out, 'u', cp, 4);
        } else {
            appendHexEscape(out, 'U', cp, 8);
        }
        p += length;
    }
    out += quote;
}

void appendBytesRepr(std::string& out, std::string_view bytes) {
    char quote = chooseQuote(bytes);
    out.reserve(out.size() + bytes.size() + 3);
    out += 'b';
    out += quote;
    for (char c : bytes) {
        if (!appendAsciiEscape(out, static_cast<unsigned char>(c), quote)) out += c;
    }
    out += quote;
}

void appendFloatRepr(std::string& out, double value) {
    appendShortFloat(out, value, /*addDotZero=*/true, /*forceSign=*/false);
}

void appendComplexRepr(std::string& out, double real, double imag) {
    // A positive-zero real part is left out entirely ("1j", "-0j"); anything
    // else, -0.0 included, gives the parenthesized "(a+bj)" form.
    if (real == 0.0 && !std::signbit(real)) {
        appendShortFloat(out, imag, /*addDotZero=*/false, /*forceSign=*/false);
        out += 'j';
        return;
    }
    out += '(';
    appendShortFloat(out, real, /*addDotZero=*/false, /*forceSign=*/false);
    appendShortFloat(out, imag, /*addDotZero=*/false, /*forceSign=*/true);
    out += "j)";
}

std::string integerToDecimal(std::string_view digits, int base) {
    // Underscores are the literal's digit separators; tolerate them here so
    // callers may pass the literal's text as written.
    std::string clean;
    clean.reserve(digits.size());
    for (char c : digits) {
        if (c != '_') clean += c;
    }
    if (clean.empty()) return "0";

    // Most literals fit in 64 bits; skip GMP for them.
    uint64_t small = 0;
    auto [end, error] = std::from_chars(clean.data(), clean.data() + clean.size(), small, base);
    if (error == std::errc() && end == clean.data() + clean.size()) return std::to_string(small);

    mpz_t number;
    if (mpz_init_set_str(number, clean.c_str(), base) != 0) {
        mpz_clear(number);
        return "0";
    }
    std::string decimal(mpz_sizeinbase(number, 10) + 2, '\0');
    mpz_get_str(decimal.data(), 10, number);
    decimal.resize(std::char_traits<char>::length(decimal.c_str()));
    mpz_clear(number);
    return decimal;
}

} // namespace taipan::repr
