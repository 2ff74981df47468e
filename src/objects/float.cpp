// float: IEEE-754 doubles with Python's semantics: repr (shortest
// round-trip), hashing consistent with int, exact comparison with ints of
// any size, floor division and modulo with the divisor's sign, pow's
// special cases, round() correctly rounded, hex()/fromhex(), and float().
//
// Invariants:
//  - Arithmetic slots accept an int on either side (int's slots return
//    NotImplemented for floats, so `1 + 1.5` arrives here reflected) and
//    return NotImplemented for anything else.
//  - Comparisons between a float and an int never round the int.
//  - Every result is an exact float, even for subclass operands.
#include "objects/float.h"

#include "objects/bytes.h"
#include "objects/complex.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/format.h"
#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/unicode.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace taipan {

Type gFloatType = staticType("float", sizeof(Float), 0, kTypeBaseType | kTypeMatchSelf);

Ref floatFromDouble(double value) {
    Object* object = allocateObject(&gFloatType);
    if (object == nullptr) return nullptr;
    static_cast<Float*>(object)->value = value;
    return Ref::steal(Value::fromObject(object));
}

namespace {

constexpr uint64_t kHashModulus = (uint64_t(1) << 61) - 1;
constexpr int kHashBits = 61;
constexpr int64_t kHashInfinity = 314159;

// OverflowError(34, 'Numerical result out of range'), as CPython raises it
// from a math-library overflow (the errno form).
Ref raiseRangeError() {
    Ref code = Ref::fromSmallInt(ERANGE);
    Ref message = strFromAscii("Numerical result out of range");
    if (!message) return nullptr;
    Value items[2] = {code.get(), message.get()};
    Ref exception = call(Value::fromObject(gOverflowError), items, 2);
    if (!exception) return nullptr;
    return raiseObject(exception.get());
}

// The float operand of an arithmetic slot: a float or an int. `ok` is
// false when the slot should return NotImplemented; `failed` when
// converting an int raised (too large).
struct Operand {
    double value = 0;
    bool ok = false;
    bool failed = false;
};

Operand readOperand(Value v) {
    Operand result;
    if (isFloat(v)) {
        result.value = floatValue(v);
        result.ok = true;
    } else if (isInt(v)) {
        result.ok = true;
        result.failed = !intToDouble(v, result.value);
    }
    return result;
}

#define TAIPAN_FLOAT_OPERANDS(a, b, x, y)                                                          \
    Operand x##Operand = readOperand(a);                                                           \
    Operand y##Operand = readOperand(b);                                                           \
    if (!x##Operand.ok || !y##Operand.ok) return notImplementedRef();                              \
    if (x##Operand.failed || y##Operand.failed) return nullptr;                                    \
    double x = x##Operand.value;                                                                   \
    double y = y##Operand.value

} // namespace

int64_t floatHash(double value, Value self) {
    if (std::isnan(value)) {
        // NaNs hash by identity (CPython 3.10+), so distinct NaNs can sit
        // in one set; rotate away the alignment zeros as pointer hashes do.
        uint64_t bits = self.bits();
        int64_t hash = static_cast<int64_t>((bits >> 4) | (bits << 60));
        return hash == -1 ? -2 : hash;
    }
    if (std::isinf(value)) return value > 0 ? kHashInfinity : -kHashInfinity;
    // value = mantissa * 2^exponent with an integral 53-bit mantissa. The
    // hash is that rational reduced modulo the Mersenne prime 2^61 - 1, where
    // multiplying by 2 is a rotation of the 61-bit residue.
    int exponent;
    double fraction = std::frexp(std::fabs(value), &exponent);
    uint64_t mantissa = static_cast<uint64_t>(std::ldexp(fraction, 53));
    exponent -= 53;
    uint64_t hash = mantissa % kHashModulus;
    int rotate = exponent % kHashBits;
    if (rotate < 0) rotate += kHashBits;
    if (rotate != 0) {
        hash = ((hash << rotate) & kHashModulus) | (hash >> (kHashBits - rotate));
    }
    int64_t signedHash = static_cast<int64_t>(hash);
    if (value < 0) signedHash = -signedHash;
    return signedHash == -1 ? -2 : signedHash;
}

bool numberToDouble(Value v, double& out) {
    if (isFloat(v)) {
        out = floatValue(v);
        return true;
    }
    if (isInt(v)) return intToDouble(v, out);
    Type* type = typeOf(v);
    if (type->toFloat != nullptr) {
        Ref result = type->toFloat(v);
        if (!result) return false;
        if (!isFloat(result.get())) {
            raise(gTypeError, "%s.__float__ returned non-float (type %s)", type->name,
                  typeName(result.get()));
            return false;
        }
        out = floatValue(result.get());
        return true;
    }
    if (type->index != nullptr) {
        Ref index = toIndex(v);
        if (!index) return false;
        return intToDouble(index.get(), out);
    }
    raise(gTypeError, "must be real number, not %s", type->name);
    return false;
}

// ---- Text -----------------------------------------------------------------------------

namespace {

bool asciiEqualsIgnoreCase(std::string_view text, std::string_view lower) {
    if (text.size() != lower.size()) return false;
    for (size_t i = 0; i < text.size(); ++i) {
        if ((text[i] | 0x20) != lower[i]) return false;
    }
    return true;
}

// Checks Python's float literal grammar on ASCII text (sign already
// removed) and copies it without underscores. Underscores may only sit
// between two digits.
bool cleanDecimalFloat(std::string_view text, std::string& out) {
    out.clear();
    size_t i = 0;
    bool mantissaDigits = false;
    auto digitRun = [&](bool& sawDigit) {
        bool previousDigit = false;
        while (i < text.size()) {
            char c = text[i];
            if (c >= '0' && c <= '9') {
                out += c;
                previousDigit = true;
                sawDigit = true;
            } else if (c == '_') {
                if (!previousDigit || i + 1 >= text.size() || text[i + 1] < '0' ||
                    text[i + 1] > '9') {
                    return false;
                }
                previousDigit = false;
            } else {
                break;
            }
            ++i;
        }
        return true;
    };
    if (!digitRun(mantissaDigits)) return false;
    if (i < text.size() && text[i] == '.') {
        out += '.';
        ++i;
        if (!digitRun(mantissaDigits)) return false;
    }
    if (!mantissaDigits) return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        out += 'e';
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) out += text[i++];
        bool exponentDigits = false;
        if (!digitRun(exponentDigits) || !exponentDigits) return false;
    }
    return i == text.size();
}

double parseCleanDecimal(const std::string& text) {
    double value = 0;
    auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec == std::errc::result_out_of_range) {
        // from_chars leaves the value alone on overflow and underflow;
        // strtod gives the rounded result (inf or a tiny value / zero).
        return std::strtod(text.c_str(), nullptr);
    }
    return value;
}

Ref raiseCannotConvert(Value original) {
    Ref shown = repr(original);
    if (!shown) return nullptr;
    std::string text(strUtf8(asStr(shown.get())));
    return raise(gValueError, "could not convert string to float: %s", text.c_str());
}

} // namespace

Ref floatFromString(std::string_view text, Value original) {
    // Whitespace, sign and Unicode digits are handled as for int().
    std::string normalized;
    bool isText = original.isNull() || isStr(original);
    {
        std::u32string codePoints;
        if (isText) {
            const char* p = text.data();
            const char* end = p + text.size();
            while (p < end) {
                char32_t cp = 0;
                int used = unicode::decodeUtf8(p, end, cp);
                if (used <= 0) return raiseCannotConvert(original);
                codePoints.push_back(cp);
                p += used;
            }
        } else {
            for (char c : text)
                codePoints.push_back(static_cast<unsigned char>(c));
        }
        size_t begin = 0;
        size_t stop = codePoints.size();
        auto space = [&](char32_t cp) {
            return isText ? unicode::isSpace(cp) : (cp == ' ' || (cp >= '\t' && cp <= '\r'));
        };
        while (begin < stop && space(codePoints[begin]))
            ++begin;
        while (stop > begin && space(codePoints[stop - 1]))
            --stop;
        for (size_t i = begin; i < stop; ++i) {
            char32_t cp = codePoints[i];
            if (cp < 0x80) {
                normalized += static_cast<char>(cp);
                continue;
            }
            int digit = isText ? unicode::decimalValue(cp) : -1;
            if (digit < 0) return raiseCannotConvert(original);
            normalized += static_cast<char>('0' + digit);
        }
    }
    std::string_view body = normalized;
    bool negative = false;
    if (!body.empty() && (body[0] == '+' || body[0] == '-')) {
        negative = body[0] == '-';
        body.remove_prefix(1);
    }
    double value;
    if (asciiEqualsIgnoreCase(body, "inf") || asciiEqualsIgnoreCase(body, "infinity")) {
        value = HUGE_VAL;
    } else if (asciiEqualsIgnoreCase(body, "nan")) {
        value = std::nan("");
    } else {
        std::string clean;
        if (!cleanDecimalFloat(body, clean)) return raiseCannotConvert(original);
        value = parseCleanDecimal(clean);
    }
    return floatFromDouble(negative ? -value : value);
}

std::string formatDouble(double value, char type, int precision, bool alternate) {
    std::string out;
    bool upper = type == 'E' || type == 'F' || type == 'G';
    if (std::isnan(value) || std::isinf(value)) {
        if (std::isinf(value) && value < 0) out += '-';
        out += std::isnan(value) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
        return out;
    }
    if (type == 'r') {
        reprtext::appendFloatRepr(out, value);
        return out;
    }
    if ((type == 'g' || type == 'G') && alternate) {
        // The C library's "%#g" picks its style from the exponent before
        // rounding (999999.5 gives "1.e+06"); Python decides after rounding
        // to the precision, so the choice is made here from the rounded %e.
        int digits = precision == 0 ? 1 : precision;
        char scientific[32];
        std::snprintf(scientific, sizeof scientific, "%.*e", digits - 1, value);
        int exponent = std::atoi(std::strchr(scientific, 'e') + 1);
        if (exponent >= -4 && exponent < digits) {
            return formatDouble(value, 'f', digits - 1 - exponent, true);
        }
        return formatDouble(value, type == 'g' ? 'e' : 'E', digits - 1, true);
    }
    char format[16];
    char* f = format;
    *f++ = '%';
    if (alternate) *f++ = '#';
    *f++ = '.';
    *f++ = '*';
    *f++ = type;
    *f = '\0';
    int size = std::snprintf(nullptr, 0, format, precision, value);
    out.resize(static_cast<size_t>(size) + 1);
    std::snprintf(out.data(), out.size(), format, precision, value);
    out.resize(static_cast<size_t>(size));
    return out;
}

// ---- Slots ----------------------------------------------------------------------------------

namespace {

Ref floatRepr(Value self) {
    std::string text;
    reprtext::appendFloatRepr(text, floatValue(self));
    return strFromAscii(text);
}

bool floatHashSlot(Value self, int64_t& hash) {
    hash = floatHash(floatValue(self), self);
    return true;
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

Ref floatCompare(Value left, Value right, CompareOp op) {
    bool leftFloat = isFloat(left);
    bool rightFloat = isFloat(right);
    if (leftFloat && rightFloat) {
        double x = floatValue(left);
        double y = floatValue(right);
        switch (op) {
        case CompareOp::Lt:
            return boolRef(x < y);
        case CompareOp::Le:
            return boolRef(x <= y);
        case CompareOp::Eq:
            return boolRef(x == y);
        case CompareOp::Ne:
            return boolRef(x != y);
        case CompareOp::Gt:
            return boolRef(x > y);
        case CompareOp::Ge:
            return boolRef(x >= y);
        }
    }
    // One float and one int: compare exactly.
    Value floatSide = leftFloat ? left : right;
    Value intSide = leftFloat ? right : left;
    if (!isFloat(floatSide) || !isInt(intSide)) return notImplementedRef();
    double d = floatValue(floatSide);
    if (std::isnan(d)) return boolRef(op == CompareOp::Ne);
    int cmp = intCompareDouble(intSide, d); // int relative to float
    if (leftFloat) cmp = -cmp;
    return boolRef(compareResult(cmp, op));
}

int floatBool(Value self) {
    return floatValue(self) != 0.0 ? 1 : 0;
}

Ref floatAdd(Value a, Value b) {
    TAIPAN_FLOAT_OPERANDS(a, b, x, y);
    return floatFromDouble(x + y);
}

Ref floatSub(Value a, Value b) {
    TAIPAN_FLOAT_OPERANDS(a, b, x, y);
    return floatFromDouble(x - y);
}

Ref floatMul(Value a, Value b) {
    TAIPAN_FLOAT_OPERANDS(a, b, x, y);
    return floatFromDouble(x * y);
}

Ref floatTrueDiv(Value a, Value b) {
    TAIPAN_FLOAT_OPERANDS(a, b, x, y);
    if (y == 0.0) return raise(gZeroDivisionError, "float division by zero");
    return floatFromDouble(x / y);
}

// Python's modulo: the remainder takes the divisor's sign, and a zero
// remainder is a zero with the divisor's sign.
double pythonFmod(double x, double y) {
    double mod = std::fmod(x, y);
    if (mod != 0.0) {
        if ((y < 0) != (mod < 0)) mod += y;
    } else {
        mod = std::copysign(0.0, y);
    }
    return mod;
}

// Floor quotient and remainder, computed so that q * y + r == x as closely
// as floating point allows and q is integral.
void pythonDivmod(double x, double y, double& quotient, double& remainder) {
    double mod = std::fmod(x, y);
    double div = (x - mod) / y;
    if (mod != 0.0) {
        if ((y < 0) != (mod < 0)) {
            mod += y;
            div -= 1.0;
        }
    } else {
        mod = std::copysign(0.0, y);
    }
    double floorDiv;
    if (div != 0.0) {
        floorDiv = std::floor(div);
        if (div - floorDiv > 0.5) floorDiv += 1.0;
    } else {
        floorDiv = std::copysign(0.0, x / y);
    }
    quotient = floorDiv;
    remainder = mod;
}

Ref floatMod(Value a, Value b) {
    TAIPAN_FLOAT_OPERANDS(a, b, x, y);
    if (y == 0.0) return raise(gZeroDivisionError, "float modulo by zero");
    return floatFromDouble(pythonFmod(x, y));
}

Ref floatFloorDiv(Value a, Value b) {
    TAIPAN_FLOAT_OPERANDS(a, b, x, y);
    if (y == 0.0) return raise(gZeroDivisionError, "float floor division by zero");
    double quotient, remainder;
    pythonDivmod(x, y, quotient, remainder);
    return floatFromDouble(quotient);
}

bool isOddInteger(double v) {
    return std::fmod(std::fabs(v), 2.0) == 1.0;
}

Ref floatPow(Value a, Value b) {
    TAIPAN_FLOAT_OPERANDS(a, b, x, y);
    if (y == 0.0) return floatFromDouble(1.0);
    if (std::isnan(x)) return floatFromDouble(x);
    if (std::isnan(y)) return floatFromDouble(x == 1.0 ? 1.0 : y);
    if (std::isinf(y)) {
        double magnitude = std::fabs(x);
        if (magnitude == 1.0) return floatFromDouble(1.0);
        return floatFromDouble((magnitude > 1.0) == (y > 0) ? HUGE_VAL : 0.0);
    }
    if (std::isinf(x)) {
        bool odd = isOddInteger(y);
        if (y > 0) return floatFromDouble(odd ? x : std::fabs(x));
        return floatFromDouble(odd ? std::copysign(0.0, x) : 0.0);
    }
    if (x == 0.0) {
        if (y < 0) return raise(gZeroDivisionError, "0.0 cannot be raised to a negative power");
        return floatFromDouble(isOddInteger(y) ? x : 0.0);
    }
    bool negateResult = false;
    if (x < 0) {
        if (y != std::floor(y)) {
            // A negative number to a fractional power is a complex number.
            return complexPower(x, 0.0, y, 0.0);
        }
        negateResult = isOddInteger(y);
        x = -x;
    }
    if (x == 1.0) return floatFromDouble(negateResult ? -1.0 : 1.0);
    errno = 0;
    double result = std::pow(x, y);
    if (std::isinf(result)) return raiseRangeError();
    return floatFromDouble(negateResult ? -result : result);
}

Ref floatTernaryPow(Value base, Value exponent, Value modulus) {
    if (!modulus.isNull() && !modulus.is(noneValue())) {
        if (!readOperand(base).ok || !readOperand(exponent).ok) return notImplementedRef();
        return raise(gTypeError,
                     "pow() 3rd argument not allowed unless all arguments are integers");
    }
    return floatPow(base, exponent);
}

Ref floatNeg(Value self) {
    return floatFromDouble(-floatValue(self));
}
Ref floatPos(Value self) {
    if (isExactType(self, &gFloatType)) return Ref::borrow(self);
    return floatFromDouble(floatValue(self));
}
Ref floatAbs(Value self) {
    return floatFromDouble(std::fabs(floatValue(self)));
}
Ref floatToInt(Value self) {
    return intFromDouble(floatValue(self));
}
Ref floatToFloat(Value self) {
    return floatPos(self);
}

#undef TAIPAN_FLOAT_OPERANDS

} // namespace

Ref floatDivmod(Value left, Value right) {
    Operand x = readOperand(left);
    Operand y = readOperand(right);
    if (!x.ok || !y.ok) return notImplementedRef();
    if (x.failed || y.failed) return nullptr;
    if (y.value == 0.0) return raise(gZeroDivisionError, "float divmod()");
    double quotient, remainder;
    pythonDivmod(x.value, y.value, quotient, remainder);
    Ref q = floatFromDouble(quotient);
    Ref r = floatFromDouble(remainder);
    if (!q || !r) return nullptr;
    Value items[2] = {q.get(), r.get()};
    return tupleFromValues(items, 2);
}

// ---- round() ----------------------------------------------------------------------------------

Ref floatRound(double value, Value ndigits) {
    if (ndigits.isNull() || ndigits.is(noneValue())) {
        // Half to even, then to an int (inf and nan raise there).
        double rounded = std::nearbyint(value);
        return intFromDouble(rounded);
    }
    int64_t digits;
    if (!indexToInt64(ndigits, digits, nullptr)) return nullptr;
    if (!std::isfinite(value) || value == 0.0) return floatFromDouble(value);
    // Beyond these bounds the result is the value itself or a zero: no
    // double has significant digits past 10^-324 or above 10^308.
    if (digits > 323) return floatFromDouble(value);
    if (digits < -308) return floatFromDouble(std::copysign(0.0, value));
    if (digits >= 0) {
        // glibc's printf rounds the exact binary value half to even, which
        // is the correctly rounded decimal Python's round() produces.
        char buffer[400];
        std::snprintf(buffer, sizeof buffer, "%.*f", static_cast<int>(digits), value);
        double rounded = std::strtod(buffer, nullptr);
        return floatFromDouble(rounded);
    }
    // Negative digits: round to a multiple of 10^-digits exactly with GMP.
    Mpz unit;
    mpz_ui_pow_ui(unit, 10, static_cast<unsigned long>(-digits));
    int exponent;
    double fraction = std::frexp(std::fabs(value), &exponent);
    Mpz numerator;
    mpz_set_d(numerator, std::ldexp(fraction, 53));
    exponent -= 53;
    Mpz denominator;
    mpz_set(denominator, unit);
    if (exponent >= 0) {
        mpz_mul_2exp(numerator, numerator, static_cast<mp_bitcnt_t>(exponent));
    } else {
        mpz_mul_2exp(denominator, denominator, static_cast<mp_bitcnt_t>(-exponent));
    }
    Mpz quotient;
    Mpz remainder;
    mpz_fdiv_qr(quotient, remainder, numerator, denominator);
    mpz_mul_2exp(remainder, remainder, 1);
    int cmp = mpz_cmp(remainder, denominator);
    if (cmp > 0 || (cmp == 0 && mpz_odd_p(quotient))) mpz_add_ui(quotient, quotient, 1);
    mpz_mul(quotient, quotient, unit);
    Ref rounded = intFromMpzTake(quotient);
    if (!rounded) return nullptr;
    double result;
    if (!intToDouble(rounded.get(), result)) {
        clearPendingException();
        return raise(gOverflowError, "rounded value too large to represent");
    }
    return floatFromDouble(value < 0 ? -result : result);
}

// ---- float() ----------------------------------------------------------------------------------

Ref floatFromObject(Value v) {
    if (isExactType(v, &gFloatType)) return Ref::borrow(v);
    if (isFloat(v)) return floatFromDouble(floatValue(v));
    Type* type = typeOf(v);
    if (type->toFloat != nullptr) {
        Ref result = type->toFloat(v);
        if (!result) return nullptr;
        if (!isFloat(result.get())) {
            return raise(gTypeError, "%s.__float__ returned non-float (type %s)", type->name,
                         typeName(result.get()));
        }
        if (!isExactType(result.get(), &gFloatType)) {
            return floatFromDouble(floatValue(result.get()));
        }
        return result;
    }
    if (type->index != nullptr) {
        Ref index = toIndex(v);
        if (!index) return nullptr;
        double d;
        if (!intToDouble(index.get(), d)) return nullptr;
        return floatFromDouble(d);
    }
    if (isStr(v)) return floatFromString(strUtf8(asStr(v)), v);
    std::string_view data;
    if (bytesLikeData(v, data)) return floatFromString(data, v);
    return raise(gTypeError, "float() argument must be a string or a real number, not '%s'",
                 type->name);
}

namespace {

Ref floatNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    nargs = callArgCount(nargs);
    // A subclass with its own __init__ may take keywords (CPython skips the
    // check then).
    bool ownInit = type->init != gFloatType.init;
    if (!ownInit && args::keywordCount(kwnames) > 0)
        return raise(gTypeError, "float() takes no keyword arguments");
    if (nargs > 1) return raise(gTypeError, "float expected at most 1 argument, got %zu", nargs);
    Ref value = nargs == 0 ? floatFromDouble(0.0) : floatFromObject(args[0]);
    if (!value) return nullptr;
    if (type == &gFloatType) return value;
    if (!isSubtype(type, &gFloatType)) {
        return raise(gTypeError, "float.__new__(%s): %s is not a subtype of float", type->name,
                     type->name);
    }
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    static_cast<Float*>(object)->value = floatValue(value.get());
    return Ref::steal(Value::fromObject(object));
}

void floatDealloc(Object* self) {
    freeObjectMemory(self);
}

// ---- Methods ------------------------------------------------------------------------------------

Ref floatIsInteger(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("float.is_integer", nargs, kwnames)) return nullptr;
    double v = floatValue(self);
    return boolRef(std::isfinite(v) && v == std::floor(v));
}

Ref floatAsIntegerRatio(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("float.as_integer_ratio", nargs, kwnames)) return nullptr;
    double v = floatValue(self);
    if (std::isinf(v)) return raise(gOverflowError, "cannot convert Infinity to integer ratio");
    if (std::isnan(v)) return raise(gValueError, "cannot convert NaN to integer ratio");
    mpq_t ratio;
    mpq_init(ratio);
    mpq_set_d(ratio, v); // exact, and already in lowest terms
    Ref numerator = intFromMpz(mpq_numref(ratio));
    Ref denominator = intFromMpz(mpq_denref(ratio));
    mpq_clear(ratio);
    if (!numerator || !denominator) return nullptr;
    Value items[2] = {numerator.get(), denominator.get()};
    return tupleFromValues(items, 2);
}

Ref floatConjugate(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("float.conjugate", nargs, kwnames)) return nullptr;
    return floatPos(self);
}

Ref floatTrunc(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("float.__trunc__", nargs, kwnames)) return nullptr;
    return intFromDouble(floatValue(self));
}

Ref floatFloor(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("float.__floor__", nargs, kwnames)) return nullptr;
    return intFromDouble(std::floor(floatValue(self)));
}

Ref floatCeil(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("float.__ceil__", nargs, kwnames)) return nullptr;
    return intFromDouble(std::ceil(floatValue(self)));
}

Ref floatRoundMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("float.__round__", nargs, kwnames, 0, 1)) return nullptr;
    return floatRound(floatValue(self), callArgCount(nargs) == 1 ? argv[0] : Value());
}

Ref floatGetNewArgs(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("float.__getnewargs__", nargs, kwnames)) return nullptr;
    Ref value = floatPos(self);
    if (!value) return nullptr;
    Value items[1] = {value.get()};
    return tupleFromValues(items, 1);
}

Ref floatFormatMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("float.__format__", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(argv[0])) {
        return raise(gTypeError, "__format__() argument must be str, not %s",
                     argumentTypeName(argv[0]));
    }
    return formatFloat(self, asStr(argv[0]));
}

Ref floatDivmodMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("float.__divmod__", nargs, kwnames)) return nullptr;
    return floatDivmod(self, argv[0]);
}

Ref floatRDivmodMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("float.__rdivmod__", nargs, kwnames)) return nullptr;
    return floatDivmod(argv[0], self);
}

Ref floatHex(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("float.hex", nargs, kwnames)) return nullptr;
    double v = floatValue(self);
    if (std::isnan(v) || std::isinf(v)) return strFromAscii(formatDouble(v, 'r', 0, false));
    std::string text;
    if (std::signbit(v)) text += '-';
    if (v == 0.0) {
        text += "0x0.0p+0";
        return strFromAscii(text);
    }
    // Normal numbers print as 0x1.<13 hex digits>p<exp>; subnormals keep
    // the minimum exponent and a leading 0.
    int exponent;
    double fraction = std::frexp(std::fabs(v), &exponent); // [0.5, 1)
    int shift = 1;
    if (exponent - 1 < -1022) shift = 1 - (-1022 - (exponent - 1));
    fraction = std::ldexp(fraction, shift);
    exponent -= shift;
    static const char kHex[] = "0123456789abcdef";
    int leading = static_cast<int>(fraction);
    fraction -= leading;
    text += "0x";
    text += kHex[leading];
    text += '.';
    for (int i = 0; i < 13; ++i) {
        fraction *= 16.0;
        int digit = static_cast<int>(fraction);
        text += kHex[digit];
        fraction -= digit;
    }
    text += 'p';
    if (exponent >= 0) text += '+';
    text += std::to_string(exponent);
    return strFromAscii(text);
}

Ref raiseInvalidHex() {
    return raise(gValueError, "invalid hexadecimal floating-point string");
}

Ref floatFromHex(Value cls, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("float.fromhex", nargs, kwnames)) return nullptr;
    if (!isStr(argv[0])) return raise(gTypeError, "bad argument type for built-in operation");
    std::string_view text = strUtf8(asStr(argv[0]));
    auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (!text.empty() && space(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && space(text.back()))
        text.remove_suffix(1);
    bool negative = false;
    if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
        negative = text[0] == '-';
        text.remove_prefix(1);
    }
    double value;
    if (asciiEqualsIgnoreCase(text, "inf") || asciiEqualsIgnoreCase(text, "infinity")) {
        value = HUGE_VAL;
    } else if (asciiEqualsIgnoreCase(text, "nan")) {
        value = std::nan("");
    } else {
        if (text.size() >= 2 && text[0] == '0' && (text[1] | 0x20) == 'x') text.remove_prefix(2);
        // hexdigits ['.' hexdigits] ['p' [sign] decimal digits], at least
        // one hex digit; normalized for strtod, which rounds correctly.
        std::string normalized = "0x";
        size_t i = 0;
        bool sawDigit = false;
        auto isHex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
        while (i < text.size() && isHex(text[i])) {
            normalized += text[i++];
            sawDigit = true;
        }
        if (i < text.size() && text[i] == '.') {
            normalized += text[i++];
            while (i < text.size() && isHex(text[i])) {
                normalized += text[i++];
                sawDigit = true;
            }
        }
        if (!sawDigit) return raiseInvalidHex();
        long long exponent = 0;
        if (i < text.size() && (text[i] | 0x20) == 'p') {
            ++i;
            bool negativeExponent = false;
            if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
                negativeExponent = text[i] == '-';
                ++i;
            }
            size_t start = i;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                // Saturate: anything this large over- or underflows anyway.
                if (exponent < 100000000) exponent = exponent * 10 + (text[i] - '0');
                ++i;
            }
            if (i == start) return raiseInvalidHex();
            if (negativeExponent) exponent = -exponent;
        }
        if (i != text.size()) return raiseInvalidHex();
        normalized += 'p';
        normalized += std::to_string(exponent);
        errno = 0;
        value = std::strtod(normalized.c_str(), nullptr);
        if (std::isinf(value)) {
            return raise(gOverflowError, "hexadecimal value too large to represent as a float");
        }
    }
    Ref result = floatFromDouble(negative ? -value : value);
    if (!result) return nullptr;
    if (cls.is(Value::fromObject(&gFloatType))) return result;
    return callOneArg(cls, result.get());
}

Ref floatGetFormat(Value, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::oneArg("float.__getformat__", nargs, kwnames)) return nullptr;
    if (!isStr(argv[0])) {
        return raise(gTypeError, "__getformat__() argument must be str, not %s", typeName(argv[0]));
    }
    Str* which = asStr(argv[0]);
    if (!strEqualsAscii(which, "double") && !strEqualsAscii(which, "float")) {
        return raise(gValueError, "__getformat__() argument 1 must be 'double' or 'float'");
    }
    return strFromAscii("IEEE, little-endian");
}

Ref floatGetReal(Value self) {
    return floatPos(self);
}
Ref floatGetImag(Value) {
    return floatFromDouble(0.0);
}

const MethodDef kFloatMethods[] = {
    {"conjugate", floatConjugate, kMethodInstance,
     "Return self, the complex conjugate of any float."},
    {"is_integer", floatIsInteger, kMethodInstance, "Return True if the float is an integer."},
    {"as_integer_ratio", floatAsIntegerRatio, kMethodInstance,
     "Return a pair of integers, whose ratio is exactly equal to the original float."},
    {"hex", floatHex, kMethodInstance,
     "Return a hexadecimal representation of a floating-point number."},
    {"fromhex", floatFromHex, kMethodClass,
     "Create a floating-point number from a hexadecimal string."},
    {"__trunc__", floatTrunc, kMethodInstance, "Return the Integral closest to x between 0 and x."},
    {"__floor__", floatFloor, kMethodInstance, "Return the floor as an Integral."},
    {"__ceil__", floatCeil, kMethodInstance, "Return the ceiling as an Integral."},
    {"__round__", floatRoundMethod, kMethodInstance,
     "Return the Integral closest to x, rounding half toward even."},
    {"__getnewargs__", floatGetNewArgs, kMethodInstance, nullptr},
    {"__getformat__", floatGetFormat, kMethodClass,
     "You probably don't want to use this function."},
    {"__format__", floatFormatMethod, kMethodInstance,
     "Formats the float according to format_spec."},
    {"__divmod__", floatDivmodMethod, kMethodInstance, "Return divmod(self, value)."},
    {"__rdivmod__", floatRDivmodMethod, kMethodInstance, "Return divmod(value, self)."},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kFloatGetSets[] = {
    {"real", floatGetReal, nullptr, "the real part of a complex number"},
    {"imag", floatGetImag, nullptr, "the imaginary part of a complex number"},
    {nullptr, nullptr, nullptr, nullptr},
};

} // namespace

bool readyFloatType() {
    Type* type = &gFloatType;
    type->newFn = floatNew;
    type->dealloc = floatDealloc;
    type->repr = floatRepr;
    type->hash = floatHashSlot;
    type->compare = floatCompare;
    type->boolFn = floatBool;
    type->binary[static_cast<size_t>(BinaryOp::Add)] = floatAdd;
    type->binary[static_cast<size_t>(BinaryOp::Sub)] = floatSub;
    type->binary[static_cast<size_t>(BinaryOp::Mul)] = floatMul;
    type->binary[static_cast<size_t>(BinaryOp::TrueDiv)] = floatTrueDiv;
    type->binary[static_cast<size_t>(BinaryOp::FloorDiv)] = floatFloorDiv;
    type->binary[static_cast<size_t>(BinaryOp::Mod)] = floatMod;
    type->binary[static_cast<size_t>(BinaryOp::Pow)] = floatPow;
    type->ternaryPow = floatTernaryPow;
    type->unary[static_cast<size_t>(UnaryOp::Neg)] = floatNeg;
    type->unary[static_cast<size_t>(UnaryOp::Pos)] = floatPos;
    type->unary[static_cast<size_t>(UnaryOp::Abs)] = floatAbs;
    type->toInt = floatToInt;
    type->toFloat = floatToFloat;
    typeAddMethods(type, kFloatMethods);
    typeAddGetSets(type, kFloatGetSets);
    return typeReady(type);
}

} // namespace taipan
