// The AST optimizer (see ast_opt.h): CPython 3.13's constant folding and
// small rewrites, with its limits, so co_consts and the instruction stream
// come out as CPython's.
//
// Traversal order follows CPython's optimizer (children before the node;
// statements in order), which matters only for which folds happen, since
// every fold is local. A fold that raises (1/0, "a" * "b") is simply not
// done: the exception is cleared and the expression stays for run time.
#include "compile/ast_opt.h"

#include "compile/constants.h"
#include "objects/bytes.h"
#include "objects/containers.h"
#include "objects/int.h"
#include "objects/str.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <gmp.h>
#include <string>

namespace taipan::compile {

namespace ast = parse::ast;

namespace {

// A new node of type T at `pos`. (Node::kind is set through the base:
// Constant has a field of its own named `kind`.)
template <class T> T* makeNode(parse::Arena& arena, const ast::Position& pos) {
    T* node = arena.make<T>();
    static_cast<ast::Node*>(node)->kind = T::kKind;
    node->pos = pos;
    return node;
}

} // namespace

// ---- ConstantValues --------------------------------------------------------------------

Ref ConstantValues::valueOf(const ast::Constant* node) {
    auto found = values_.find(node);
    if (found != values_.end()) return found->second;
    Ref value = constantFromLiteral(node->value);
    if (!value) return nullptr;
    values_.emplace(node, value);
    return value;
}

void ConstantValues::setFolded(const ast::Constant* node, Ref value) {
    values_[node] = std::move(value);
}

// ---- Limits --------------------------------------------------------------------------

namespace {

constexpr int64_t kMaxIntBits = 128;        // MAX_INT_SIZE
constexpr int64_t kMaxCollectionSize = 256; // MAX_COLLECTION_SIZE
constexpr int64_t kMaxStrSize = 4096;       // MAX_STR_SIZE
constexpr int64_t kMaxTotalItems = 1024;    // MAX_TOTAL_ITEMS

// Number of bits of |v| (0 for 0), as _PyLong_NumBits.
uint64_t intBits(Value v) {
    mpz_t n;
    mpz_init(n);
    intToMpz(v, n);
    uint64_t bits = mpz_sgn(n) == 0 ? 0 : mpz_sizeinbase(n, 2);
    mpz_clear(n);
    return bits;
}

bool isZero(Value v) {
    return intSign(v) == 0;
}

bool isTupleOrFrozenSet(Value v) {
    return isTuple(v) || (v.isObject() && isInstance(v, &gFrozenSetType));
}
bool isStrOrBytes(Value v) {
    return isStr(v) || isBytes(v);
}

int64_t sizeOf(Value v) {
    if (isTuple(v)) return asTuple(v)->size;
    if (isStr(v)) return asStr(v)->length;
    if (isBytes(v)) return asBytes(v)->size;
    return static_cast<Set*>(v.object())->size;
}

// Counts down `limit` by the items of nested tuples and frozensets; a
// negative result means "too complex to fold".
int64_t checkComplexity(Value v, int64_t limit) {
    if (isTuple(v)) {
        Tuple* tuple = asTuple(v);
        limit -= tuple->size;
        for (int64_t i = 0; limit >= 0 && i < tuple->size; ++i)
            limit = checkComplexity(tuple->items()[i], limit);
        return limit;
    }
    if (v.isObject() && isInstance(v, &gFrozenSetType)) {
        Set* set = static_cast<Set*>(v.object());
        limit -= set->size;
        int64_t position = 0;
        Value item;
        while (limit >= 0 && setNext(set, position, item))
            limit = checkComplexity(item, limit);
        return limit;
    }
    return limit;
}

// PyLong_AsLong: false when the int does not fit a C long.
bool asLong(Value v, int64_t& out) {
    return intToInt64(v, out);
}

Ref safeMultiply(Value v, Value w) {
    if (isInt(v) && isInt(w) && !isZero(v) && !isZero(w)) {
        if (intBits(v) + intBits(w) > uint64_t(kMaxIntBits)) return nullptr;
    } else if (isInt(v) && isTupleOrFrozenSet(w)) {
        int64_t size = sizeOf(w);
        if (size) {
            int64_t n;
            if (!asLong(v, n)) return nullptr;
            if (n < 0 || n > kMaxCollectionSize / size) return nullptr;
            if (n && checkComplexity(w, kMaxTotalItems / n) < 0) return nullptr;
        }
    } else if (isInt(v) && isStrOrBytes(w)) {
        int64_t size = sizeOf(w);
        if (size) {
            int64_t n;
            if (!asLong(v, n)) return nullptr;
            if (n < 0 || n > kMaxStrSize / size) return nullptr;
        }
    } else if (isInt(w) && (isTupleOrFrozenSet(v) || isStrOrBytes(v))) {
        return safeMultiply(w, v);
    }
    return binaryOp(v, w, BinaryOp::Mul);
}

Ref safePower(Value v, Value w) {
    if (isInt(v) && isInt(w) && !isZero(v) && intSign(w) > 0) {
        uint64_t vbits = intBits(v);
        int64_t wbits;
        if (!asLong(w, wbits)) return nullptr;
        if (vbits > uint64_t(kMaxIntBits / wbits)) return nullptr;
    }
    return powerOp(v, w, noneValue());
}

Ref safeLshift(Value v, Value w) {
    if (isInt(v) && isInt(w) && !isZero(v) && !isZero(w)) {
        uint64_t vbits = intBits(v);
        int64_t wbits;
        if (!asLong(w, wbits) || wbits < 0) return nullptr;
        if (wbits > kMaxIntBits || int64_t(vbits) > kMaxIntBits - wbits) return nullptr;
    }
    return binaryOp(v, w, BinaryOp::LShift);
}

Ref safeMod(Value v, Value w) {
    // %-formatting of str and bytes is left to run time (or to the
    // f-string rewrite).
    if (isStrOrBytes(v)) return nullptr;
    return binaryOp(v, w, BinaryOp::Mod);
}

bool hasStarred(const ast::List<ast::Expr*>& elts) {
    for (ast::Expr* e : elts)
        if (e->kind == ast::Kind::Starred) return true;
    return false;
}

bool isDocstring(ast::Stmt* s, ConstantValues& values) {
    auto* expr = ast::as<ast::ExprStmt>(s);
    if (!expr) return false;
    auto* constant = ast::as<ast::Constant>(expr->value);
    if (!constant) return false;
    Ref value = values.valueOf(constant);
    if (!value) {
        clearPendingException();
        return false;
    }
    return isExactStr(value.get());
}

} // namespace

// ---- The optimizer ---------------------------------------------------------------------

AstOptimizer::~AstOptimizer() {
    for (auto it = undoOps_.rbegin(); it != undoOps_.rend(); ++it)
        *it->first = it->second;
    for (auto it = undoPointers_.rbegin(); it != undoPointers_.rend(); ++it)
        *it->first = it->second;
}

void AstOptimizer::replace(Expr*& slot, Expr* replacement) {
    if (slot == replacement) return;
    undoPointers_.emplace_back(&slot, slot);
    slot = replacement;
}

Ref AstOptimizer::constantOf(Expr* e) {
    auto* constant = ast::as<ast::Constant>(e);
    if (!constant) return nullptr;
    Ref value = values_.valueOf(constant);
    if (!value) clearPendingException();
    return value;
}

ast::Expr* AstOptimizer::makeConstant(const ast::Position& pos, Ref value) {
    if (!value) {
        // CPython's make_const: a failed fold leaves the expression alone.
        clearPendingException();
        return nullptr;
    }
    auto* node = makeNode<ast::Constant>(arena_, pos);
    values_.setFolded(node, std::move(value));
    return node;
}

namespace {

constexpr int kDepthLimit = 10000; // CPython's C recursion limit for compilation

// Counts one level of nesting for the duration of a visit.
template <class E> struct DepthCount {
    int& depth;
    explicit DepthCount(int& d) : depth(d) {
        if (++depth > kDepthLimit) {
            --depth;
            throw E{};
        }
    }
    ~DepthCount() { --depth; }
    DepthCount(const DepthCount&) = delete;
    DepthCount& operator=(const DepthCount&) = delete;
};

} // namespace

bool AstOptimizer::optimize(ast::Mod* module) {
    try {
        optimizeModule(module);
    } catch (TooDeep&) {
        return false;
    }
    return true;
}

void AstOptimizer::optimizeModule(ast::Mod* module) {
    switch (module->kind) {
    case ast::Kind::Module:
        body(static_cast<ast::Module*>(module)->body);
        break;
    case ast::Kind::Interactive:
        stmts(static_cast<ast::Interactive*>(module)->body);
        break;
    case ast::Kind::Expression:
        expr(static_cast<ast::Expression*>(module)->body);
        break;
    default:
        break;
    }
}

// A body that had no docstring must not gain one by folding ("a" + "b" as
// the first statement): CPython wraps the folded string in an f-string.
void AstOptimizer::body(ast::List<Stmt*>& list) {
    bool hadDocstring = !list.empty() && isDocstring(list[0], values_);
    stmts(list);
    if (!hadDocstring && !list.empty() && isDocstring(list[0], values_)) {
        auto* first = static_cast<ast::ExprStmt*>(list[0]);
        auto* joined = makeNode<ast::JoinedStr>(arena_, first->pos);
        joined->values.items = arena_.makeArray<Expr*>(1);
        joined->values.items[0] = first->value;
        joined->values.size = 1;
        replace(first->value, joined);
    }
}

void AstOptimizer::stmts(ast::List<Stmt*>& list) {
    for (Stmt* s : list)
        stmt(s);
}

void AstOptimizer::exprs(ast::List<Expr*>& list) {
    for (uint32_t i = 0; i < list.size; ++i)
        if (list.items[i]) expr(list.items[i]);
}

void AstOptimizer::annotation(Expr*& e) {
    // Under `from __future__ import annotations` annotations become their
    // source text, so they must not be folded.
    if (e && !futureAnnotations_) expr(e);
}

void AstOptimizer::arguments(ast::Arguments* args) {
    if (!args) return;
    auto argList = [&](ast::List<ast::Arg*>& list) {
        for (ast::Arg* a : list)
            annotation(a->annotation);
    };
    argList(args->posonlyargs);
    argList(args->args);
    if (args->vararg) annotation(args->vararg->annotation);
    argList(args->kwonlyargs);
    exprs(args->kw_defaults);
    if (args->kwarg) annotation(args->kwarg->annotation);
    exprs(args->defaults);
}

void AstOptimizer::comprehensions(ast::List<ast::Comprehension*>& generators) {
    for (ast::Comprehension* g : generators) {
        expr(g->target);
        expr(g->iter);
        exprs(g->ifs);
        foldIter(g->iter);
    }
}

void AstOptimizer::pattern(ast::Pattern* p) {
    DepthCount<TooDeep> depth(depth_);
    switch (p->kind) {
    case ast::Kind::MatchValue:
        expr(static_cast<ast::MatchValue*>(p)->value);
        break;
    case ast::Kind::MatchSequence:
        for (ast::Pattern* item : static_cast<ast::MatchSequence*>(p)->patterns)
            pattern(item);
        break;
    case ast::Kind::MatchMapping: {
        auto* n = static_cast<ast::MatchMapping*>(p);
        exprs(n->keys);
        for (ast::Pattern* item : n->patterns)
            pattern(item);
        break;
    }
    case ast::Kind::MatchClass: {
        auto* n = static_cast<ast::MatchClass*>(p);
        expr(n->cls);
        for (ast::Pattern* item : n->patterns)
            pattern(item);
        for (ast::Pattern* item : n->kwd_patterns)
            pattern(item);
        break;
    }
    case ast::Kind::MatchAs:
        if (auto* inner = static_cast<ast::MatchAs*>(p)->pattern) pattern(inner);
        break;
    case ast::Kind::MatchOr:
        for (ast::Pattern* item : static_cast<ast::MatchOr*>(p)->patterns)
            pattern(item);
        break;
    default: // MatchSingleton, MatchStar: nothing to fold
        break;
    }
}

void AstOptimizer::stmt(Stmt* s) {
    DepthCount<TooDeep> depth(depth_);
    switch (s->kind) {
    case ast::Kind::FunctionDef: {
        auto* n = static_cast<ast::FunctionDef*>(s);
        arguments(n->args);
        body(n->body);
        exprs(n->decorator_list);
        annotation(n->returns);
        break;
    }
    case ast::Kind::AsyncFunctionDef: {
        auto* n = static_cast<ast::AsyncFunctionDef*>(s);
        arguments(n->args);
        body(n->body);
        exprs(n->decorator_list);
        annotation(n->returns);
        break;
    }
    case ast::Kind::ClassDef: {
        auto* n = static_cast<ast::ClassDef*>(s);
        exprs(n->bases);
        for (ast::Keyword* k : n->keywords)
            expr(k->value);
        body(n->body);
        exprs(n->decorator_list);
        break;
    }
    case ast::Kind::Return:
        optExpr(static_cast<ast::Return*>(s)->value);
        break;
    case ast::Kind::Delete:
        exprs(static_cast<ast::Delete*>(s)->targets);
        break;
    case ast::Kind::Assign: {
        auto* n = static_cast<ast::Assign*>(s);
        exprs(n->targets);
        expr(n->value);
        break;
    }
    case ast::Kind::AugAssign: {
        auto* n = static_cast<ast::AugAssign*>(s);
        expr(n->target);
        expr(n->value);
        break;
    }
    case ast::Kind::AnnAssign: {
        auto* n = static_cast<ast::AnnAssign*>(s);
        expr(n->target);
        annotation(n->annotation);
        optExpr(n->value);
        break;
    }
    case ast::Kind::TypeAlias: {
        auto* n = static_cast<ast::TypeAlias*>(s);
        expr(n->name);
        expr(n->value);
        break;
    }
    case ast::Kind::For: {
        auto* n = static_cast<ast::For*>(s);
        expr(n->target);
        expr(n->iter);
        stmts(n->body);
        stmts(n->orelse);
        foldIter(n->iter);
        break;
    }
    case ast::Kind::AsyncFor: {
        auto* n = static_cast<ast::AsyncFor*>(s);
        expr(n->target);
        expr(n->iter);
        stmts(n->body);
        stmts(n->orelse);
        break;
    }
    case ast::Kind::While: {
        auto* n = static_cast<ast::While*>(s);
        expr(n->test);
        stmts(n->body);
        stmts(n->orelse);
        break;
    }
    case ast::Kind::If: {
        auto* n = static_cast<ast::If*>(s);
        expr(n->test);
        stmts(n->body);
        stmts(n->orelse);
        break;
    }
    case ast::Kind::With: {
        auto* n = static_cast<ast::With*>(s);
        for (ast::WithItem* item : n->items) {
            expr(item->context_expr);
            optExpr(item->optional_vars);
        }
        stmts(n->body);
        break;
    }
    case ast::Kind::AsyncWith: {
        auto* n = static_cast<ast::AsyncWith*>(s);
        for (ast::WithItem* item : n->items) {
            expr(item->context_expr);
            optExpr(item->optional_vars);
        }
        stmts(n->body);
        break;
    }
    case ast::Kind::Match: {
        auto* n = static_cast<ast::Match*>(s);
        expr(n->subject);
        for (ast::MatchCase* c : n->cases) {
            pattern(c->pattern);
            optExpr(c->guard);
            stmts(c->body);
        }
        break;
    }
    case ast::Kind::Raise: {
        auto* n = static_cast<ast::Raise*>(s);
        optExpr(n->exc);
        optExpr(n->cause);
        break;
    }
    case ast::Kind::Try: {
        auto* n = static_cast<ast::Try*>(s);
        stmts(n->body);
        for (ast::ExceptHandler* h : n->handlers) {
            optExpr(h->type);
            stmts(h->body);
        }
        stmts(n->orelse);
        stmts(n->finalbody);
        break;
    }
    case ast::Kind::TryStar: {
        auto* n = static_cast<ast::TryStar*>(s);
        stmts(n->body);
        for (ast::ExceptHandler* h : n->handlers) {
            optExpr(h->type);
            stmts(h->body);
        }
        stmts(n->orelse);
        stmts(n->finalbody);
        break;
    }
    case ast::Kind::Assert: {
        auto* n = static_cast<ast::Assert*>(s);
        expr(n->test);
        optExpr(n->msg);
        break;
    }
    case ast::Kind::ExprStmt:
        expr(static_cast<ast::ExprStmt*>(s)->value);
        break;
    default:
        break;
    }
}

void AstOptimizer::expr(Expr*& e) {
    DepthCount<TooDeep> depth(depth_);
    switch (e->kind) {
    case ast::Kind::BoolOp:
        exprs(static_cast<ast::BoolOp*>(e)->values);
        break;
    case ast::Kind::BinOp: {
        auto* n = static_cast<ast::BinOp*>(e);
        expr(n->left);
        expr(n->right);
        if (Expr* folded = foldBinary(n)) replace(e, folded);
        break;
    }
    case ast::Kind::UnaryOp: {
        auto* n = static_cast<ast::UnaryOp*>(e);
        expr(n->operand);
        if (Expr* folded = foldUnary(n)) replace(e, folded);
        break;
    }
    case ast::Kind::Lambda: {
        auto* n = static_cast<ast::Lambda*>(e);
        arguments(n->args);
        expr(n->body);
        break;
    }
    case ast::Kind::IfExp: {
        auto* n = static_cast<ast::IfExp*>(e);
        expr(n->test);
        expr(n->body);
        expr(n->orelse);
        break;
    }
    case ast::Kind::Dict: {
        auto* n = static_cast<ast::Dict*>(e);
        exprs(n->keys);
        exprs(n->values);
        break;
    }
    case ast::Kind::Set:
        exprs(static_cast<ast::Set*>(e)->elts);
        break;
    case ast::Kind::ListComp: {
        auto* n = static_cast<ast::ListComp*>(e);
        expr(n->elt);
        comprehensions(n->generators);
        break;
    }
    case ast::Kind::SetComp: {
        auto* n = static_cast<ast::SetComp*>(e);
        expr(n->elt);
        comprehensions(n->generators);
        break;
    }
    case ast::Kind::DictComp: {
        auto* n = static_cast<ast::DictComp*>(e);
        expr(n->key);
        expr(n->value);
        comprehensions(n->generators);
        break;
    }
    case ast::Kind::GeneratorExp: {
        auto* n = static_cast<ast::GeneratorExp*>(e);
        expr(n->elt);
        comprehensions(n->generators);
        break;
    }
    case ast::Kind::Await:
        optExpr(static_cast<ast::Await*>(e)->value);
        break;
    case ast::Kind::Yield:
        optExpr(static_cast<ast::Yield*>(e)->value);
        break;
    case ast::Kind::YieldFrom:
        optExpr(static_cast<ast::YieldFrom*>(e)->value);
        break;
    case ast::Kind::Compare: {
        auto* n = static_cast<ast::Compare*>(e);
        expr(n->left);
        exprs(n->comparators);
        foldCompare(n);
        break;
    }
    case ast::Kind::Call: {
        auto* n = static_cast<ast::Call*>(e);
        expr(n->func);
        exprs(n->args);
        for (ast::Keyword* k : n->keywords)
            expr(k->value);
        break;
    }
    case ast::Kind::FormattedValue: {
        auto* n = static_cast<ast::FormattedValue*>(e);
        expr(n->value);
        optExpr(n->format_spec);
        break;
    }
    case ast::Kind::JoinedStr:
        exprs(static_cast<ast::JoinedStr*>(e)->values);
        break;
    case ast::Kind::Attribute:
        expr(static_cast<ast::Attribute*>(e)->value);
        break;
    case ast::Kind::Subscript: {
        auto* n = static_cast<ast::Subscript*>(e);
        expr(n->value);
        expr(n->slice);
        if (Expr* folded = foldSubscript(n)) replace(e, folded);
        break;
    }
    case ast::Kind::Starred:
        expr(static_cast<ast::Starred*>(e)->value);
        break;
    case ast::Kind::Slice: {
        auto* n = static_cast<ast::Slice*>(e);
        optExpr(n->lower);
        optExpr(n->upper);
        optExpr(n->step);
        break;
    }
    case ast::Kind::ListExpr:
        exprs(static_cast<ast::ListExpr*>(e)->elts);
        break;
    case ast::Kind::Tuple: {
        auto* n = static_cast<ast::Tuple*>(e);
        exprs(n->elts);
        if (Expr* folded = foldTuple(n)) replace(e, folded);
        break;
    }
    case ast::Kind::Name: {
        auto* n = static_cast<ast::Name*>(e);
        if (n->ctx == ast::ExprContext::Load && n->id == "__debug__") {
            // Not running with -O: __debug__ is True.
            replace(e, makeConstant(n->pos, boolRef(true)));
        }
        break;
    }
    case ast::Kind::NamedExpr:
        expr(static_cast<ast::NamedExpr*>(e)->value);
        break;
    default:
        break;
    }
}

ast::Expr* AstOptimizer::foldUnary(ast::UnaryOp* node) {
    Expr* operand = node->operand;
    if (operand->kind != ast::Kind::Constant) {
        // not (a is b) -> a is not b, and the same for is not / in / not in.
        // The other comparisons cannot be inverted safely (NaN, sets, and
        // classes defining __eq__ and __ne__ differently).
        auto* compare = ast::as<ast::Compare>(operand);
        if (node->op == ast::UnaryOpKind::Not && compare && compare->ops.size == 1) {
            ast::CmpOpKind& cmp = compare->ops[0];
            ast::CmpOpKind inverted;
            switch (cmp) {
            case ast::CmpOpKind::Is:
                inverted = ast::CmpOpKind::IsNot;
                break;
            case ast::CmpOpKind::IsNot:
                inverted = ast::CmpOpKind::Is;
                break;
            case ast::CmpOpKind::In:
                inverted = ast::CmpOpKind::NotIn;
                break;
            case ast::CmpOpKind::NotIn:
                inverted = ast::CmpOpKind::In;
                break;
            default:
                return nullptr;
            }
            undoOps_.emplace_back(&cmp, cmp);
            cmp = inverted;
            return compare;
        }
        return nullptr;
    }
    Ref value = constantOf(operand);
    if (!value) return nullptr;
    Ref result;
    switch (node->op) {
    case ast::UnaryOpKind::Invert:
        result = unaryOp(value.get(), UnaryOp::Invert);
        break;
    case ast::UnaryOpKind::Not: {
        int truth = truthy(value.get());
        if (truth >= 0) result = boolRef(truth == 0);
        break;
    }
    case ast::UnaryOpKind::UAdd:
        result = unaryOp(value.get(), UnaryOp::Pos);
        break;
    case ast::UnaryOpKind::USub:
        result = unaryOp(value.get(), UnaryOp::Neg);
        break;
    }
    return makeConstant(node->pos, std::move(result));
}

ast::Expr* AstOptimizer::foldBinary(ast::BinOp* node) {
    Ref left = constantOf(node->left);
    if (!left) return nullptr;
    if (node->op == ast::OperatorKind::Mod && node->right->kind == ast::Kind::Tuple &&
        isStr(left.get()) && !hasStarred(static_cast<ast::Tuple*>(node->right)->elts)) {
        return optimizeFormat(node, left.get(), static_cast<ast::Tuple*>(node->right));
    }
    Ref right = constantOf(node->right);
    if (!right) return nullptr;
    Value l = left.get(), r = right.get();
    Ref result;
    switch (node->op) {
    case ast::OperatorKind::Add:
        result = binaryOp(l, r, BinaryOp::Add);
        break;
    case ast::OperatorKind::Sub:
        result = binaryOp(l, r, BinaryOp::Sub);
        break;
    case ast::OperatorKind::Mult:
        result = safeMultiply(l, r);
        break;
    case ast::OperatorKind::Div:
        result = binaryOp(l, r, BinaryOp::TrueDiv);
        break;
    case ast::OperatorKind::FloorDiv:
        result = binaryOp(l, r, BinaryOp::FloorDiv);
        break;
    case ast::OperatorKind::Mod:
        result = safeMod(l, r);
        break;
    case ast::OperatorKind::Pow:
        result = safePower(l, r);
        break;
    case ast::OperatorKind::LShift:
        result = safeLshift(l, r);
        break;
    case ast::OperatorKind::RShift:
        result = binaryOp(l, r, BinaryOp::RShift);
        break;
    case ast::OperatorKind::BitOr:
        result = binaryOp(l, r, BinaryOp::Or);
        break;
    case ast::OperatorKind::BitXor:
        result = binaryOp(l, r, BinaryOp::Xor);
        break;
    case ast::OperatorKind::BitAnd:
        result = binaryOp(l, r, BinaryOp::And);
        break;
    case ast::OperatorKind::MatMult:
        return nullptr; // no constant implements @
    }
    return makeConstant(node->pos, std::move(result));
}

ast::Expr* AstOptimizer::foldSubscript(ast::Subscript* node) {
    if (node->ctx != ast::ExprContext::Load) return nullptr;
    Ref container = constantOf(node->value);
    if (!container) return nullptr;
    Ref index = constantOf(node->slice);
    if (!index) return nullptr;
    return makeConstant(node->pos, getItem(container.get(), index.get()));
}

ast::Expr* AstOptimizer::foldTuple(ast::Tuple* node) {
    if (node->ctx != ast::ExprContext::Load) return nullptr;
    for (Expr* e : node->elts)
        if (e->kind != ast::Kind::Constant) return nullptr;
    Tuple* tuple = tupleNewUninitialized(node->elts.size);
    if (!tuple) return makeConstant(node->pos, nullptr);
    Ref owner = Ref::steal(Value::fromObject(tuple));
    for (uint32_t i = 0; i < node->elts.size; ++i) {
        Ref item = constantOf(node->elts[i]);
        if (!item) return nullptr;
        tuple->items()[i] = item.release();
    }
    return makeConstant(node->pos, std::move(owner));
}

void AstOptimizer::foldCompare(ast::Compare* node) {
    // `x in [1, 2]` / `x in {1, 2}`: only the last comparator is rewritten.
    uint32_t last = node->ops.size - 1;
    ast::CmpOpKind cmp = node->ops[last];
    if (cmp == ast::CmpOpKind::In || cmp == ast::CmpOpKind::NotIn)
        foldIter(node->comparators[last]);
}

// A list display that is only iterated becomes a tuple (constant when all
// items are), a set display of constants a frozenset.
void AstOptimizer::foldIter(Expr*& e) {
    if (auto* list = ast::as<ast::ListExpr>(e)) {
        if (hasStarred(list->elts)) return;
        auto* tuple = makeNode<ast::Tuple>(arena_, list->pos);
        tuple->elts = list->elts;
        tuple->ctx = list->ctx;
        replace(e, tuple);
        if (Expr* folded = foldTuple(tuple)) replace(e, folded);
        return;
    }
    if (auto* set = ast::as<ast::Set>(e)) {
        for (Expr* item : set->elts)
            if (item->kind != ast::Kind::Constant) return;
        Ref items = listNew(0);
        if (!items) {
            clearPendingException();
            return;
        }
        for (Expr* item : set->elts) {
            Ref value = constantOf(item);
            if (!value || !listAppend(asList(items.get()), value.get())) {
                clearPendingException();
                return;
            }
        }
        Expr* folded = makeConstant(set->pos, setFromIterable(&gFrozenSetType, items.get()));
        if (folded) replace(e, folded);
    }
}

// ---- '%s' % (a, b) -> f'{a!s}{b!r}' ------------------------------------------------------

namespace {

// One "%[flags][width][.precision]spec" unit after the '%': false when it
// is not one the rewrite supports (more than two digits of width or
// precision, or a missing spec).
bool parseFormatUnit(const std::u32string& text, size_t& pos, char32_t& spec, bool& leftJustify,
                     int& width, int& precision) {
    auto next = [&](char32_t& ch) {
        if (pos >= text.size()) return false;
        ch = text[pos++];
        return true;
    };
    char32_t ch;
    leftJustify = false;
    for (;;) {
        if (!next(ch)) return false;
        if (ch == '-') {
            leftJustify = true;
            continue;
        }
        if (ch == '+' || ch == ' ' || ch == '#' || ch == '0') continue;
        break;
    }
    if (ch >= '0' && ch <= '9') {
        width = 0;
        int digits = 0;
        while (ch >= '0' && ch <= '9') {
            width = width * 10 + int(ch - '0');
            if (!next(ch)) return false;
            if (++digits >= 3) return false;
        }
    }
    if (ch == '.') {
        if (!next(ch)) return false;
        precision = 0;
        int digits = 0;
        while (ch >= '0' && ch <= '9') {
            precision = precision * 10 + int(ch - '0');
            if (!next(ch)) return false;
            if (++digits >= 3) return false;
        }
    }
    spec = ch;
    return true;
}

std::string toUtf8(const std::u32string& text) {
    std::string out;
    for (char32_t c : text) {
        if (c < 0x80) {
            out += char(c);
        } else if (c < 0x800) {
            out += char(0xC0 | (c >> 6));
            out += char(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out += char(0xE0 | (c >> 12));
            out += char(0x80 | ((c >> 6) & 0x3F));
            out += char(0x80 | (c & 0x3F));
        } else {
            out += char(0xF0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3F));
            out += char(0x80 | ((c >> 6) & 0x3F));
            out += char(0x80 | (c & 0x3F));
        }
    }
    return out;
}

} // namespace

ast::Expr* AstOptimizer::optimizeFormat(ast::BinOp* node, Value format, ast::Tuple* args) {
    Str* str = asStr(format);
    std::u32string text;
    text.reserve(size_t(str->length));
    for (int64_t i = 0; i < str->length; ++i)
        text.push_back(strCodePointAt(str, i));

    std::vector<Expr*> pieces;
    const ast::Position noPosition{-1, -1, -1, -1};
    size_t pos = 0;
    uint32_t used = 0;
    for (;;) {
        // A literal run, with "%%" standing for "%".
        size_t start = pos;
        std::u32string literal;
        while (pos < text.size()) {
            if (text[pos] != '%') {
                literal.push_back(text[pos++]);
            } else if (pos + 1 < text.size() && text[pos + 1] == '%') {
                literal.push_back('%');
                pos += 2;
            } else {
                break;
            }
        }
        if (pos != start) {
            Expr* constant = makeConstant(noPosition, strFromUtf8(toUtf8(literal)));
            if (!constant) return nullptr;
            pieces.push_back(constant);
        }
        if (pos >= text.size()) break;
        if (used >= args->elts.size) return nullptr; // more units than items
        ++pos;                                       // the '%'
        char32_t spec = 0;
        bool leftJustify = false;
        int width = -1, precision = -1;
        if (!parseFormatUnit(text, pos, spec, leftJustify, width, precision)) return nullptr;
        if (spec != 's' && spec != 'r' && spec != 'a') return nullptr;
        Expr* arg = args->elts[used++];
        std::string specText;
        if (!leftJustify && width > 0) specText += '>';
        if (width >= 0) specText += std::to_string(width);
        if (precision >= 0) specText += "." + std::to_string(precision);
        auto* formatted = makeNode<ast::FormattedValue>(arena_, arg->pos);
        formatted->value = arg;
        formatted->conversion = int32_t(spec);
        if (!specText.empty()) {
            formatted->format_spec = makeConstant(noPosition, strFromUtf8(specText));
            if (!formatted->format_spec) return nullptr;
        }
        pieces.push_back(formatted);
    }
    if (used < args->elts.size) return nullptr; // more items than units
    auto* joined = makeNode<ast::JoinedStr>(arena_, node->pos);
    joined->values.size = uint32_t(pieces.size());
    joined->values.items = arena_.makeArray<Expr*>(pieces.size());
    for (size_t i = 0; i < pieces.size(); ++i)
        joined->values.items[i] = pieces[i];
    return joined;
}

} // namespace taipan::compile
