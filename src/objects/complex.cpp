// complex: the part of CPython's complex type programs commonly use —
// imaginary literals, repr/str, hashing consistent with int and float,
// == and !=, + - * / ** with int and float operands, abs, unary operators,
// real/imag/conjugate, complex() with numbers and strings, and format().
//
// Invariants:
//  - Arithmetic slots accept complex, float or int on either side (an int
//    or float operand is treated as a complex with a zero imaginary part,
//    CPython 3.13's mixed-mode rule) and return NotImplemented otherwise.
//  - Ordering comparisons are not defined (NotImplemented), as in Python.
#include "objects/complex.h"

#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/float.h"
#include "objects/format.h"
#include "objects/int.h"
#include "objects/numstr_util.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/unicode.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string>

namespace taipan {

Type gComplexType = staticType("complex", sizeof(Complex), 0, kTypeBaseType);

Ref complexFromDoubles(double real, double imag) {
    Object* object = allocateObject(&gComplexType);
    if (object == nullptr) return nullptr;
    Complex* result = static_cast<Complex*>(object);
    result->real = real;
    result->imag = imag;
    return Ref::steal(Value::fromObject(object));
}

namespace {

struct ComplexValue {
    double real = 0;
    double imag = 0;
};

ComplexValue multiply(ComplexValue a, ComplexValue b) {
    return {a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real};
}

// Smith's method: scales by the larger component of the divisor so the
// intermediate products do not overflow needlessly. `ok` false on division
// by zero.
ComplexValue divide(ComplexValue a, ComplexValue b, bool& ok) {
    ok = true;
    double absReal = std::fabs(b.real);
    double absImag = std::fabs(b.imag);
    if (absReal >= absImag) {
        if (absReal == 0.0) {
            ok = false;
            return {};
        }
        double ratio = b.imag / b.real;
        double denominator = b.real + b.imag * ratio;
        return {(a.real + a.imag * ratio) / denominator, (a.imag - a.real * ratio) / denominator};
    }
    if (absImag >= absReal) {
        double ratio = b.real / b.imag;
        double denominator = b.real * ratio + b.imag;
        return {(a.real * ratio + a.imag) / denominator, (a.imag * ratio - a.real) / denominator};
    }
    // At least one component is NaN.
    return {std::nan(""), std::nan("")};
}

// x ** n for a non-negative integer n by repeated squaring.
ComplexValue powUnsigned(ComplexValue x, uint64_t n) {
    ComplexValue result{1.0, 0.0};
    ComplexValue power = x;
    uint64_t mask = 1;
    while (mask > 0 && n >= mask) {
        if (n & mask) result = multiply(result, power);
        mask <<= 1;
        power = multiply(power, power);
    }
    return result;
}

struct Operand {
    ComplexValue value;
    bool ok = false;
    bool failed = false;
};

Operand readOperand(Value v) {
    Operand result;
    if (isComplex(v)) {
        result.value = {asComplex(v)->real, asComplex(v)->imag};
        result.ok = true;
    } else if (isFloat(v)) {
        result.value = {floatValue(v), 0.0};
        result.ok = true;
    } else if (isInt(v)) {
        result.ok = true;
        result.failed = !intToDouble(v, result.value.real);
    }
    return result;
}

#define TAIPAN_COMPLEX_OPERANDS(a, b, x, y)                                                        \
    Operand x##Operand = readOperand(a);                                                           \
    Operand y##Operand = readOperand(b);                                                           \
    if (!x##Operand.ok || !y##Operand.ok) return notImplementedRef();                              \
    if (x##Operand.failed || y##Operand.failed) return nullptr;                                    \
    ComplexValue x = x##Operand.value;                                                             \
    ComplexValue y = y##Operand.value

Ref fromValue(ComplexValue v) {
    return complexFromDoubles(v.real, v.imag);
}

} // namespace

Ref complexPower(double aReal, double aImag, double bReal, double bImag) {
    ComplexValue a{aReal, aImag};
    ComplexValue result;
    if (bReal == 0.0 && bImag == 0.0) {
        result = {1.0, 0.0};
    } else if (aReal == 0.0 && aImag == 0.0) {
        if (bImag != 0.0 || bReal < 0.0) {
            return raise(gZeroDivisionError, "0.0 to a negative or complex power");
        }
        result = {0.0, 0.0};
    } else if (bImag == 0.0 && bReal == std::floor(bReal) && std::fabs(bReal) <= 100.0) {
        // Small integral exponents multiply exactly as CPython does.
        int64_t n = static_cast<int64_t>(bReal);
        if (n >= 0) {
            result = powUnsigned(a, static_cast<uint64_t>(n));
        } else {
            bool ok;
            result = divide({1.0, 0.0}, powUnsigned(a, static_cast<uint64_t>(-n)), ok);
        }
    } else {
        // The libm calls report a domain error (cos/sin of an infinite phase)
        // through errno; CPython turns that into the ZeroDivisionError below.
        errno = 0;
        double magnitude = std::hypot(aReal, aImag);
        double length = std::pow(magnitude, bReal);
        double angle = std::atan2(aImag, aReal);
        double phase = angle * bReal;
        if (bImag != 0.0) {
            length /= std::exp(angle * bImag);
            phase += bImag * std::log(magnitude);
        }
        result = {length * std::cos(phase), length * std::sin(phase)};
        if (errno == EDOM) return raise(gZeroDivisionError, "0.0 to a negative or complex power");
    }
    if (std::isinf(result.real) || std::isinf(result.imag)) {
        return raise(gOverflowError, "complex exponentiation");
    }
    return fromValue(result);
}

namespace {

Ref complexRepr(Value self) {
    std::string text;
    reprtext::appendComplexRepr(text, asComplex(self)->real, asComplex(self)->imag);
    return strFromAscii(text);
}

bool complexHash(Value self, int64_t& hash) {
    // hash(real) + 1000003 * hash(imag), wrapping like C's unsigned
    // arithmetic, so a complex with a zero imaginary part hashes as its real.
    uint64_t realHash = static_cast<uint64_t>(floatHash(asComplex(self)->real, self));
    uint64_t imagHash = static_cast<uint64_t>(floatHash(asComplex(self)->imag, self));
    int64_t combined = static_cast<int64_t>(realHash + 1000003u * imagHash);
    hash = combined == -1 ? -2 : combined;
    return true;
}

Ref complexCompare(Value left, Value right, CompareOp op) {
    if (op != CompareOp::Eq && op != CompareOp::Ne) return notImplementedRef();
    Value complexSide = isComplex(left) ? left : right;
    Value other = isComplex(left) ? right : left;
    if (!isComplex(complexSide)) return notImplementedRef();
    Complex* c = asComplex(complexSide);
    bool equal;
    if (isComplex(other)) {
        equal = c->real == asComplex(other)->real && c->imag == asComplex(other)->imag;
    } else if (isFloat(other)) {
        equal = c->imag == 0.0 && c->real == floatValue(other);
    } else if (isInt(other)) {
        // Exact: a big int never equals a rounded real part by accident.
        equal = c->imag == 0.0 && !std::isnan(c->real) && intCompareDouble(other, c->real) == 0;
    } else {
        return notImplementedRef();
    }
    return boolRef(op == CompareOp::Eq ? equal : !equal);
}

Ref complexAdd(Value a, Value b) {
    TAIPAN_COMPLEX_OPERANDS(a, b, x, y);
    return complexFromDoubles(x.real + y.real, x.imag + y.imag);
}

Ref complexSub(Value a, Value b) {
    TAIPAN_COMPLEX_OPERANDS(a, b, x, y);
    return complexFromDoubles(x.real - y.real, x.imag - y.imag);
}

Ref complexMul(Value a, Value b) {
    TAIPAN_COMPLEX_OPERANDS(a, b, x, y);
    return fromValue(multiply(x, y));
}

Ref complexTrueDiv(Value a, Value b) {
    TAIPAN_COMPLEX_OPERANDS(a, b, x, y);
    bool ok;
    ComplexValue result = divide(x, y, ok);
    if (!ok) return raise(gZeroDivisionError, "complex division by zero");
    return fromValue(result);
}

Ref complexPow(Value a, Value b) {
    TAIPAN_COMPLEX_OPERANDS(a, b, x, y);
    return complexPower(x.real, x.imag, y.real, y.imag);
}

Ref complexTernaryPow(Value base, Value exponent, Value modulus) {
    if (!modulus.isNull() && !modulus.is(noneValue())) {
        if (!readOperand(base).ok || !readOperand(exponent).ok) return notImplementedRef();
        return raise(gValueError, "complex modulo");
    }
    return complexPow(base, exponent);
}

#undef TAIPAN_COMPLEX_OPERANDS

Ref complexNeg(Value self) {
    return complexFromDoubles(-asComplex(self)->real, -asComplex(self)->imag);
}

Ref complexPos(Value self) {
    if (isExactType(self, &gComplexType)) return Ref::borrow(self);
    return complexFromDoubles(asComplex(self)->real, asComplex(self)->imag);
}

Ref complexAbs(Value self) {
    double real = asComplex(self)->real;
    double imag = asComplex(self)->imag;
    double result = std::hypot(real, imag);
    if (std::isinf(result) && std::isfinite(real) && std::isfinite(imag)) {
        return raise(gOverflowError, "absolute value too large");
    }
    return floatFromDouble(result);
}

int complexBool(Value self) {
    return asComplex(self)->real != 0.0 || asComplex(self)->imag != 0.0 ? 1 : 0;
}

// ---- complex() ---------------------------------------------------------------------------------

// The text being parsed by complex(), for the error message: CPython
// reports a different message for strings whose underscores are
// misplaced (not between two digits), which its number parser rejects
// first; the flag records
// misplaced underscores: the string was rejected before the complex
// grammar was checked. Set by complexFromString for the current argument.
thread_local Value gComplexArgument;
thread_local bool gMisplacedUnderscore = false;

Ref raiseMalformed() {
    Value original = gComplexArgument;
    if (!original.isNull() && isStr(original) && gMisplacedUnderscore) {
        Ref shown = repr(original);
        if (!shown) return nullptr;
        std::string text(strUtf8(asStr(shown.get())));
        return raise(gValueError, "could not convert string to complex: %s", text.c_str());
    }
    return raise(gValueError, "complex() arg is a malformed string");
}

// Reads one real number token at text[i..]: digits with optional fraction
// and exponent (underscores between digits), or inf/infinity/nan.
bool scanReal(const std::string& text, size_t& i, double& value) {
    size_t start = i;
    auto lowerAt = [&](size_t k) {
        return k < text.size() ? static_cast<char>(text[k] | 0x20) : '\0';
    };
    if (lowerAt(i) == 'i' && lowerAt(i + 1) == 'n' && lowerAt(i + 2) == 'f') {
        i += 3;
        if (text.size() >= i + 5 && lowerAt(i) == 'i' && lowerAt(i + 1) == 'n' &&
            lowerAt(i + 2) == 'i' && lowerAt(i + 3) == 't' && lowerAt(i + 4) == 'y') {
            i += 5;
        }
        value = HUGE_VAL;
        return true;
    }
    if (lowerAt(i) == 'n' && lowerAt(i + 1) == 'a' && lowerAt(i + 2) == 'n') {
        i += 3;
        value = std::nan("");
        return true;
    }
    std::string clean;
    bool digits = false;
    auto run = [&]() {
        while (i < text.size()) {
            char c = text[i];
            if (c >= '0' && c <= '9') {
                clean += c;
                digits = true;
            } else if (c == '_' && i > start && i + 1 < text.size() && text[i - 1] >= '0' &&
                       text[i - 1] <= '9' && text[i + 1] >= '0' && text[i + 1] <= '9') {
                // An underscore between two digits.
            } else {
                break;
            }
            ++i;
        }
    };
    run();
    if (i < text.size() && text[i] == '.') {
        clean += '.';
        ++i;
        run();
    }
    if (!digits) {
        i = start;
        return false;
    }
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        size_t save = i;
        std::string saveClean = clean;
        clean += 'e';
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) clean += text[i++];
        size_t exponentStart = i;
        bool before = digits;
        digits = false;
        run();
        if (i == exponentStart || !digits) {
            i = save;
            clean = saveClean;
        }
        digits = before;
    }
    value = std::strtod(clean.c_str(), nullptr);
    return true;
}

Ref complexFromString(std::string_view utf8) {
    gMisplacedUnderscore = false;
    // Decode, strip whitespace and map Unicode digits, as float() does.
    std::string text;
    {
        std::u32string codePoints;
        const char* p = utf8.data();
        const char* end = p + utf8.size();
        while (p < end) {
            char32_t cp = 0;
            int used = unicode::decodeUtf8(p, end, cp);
            if (used <= 0) return raiseMalformed();
            codePoints.push_back(cp);
            p += used;
        }
        for (char32_t cp : codePoints) {
            if (cp < 0x80) {
                text += static_cast<char>(cp);
            } else if (unicode::isSpace(cp)) {
                text += ' ';
            } else if (unicode::decimalValue(cp) >= 0) {
                text += static_cast<char>('0' + unicode::decimalValue(cp));
            } else {
                return raiseMalformed();
            }
        }
    }
    for (size_t k = 0; k < text.size(); ++k) {
        if (text[k] != '_') continue;
        bool digitBefore = k > 0 && text[k - 1] >= '0' && text[k - 1] <= '9';
        bool digitAfter = k + 1 < text.size() && text[k + 1] >= '0' && text[k + 1] <= '9';
        if (!digitBefore || !digitAfter) gMisplacedUnderscore = true;
    }
    auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    size_t begin = 0;
    size_t stop = text.size();
    while (begin < stop && space(text[begin]))
        ++begin;
    while (stop > begin && space(text[stop - 1]))
        --stop;
    if (stop - begin >= 2 && text[begin] == '(' && text[stop - 1] == ')') {
        ++begin;
        --stop;
        while (begin < stop && space(text[begin]))
            ++begin;
        while (stop > begin && space(text[stop - 1]))
            --stop;
    }
    std::string body = text.substr(begin, stop - begin);
    if (body.empty()) return raiseMalformed();
    size_t i = 0;
    auto readSign = [&]() {
        if (i < body.size() && (body[i] == '+' || body[i] == '-'))
            return body[i++] == '-' ? -1.0 : 1.0;
        return 1.0;
    };
    double real = 0.0;
    double imag = 0.0;
    double sign = readSign();
    double first;
    if (scanReal(body, i, first)) {
        if (i < body.size() && (body[i] == 'j' || body[i] == 'J')) {
            imag = sign * first;
            ++i;
        } else {
            real = sign * first;
            if (i < body.size() && (body[i] == '+' || body[i] == '-')) {
                double secondSign = readSign();
                double second = 1.0;
                if (!scanReal(body, i, second)) second = 1.0;
                if (i >= body.size() || (body[i] != 'j' && body[i] != 'J')) return raiseMalformed();
                ++i;
                imag = secondSign * second;
            }
        }
    } else if (i < body.size() && (body[i] == 'j' || body[i] == 'J')) {
        imag = sign;
        ++i;
    } else {
        return raiseMalformed();
    }
    if (i != body.size()) return raiseMalformed();
    return complexFromDoubles(real, imag);
}

// The complex value of a constructor argument: a complex, an object with
// __complex__, or a real number.
bool readComplexArgument(Value v, bool first, ComplexValue& out, bool& wasComplex) {
    wasComplex = true;
    if (isComplex(v)) {
        out = {asComplex(v)->real, asComplex(v)->imag};
        return true;
    }
    Ref method = getAttrOptional(v, internStr("__complex__"));
    if (method) {
        Ref result = callNoArgs(method.get());
        if (!result) return false;
        if (!isComplex(result.get())) {
            raise(gTypeError, "__complex__ returned non-complex (type %s)", typeName(result.get()));
            return false;
        }
        out = {asComplex(result.get())->real, asComplex(result.get())->imag};
        return true;
    }
    if (hasPendingException()) return false;
    wasComplex = false;
    Type* type = typeOf(v);
    if (!isFloat(v) && !isInt(v) && type->toFloat == nullptr && type->index == nullptr) {
        if (first) {
            raise(gTypeError, "complex() first argument must be a string or a number, not '%s'",
                  type->name);
        } else {
            raise(gTypeError, "complex() second argument must be a number, not '%s'", type->name);
        }
        return false;
    }
    out.imag = 0.0;
    return numberToDouble(v, out.real);
}

Ref complexNew(Type* type, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"real", "imag"};
    static const NativeSignature kSignature = {"complex", kNames, 2, 0, 2, 0};
    Value bound[2] = {};
    if (!bindArguments(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value realArg = bound[0];
    Value imagArg = bound[1];
    Ref result;
    if (!realArg.isNull() && isStr(realArg)) {
        if (!imagArg.isNull()) {
            return raise(gTypeError, "complex() can't take second arg if first is a string");
        }
        gComplexArgument = realArg;
        result = complexFromString(strUtf8(asStr(realArg)));
        gComplexArgument = Value();
    } else {
        if (!imagArg.isNull() && isStr(imagArg)) {
            return raise(gTypeError, "complex() second arg can't be a string");
        }
        ComplexValue real{0.0, 0.0};
        ComplexValue imag{0.0, 0.0};
        bool realIsComplex = false;
        bool imagIsComplex = false;
        if (!realArg.isNull() && !readComplexArgument(realArg, true, real, realIsComplex)) {
            return nullptr;
        }
        if (!imagArg.isNull() && !readComplexArgument(imagArg, false, imag, imagIsComplex)) {
            return nullptr;
        }
        if (imagArg.isNull() && !realArg.isNull() && type == &gComplexType &&
            isExactType(realArg, &gComplexType)) {
            return Ref::borrow(realArg);
        }
        // complex(a, b) = a + b*1j, but computed only where a part really
        // is complex: adding 0.0 would turn complex(0.0, -0.0)'s imaginary
        // -0.0 into 0.0, which CPython keeps.
        double realPart = real.real;
        double imagPart = imagArg.isNull() ? real.imag : imag.real;
        if (imagIsComplex) realPart -= imag.imag;
        if (realIsComplex && !imagArg.isNull()) imagPart += real.imag;
        result = complexFromDoubles(realPart, imagPart);
    }
    if (!result) return nullptr;
    if (type == &gComplexType) return result;
    Object* object = allocateObject(type);
    if (object == nullptr) return nullptr;
    static_cast<Complex*>(object)->real = asComplex(result.get())->real;
    static_cast<Complex*>(object)->imag = asComplex(result.get())->imag;
    return Ref::steal(Value::fromObject(object));
}

void complexDealloc(Object* self) {
    freeObjectMemory(self);
}

Ref complexConjugate(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("complex.conjugate", nargs, kwnames)) return nullptr;
    return complexFromDoubles(asComplex(self)->real, -asComplex(self)->imag);
}

Ref complexComplex(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("complex.__complex__", nargs, kwnames)) return nullptr;
    return complexPos(self);
}

Ref complexGetNewArgs(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!args::noArgs("complex.__getnewargs__", nargs, kwnames)) return nullptr;
    Ref real = floatFromDouble(asComplex(self)->real);
    Ref imag = floatFromDouble(asComplex(self)->imag);
    if (!real || !imag) return nullptr;
    Value items[2] = {real.get(), imag.get()};
    return tupleFromValues(items, 2);
}

Ref complexFormatMethod(Value self, const Value* argv, size_t nargs, Tuple* kwnames) {
    if (!args::positional("complex.__format__", nargs, kwnames, 1, 1)) return nullptr;
    if (!isStr(argv[0])) {
        return raise(gTypeError, "__format__() argument must be str, not %s",
                     argumentTypeName(argv[0]));
    }
    return formatComplex(self, asStr(argv[0]));
}

Ref complexGetReal(Value self) {
    return floatFromDouble(asComplex(self)->real);
}
Ref complexGetImag(Value self) {
    return floatFromDouble(asComplex(self)->imag);
}

const MethodDef kComplexMethods[] = {
    {"conjugate", complexConjugate, kMethodInstance,
     "Return the complex conjugate of its argument."},
    {"__complex__", complexComplex, kMethodInstance, "Convert this value to exact type complex."},
    {"__getnewargs__", complexGetNewArgs, kMethodInstance, nullptr},
    {"__format__", complexFormatMethod, kMethodInstance,
     "Convert to a string according to format_spec."},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kComplexGetSets[] = {
    {"real", complexGetReal, readOnlyMemberSet, "the real part of a complex number"},
    {"imag", complexGetImag, readOnlyMemberSet, "the imaginary part of a complex number"},
    {nullptr, nullptr, nullptr, nullptr},
};

} // namespace

bool readyComplexType() {
    Type* type = &gComplexType;
    type->newFn = complexNew;
    type->dealloc = complexDealloc;
    type->repr = complexRepr;
    type->hash = complexHash;
    type->compare = complexCompare;
    type->boolFn = complexBool;
    type->binary[static_cast<size_t>(BinaryOp::Add)] = complexAdd;
    type->binary[static_cast<size_t>(BinaryOp::Sub)] = complexSub;
    type->binary[static_cast<size_t>(BinaryOp::Mul)] = complexMul;
    type->binary[static_cast<size_t>(BinaryOp::TrueDiv)] = complexTrueDiv;
    type->binary[static_cast<size_t>(BinaryOp::Pow)] = complexPow;
    type->ternaryPow = complexTernaryPow;
    type->unary[static_cast<size_t>(UnaryOp::Neg)] = complexNeg;
    type->unary[static_cast<size_t>(UnaryOp::Pos)] = complexPos;
    type->unary[static_cast<size_t>(UnaryOp::Abs)] = complexAbs;
    typeAddMethods(type, kComplexMethods);
    typeAddGetSets(type, kComplexGetSets);
    return typeReady(type);
}

} // namespace taipan
