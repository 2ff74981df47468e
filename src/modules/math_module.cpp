// The math module: CPython 3.13's functions and constants over floats and
// (for the integer functions) ints of any size.
//
// Invariants:
//  - Every float function converts its arguments as float() would for a
//    number (numberToDouble: float, int, __float__, __index__) and reports
//    failures CPython's way: a NaN result from a non-NaN input is ValueError
//    "math domain error"; an infinite result from finite inputs is
//    OverflowError "math range error" for functions that can overflow and
//    ValueError "math domain error" for the others (poles such as log(0)).
//  - The integer functions (gcd, lcm, isqrt, factorial, comb, perm) accept
//    only ints and objects with __index__, and compute with GMP, so their
//    results are exact whatever the size.
//  - fsum, hypot and dist are computed from the exact value of the inputs
//    (a big integer scaled by 2**1074 holds any sum of doubles exactly) and
//    rounded once, so they are correctly rounded.
#include "modules/native_modules.h"

#include "modules/modules.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/numstr_util.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <gmp.h>

#include <cfloat>
#include <climits>
#include <cmath>
#include <cstring>
#include <numbers>
#include <vector>

namespace taipan::modules {

namespace {

// ---- Shared helpers ----------------------------------------------------------------------

Ref domainError() {
    return raise(gValueError, "math domain error");
}
Ref rangeError() {
    return raise(gOverflowError, "math range error");
}

// An mpz_t that clears itself, so early returns cannot leak GMP memory.
struct BigInt {
    mpz_t v;
    BigInt() { mpz_init(v); }
    ~BigInt() { mpz_clear(v); }
    BigInt(const BigInt&) = delete;
    BigInt& operator=(const BigInt&) = delete;
};

// operator.index(v) read into `out`.
bool indexToMpz(Value v, mpz_t out) {
    Ref index = toIndex(v);
    if (index.isNull()) return false;
    intToMpz(index.get(), out);
    return true;
}

// The double nearest to (v + sticky) * 2**shift where `sticky` stands for a
// positive amount smaller than one unit of v (v >= 0). Ties go to even, as
// IEEE arithmetic rounds.
double roundScaled(const mpz_t v, bool sticky, long shift) {
    size_t bits = mpz_sizeinbase(v, 2);
    if (mpz_sgn(v) == 0) return 0.0;
    // A result below the normal range has fewer than 53 significant bits:
    // round at the position the subnormal spacing (2**-1074) dictates.
    long keep = 53;
    long topExponent = static_cast<long>(bits) + shift; // value < 2**topExponent
    if (topExponent - 53 < -1074) keep = topExponent + 1074;
    if (keep < 0) keep = 0;
    long drop = static_cast<long>(bits) - keep;
    if (drop <= 0) {
        return std::ldexp(mpz_get_d(v), static_cast<int>(std::max(shift, -2000L)));
    }
    BigInt mantissa;
    mpz_tdiv_q_2exp(mantissa.v, v, static_cast<mp_bitcnt_t>(drop));
    bool half = mpz_tstbit(v, static_cast<mp_bitcnt_t>(drop - 1)) != 0;
    bool rest = sticky || mpz_scan1(v, 0) < static_cast<mp_bitcnt_t>(drop - 1);
    if (half && (rest || mpz_odd_p(mantissa.v))) mpz_add_ui(mantissa.v, mantissa.v, 1);
    double m = mpz_get_d(mantissa.v); // at most 2**53: exact
    long exponent = drop + shift;
    if (exponent > 2000) return HUGE_VAL;
    return std::ldexp(m, static_cast<int>(exponent));
}

// |d| as an integer times 2**-1074 (d finite).
void doubleToScaledMpz(double d, mpz_t out) {
    int exponent = 0;
    double fraction = std::frexp(std::fabs(d), &exponent);
    if (fraction == 0.0) {
        mpz_set_ui(out, 0);
        return;
    }
    // fraction * 2**53 is an integer of at most 53 bits.
    auto mantissa = static_cast<uint64_t>(std::ldexp(fraction, 53));
    mpz_set_ui(out, 0);
    mpz_import(out, 1, 1, sizeof mantissa, 0, 0, &mantissa);
    long shift = static_cast<long>(exponent) - 53 + 1074;
    if (shift >= 0) {
        mpz_mul_2exp(out, out, static_cast<mp_bitcnt_t>(shift));
    } else {
        mpz_tdiv_q_2exp(out, out, static_cast<mp_bitcnt_t>(-shift)); // exact: low bits are 0
    }
}

// frexp of a big int rounded to 53 bits: value ~= m * 2**e, 0.5 <= |m| < 1.
double mpzFrexp(const mpz_t v, long& exponent) {
    BigInt magnitude;
    mpz_abs(magnitude.v, v);
    long bits = static_cast<long>(mpz_sizeinbase(magnitude.v, 2));
    double rounded = roundScaled(magnitude.v, false, -bits); // in [0.5, 1]
    exponent = bits;
    if (rounded == 1.0) {
        rounded = 0.5;
        exponent += 1;
    }
    return mpz_sgn(v) < 0 ? -rounded : rounded;
}

// The one-argument float functions. `canOverflow`: an infinite result from a
// finite argument is OverflowError rather than ValueError.
Ref mathUnary(const char* name, const Value* args, size_t nargs, Tuple* kwnames,
              double (*function)(double), bool canOverflow) {
    if (!checkPositional(name, callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double x;
    if (!numberToDouble(args[0], x)) return nullptr;
    double r = function(x);
    if (std::isnan(r) && !std::isnan(x)) return domainError();
    if (std::isinf(r) && std::isfinite(x)) return canOverflow ? rangeError() : domainError();
    return floatFromDouble(r);
}

// The two-argument float functions (atan2, copysign, fmod, remainder).
Ref mathBinary(const char* name, const Value* args, size_t nargs, Tuple* kwnames,
               double (*function)(double, double)) {
    if (!checkPositional(name, callArgCount(nargs), kwnames, 2, 2)) return nullptr;
    double x, y;
    if (!numberToDouble(args[0], x) || !numberToDouble(args[1], y)) return nullptr;
    double r = function(x, y);
    if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) return domainError();
    if (std::isinf(r) && std::isfinite(x) && std::isfinite(y)) return rangeError();
    return floatFromDouble(r);
}

#define TAIPAN_MATH_UNARY(pyName, expression, canOverflow)                                         \
    Ref math_##pyName(Value, const Value* args, size_t nargs, Tuple* kwnames) {                    \
        return mathUnary(                                                                          \
            "math." #pyName, args, nargs, kwnames, [](double x) -> double { return expression; },  \
            canOverflow);                                                                          \
    }

TAIPAN_MATH_UNARY(acos, std::acos(x), false)
TAIPAN_MATH_UNARY(acosh, std::acosh(x), false)
TAIPAN_MATH_UNARY(asin, std::asin(x), false)
TAIPAN_MATH_UNARY(asinh, std::asinh(x), false)
TAIPAN_MATH_UNARY(atan, std::atan(x), false)
TAIPAN_MATH_UNARY(atanh, std::atanh(x), false)
TAIPAN_MATH_UNARY(cbrt, std::cbrt(x), false)
TAIPAN_MATH_UNARY(cos, std::cos(x), false)
TAIPAN_MATH_UNARY(cosh, std::cosh(x), true)
TAIPAN_MATH_UNARY(erf, std::erf(x), false)
TAIPAN_MATH_UNARY(erfc, std::erfc(x), false)
TAIPAN_MATH_UNARY(exp, std::exp(x), true)
TAIPAN_MATH_UNARY(exp2, std::exp2(x), true)
TAIPAN_MATH_UNARY(expm1, std::expm1(x), true)
TAIPAN_MATH_UNARY(fabs, std::fabs(x), false)
TAIPAN_MATH_UNARY(sin, std::sin(x), false)
TAIPAN_MATH_UNARY(sinh, std::sinh(x), true)
TAIPAN_MATH_UNARY(sqrt, std::sqrt(x), false)
TAIPAN_MATH_UNARY(tan, std::tan(x), false)
TAIPAN_MATH_UNARY(tanh, std::tanh(x), false)
TAIPAN_MATH_UNARY(degrees, x*(180.0 / std::numbers::pi), false)
TAIPAN_MATH_UNARY(radians, x*(std::numbers::pi / 180.0), false)

// log1p(-1) is a pole: ValueError, as log(0).
TAIPAN_MATH_UNARY(log1p, std::log1p(x), false)

#undef TAIPAN_MATH_UNARY

// ---- gamma and lgamma --------------------------------------------------------------------
// Both use the Lanczos approximation (g = 6.024680040776729583740234375,
// 13 terms, the published coefficients of Godfrey's table as used by Boost)
// evaluated as a ratio of two polynomials, so that results agree with
// CPython's to the last bit; the reflection formula covers negative inputs.

constexpr double kLanczosG = 6.024680040776729583740234375;
constexpr double kLanczosGMinusHalf = 5.524680040776729583740234375;
constexpr int kLanczosTerms = 13;
constexpr double kLanczosNumerator[kLanczosTerms] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
constexpr double kLanczosDenominator[kLanczosTerms] = {
    0.0,       39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
    2637558.0, 357423.0,   32670.0,     1925.0,      66.0,        1.0};

// The factorials 0! .. 22!, exact in a double: gamma of small positive
// integers is returned exactly.
constexpr int kExactFactorials = 23;
double exactFactorial(int n) {
    double result = 1.0;
    for (int i = 2; i <= n; ++i)
        result *= i;
    return result;
}

// The rational function sum of the Lanczos approximation at x > 0. Small x
// evaluates both polynomials in x; large x evaluates them in 1/x so that
// nothing overflows.
double lanczosSum(double x) {
    double numerator = 0.0, denominator = 0.0;
    if (x < 5.0) {
        for (int i = kLanczosTerms; --i >= 0;) {
            numerator = numerator * x + kLanczosNumerator[i];
            denominator = denominator * x + kLanczosDenominator[i];
        }
    } else {
        for (int i = 0; i < kLanczosTerms; ++i) {
            numerator = numerator / x + kLanczosNumerator[i];
            denominator = denominator / x + kLanczosDenominator[i];
        }
    }
    return numerator / denominator;
}

// sin(pi * x) for x >= 0 with the argument reduced exactly first, so that
// it is exact at integers and half-integers.
double sinPi(double x) {
    double y = std::fmod(std::fabs(x), 2.0);
    int n = static_cast<int>(std::round(2.0 * y));
    double r;
    switch (n) {
    case 0:
        r = std::sin(std::numbers::pi * y);
        break;
    case 1:
        r = std::cos(std::numbers::pi * (y - 0.5));
        break;
    case 2:
        r = std::sin(std::numbers::pi * (1.0 - y));
        break;
    case 3:
        r = -std::cos(std::numbers::pi * (y - 1.5));
        break;
    case 4:
        r = std::sin(std::numbers::pi * (y - 2.0));
        break;
    default:
        r = 0.0;
        break;
    }
    return std::copysign(1.0, x) * r;
}

// gamma(x); sets `error` to 1 for a domain error, 2 for overflow.
double gammaValue(double x, int& error) {
    error = 0;
    if (!std::isfinite(x)) {
        if (std::isnan(x) || x > 0) return x;
        error = 1;
        return NAN;
    }
    if (x == 0.0) {
        error = 1;
        return std::copysign(HUGE_VAL, x);
    }
    if (x == std::floor(x)) {
        if (x < 0.0) {
            error = 1;
            return NAN;
        }
        if (x <= kExactFactorials) return exactFactorial(static_cast<int>(x) - 1);
    }
    double absX = std::fabs(x);
    if (absX < 1e-20) {
        double r = 1.0 / x;
        if (std::isinf(r)) error = 2;
        return r;
    }
    if (absX > 200.0) {
        if (x < 0.0) return 0.0 / sinPi(x);
        error = 2;
        return HUGE_VAL;
    }
    double y = absX + kLanczosGMinusHalf;
    double q, z, r;
    if (absX > kLanczosGMinusHalf) {
        q = y - absX;
        z = q - kLanczosGMinusHalf;
    } else {
        q = y - kLanczosGMinusHalf;
        z = q - absX;
    }
    z = z * kLanczosG / y;
    if (x < 0.0) {
        r = -std::numbers::pi / sinPi(absX) / absX * std::exp(y) / lanczosSum(absX);
        r -= z * r;
        if (absX < 140.0) {
            r /= std::pow(y, absX - 0.5);
        } else {
            double sqrtPow = std::pow(y, absX / 2.0 - 0.25);
            r /= sqrtPow;
            r /= sqrtPow;
        }
    } else {
        r = lanczosSum(absX) / std::exp(y);
        r += z * r;
        if (absX < 140.0) {
            r *= std::pow(y, absX - 0.5);
        } else {
            double sqrtPow = std::pow(y, absX / 2.0 - 0.25);
            r *= sqrtPow;
            r *= sqrtPow;
        }
    }
    if (std::isinf(r)) error = 2;
    return r;
}

// lgamma(x); `error` as for gammaValue.
double lgammaValue(double x, int& error) {
    error = 0;
    if (!std::isfinite(x)) {
        if (std::isnan(x)) return x;
        return HUGE_VAL; // both infinities
    }
    if (x == std::floor(x) && x <= 2.0) {
        if (x <= 0.0) {
            error = 1;
            return HUGE_VAL;
        }
        return 0.0; // lgamma(1) = lgamma(2) = 0
    }
    double absX = std::fabs(x);
    if (absX < 1e-20) return -std::log(absX);
    double r = std::log(lanczosSum(absX)) - kLanczosG;
    r += (absX - 0.5) * (std::log(absX + kLanczosG - 0.5) - 1);
    if (x < 0.0) {
        r = std::log(std::numbers::pi) - std::log(std::fabs(sinPi(absX))) - std::log(absX) - r;
    }
    if (std::isinf(r)) error = 2;
    return r;
}

// gamma and lgamma: their value functions report a domain error as 1 and
// an overflow as 2 through `error`.
Ref mathGammaLike(const char* name, const Value* args, size_t nargs, Tuple* kwnames,
                  double (*function)(double, int&)) {
    if (!checkPositional(name, callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double x;
    if (!numberToDouble(args[0], x)) return nullptr;
    int error = 0;
    double r = function(x, error);
    if (error == 1) return domainError();
    if (error == 2) return rangeError();
    return floatFromDouble(r);
}

Ref math_gamma(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return mathGammaLike("math.gamma", args, nargs, kwnames, gammaValue);
}

Ref math_lgamma(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return mathGammaLike("math.lgamma", args, nargs, kwnames, lgammaValue);
}

// ---- Two-argument float functions --------------------------------------------------------

Ref math_atan2(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return mathBinary("math.atan2", args, nargs, kwnames,
                      [](double y, double x) { return std::atan2(y, x); });
}

Ref math_copysign(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return mathBinary("math.copysign", args, nargs, kwnames,
                      [](double x, double y) { return std::copysign(x, y); });
}

Ref math_fmod(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return mathBinary("math.fmod", args, nargs, kwnames, [](double x, double y) {
        // fmod(x, inf) is x for finite x; the C library agrees, but say it.
        if (std::isinf(y) && std::isfinite(x)) return x;
        return std::fmod(x, y);
    });
}

Ref math_remainder(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return mathBinary("math.remainder", args, nargs, kwnames,
                      [](double x, double y) { return std::remainder(x, y); });
}

Ref math_pow(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.pow", callArgCount(nargs), kwnames, 2, 2)) return nullptr;
    double x, y;
    if (!numberToDouble(args[0], x) || !numberToDouble(args[1], y)) return nullptr;
    double r = std::pow(x, y);
    if (std::isfinite(x) && std::isfinite(y)) {
        if (std::isnan(r)) return domainError();
        // 0 ** negative is a pole (domain); anything else infinite overflowed.
        if (std::isinf(r)) return x == 0.0 ? domainError() : rangeError();
    }
    return floatFromDouble(r);
}

Ref math_fma(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.fma", callArgCount(nargs), kwnames, 3, 3)) return nullptr;
    double x, y, z;
    if (!numberToDouble(args[0], x) || !numberToDouble(args[1], y) || !numberToDouble(args[2], z)) return nullptr;
    double r = std::fma(x, y, z);
    if (!std::isfinite(r)) {
        if (std::isnan(r)) {
            if (!std::isnan(x) && !std::isnan(y) && !std::isnan(z)) {
                return raise(gValueError, "invalid operation in fma");
            }
        } else if (std::isfinite(x) && std::isfinite(y) && std::isfinite(z)) {
            return raise(gOverflowError, "overflow in fma");
        }
    }
    return floatFromDouble(r);
}

// ---- Logarithms --------------------------------------------------------------------------

// log, log2 or log10 of one argument, exact for ints too large for a float.
bool logOf(Value v, double (*function)(double), double& out) {
    if (isInt(v)) {
        if (intSign(v) <= 0) {
            domainError();
            return false;
        }
        double d;
        if (intToDouble(v, d)) {
            out = function(d);
            return true;
        }
        if (!pendingExceptionMatches(gOverflowError)) return false;
        clearPendingException();
        BigInt value;
        intToMpz(v, value.v);
        long exponent = 0;
        double fraction = mpzFrexp(value.v, exponent);
        out = function(fraction) + function(2.0) * static_cast<double>(exponent);
        return true;
    }
    double x;
    if (!numberToDouble(v, x)) return false;
    if (std::isnan(x)) {
        out = x;
        return true;
    }
    if (x <= 0.0) {
        domainError();
        return false;
    }
    out = function(x);
    return true;
}

double logE(double x) {
    return std::log(x);
}
double logTwo(double x) {
    return std::log2(x);
}
double logTen(double x) {
    return std::log10(x);
}

Ref math_log(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (!checkPositional("math.log", count, kwnames, 1, 2)) return nullptr;
    double numerator;
    if (!logOf(args[0], logE, numerator)) return nullptr;
    if (count == 1) return floatFromDouble(numerator);
    double denominator;
    if (!logOf(args[1], logE, denominator)) return nullptr;
    if (denominator == 0.0) return raise(gZeroDivisionError, "float division by zero");
    return floatFromDouble(numerator / denominator);
}

Ref math_log2(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.log2", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double r;
    if (!logOf(args[0], logTwo, r)) return nullptr;
    return floatFromDouble(r);
}

Ref math_log10(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.log10", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double r;
    if (!logOf(args[0], logTen, r)) return nullptr;
    return floatFromDouble(r);
}

// ---- Rounding to integers ----------------------------------------------------------------

// Calls type(v).<name>(v) when the type defines it; `found` says whether it did.
Ref callSpecial(Value v, const char* name, bool& found) {
    Value method = typeLookup(typeOf(v), internStr(name));
    found = !method.isNull();
    if (!found) return nullptr;
    return call(method, &v, 1);
}

Ref roundingFunction(const char* qualified, const char* dunder, double (*round)(double),
                     const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional(qualified, callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    Value x = args[0];
    if (isExactType(x, &gFloatType)) return intFromDouble(round(floatValue(x)));
    if (isInt(x)) return intExact(x);
    bool found = false;
    Ref result = callSpecial(x, dunder, found);
    if (found) return result;
    double d;
    if (!numberToDouble(x, d)) return nullptr;
    return intFromDouble(round(d));
}

Ref math_floor(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return roundingFunction(
        "math.floor", "__floor__", [](double d) { return std::floor(d); }, args, nargs, kwnames);
}

Ref math_ceil(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return roundingFunction(
        "math.ceil", "__ceil__", [](double d) { return std::ceil(d); }, args, nargs, kwnames);
}

Ref math_trunc(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.trunc", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    Value x = args[0];
    if (isExactType(x, &gFloatType)) return intFromDouble(std::trunc(floatValue(x)));
    if (isInt(x)) return intExact(x);
    bool found = false;
    Ref result = callSpecial(x, "__trunc__", found);
    if (found) return result;
    return raise(gTypeError, "type %s doesn't define __trunc__ method", typeOf(x)->name);
}

// ---- Float decomposition and neighbours --------------------------------------------------

Ref math_frexp(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.frexp", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double x;
    if (!numberToDouble(args[0], x)) return nullptr;
    int exponent = 0;
    double mantissa = x;
    if (std::isfinite(x) && x != 0.0) mantissa = std::frexp(x, &exponent);
    Ref m = floatFromDouble(mantissa);
    if (m.isNull()) return nullptr;
    Value items[2] = {m.get(), Value::fromSmallInt(exponent)};
    return tupleFromValues(items, 2);
}

Ref math_modf(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.modf", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double x;
    if (!numberToDouble(args[0], x)) return nullptr;
    double fraction, whole;
    if (std::isinf(x)) {
        fraction = std::copysign(0.0, x);
        whole = x;
    } else {
        fraction = std::modf(x, &whole);
    }
    Ref a = floatFromDouble(fraction);
    Ref b = floatFromDouble(whole);
    if (a.isNull() || b.isNull()) return nullptr;
    Value items[2] = {a.get(), b.get()};
    return tupleFromValues(items, 2);
}

Ref math_ldexp(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.ldexp", callArgCount(nargs), kwnames, 2, 2)) return nullptr;
    double x;
    if (!numberToDouble(args[0], x)) return nullptr;
    if (!isInt(args[1])) {
        return raise(gTypeError, "Expected an int as second argument to ldexp.");
    }
    int64_t exponent = 0;
    if (!intToInt64(args[1], exponent)) exponent = intSign(args[1]) < 0 ? INT64_MIN : INT64_MAX;
    if (x == 0.0 || !std::isfinite(x)) return floatFromDouble(x);
    double r;
    if (exponent > INT_MAX) {
        return rangeError();
    } else if (exponent < INT_MIN) {
        r = std::copysign(0.0, x);
    } else {
        r = std::ldexp(x, static_cast<int>(exponent));
        if (std::isinf(r)) return rangeError();
    }
    return floatFromDouble(r);
}

Ref math_nextafter(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"x", "y", "steps"};
    static const NativeSignature kSignature{"nextafter", kNames, 3, 2, 2, 2};
    Value bound[3];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    double x, y;
    if (!numberToDouble(bound[0], x) || !numberToDouble(bound[1], y)) return nullptr;
    if (bound[2].isNull() || bound[2].is(noneValue())) {
        return floatFromDouble(std::nextafter(x, y));
    }
    Ref stepsIndex = toIndex(bound[2]);
    if (stepsIndex.isNull()) return nullptr;
    if (intSign(stepsIndex.get()) < 0) {
        return raise(gValueError, "steps must be a non-negative integer");
    }
    uint64_t steps = UINT64_MAX;
    int64_t small = 0;
    if (intToInt64(stepsIndex.get(), small)) steps = static_cast<uint64_t>(small);
    if (steps == 0) return floatFromDouble(x);
    if (std::isnan(x)) return floatFromDouble(x);
    if (std::isnan(y)) return floatFromDouble(y);
    // Doubles ordered as integers: map each to a signed position on the line
    // of all doubles, move by `steps` and map back.
    auto toOrdinal = [](double d) -> int64_t {
        int64_t bits;
        std::memcpy(&bits, &d, sizeof bits);
        return bits < 0 ? -(bits & INT64_MAX) : bits;
    };
    auto fromOrdinal = [](int64_t ordinal) -> double {
        int64_t bits = ordinal < 0 ? (-ordinal) | INT64_MIN : ordinal;
        double d;
        std::memcpy(&d, &bits, sizeof d);
        return d;
    };
    int64_t from = toOrdinal(x), to = toOrdinal(y);
    if (from == to) return floatFromDouble(y);
    uint64_t distance = from < to ? static_cast<uint64_t>(to) - static_cast<uint64_t>(from)
                                  : static_cast<uint64_t>(from) - static_cast<uint64_t>(to);
    if (steps >= distance) return floatFromDouble(y);
    int64_t moved =
        from < to ? from + static_cast<int64_t>(steps) : from - static_cast<int64_t>(steps);
    // Reaching zero from one side gives the zero of that side's sign.
    if (moved == 0) return floatFromDouble(std::copysign(0.0, x));
    return floatFromDouble(fromOrdinal(moved));
}

Ref math_ulp(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.ulp", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double x;
    if (!numberToDouble(args[0], x)) return nullptr;
    if (std::isnan(x)) return floatFromDouble(x);
    x = std::fabs(x);
    if (std::isinf(x)) return floatFromDouble(x);
    double next = std::nextafter(x, HUGE_VAL);
    if (std::isinf(next)) return floatFromDouble(x - std::nextafter(x, 0.0));
    return floatFromDouble(next - x);
}

// ---- Classification ----------------------------------------------------------------------

Ref classify(const char* name, const Value* args, size_t nargs, Tuple* kwnames,
             bool (*predicate)(double)) {
    if (!checkPositional(name, callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    double x;
    if (!numberToDouble(args[0], x)) return nullptr;
    return boolRef(predicate(x));
}

Ref math_isfinite(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return classify("math.isfinite", args, nargs, kwnames,
                    [](double x) { return std::isfinite(x); });
}
Ref math_isinf(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return classify("math.isinf", args, nargs, kwnames, [](double x) { return std::isinf(x); });
}
Ref math_isnan(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return classify("math.isnan", args, nargs, kwnames, [](double x) { return std::isnan(x); });
}

Ref math_isclose(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"a", "b", "rel_tol", "abs_tol"};
    static const NativeSignature kSignature{"isclose", kNames, 4, 0, 2, 2};
    if (callArgCount(nargs) > 2) {
        return raise(gTypeError, "isclose() takes exactly 2 positional arguments (%zu given)",
                     callArgCount(nargs));
    }
    Value bound[4];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    double a, b, relTol = 1e-9, absTol = 0.0;
    if (!numberToDouble(bound[0], a) || !numberToDouble(bound[1], b)) return nullptr;
    if (!bound[2].isNull() && !numberToDouble(bound[2], relTol)) return nullptr;
    if (!bound[3].isNull() && !numberToDouble(bound[3], absTol)) return nullptr;
    if (relTol < 0.0 || absTol < 0.0) {
        return raise(gValueError, "tolerances must be non-negative");
    }
    if (a == b) return boolRef(true);
    if (std::isinf(a) || std::isinf(b)) return boolRef(false);
    double difference = std::fabs(b - a);
    return boolRef((difference <= std::fabs(relTol * b)) || (difference <= std::fabs(relTol * a)) ||
                   difference <= absTol);
}

// ---- Exact sums and norms ----------------------------------------------------------------

// fsum keeps the running sum as a list of non-overlapping partial sums in
// increasing magnitude (Shewchuk's algorithm), whose exact total is the
// exact sum of the inputs; the final step adds them from the largest down
// and corrects the one case where that rounding is not half-to-even.
Ref math_fsum(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.fsum", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    Ref iterator = getIter(args[0]);
    if (iterator.isNull()) return nullptr;
    std::vector<double> partials;
    double specialSum = 0.0;  // the sum of the non-finite inputs
    double infinitySum = 0.0; // the sum of the infinite inputs (NaN: both signs met)
    while (true) {
        Ref item = iterNext(iterator.get());
        if (item.isNull()) {
            if (hasPendingException()) return nullptr;
            break;
        }
        double x;
        if (!numberToDouble(item.get(), x)) return nullptr;
        double original = x;
        size_t kept = 0;
        for (double y : partials) {
            if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
            double high = x + y;
            double low = y - (high - x);
            if (low != 0.0) partials[kept++] = low;
            x = high;
        }
        partials.resize(kept);
        if (x == 0.0) continue;
        if (std::isfinite(x)) {
            partials.push_back(x);
            continue;
        }
        // A non-finite partial comes from a non-finite input or from overflow.
        if (std::isfinite(original)) {
            return raise(gOverflowError, "intermediate overflow in fsum");
        }
        if (std::isinf(original)) infinitySum += original;
        specialSum += original;
        partials.clear();
    }
    if (specialSum != 0.0) {
        if (std::isnan(infinitySum)) return raise(gValueError, "-inf + inf in fsum");
        return floatFromDouble(specialSum);
    }
    double high = 0.0;
    size_t n = partials.size();
    if (n > 0) {
        high = partials[--n];
        double low = 0.0;
        while (n > 0) {
            double x = high;
            double y = partials[--n];
            high = x + y;
            low = y - (high - x);
            if (low != 0.0) break;
        }
        // The remaining partials push an exact tie away from even: redo the
        // last addition rounded the other way.
        if (n > 0 &&
            ((low < 0.0 && partials[n - 1] < 0.0) || (low > 0.0 && partials[n - 1] > 0.0))) {
            double doubled = low * 2.0;
            double candidate = high + doubled;
            if (doubled == candidate - high) high = candidate;
        }
    }
    return floatFromDouble(high);
}

// The correctly rounded Euclidean norm of finite values.
double exactNorm(const std::vector<double>& values) {
    BigInt total, term;
    for (double d : values) {
        doubleToScaledMpz(d, term.v);
        mpz_mul(term.v, term.v, term.v);
        mpz_add(total.v, total.v, term.v);
    }
    if (mpz_sgn(total.v) == 0) return 0.0;
    // total is (norm * 2**1074)**2. Scale it up by an even power of two so
    // that its square root has at least 60 bits, then round once.
    long bits = static_cast<long>(mpz_sizeinbase(total.v, 2));
    long extra = bits < 130 ? 130 - bits : 0;
    extra += extra & 1;
    mpz_mul_2exp(total.v, total.v, static_cast<mp_bitcnt_t>(extra));
    BigInt root, remainder;
    mpz_sqrtrem(root.v, remainder.v, total.v);
    return roundScaled(root.v, mpz_sgn(remainder.v) != 0, -1074 - extra / 2);
}

// hypot/dist on values already converted: inf wins over nan, as in C99.
Ref normOf(const std::vector<double>& values) {
    bool sawNan = false, sawInf = false;
    for (double d : values) {
        if (std::isinf(d)) sawInf = true;
        if (std::isnan(d)) sawNan = true;
    }
    if (sawInf) return floatFromDouble(HUGE_VAL);
    if (sawNan) return floatFromDouble(NAN);
    return floatFromDouble(exactNorm(values));
}

Ref math_hypot(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "math.hypot() takes no keyword arguments");
    }
    size_t count = callArgCount(nargs);
    std::vector<double> values(count);
    for (size_t i = 0; i < count; ++i) {
        if (!numberToDouble(args[i], values[i])) return nullptr;
    }
    return normOf(values);
}

Ref math_dist(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.dist", callArgCount(nargs), kwnames, 2, 2)) return nullptr;
    Ref points[2];
    for (int i = 0; i < 2; ++i) {
        if (isTuple(args[i])) {
            points[i] = Ref::borrow(args[i]);
            continue;
        }
        points[i] = tupleFromIterable(args[i]);
        if (points[i].isNull()) return nullptr;
    }
    Tuple* p = asTuple(points[0].get());
    Tuple* q = asTuple(points[1].get());
    if (p->size != q->size) {
        return raise(gValueError, "both points must have the same number of dimensions");
    }
    std::vector<double> values(static_cast<size_t>(p->size));
    for (int64_t i = 0; i < p->size; ++i) {
        double a, b;
        if (!numberToDouble(p->items()[i], a) || !numberToDouble(q->items()[i], b)) return nullptr;
        values[static_cast<size_t>(i)] = std::fabs(a - b);
    }
    return normOf(values);
}

// ---- Products and sums of products -------------------------------------------------------

Ref math_prod(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"iterable", "start"};
    static const NativeSignature kSignature{"prod", kNames, 2, 1, 1, 1};
    Value bound[2];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Ref total = bound[1].isNull() ? Ref::fromSmallInt(1) : Ref::borrow(bound[1]);
    Ref iterator = getIter(bound[0]);
    if (iterator.isNull()) return nullptr;
    while (true) {
        Ref item = iterNext(iterator.get());
        if (item.isNull()) {
            if (hasPendingException()) return nullptr;
            return total;
        }
        total = binaryOp(total.get(), item.get(), BinaryOp::Mul);
        if (total.isNull()) return nullptr;
    }
}

Ref math_sumprod(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.sumprod", callArgCount(nargs), kwnames, 2, 2)) return nullptr;
    Ref first = getIter(args[0]);
    if (first.isNull()) return nullptr;
    Ref second = getIter(args[1]);
    if (second.isNull()) return nullptr;
    std::vector<Ref> left, right;
    while (true) {
        Ref a = iterNext(first.get());
        if (a.isNull() && hasPendingException()) return nullptr;
        Ref b = iterNext(second.get());
        if (b.isNull() && hasPendingException()) return nullptr;
        if (a.isNull() != b.isNull()) return raise(gValueError, "Inputs are not the same length");
        if (a.isNull()) break;
        // A pair that is not two numbers is combined at once, so that its
        // TypeError comes before a later length mismatch, as in CPython.
        bool numbers = (isExactType(a.get(), &gFloatType) || isInt(a.get())) &&
                       (isExactType(b.get(), &gFloatType) || isInt(b.get()));
        if (!numbers) {
            Ref product = binaryOp(a.get(), b.get(), BinaryOp::Mul);
            if (product.isNull()) return nullptr;
            Ref probe = binaryOp(Value::fromSmallInt(0), product.get(), BinaryOp::Add);
            if (probe.isNull()) return nullptr;
        }
        left.push_back(std::move(a));
        right.push_back(std::move(b));
    }
    // All floats (or ints that are exactly floats): the exact dot product,
    // rounded once. Anything else: the generic arithmetic, left to right.
    bool allFloats = true, anyFloat = false;
    for (size_t i = 0; i < left.size() && allFloats; ++i) {
        for (Value v : {left[i].get(), right[i].get()}) {
            if (isExactType(v, &gFloatType)) {
                anyFloat = true;
                if (!std::isfinite(floatValue(v))) allFloats = false;
            } else {
                allFloats = false;
            }
        }
    }
    if (allFloats && anyFloat) {
        BigInt positive, negative, a, b;
        for (size_t i = 0; i < left.size(); ++i) {
            double x = floatValue(left[i].get()), y = floatValue(right[i].get());
            doubleToScaledMpz(x, a.v);
            doubleToScaledMpz(y, b.v);
            mpz_mul(a.v, a.v, b.v);
            if (std::signbit(x) != std::signbit(y)) {
                mpz_add(negative.v, negative.v, a.v);
            } else {
                mpz_add(positive.v, positive.v, a.v);
            }
        }
        int order = mpz_cmp(positive.v, negative.v);
        if (order == 0) return floatFromDouble(0.0);
        BigInt difference;
        if (order > 0) {
            mpz_sub(difference.v, positive.v, negative.v);
        } else {
            mpz_sub(difference.v, negative.v, positive.v);
        }
        double r = roundScaled(difference.v, false, -2148);
        if (std::isfinite(r)) return floatFromDouble(order > 0 ? r : -r);
    }
    Ref total = Ref::fromSmallInt(0);
    for (size_t i = 0; i < left.size(); ++i) {
        Ref product = binaryOp(left[i].get(), right[i].get(), BinaryOp::Mul);
        if (product.isNull()) return nullptr;
        total = binaryOp(total.get(), product.get(), BinaryOp::Add);
        if (total.isNull()) return nullptr;
    }
    return total;
}

// ---- Integer functions -------------------------------------------------------------------

Ref gcdOrLcm(const char* name, const Value* args, size_t nargs, Tuple* kwnames, bool lcm) {
    if (kwnames != nullptr && kwnames->size != 0) {
        return raise(gTypeError, "math.%s() takes no keyword arguments", name);
    }
    size_t count = callArgCount(nargs);
    BigInt result, value;
    mpz_set_ui(result.v, lcm ? 1 : 0);
    for (size_t i = 0; i < count; ++i) {
        if (!indexToMpz(args[i], value.v)) return nullptr;
        if (lcm) {
            mpz_lcm(result.v, result.v, value.v);
        } else {
            mpz_gcd(result.v, result.v, value.v);
        }
    }
    if (count == 1) mpz_abs(result.v, value.v);
    return intFromMpzTake(result.v);
}

Ref math_gcd(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return gcdOrLcm("gcd", args, nargs, kwnames, false);
}

Ref math_lcm(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return gcdOrLcm("lcm", args, nargs, kwnames, true);
}

Ref math_isqrt(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.isqrt", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    BigInt n;
    if (!indexToMpz(args[0], n.v)) return nullptr;
    if (mpz_sgn(n.v) < 0) return raise(gValueError, "isqrt() argument must be nonnegative");
    mpz_sqrt(n.v, n.v);
    return intFromMpzTake(n.v);
}

Ref math_factorial(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.factorial", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    BigInt n;
    if (!indexToMpz(args[0], n.v)) return nullptr;
    if (!mpz_fits_slong_p(n.v)) {
        if (mpz_sgn(n.v) < 0) {
            return raise(gValueError, "factorial() not defined for negative values");
        }
        return raise(gOverflowError, "factorial() argument should not exceed %ld", LONG_MAX);
    }
    long value = mpz_get_si(n.v);
    if (value < 0) return raise(gValueError, "factorial() not defined for negative values");
    mpz_fac_ui(n.v, static_cast<unsigned long>(value));
    return intFromMpzTake(n.v);
}

Ref math_comb(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("math.comb", callArgCount(nargs), kwnames, 2, 2)) return nullptr;
    BigInt n, k, other;
    if (!indexToMpz(args[0], n.v) || !indexToMpz(args[1], k.v)) return nullptr;
    if (mpz_sgn(n.v) < 0) return raise(gValueError, "n must be a non-negative integer");
    if (mpz_sgn(k.v) < 0) return raise(gValueError, "k must be a non-negative integer");
    if (mpz_cmp(k.v, n.v) > 0) return Ref::fromSmallInt(0);
    mpz_sub(other.v, n.v, k.v);
    if (mpz_cmp(other.v, k.v) < 0) mpz_swap(other.v, k.v);
    if (!mpz_fits_slong_p(k.v)) {
        return raise(gOverflowError, "min(n - k, k) must not exceed %ld", LONG_MAX);
    }
    mpz_bin_ui(n.v, n.v, mpz_get_ui(k.v));
    return intFromMpzTake(n.v);
}

Ref math_perm(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (!checkPositional("math.perm", count, kwnames, 1, 2)) return nullptr;
    if (count == 1 || args[1].is(noneValue())) return math_factorial(Value(), args, 1, nullptr);
    BigInt n, k;
    if (!indexToMpz(args[0], n.v) || !indexToMpz(args[1], k.v)) return nullptr;
    if (mpz_sgn(n.v) < 0) return raise(gValueError, "n must be a non-negative integer");
    if (mpz_sgn(k.v) < 0) return raise(gValueError, "k must be a non-negative integer");
    if (mpz_cmp(k.v, n.v) > 0) return Ref::fromSmallInt(0);
    if (!mpz_fits_slong_p(k.v)) return raise(gOverflowError, "k must not exceed %ld", LONG_MAX);
    unsigned long kValue = mpz_get_ui(k.v);
    // n! / (n - k)! = C(n, k) * k!
    BigInt factorial;
    mpz_bin_ui(n.v, n.v, kValue);
    mpz_fac_ui(factorial.v, kValue);
    mpz_mul(n.v, n.v, factorial.v);
    return intFromMpzTake(n.v);
}

#define TAIPAN_MATH_ENTRY(name)                                                                    \
    { #name, math_##name, 0, nullptr }

const MethodDef kMathFunctions[] = {
    TAIPAN_MATH_ENTRY(acos),        TAIPAN_MATH_ENTRY(acosh),     TAIPAN_MATH_ENTRY(asin),
    TAIPAN_MATH_ENTRY(asinh),       TAIPAN_MATH_ENTRY(atan),      TAIPAN_MATH_ENTRY(atan2),
    TAIPAN_MATH_ENTRY(atanh),       TAIPAN_MATH_ENTRY(cbrt),      TAIPAN_MATH_ENTRY(ceil),
    TAIPAN_MATH_ENTRY(comb),        TAIPAN_MATH_ENTRY(copysign),  TAIPAN_MATH_ENTRY(cos),
    TAIPAN_MATH_ENTRY(cosh),        TAIPAN_MATH_ENTRY(degrees),   TAIPAN_MATH_ENTRY(dist),
    TAIPAN_MATH_ENTRY(erf),         TAIPAN_MATH_ENTRY(erfc),      TAIPAN_MATH_ENTRY(exp),
    TAIPAN_MATH_ENTRY(exp2),        TAIPAN_MATH_ENTRY(expm1),     TAIPAN_MATH_ENTRY(fabs),
    TAIPAN_MATH_ENTRY(factorial),   TAIPAN_MATH_ENTRY(floor),     TAIPAN_MATH_ENTRY(fma),
    TAIPAN_MATH_ENTRY(fmod),        TAIPAN_MATH_ENTRY(frexp),     TAIPAN_MATH_ENTRY(fsum),
    TAIPAN_MATH_ENTRY(gamma),       TAIPAN_MATH_ENTRY(gcd),       TAIPAN_MATH_ENTRY(hypot),
    TAIPAN_MATH_ENTRY(isclose),     TAIPAN_MATH_ENTRY(isfinite),  TAIPAN_MATH_ENTRY(isinf),
    TAIPAN_MATH_ENTRY(isnan),       TAIPAN_MATH_ENTRY(isqrt),     TAIPAN_MATH_ENTRY(lcm),
    TAIPAN_MATH_ENTRY(ldexp),       TAIPAN_MATH_ENTRY(lgamma),    TAIPAN_MATH_ENTRY(log),
    TAIPAN_MATH_ENTRY(log10),       TAIPAN_MATH_ENTRY(log1p),     TAIPAN_MATH_ENTRY(log2),
    TAIPAN_MATH_ENTRY(modf),        TAIPAN_MATH_ENTRY(nextafter), TAIPAN_MATH_ENTRY(perm),
    TAIPAN_MATH_ENTRY(pow),         TAIPAN_MATH_ENTRY(prod),      TAIPAN_MATH_ENTRY(radians),
    TAIPAN_MATH_ENTRY(remainder),   TAIPAN_MATH_ENTRY(sin),       TAIPAN_MATH_ENTRY(sinh),
    TAIPAN_MATH_ENTRY(sqrt),        TAIPAN_MATH_ENTRY(sumprod),   TAIPAN_MATH_ENTRY(tan),
    TAIPAN_MATH_ENTRY(tanh),        TAIPAN_MATH_ENTRY(trunc),     TAIPAN_MATH_ENTRY(ulp),
    {nullptr, nullptr, 0, nullptr},
};

#undef TAIPAN_MATH_ENTRY

} // namespace

Ref createMathModule() {
    Ref module = moduleNew(std::string_view("math"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    Ref doc = strFromUtf8("This module provides access to the mathematical functions\n"
                          "defined by the C standard.");
    if (doc.isNull() || !dictSetStr(dict, internStr("__doc__"), doc.get())) return nullptr;
    for (const MethodDef* def = kMathFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !dictSetStr(dict, internStr(def->name), function.get())) {
            return nullptr;
        }
    }
    const struct {
        const char* name;
        double value;
    } kConstants[] = {{"pi", std::numbers::pi},
                      {"e", std::numbers::e},
                      {"tau", 2 * std::numbers::pi},
                      {"inf", HUGE_VAL},
                      {"nan", std::nan("")}};
    for (const auto& constant : kConstants) {
        Ref value = floatFromDouble(constant.value);
        if (value.isNull() || !dictSetStr(dict, internStr(constant.name), value.get())) {
            return nullptr;
        }
    }
    return module;
}

} // namespace taipan::modules
