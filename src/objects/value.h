// Value: every Python value in one machine word, and Ref: an owned one.
//
// Layout of Value::bits (64-bit targets only):
//
//     bits == 0                      null: "no value", the error sentinel
//     ........ ........ .......1     a small int: the integer is bits >> 1
//                                    (arithmetic shift), range [-2^62, 2^62)
//     ........ ........ .....000     a pointer to an Object (8-byte aligned)
//
// Small ints are the common case of Python arithmetic and indexing; keeping
// them out of the heap means no allocation and no reference counting for
// them. Every other value, None/True/False included, is a heap Object with a
// header (object.h). An int outside the small range is a heap Int backed by
// GMP (objects/int.h); the two representations never overlap: a heap Int
// always holds a value outside the small range, so equal ints have equal
// representations.
//
// Reference counting: a Value is a *borrowed* reference (no count held).
// A Ref (objects/object.h) owns one reference and releases it when destroyed. Functions that
// return a new reference return Ref; functions that only look return Value.
// A null Value or Ref returned from a runtime function means "an exception
// is pending in the thread state" (runtime/errors.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

namespace taipan {

struct Object;

class Value {
  public:
    constexpr Value() = default;
    static constexpr Value null() { return Value(); }
    static Value fromObject(Object* object) { return Value(reinterpret_cast<uintptr_t>(object)); }
    static constexpr int64_t kSmallIntMin = -(int64_t(1) << 62);
    static constexpr int64_t kSmallIntMax = (int64_t(1) << 62) - 1;
    static constexpr bool fitsSmallInt(int64_t v) { return v >= kSmallIntMin && v <= kSmallIntMax; }
    // Precondition: fitsSmallInt(v).
    static constexpr Value fromSmallInt(int64_t v) {
        return Value((static_cast<uintptr_t>(v) << 1) | 1);
    }
    static constexpr Value fromBits(uintptr_t bits) { return Value(bits); }

    constexpr bool isNull() const { return bits_ == 0; }
    constexpr explicit operator bool() const { return bits_ != 0; }
    constexpr bool isSmallInt() const { return (bits_ & 1) != 0; }
    // Non-null and not a small int.
    constexpr bool isObject() const { return bits_ != 0 && (bits_ & 1) == 0; }
    constexpr int64_t smallInt() const { return static_cast<int64_t>(bits_) >> 1; }
    Object* object() const { return reinterpret_cast<Object*>(bits_); }
    constexpr uintptr_t bits() const { return bits_; }

    // Identity, as Python's `is` sees it.
    constexpr bool is(Value other) const { return bits_ == other.bits_; }
    constexpr bool operator==(const Value&) const = default;

  private:
    constexpr explicit Value(uintptr_t bits) : bits_(bits) {}
    uintptr_t bits_ = 0;
};

} // namespace taipan
