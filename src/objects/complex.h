// complex: enough of CPython's complex for imaginary literals and the
// arithmetic programs do with them (repr, +, -, *, /, **, ==, hash, abs,
// real/imag/conjugate, complex(real, imag), format).
#pragma once

#include "objects/builtins_types.h"

namespace taipan {

struct Complex : Object {
    double real;
    double imag;
};

Ref complexFromDoubles(double real, double imag);
inline bool isComplex(Value v) {
    return v.isObject() && isInstance(v, &gComplexType);
}
inline Complex* asComplex(Value v) {
    return static_cast<Complex*>(v.object());
}

// a ** b in complex arithmetic, with CPython's errors ("0.0 to a negative or
// complex power", "complex exponentiation"). float ** float uses it when a
// negative base meets a fractional exponent.
Ref complexPower(double aReal, double aImag, double bReal, double bImag);

} // namespace taipan
