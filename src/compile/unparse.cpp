// Expression unparsing for `from __future__ import annotations`: the text
// an annotation is stored as, exactly as CPython 3.13's compiler writes it
// (its ast_unparse.c, not the ast.unparse() module function: the two differ
// in places, e.g. infinity is written 1e309).
//
// Parentheses come from precedence: each expression is written at a level,
// and wraps itself in parentheses when it binds less tightly than the level
// asks for.
#include "compile/unparse.h"

#include "runtime/repr.h"

#include <cmath>
#include <string>

namespace taipan::compile {

namespace ast = parse::ast;

namespace {

enum Precedence {
    kTuple,
    kTest, // if-else, lambda
    kOr,
    kAnd,
    kNot,
    kCmp,
    kExpr,
    kBor = kExpr,
    kBxor,
    kBand,
    kShift,
    kArith,
    kTerm,
    kFactor,
    kPower,
    kAwait,
    kAtom,
};

class Unparser {
  public:
    std::string out;

    void expr(const ast::Expr* e, int level);

  private:
    void openIf(bool condition) {
        if (condition) out += "(";
    }
    void closeIf(bool condition) {
        if (condition) out += ")";
    }
    void constant(const ast::Constant* c);
    void fstringBody(const ast::List<ast::Expr*>& values, bool isFormatSpec, std::string& body);
    void fstringElement(const ast::Expr* e, bool isFormatSpec, std::string& body);
    void formattedValue(const ast::FormattedValue* f, std::string& body);
    void comprehensions(const ast::List<ast::Comprehension*>& generators);
    void arguments(const ast::Arguments* args);
    void arg(const ast::Arg* a);
};

// Python's repr of a float or complex, with infinities written 1e309 so the
// text evaluates back to the same value.
std::string replaceInf(std::string text) {
    std::string result;
    for (size_t i = 0; i < text.size();) {
        if (text.compare(i, 3, "inf") == 0) {
            result += "1e309";
            i += 3;
        } else {
            result += text[i++];
        }
    }
    return result;
}

void Unparser::constant(const ast::Constant* c) {
    using Kind = ast::ConstantValue::Kind;
    const ast::ConstantValue& v = c->value;
    if (v.kind == Kind::Ellipsis) {
        out += "...";
        return;
    }
    out += c->kind;
    switch (v.kind) {
    case Kind::None:
        out += "None";
        break;
    case Kind::True:
        out += "True";
        break;
    case Kind::False:
        out += "False";
        break;
    case Kind::Int:
        out += std::to_string(v.intValue);
        break;
    case Kind::BigInt:
        out += v.text;
        break;
    case Kind::Float: {
        std::string text;
        repr::appendFloatRepr(text, v.floatValue);
        out += std::isinf(v.floatValue) ? replaceInf(text) : text;
        break;
    }
    case Kind::Complex: {
        std::string text;
        repr::appendComplexRepr(text, 0.0, v.floatValue);
        out += replaceInf(text);
        break;
    }
    case Kind::Str:
        repr::appendStrRepr(out, v.text);
        break;
    case Kind::Bytes:
        repr::appendBytesRepr(out, v.text);
        break;
    case Kind::Ellipsis:
        break;
    }
}

void Unparser::arg(const ast::Arg* a) {
    out += a->arg;
    if (a->annotation) {
        out += ": ";
        expr(a->annotation, kTest);
    }
}

void Unparser::arguments(const ast::Arguments* args) {
    bool first = true;
    auto separator = [&] {
        if (!first) out += ", ";
        first = false;
    };
    uint32_t posonly = args->posonlyargs.size, count = args->args.size;
    int64_t defaults = args->defaults.size;
    for (uint32_t i = 0; i < posonly + count; ++i) {
        separator();
        arg(i < posonly ? args->posonlyargs[i] : args->args[i - posonly]);
        int64_t di = int64_t(i) - posonly - count + defaults;
        if (di >= 0) {
            out += "=";
            expr(args->defaults[uint32_t(di)], kTest);
        }
        if (posonly && i + 1 == posonly) out += ", /";
    }
    if (args->vararg || !args->kwonlyargs.empty()) {
        separator();
        out += "*";
        if (args->vararg) arg(args->vararg);
    }
    uint32_t kwonly = args->kwonlyargs.size;
    int64_t kwDefaults = args->kw_defaults.size;
    for (uint32_t i = 0; i < kwonly; ++i) {
        separator();
        arg(args->kwonlyargs[i]);
        int64_t di = int64_t(i) - kwonly + kwDefaults;
        if (di >= 0 && args->kw_defaults[uint32_t(di)]) {
            out += "=";
            expr(args->kw_defaults[uint32_t(di)], kTest);
        }
    }
    if (args->kwarg) {
        separator();
        out += "**";
        arg(args->kwarg);
    }
}

void Unparser::comprehensions(const ast::List<ast::Comprehension*>& generators) {
    for (const ast::Comprehension* g : generators) {
        out += g->is_async ? " async for " : " for ";
        expr(g->target, kTuple);
        out += " in ";
        expr(g->iter, kTest + 1);
        for (const ast::Expr* cond : g->ifs) {
            out += " if ";
            expr(cond, kTest + 1);
        }
    }
}

// Literal text of an f-string with braces doubled.
std::string escapeBraces(std::string_view text) {
    std::string out;
    for (char c : text) {
        out += c;
        if (c == '{' || c == '}') out += c;
    }
    return out;
}

void Unparser::fstringElement(const ast::Expr* e, bool isFormatSpec, std::string& body) {
    switch (e->kind) {
    case ast::Kind::Constant:
        body += escapeBraces(static_cast<const ast::Constant*>(e)->value.text);
        break;
    case ast::Kind::JoinedStr: {
        std::string inner;
        fstringBody(static_cast<const ast::JoinedStr*>(e)->values, isFormatSpec, inner);
        if (isFormatSpec) {
            body += inner;
        } else {
            body += "f";
            repr::appendStrRepr(body, inner);
        }
        break;
    }
    case ast::Kind::FormattedValue:
        formattedValue(static_cast<const ast::FormattedValue*>(e), body);
        break;
    default:
        break;
    }
}

void Unparser::fstringBody(const ast::List<ast::Expr*>& values, bool isFormatSpec,
                           std::string& body) {
    for (const ast::Expr* v : values)
        fstringElement(v, isFormatSpec, body);
}

void Unparser::formattedValue(const ast::FormattedValue* f, std::string& body) {
    Unparser inner;
    // Above kTest, so a lambda (with its ':') gets parentheses.
    inner.expr(f->value, kTest + 1);
    body += inner.out.rfind('{', 0) == 0 ? "{ " : "{";
    body += inner.out;
    if (f->conversion > 0) {
        body += "!";
        body += char(f->conversion);
    }
    if (f->format_spec) {
        body += ":";
        fstringElement(f->format_spec, true, body);
    }
    body += "}";
}

const char* binaryOperator(ast::OperatorKind op, int& precedence) {
    switch (op) {
    case ast::OperatorKind::Add:
        precedence = kArith;
        return " + ";
    case ast::OperatorKind::Sub:
        precedence = kArith;
        return " - ";
    case ast::OperatorKind::Mult:
        precedence = kTerm;
        return " * ";
    case ast::OperatorKind::MatMult:
        precedence = kTerm;
        return " @ ";
    case ast::OperatorKind::Div:
        precedence = kTerm;
        return " / ";
    case ast::OperatorKind::Mod:
        precedence = kTerm;
        return " % ";
    case ast::OperatorKind::FloorDiv:
        precedence = kTerm;
        return " // ";
    case ast::OperatorKind::LShift:
        precedence = kShift;
        return " << ";
    case ast::OperatorKind::RShift:
        precedence = kShift;
        return " >> ";
    case ast::OperatorKind::BitOr:
        precedence = kBor;
        return " | ";
    case ast::OperatorKind::BitXor:
        precedence = kBxor;
        return " ^ ";
    case ast::OperatorKind::BitAnd:
        precedence = kBand;
        return " & ";
    case ast::OperatorKind::Pow:
        precedence = kPower;
        return " ** ";
    }
    precedence = kAtom;
    return "?";
}

const char* compareOperator(ast::CmpOpKind op) {
    switch (op) {
    case ast::CmpOpKind::Eq:
        return " == ";
    case ast::CmpOpKind::NotEq:
        return " != ";
    case ast::CmpOpKind::Lt:
        return " < ";
    case ast::CmpOpKind::LtE:
        return " <= ";
    case ast::CmpOpKind::Gt:
        return " > ";
    case ast::CmpOpKind::GtE:
        return " >= ";
    case ast::CmpOpKind::Is:
        return " is ";
    case ast::CmpOpKind::IsNot:
        return " is not ";
    case ast::CmpOpKind::In:
        return " in ";
    case ast::CmpOpKind::NotIn:
        return " not in ";
    }
    return " ? ";
}

void Unparser::expr(const ast::Expr* e, int level) {
    switch (e->kind) {
    case ast::Kind::BoolOp: {
        auto* n = static_cast<const ast::BoolOp*>(e);
        int precedence = n->op == ast::BoolOpKind::And ? kAnd : kOr;
        openIf(level > precedence);
        for (uint32_t i = 0; i < n->values.size; ++i) {
            if (i) out += n->op == ast::BoolOpKind::And ? " and " : " or ";
            expr(n->values[i], precedence + 1);
        }
        closeIf(level > precedence);
        return;
    }
    case ast::Kind::BinOp: {
        auto* n = static_cast<const ast::BinOp*>(e);
        int precedence;
        const char* op = binaryOperator(n->op, precedence);
        bool rightAssociative = n->op == ast::OperatorKind::Pow;
        openIf(level > precedence);
        expr(n->left, precedence + (rightAssociative ? 1 : 0));
        out += op;
        expr(n->right, precedence + (rightAssociative ? 0 : 1));
        closeIf(level > precedence);
        return;
    }
    case ast::Kind::UnaryOp: {
        auto* n = static_cast<const ast::UnaryOp*>(e);
        int precedence = kFactor;
        const char* op = "";
        switch (n->op) {
        case ast::UnaryOpKind::Invert:
            op = "~";
            break;
        case ast::UnaryOpKind::Not:
            op = "not ";
            precedence = kNot;
            break;
        case ast::UnaryOpKind::UAdd:
            op = "+";
            break;
        case ast::UnaryOpKind::USub:
            op = "-";
            break;
        }
        openIf(level > precedence);
        out += op;
        expr(n->operand, precedence);
        closeIf(level > precedence);
        return;
    }
    case ast::Kind::Lambda: {
        auto* n = static_cast<const ast::Lambda*>(e);
        openIf(level > kTest);
        const ast::Arguments* args = n->args;
        bool hasArgs = !args->posonlyargs.empty() || !args->args.empty() || args->vararg ||
                       !args->kwonlyargs.empty() || args->kwarg;
        out += "lambda";
        if (hasArgs) {
            out += " ";
            arguments(args);
        }
        out += ": ";
        expr(n->body, kTest);
        closeIf(level > kTest);
        return;
    }
    case ast::Kind::IfExp: {
        auto* n = static_cast<const ast::IfExp*>(e);
        openIf(level > kTest);
        expr(n->body, kTest + 1);
        out += " if ";
        expr(n->test, kTest + 1);
        out += " else ";
        expr(n->orelse, kTest);
        closeIf(level > kTest);
        return;
    }
    case ast::Kind::Dict: {
        auto* n = static_cast<const ast::Dict*>(e);
        out += "{";
        for (uint32_t i = 0; i < n->values.size; ++i) {
            if (i) out += ", ";
            if (n->keys[i]) {
                expr(n->keys[i], kTest);
                out += ": ";
                expr(n->values[i], kTest);
            } else {
                out += "**";
                expr(n->values[i], kExpr);
            }
        }
        out += "}";
        return;
    }
    case ast::Kind::Set: {
        auto* n = static_cast<const ast::Set*>(e);
        out += "{";
        for (uint32_t i = 0; i < n->elts.size; ++i) {
            if (i) out += ", ";
            expr(n->elts[i], kTest);
        }
        out += "}";
        return;
    }
    case ast::Kind::GeneratorExp: {
        auto* n = static_cast<const ast::GeneratorExp*>(e);
        out += "(";
        expr(n->elt, kTest);
        comprehensions(n->generators);
        out += ")";
        return;
    }
    case ast::Kind::ListComp: {
        auto* n = static_cast<const ast::ListComp*>(e);
        out += "[";
        expr(n->elt, kTest);
        comprehensions(n->generators);
        out += "]";
        return;
    }
    case ast::Kind::SetComp: {
        auto* n = static_cast<const ast::SetComp*>(e);
        out += "{";
        expr(n->elt, kTest);
        comprehensions(n->generators);
        out += "}";
        return;
    }
    case ast::Kind::DictComp: {
        auto* n = static_cast<const ast::DictComp*>(e);
        out += "{";
        expr(n->key, kTest);
        out += ": ";
        expr(n->value, kTest);
        comprehensions(n->generators);
        out += "}";
        return;
    }
    case ast::Kind::Yield: {
        auto* n = static_cast<const ast::Yield*>(e);
        if (!n->value) {
            out += "(yield)";
            return;
        }
        out += "(yield ";
        expr(n->value, kTest);
        out += ")";
        return;
    }
    case ast::Kind::YieldFrom: {
        out += "(yield from ";
        expr(static_cast<const ast::YieldFrom*>(e)->value, kTest);
        out += ")";
        return;
    }
    case ast::Kind::Await: {
        openIf(level > kAwait);
        out += "await ";
        expr(static_cast<const ast::Await*>(e)->value, kAtom);
        closeIf(level > kAwait);
        return;
    }
    case ast::Kind::Compare: {
        auto* n = static_cast<const ast::Compare*>(e);
        openIf(level > kCmp);
        expr(n->left, kCmp + 1);
        for (uint32_t i = 0; i < n->ops.size; ++i) {
            out += compareOperator(n->ops[i]);
            expr(n->comparators[i], kCmp + 1);
        }
        closeIf(level > kCmp);
        return;
    }
    case ast::Kind::Call: {
        auto* n = static_cast<const ast::Call*>(e);
        expr(n->func, kAtom);
        if (n->args.size == 1 && n->keywords.empty() &&
            n->args[0]->kind == ast::Kind::GeneratorExp) {
            // f(x for x in y): the generator's own parentheses serve.
            expr(n->args[0], kTest);
            return;
        }
        out += "(";
        bool first = true;
        for (const ast::Expr* a : n->args) {
            if (!first) out += ", ";
            first = false;
            expr(a, kTest);
        }
        for (const ast::Keyword* k : n->keywords) {
            if (!first) out += ", ";
            first = false;
            if (k->arg.empty()) {
                out += "**";
            } else {
                out += k->arg;
                out += "=";
            }
            expr(k->value, kTest);
        }
        out += ")";
        return;
    }
    case ast::Kind::Constant:
        constant(static_cast<const ast::Constant*>(e));
        return;
    case ast::Kind::JoinedStr: {
        std::string body;
        fstringBody(static_cast<const ast::JoinedStr*>(e)->values, false, body);
        out += "f";
        repr::appendStrRepr(out, body);
        return;
    }
    case ast::Kind::FormattedValue:
        formattedValue(static_cast<const ast::FormattedValue*>(e), out);
        return;
    case ast::Kind::Attribute: {
        auto* n = static_cast<const ast::Attribute*>(e);
        expr(n->value, kAtom);
        // 1 .real: an int literal needs a space before the period.
        auto* c = ast::as<ast::Constant>(n->value);
        bool intLiteral = c && (c->value.kind == ast::ConstantValue::Kind::Int ||
                                c->value.kind == ast::ConstantValue::Kind::BigInt);
        out += intLiteral ? " ." : ".";
        out += n->attr;
        return;
    }
    case ast::Kind::Subscript: {
        auto* n = static_cast<const ast::Subscript*>(e);
        expr(n->value, kAtom);
        out += "[";
        expr(n->slice, kTuple);
        out += "]";
        return;
    }
    case ast::Kind::Starred:
        out += "*";
        expr(static_cast<const ast::Starred*>(e)->value, kExpr);
        return;
    case ast::Kind::Slice: {
        auto* n = static_cast<const ast::Slice*>(e);
        if (n->lower) expr(n->lower, kTest);
        out += ":";
        if (n->upper) expr(n->upper, kTest);
        if (n->step) {
            out += ":";
            expr(n->step, kTest);
        }
        return;
    }
    case ast::Kind::Name:
        out += static_cast<const ast::Name*>(e)->id;
        return;
    case ast::Kind::ListExpr: {
        auto* n = static_cast<const ast::ListExpr*>(e);
        out += "[";
        for (uint32_t i = 0; i < n->elts.size; ++i) {
            if (i) out += ", ";
            expr(n->elts[i], kTest);
        }
        out += "]";
        return;
    }
    case ast::Kind::Tuple: {
        auto* n = static_cast<const ast::Tuple*>(e);
        if (n->elts.empty()) {
            out += "()";
            return;
        }
        openIf(level > kTuple);
        for (uint32_t i = 0; i < n->elts.size; ++i) {
            if (i) out += ", ";
            expr(n->elts[i], kTest);
        }
        if (n->elts.size == 1) out += ",";
        closeIf(level > kTuple);
        return;
    }
    case ast::Kind::NamedExpr: {
        auto* n = static_cast<const ast::NamedExpr*>(e);
        openIf(level > kTuple);
        expr(n->target, kAtom);
        out += " := ";
        expr(n->value, kAtom);
        closeIf(level > kTuple);
        return;
    }
    default:
        return;
    }
}

} // namespace

std::string unparseAnnotation(const ast::Expr* e) {
    Unparser unparser;
    unparser.expr(e, kTest);
    return unparser.out;
}

} // namespace taipan::compile
