// int and bool: construction, conversion to and from text, hashing,
// comparison, arithmetic with Python's sign rules, and the methods of the
// int type (bit_length, to_bytes, from_bytes, __round__, ...).
//
// Invariants:
//  - A value of exact type int is a small tagged int when it fits
//    [Value::kSmallIntMin, Value::kSmallIntMax], otherwise a heap Int whose
//    GMP value is outside that range. Every function that makes an exact
//    int goes through intFromInt64 / intFromMpz / intFromMpzTake, which
//    enforce this; equal ints thus have equal representations.
//  - True and False are static Int objects with read-only GMP values (1, 0)
//    and are never freed. Instances of int subclasses may hold any value.
//  - Arithmetic slots return NotImplemented for non-int operands; mixing
//    with float is float's business (its slots accept ints on either side).
//  - Results are exact ints even when an operand is a bool or a subclass
//    instance, as in CPython.
#include "objects/int.h"

#include "objects/bytes.h"
#include "objects/complex.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/float.h"
#include "objects/format.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/limits.h"
#include "runtime/unicode.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string>

namespace taipan {

Type gIntType =
    staticType("int", sizeof(Int), 0, kTypeBaseType | kTypeIntSubclass | kTypeMatchSelf);
Type gBoolType = staticType("bool", sizeof(Int), 0, kTypeIntSubclass | kTypeMatchSelf);

namespace {

// The limbs of True's and False's read-only GMP values.
mp_limb_t gTrueLimb = 1;
mp_limb_t gFalseLimb = 0;

constexpr int64_t kDefaultMaxStrDigits = 4300;
int64_t gMaxStrDigits = kDefaultMaxStrDigits;

// The modulus of CPython's numeric hash: equal numbers of any type hash
// equal because every hash is the value reduced modulo this prime.
constexpr uint64_t kHashModulus = (uint64_t(1) << 61) - 1;

} // namespace

Int gTrueObject{{kImmortalRefcount, &gBoolType}, MPZ_ROINIT_N(&gTrueLimb, 1)};
Int gFalseObject{{kImmortalRefcount, &gBoolType}, MPZ_ROINIT_N(&gFalseLimb, 0)};

// ---- Shared helpers (numstr_util.h) ---------------------------------------------------

Ref strFromStdString(const std::string& text) {
    for (char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80) return strFromUtf8(text);
    }
    return strFromAscii(text);
}

namespace args {

int64_t keywordCount(Tuple* kwnames) {
    return kwnames == nullptr ? 0 : kwnames->size;
}

bool noArgs(const char* qualifiedName, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    if (keywordCount(kwnames) > 0) {
        raise(gTypeError, "%s() takes no keyword arguments", qualifiedName);
        return false;
    }
    if (nargs != 0) {
        raise(gTypeError, "%s() takes no arguments (%zu given)", qualifiedName, nargs);
        return false;
    }
    return true;
}

bool oneArg(const char* qualifiedName, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    if (keywordCount(kwnames) > 0) {
        raise(gTypeError, "%s() takes no keyword arguments", qualifiedName);
        return false;
    }
    if (nargs != 1) {
        raise(gTypeError, "%s() takes exactly one argument (%zu given)", qualifiedName, nargs);
        return false;
    }
    return true;
}

bool positional(const char* name, size_t nargs, Tuple* kwnames, size_t min, size_t max) {
    nargs = callArgCount(nargs);
    if (keywordCount(kwnames) > 0) {
        raise(gTypeError, "%s() takes no keyword arguments", name);
        return false;
    }
    // A method passes "type.method": CPython names it so when it refuses
    // keywords, but its argument parser counts under the bare name.
    if (const char* dot = std::strrchr(name, '.')) name = dot + 1;
    if (nargs < min) {
        raise(gTypeError, "%s expected %s%zu argument%s, got %zu", name,
              min == max ? "" : "at least ", min, min == 1 ? "" : "s", nargs);
        return false;
    }
    if (nargs > max) {
        raise(gTypeError, "%s expected %s%zu argument%s, got %zu", name,
              min == max ? "" : "at most ", max, max == 1 ? "" : "s", nargs);
        return false;
    }
    return true;
}

} // namespace args

// ---- Construction ---------------------------------------------------------------------

namespace {

// A heap int of exact type int; the caller guarantees the value is outside
// the small range.
Int* newHeapInt() {
    Object* object = allocateObject(&gIntType);
    if (object == nullptr) return nullptr;
    Int* result = static_cast<Int*>(object);
    mpz_init(result->value);
    return result;
}

bool mpzFitsSmall(mpz_srcptr value) {
    if (!mpz_fits_slong_p(value)) return false;
    return Value::fitsSmallInt(mpz_get_si(value));
}

} // namespace

Ref intFromInt64(int64_t value) {
    if (Value::fitsSmallInt(value)) return Ref::fromSmallInt(value);
    Int* result = newHeapInt();
    if (result == nullptr) return nullptr;
    mpz_set_si(result->value, value);
    return Ref::steal(Value::fromObject(result));
}

Ref intFromUint64(uint64_t value) {
    if (value <= static_cast<uint64_t>(Value::kSmallIntMax)) {
        return Ref::fromSmallInt(static_cast<int64_t>(value));
    }
    Int* result = newHeapInt();
    if (result == nullptr) return nullptr;
    mpz_set_ui(result->value, value);
    return Ref::steal(Value::fromObject(result));
}

Ref intFromMpz(const mpz_t value) {
    if (mpzFitsSmall(value)) return Ref::fromSmallInt(mpz_get_si(value));
    Int* result = newHeapInt();
    if (result == nullptr) return nullptr;
    mpz_set(result->value, value);
    return Ref::steal(Value::fromObject(result));
}

Ref intFromMpzTake(mpz_t value) {
    if (mpzFitsSmall(value)) return Ref::fromSmallInt(mpz_get_si(value));
    Int* result = newHeapInt();
    if (result == nullptr) return nullptr;
    mpz_swap(result->value, value);
    return Ref::steal(Value::fromObject(result));
}

Ref intFromDouble(double value) {
    if (std::isinf(value)) return raise(gOverflowError, "cannot convert float infinity to integer");
    if (std::isnan(value)) return raise(gValueError, "cannot convert float NaN to integer");
    double truncated = std::trunc(value);
    if (std::fabs(truncated) < 4.0e18) return intFromInt64(static_cast<int64_t>(truncated));
    Mpz result;
    mpz_set_d(result, truncated);
    return intFromMpzTake(result);
}

Ref intFromDigits(std::string_view digits, int base) {
    // Short literals fit in 64 bits; parse them without GMP.
    if (digits.size() <= 18 && base == 10) {
        int64_t value = 0;
        auto parsed = std::from_chars(digits.data(), digits.data() + digits.size(), value, base);
        if (parsed.ec == std::errc() && parsed.ptr == digits.data() + digits.size()) {
            return intFromInt64(value);
        }
    }
    std::string text(digits);
    Mpz result;
    if (mpz_set_str(result, text.c_str(), base) != 0) {
        return raise(gValueError, "invalid literal for int() with base %d: '%s'", base,
                     text.c_str());
    }
    return intFromMpzTake(result);
}

Ref intExact(Value v) {
    if (v.isSmallInt() || typeOf(v) == &gIntType) return Ref::borrow(v);
    return intFromMpz(static_cast<Int*>(v.object())->value);
}

// ---- Reading ints -----------------------------------------------------------------------

void intToMpz(Value v, mpz_t out) {
    if (v.isSmallInt()) {
        mpz_set_si(out, v.smallInt());
    } else {
        mpz_set(out, static_cast<Int*>(v.object())->value);
    }
}

bool intToInt64(Value v, int64_t& out) {
    if (v.isSmallInt()) {
        out = v.smallInt();
        return true;
    }
    mpz_srcptr value = static_cast<Int*>(v.object())->value;
    if (!mpz_fits_slong_p(value)) return false;
    out = mpz_get_si(value);
    return true;
}

int intSign(Value v) {
    if (v.isSmallInt()) {
        int64_t small = v.smallInt();
        return small < 0 ? -1 : (small > 0 ? 1 : 0);
    }
    return mpz_sgn(static_cast<Int*>(v.object())->value);
}

bool indexToInt64(Value v, int64_t& out, Type* overflowError) {
    if (v.isSmallInt()) {
        out = v.smallInt();
        return true;
    }
    Ref index;
    Value intValue = v;
    if (!isInt(v)) {
        index = toIndex(v);
        if (!index) return false;
        intValue = index.get();
    }
    if (intToInt64(intValue, out)) return true;
    if (overflowError == nullptr) {
        out = intSign(intValue) < 0 ? INT64_MIN : INT64_MAX;
        return true;
    }
    raise(overflowError, "cannot fit '%s' into an index-sized integer", typeName(v));
    return false;
}

int64_t intMaxStrDigits() {
    return gMaxStrDigits;
}
void setIntMaxStrDigits(int64_t limit) {
    gMaxStrDigits = limit;
}

// ---- Text ---------------------------------------------------------------------------------

namespace {

Ref raiseIntToStrLimit() {
    return raise(gValueError,
                 "Exceeds the limit (%lld digits) for integer string conversion; use "
                 "sys.set_int_max_str_digits() to increase the limit",
                 static_cast<long long>(gMaxStrDigits));
}

} // namespace

bool appendIntDecimal(std::string& out, Value v) {
    if (v.isSmallInt()) {
        char buffer[24];
        auto result = std::to_chars(buffer, buffer + sizeof buffer, v.smallInt());
        out.append(buffer, result.ptr);
        return true;
    }
    IntView view(v);
    if (gMaxStrDigits > 0) {
        // A lower bound of the digit count from the bit length refuses huge
        // values before the (quadratic) conversion runs.
        size_t bits = mpz_sizeinbase(view, 2);
        double lowerBound = static_cast<double>(bits - 1) * 0.30102999566398114;
        if (lowerBound > static_cast<double>(gMaxStrDigits) + 1) {
            raiseIntToStrLimit();
            return false;
        }
    }
    size_t start = out.size();
    out.resize(start + mpz_sizeinbase(view, 10) + 2);
    mpz_get_str(out.data() + start, 10, view);
    out.resize(start + std::strlen(out.data() + start));
    if (gMaxStrDigits > 0) {
        size_t digits = out.size() - start - (out[start] == '-' ? 1 : 0);
        if (digits > static_cast<size_t>(gMaxStrDigits)) {
            out.resize(start);
            raiseIntToStrLimit();
            return false;
        }
    }
    return true;
}

Ref intToDecimalString(Value v) {
    std::string text;
    if (!appendIntDecimal(text, v)) return nullptr;
    return strFromAscii(text);
}

Ref intToBaseString(Value v, int base) {
    IntView view(v);
    std::string text;
    if (mpz_sgn(view) < 0) text += '-';
    text += base == 2 ? "0b" : base == 8 ? "0o" : "0x";
    Mpz magnitude;
    mpz_abs(magnitude, view);
    size_t start = text.size();
    text.resize(start + mpz_sizeinbase(magnitude, base) + 2);
    mpz_get_str(text.data() + start, base, magnitude);
    text.resize(start + std::strlen(text.data() + start));
    return strFromAscii(text);
}

namespace {

// Python's str.isspace() for the whitespace int() and float() strip.
bool isPythonSpace(char32_t cp) {
    return unicode::isSpace(cp);
}

// The text int()/float() parse, decoded to code points with surrounding
// whitespace removed and Unicode decimal digits mapped to ASCII. Returns
// false when a character cannot be part of a number (non-ASCII that is not
// a decimal digit or whitespace), so the caller reports the literal.
bool normalizeNumberText(std::string_view text, bool isText, std::string& out) {
    if (!isText) {
        // bytes: ASCII only, ASCII whitespace stripped.
        size_t begin = 0;
        size_t end = text.size();
        auto space = [](unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
        while (begin < end && space(static_cast<unsigned char>(text[begin])))
            ++begin;
        while (end > begin && space(static_cast<unsigned char>(text[end - 1])))
            --end;
        out.assign(text.substr(begin, end - begin));
        for (char c : out) {
            if (static_cast<unsigned char>(c) >= 0x80) return false;
        }
        return true;
    }
    std::u32string codePoints;
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
        char32_t cp = 0;
        int used = unicode::decodeUtf8(p, end, cp);
        if (used <= 0) return false;
        codePoints.push_back(cp);
        p += used;
    }
    size_t begin = 0;
    size_t stop = codePoints.size();
    while (begin < stop && isPythonSpace(codePoints[begin]))
        ++begin;
    while (stop > begin && isPythonSpace(codePoints[stop - 1]))
        --stop;
    out.clear();
    for (size_t i = begin; i < stop; ++i) {
        char32_t cp = codePoints[i];
        if (cp < 0x80) {
            out += static_cast<char>(cp);
            continue;
        }
        int digit = unicode::decimalValue(cp);
        if (digit >= 0) {
            out += static_cast<char>('0' + digit);
        } else if (isPythonSpace(cp)) {
            // Inner whitespace is invalid anyway; keep a marker that fails.
            out += ' ';
        } else {
            return false;
        }
    }
    return true;
}

int digitValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

Ref raiseInvalidIntLiteral(int base, Value original) {
    Ref shown = repr(original);
    if (!shown) return nullptr;
    std::string_view text = strUtf8(asStr(shown.get()));
    // CPython cuts very long literals at 200 characters of the repr.
    std::string cut(text.substr(0, std::min<size_t>(text.size(), 200)));
    return raise(gValueError, "invalid literal for int() with base %d: %s", base, cut.c_str());
}

} // namespace

Ref intFromString(std::string_view text, int base, Value original) {
    std::string s;
    bool isText = original.isNull() || isStr(original);
    if (!normalizeNumberText(text, isText, s)) return raiseInvalidIntLiteral(base, original);
    size_t i = 0;
    bool negative = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
        negative = s[i] == '-';
        ++i;
    }
    int actualBase = base;
    bool afterPrefix = false;
    if (i + 1 < s.size() && s[i] == '0') {
        char marker = static_cast<char>(s[i + 1] | 0x20);
        int prefixBase = marker == 'x' ? 16 : marker == 'o' ? 8 : marker == 'b' ? 2 : 0;
        if (prefixBase != 0 && (base == 0 || base == prefixBase)) {
            actualBase = prefixBase;
            i += 2;
            afterPrefix = true;
        }
    }
    bool zeroPrefixRule = false;
    if (actualBase == 0) {
        // Base 0 without a prefix: decimal, but a non-zero number may not
        // start with 0 (as in Python source).
        actualBase = 10;
        zeroPrefixRule = true;
    }
    // Digits with single underscores between them (one may follow a prefix).
    std::string digits;
    bool lastUnderscore = false;
    bool sawDigit = false;
    for (; i < s.size(); ++i) {
        char c = s[i];
        if (c == '_') {
            if (lastUnderscore || (!sawDigit && !afterPrefix)) {
                return raiseInvalidIntLiteral(base, original);
            }
            lastUnderscore = true;
            continue;
        }
        if (digitValue(c) >= actualBase) return raiseInvalidIntLiteral(base, original);
        digits += c;
        sawDigit = true;
        lastUnderscore = false;
    }
    if (!sawDigit || lastUnderscore) return raiseInvalidIntLiteral(base, original);
    if (zeroPrefixRule && digits.size() > 1 && digits[0] == '0') {
        for (char c : digits) {
            if (c != '0') return raiseInvalidIntLiteral(base, original);
        }
    }
    bool powerOfTwo = (actualBase & (actualBase - 1)) == 0;
    if (!powerOfTwo && gMaxStrDigits > 0 && digits.size() > static_cast<size_t>(gMaxStrDigits)) {
        return raise(gValueError,
                     "Exceeds the limit (%lld digits) for integer string conversion: value has "
                     "%zu digits; use sys.set_int_max_str_digits() to increase the limit",
                     static_cast<long long>(gMaxStrDigits), digits.size());
    }
    if (negative) digits.insert(digits.begin(), '-');
    if (digits.size() <= 18 && actualBase == 10) {
        int64_t value = 0;
        std::from_chars(digits.data(), digits.data() + digits.size(), value, 10);
        return intFromInt64(value);
    }
    Mpz result;
    mpz_set_str(result, digits.c_str(), actualBase);
    return intFromMpzTake(result);
}

// ---- Hashing and comparison -----------------------------------------------------------------

int64_t intHash(Value v) {
    int64_t hash;
    if (v.isSmallInt()) {
        int64_t small = v.smallInt();
        uint64_t magnitude =
            small < 0 ? -static_cast<uint64_t>(small) : static_cast<uint64_t>(small);
        hash = static_cast<int64_t>(magnitude % kHashModulus);
        if (small < 0) hash = -hash;
    } else {
        mpz_srcptr value = static_cast<Int*>(v.object())->value;
        // mpz_fdiv_ui works on the magnitude's residue for positive values;
        // take the magnitude explicitly so negative values mirror positives.
        Mpz magnitude;
        mpz_abs(magnitude, value);
        hash = static_cast<int64_t>(mpz_fdiv_ui(magnitude, kHashModulus));
        if (mpz_sgn(value) < 0) hash = -hash;
    }
    return hash == -1 ? -2 : hash;
}

int intCompareDouble(Value intValue, double d) {
    if (std::isinf(d)) return d > 0 ? -1 : 1;
    if (intValue.isSmallInt()) {
        int64_t small = intValue.smallInt();
        if (small > -(int64_t(1) << 53) && small < (int64_t(1) << 53)) {
            double asDouble = static_cast<double>(small);
            return asDouble < d ? -1 : (asDouble > d ? 1 : 0);
        }
    }
    IntView view(intValue);
    double floorD = std::floor(d);
    Mpz floorValue;
    mpz_set_d(floorValue, floorD);
    int cmp = mpz_cmp(view, floorValue);
    if (cmp != 0) return cmp < 0 ? -1 : 1;
    return d > floorD ? -1 : 0;
}

namespace {

int compareInts(Value a, Value b) {
    if (a.isSmallInt() && b.isSmallInt()) {
        int64_t x = a.smallInt();
        int64_t y = b.smallInt();
        return x < y ? -1 : (x > y ? 1 : 0);
    }
    IntView x(a);
    IntView y(b);
    int cmp = mpz_cmp(x, y);
    return cmp < 0 ? -1 : (cmp > 0 ? 1 : 0);
}

bool compareResult(int cmp, CompareOp op) {
    switch (op) {
    case CompareOp::Lt:
        return cmp < 0;
    case CompareOp::Le:
        return cmp <= 0;
    case CompareOp::Eq:
        return cmp == 0;
    case CompareOp::Ne:
        return cmp != 0;
    case CompareOp::Gt:
        return cmp > 0;
    case CompareOp::Ge:
        return cmp >= 0;
    }
    return false;
}

Ref intCompareSlot(Value left, Value right, CompareOp op) {
    if (!isInt(left) || !isInt(right)) return notImplementedRef();
    return boolRef(compareResult(compareInts(left, right), op));
}

bool intHashSlot(Value self, int64_t& hash) {
    hash = intHash(self);
    return true;
}

Ref intReprSlot(Value self) {
    return intToDecimalString(self);
}

int intBoolSlot(Value self) {
    return intSign(self) != 0 ? 1 : 0;
}

// ---- Arithmetic -------------------------------------------------------------------------------

// Both operands must be ints (any representation) for int's slots.
#define TAIPAN_REQUIRE_INTS(a, b)                                                                  \
    do {                                                                                           \
        if (!isInt(a) || !isInt(b)) return notImplementedRef();                                    \
    } while (0)

Ref intAdd(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (a.isSmallInt() && b.isSmallInt()) return intFromInt64(a.smallInt() + b.smallInt());
    Mpz result;
    mpz_add(result, IntView(a), IntView(b));
    return intFromMpzTake(result);
}

Ref intSub(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (a.isSmallInt() && b.isSmallInt()) return intFromInt64(a.smallInt() - b.smallInt());
    Mpz result;
    mpz_sub(result, IntView(a), IntView(b));
    return intFromMpzTake(result);
}

Ref intMul(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (a.isSmallInt() && b.isSmallInt()) {
        int64_t product;
        if (!__builtin_mul_overflow(a.smallInt(), b.smallInt(), &product)) {
            return intFromInt64(product);
        }
    }
    Mpz result;
    mpz_mul(result, IntView(a), IntView(b));
    return intFromMpzTake(result);
}

// Floor division and modulo of small ints with Python's signs (the
// remainder has the divisor's sign). Precondition: y != 0.
void smallDivmod(int64_t x, int64_t y, int64_t& quotient, int64_t& remainder) {
    quotient = x / y;
    remainder = x % y;
    if (remainder != 0 && ((remainder < 0) != (y < 0))) {
        quotient -= 1;
        remainder += y;
    }
}

Ref intFloorDiv(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (intSign(b) == 0) return raise(gZeroDivisionError, "integer division or modulo by zero");
    if (a.isSmallInt() && b.isSmallInt()) {
        int64_t quotient, remainder;
        smallDivmod(a.smallInt(), b.smallInt(), quotient, remainder);
        return intFromInt64(quotient);
    }
    Mpz result;
    mpz_fdiv_q(result, IntView(a), IntView(b));
    return intFromMpzTake(result);
}

Ref intMod(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (intSign(b) == 0) return raise(gZeroDivisionError, "integer modulo by zero");
    if (a.isSmallInt() && b.isSmallInt()) {
        int64_t quotient, remainder;
        smallDivmod(a.smallInt(), b.smallInt(), quotient, remainder);
        return intFromInt64(remainder);
    }
    Mpz result;
    mpz_fdiv_r(result, IntView(a), IntView(b));
    return intFromMpzTake(result);
}

// Correctly rounded |a| / |b| * 2^extraShift as a double, with the sign
// applied by the caller. Rounds half to even, including into the subnormal
// range; returns +inf when the result overflows.
double divideToDouble(mpz_srcptr a, mpz_srcptr b) {
    size_t aBits = mpz_sizeinbase(a, 2);
    size_t bBits = mpz_sizeinbase(b, 2);
    // Choose a scale so the integer quotient has 55 or 56 bits: two more
    // than a double keeps, so rounding needs only the remainder's sign.
    int64_t shift = static_cast<int64_t>(aBits) - static_cast<int64_t>(bBits) - 55;
    Mpz numerator;
    Mpz denominator;
    mpz_abs(numerator, a);
    mpz_abs(denominator, b);
    if (shift > 0) {
        mpz_mul_2exp(denominator, denominator, static_cast<mp_bitcnt_t>(shift));
    } else if (shift < 0) {
        mpz_mul_2exp(numerator, numerator, static_cast<mp_bitcnt_t>(-shift));
    }
    Mpz quotient;
    Mpz remainder;
    mpz_tdiv_qr(quotient, remainder, numerator, denominator);
    bool sticky = mpz_sgn(remainder) != 0;
    uint64_t q = mpz_get_ui(quotient);
    int qBits = 64 - std::countl_zero(q);
    // value = q * 2^shift (plus a sticky fraction). The most significant
    // bit sits at 2^(qBits - 1 + shift); a double keeps 53 bits, fewer when
    // the result is subnormal (below 2^-1022).
    int64_t topExponent = qBits - 1 + shift;
    int64_t keepBits = 53;
    if (topExponent < -1022) keepBits = 53 - (-1022 - topExponent);
    int64_t drop = qBits - keepBits;
    if (drop <= 0) {
        // Only reachable when q is tiny, which the scale above rules out;
        // kept for safety: the value is exact.
        return std::ldexp(static_cast<double>(q), static_cast<int>(shift));
    }
    if (drop >= 64) return 0.0;
    uint64_t kept = drop == 64 ? 0 : q >> drop;
    uint64_t rest = q & ((uint64_t(1) << drop) - 1);
    uint64_t half = uint64_t(1) << (drop - 1);
    if (rest > half || (rest == half && (sticky || (kept & 1) != 0))) ++kept;
    int64_t exponent = shift + drop;
    if (exponent > 2000) return HUGE_VAL;
    return std::ldexp(static_cast<double>(kept), static_cast<int>(exponent));
}

bool fitsDoubleExactly(Value v) {
    if (!v.isSmallInt()) return false;
    int64_t small = v.smallInt();
    return small >= -(int64_t(1) << 53) && small <= (int64_t(1) << 53);
}

} // namespace

Ref intTrueDivide(Value a, Value b) {
    if (intSign(b) == 0) return raise(gZeroDivisionError, "division by zero");
    if (fitsDoubleExactly(a) && fitsDoubleExactly(b)) {
        return floatFromDouble(static_cast<double>(a.smallInt()) /
                               static_cast<double>(b.smallInt()));
    }
    IntView x(a);
    IntView y(b);
    bool negative = (mpz_sgn(x) < 0) != (mpz_sgn(y) < 0);
    if (mpz_sgn(x) == 0) return floatFromDouble(negative ? -0.0 : 0.0);
    double magnitude = divideToDouble(x, y);
    if (std::isinf(magnitude)) {
        return raise(gOverflowError, "integer division result too large for a float");
    }
    return floatFromDouble(negative ? -magnitude : magnitude);
}

bool intToDouble(Value intValue, double& out) {
    if (fitsDoubleExactly(intValue)) {
        out = static_cast<double>(intValue.smallInt());
        return true;
    }
    IntView x(intValue);
    if (mpz_sizeinbase(x, 2) <= 53) {
        out = mpz_get_d(x);
        return true;
    }
    mpz_t one;
    mp_limb_t oneLimb = 1;
    double magnitude = divideToDouble(x, mpz_roinit_n(one, &oneLimb, 1));
    if (std::isinf(magnitude)) {
        raise(gOverflowError, "int too large to convert to float");
        return false;
    }
    out = mpz_sgn(x) < 0 ? -magnitude : magnitude;
    return true;
}

namespace {

Ref intTrueDivSlot(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    return intTrueDivide(a, b);
}

} // namespace

Ref intDivmod(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (intSign(b) == 0) return raise(gZeroDivisionError, "integer division or modulo by zero");
    Ref quotient;
    Ref remainder;
    if (a.isSmallInt() && b.isSmallInt()) {
        int64_t q, r;
        smallDivmod(a.smallInt(), b.smallInt(), q, r);
        quotient = intFromInt64(q);
        remainder = intFromInt64(r);
    } else {
        Mpz q;
        Mpz r;
        mpz_fdiv_qr(q, r, IntView(a), IntView(b));
        quotient = intFromMpzTake(q);
        remainder = intFromMpzTake(r);
    }
    if (!quotient || !remainder) return nullptr;
    Value items[2] = {quotient.get(), remainder.get()};
    return tupleFromValues(items, 2);
}

namespace {

// float ** float for an int operand pair with a negative exponent.
Ref floatPowerOfInts(Value base, Value exponent) {
    double x, y;
    if (!intToDouble(base, x) || !intToDouble(exponent, y)) return nullptr;
    Ref xf = floatFromDouble(x);
    Ref yf = floatFromDouble(y);
    if (!xf || !yf) return nullptr;
    return binaryOp(xf.get(), yf.get(), BinaryOp::Pow);
}

Ref intPow(Value base, Value exponent) {
    TAIPAN_REQUIRE_INTS(base, exponent);
    if (intSign(exponent) < 0) return floatPowerOfInts(base, exponent);
    IntView b(base);
    IntView e(exponent);
    // Bases whose powers stay small need no exponent limit.
    if (mpz_cmpabs_ui(b, 1) <= 0) {
        if (mpz_sgn(b) == 0) return Ref::fromSmallInt(mpz_sgn(e) == 0 ? 1 : 0);
        if (mpz_sgn(b) > 0) return Ref::fromSmallInt(1);
        return Ref::fromSmallInt(mpz_odd_p(e) ? -1 : 1);
    }
    if (!mpz_fits_ulong_p(e)) return raiseNoMemory();
    unsigned long n = mpz_get_ui(e);
    // The result has about n * bits(base) bits; refuse what cannot be
    // allocated rather than letting GMP abort the process.
    double resultBits = static_cast<double>(n) * static_cast<double>(mpz_sizeinbase(b, 2));
    if (resultBits > 8.0e9) return raiseNoMemory();
    if (!allocationAllowed(static_cast<size_t>(resultBits / 8))) return nullptr;
    if (base.isSmallInt() && n < 64) {
        // Square-and-multiply with overflow checks covers most small powers.
        int64_t acc = 1;
        int64_t factor = base.smallInt();
        unsigned long remaining = n;
        bool overflow = false;
        while (remaining != 0 && !overflow) {
            if (remaining & 1) overflow |= __builtin_mul_overflow(acc, factor, &acc);
            remaining >>= 1;
            if (remaining != 0) overflow |= __builtin_mul_overflow(factor, factor, &factor);
        }
        if (!overflow) return intFromInt64(acc);
    }
    Mpz result;
    mpz_pow_ui(result, b, n);
    return intFromMpzTake(result);
}

Ref intTernaryPow(Value base, Value exponent, Value modulus) {
    if (modulus.isNull() || modulus.is(noneValue())) return intPow(base, exponent);
    if (!isInt(base) || !isInt(exponent) || !isInt(modulus)) return notImplementedRef();
    IntView m(modulus);
    if (mpz_sgn(m) == 0) return raise(gValueError, "pow() 3rd argument cannot be 0");
    IntView b(base);
    IntView e(exponent);
    Mpz absModulus;
    mpz_abs(absModulus, m);
    Mpz result;
    if (mpz_cmp_ui(absModulus, 1) == 0) return Ref::fromSmallInt(0);
    if (mpz_sgn(e) < 0) {
        Mpz inverse;
        if (mpz_invert(inverse, b, absModulus) == 0) {
            return raise(gValueError, "base is not invertible for the given modulus");
        }
        Mpz positiveExponent;
        mpz_neg(positiveExponent, e);
        mpz_powm(result, inverse, positiveExponent, absModulus);
    } else {
        mpz_powm(result, b, e, absModulus);
    }
    // GMP's result is in [0, |m|); Python's has the sign of the modulus.
    if (mpz_sgn(m) < 0 && mpz_sgn(result) != 0) mpz_add(result, result, m);
    return intFromMpzTake(result);
}

// Reads a shift count: ValueError for negatives; `huge` set when it does
// not fit in 64 bits.
bool readShiftCount(Value count, uint64_t& out, bool& huge) {
    if (intSign(count) < 0) {
        raise(gValueError, "negative shift count");
        return false;
    }
    int64_t value;
    huge = !intToInt64(count, value);
    out = huge ? 0 : static_cast<uint64_t>(value);
    return true;
}

Ref intLShift(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    uint64_t count;
    bool huge;
    if (!readShiftCount(b, count, huge)) return nullptr;
    if (intSign(a) == 0) return Ref::fromSmallInt(0);
    if (huge) return raise(gOverflowError, "too many digits in integer");
    // GMP aborts the process beyond 2**31 limbs (2**37 bits); CPython would
    // try to allocate, fail and raise MemoryError, and so does Taipan.
    if (count > (uint64_t(1) << 36)) return raiseNoMemory();
    if (!allocationAllowed(static_cast<size_t>((count + mpz_sizeinbase(IntView(a), 2)) / 8))) {
        return nullptr;
    }
    if (a.isSmallInt() && count < 62) {
        int64_t x = a.smallInt();
        uint64_t magnitude = x < 0 ? -static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
        if (std::bit_width(magnitude) + count <= 61) {
            return Ref::fromSmallInt(static_cast<int64_t>(static_cast<uint64_t>(x) << count));
        }
    }
    Mpz result;
    mpz_mul_2exp(result, IntView(a), count);
    return intFromMpzTake(result);
}

Ref intRShift(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    uint64_t count;
    bool huge;
    if (!readShiftCount(b, count, huge)) return nullptr;
    if (huge) return Ref::fromSmallInt(intSign(a) < 0 ? -1 : 0);
    if (a.isSmallInt()) {
        int64_t x = a.smallInt();
        return Ref::fromSmallInt(count >= 63 ? (x < 0 ? -1 : 0) : (x >> count));
    }
    Mpz result;
    // Floor division by 2^count: Python's >> rounds toward negative infinity.
    mpz_fdiv_q_2exp(result, IntView(a), count);
    return intFromMpzTake(result);
}

Ref intAnd(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (a.isSmallInt() && b.isSmallInt()) return Ref::fromSmallInt(a.smallInt() & b.smallInt());
    Mpz result;
    mpz_and(result, IntView(a), IntView(b));
    return intFromMpzTake(result);
}

Ref intOr(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (a.isSmallInt() && b.isSmallInt()) return Ref::fromSmallInt(a.smallInt() | b.smallInt());
    Mpz result;
    mpz_ior(result, IntView(a), IntView(b));
    return intFromMpzTake(result);
}

Ref intXor(Value a, Value b) {
    TAIPAN_REQUIRE_INTS(a, b);
    if (a.isSmallInt() && b.isSmallInt()) return Ref::fromSmallInt(a.smallInt() ^ b.smallInt());
    Mpz result;
    mpz_xor(result, IntView(a), IntView(b));
    return intFromMpzTake(result);
}

Ref intNeg(Value a) {
    if (a.isSmallInt()) return intFromInt64(-a.smallInt());
    Mpz result;
    mpz_neg(result, IntView(a));
    return intFromMpzTake(result);
}

Ref intPos(Value a) {
    return intExact(a);
}

Ref intInvert(Value a) {
    if (a.isSmallInt()) return intFromInt64(~a.smallInt());
    Mpz result;
    mpz_com(result, IntView(a));
    return intFromMpzTake(result);
}

Ref intAbs(Value a) {
    if (a.isSmallInt()) {
        int64_t x = a.smallInt();
        return intFromInt64(x < 0 ? -x : x);
    }
    Mpz result;
    mpz_abs(result, IntView(a));
    return intFromMpzTake(result);
}

Ref intToFloatSlot(Value a) {
    double d;
    if (!intToDouble(a, d)) return nullptr;
    return floatFromDouble(d);
}

#undef TAIPAN_REQUIRE_INTS

} // namespace

// ---- Rounding ----------------------------------------------------------------------------------

Ref intRound(Value v, Value ndigits) {
    // int.__round__(None) is a TypeError (round(x, None) calls __round__()
    // without an argument), so only a missing argument means "no digits".
    if (ndigits.isNull()) return intExact(v);
    Ref digitsIndex = toIndex(ndigits);
    if (!digitsIndex) return nullptr;
    if (intSign(digitsIndex.get()) >= 0) return intExact(v);
    // Round to a multiple of 10^-ndigits, half to even.
    int64_t negativeDigits;
    if (!intToInt64(digitsIndex.get(), negativeDigits) || negativeDigits < -(int64_t(1) << 40)) {
        return Ref::fromSmallInt(0);
    }
    Mpz unit;
    mpz_ui_pow_ui(unit, 10, static_cast<unsigned long>(-negativeDigits));
    IntView value(v);
    Mpz quotient;
    Mpz remainder;
    mpz_fdiv_qr(quotient, remainder, value, unit);
    Mpz twice;
    mpz_mul_2exp(twice, remainder, 1);
    int cmp = mpz_cmp(twice, unit);
    if (cmp > 0 || (cmp == 0 && mpz_odd_p(quotient))) mpz_add_ui(quotient, quotient, 1);
    mpz_mul(quotient, quotient, unit);
    return intFromMpzTake(quotient);
}

// ---- int()
// ---------------------------------------------------------------------------------------

namespace {

// A new instance of an int subclass (or bool) holding v's value.
Ref intSubtypeFromInt(Type* type, Value v) {
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    Int* result = static_cast<Int*>(object);
    mpz_init(result->value);
    intToMpz(v, result->value);
    return Ref::steal(Value::fromObject(result));
}

// The text of a str, bytes or bytearray for int()/float(); false when `v`
// is none of them.
bool textOfStringLike(Value v, std::string_view& text) {
    if (isStr(v)) {
        text = strUtf8(asStr(v));
        return true;
    }
    return bytesLikeData(v, text);
}

Ref intFromNumberLike(Value x) {
    if (isInt(x)) return intExact(x);
    Type* type = typeOf(x);
    if (type->toInt != nullptr) {
        Ref result = type->toInt(x);
        if (!result) return nullptr;
        if (!isInt(result.get())) {
            return raise(gTypeError, "__int__ returned non-int (type %s)", typeName(result.get()));
        }
        return intExact(result.get());
    }
    if (type->index != nullptr) {
        Ref result = type->index(x);
        if (!result) return nullptr;
        if (!isInt(result.get())) {
            return raise(gTypeError, "__index__ returned non-int (type %s)",
                         typeName(result.get()));
        }
        return intExact(result.get());
    }
    Value trunc = typeLookup(type, internStr("__trunc__"));
    if (!trunc.isNull()) {
        Ref result = callMethod(x, internStr("__trunc__"), nullptr, 0);
        if (!result) return nullptr;
        if (isInt(result.get())) return intExact(result.get());
        Ref converted = toIndex(result.get());
        if (!converted) {
            if (pendingExceptionMatches(gTypeError)) {
                clearPendingException();
                return raise(gTypeError, "__trunc__ returned non-Integral (type %s)",
                             typeName(result.get()));
            }
            return nullptr;
        }
        return converted;
    }
    std::string_view text;
    if (textOfStringLike(x, text)) return intFromString(text, 10, x);
    return raise(gTypeError,
                 "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                 typeName(x));
}

Ref intNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"", "base"};
    static const NativeSignature kSignature = {"int", kNames, 2, 1, 2, 0};
    nargs = callArgCount(nargs);
    if (kwnames == nullptr && nargs > 2) {
        // int(...) itself reports in the vectorcall style; a subclass is
        // created through tp_new, whose argument parser words it the old way.
        if (type != &gIntType) {
            return raise(gTypeError, "int() takes at most 2 arguments (%zu given)", nargs);
        }
        return raise(gTypeError, "int expected at most 2 arguments, got %zu", nargs);
    }
    Value bound[2] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value x = bound[0];
    Value baseArg = bound[1];
    Ref value;
    if (x.isNull()) {
        if (!baseArg.isNull()) return raise(gTypeError, "int() missing string argument");
        value = Ref::fromSmallInt(0);
    } else if (baseArg.isNull()) {
        value = intFromNumberLike(x);
    } else {
        int64_t base;
        if (!indexToInt64(baseArg, base, nullptr)) return nullptr;
        if (base != 0 && (base < 2 || base > 36)) {
            return raise(gValueError, "int() base must be >= 2 and <= 36, or 0");
        }
        std::string_view text;
        if (!textOfStringLike(x, text)) {
            return raise(gTypeError, "int() can't convert non-string with explicit base");
        }
        value = intFromString(text, static_cast<int>(base), x);
    }
    if (!value) return nullptr;
    if (type == &gIntType) return value;
    if (!isSubtype(type, &gIntType)) {
        return raise(gTypeError, "int.__new__(%s): %s is not a subtype of int", type->name,
                     type->name);
    }
    if (type == &gBoolType) {
        return raise(gTypeError, "int.__new__(bool) is not safe, use bool.__new__()");
    }
    return intSubtypeFromInt(type, value.get());
}

void intDealloc(Object* self) {
    mpz_clear(static_cast<Int*>(self)->value);
    freeObjectMemory(self);
}

// ---- Methods
// -------------------------------------------------------------------------------------

Ref intConjugate(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("int.conjugate", nargs, kwnames)) return nullptr;
    return intExact(self);
}

Ref intBitLength(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("int.bit_length", nargs, kwnames)) return nullptr;
    if (self.isSmallInt()) {
        int64_t x = self.smallInt();
        uint64_t magnitude = x < 0 ? -static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
        return Ref::fromSmallInt(std::bit_width(magnitude));
    }
    IntView view(self);
    if (mpz_sgn(view) == 0) return Ref::fromSmallInt(0);
    return intFromUint64(mpz_sizeinbase(view, 2));
}

Ref intBitCount(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("int.bit_count", nargs, kwnames)) return nullptr;
    if (self.isSmallInt()) {
        int64_t x = self.smallInt();
        uint64_t magnitude = x < 0 ? -static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
        return Ref::fromSmallInt(std::popcount(magnitude));
    }
    Mpz magnitude;
    mpz_abs(magnitude, IntView(self));
    return intFromUint64(mpz_popcount(magnitude));
}

Ref intAsIntegerRatio(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("int.as_integer_ratio", nargs, kwnames)) return nullptr;
    Ref numerator = intExact(self);
    if (!numerator) return nullptr;
    Value items[2] = {numerator.get(), Value::fromSmallInt(1)};
    return tupleFromValues(items, 2);
}

Ref intIsInteger(Value, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("int.is_integer", nargs, kwnames)) return nullptr;
    return boolRef(true);
}

Ref intSelfMethod(Value self, const Value*, size_t nargs, Tuple* kwnames, const char* name) {
    if (!args::noArgs(name, nargs, kwnames)) return nullptr;
    return intExact(self);
}

Ref intTrunc(Value self, const Value* a, size_t n, Tuple* k) {
    return intSelfMethod(self, a, n, k, "int.__trunc__");
}
Ref intFloor(Value self, const Value* a, size_t n, Tuple* k) {
    return intSelfMethod(self, a, n, k, "int.__floor__");
}
Ref intCeil(Value self, const Value* a, size_t n, Tuple* k) {
    return intSelfMethod(self, a, n, k, "int.__ceil__");
}

Ref intRoundMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("int.__round__", nargs, kwnames, 0, 1)) return nullptr;
    return intRound(self, callArgCount(nargs) == 1 ? argv[0] : Value());
}

Ref intGetNewArgs(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("int.__getnewargs__", nargs, kwnames)) return nullptr;
    Ref value = intExact(self);
    if (!value) return nullptr;
    Value items[1] = {value.get()};
    return tupleFromValues(items, 1);
}

Ref intFormatMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("int.__format__", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(argv[0])) {
        return raise(gTypeError, "__format__() argument must be str, not %s",
                     argumentTypeName(argv[0]));
    }
    return formatInt(self, asStr(argv[0]));
}

Ref intSizeOf(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("int.__sizeof__", nargs, kwnames)) return nullptr;
    // CPython's layout: 24 bytes of header plus 4 bytes per 30-bit digit,
    // with at least one digit (zero has one).
    IntView view(self);
    size_t bits = mpz_sgn(view) == 0 ? 0 : mpz_sizeinbase(view, 2);
    size_t digits = bits == 0 ? 1 : (bits + 29) / 30;
    return intFromUint64(24 + 4 * digits);
}

Ref intDivmodMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("int.__divmod__", nargs, kwnames)) return nullptr;
    return intDivmod(self, argv[0]);
}

Ref intRDivmodMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("int.__rdivmod__", nargs, kwnames)) return nullptr;
    return intDivmod(argv[0], self);
}

// Reads the byteorder argument of to_bytes/from_bytes: true for little.
bool readByteOrder(const char* function, Value value, bool& little) {
    if (value.isNull()) {
        little = false;
        return true;
    }
    if (!isStr(value)) {
        raise(gTypeError, "%s() argument 'byteorder' must be str, not %s", function,
              argumentTypeName(value));
        return false;
    }
    if (strEqualsAscii(asStr(value), "little")) {
        little = true;
    } else if (strEqualsAscii(asStr(value), "big")) {
        little = false;
    } else {
        raise(gValueError, "byteorder must be either 'little' or 'big'");
        return false;
    }
    return true;
}

Ref intToBytes(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"length", "byteorder", "signed"};
    static const NativeSignature kSignature = {"to_bytes", kNames, 3, 0, 2, 0};
    Value bound[3] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    int64_t length = 1;
    if (!bound[0].isNull() && !indexToInt64(bound[0], length, gOverflowError)) return nullptr;
    if (length < 0) return raise(gValueError, "length argument must be non-negative");
    bool little;
    if (!readByteOrder("to_bytes", bound[1], little)) return nullptr;
    bool isSigned = false;
    if (!bound[2].isNull()) {
        int truth = truthy(bound[2]);
        if (truth < 0) return nullptr;
        isSigned = truth != 0;
    }
    IntView value(self);
    if (mpz_sgn(value) < 0 && !isSigned) {
        return raise(gOverflowError, "can't convert negative int to unsigned");
    }
    // Two's complement: a negative value v is stored as 2^(8*length) + v.
    Mpz encoded;
    mpz_set(encoded, value);
    size_t bitsAvailable = static_cast<size_t>(length) * 8;
    bool fits;
    if (mpz_sgn(value) >= 0) {
        size_t bits = mpz_sgn(value) == 0 ? 0 : mpz_sizeinbase(value, 2);
        fits = bits + (isSigned ? 1 : 0) <= bitsAvailable;
    } else {
        // -2^(n-1) <= v: the magnitude of v - 1 must need at most n-1 bits.
        Mpz magnitudeMinusOne;
        mpz_neg(magnitudeMinusOne, value);
        mpz_sub_ui(magnitudeMinusOne, magnitudeMinusOne, 1);
        size_t bits = mpz_sgn(magnitudeMinusOne) == 0 ? 0 : mpz_sizeinbase(magnitudeMinusOne, 2);
        // CPython lets -1 fit in zero bytes (it encodes as b'').
        fits = bits + 1 <= bitsAvailable || bits == 0;
        if (fits) {
            Mpz modulus;
            mpz_setbit(modulus, bitsAvailable);
            mpz_add(encoded, encoded, modulus);
        }
    }
    if (!fits) return raise(gOverflowError, "int too big to convert");
    std::string bytes(static_cast<size_t>(length), '\0');
    if (length > 0 && mpz_sgn(encoded) != 0) {
        size_t count = 0;
        size_t needed = (mpz_sizeinbase(encoded, 2) + 7) / 8;
        // Exported least significant byte first, then placed at the end.
        std::string little8(needed, '\0');
        mpz_export(little8.data(), &count, -1, 1, 0, 0, encoded);
        for (size_t i = 0; i < count; ++i)
            bytes[i] = little8[i];
    }
    if (!little) std::reverse(bytes.begin(), bytes.end());
    return bytesFromData(bytes);
}

Ref intFromBytes(Value cls, const Value* argv, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"bytes", "byteorder", "signed"};
    static const NativeSignature kSignature = {"from_bytes", kNames, 3, 0, 2, 1};
    Value bound[3] = {};
    if (!bindArguments(kSignature, argv, nargs, kwnames, bound)) return nullptr;
    bool little;
    if (!readByteOrder("from_bytes", bound[1], little)) return nullptr;
    bool isSigned = false;
    if (!bound[2].isNull()) {
        int truth = truthy(bound[2]);
        if (truth < 0) return nullptr;
        isSigned = truth != 0;
    }
    Ref converted = bytesFromObject(bound[0]);
    if (!converted) return nullptr;
    std::string_view data;
    if (!bytesLikeData(converted.get(), data)) return nullptr;
    Mpz result;
    if (!data.empty()) {
        mpz_import(result, data.size(), little ? -1 : 1, 1, 0, 0, data.data());
        unsigned char top = static_cast<unsigned char>(little ? data.back() : data.front());
        if (isSigned && (top & 0x80) != 0) {
            Mpz modulus;
            mpz_setbit(modulus, data.size() * 8);
            mpz_sub(result, result, modulus);
        }
    }
    Ref value = intFromMpzTake(result);
    if (!value) return nullptr;
    if (cls.is(Value::fromObject(&gIntType))) return value;
    return callOneArg(cls, value.get());
}

// ---- Attributes
// ----------------------------------------------------------------------------------

Ref intGetReal(Value self) {
    return intExact(self);
}
Ref intGetImag(Value) {
    return Ref::fromSmallInt(0);
}
Ref intGetDenominator(Value) {
    return Ref::fromSmallInt(1);
}

const MethodDef kIntMethods[] = {
    {"conjugate", intConjugate, kMethodInstance, "Returns self, the complex conjugate of any int."},
    {"bit_length", intBitLength, kMethodInstance,
     "Number of bits necessary to represent self in binary."},
    {"bit_count", intBitCount, kMethodInstance,
     "Number of ones in the binary representation of the absolute value of self."},
    {"to_bytes", intToBytes, kMethodInstance, "Return an array of bytes representing an integer."},
    {"from_bytes", intFromBytes, kMethodClass,
     "Return the integer represented by the given array of bytes."},
    {"as_integer_ratio", intAsIntegerRatio, kMethodInstance,
     "Return a pair of integers, whose ratio is equal to the original int."},
    {"is_integer", intIsInteger, kMethodInstance,
     "Returns True. Exists for duck type compatibility with float.is_integer."},
    {"__trunc__", intTrunc, kMethodInstance, "Truncating an Integral returns itself."},
    {"__floor__", intFloor, kMethodInstance, "Flooring an Integral returns itself."},
    {"__ceil__", intCeil, kMethodInstance, "Ceiling of an Integral returns itself."},
    {"__round__", intRoundMethod, kMethodInstance, "Rounding an Integral returns itself."},
    {"__getnewargs__", intGetNewArgs, kMethodInstance, nullptr},
    {"__format__", intFormatMethod, kMethodInstance,
     "Convert to a string according to format_spec."},
    {"__sizeof__", intSizeOf, kMethodInstance, "Returns size in memory, in bytes."},
    {"__divmod__", intDivmodMethod, kMethodInstance, "Return divmod(self, value)."},
    {"__rdivmod__", intRDivmodMethod, kMethodInstance, "Return divmod(value, self)."},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kIntGetSets[] = {
    {"real", intGetReal, nullptr, "the real part of a complex number"},
    {"imag", intGetImag, nullptr, "the imaginary part of a complex number"},
    {"numerator", intGetReal, nullptr, "the numerator of a rational number in lowest terms"},
    {"denominator", intGetDenominator, nullptr,
     "the denominator of a rational number in lowest terms"},
    {nullptr, nullptr, nullptr, nullptr},
};

// ---- bool
// ------------------------------------------------------------------------------------------

Ref boolRepr(Value self) {
    return Ref::borrow(Value::fromObject(
        internStr(self.is(trueValue()) ? std::string_view("True") : std::string_view("False"))));
}

Ref boolNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    if (args::keywordCount(kwnames) > 0)
        return raise(gTypeError, "bool() takes no keyword arguments");
    if (nargs > 1) return raise(gTypeError, "bool expected at most 1 argument, got %zu", nargs);
    if (type != &gBoolType) {
        return raise(gTypeError, "bool.__new__(%s): %s is not a subtype of bool", type->name,
                     type->name);
    }
    if (nargs == 0) return boolRef(false);
    int truth = truthy(args[0]);
    if (truth < 0) return nullptr;
    return boolRef(truth != 0);
}

bool isBool(Value v) {
    return v.isObject() && v.object()->type == &gBoolType;
}

// &, | and ^ of two bools are bools; anything else is int arithmetic.
Ref boolAnd(Value a, Value b) {
    if (isBool(a) && isBool(b)) return boolRef(a.is(trueValue()) && b.is(trueValue()));
    return intAnd(a, b);
}
Ref boolOr(Value a, Value b) {
    if (isBool(a) && isBool(b)) return boolRef(a.is(trueValue()) || b.is(trueValue()));
    return intOr(a, b);
}
Ref boolXor(Value a, Value b) {
    if (isBool(a) && isBool(b)) return boolRef(a.is(trueValue()) != b.is(trueValue()));
    return intXor(a, b);
}

Ref boolInvert(Value a) {
    // CPython 3.12+ also emits a DeprecationWarning here; Taipan has no
    // warnings machinery yet, so only the value is produced.
    return intInvert(a);
}

void fillIntSlots(Type* type) {
    type->newFn = intNew;
    type->dealloc = intDealloc;
    type->repr = intReprSlot;
    type->hash = intHashSlot;
    type->compare = intCompareSlot;
    type->boolFn = intBoolSlot;
    type->binary[static_cast<size_t>(BinaryOp::Add)] = intAdd;
    type->binary[static_cast<size_t>(BinaryOp::Sub)] = intSub;
    type->binary[static_cast<size_t>(BinaryOp::Mul)] = intMul;
    type->binary[static_cast<size_t>(BinaryOp::TrueDiv)] = intTrueDivSlot;
    type->binary[static_cast<size_t>(BinaryOp::FloorDiv)] = intFloorDiv;
    type->binary[static_cast<size_t>(BinaryOp::Mod)] = intMod;
    type->binary[static_cast<size_t>(BinaryOp::Pow)] = intPow;
    type->binary[static_cast<size_t>(BinaryOp::LShift)] = intLShift;
    type->binary[static_cast<size_t>(BinaryOp::RShift)] = intRShift;
    type->binary[static_cast<size_t>(BinaryOp::And)] = intAnd;
    type->binary[static_cast<size_t>(BinaryOp::Or)] = intOr;
    type->binary[static_cast<size_t>(BinaryOp::Xor)] = intXor;
    type->ternaryPow = intTernaryPow;
    type->unary[static_cast<size_t>(UnaryOp::Neg)] = intNeg;
    type->unary[static_cast<size_t>(UnaryOp::Pos)] = intPos;
    type->unary[static_cast<size_t>(UnaryOp::Invert)] = intInvert;
    type->unary[static_cast<size_t>(UnaryOp::Abs)] = intAbs;
    type->index = intExact;
    type->toInt = intExact;
    type->toFloat = intToFloatSlot;
}

} // namespace

bool readyIntType() {
    fillIntSlots(&gIntType);
    typeAddMethods(&gIntType, kIntMethods);
    typeAddGetSets(&gIntType, kIntGetSets);
    return typeReady(&gIntType);
}

bool readyBoolType() {
    gBoolType.base = &gIntType;
    gBoolType.newFn = boolNew;
    gBoolType.repr = boolRepr;
    gBoolType.binary[static_cast<size_t>(BinaryOp::And)] = boolAnd;
    gBoolType.binary[static_cast<size_t>(BinaryOp::Or)] = boolOr;
    gBoolType.binary[static_cast<size_t>(BinaryOp::Xor)] = boolXor;
    gBoolType.unary[static_cast<size_t>(UnaryOp::Invert)] = boolInvert;
    return typeReady(&gBoolType);
}

} // namespace taipan
