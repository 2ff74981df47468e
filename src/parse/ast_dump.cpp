// ast.dump() for Taipan's AST, byte-identical to CPython 3.13's
// ast.dump(tree) (annotate_fields=True, show_empty=False, no indent) and,
// with includeAttributes, to ast.dump(tree, include_attributes=True).
// Also the CPython names of node kinds and operator enumerations.
//
// Invariants:
//  - The per-kind code is generated from ast.def; nothing here lists a
//    node's fields by hand. How a field prints (and whether it is left out)
//    follows from its C++ type alone, through the value()/isAbsent()
//    overloads below, so a new field type fails to compile instead of
//    printing wrongly.
//  - A field is left out exactly when CPython leaves it out: its value is
//    None (null pointer, empty Identifier) or [] (empty List). Integers,
//    enumerations and constants always print, which is why Constant.value
//    and MatchSingleton.value show even when they hold None.
//  - No recursion: however deep the tree, dumping uses heap memory
//    proportional to depth plus width, never the C++ stack.
#include "parse/ast_dump.h"

#include "runtime/repr.h"

#include <charconv>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace taipan::parse {

namespace ast {

std::string_view kindName(Kind kind) {
    // CPython's class names differ from the C++ struct names where a name
    // would clash in C++ (Expr, List) and for the product types, which
    // CPython spells in lower case.
    switch (kind) {
    case Kind::ExprStmt:
        return "Expr";
    case Kind::ListExpr:
        return "List";
    case Kind::Comprehension:
        return "comprehension";
    case Kind::Arguments:
        return "arguments";
    case Kind::Arg:
        return "arg";
    case Kind::Keyword:
        return "keyword";
    case Kind::Alias:
        return "alias";
    case Kind::WithItem:
        return "withitem";
    case Kind::MatchCase:
        return "match_case";
    default:
        break;
    }
    static constexpr std::string_view kNames[] = {
#define TAIPAN_AST_NODE(name, base, fields) #name,
#include "parse/ast.def"
#undef TAIPAN_AST_NODE
    };
    return kNames[static_cast<size_t>(kind)];
}

std::string_view exprContextName(ExprContext value) {
    static constexpr std::string_view kNames[] = {"Load", "Store", "Del"};
    return kNames[static_cast<size_t>(value)];
}

std::string_view boolOpName(BoolOpKind value) {
    static constexpr std::string_view kNames[] = {"And", "Or"};
    return kNames[static_cast<size_t>(value)];
}

std::string_view operatorName(OperatorKind value) {
    static constexpr std::string_view kNames[] = {"Add",    "Sub",    "Mult",    "MatMult", "Div",
                                                  "Mod",    "Pow",    "LShift",  "RShift",  "BitOr",
                                                  "BitXor", "BitAnd", "FloorDiv"};
    return kNames[static_cast<size_t>(value)];
}

std::string_view unaryOpName(UnaryOpKind value) {
    static constexpr std::string_view kNames[] = {"Invert", "Not", "UAdd", "USub"};
    return kNames[static_cast<size_t>(value)];
}

std::string_view cmpOpName(CmpOpKind value) {
    static constexpr std::string_view kNames[] = {"Eq",  "NotEq", "Lt",    "LtE", "Gt",
                                                  "GtE", "Is",    "IsNot", "In",  "NotIn"};
    return kNames[static_cast<size_t>(value)];
}

} // namespace ast

namespace {

using namespace ast;

// CPython gives lineno/col_offset/end_lineno/end_col_offset to the sum types
// stmt, expr, pattern, type_param and excepthandler, and to the product types
// arg, keyword and alias; mod and the other product types have none.
template <class T>
constexpr bool kHasPositionAttributes =
    std::is_base_of_v<Stmt, T> || std::is_base_of_v<Expr, T> || std::is_base_of_v<Pattern, T> ||
    std::is_base_of_v<TypeParam, T> || std::is_same_v<T, ExceptHandler> || std::is_same_v<T, Arg> ||
    std::is_same_v<T, Keyword> || std::is_same_v<T, Alias>;

// One piece of output still to be written. Dumping is iterative: nodes are
// expanded into pieces on an explicit stack instead of by recursion, so a
// tree as deep as the parser allows (CPython accepts ~10,000 levels, e.g. a
// long `a + b + ...` chain) cannot overflow the C++ stack, sanitizers or not.
struct Piece {
    enum class Tag : uint8_t {
        Text,     // `text` as it is
        Nullary,  // `text` followed by "()": an operator or context, e.g. Load()
        Node,     // the node at `pointer` (null prints None)
        Str,      // repr() of the string `text`
        Int,      // `number` in decimal
        Constant, // repr() of the ConstantValue at `pointer`
    };
    Tag tag;
    std::string_view text;
    const void* pointer = nullptr;
    int64_t number = 0;
};

class Dumper {
  public:
    explicit Dumper(bool includeAttributes) : includeAttributes_(includeAttributes) {}

    std::string run(const Node* root) {
        stack_.push_back(Piece{Piece::Tag::Node, {}, root});
        while (!stack_.empty()) {
            Piece piece = stack_.back();
            stack_.pop_back();
            if (piece.tag == Piece::Tag::Node) {
                expand(static_cast<const Node*>(piece.pointer));
            } else {
                write(piece);
            }
        }
        return std::move(out_);
    }

  private:
    // ---- Whether a field is None or [] (left out by ast.dump) --------------
    static bool isAbsent(const Node* node) { return node == nullptr; }
    template <class T> static bool isAbsent(const List<T>& list) { return list.empty(); }
    static bool isAbsent(Identifier text) { return text.empty(); }
    static bool isAbsent(int32_t) { return false; }
    static bool isAbsent(ExprContext) { return false; }
    static bool isAbsent(BoolOpKind) { return false; }
    static bool isAbsent(OperatorKind) { return false; }
    static bool isAbsent(UnaryOpKind) { return false; }
    static bool isAbsent(CmpOpKind) { return false; }
    static bool isAbsent(const ConstantValue&) { return false; }

    // ---- How a value prints ------------------------------------------------
    void value(const Node* node) { emit(Piece{Piece::Tag::Node, {}, node}); }
    template <class T> void value(const List<T>& list) {
        emit(text("["));
        for (uint32_t i = 0; i < list.size; ++i) {
            if (i > 0) emit(text(", "));
            value(list[i]);
        }
        emit(text("]"));
    }
    void value(Identifier name) { emit(Piece{Piece::Tag::Str, name}); }
    void value(int32_t number) { emit(integer(number)); }
    // The enumerations are AST node classes without fields in CPython.
    void value(ExprContext v) { emit(Piece{Piece::Tag::Nullary, exprContextName(v)}); }
    void value(BoolOpKind v) { emit(Piece{Piece::Tag::Nullary, boolOpName(v)}); }
    void value(OperatorKind v) { emit(Piece{Piece::Tag::Nullary, operatorName(v)}); }
    void value(UnaryOpKind v) { emit(Piece{Piece::Tag::Nullary, unaryOpName(v)}); }
    void value(CmpOpKind v) { emit(Piece{Piece::Tag::Nullary, cmpOpName(v)}); }
    void value(const ConstantValue& constant) { emit(Piece{Piece::Tag::Constant, {}, &constant}); }

  private:
    static Piece text(std::string_view literal) { return Piece{Piece::Tag::Text, literal}; }
    static Piece integer(int64_t number) { return Piece{Piece::Tag::Int, {}, nullptr, number}; }

    // Writes "Kind(" now and queues the fields and ")" so that they are
    // written before anything already on the stack (the node's later
    // siblings and its parent's closing text).
    void expand(const Node* node) {
        if (node == nullptr) {
            out_ += "None";
            return;
        }
        out_ += kindName(node->kind);
        out_ += '(';
        bool first = true;
        switch (node->kind) {
#define TAIPAN_AST_FIELD(type, name) field(first, #name "=", ", " #name "=", typed->name);
#define TAIPAN_AST_NODE(nodeName, base, fields)                                                    \
    case Kind::nodeName: {                                                                         \
        const auto* typed = static_cast<const nodeName*>(node);                                    \
        fields attributes(first, *typed);                                                          \
        break;                                                                                     \
    }
#include "parse/ast.def"
#undef TAIPAN_AST_NODE
#undef TAIPAN_AST_FIELD
        }
        emit(text(")"));
        stack_.insert(stack_.end(), pending_.rbegin(), pending_.rend());
        pending_.clear();
    }

    // Output in order: a piece is written at once while nothing of the
    // current node waits before it, so a node whose fields are all leaves
    // never touches the stack; after the first child node, pieces queue.
    void emit(const Piece& piece) {
        if (pending_.empty() && piece.tag != Piece::Tag::Node) {
            write(piece);
        } else {
            pending_.push_back(piece);
        }
    }

    // Queues ", name=value" (no comma before the first argument), or
    // nothing when ast.dump would leave the field out.
    template <class T>
    void field(bool& first, std::string_view firstLabel, std::string_view laterLabel,
               const T& fieldValue) {
        if (isAbsent(fieldValue)) return;
        emit(text(first ? firstLabel : laterLabel));
        first = false;
        value(fieldValue);
    }

    template <class T> void attributes(bool& first, const T& node) {
        if constexpr (kHasPositionAttributes<T>) {
            if (!includeAttributes_) return;
            emit(text(first ? "lineno=" : ", lineno="));
            emit(integer(node.pos.lineno));
            emit(text(", col_offset="));
            emit(integer(node.pos.colOffset));
            emit(text(", end_lineno="));
            emit(integer(node.pos.endLineno));
            emit(text(", end_col_offset="));
            emit(integer(node.pos.endColOffset));
            first = false;
        }
    }

    void write(const Piece& piece) {
        switch (piece.tag) {
        case Piece::Tag::Text:
            out_ += piece.text;
            return;
        case Piece::Tag::Nullary:
            out_ += piece.text;
            out_ += "()";
            return;
        case Piece::Tag::Str:
            repr::appendStrRepr(out_, piece.text);
            return;
        case Piece::Tag::Int: {
            char buffer[24];
            auto result = std::to_chars(buffer, buffer + sizeof buffer, piece.number);
            out_.append(buffer, result.ptr);
            return;
        }
        case Piece::Tag::Constant:
            writeConstant(*static_cast<const ConstantValue*>(piece.pointer));
            return;
        case Piece::Tag::Node:
            break; // expanded by run(), never written
        }
    }

    void writeConstant(const ConstantValue& constant) {
        using ValueKind = ConstantValue::Kind;
        switch (constant.kind) {
        case ValueKind::None:
            out_ += "None";
            return;
        case ValueKind::True:
            out_ += "True";
            return;
        case ValueKind::False:
            out_ += "False";
            return;
        case ValueKind::Ellipsis:
            out_ += "Ellipsis";
            return;
        case ValueKind::Int:
            write(integer(constant.intValue));
            return;
        case ValueKind::BigInt:
            out_ += constant.text;
            return;
        case ValueKind::Float:
            repr::appendFloatRepr(out_, constant.floatValue);
            return;
        case ValueKind::Complex:
            repr::appendComplexRepr(out_, 0.0, constant.floatValue);
            return;
        case ValueKind::Str:
            repr::appendStrRepr(out_, constant.text);
            return;
        case ValueKind::Bytes:
            repr::appendBytesRepr(out_, constant.text);
            return;
        }
    }

    std::string out_;
    std::vector<Piece> stack_;   // pieces still to write, the next one last
    std::vector<Piece> pending_; // the node being expanded: its pieces, in order
    bool includeAttributes_;
};

} // namespace

std::string dumpAst(const ast::Node* node, bool includeAttributes) {
    return Dumper(includeAttributes).run(node);
}

} // namespace taipan::parse
