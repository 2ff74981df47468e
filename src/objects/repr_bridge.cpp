// Forwards numstr_util.h's reprtext functions to runtime/repr.h. This file
// must not include runtime/abstract.h: its function taipan::repr() and the
// namespace taipan::repr cannot both be declared in one translation unit.
#include "runtime/repr.h"

#include <string>
#include <string_view>

namespace taipan::reprtext {

void appendStrRepr(std::string& out, std::string_view text) {
    repr::appendStrRepr(out, text);
}

void appendBytesRepr(std::string& out, std::string_view bytes) {
    repr::appendBytesRepr(out, bytes);
}

void appendFloatRepr(std::string& out, double value) {
    repr::appendFloatRepr(out, value);
}

void appendComplexRepr(std::string& out, double real, double imag) {
    repr::appendComplexRepr(out, real, imag);
}

} // namespace taipan::reprtext
