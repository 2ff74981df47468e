// The helpers behind CALL_INTRINSIC_1 and CALL_INTRINSIC_2: operations the
// compiler needs once in a while and that do not deserve an opcode of their
// own. The numbering is CPython 3.13's, so a disassembly of Taipan's code
// reads like CPython's (`CALL_INTRINSIC_1 3 (INTRINSIC_STOPITERATION_ERROR)`).
//
// Invariant: the enumerators below and the name tables in vm/intrinsics.cpp
// stay in step (both are generated from the X-macro lists here).
#pragma once

#include "objects/object.h"

#include <cstdint>
#include <string_view>

namespace taipan::vm {

// X(Name, value): what the intrinsic does.
#define TAIPAN_INTRINSICS_1(X)                                                                     \
    /* Never emitted. */                                                                           \
    X(INTRINSIC_1_INVALID, 0)                                                                      \
    /* Interactive mode: prints repr(top) unless it is None and sets builtins._. */                \
    X(INTRINSIC_PRINT, 1)                                                                          \
    /* from module import *: copies the public names of top into the frame's locals. */            \
    X(INTRINSIC_IMPORT_STAR, 2)                                                                    \
    /* In a generator's implicit handler: StopIteration (or StopAsyncIteration) escaping           \
       the body becomes RuntimeError("generator raised StopIteration"), PEP 479. The               \
       argument is the exception; the result is re-raised by the RERAISE that follows. */          \
    X(INTRINSIC_STOPITERATION_ERROR, 3)                                                            \
    /* Async generators (later issue). */                                                          \
    X(INTRINSIC_ASYNC_GEN_WRAP, 4)                                                                 \
    /* +top */                                                                                     \
    X(INTRINSIC_UNARY_POSITIVE, 5)                                                                 \
    /* tuple(top) for a list built by a starred display: (*a, *b). */                              \
    X(INTRINSIC_LIST_TO_TUPLE, 6)                                                                  \
    /* PEP 695 helpers (later issue). */                                                           \
    X(INTRINSIC_TYPEVAR, 7)                                                                        \
    X(INTRINSIC_PARAMSPEC, 8)                                                                      \
    X(INTRINSIC_TYPEVARTUPLE, 9)                                                                   \
    X(INTRINSIC_SUBSCRIPT_GENERIC, 10)                                                             \
    X(INTRINSIC_TYPEALIAS, 11)

#define TAIPAN_INTRINSICS_2(X)                                                                     \
    X(INTRINSIC_2_INVALID, 0)                                                                      \
    /* except*: combines the exceptions raised in the handlers with the unhandled rest             \
       (second: the original group, top: the list of raised/reraised exceptions). */               \
    X(INTRINSIC_PREP_RERAISE_STAR, 1)                                                              \
    /* PEP 695 helpers (later issue). */                                                           \
    X(INTRINSIC_TYPEVAR_WITH_BOUND, 2)                                                             \
    X(INTRINSIC_TYPEVAR_WITH_CONSTRAINTS, 3)                                                       \
    X(INTRINSIC_SET_FUNCTION_TYPE_PARAMS, 4)                                                       \
    X(INTRINSIC_SET_TYPEPARAM_DEFAULT, 5)

enum class Intrinsic1 : uint8_t {
#define TAIPAN_ENUM(name, value) name = value,
    TAIPAN_INTRINSICS_1(TAIPAN_ENUM)
#undef TAIPAN_ENUM
        Count
};

enum class Intrinsic2 : uint8_t {
#define TAIPAN_ENUM(name, value) name = value,
    TAIPAN_INTRINSICS_2(TAIPAN_ENUM)
#undef TAIPAN_ENUM
        Count
};

// "INTRINSIC_STOPITERATION_ERROR", or "" for an out-of-range value (the
// disassembler shows these).
std::string_view intrinsic1Name(int oparg);
std::string_view intrinsic2Name(int oparg);

// Runs an intrinsic; null with an exception pending on failure. The frame
// (for IMPORT_STAR's locals) is the innermost running one.
Ref callIntrinsic1(int oparg, Value argument);
Ref callIntrinsic2(int oparg, Value first, Value second);

// CONVERT_VALUE's argument: which conversion an f-string field asks for.
enum class Conversion : uint8_t { None = 0, Str = 1, Repr = 2, Ascii = 3 };

// SET_FUNCTION_ATTRIBUTE's argument: which attribute the value on the stack is.
enum FunctionAttributeFlag : uint8_t {
    kFunctionDefaults = 0x01,
    kFunctionKwDefaults = 0x02,
    kFunctionAnnotations = 0x04,
    kFunctionClosure = 0x08,
};

// COMPARE_OP's argument: (CompareOp << 5) | (to-bool flag).
constexpr int kCompareOpShift = 5;
constexpr int kCompareToBoolFlag = 16;

// RESUME's argument.
enum ResumeKind : uint8_t {
    kResumeAtFunctionStart = 0,
    kResumeAfterYield = 1,
    kResumeAfterYieldFrom = 2,
    kResumeAfterAwait = 3,
};
// RESUME's flag for a resumption point where only the generator's own
// outermost handler is active (the compiler sets it): close() can finish
// such a generator without running it, since no `finally` or `except`
// of the program could see the GeneratorExit (as CPython 3.13 does).
constexpr int kResumeDepth1Mask = 4;

} // namespace taipan::vm
