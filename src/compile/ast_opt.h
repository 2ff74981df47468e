// The AST optimizer that runs before the symbol table and the code
// generator, doing what CPython 3.13's ast_opt.c does where the result is
// observable (constants in co_consts, instructions, line events):
//  - folds unary and binary operators on constants, with CPython's size
//    limits (no int results wider than 128 bits, no sequences over 256
//    items or strings over 4096 characters), subscripts of constants and
//    tuples of constants;
//  - turns `not (a is b)` into `a is not b` (and is/in the other ways);
//  - turns a list or set display that is iterated (`for x in [...]`,
//    comprehensions) or tested with `in` / `not in` into a tuple / frozenset;
//  - replaces `__debug__` by True;
//  - rewrites `'%s ... %r' % (a, b)` with a literal format into an f-string.
//
// The folding itself calls the runtime's operators (runtime/abstract.h), so
// a folded constant is always exactly what evaluating the expression at run
// time would produce.
//
// The tree is rewritten in place (new nodes come from an arena the optimizer
// owns) and every change is undone when the optimizer is destroyed, so the
// caller's tree is unchanged after compilation. Folded values live in a side
// table keyed by the new Constant nodes, because ast::ConstantValue can only
// hold literals.
#pragma once

#include "objects/object.h"
#include "parse/arena.h"
#include "parse/ast.h"

#include <unordered_map>
#include <vector>

namespace taipan::compile {

// The runtime value of every Constant node the compiler meets.
class ConstantValues {
  public:
    // The value of a Constant node (folded or literal). Null with an
    // exception pending on failure.
    Ref valueOf(const parse::ast::Constant* node);
    void setFolded(const parse::ast::Constant* node, Ref value);

  private:
    std::unordered_map<const parse::ast::Constant*, Ref> values_;
};

class AstOptimizer {
  public:
    AstOptimizer(ConstantValues& values, bool futureAnnotations)
        : values_(values), futureAnnotations_(futureAnnotations) {}
    ~AstOptimizer();
    AstOptimizer(const AstOptimizer&) = delete;
    AstOptimizer& operator=(const AstOptimizer&) = delete;

    // False when the tree is nested deeper than CPython compiles (its
    // optimizer and symbol table stop at 10,000 levels): the caller reports
    // RecursionError "maximum recursion depth exceeded during compilation".
    [[nodiscard]] bool optimize(parse::ast::Mod* module);

  private:
    void optimizeModule(parse::ast::Mod* module);
    using Expr = parse::ast::Expr;
    using Stmt = parse::ast::Stmt;

    void body(parse::ast::List<Stmt*>& stmts);
    void stmts(parse::ast::List<Stmt*>& stmts);
    void stmt(Stmt* s);
    void exprs(parse::ast::List<Expr*>& list);
    void expr(Expr*& e);
    void optExpr(Expr*& e) {
        if (e) expr(e);
    }
    void arguments(parse::ast::Arguments* args);
    void annotation(Expr*& e);
    void comprehensions(parse::ast::List<parse::ast::Comprehension*>& generators);
    // Folds the expressions inside a match pattern (negative and complex
    // literals of value patterns and mapping keys become Constants).
    void pattern(parse::ast::Pattern* p);

    Expr* foldUnary(parse::ast::UnaryOp* node);
    Expr* foldBinary(parse::ast::BinOp* node);
    Expr* foldSubscript(parse::ast::Subscript* node);
    Expr* foldTuple(parse::ast::Tuple* node);
    void foldCompare(parse::ast::Compare* node);
    void foldIter(Expr*& e);
    Expr* optimizeFormat(parse::ast::BinOp* node, Value format, parse::ast::Tuple* args);

    // A new Constant node at `pos` holding `value` (null value: no fold).
    Expr* makeConstant(const parse::ast::Position& pos, Ref value);
    Ref constantOf(Expr* e);

    void replace(Expr*& slot, Expr* replacement);

    // Nesting depth of the walk; past the limit the walk stops.
    struct TooDeep {};
    int depth_ = 0;
    ConstantValues& values_;
    bool futureAnnotations_;
    parse::Arena arena_;
    // (slot, previous value) for every pointer the optimizer replaced, and
    // the compare operators it flipped, to restore the caller's tree.
    std::vector<std::pair<Expr**, Expr*>> undoPointers_;
    std::vector<std::pair<parse::ast::CmpOpKind*, parse::ast::CmpOpKind>> undoOps_;
};

} // namespace taipan::compile
