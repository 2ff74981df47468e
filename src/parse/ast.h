// The abstract syntax tree, with CPython 3.13's node kinds and field names
// (see ast.def, the one table they are generated from).
//
// Invariants:
//  - Every node lives in a parse::Arena and is trivially destructible.
//  - Every node carries a Position. Nodes that CPython gives no position
//    (arguments, comprehension, withitem, match_case) leave it zero.
//  - Lines are 1-based; columns are 0-based UTF-8 byte offsets, as in
//    CPython's ast (col_offset / end_col_offset).
//  - Identifiers are NFKC-normalized UTF-8. String constants are UTF-8 in
//    which lone surrogates (from "\ud800" escapes) are kept as their 3-byte
//    generalized-UTF-8 form, so every Python str value is representable.
#pragma once

#include <cstdint>
#include <string_view>

namespace taipan::parse::ast {

// An arena-owned array. Zero-initialized means empty.
template <class T> struct List {
    T* items = nullptr;
    uint32_t size = 0;

    T* begin() const { return items; }
    T* end() const { return items + size; }
    bool empty() const { return size == 0; }
    T& operator[](uint32_t i) const { return items[i]; }
};

// An identifier or optional string; empty (size 0) means absent.
using Identifier = std::string_view;

// The small enumerations ast.dump prints as nullary calls, e.g. `Load()`.
enum class ExprContext : uint8_t { Load, Store, Del };
enum class BoolOpKind : uint8_t { And, Or };
enum class OperatorKind : uint8_t {
    Add, Sub, Mult, MatMult, Div, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd, FloorDiv
};
enum class UnaryOpKind : uint8_t { Invert, Not, UAdd, USub };
enum class CmpOpKind : uint8_t { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };

std::string_view exprContextName(ExprContext value);
std::string_view boolOpName(BoolOpKind value);
std::string_view operatorName(OperatorKind value);
std::string_view unaryOpName(UnaryOpKind value);
std::string_view cmpOpName(CmpOpKind value);

// The value of a Constant (or MatchSingleton) node.
struct ConstantValue {
    enum class Kind : uint8_t {
        None, True, False, Ellipsis,
        Int,     // intValue
        BigInt,  // text: decimal digits (with a leading '-' never: literals are non-negative)
        Float,   // floatValue
        Complex, // floatValue is the imaginary part; the real part is 0
        Str,     // text: generalized UTF-8 (see the file comment)
        Bytes,   // text: raw bytes
    };
    Kind kind = Kind::None;
    int64_t intValue = 0;
    double floatValue = 0.0;
    std::string_view text;
};

enum class Kind : uint8_t {
#define TAIPAN_AST_NODE(name, base, fields) name,
#include "parse/ast.def"
#undef TAIPAN_AST_NODE
};

// CPython's class name for a kind ("Expr" for ExprStmt, "List" for ListExpr,
// "arguments" for Arguments, ...).
std::string_view kindName(Kind kind);

struct Position {
    int32_t lineno = 0;
    int32_t colOffset = 0;
    int32_t endLineno = 0;
    int32_t endColOffset = 0;
};

struct Node {
    Kind kind;
    Position pos;
};

// Bases for the sum types, so a field's C++ type says what may go there.
struct Mod : Node {};
struct Stmt : Node {};
struct Expr : Node {};
struct Pattern : Node {};
struct TypeParam : Node {};

// Forward declarations, so fields can name any node type.
#define TAIPAN_AST_NODE(name, base, fields) struct name;
#include "parse/ast.def"
#undef TAIPAN_AST_NODE

#define TAIPAN_AST_FIELD(type, name) type name;
#define TAIPAN_AST_NODE(nodeName, base, fields)                                                    \
    struct nodeName : base {                                                                       \
        static constexpr Kind kKind = Kind::nodeName;                                              \
        fields                                                                                     \
    };
#include "parse/ast.def"
#undef TAIPAN_AST_NODE
#undef TAIPAN_AST_FIELD

// Checked downcast: returns null when `node` is not a T.
template <class T> T* as(Node* node) {
    return node && node->kind == T::kKind ? static_cast<T*>(node) : nullptr;
}
template <class T> const T* as(const Node* node) {
    return node && node->kind == T::kKind ? static_cast<const T*>(node) : nullptr;
}

} // namespace taipan::parse::ast
