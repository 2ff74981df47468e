// Helpers shared by the number and string types (int.cpp, float.cpp,
// complex.cpp, str.cpp, bytes.cpp, format.cpp): RAII around GMP integers, a
// no-copy view of any int as a GMP integer, and the argument checks of
// CPython's native methods whose messages differ by calling convention.
//
// Invariants: nothing here owns Python references except where a Ref is
// returned; the views borrow and must not outlive the value they view.
#pragma once

#include "objects/int.h"
#include "objects/str.h"
#include "runtime/errors.h"

#include <gmp.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace taipan {

// An mpz_t that clears itself.
class Mpz {
  public:
    Mpz() { mpz_init(value_); }
    explicit Mpz(int64_t v) { mpz_init_set_si(value_, v); }
    explicit Mpz(mpz_srcptr v) { mpz_init_set(value_, v); }
    ~Mpz() { mpz_clear(value_); }
    Mpz(const Mpz&) = delete;
    Mpz& operator=(const Mpz&) = delete;
    mpz_ptr get() { return value_; }
    mpz_srcptr get() const { return value_; }
    operator mpz_ptr() { return value_; }
    operator mpz_srcptr() const { return value_; }
    // For GMP's macros (mpz_sgn, mpz_odd_p), which dereference their argument.
    mpz_srcptr operator->() const { return value_; }

  private:
    mpz_t value_;
};

// Any int (small, heap, bool, subclass) seen as a read-only GMP integer.
// Small ints use a one-limb read-only view, so nothing is allocated.
class IntView {
  public:
    explicit IntView(Value v) {
        if (v.isSmallInt()) {
            int64_t small = v.smallInt();
            limb_ = static_cast<mp_limb_t>(small < 0 ? -static_cast<uint64_t>(small)
                                                     : static_cast<uint64_t>(small));
            int size = small == 0 ? 0 : (small < 0 ? -1 : 1);
            ptr_ = mpz_roinit_n(view_, &limb_, size);
        } else {
            ptr_ = static_cast<Int*>(v.object())->value;
        }
    }
    IntView(const IntView&) = delete;
    IntView& operator=(const IntView&) = delete;
    mpz_srcptr get() const { return ptr_; }
    operator mpz_srcptr() const { return ptr_; }
    mpz_srcptr operator->() const { return ptr_; }

  private:
    mp_limb_t limb_ = 0;
    mpz_t view_;
    mpz_srcptr ptr_;
};

// Forwarders to runtime/repr.h. That header's namespace taipan::repr
// cannot be declared in a translation unit that also sees the protocol
// function taipan::repr() of runtime/abstract.h, so the object files reach
// it through these (defined in objects/repr_bridge.cpp).
namespace reprtext {
void appendStrRepr(std::string& out, std::string_view text);
void appendBytesRepr(std::string& out, std::string_view bytes);
void appendFloatRepr(std::string& out, double value);
void appendComplexRepr(std::string& out, double real, double imag);
} // namespace reprtext

// Appends the decimal digits of an int ('-' first when negative); false
// with ValueError pending when the int-to-str digit limit forbids it.
// (Defined in int.cpp; format.cpp lays the digits out.)
bool appendIntDecimal(std::string& out, Value v);

// The hash of a byte string (str of kind 1 and bytes share it, so equal
// texts hash equal, as in CPython). 0 for the empty string.
uint64_t hashBytes(const void* data, size_t size);

// Codec lookup shared by str.encode and bytes.decode: an id for a codec
// name (aliases and spelling variants accepted), its canonical name for
// messages, and the id of unknown names.
int codecFromName(const char* name);
const char* codecCanonicalName(int codec);
constexpr int kCodecUtf8 = 0;
constexpr int kCodecAscii = 1;
constexpr int kCodecLatin1 = 2;
constexpr int kCodecUtf16 = 3;
constexpr int kCodecUtf16Le = 4;
constexpr int kCodecUtf16Be = 5;
constexpr int kCodecUtf32 = 6;
constexpr int kCodecUtf32Le = 7;
constexpr int kCodecUtf32Be = 8;
constexpr int kCodecCp1252 = 9;
constexpr int kCodecUnknown = 10;
// Windows-1252's characters for the bytes 0x80..0x9F (0: undefined); the
// other bytes are Latin-1.
extern const char16_t kCp1252High[32];

// The type name CPython's messages show for a value.
inline const char* typeName(Value v) {
    return typeOf(v)->name;
}
// The name Argument Clinic's "argument N must be T, not X" messages show:
// "None" for None, the type name otherwise.
inline const char* argumentTypeName(Value v) {
    return v.is(noneValue()) ? "None" : typeOf(v)->name;
}

// A new str from UTF-8 held in a std::string (ASCII fast path).
Ref strFromStdString(const std::string& text);

namespace args {

// METH_NOARGS: "str.upper() takes no arguments (1 given)".
[[nodiscard]] bool noArgs(const char* qualifiedName, size_t nargs, Tuple* kwnames);
// METH_O: "str.join() takes exactly one argument (0 given)".
[[nodiscard]] bool oneArg(const char* qualifiedName, size_t nargs, Tuple* kwnames);
// Positional-only with a range, as Argument Clinic checks them: "find
// expected at least 1 argument, got 0", "strip expected at most 1
// argument, got 2", and "find() takes no keyword arguments".
[[nodiscard]] bool positional(const char* name, size_t nargs, Tuple* kwnames, size_t min,
                              size_t max);
// The number of keyword arguments in kwnames (0 when null).
int64_t keywordCount(Tuple* kwnames);

} // namespace args

} // namespace taipan
