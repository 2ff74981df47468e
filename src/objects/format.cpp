// Text formatting: the format-spec mini-language (format(), f-strings,
// __format__ of int, float, complex and str), str.format / format_map, and
// printf-style str % args — output and error messages as CPython 3.13's.
//
// Invariants:
//  - Specs are parsed from code points, so fill characters may be any
//    character; output is assembled as code points and made a str once.
//  - Float digits come from formatDouble (glibc's correctly rounded printf,
//    or the shortest repr digits); this file only lays them out (signs,
//    grouping, padding, alternate forms).
#include "objects/format.h"

#include "objects/complex.h"
#include "objects/containers.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/limits.h"
#include "runtime/unicode.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <string>

namespace taipan {

namespace {

std::u32string codePointsOf(Str* s) {
    std::u32string out(static_cast<size_t>(s->length), 0);
    for (int64_t i = 0; i < s->length; ++i)
        out[static_cast<size_t>(i)] = strCodePointAt(s, i);
    return out;
}

std::u32string widen(const std::string& ascii) {
    return std::u32string(ascii.begin(), ascii.end());
}

Ref makeStr(const std::u32string& text) {
    return strFromCodePoints(text.data(), text.size());
}

// "'%c'" for printable ASCII, "'\x%x'" otherwise, as CPython's messages.
std::string formatCodeText(char32_t code) {
    char buffer[32];
    if (code > 32 && code < 128) {
        std::snprintf(buffer, sizeof buffer, "'%c'", static_cast<char>(code));
    } else {
        std::snprintf(buffer, sizeof buffer, "'\\x%x'", static_cast<unsigned>(code));
    }
    return buffer;
}

Ref raiseUnknownCode(char32_t code, const char* typeName) {
    std::string text = formatCodeText(code);
    return raise(gValueError, "Unknown format code %s for object of type '%s'", text.c_str(),
                 typeName);
}

bool isAlign(char32_t c) {
    return c == '<' || c == '>' || c == '=' || c == '^';
}

// Reads decimal digits at spec[i]; false with ValueError on overflow.
bool readNumber(const std::u32string& spec, size_t& i, int64_t& out, bool& present) {
    present = false;
    int64_t value = 0;
    while (i < spec.size() && spec[i] >= '0' && spec[i] <= '9') {
        present = true;
        if (value > (INT64_MAX - 9) / 10) {
            raise(gValueError, "Too many decimal digits in format string");
            return false;
        }
        value = value * 10 + static_cast<int64_t>(spec[i] - '0');
        ++i;
    }
    out = value;
    return true;
}

// `defaultType` is the presentation type when the spec names none ('s' for
// str, 'd' for int, 0 for float and complex); the grouping check uses it,
// so format('a', ',') fails as CPython's does.
bool parseSpec(const std::u32string& spec, const char* typeName, char defaultAlign,
               char32_t defaultType, FormatSpec& out) {
    out = FormatSpec();
    out.type = defaultType;
    size_t i = 0;
    bool fillGiven = false;
    bool alignGiven = false;
    if (spec.size() >= 2 && isAlign(spec[1])) {
        out.fill = spec[0];
        out.align = static_cast<char>(spec[1]);
        fillGiven = true;
        alignGiven = true;
        i = 2;
    } else if (!spec.empty() && isAlign(spec[0])) {
        out.align = static_cast<char>(spec[0]);
        alignGiven = true;
        i = 1;
    }
    if (i < spec.size() && (spec[i] == '+' || spec[i] == '-' || spec[i] == ' ')) {
        out.sign = static_cast<char>(spec[i]);
        ++i;
    }
    if (i < spec.size() && spec[i] == 'z') {
        out.noNegativeZero = true;
        ++i;
    }
    if (i < spec.size() && spec[i] == '#') {
        out.alternate = true;
        ++i;
    }
    if (!fillGiven && i < spec.size() && spec[i] == '0') {
        // Zero padding: '0' fill, and sign-aware alignment for numbers.
        out.fill = '0';
        out.zeroPad = true;
        if (!alignGiven && defaultAlign == '>') out.align = '=';
        ++i;
    }
    bool present;
    if (!readNumber(spec, i, out.width, present)) return false;
    if (!present) out.width = -1;
    // The field is built in memory: a width nothing could hold is MemoryError.
    if (present && !allocationAllowed(static_cast<size_t>(out.width), sizeof(char32_t))) {
        return false;
    }
    if (i < spec.size() && (spec[i] == ',' || spec[i] == '_')) {
        out.grouping = static_cast<char>(spec[i]);
        ++i;
        // The other separator is an error of its own; the same one again is
        // read as the presentation type (",," says "Cannot specify ','
        // with ','.", ",,f" is an invalid specifier), as CPython reads it.
        if (i < spec.size() && (spec[i] == ',' || spec[i] == '_') &&
            spec[i] != static_cast<char32_t>(out.grouping)) {
            raise(gValueError, "Cannot specify both ',' and '_'.");
            return false;
        }
    }
    if (i < spec.size() && spec[i] == '.') {
        ++i;
        if (!readNumber(spec, i, out.precision, present)) return false;
        if (!present) {
            raise(gValueError, "Format specifier missing precision");
            return false;
        }
    }
    if (spec.size() - i > 1) {
        std::string text;
        for (char32_t c : spec)
            unicode::appendUtf8(text, c);
        raise(gValueError, "Invalid format specifier '%s' for object of type '%s'", text.c_str(),
              typeName);
        return false;
    }
    if (i < spec.size()) out.type = spec[i];
    if (out.grouping != '\0') {
        switch (out.type) {
        case 'd':
        case 'e':
        case 'f':
        case 'g':
        case 'E':
        case 'G':
        case '%':
        case 'F':
        case '\0':
            break;
        case 'b':
        case 'o':
        case 'x':
        case 'X':
            if (out.grouping == '_') break;
            [[fallthrough]];
        default: {
            std::string code = formatCodeText(out.type);
            raise(gValueError, "Cannot specify '%c' with %s.", out.grouping, code.c_str());
            return false;
        }
        }
    }
    return true;
}

// Inserts the grouping separator every `group` digits from the right of
// `digits`; with `minWidth` > 0 (zero padding), pads with zeros first so the
// grouped text is at least that wide and never starts with a separator.
std::u32string groupDigits(const std::u32string& digits, char separator, int group,
                           int64_t minWidth) {
    int64_t count = static_cast<int64_t>(digits.size());
    if (minWidth > 0) {
        while (count + (count - 1) / group < minWidth)
            ++count;
    }
    std::u32string padded(static_cast<size_t>(count - static_cast<int64_t>(digits.size())), U'0');
    padded += digits;
    std::u32string out;
    for (int64_t i = 0; i < count; ++i) {
        if (i > 0 && (count - i) % group == 0) out += static_cast<char32_t>(separator);
        out += padded[static_cast<size_t>(i)];
    }
    return out;
}

// Lays out sign + prefix + body in the field: fill and alignment ('=' pads
// between the sign/prefix and the body).
std::u32string pad(const std::u32string& signAndPrefix, const std::u32string& body,
                   const FormatSpec& spec, char defaultAlign) {
    int64_t length = static_cast<int64_t>(signAndPrefix.size() + body.size());
    int64_t padding = spec.width > length ? spec.width - length : 0;
    char align = spec.align != '\0' ? spec.align : defaultAlign;
    std::u32string out;
    auto fill = [&](int64_t n) { out.append(static_cast<size_t>(n), spec.fill); };
    switch (align) {
    case '<':
        out = signAndPrefix + body;
        fill(padding);
        break;
    case '^':
        fill(padding / 2);
        out += signAndPrefix + body;
        fill(padding - padding / 2);
        break;
    case '=':
        out = signAndPrefix;
        fill(padding);
        out += body;
        break;
    default:
        fill(padding);
        out += signAndPrefix + body;
        break;
    }
    return out;
}

std::u32string signText(bool negative, char sign) {
    if (negative) return U"-";
    if (sign == '+') return U"+";
    if (sign == ' ') return U" ";
    return U"";
}

// ---- int ---------------------------------------------------------------------------------------

Ref formatIntWithSpec(Value value, const FormatSpec& spec) {
    char32_t type = spec.type;
    switch (type) {
    case 'd':
    case 'n':
    case 'b':
    case 'o':
    case 'x':
    case 'X':
    case 'c':
        break;
    default:
        return raiseUnknownCode(type, typeName(value));
    }
    if (spec.precision >= 0)
        return raise(gValueError, "Precision not allowed in integer format specifier");
    if (spec.noNegativeZero) {
        return raise(gValueError,
                     "Negative zero coercion (z) not allowed in integer format specifier");
    }
    if (type == 'c') {
        if (spec.sign != '\0')
            return raise(gValueError, "Sign not allowed with integer format specifier 'c'");
        if (spec.alternate) {
            return raise(gValueError,
                         "Alternate form (#) not allowed with integer format specifier 'c'");
        }
        int64_t code;
        if (!intToInt64(value, code))
            return raise(gOverflowError, "Python int too large to convert to C long");
        if (code < 0 || code > 0x10FFFF)
            return raise(gOverflowError, "%%c arg not in range(0x110000)");
        std::u32string body(1, static_cast<char32_t>(code));
        return makeStr(pad(U"", body, spec, '>'));
    }
    int base;
    switch (type) {
    case 'd':
    case 'n':
        base = 10;
        break;
    case 'b':
        base = 2;
        break;
    case 'o':
        base = 8;
        break;
    case 'x':
    case 'X':
        base = 16;
        break;
    default:
        return raiseUnknownCode(type, typeName(value));
    }
    bool negative = intSign(value) < 0;
    std::string digits;
    if (base == 10) {
        if (!appendIntDecimal(digits, value)) return nullptr;
        if (negative) digits.erase(0, 1);
    } else {
        IntView view(value);
        Mpz magnitude;
        mpz_abs(magnitude, view);
        digits.resize(mpz_sizeinbase(magnitude, base) + 2);
        mpz_get_str(digits.data(), base, magnitude);
        digits.resize(std::char_traits<char>::length(digits.c_str()));
        if (type == 'X') {
            for (char& c : digits) {
                if (c >= 'a' && c <= 'f') c = static_cast<char>(c - 32);
            }
        }
    }
    std::u32string prefix = signText(negative, spec.sign);
    if (spec.alternate && base != 10) {
        prefix += U'0';
        prefix += type == 'b' ? U'b' : type == 'o' ? U'o' : type == 'X' ? U'X' : U'x';
    }
    std::u32string body = widen(digits);
    if (spec.grouping != '\0') {
        int group = base == 10 ? 3 : 4;
        // Zero fill with '=' alignment (from the '0' flag or spelled out)
        // pads with grouped zeros.
        int64_t minWidth = 0;
        if (spec.align == '=' && spec.fill == '0') {
            minWidth = spec.width - static_cast<int64_t>(prefix.size());
        }
        body = groupDigits(body, spec.grouping, group, minWidth);
    }
    return makeStr(pad(prefix, body, spec, '>'));
}

// ---- float
// ---------------------------------------------------------------------------------------

bool allZeroDigits(const std::string& text) {
    for (char c : text) {
        if (c >= '1' && c <= '9') return false;
        if (c == 'e' || c == 'E') break;
    }
    return true;
}

// The '' presentation with a precision: like 'g', but switching to
// exponent form one digit earlier and always showing a fractional part.
std::string formatGeneralAddDot(double magnitude, int64_t precision, bool alternate) {
    int p = static_cast<int>(precision == 0 ? 1 : precision);
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*e", p - 1, magnitude);
    std::string sci = buffer;
    size_t e = sci.find('e');
    int exponent = std::atoi(sci.c_str() + e + 1);
    int decimalPoint = exponent + 1;
    std::string out;
    if (decimalPoint <= -4 || decimalPoint > p - 1) {
        std::string mantissa = sci.substr(0, e);
        if (!alternate && mantissa.find('.') != std::string::npos) {
            while (mantissa.back() == '0')
                mantissa.pop_back();
            if (mantissa.back() == '.') mantissa.pop_back();
        }
        if (alternate && mantissa.find('.') == std::string::npos) mantissa += '.';
        out = mantissa + sci.substr(e);
    } else {
        int fraction = p - decimalPoint;
        out = formatDouble(magnitude, 'f', fraction, alternate);
        if (!alternate && out.find('.') != std::string::npos) {
            while (out.back() == '0')
                out.pop_back();
            if (out.back() == '.') out.pop_back();
        }
        if (out.find('.') == std::string::npos)
            out += ".0";
        else if (out.back() == '.')
            out += '0';
    }
    return out;
}

// The digits of |value| for a float presentation type (no sign).
std::string floatDigits(double magnitude, char32_t type, int64_t precision, bool alternate,
                        bool& percent) {
    percent = false;
    if (type == '\0') {
        if (precision < 0) {
            std::string text = formatDouble(magnitude, 'r', 0, false);
            if (alternate && std::isfinite(magnitude) && text.find('.') == std::string::npos) {
                size_t e = text.find('e');
                if (e != std::string::npos) text.insert(e, ".");
            }
            return text;
        }
        if (!std::isfinite(magnitude)) return formatDouble(magnitude, 'g', 1, false);
        return formatGeneralAddDot(magnitude, precision, alternate);
    }
    if (type == 'n') type = 'g';
    int p = static_cast<int>(precision < 0 ? 6 : precision);
    if (type == '%') {
        percent = true;
        return formatDouble(magnitude * 100.0, 'f', p, alternate);
    }
    return formatDouble(magnitude, static_cast<char>(type), p, alternate);
}

Ref formatDoubleWithSpec(double value, const FormatSpec& spec, const char* typeName) {
    char32_t type = spec.type;
    switch (type) {
    case '\0':
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case 'n':
    case '%':
        break;
    default:
        return raiseUnknownCode(type, typeName);
    }
    bool negative = std::signbit(value) && !std::isnan(value);
    bool percent;
    std::string digits =
        floatDigits(std::fabs(value), type, spec.precision, spec.alternate, percent);
    if (negative && spec.noNegativeZero && std::isfinite(value) && allZeroDigits(digits)) {
        negative = false;
    }
    std::u32string body = widen(digits);
    if (spec.grouping != '\0' && std::isfinite(value)) {
        // Group the integer part only.
        size_t end = 0;
        while (end < body.size() && body[end] >= '0' && body[end] <= '9')
            ++end;
        std::u32string integerPart = body.substr(0, end);
        std::u32string rest = body.substr(end);
        int64_t minWidth = 0;
        if (spec.align == '=' && spec.fill == '0') {
            minWidth = spec.width - static_cast<int64_t>(rest.size()) - (percent ? 1 : 0) -
                       static_cast<int64_t>(signText(negative, spec.sign).size());
        }
        body = groupDigits(integerPart, spec.grouping, 3, minWidth) + rest;
    }
    if (percent) body += U'%';
    return makeStr(pad(signText(negative, spec.sign), body, spec, '>'));
}

Ref formatComplexWithSpec(double real, double imag, const FormatSpec& specIn) {
    FormatSpec spec = specIn;
    char32_t type = spec.type;
    switch (type) {
    case '\0':
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case 'n':
        break;
    default:
        return raiseUnknownCode(type, "complex");
    }
    if (spec.fill == '0') {
        return raise(gValueError, "Zero padding is not allowed in complex format specifier");
    }
    if (spec.align == '=') {
        return raise(gValueError, "'=' alignment flag is not allowed in complex format specifier");
    }
    bool bare = type == '\0';
    bool skipReal = false;
    bool parens = false;
    if (bare) {
        // Like repr(): parentheses, and no real part when it is +0.
        skipReal = real == 0.0 && !std::signbit(real);
        parens = !skipReal;
        if (spec.precision >= 0) type = 'g';
    }
    auto part = [&](double v, bool forceSign) {
        bool negative = std::signbit(v) && !std::isnan(v);
        bool percent;
        std::string digits;
        if (bare && spec.precision < 0) {
            // repr digits without the ".0" a float repr adds; the
            // alternate form keeps the point ("2.j").
            digits = formatDouble(std::fabs(v), 'r', 0, false);
            if (digits.size() >= 2 && digits.compare(digits.size() - 2, 2, ".0") == 0) {
                digits.resize(digits.size() - (spec.alternate ? 1 : 2));
            } else if (spec.alternate && std::isfinite(v) &&
                       digits.find('.') == std::string::npos) {
                size_t e = digits.find('e');
                if (e != std::string::npos) digits.insert(e, ".");
            }
        } else {
            digits = floatDigits(std::fabs(v), type, spec.precision, spec.alternate, percent);
        }
        if (negative && spec.noNegativeZero && std::isfinite(v) && allZeroDigits(digits)) {
            negative = false;
        }
        std::u32string text = signText(negative, forceSign ? '+' : spec.sign);
        std::u32string wide = widen(digits);
        if (spec.grouping != '\0' && std::isfinite(v)) {
            // Each part groups its own integer digits, as a float does.
            size_t end = 0;
            while (end < wide.size() && wide[end] >= '0' && wide[end] <= '9')
                ++end;
            wide = groupDigits(wide.substr(0, end), spec.grouping, 3, 0) + wide.substr(end);
        }
        return text + wide;
    };
    std::u32string body;
    if (parens) body += U'(';
    if (!skipReal) body += part(real, false);
    body += part(imag, !skipReal);
    body += U'j';
    if (parens) body += U')';
    spec.zeroPad = false;
    return makeStr(pad(U"", body, spec, '>'));
}

} // namespace

bool parseFormatSpec(Str* spec, const char* typeName, FormatSpec& out) {
    return parseSpec(codePointsOf(spec), typeName, '>', '\0', out);
}

Ref formatInt(Value value, Str* specText) {
    if (specText->length == 0) return str(value);
    FormatSpec spec;
    if (!parseSpec(codePointsOf(specText), typeName(value), '>', 'd', spec)) return nullptr;
    switch (spec.type) {
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case '%': {
        double d;
        if (!intToDouble(value, d)) return nullptr;
        return formatDoubleWithSpec(d, spec, typeName(value));
    }
    default:
        return formatIntWithSpec(value, spec);
    }
}

Ref formatFloat(Value value, Str* specText) {
    if (specText->length == 0) return str(value);
    FormatSpec spec;
    if (!parseSpec(codePointsOf(specText), typeName(value), '>', '\0', spec)) return nullptr;
    return formatDoubleWithSpec(floatValue(value), spec, typeName(value));
}

Ref formatComplex(Value value, Str* specText) {
    if (specText->length == 0) return str(value);
    FormatSpec spec;
    if (!parseSpec(codePointsOf(specText), typeName(value), '>', '\0', spec)) return nullptr;
    return formatComplexWithSpec(asComplex(value)->real, asComplex(value)->imag, spec);
}

Ref formatStr(Value value, Str* specText) {
    if (specText->length == 0) return str(value);
    FormatSpec spec;
    if (!parseSpec(codePointsOf(specText), typeName(value), '<', 's', spec)) return nullptr;
    if (spec.type != 's') return raiseUnknownCode(spec.type, typeName(value));
    if (spec.sign == ' ') return raise(gValueError, "Space not allowed in string format specifier");
    if (spec.sign != '\0') return raise(gValueError, "Sign not allowed in string format specifier");
    if (spec.noNegativeZero) {
        return raise(gValueError,
                     "Negative zero coercion (z) not allowed in string format specifier");
    }
    if (spec.alternate)
        return raise(gValueError, "Alternate form (#) not allowed in string format specifier");
    if (spec.align == '=')
        return raise(gValueError, "'=' alignment not allowed in string format specifier");
    std::u32string text = codePointsOf(asStr(value));
    if (spec.precision >= 0 && static_cast<int64_t>(text.size()) > spec.precision) {
        text.resize(static_cast<size_t>(spec.precision));
    }
    return makeStr(pad(U"", text, spec, '<'));
}

// ---- str.format
// -------------------------------------------------------------------------------------

namespace {

struct FormatArguments {
    const Value* positional = nullptr;
    size_t positionalCount = 0;
    Tuple* kwnames = nullptr; // str.format keywords (values follow the positionals)
    Value mapping;            // format_map's mapping (null for str.format)
    int autoNumber = 0;       // next automatic index; -1 once manual numbering was used
    bool usedAuto = false;
};

bool isAsciiDigits(const std::u32string& text) {
    if (text.empty()) return false;
    for (char32_t c : text) {
        if (unicode::decimalValue(c) < 0) return false;
    }
    return true;
}

int64_t digitsValue(const std::u32string& text, bool& overflow) {
    int64_t value = 0;
    overflow = false;
    for (char32_t c : text) {
        if (value > (INT64_MAX - 9) / 10) {
            overflow = true;
            return 0;
        }
        value = value * 10 + unicode::decimalValue(c);
    }
    return value;
}

Ref lookupKeyword(FormatArguments& arguments, const std::u32string& name) {
    Ref key = makeStr(name);
    if (!key) return nullptr;
    if (!arguments.mapping.isNull()) return getItem(arguments.mapping, key.get());
    if (arguments.kwnames != nullptr) {
        for (int64_t i = 0; i < arguments.kwnames->size; ++i) {
            if (strEquals(asStr(arguments.kwnames->items()[i]), asStr(key.get()))) {
                return Ref::borrow(
                    arguments.positional[arguments.positionalCount + static_cast<size_t>(i)]);
            }
        }
    }
    Value keyValue = key.get();
    Ref exception = call(Value::fromObject(gKeyError), &keyValue, 1);
    if (!exception) return nullptr;
    return raiseObject(exception.get());
}

Ref lookupIndex(FormatArguments& arguments, int64_t index) {
    if (!arguments.mapping.isNull()) {
        // format_map has no positional arguments.
        return raise(gValueError, "Format string contains positional fields");
    }
    if (index < 0 || static_cast<size_t>(index) >= arguments.positionalCount) {
        return raise(gIndexError, "Replacement index %lld out of range for positional args tuple",
                     static_cast<long long>(index));
    }
    return Ref::borrow(arguments.positional[index]);
}

// Resolves a field name ("0", "name", "", "0.attr[key]") to its object.
Ref resolveField(FormatArguments& arguments, const std::u32string& field) {
    size_t i = 0;
    while (i < field.size() && field[i] != '.' && field[i] != '[')
        ++i;
    std::u32string first = field.substr(0, i);
    Ref object;
    if (first.empty()) {
        if (arguments.autoNumber < 0) {
            return raise(
                gValueError,
                "cannot switch from manual field specification to automatic field numbering");
        }
        arguments.usedAuto = true;
        object = lookupIndex(arguments, arguments.autoNumber++);
    } else if (isAsciiDigits(first)) {
        if (arguments.usedAuto) {
            return raise(
                gValueError,
                "cannot switch from automatic field numbering to manual field specification");
        }
        arguments.autoNumber = -1;
        bool overflow;
        int64_t index = digitsValue(first, overflow);
        if (overflow) return raise(gValueError, "Too many decimal digits in format string");
        object = lookupIndex(arguments, index);
    } else {
        object = lookupKeyword(arguments, first);
    }
    if (!object) return nullptr;
    while (i < field.size()) {
        if (field[i] == '.') {
            ++i;
            size_t start = i;
            while (i < field.size() && field[i] != '.' && field[i] != '[')
                ++i;
            if (i == start) return raise(gValueError, "Empty attribute in format string");
            Ref name = makeStr(field.substr(start, i - start));
            if (!name) return nullptr;
            object = getAttr(object.get(), asStr(name.get()));
        } else {
            ++i;
            size_t start = i;
            while (i < field.size() && field[i] != ']')
                ++i;
            if (i >= field.size()) return raise(gValueError, "Missing ']' in format string");
            std::u32string keyText = field.substr(start, i - start);
            ++i;
            if (keyText.empty()) return raise(gValueError, "Empty attribute in format string");
            if (i < field.size() && field[i] != '.' && field[i] != '[') {
                return raise(gValueError,
                             "Only '.' or '[' may follow ']' in format field specifier");
            }
            Ref key;
            if (isAsciiDigits(keyText)) {
                bool overflow;
                int64_t index = digitsValue(keyText, overflow);
                // An index too big for Py_ssize_t is refused as the field number is.
                if (overflow) return raise(gValueError, "Too many decimal digits in format string");
                key = intFromInt64(index);
            } else {
                key = makeStr(keyText);
            }
            if (!key) return nullptr;
            object = getItem(object.get(), key.get());
        }
        if (!object) return nullptr;
    }
    return object;
}

bool renderFormat(const std::u32string& text, FormatArguments& arguments, int depth,
                  std::u32string& out);

// One replacement field's text (between the braces): name, conversion, spec.
bool renderField(const std::u32string& name, char32_t conversion, const std::u32string& spec,
                 FormatArguments& arguments, int depth, std::u32string& out) {
    Ref object = resolveField(arguments, name);
    if (!object) return false;
    if (conversion != 0) {
        switch (conversion) {
        case 'r':
            object = repr(object.get());
            break;
        case 's':
            object = str(object.get());
            break;
        case 'a':
            object = ascii(object.get());
            break;
        default: {
            if (conversion > 32 && conversion < 128) {
                raise(gValueError, "Unknown conversion specifier %c",
                      static_cast<char>(conversion));
            } else {
                raise(gValueError, "Unknown conversion specifier \\x%x",
                      static_cast<unsigned>(conversion));
            }
            return false;
        }
        }
        if (!object) return false;
    }
    std::u32string expandedSpec;
    if (spec.find('{') != std::u32string::npos || spec.find('}') != std::u32string::npos) {
        if (!renderFormat(spec, arguments, depth - 1, expandedSpec)) return false;
    } else {
        expandedSpec = spec;
    }
    Ref specStr = makeStr(expandedSpec);
    if (!specStr) return false;
    Ref formatted = format(object.get(), specStr.get());
    if (!formatted) return false;
    out += codePointsOf(asStr(formatted.get()));
    return true;
}

bool renderFormat(const std::u32string& text, FormatArguments& arguments, int depth,
                  std::u32string& out) {
    if (depth <= 0) {
        raise(gValueError, "Max string recursion exceeded");
        return false;
    }
    size_t i = 0;
    size_t n = text.size();
    while (i < n) {
        char32_t c = text[i];
        if (c == '}') {
            if (i + 1 < n && text[i + 1] == '}') {
                out += U'}';
                i += 2;
                continue;
            }
            raise(gValueError, "Single '}' encountered in format string");
            return false;
        }
        if (c != '{') {
            out += c;
            ++i;
            continue;
        }
        if (i + 1 < n && text[i + 1] == '{') {
            out += U'{';
            i += 2;
            continue;
        }
        if (i + 1 >= n) {
            raise(gValueError, "Single '{' encountered in format string");
            return false;
        }
        // The field name runs to '}', ':' or '!' (brackets may hide them).
        ++i;
        size_t nameStart = i;
        bool inBracket = false;
        while (i < n) {
            char32_t d = text[i];
            if (inBracket) {
                if (d == ']') inBracket = false;
            } else if (d == '[') {
                inBracket = true;
            } else if (d == '}' || d == ':' || d == '!') {
                break;
            }
            ++i;
        }
        if (i >= n) {
            raise(gValueError, "expected '}' before end of string");
            return false;
        }
        std::u32string name = text.substr(nameStart, i - nameStart);
        char32_t conversion = 0;
        std::u32string spec;
        if (text[i] == '!') {
            ++i;
            if (i >= n) {
                raise(gValueError, "end of string while looking for conversion specifier");
                return false;
            }
            conversion = text[i++];
            if (i >= n) {
                raise(gValueError, "unmatched '{' in format spec");
                return false;
            }
            if (text[i] != ':' && text[i] != '}') {
                raise(gValueError, "expected ':' after conversion specifier");
                return false;
            }
        }
        if (text[i] == ':') {
            ++i;
            size_t specStart = i;
            int nesting = 1;
            while (i < n) {
                if (text[i] == '{') ++nesting;
                if (text[i] == '}' && --nesting == 0) break;
                ++i;
            }
            if (i >= n) {
                raise(gValueError, "unmatched '{' in format spec");
                return false;
            }
            spec = text.substr(specStart, i - specStart);
        }
        ++i; // the closing '}'
        if (!renderField(name, conversion, spec, arguments, depth, out)) return false;
    }
    return true;
}

} // namespace

// A non-empty template without braces formats to itself: CPython returns the
// same object then (so a str subclass instance keeps its type).
Ref sameOrNewStr(Value self, const std::u32string& text, const std::u32string& out) {
    if (!text.empty() && text.find_first_of(U"{}") == std::u32string::npos) return Ref::borrow(self);
    return makeStr(out);
}

Ref strFormatMethod(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    FormatArguments arguments;
    arguments.positional = args;
    arguments.positionalCount = callArgCount(nargs);
    arguments.kwnames = kwnames;
    std::u32string text = codePointsOf(asStr(self));
    std::u32string out;
    if (!renderFormat(text, arguments, 2, out)) return nullptr;
    return sameOrNewStr(self, text, out);
}

Ref strFormatMap(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("str.format_map", nargs, kwnames)) return nullptr;
    FormatArguments arguments;
    arguments.mapping = args[0];
    std::u32string text = codePointsOf(asStr(self));
    std::u32string out;
    if (!renderFormat(text, arguments, 2, out)) return nullptr;
    return sameOrNewStr(self, text, out);
}

// ---- printf-style formatting
// ------------------------------------------------------------------------

namespace {

struct PercentArguments {
    Value single; // the right operand when it is not a tuple
    Tuple* tuple = nullptr;
    int64_t count = 0;
    int64_t next = 0;
    Value mapping; // set when the operand supports item access
};

Value nextArgument(PercentArguments& arguments) {
    if (arguments.next >= arguments.count) {
        raise(gTypeError, "not enough arguments for format string");
        return Value();
    }
    int64_t index = arguments.next++;
    return arguments.tuple != nullptr ? arguments.tuple->items()[index] : arguments.single;
}

// The digits of an integer argument of %d/%i/%u (any real number) or
// %o/%x/%X (integers only), without sign.
bool percentIntegerDigits(Value argument, char32_t type, bool& negative, std::string& digits) {
    Ref number;
    if (isInt(argument)) {
        number = Ref::borrow(argument);
    } else if (type == 'd' || type == 'i' || type == 'u') {
        Type* t = typeOf(argument);
        if (isFloat(argument) || t->toInt != nullptr || t->index != nullptr ||
            t->toFloat != nullptr) {
            if (t->toInt == nullptr && t->index == nullptr) {
                raise(gTypeError, "%%%c format: a real number is required, not %s",
                      static_cast<char>(type), typeName(argument));
                return false;
            }
            number = t->toInt != nullptr ? t->toInt(argument) : toIndex(argument);
            if (!number) return false;
        } else {
            raise(gTypeError, "%%%c format: a real number is required, not %s",
                  static_cast<char>(type), typeName(argument));
            return false;
        }
    } else {
        if (argument.isSmallInt() || typeOf(argument)->index == nullptr) {
            raise(gTypeError, "%%%c format: an integer is required, not %s",
                  static_cast<char>(type), typeName(argument));
            return false;
        }
        number = toIndex(argument);
        if (!number) return false;
    }
    negative = intSign(number.get()) < 0;
    if (type == 'd' || type == 'i' || type == 'u') {
        if (!appendIntDecimal(digits, number.get())) return false;
        if (negative) digits.erase(0, 1);
        return true;
    }
    int base = type == 'o' ? 8 : 16;
    IntView view(number.get());
    Mpz magnitude;
    mpz_abs(magnitude, view);
    digits.resize(mpz_sizeinbase(magnitude, base) + 2);
    mpz_get_str(digits.data(), base, magnitude);
    digits.resize(std::char_traits<char>::length(digits.c_str()));
    if (type == 'X') {
        for (char& c : digits) {
            if (c >= 'a' && c <= 'f') c = static_cast<char>(c - 32);
        }
    }
    return true;
}

struct PercentFlags {
    bool left = false;
    bool plus = false;
    bool space = false;
    bool alternate = false;
    bool zero = false;
    int64_t width = -1;
    int64_t precision = -1;
};

void layoutNumber(std::u32string& out, const std::u32string& prefix, const std::u32string& body,
                  const PercentFlags& flags, bool allowZero) {
    int64_t length = static_cast<int64_t>(prefix.size() + body.size());
    int64_t padding = flags.width > length ? flags.width - length : 0;
    if (flags.left) {
        out += prefix + body;
        out.append(static_cast<size_t>(padding), U' ');
    } else if (flags.zero && allowZero) {
        out += prefix;
        out.append(static_cast<size_t>(padding), U'0');
        out += body;
    } else {
        out.append(static_cast<size_t>(padding), U' ');
        out += prefix + body;
    }
}

std::u32string percentSign(bool negative, const PercentFlags& flags) {
    if (negative) return U"-";
    if (flags.plus) return U"+";
    if (flags.space) return U" ";
    return U"";
}

// A '*' width beyond 64 bits is CPython's ssize_t overflow; a '*' precision
// is converted to a C int, so its overflow names that type instead.
bool readStarArgument(PercentArguments& arguments, int64_t& out, const char* overflowMessage) {
    Value v = nextArgument(arguments);
    if (v.isNull()) return false;
    if (!isInt(v)) {
        raise(gTypeError, "* wants int");
        return false;
    }
    if (!intToInt64(v, out)) {
        raise(gOverflowError, overflowMessage);
        return false;
    }
    return true;
}

} // namespace

Ref strPercentFormat(Str* format, Value args) {
    PercentArguments arguments;
    if (isTuple(args)) {
        arguments.tuple = asTuple(args);
        arguments.count = arguments.tuple->size;
    } else {
        arguments.single = args;
        arguments.count = 1;
    }
    if (!isTuple(args) && !isStr(args) && typeOf(args)->getitem != nullptr)
        arguments.mapping = args;
    std::u32string text = codePointsOf(format);
    std::u32string out;
    size_t n = text.size();
    size_t i = 0;
    while (i < n) {
        char32_t c = text[i];
        if (c != '%') {
            out += c;
            ++i;
            continue;
        }
        ++i;
        if (i >= n) return raise(gValueError, "incomplete format");
        if (text[i] == '%') {
            out += U'%';
            ++i;
            continue;
        }
        Value argument;
        bool keyed = false;
        Ref keyedValue;
        if (text[i] == '(') {
            if (arguments.mapping.isNull()) return raise(gTypeError, "format requires a mapping");
            int depth = 1;
            size_t keyStart = ++i;
            while (i < n && depth > 0) {
                if (text[i] == '(')
                    ++depth;
                else if (text[i] == ')')
                    --depth;
                ++i;
            }
            if (depth > 0) return raise(gValueError, "incomplete format key");
            Ref key = makeStr(text.substr(keyStart, i - 1 - keyStart));
            if (!key) return nullptr;
            keyedValue = getItem(arguments.mapping, key.get());
            if (!keyedValue) return nullptr;
            keyed = true;
            // A keyed conversion consumes no positional argument.
            arguments.count = -1;
        }
        PercentFlags flags;
        for (; i < n; ++i) {
            char32_t f = text[i];
            if (f == '-')
                flags.left = true;
            else if (f == '+')
                flags.plus = true;
            else if (f == ' ')
                flags.space = true;
            else if (f == '#')
                flags.alternate = true;
            else if (f == '0')
                flags.zero = true;
            else
                break;
        }
        if (i < n && text[i] == '*') {
            ++i;
            if (!readStarArgument(arguments, flags.width,
                                   "Python int too large to convert to C ssize_t")) {
                return nullptr;
            }
            if (flags.width < 0) {
                flags.left = true;
                flags.width = -flags.width;
            }
        } else {
            int64_t width = 0;
            bool any = false;
            while (i < n && text[i] >= '0' && text[i] <= '9') {
                if (width > (INT64_MAX - 9) / 10) return raise(gValueError, "width too big");
                width = width * 10 + static_cast<int64_t>(text[i] - '0');
                any = true;
                ++i;
            }
            if (any) flags.width = width;
        }
        if (i < n && text[i] == '.') {
            ++i;
            if (i < n && text[i] == '*') {
                ++i;
                if (!readStarArgument(arguments, flags.precision,
                                       "Python int too large to convert to C int")) {
                    return nullptr;
                }
                if (flags.precision > INT_MAX || flags.precision < INT_MIN) {
                    return raise(gOverflowError, "Python int too large to convert to C int");
                }
                if (flags.precision < 0) flags.precision = 0;
            } else {
                int64_t precision = 0;
                while (i < n && text[i] >= '0' && text[i] <= '9') {
                    precision = precision * 10 + static_cast<int64_t>(text[i] - '0');
                    if (precision > INT_MAX) return raise(gValueError, "precision too big");
                    ++i;
                }
                flags.precision = precision;
            }
        }
        while (i < n && (text[i] == 'h' || text[i] == 'l' || text[i] == 'L'))
            ++i;
        if (i >= n) return raise(gValueError, "incomplete format");
        // The result is built in memory: a width or precision nothing could
        // hold is MemoryError.
        if (!allocationAllowed(static_cast<size_t>(std::max<int64_t>(flags.width, 0)) +
                                   static_cast<size_t>(std::max<int64_t>(flags.precision, 0)),
                               sizeof(char32_t))) {
            return nullptr;
        }
        char32_t type = text[i++];
        if (keyed) {
            argument = keyedValue.get();
        } else {
            argument = nextArgument(arguments);
            if (argument.isNull()) return nullptr;
        }
        switch (type) {
        case 's':
        case 'r':
        case 'a': {
            Ref converted = type == 's'   ? str(argument)
                            : type == 'r' ? repr(argument)
                                          : ascii(argument);
            if (!converted) return nullptr;
            std::u32string body = codePointsOf(asStr(converted.get()));
            if (flags.precision >= 0 && static_cast<int64_t>(body.size()) > flags.precision) {
                body.resize(static_cast<size_t>(flags.precision));
            }
            layoutNumber(out, U"", body, flags, false);
            break;
        }
        case 'c': {
            char32_t code;
            if (isStr(argument)) {
                if (asStr(argument)->length != 1)
                    return raise(gTypeError, "%%c requires int or char");
                code = strCodePointAt(asStr(argument), 0);
            } else if (isInt(argument) ||
                       (argument.isObject() && typeOf(argument)->index != nullptr)) {
                Ref index = toIndex(argument);
                if (!index) return nullptr;
                int64_t value;
                if (!intToInt64(index.get(), value) || value < 0 || value > 0x10FFFF) {
                    return raise(gOverflowError, "%%c arg not in range(0x110000)");
                }
                code = static_cast<char32_t>(value);
            } else {
                return raise(gTypeError, "%%c requires int or char");
            }
            layoutNumber(out, U"", std::u32string(1, code), flags, false);
            break;
        }
        case 'd':
        case 'i':
        case 'u':
        case 'o':
        case 'x':
        case 'X': {
            bool negative;
            std::string digits;
            if (!percentIntegerDigits(argument, type, negative, digits)) return nullptr;
            if (flags.precision > static_cast<int64_t>(digits.size())) {
                digits.insert(0, static_cast<size_t>(flags.precision) - digits.size(), '0');
            }
            std::u32string prefix = percentSign(negative, flags);
            if (flags.alternate && type != 'd' && type != 'i' && type != 'u') {
                prefix += U'0';
                prefix += type == 'o' ? U'o' : type;
            }
            layoutNumber(out, prefix, widen(digits), flags, true);
            break;
        }
        case 'e':
        case 'E':
        case 'f':
        case 'F':
        case 'g':
        case 'G': {
            double value;
            if (!numberToDouble(argument, value)) return nullptr;
            bool negative = std::signbit(value) && !std::isnan(value);
            int precision = static_cast<int>(flags.precision < 0 ? 6 : flags.precision);
            std::string digits =
                formatDouble(std::fabs(value), static_cast<char>(type), precision, flags.alternate);
            layoutNumber(out, percentSign(negative, flags), widen(digits), flags, true);
            break;
        }
        default: {
            std::string shown;
            unicode::appendUtf8(shown, type);
            return raise(gValueError, "unsupported format character '%s' (0x%x) at index %zu",
                         shown.c_str(), static_cast<unsigned>(type), i - 1);
        }
        }
    }
    if (arguments.count >= 0 && arguments.next < arguments.count && arguments.mapping.isNull()) {
        return raise(gTypeError, "not all arguments converted during string formatting");
    }
    // A non-empty format with no conversion comes back as the same object,
    // str subclass included, as CPython returns it.
    if (format->length > 0 && text.find(U'%') == std::u32string::npos) {
        return Ref::borrow(Value::fromObject(format));
    }
    return makeStr(out);
}

} // namespace taipan
