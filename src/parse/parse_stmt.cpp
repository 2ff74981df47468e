// Statements: the file, interactive and function-type entry rules, blocks,
// simple statements (assignments, imports, ...), compound statements (if,
// while, for, with, try, def, class) and their headers (parameters,
// decorators, type parameters). Match statements live in parse_pattern.cpp.
//
// Invariants:
//  - Every statement ends where CPython's does: at the end of its last token
//    that is not NEWLINE/INDENT/DEDENT (so a compound statement ends with the
//    last statement of its last block). spanFrom() computes this.
//  - Tokens are copied, never held by reference, across anything that may
//    fetch more tokens: Parser::tokens may reallocate.
//  - The parser is single-pass. CPython instead re-parses a failing input with
//    extra "invalid_*" rules to choose a specific message; where those rules
//    apply, this file checks the same conditions at the point of failure, in
//    the same order, and otherwise falls back to raiseInvalidSyntax(), whose
//    location is the furthest token looked at. Lookaheads taken only to pick
//    a message therefore remember how far the parser had really got first
//    (see raiseInvalidSyntaxAt).
#include "parse/parse_block.h"
#include "parse/parser_impl.h"

#include <algorithm>
#include <string>
#include <vector>

namespace taipan::parse {

namespace {

using ast::Position;

bool isLayoutToken(TokenKind kind) {
    return kind == TokenKind::Newline || kind == TokenKind::Indent ||
           kind == TokenKind::Dedent || kind == TokenKind::EndMarker;
}

// The last consumed token that is not NEWLINE/INDENT/DEDENT/ENDMARKER: where
// CPython ends every statement node.
const Token& lastSignificantToken(const Parser& p) {
    uint32_t index = p.position;
    while (index > 1 && isLayoutToken(p.tokens[index - 1].kind)) --index;
    return p.tokens[index - 1];
}

Position spanFrom(const Parser& p, const Token& first) {
    const Token& last = lastSignificantToken(p);
    return {first.lineno, first.colOffset, last.endLineno, last.endColOffset};
}

// ---- Errors -------------------------------------------------------------------

[[noreturn]] void raiseAtToken(Parser& p, ErrorType type, std::string message,
                               const Token& token) {
    p.raise(type, std::move(message), Parser::tokenPos(token));
}

// Where CPython's RAISE_SYNTAX_ERROR without a location points: at the last
// token fetched so far. CPython's INDENT and DEDENT tokens, and those made at
// the end of the input (ENDMARKER, and the NEWLINE 'single' input ends with),
// have no column; the error then takes the tokenizer's cursor (after the
// indentation of the token's line or, at the end of the input, past the last
// line) and leaves the end offset unset (-1). The columns are given the way
// raiseAt takes them (0-based bytes).
struct LastFetchedLocation {
    int32_t lineno, column, endLineno, endColumn;
};

LastFetchedLocation lastFetchedLocation(const Parser& p) {
    const Token& last = p.tokens.back();
    if (last.kind != TokenKind::Indent && last.kind != TokenKind::Dedent && last.colOffset >= 0)
        return {last.lineno, last.colOffset, last.endLineno, last.endColOffset};
    int32_t lineno = last.lineno;
    int32_t cursor = 0;
    if (last.colOffset < 0) { // made at the end of the input
        cursor = p.endOfInputCursor(lineno);
    } else {
        std::string_view line = p.tokenizer.lineText(lineno);
        while (cursor < int32_t(line.size()) &&
               (line[cursor] == ' ' || line[cursor] == '\t' || line[cursor] == '\f'))
            ++cursor;
    }
    // raiseAt makes 1-based offsets of 0-based columns; CPython uses the
    // cursor offset as it is, and -1 for the end.
    return {lineno, cursor - 1, lineno, -2};
}

} // namespace

void raiseAtLastFetched(Parser& p, ErrorType type, std::string message) {
    p.peek();
    LastFetchedLocation where = lastFetchedLocation(p);
    p.raiseAt(type, std::move(message), where.lineno, where.column, where.endLineno,
              where.endColumn);
}

namespace {

// CPython's RAISE_SYNTAX_ERROR_STARTING_FROM: from `start` to wherever the
// tokenizer is, i.e. the end of the last token fetched. The end column is
// passed one short because raiseAt turns byte columns into 1-based offsets,
// and CPython takes the tokenizer position as an offset unchanged.
[[noreturn]] void raiseStartingFrom(Parser& p, std::string message, const Position& start) {
    Token last = p.tokens.back();
    int32_t endLineno = last.endLineno;
    int32_t endColumn = last.endColOffset - 1;
    // A token made at the end of the input has no end: the tokenizer is
    // past the last line then.
    if (last.colOffset < 0) endColumn = p.endOfInputCursor(endLineno) - 1;
    p.raiseAt(ErrorType::SyntaxError, std::move(message), start.lineno, start.colOffset,
              endLineno, endColumn);
}

// The generic error, reported where the parser had looked before a lookahead
// that was taken only to choose a more specific message: CPython's generic
// error comes from its first pass, which never took that lookahead.
[[noreturn]] void raiseInvalidSyntaxAt(Parser& p, uint32_t furthestIndex) {
    const Token token = p.tokens[furthestIndex];
    if (furthestIndex + 1 == p.tokens.size() || token.kind == TokenKind::Indent ||
        token.kind == TokenKind::Dedent)
        p.raiseInvalidSyntax();
    raiseAtToken(p, ErrorType::SyntaxError, "invalid syntax", token);
}

uint32_t furthestFetched(Parser& p) {
    p.peek();
    return static_cast<uint32_t>(p.tokens.size() - 1);
}

// Runs `parse`, an optional part of a rule that a forced token (&&'x' in
// CPython's grammar) follows. When the part fails without a specific message,
// CPython gives up on it and the forced token reports instead, as
// "expected 'x'" at `forcedAt`.
template <class Parse> auto parseBeforeForcedToken(Parser& p, Parse parse, const Token& forcedAt,
                                                   const char* message) {
    try {
        return parse();
    } catch (const ParseAbort&) {
        if (p.error.type == ErrorType::SyntaxError && p.error.message == "invalid syntax")
            p.raiseSyntax(message, forcedAt);
        throw;
    }
}

bool startsOperand(TokenKind kind) {
    switch (kind) {
    case TokenKind::Name:
    case TokenKind::Number:
    case TokenKind::String:
    case TokenKind::FStringStart:
    case TokenKind::KwNone:
    case TokenKind::KwTrue:
    case TokenKind::KwFalse:
    case TokenKind::Ellipsis:
    case TokenKind::KwLambda:
    case TokenKind::KwAwait: return true;
    default: return false;
    }
}

// Adjacent string parts concatenate (`"a" f"b"`).
bool isStringPart(TokenKind kind) {
    return kind == TokenKind::String || kind == TokenKind::FStringStart ||
           kind == TokenKind::FStringEnd;
}

bool endsOperand(TokenKind kind) {
    switch (kind) {
    case TokenKind::Name:
    case TokenKind::Number:
    case TokenKind::String:
    case TokenKind::FStringEnd:
    case TokenKind::RightParen:
    case TokenKind::RightBracket:
    case TokenKind::RightBrace:
    case TokenKind::KwNone:
    case TokenKind::KwTrue:
    case TokenKind::KwFalse:
    case TokenKind::Ellipsis: return true;
    default: return false;
    }
}

// Where a forced token after an expression that failed part-way reports
// (CPython keeps the longest prefix that is an expression): at the outermost
// '(' or '[' still open at the failure when it follows an operand (a call or
// subscript trailer that failed), else at the binary operator whose right
// operand failed; null when no prefix is an expression.
const Token* forcedTokenAfterPrefix(const Parser& p, uint32_t start, uint32_t failure) {
    uint32_t outermostOpen = failure;
    int depth = 0;
    for (uint32_t i = start; i < failure; ++i) {
        switch (p.tokens[i].kind) {
        case TokenKind::LeftParen:
        case TokenKind::LeftBracket:
        case TokenKind::LeftBrace:
            if (depth++ == 0) outermostOpen = i;
            break;
        case TokenKind::RightParen:
        case TokenKind::RightBracket:
        case TokenKind::RightBrace:
            if (--depth == 0) outermostOpen = failure;
            break;
        default: break;
        }
    }
    uint32_t stop = outermostOpen;
    if (stop <= start) return nullptr;
    TokenKind stopKind = p.tokens[stop].kind;
    bool trailer = stopKind == TokenKind::LeftParen || stopKind == TokenKind::LeftBracket;
    if (trailer && endsOperand(p.tokens[stop - 1].kind)) return &p.tokens[stop];
    // The operand starting at `stop` failed: back off to the operator before it.
    if (stop - 1 > start && endsOperand(p.tokens[stop - 2].kind)) return &p.tokens[stop - 1];
    return nullptr;
}

// `':'` that is not forced (&&':' in CPython's grammar): a NEWLINE instead
// gives "expected ':'", anything else the generic error.
void expectColon(Parser& p) {
    if (p.accept(TokenKind::Colon)) return;
    if (p.at(TokenKind::Newline)) raiseAtLastFetched(p, ErrorType::SyntaxError, "expected ':'");
    p.raiseInvalidSyntax();
}

// _PyPegen_get_expr_name: how messages name an expression.
std::string exprName(const ast::Expr* e) {
    using ast::Kind;
    switch (e->kind) {
    case Kind::Attribute: return "attribute";
    case Kind::Subscript: return "subscript";
    case Kind::Starred: return "starred";
    case Kind::Name: return "name";
    case Kind::ListExpr: return "list";
    case Kind::Tuple: return "tuple";
    case Kind::Lambda: return "lambda";
    case Kind::Call: return "function call";
    case Kind::BoolOp:
    case Kind::BinOp:
    case Kind::UnaryOp: return "expression";
    case Kind::GeneratorExp: return "generator expression";
    case Kind::Yield:
    case Kind::YieldFrom: return "yield expression";
    case Kind::Await: return "await expression";
    case Kind::ListComp: return "list comprehension";
    case Kind::SetComp: return "set comprehension";
    case Kind::DictComp: return "dict comprehension";
    case Kind::Dict: return "dict literal";
    case Kind::Set: return "set display";
    case Kind::JoinedStr:
    case Kind::FormattedValue: return "f-string expression";
    case Kind::Constant: {
        using CK = ast::ConstantValue::Kind;
        switch (static_cast<const ast::Constant*>(e)->value.kind) {
        case CK::None: return "None";
        case CK::True: return "True";
        case CK::False: return "False";
        case CK::Ellipsis: return "ellipsis";
        default: return "literal";
        }
    }
    case Kind::Compare: return "comparison";
    case Kind::IfExp: return "conditional expression";
    case Kind::NamedExpr: return "named expression";
    default: return "expression";
    }
}

enum class TargetsKind { Star, Del, For };

// _PyPegen_get_invalid_target: the first sub-expression that cannot be
// assigned to (or deleted), or null when the whole expression is a valid
// target.
const ast::Expr* findInvalidTarget(const ast::Expr* e, TargetsKind kind) {
    using ast::Kind;
    switch (e->kind) {
    case Kind::ListExpr:
        for (const ast::Expr* elt : static_cast<const ast::ListExpr*>(e)->elts)
            if (const ast::Expr* bad = findInvalidTarget(elt, kind)) return bad;
        return nullptr;
    case Kind::Tuple:
        for (const ast::Expr* elt : static_cast<const ast::Tuple*>(e)->elts)
            if (const ast::Expr* bad = findInvalidTarget(elt, kind)) return bad;
        return nullptr;
    case Kind::Starred:
        if (kind == TargetsKind::Del) return e;
        return findInvalidTarget(static_cast<const ast::Starred*>(e)->value, kind);
    case Kind::Compare:
        // `for a in b` parsed as one comparison: only its left side is the target.
        if (kind == TargetsKind::For) {
            auto* compare = static_cast<const ast::Compare*>(e);
            if (compare->ops[0] == ast::CmpOpKind::In)
                return findInvalidTarget(compare->left, kind);
            return nullptr;
        }
        return e;
    case Kind::Name:
    case Kind::Subscript:
    case Kind::Attribute: return nullptr;
    default: return e;
    }
}

// RAISE_SYNTAX_ERROR_INVALID_TARGET.
[[noreturn]] void raiseInvalidTarget(Parser& p, const ast::Expr* e, TargetsKind kind) {
    if (const ast::Expr* bad = findInvalidTarget(e, kind)) {
        std::string message = kind == TargetsKind::Del ? "cannot delete " : "cannot assign to ";
        p.raiseSyntax(message + exprName(bad), bad->pos);
    }
    raiseAtLastFetched(p, ErrorType::SyntaxError, "invalid syntax");
}

bool isSingleTarget(const ast::Expr* e) {
    return e->kind == ast::Kind::Name || e->kind == ast::Kind::Attribute ||
           e->kind == ast::Kind::Subscript;
}

// Tokens that may begin a bitwise_or (an operand of '|', comparisons, ...):
// everything that starts an expression except 'not', 'lambda', 'yield', '*'.
bool startsBitwiseOr(TokenKind kind) {
    switch (kind) {
    case TokenKind::Name:
    case TokenKind::Number:
    case TokenKind::String:
    case TokenKind::FStringStart:
    case TokenKind::LeftParen:
    case TokenKind::LeftBracket:
    case TokenKind::LeftBrace:
    case TokenKind::Minus:
    case TokenKind::Plus:
    case TokenKind::Tilde:
    case TokenKind::Ellipsis:
    case TokenKind::KwNone:
    case TokenKind::KwTrue:
    case TokenKind::KwFalse:
    case TokenKind::KwAwait: return true;
    default: return false;
    }
}

bool startsExpression(TokenKind kind) {
    return startsBitwiseOr(kind) || kind == TokenKind::KwNot || kind == TokenKind::KwLambda;
}

// The index of the token that closes the bracket at `openIndex` (absolute
// token index), scanning only tokens already fetched.
uint32_t matchingBracket(const Parser& p, uint32_t openIndex, uint32_t limit) {
    int depth = 0;
    for (uint32_t i = openIndex; i < limit; ++i) {
        switch (p.tokens[i].kind) {
        case TokenKind::LeftParen:
        case TokenKind::LeftBracket:
        case TokenKind::LeftBrace: ++depth; break;
        case TokenKind::RightParen:
        case TokenKind::RightBracket:
        case TokenKind::RightBrace:
            if (--depth == 0) return i;
            break;
        default: break;
        }
    }
    return limit;
}

// ---- Forward declarations -------------------------------------------------------

void statement(Parser& p);
void simpleStatements(Parser& p);

// ---- Blocks ---------------------------------------------------------------------

// else_block: 'else' &&':' block
ast::List<ast::Stmt*> elseBlock(Parser& p) {
    Token elseToken = p.advance();
    p.expect(TokenKind::Colon, "expected ':'");
    return parseBlock(p, "'else' statement", elseToken.lineno);
}

// ---- Simple statements ------------------------------------------------------------

bool augmentedOperator(TokenKind kind, ast::OperatorKind& op) {
    using ast::OperatorKind;
    switch (kind) {
    case TokenKind::PlusEqual: op = OperatorKind::Add; return true;
    case TokenKind::MinusEqual: op = OperatorKind::Sub; return true;
    case TokenKind::StarEqual: op = OperatorKind::Mult; return true;
    case TokenKind::AtEqual: op = OperatorKind::MatMult; return true;
    case TokenKind::SlashEqual: op = OperatorKind::Div; return true;
    case TokenKind::PercentEqual: op = OperatorKind::Mod; return true;
    case TokenKind::AmpersandEqual: op = OperatorKind::BitAnd; return true;
    case TokenKind::VerticalBarEqual: op = OperatorKind::BitOr; return true;
    case TokenKind::CircumflexEqual: op = OperatorKind::BitXor; return true;
    case TokenKind::LeftShiftEqual: op = OperatorKind::LShift; return true;
    case TokenKind::RightShiftEqual: op = OperatorKind::RShift; return true;
    case TokenKind::DoubleStarEqual: op = OperatorKind::Pow; return true;
    case TokenKind::DoubleSlashEqual: op = OperatorKind::FloorDiv; return true;
    default: return false;
    }
}

// annotated_rhs: yield_expr | star_expressions
ast::Expr* annotatedRhs(Parser& p) {
    if (p.at(TokenKind::KwYield)) return p.yieldExpression();
    return p.starExpressions();
}

// Whether the tuple `target` (the start of the statement at token index
// `firstIndex`) is written in parentheses of its own, as in `(a, b): int`,
// rather than being an unparenthesized tuple such as `(a), b: int`.
bool tupleIsParenthesized(const Parser& p, uint32_t firstIndex) {
    if (p.tokens[firstIndex].kind != TokenKind::LeftParen) return false;
    uint32_t close = matchingBracket(p, firstIndex, p.position);
    return close + 1 == p.position;
}

// The annotated-assignment part of `assignment`, with the target already
// parsed and ':' current:
//   NAME ':' expression ['=' annotated_rhs]
//   ('(' single_target ')' | single_subscript_attribute_target) ':' expression ['=' annotated_rhs]
ast::Stmt* annotatedAssignment(Parser& p, const Token& first, uint32_t firstIndex,
                               ast::Expr* target) {
    bool parenthesized = target->kind == ast::Kind::Tuple && tupleIsParenthesized(p, firstIndex);
    // A starred target is no `expression`: none of CPython's rules applies.
    if (target->kind == ast::Kind::Starred) p.raiseInvalidSyntax();
    if (!isSingleTarget(target)) {
        // CPython's first pass stops at the ':' after a target that cannot
        // be annotated; only its error rules read the annotation. (A line
        // starting with `match` got one token further as a match statement.)
        uint32_t colon = p.position;
        uint32_t furthest = furthestFetched(p);
        bool matchLine = first.kind == TokenKind::Name && p.text(first) == "match";
        if (!startsExpression(p.peekKind(1))) raiseInvalidSyntaxAt(p, matchLine ? furthest : colon);
    }
    p.advance(); // ':'
    ast::Expr* annotation = p.expression();
    if (!isSingleTarget(target)) {
        // invalid_assignment, in CPython's order.
        if (target->kind == ast::Kind::Tuple) {
            auto* tuple = static_cast<ast::Tuple*>(target);
            const Position where =
                parenthesized || tuple->elts.empty() ? target->pos : tuple->elts[0]->pos;
            p.raiseSyntax("only single target (not tuple) can be annotated", where);
        }
        if (target->kind == ast::Kind::ListExpr)
            p.raiseSyntax("only single target (not list) can be annotated", target->pos);
        p.raiseSyntax("illegal target for annotation", target->pos);
    }
    auto* node = p.make<ast::AnnAssign>({});
    node->target = p.toTarget(target, ast::ExprContext::Store);
    node->annotation = annotation;
    node->simple = first.kind == TokenKind::Name && target->kind == ast::Kind::Name ? 1 : 0;
    if (p.accept(TokenKind::Equal)) node->value = annotatedRhs(p);
    node->pos = spanFrom(p, first);
    return node;
}

// One element of the expression list a statement starts with, as CPython's
// error pass re-reads it (invalid_assignment: star_named_expression ','
// star_named_expressions* ...): its node, the index of its first token, and
// whether parentheses of its own enclose it (`(a)`, not `(a).b`).
struct Element {
    const ast::Expr* expr = nullptr;
    uint32_t firstIndex = 0;
    bool parenthesized = false;
};

// The index of the first token of the list element that ends just before
// token `end`, searching back to the statement's first token `from`.
uint32_t elementStart(const Parser& p, uint32_t from, uint32_t end) {
    int depth = 0;
    for (uint32_t i = end; i > from; --i) {
        switch (p.tokens[i - 1].kind) {
        case TokenKind::RightParen:
        case TokenKind::RightBracket:
        case TokenKind::RightBrace: ++depth; break;
        case TokenKind::LeftParen:
        case TokenKind::LeftBracket:
        case TokenKind::LeftBrace: --depth; break;
        case TokenKind::Comma:
            if (depth == 0) return i;
            break;
        default: break;
        }
    }
    return from;
}

// The element of the statement's leading expression `value` that ends right
// before the current token: `value` itself, or the last item of an
// unparenthesized tuple. Null after a trailing comma.
Element trailingElement(const Parser& p, uint32_t statementStart, const ast::Expr* value) {
    Element element;
    if (value->kind == ast::Kind::Tuple && !tupleIsParenthesized(p, statementStart)) {
        auto* tuple = static_cast<const ast::Tuple*>(value);
        if (tuple->elts.empty() || p.tokens[p.position - 1].kind == TokenKind::Comma)
            return element;
        element.expr = tuple->elts[tuple->elts.size - 1];
        element.firstIndex = elementStart(p, statementStart, p.position);
    } else {
        element.expr = value;
        element.firstIndex = statementStart;
    }
    const Token& first = p.tokens[element.firstIndex];
    element.parenthesized = first.kind == TokenKind::LeftParen &&
                            (element.expr->pos.lineno != first.lineno ||
                             element.expr->pos.colOffset != first.colOffset);
    return element;
}

// Whether bitwise_or alone, read from the element's first token, would have
// produced the element (its parentheses make any expression an atom).
bool isBitwiseOrElement(const Element& e) {
    if (e.parenthesized) return true;
    switch (e.expr->kind) {
    case ast::Kind::Compare:
    case ast::Kind::BoolOp:
    case ast::Kind::IfExp:
    case ast::Kind::Lambda:
    case ast::Kind::Starred:
    case ast::Kind::NamedExpr:
    case ast::Kind::Yield:
    case ast::Kind::YieldFrom: return false;
    case ast::Kind::UnaryOp:
        return static_cast<const ast::UnaryOp*>(e.expr)->op != ast::UnaryOpKind::Not;
    default: return true;
    }
}

// The lookahead !(list|tuple|genexp|'True'|'None'|'False') of
// invalid_named_expression, at the element's first token.
bool startsWithDisplayOrSingleton(const Parser& p, const Element& e) {
    const Token& first = p.tokens[e.firstIndex];
    if (first.kind == TokenKind::KwTrue || first.kind == TokenKind::KwNone ||
        first.kind == TokenKind::KwFalse)
        return true;
    if (first.kind != TokenKind::LeftParen && first.kind != TokenKind::LeftBracket) return false;
    for (const ast::Expr* node = e.expr; node;) {
        if (node->pos.lineno == first.lineno && node->pos.colOffset == first.colOffset) {
            ast::Kind kind = node->kind;
            if (kind == ast::Kind::ListExpr || kind == ast::Kind::Tuple ||
                kind == ast::Kind::GeneratorExp)
                return true;
        }
        switch (node->kind) {
        case ast::Kind::BinOp: node = static_cast<const ast::BinOp*>(node)->left; break;
        case ast::Kind::Attribute: node = static_cast<const ast::Attribute*>(node)->value; break;
        case ast::Kind::Subscript: node = static_cast<const ast::Subscript*>(node)->value; break;
        case ast::Kind::Call: node = static_cast<const ast::Call*>(node)->func; break;
        default: node = nullptr; break;
        }
    }
    return false;
}

// invalid_named_expression, as CPython's error pass applies it to an element
// of the statement's leading expression list directly followed by the
// current token, '=' or ':=':
//   a=expression ':=' expression -> "cannot use assignment expressions with <a>"
//   a=NAME '=' b=bitwise_or !('='|':=') -> "invalid syntax. Maybe you meant ..."
//   !(list|tuple|genexp|'True'|'None'|'False') a=bitwise_or '=' bitwise_or !('='|':=')
//       -> "cannot assign to <a> here. Maybe you meant '==' instead of '='?"
// Returns (with the position restored) when none applies.
void checkNamedExpressionElement(Parser& p, const Element& e) {
    if (!e.expr || e.expr->kind == ast::Kind::Starred) return;
    const uint32_t operatorIndex = p.position;
    const bool bareName = e.expr->kind == ast::Kind::Name && !e.parenthesized;
    if (p.at(TokenKind::ColonEqual)) {
        // A bare NAME makes a valid assignment expression instead.
        if (bareName || !startsExpression(p.peekKind(1))) return;
        p.advance();
        p.expression();
        p.raiseSyntax("cannot use assignment expressions with " + exprName(e.expr), e.expr->pos);
    }
    if (!p.at(TokenKind::Equal) || !startsBitwiseOr(p.peekKind(1))) return;
    if (!bareName && (!isBitwiseOrElement(e) || startsWithDisplayOrSingleton(p, e))) return;
    p.advance();
    ast::Expr* value = p.bitwiseOr();
    if (!p.at(TokenKind::Equal) && !p.at(TokenKind::ColonEqual)) {
        if (bareName) {
            p.raiseSyntax("invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                          Parser::span(e.expr->pos, value->pos));
        }
        p.raiseSyntax("cannot assign to " + exprName(e.expr) +
                          " here. Maybe you meant '==' instead of '='?",
                      e.expr->pos);
    }
    p.reset(operatorIndex);
}

// The '=' forms of invalid_assignment, once some target of the chain proved
// invalid (the value `bad`, followed by the current '='). CPython's error pass
// first re-reads the statement's first target with invalid_named_expression
// (alternative 2), then reports the first invalid target (alternative 4) or
// an assignment to a yield expression (alternative 5).
[[noreturn]] void raiseInvalidAssignment(Parser& p, uint32_t statementStart, bool startsWithYield,
                                         const ast::Expr* firstTarget, uint32_t firstEqual,
                                         const ast::Expr* bad, bool badIsYield) {
    if (!startsWithYield) {
        uint32_t resume = p.position;
        p.reset(firstEqual);
        checkNamedExpressionElement(p, trailingElement(p, statementStart, firstTarget));
        p.reset(resume);
    }
    if (badIsYield) p.raiseSyntax("assignment to yield expression not possible", bad->pos);
    raiseInvalidTarget(p, bad, TargetsKind::Star);
}

// assignment (the '=' forms) and star_expressions statements.
//   (star_targets '=')+ (yield_expr | star_expressions) !'='
//   single_target augassign ~ (yield_expr | star_expressions)
//   star_expressions
ast::Stmt* expressionStatement(Parser& p) {
    const Token first = p.peek();
    const uint32_t firstIndex = p.position;
    const bool firstIsYield = first.kind == TokenKind::KwYield;
    ast::Expr* value = firstIsYield ? p.yieldExpression() : p.starExpressions();

    switch (p.peekKind()) {
    case TokenKind::Newline:
    case TokenKind::Semicolon: {
        auto* node = p.make<ast::ExprStmt>(p.posFrom(first));
        node->value = value;
        return node;
    }
    case TokenKind::Colon:
        if (firstIsYield) p.raiseInvalidSyntax();
        return annotatedAssignment(p, first, firstIndex, value);
    case TokenKind::Equal: {
        uint32_t mark = p.scratchMark();
        const ast::Expr* firstTarget = value;
        const uint32_t firstEqual = p.position;
        bool valueIsYield = firstIsYield;
        while (p.at(TokenKind::Equal)) {
            if (valueIsYield || findInvalidTarget(value, TargetsKind::Star)) {
                raiseInvalidAssignment(p, firstIndex, firstIsYield, firstTarget, firstEqual,
                                       value, valueIsYield);
            }
            p.scratchPush(p.toTarget(value, ast::ExprContext::Store));
            p.advance();
            valueIsYield = p.at(TokenKind::KwYield);
            value = annotatedRhs(p);
        }
        auto* node = p.make<ast::Assign>({});
        node->targets = p.scratchTake<ast::Expr>(mark);
        node->value = value;
        node->pos = p.posFrom(first);
        return node;
    }
    default: break;
    }

    ast::OperatorKind op;
    if (augmentedOperator(p.peekKind(), op)) {
        if (firstIsYield) p.raiseInvalidSyntax();
        if (!isSingleTarget(value)) {
            // invalid_assignment: star_expressions augassign annotated_rhs.
            // CPython's first pass stopped at the operator.
            uint32_t opIndex = p.position;
            if (!startsExpression(p.peekKind(1)) && !p.at(TokenKind::KwYield, 1))
                raiseInvalidSyntaxAt(p, opIndex);
            p.advance();
            annotatedRhs(p);
            p.raiseSyntax("'" + exprName(value) +
                              "' is an illegal expression for augmented assignment",
                          value->pos);
        }
        p.advance();
        ast::Expr* rhs = annotatedRhs(p);
        auto* node = p.make<ast::AugAssign>(p.posFrom(first));
        node->target = p.toTarget(value, ast::ExprContext::Store);
        node->op = op;
        node->value = rhs;
        return node;
    }
    if (firstIsYield) p.raiseInvalidSyntax();

    // invalid_legacy_expression: `print "x"` and `exec "x"`.
    if (value->kind == ast::Kind::Name && first.kind == TokenKind::Name &&
        !p.at(TokenKind::LeftParen)) {
        std::string_view id = static_cast<ast::Name*>(value)->id;
        if ((id == "print" || id == "exec") && startsBitwiseOr(p.peekKind())) {
            ast::Expr* argument = p.starExpressions();
            std::string name(id);
            p.raiseSyntax("Missing parentheses in call to '" + name + "'. Did you mean " + name +
                              "(...)?",
                          Parser::span(value->pos, argument->pos));
        }
    }

    // What CPython's error pass finds after the leading expression list:
    // invalid_named_expression on an element followed by ':=', and, after an
    // unparenthesized tuple, star_named_expressions* re-reading whatever
    // expressions follow with the same rules.
    uint32_t furthest = furthestFetched(p);
    if (p.at(TokenKind::ColonEqual))
        checkNamedExpressionElement(p, trailingElement(p, firstIndex, value));
    if (value->kind == ast::Kind::Tuple && !tupleIsParenthesized(p, firstIndex)) {
        while (p.at(TokenKind::Star) || startsExpression(p.peekKind())) {
            p.starNamedExpression();
            p.accept(TokenKind::Comma);
        }
    }
    raiseInvalidSyntaxAt(p, furthest);
}

// return_stmt: 'return' [star_expressions]
ast::Stmt* returnStatement(Parser& p) {
    Token keyword = p.advance();
    auto* node = p.make<ast::Return>({});
    if (!p.at(TokenKind::Newline) && !p.at(TokenKind::Semicolon)) node->value = p.starExpressions();
    node->pos = p.posFrom(keyword);
    return node;
}

// raise_stmt: 'raise' expression ['from' expression] | 'raise'
ast::Stmt* raiseStatement(Parser& p) {
    Token keyword = p.advance();
    auto* node = p.make<ast::Raise>({});
    if (!p.at(TokenKind::Newline) && !p.at(TokenKind::Semicolon)) {
        node->exc = p.expression();
        if (p.accept(TokenKind::KwFrom)) node->cause = p.expression();
    }
    node->pos = p.posFrom(keyword);
    return node;
}

// assert_stmt: 'assert' expression [',' expression]
ast::Stmt* assertStatement(Parser& p) {
    Token keyword = p.advance();
    auto* node = p.make<ast::Assert>({});
    node->test = p.expression();
    if (p.accept(TokenKind::Comma)) node->msg = p.expression();
    node->pos = p.posFrom(keyword);
    return node;
}

// del_stmt: 'del' del_targets &(';' | NEWLINE) | invalid_del_stmt
// (delTargets() checks the lookahead and reports invalid_del_stmt.)
ast::Stmt* delStatement(Parser& p) {
    Token keyword = p.advance();
    auto* node = p.make<ast::Delete>({});
    node->targets = p.delTargets();
    node->pos = p.posFrom(keyword);
    return node;
}

// global_stmt: 'global' ','.NAME+
// nonlocal_stmt: 'nonlocal' ','.NAME+
template <class Node> ast::Stmt* nameListStatement(Parser& p) {
    Token keyword = p.advance();
    std::vector<ast::Identifier> names;
    do {
        names.push_back(p.identifier(p.expect(TokenKind::Name)));
    } while (p.accept(TokenKind::Comma));
    auto* node = p.make<Node>(p.posFrom(keyword));
    node->names = p.copyList(names);
    return node;
}

// dotted_name: dotted_name '.' NAME | NAME
// Returns the name as one identifier ("a.b.c").
ast::Identifier dottedName(Parser& p) {
    Token first = p.expect(TokenKind::Name);
    if (!p.at(TokenKind::Dot)) return p.identifier(first);
    std::string joined(p.identifier(first));
    while (p.accept(TokenKind::Dot)) {
        joined += '.';
        joined += p.identifier(p.expect(TokenKind::Name));
    }
    return p.arena.copyString(joined);
}

// invalid_import: 'import' ','.dotted_name+ 'from' dotted_name
// Called with `from` current after `import` names that used no 'as'.
[[noreturn]] void raiseImportFrom(Parser& p, const Token& importToken) {
    uint32_t furthest = furthestFetched(p);
    p.advance(); // 'from'
    if (!p.at(TokenKind::Name)) raiseInvalidSyntaxAt(p, furthest);
    p.advance();
    while (p.at(TokenKind::Dot) && p.at(TokenKind::Name, 1)) {
        p.advance();
        p.advance();
    }
    p.peek();
    raiseStartingFrom(p, "Did you mean to use 'from ... import ...' instead?",
                      Parser::tokenPos(importToken));
}

// import_name: 'import' dotted_as_names
// dotted_as_name: dotted_name ['as' NAME]
ast::Stmt* importStatement(Parser& p) {
    Token keyword = p.advance();
    if (p.at(TokenKind::Newline)) {
        raiseStartingFrom(p, "Expected one or more names after 'import'",
                          Parser::tokenPos(p.peek()));
    }
    uint32_t mark = p.scratchMark();
    bool usedAs = false;
    do {
        Token nameStart = p.peek();
        auto* alias = p.make<ast::Alias>({});
        alias->name = dottedName(p);
        if (p.accept(TokenKind::KwAs)) {
            usedAs = true;
            alias->asname = p.identifier(p.expect(TokenKind::Name));
        }
        alias->pos = p.posFrom(nameStart);
        p.scratchPush(alias);
    } while (p.accept(TokenKind::Comma));
    if (p.at(TokenKind::KwFrom) && !usedAs) raiseImportFrom(p, keyword);
    auto* node = p.make<ast::Import>(p.posFrom(keyword));
    node->names = p.scratchTake<ast::Alias>(mark);
    return node;
}

// import_from_as_names: ','.import_from_as_name+
// import_from_as_name: NAME ['as' NAME]
void importFromAsNames(Parser& p) {
    for (;;) {
        Token name = p.expect(TokenKind::Name);
        auto* alias = p.make<ast::Alias>({});
        alias->name = p.identifier(name);
        if (p.accept(TokenKind::KwAs)) alias->asname = p.identifier(p.expect(TokenKind::Name));
        alias->pos = p.posFrom(name);
        p.scratchPush(alias);
        if (!p.at(TokenKind::Comma)) return;
        // A ',' continues the list only when a name follows (the caller
        // handles a trailing comma).
        if (!p.at(TokenKind::Name, 1)) return;
        p.advance();
    }
}

// import_from:
//     | 'from' ('.' | '...')* dotted_name 'import' import_from_targets
//     | 'from' ('.' | '...')+ 'import' import_from_targets
// import_from_targets:
//     | '(' import_from_as_names [','] ')'
//     | import_from_as_names !','
//     | '*'
ast::Stmt* fromImportStatement(Parser& p) {
    Token keyword = p.advance();
    auto* node = p.make<ast::ImportFrom>({});
    int32_t level = 0;
    for (;;) {
        if (p.accept(TokenKind::Dot)) {
            level += 1;
        } else if (p.accept(TokenKind::Ellipsis)) {
            level += 3;
        } else {
            break;
        }
    }
    if (level == 0 || !p.at(TokenKind::KwImport)) node->module = dottedName(p);
    node->level = level;
    p.expect(TokenKind::KwImport);
    uint32_t mark = p.scratchMark();
    if (p.at(TokenKind::Star)) {
        Token star = p.advance();
        auto* alias = p.make<ast::Alias>(Parser::tokenPos(star));
        alias->name = p.arena.copyString("*");
        p.scratchPush(alias);
    } else if (p.accept(TokenKind::LeftParen)) {
        importFromAsNames(p);
        p.accept(TokenKind::Comma);
        p.expect(TokenKind::RightParen);
    } else if (p.at(TokenKind::Newline)) {
        raiseStartingFrom(p, "Expected one or more names after 'import'",
                          Parser::tokenPos(p.peek()));
    } else {
        importFromAsNames(p);
        if (p.at(TokenKind::Comma)) {
            uint32_t furthest = furthestFetched(p);
            if (p.at(TokenKind::Newline, 1)) {
                p.advance();
                raiseAtLastFetched(p, ErrorType::SyntaxError,
                                   "trailing comma not allowed without surrounding parentheses");
            }
            raiseInvalidSyntaxAt(p, furthest);
        }
    }
    node->names = p.scratchTake<ast::Alias>(mark);
    node->pos = p.posFrom(keyword);
    return node;
}

// type_params: '[' type_param_seq ']'
// type_param_seq: ','.type_param+ [',']
// type_param:
//     | NAME [':' expression] ['=' expression]
//     | '*' NAME ['=' star_expression]
//     | '**' NAME ['=' expression]
// `fetchAfterEmpty`: CPython's error rules read one token past an empty
// list in a type alias (`type X[] = ...`), which moves the error's end.
ast::List<ast::TypeParam*> typeParams(Parser& p, bool fetchAfterEmpty) {
    p.advance(); // '['
    if (p.at(TokenKind::RightBracket)) {
        Token close = p.advance();
        if (fetchAfterEmpty) p.peek();
        raiseStartingFrom(p, "Type parameter list cannot be empty", Parser::tokenPos(close));
    }
    uint32_t mark = p.scratchMark();
    do {
        if (p.at(TokenKind::RightBracket)) break;
        Token first = p.peek();
        if (first.kind == TokenKind::Star || first.kind == TokenKind::DoubleStar) {
            bool tuple = first.kind == TokenKind::Star;
            p.advance();
            Token name = p.expect(TokenKind::Name);
            if (p.at(TokenKind::Colon)) {
                Token colon = p.advance();
                ast::Expr* bound = p.expression();
                std::string message = bound->kind == ast::Kind::Tuple
                                          ? "cannot use constraints with "
                                          : "cannot use bound with ";
                message += tuple ? "TypeVarTuple" : "ParamSpec";
                raiseStartingFrom(p, message, Parser::tokenPos(colon));
            }
            ast::Expr* defaultValue = nullptr;
            if (p.accept(TokenKind::Equal))
                defaultValue = tuple ? p.starExpression() : p.expression();
            if (tuple) {
                auto* param = p.make<ast::TypeVarTuple>(p.posFrom(first));
                param->name = p.identifier(name);
                param->default_value = defaultValue;
                p.scratchPush(param);
            } else {
                auto* param = p.make<ast::ParamSpec>(p.posFrom(first));
                param->name = p.identifier(name);
                param->default_value = defaultValue;
                p.scratchPush(param);
            }
            continue;
        }
        Token name = p.expect(TokenKind::Name);
        auto* param = p.make<ast::TypeVar>({});
        param->name = p.identifier(name);
        if (p.accept(TokenKind::Colon)) param->bound = p.expression();
        if (p.accept(TokenKind::Equal)) param->default_value = p.expression();
        param->pos = p.posFrom(name);
        p.scratchPush(param);
    } while (p.accept(TokenKind::Comma));
    p.expect(TokenKind::RightBracket);
    return p.scratchTake<ast::TypeParam>(mark);
}

// type_alias: "type" NAME [type_params] '=' expression
ast::Stmt* typeAlias(Parser& p) {
    Token keyword = p.advance();
    Token nameToken = p.advance();
    auto* node = p.make<ast::TypeAlias>({});
    auto* name = p.make<ast::Name>(Parser::tokenPos(nameToken));
    name->id = p.identifier(nameToken);
    name->ctx = ast::ExprContext::Store;
    node->name = name;
    if (p.at(TokenKind::LeftBracket)) node->type_params = typeParams(p, true);
    p.expect(TokenKind::Equal);
    node->value = p.expression();
    node->pos = p.posFrom(keyword);
    return node;
}

// A type alias statement. Should it fail, CPython's error pass has first read
// the line as an expression statement, where invalid_legacy_expression
// (NAME !'(' star_expressions, meant for `print x`) parses everything after
// `type` as expressions: an error their own rules find wins.
ast::Stmt* typeAliasStatement(Parser& p) {
    const uint32_t start = p.position;
    try {
        return typeAlias(p);
    } catch (const ParseAbort&) {
        if (!secondPassMayReplace(p)) throw;
        SavedParserState saved(p);
        p.position = start + 1;
        try {
            p.starExpressions();
        } catch (const ParseAbort&) {
            if (secondPassMayReplace(p) && p.error.message != "invalid syntax" &&
                saved.stayedWithinFetched())
                throw;
        }
        saved.restore();
        throw;
    }
}

// simple_stmt:
//     | assignment | type_alias | star_expressions | return_stmt | import_stmt
//     | raise_stmt | 'pass' | del_stmt | yield_stmt | assert_stmt | 'break'
//     | 'continue' | global_stmt | nonlocal_stmt
ast::Stmt* simpleStatement(Parser& p) {
    switch (p.peekKind()) {
    case TokenKind::KwPass: return p.make<ast::Pass>(Parser::tokenPos(p.advance()));
    case TokenKind::KwBreak: return p.make<ast::Break>(Parser::tokenPos(p.advance()));
    case TokenKind::KwContinue: return p.make<ast::Continue>(Parser::tokenPos(p.advance()));
    case TokenKind::KwReturn: return returnStatement(p);
    case TokenKind::KwRaise: return raiseStatement(p);
    case TokenKind::KwAssert: return assertStatement(p);
    case TokenKind::KwDel: return delStatement(p);
    case TokenKind::KwImport: return importStatement(p);
    case TokenKind::KwFrom: return fromImportStatement(p);
    case TokenKind::KwGlobal: return nameListStatement<ast::Global>(p);
    case TokenKind::KwNonlocal: return nameListStatement<ast::Nonlocal>(p);
    case TokenKind::Name:
        if (p.at(TokenKind::Name, 1) && p.atSoftKeyword("type")) return typeAliasStatement(p);
        break;
    default: break;
    }
    return expressionStatement(p);
}

// simple_stmts: ';'.simple_stmt+ [';'] NEWLINE
void simpleStatements(Parser& p) {
    for (;;) {
        p.scratchPush(simpleStatement(p));
        if (!p.accept(TokenKind::Semicolon) || p.at(TokenKind::Newline)) break;
    }
    if (!p.accept(TokenKind::Newline)) p.raiseInvalidSyntax();
}

// ---- Compound statements ---------------------------------------------------------

// if_stmt: 'if' named_expression ':' block (elif_stmt | [else_block])
// elif_stmt: 'elif' named_expression ':' block (elif_stmt | [else_block])
// Built iteratively so that long elif chains do not recurse.
ast::Stmt* ifStatement(Parser& p) {
    struct Clause {
        Token keyword;
        ast::Expr* test;
        ast::List<ast::Stmt*> body;
    };
    std::vector<Clause> clauses;
    do {
        Token keyword = p.advance(); // 'if' or 'elif'
        ast::Expr* test = p.namedExpression();
        expectColon(p);
        const char* after = clauses.empty() ? "'if' statement" : "'elif' statement";
        ast::List<ast::Stmt*> body = parseBlock(p, after, keyword.lineno);
        clauses.push_back({keyword, test, body});
    } while (p.at(TokenKind::KwElif));
    ast::List<ast::Stmt*> orelse;
    if (p.at(TokenKind::KwElse)) orelse = elseBlock(p);
    const Token& last = lastSignificantToken(p);
    ast::If* node = nullptr;
    for (size_t i = clauses.size(); i-- > 0;) {
        const Token& keyword = clauses[i].keyword;
        node = p.make<ast::If>(
            {keyword.lineno, keyword.colOffset, last.endLineno, last.endColOffset});
        node->test = clauses[i].test;
        node->body = clauses[i].body;
        node->orelse = orelse;
        if (i > 0) {
            ast::Stmt** item = p.arena.makeArray<ast::Stmt*>(1);
            item[0] = node;
            orelse = ast::List<ast::Stmt*>{item, 1};
        }
    }
    return node;
}

// while_stmt: 'while' named_expression ':' block [else_block]
ast::Stmt* whileStatement(Parser& p) {
    Token keyword = p.advance();
    auto* node = p.make<ast::While>({});
    node->test = p.namedExpression();
    expectColon(p);
    node->body = parseBlock(p, "'while' statement", keyword.lineno);
    if (p.at(TokenKind::KwElse)) node->orelse = elseBlock(p);
    node->pos = spanFrom(p, keyword);
    return node;
}

// for_stmt: [ASYNC] 'for' star_targets 'in' ~ star_expressions ':' block [else_block]
ast::Stmt* forStatement(Parser& p, const Token& first) {
    Token keyword = p.advance(); // 'for'
    uint32_t afterKeyword = p.mark();
    ast::Expr* target = p.starTargets();
    if (!p.accept(TokenKind::KwIn)) {
        // invalid_for_target: [ASYNC] 'for' star_expressions
        p.reset(afterKeyword);
        ast::Expr* targets = p.starExpressions();
        raiseInvalidTarget(p, targets, TargetsKind::For);
    }
    ast::Expr* iter = p.starExpressions();
    expectColon(p);
    ast::List<ast::Stmt*> body = parseBlock(p, "'for' statement", keyword.lineno);
    ast::List<ast::Stmt*> orelse;
    if (p.at(TokenKind::KwElse)) orelse = elseBlock(p);
    if (first.kind == TokenKind::KwAsync) {
        auto* node = p.make<ast::AsyncFor>(spanFrom(p, first));
        node->target = target;
        node->iter = iter;
        node->body = body;
        node->orelse = orelse;
        return node;
    }
    auto* node = p.make<ast::For>(spanFrom(p, first));
    node->target = target;
    node->iter = iter;
    node->body = body;
    node->orelse = orelse;
    return node;
}

bool endsWithItem(TokenKind kind) {
    return kind == TokenKind::Comma || kind == TokenKind::RightParen || kind == TokenKind::Colon;
}

// star_target, for `with ... as star_target`: a single target, read as a
// primary ('*' star_target for a starred one) and converted.
//   invalid_with_item: expression 'as' a=expression &(',' | ')' | ':')
// reports a target that is some other expression ("cannot assign to ...").
ast::Expr* withTarget(Parser& p) {
    if (p.at(TokenKind::Star)) {
        Token star = p.advance();
        if (p.at(TokenKind::Star)) p.raiseInvalidSyntax();
        ast::Expr* inner = withTarget(p);
        auto* node = p.make<ast::Starred>(p.posFrom(star));
        node->value = inner;
        node->ctx = ast::ExprContext::Store;
        return node;
    }
    const uint32_t start = p.position;
    TokenKind kind = p.peekKind();
    if ((startsOperand(kind) && kind != TokenKind::KwLambda && kind != TokenKind::KwAwait) ||
        kind == TokenKind::LeftParen || kind == TokenKind::LeftBracket ||
        kind == TokenKind::LeftBrace) {
        ast::Expr* target = p.primary();
        if (endsWithItem(p.peekKind())) return p.toTarget(target, ast::ExprContext::Store);
        // A NEWLINE after a valid target is CPython's "expected ':'"
        // (invalid_with_stmt), which the caller reports.
        if (p.at(TokenKind::Newline)) {
            if (findInvalidTarget(target, TargetsKind::Star)) p.raiseInvalidSyntax();
            return p.toTarget(target, ast::ExprContext::Store);
        }
    }
    // CPython's first pass stopped after the primary (or at its start).
    const uint32_t furthest = furthestFetched(p);
    p.reset(start);
    ast::Expr* target = p.expression();
    if (endsWithItem(p.peekKind())) return p.toTarget(target, ast::ExprContext::Store);
    raiseInvalidSyntaxAt(p, furthest);
}

// with_item: expression 'as' star_target &(',' | ')' | ':') | expression
ast::WithItem* withItem(Parser& p) {
    auto* item = p.make<ast::WithItem>({});
    item->context_expr = p.expression();
    if (p.accept(TokenKind::KwAs)) item->optional_vars = withTarget(p);
    return item;
}

// Whether `with (` starts a parenthesized list of with-items rather than an
// expression in parentheses. CPython tries the item list first and falls back
// to an expression; the item list wins when the ')' matching the '(' is
// followed by ':' and the parentheses hold only plain `expression [as
// target]` items (no generator, walrus, yield or starred expression, which
// only the expression reading accepts).
//
// The scan stops at a token that no reading accepts, so it never fetches
// past the point where CPython's first pass fails.
bool parenthesizedWithItems(Parser& p) {
    // p.peek() is the '('.
    int depth = 0;
    TokenKind previous = TokenKind::KwWith;
    for (uint32_t ahead = 0;; ++ahead) {
        const Token& token = p.peek(ahead);
        bool itemStart = ahead > 0 && (previous == TokenKind::LeftParen ||
                                       previous == TokenKind::LeftBracket ||
                                       previous == TokenKind::LeftBrace ||
                                       previous == TokenKind::Comma);
        // Tokens neither reading accepts: both fail here, and CPython's error
        // pass reports what the item list's rules find first.
        if (itemStart && !startsExpression(token.kind) && token.kind != TokenKind::Star &&
            token.kind != TokenKind::DoubleStar && token.kind != TokenKind::Colon &&
            token.kind != TokenKind::KwYield && token.kind != TokenKind::RightParen &&
            token.kind != TokenKind::RightBracket && token.kind != TokenKind::RightBrace)
            return true;
        if (ahead > 0 && endsOperand(previous) && startsOperand(token.kind) &&
            !(isStringPart(previous) && isStringPart(token.kind)))
            return true;
        ast::OperatorKind ignored;
        if (augmentedOperator(token.kind, ignored) || token.kind == TokenKind::Semicolon)
            return true;
        if (previous == TokenKind::KwAs && depth == 1 && token.kind != TokenKind::Name &&
            token.kind != TokenKind::LeftParen && token.kind != TokenKind::LeftBracket &&
            token.kind != TokenKind::Star)
            return true;
        previous = token.kind;
        switch (token.kind) {
        case TokenKind::LeftParen:
        case TokenKind::LeftBracket:
        case TokenKind::LeftBrace: ++depth; break;
        case TokenKind::RightParen:
        case TokenKind::RightBracket:
        case TokenKind::RightBrace:
            if (--depth == 0) return ahead > 1 && p.at(TokenKind::Colon, ahead + 1);
            break;
        case TokenKind::KwFor:
        case TokenKind::ColonEqual:
            if (depth == 1) return false;
            break;
        case TokenKind::KwYield:
        case TokenKind::Star:
            if (depth == 1) {
                TokenKind before = p.peekKind(ahead - 1);
                if (ahead == 1 || before == TokenKind::Comma) return false;
            }
            break;
        case TokenKind::Newline:
        case TokenKind::EndMarker: return false;
        default: break;
        }
    }
}

// with_stmt:
//     | [ASYNC] 'with' '(' ','.with_item+ ','? ')' ':' block
//     | [ASYNC] 'with' ','.with_item+ ':' block
ast::Stmt* withStatement(Parser& p, const Token& first) {
    Token keyword = p.advance(); // 'with'
    uint32_t mark = p.scratchMark();
    if (p.at(TokenKind::LeftParen) && parenthesizedWithItems(p)) {
        p.advance();
        do {
            if (p.at(TokenKind::RightParen)) break;
            p.scratchPush(withItem(p));
        } while (p.accept(TokenKind::Comma));
        p.expect(TokenKind::RightParen);
    } else {
        do {
            p.scratchPush(withItem(p));
        } while (p.accept(TokenKind::Comma));
    }
    ast::List<ast::WithItem*> items = p.scratchTake<ast::WithItem>(mark);
    expectColon(p);
    ast::List<ast::Stmt*> body = parseBlock(p, "'with' statement", keyword.lineno);
    if (first.kind == TokenKind::KwAsync) {
        auto* node = p.make<ast::AsyncWith>(spanFrom(p, first));
        node->items = items;
        node->body = body;
        return node;
    }
    auto* node = p.make<ast::With>(spanFrom(p, first));
    node->items = items;
    node->body = body;
    return node;
}

// except_block:
//     | 'except' expression ['as' NAME] ':' block
//     | 'except' ':' block
// except_star_block: 'except' '*' expression ['as' NAME] ':' block
// `star` says which kind the try statement's first handler chose; a handler
// of the other kind is CPython's "cannot have both" error.
ast::ExceptHandler* exceptBlock(Parser& p, bool star) {
    Token keyword = p.advance(); // 'except'
    auto* handler = p.make<ast::ExceptHandler>({});
    bool thisStar = false;
    Token starToken;
    if (p.at(TokenKind::Star)) {
        thisStar = true;
        starToken = p.advance();
        if (p.at(TokenKind::Colon) || p.at(TokenKind::Newline))
            raiseAtLastFetched(p, ErrorType::SyntaxError, "expected one or more exception types");
    }
    if (!thisStar && p.at(TokenKind::Newline))
        raiseAtLastFetched(p, ErrorType::SyntaxError, "expected ':'");
    if (!p.at(TokenKind::Colon)) {
        ast::Expr* type = p.expression();
        if (p.at(TokenKind::Comma)) {
            // invalid_except_stmt: 'except' '*'? expression ',' expressions ['as' NAME] ':'
            uint32_t furthest = furthestFetched(p);
            p.advance();
            p.expressions();
            if (p.accept(TokenKind::KwAs)) p.expect(TokenKind::Name);
            if (!p.at(TokenKind::Colon)) raiseInvalidSyntaxAt(p, furthest);
            p.advance();
            raiseStartingFrom(p, "multiple exception types must be parenthesized", type->pos);
        }
        handler->type = type;
        if (p.accept(TokenKind::KwAs)) handler->name = p.identifier(p.expect(TokenKind::Name));
    }
    if (!p.at(TokenKind::Colon)) {
        if (p.at(TokenKind::Newline)) raiseAtLastFetched(p, ErrorType::SyntaxError, "expected ':'");
        p.raiseInvalidSyntax();
    }
    if (thisStar != star) {
        // invalid_try_stmt: the handler header must be complete up to ':'.
        p.advance();
        if (thisStar) {
            p.raiseSyntax("cannot have both 'except' and 'except*' on the same 'try'",
                          Parser::span(Parser::tokenPos(keyword), Parser::tokenPos(starToken)));
        }
        p.raiseSyntax("cannot have both 'except' and 'except*' on the same 'try'",
                      Parser::tokenPos(keyword));
    }
    p.advance(); // ':'
    handler->body = parseBlock(p, thisStar ? "'except*' statement" : "'except' statement",
                          keyword.lineno);
    handler->pos = spanFrom(p, keyword);
    return handler;
}

// try_stmt:
//     | 'try' &&':' block finally_block
//     | 'try' &&':' block except_block+ [else_block] [finally_block]
//     | 'try' &&':' block except_star_block+ [else_block] [finally_block]
// finally_block: 'finally' &&':' block
ast::Stmt* tryStatement(Parser& p) {
    Token keyword = p.advance();
    p.expect(TokenKind::Colon, "expected ':'");
    if (p.at(TokenKind::KwExcept)) {
        // `try: except ...` on one line. CPython's invalid_try_stmt reads
        // 'try' ':' block* except_block+ ..., so the handlers' own errors
        // are reported; otherwise the generic error at 'except'.
        uint32_t furthest = furthestFetched(p);
        bool star = p.at(TokenKind::Star, 1);
        while (p.at(TokenKind::KwExcept)) exceptBlock(p, star);
        raiseInvalidSyntaxAt(p, furthest);
    }
    ast::List<ast::Stmt*> body = parseBlock(p, "'try' statement", keyword.lineno);
    uint32_t mark = p.scratchMark();
    bool star = p.at(TokenKind::KwExcept) && p.at(TokenKind::Star, 1);
    while (p.at(TokenKind::KwExcept)) p.scratchPush(exceptBlock(p, star));
    ast::List<ast::ExceptHandler*> handlers = p.scratchTake<ast::ExceptHandler>(mark);
    ast::List<ast::Stmt*> orelse;
    ast::List<ast::Stmt*> finalbody;
    if (!handlers.empty() && p.at(TokenKind::KwElse)) orelse = elseBlock(p);
    if (p.at(TokenKind::KwFinally)) {
        Token finallyToken = p.advance();
        p.expect(TokenKind::Colon, "expected ':'");
        finalbody = parseBlock(p, "'finally' statement", finallyToken.lineno);
    } else if (handlers.empty()) {
        raiseAtLastFetched(p, ErrorType::SyntaxError, "expected 'except' or 'finally' block");
    }
    if (star) {
        auto* node = p.make<ast::TryStar>(spanFrom(p, keyword));
        node->body = body;
        node->handlers = handlers;
        node->orelse = orelse;
        node->finalbody = finalbody;
        return node;
    }
    auto* node = p.make<ast::Try>(spanFrom(p, keyword));
    node->body = body;
    node->handlers = handlers;
    node->orelse = orelse;
    node->finalbody = finalbody;
    return node;
}

// function_def_raw:
//     | [ASYNC] 'def' NAME [type_params] &&'(' [params] ')' ['->' expression] &&':' block
ast::Stmt* functionDef(Parser& p, const Token& first, ast::List<ast::Expr*> decorators) {
    Token keyword = p.advance(); // 'def'
    Token name = p.expect(TokenKind::Name);
    ast::List<ast::TypeParam*> typeParameters;
    if (p.at(TokenKind::LeftBracket)) {
        Token open = p.peek();
        typeParameters = parseBeforeForcedToken(
            p, [&] { return typeParams(p, false); }, open, "expected '('");
    }
    p.expect(TokenKind::LeftParen, "expected '('");
    ast::Arguments* args =
        p.at(TokenKind::RightParen) ? p.make<ast::Arguments>({}) : p.parameters();
    p.expect(TokenKind::RightParen);
    ast::Expr* returns = nullptr;
    if (p.at(TokenKind::Arrow)) {
        // ['->' expression] is optional: without an expression after '->',
        // CPython backs off and reports the missing ':' at the '->'.
        Token arrow = p.peek();
        if (!startsExpression(p.peekKind(1))) p.raiseSyntax("expected ':'", arrow);
        p.advance();
        uint32_t annotationStart = p.position;
        try {
            returns = p.expression();
        } catch (const ParseAbort&) {
            // ['->' expression] is optional and &&':' forced: CPython keeps
            // the longest prefix that is an expression, or none.
            if (p.error.type != ErrorType::SyntaxError || p.error.message != "invalid syntax")
                throw;
            uint32_t failure = static_cast<uint32_t>(p.tokens.size() - 1);
            const Token* at = forcedTokenAfterPrefix(p, annotationStart, failure);
            Token where = at ? *at : arrow;
            p.raiseSyntax("expected ':'", where);
        }
    }
    p.expect(TokenKind::Colon, "expected ':'");
    ast::List<ast::Stmt*> body = parseBlock(p, "function definition", keyword.lineno);
    if (first.kind == TokenKind::KwAsync) {
        auto* node = p.make<ast::AsyncFunctionDef>(spanFrom(p, first));
        node->name = p.identifier(name);
        node->args = args;
        node->body = body;
        node->decorator_list = decorators;
        node->returns = returns;
        node->type_params = typeParameters;
        return node;
    }
    auto* node = p.make<ast::FunctionDef>(spanFrom(p, first));
    node->name = p.identifier(name);
    node->args = args;
    node->body = body;
    node->decorator_list = decorators;
    node->returns = returns;
    node->type_params = typeParameters;
    return node;
}

// class_def_raw: 'class' NAME [type_params] ['(' [arguments] ')'] ':' block
ast::Stmt* classDef(Parser& p, ast::List<ast::Expr*> decorators) {
    Token keyword = p.advance();
    Token name = p.expect(TokenKind::Name);
    auto* node = p.make<ast::ClassDef>({});
    node->name = p.identifier(name);
    if (p.at(TokenKind::LeftBracket)) node->type_params = typeParams(p, false);
    if (p.accept(TokenKind::LeftParen)) {
        if (!p.at(TokenKind::RightParen)) p.callArguments(node->bases, node->keywords);
        p.expect(TokenKind::RightParen);
    }
    expectColon(p);
    node->body = parseBlock(p, "class definition", keyword.lineno);
    node->decorator_list = decorators;
    node->pos = spanFrom(p, keyword);
    return node;
}

// The statements that may follow 'async'.
ast::Stmt* asyncStatement(Parser& p, ast::List<ast::Expr*> decorators, bool decorated) {
    Token first = p.advance(); // 'async'
    switch (p.peekKind()) {
    case TokenKind::KwDef: return functionDef(p, first, decorators);
    case TokenKind::KwFor:
        if (!decorated) return forStatement(p, first);
        break;
    case TokenKind::KwWith:
        if (!decorated) return withStatement(p, first);
        break;
    default: break;
    }
    p.raiseInvalidSyntax();
}

// decorators: ('@' named_expression NEWLINE)+, then a function or class.
ast::Stmt* decorated(Parser& p) {
    uint32_t mark = p.scratchMark();
    while (p.accept(TokenKind::At)) {
        p.scratchPush(p.namedExpression());
        p.expect(TokenKind::Newline);
    }
    ast::List<ast::Expr*> decorators = p.scratchTake<ast::Expr>(mark);
    switch (p.peekKind()) {
    case TokenKind::KwDef: {
        Token first = p.peek();
        return functionDef(p, first, decorators);
    }
    case TokenKind::KwClass: return classDef(p, decorators);
    case TokenKind::KwAsync: return asyncStatement(p, decorators, true);
    default: p.raiseInvalidSyntax();
    }
}

// A line starting with the soft keyword `match` that is no match statement
// (`match(x)`, `match = 1`). Should it fail, CPython's error pass has first
// read it as a match statement's subject (match_stmt is tried before simple
// statements), so an error the subject's own rules find wins.
void simpleStatementsAfterMatchWord(Parser& p) {
    const uint32_t start = p.position;
    try {
        simpleStatements(p);
    } catch (const ParseAbort&) {
        if (!secondPassMayReplace(p)) throw;
        raiseSubjectExpressionError(p, start + 1);
        throw;
    }
}

// statement: compound_stmt | simple_stmts
// Pushes the statement(s) on the scratch stack.
void statement(Parser& p) {
    Parser::DepthGuard guard(p);
    ast::Stmt* compound = nullptr;
    switch (p.peekKind()) {
    case TokenKind::KwIf: compound = ifStatement(p); break;
    case TokenKind::KwWhile: compound = whileStatement(p); break;
    case TokenKind::KwFor: {
        Token first = p.peek();
        compound = forStatement(p, first);
        break;
    }
    case TokenKind::KwWith: {
        Token first = p.peek();
        compound = withStatement(p, first);
        break;
    }
    case TokenKind::KwTry: compound = tryStatement(p); break;
    case TokenKind::KwDef: {
        Token first = p.peek();
        compound = functionDef(p, first, {});
        break;
    }
    case TokenKind::KwClass: compound = classDef(p, {}); break;
    case TokenKind::At: compound = decorated(p); break;
    case TokenKind::KwAsync: compound = asyncStatement(p, {}, false); break;
    case TokenKind::Name:
        if (p.atSoftKeyword("match")) {
            compound = p.matchStatement();
            if (!compound) {
                simpleStatementsAfterMatchWord(p);
                return;
            }
        }
        break;
    case TokenKind::Indent: p.raiseInvalidSyntax();
    default: break;
    }
    if (compound) {
        p.scratchPush(compound);
        return;
    }
    simpleStatements(p);
}

// A statement `match <subject>` followed directly by NEWLINE, such as the
// call `match(x)`, is valid, but CPython's error pass reads it with
// invalid_match_stmt ("match" subject_expr NEWLINE -> "expected ':'") before
// it gets to the real error further on. So once any grammar error is raised
// in a file holding such a statement before the failure, CPython reports
// "expected ':'" at the last token fetched instead. Checked here, on the
// error path only; lexical errors (and errors found beyond the tokens the
// parser fetched) are reported as they are.
// CPython's character offset for a 0-based byte column of `line`: the length
// of the first column + 1 bytes decoded with replacement, the column clamped
// to just past the end.
int32_t characterOffsetIn(std::string_view line, int32_t byteColumn) {
    if (byteColumn < 0) return byteColumn + 1;
    size_t bytes = std::min<size_t>(size_t(byteColumn) + 1, line.size() + 1);
    int32_t characters = 0;
    for (size_t i = 0; i < bytes; ++i) {
        if (i == line.size() || (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80)
            ++characters;
    }
    return characters;
}

void applyMatchStatementQuirk(Parser& p) {
    if (!secondPassMayReplace(p)) return;
    // The failing statement itself may be such a line; its error already
    // says so.
    if (p.error.message == "expected ':'") return;
    const uint32_t fetched = static_cast<uint32_t>(p.tokens.size());
    for (uint32_t i = 0; i + 1 < fetched; ++i) {
        const Token& token = p.tokens[i];
        if (token.kind != TokenKind::Name || p.text(token) != "match") continue;
        if (i > 0 && !isLayoutToken(p.tokens[i - 1].kind)) continue;
        uint32_t newline = i + 1;
        while (newline < fetched && p.tokens[newline].kind != TokenKind::Newline &&
               p.tokens[newline].kind != TokenKind::EndMarker)
            ++newline;
        if (newline >= fetched || p.tokens[newline].kind != TokenKind::Newline) break;
        if (p.tokens[newline - 1].kind == TokenKind::Colon) continue;
        if (!subjectExpressionSpans(p, i + 1, newline)) continue;
        LastFetchedLocation where = lastFetchedLocation(p);
        p.error = p.tokenizer.makeError(ErrorType::SyntaxError, "expected ':'", where.lineno,
                                        where.column, where.endLineno, where.endColumn);
        // CPython raises this before it tokenizes the rest of the input, while
        // the error's line is still the tokenizer's current line, which its
        // text then includes with the newline.
        std::string line(p.tokenizer.lineText(where.lineno));
        line += '\n';
        p.error.text = line;
        p.error.offset = characterOffsetIn(line, where.column);
        p.error.endOffset = characterOffsetIn(line, where.endColumn);
        return;
    }
}

bool isCompound(const ast::Stmt* s) {
    switch (s->kind) {
    case ast::Kind::If:
    case ast::Kind::While:
    case ast::Kind::For:
    case ast::Kind::AsyncFor:
    case ast::Kind::With:
    case ast::Kind::AsyncWith:
    case ast::Kind::Try:
    case ast::Kind::TryStar:
    case ast::Kind::FunctionDef:
    case ast::Kind::AsyncFunctionDef:
    case ast::Kind::ClassDef:
    case ast::Kind::Match: return true;
    default: return false;
    }
}

// ---- Parameters --------------------------------------------------------------------

// param: NAME annotation?   (annotation: ':' expression)
// For the var-positional parameter the annotation may be starred
// (star_annotation: ':' star_expression).
ast::Arg* parameter(Parser& p, bool starAnnotation) {
    Token name = p.expect(TokenKind::Name);
    auto* arg = p.make<ast::Arg>({});
    arg->arg = p.identifier(name);
    if (p.accept(TokenKind::Colon))
        arg->annotation = starAnnotation ? p.starExpression() : p.expression();
    arg->pos = p.posFrom(name);
    return arg;
}

} // namespace

bool secondPassMayReplace(Parser& p) {
    if (p.error.type != ErrorType::SyntaxError && p.error.type != ErrorType::IndentationError)
        return false;
    const SyntaxErrorInfo& lexical = p.tokenizer.error();
    if (!lexical.message.empty() && lexical.message == p.error.message &&
        lexical.lineno == p.error.lineno && lexical.offset == p.error.offset)
        return false;
    static constexpr std::string_view kFirstPassMessages[] = {
        "Invalid star expression",
        "real number required in complex literal",
        "imaginary number required in complex literal",
        "cannot mix bytes and nonbytes literals",
        "bytes can only contain ASCII literal characters",
    };
    std::string_view message = p.error.message;
    for (std::string_view firstPass : kFirstPassMessages)
        if (message == firstPass) return false;
    return message.rfind("(unicode error)", 0) != 0 && message.rfind("(value error)", 0) != 0;
}

// block: NEWLINE INDENT statements DEDENT | simple_stmts
ast::List<ast::Stmt*> parseBlock(Parser& p, const char* after, int32_t lineno) {
    Parser::DepthGuard guard(p);
    uint32_t mark = p.scratchMark();
    if (p.at(TokenKind::Newline)) {
        if (!p.at(TokenKind::Indent, 1)) {
            raiseAtLastFetched(p, ErrorType::IndentationError,
                               std::string("expected an indented block after ") + after +
                                   " on line " + std::to_string(lineno));
        }
        p.advance();
        p.advance();
        while (!p.at(TokenKind::Dedent) && !p.at(TokenKind::EndMarker)) statement(p);
        p.accept(TokenKind::Dedent);
    } else {
        simpleStatements(p);
    }
    return p.scratchTake<ast::Stmt>(mark);
}

// ---- Entry rules -----------------------------------------------------------------------

// file: [statements] ENDMARKER
ast::Mod* Parser::fileInput() {
    uint32_t mark = scratchMark();
    try {
        while (!at(TokenKind::EndMarker)) statement(*this);
    } catch (const ParseAbort&) {
        applyMatchStatementQuirk(*this);
        throw;
    }
    auto* module = make<ast::Module>({});
    module->body = scratchTake<ast::Stmt>(mark);
    return module;
}

// interactive: statement_newline
// statement_newline: compound_stmt NEWLINE | simple_stmts | NEWLINE | ENDMARKER
// CPython turns the first ENDMARKER into a NEWLINE in this mode (see
// Parser::fetchUntil), which a compound statement then needs for itself: when
// the statement's own last line took it (`if x: pass` without a newline),
// the ENDMARKER that follows is an error. Like compile(..., "single"), input
// holding more than one statement is rejected.
ast::Mod* Parser::interactiveInput() {
    uint32_t mark = scratchMark();
    switch (peekKind()) {
    case TokenKind::EndMarker: raiseInvalidSyntax();
    case TokenKind::Newline: {
        Token newline = advance();
        scratchPush(make<ast::Pass>(tokenPos(newline)));
        break;
    }
    default: {
        uint32_t before = scratchMark();
        statement(*this);
        if (scratchMark() == before + 1 && isCompound(static_cast<ast::Stmt*>(scratch.back())) &&
            !accept(TokenKind::Newline))
            raiseInvalidSyntax();
        break;
    }
    }
    // bad_single_statement: only blanks and comments may follow.
    const Token last = tokens.back();
    std::string_view buffer = tokenizer.buffer();
    std::string_view rest = buffer.substr(std::min<size_t>(last.end, buffer.size()));
    for (size_t i = 0; i < rest.size(); ++i) {
        char c = rest[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r') continue;
        if (c == '#') {
            while (i < rest.size() && rest[i] != '\n') ++i;
            continue;
        }
        // CPython finds this after its parser succeeded, by looking at the
        // characters after the statement: nothing further is tokenized, so
        // no lexical error there can take this error's place.
        error = tokenizer.makeError(ErrorType::SyntaxError,
                                    "multiple statements found while compiling a single statement",
                                    last.lineno, last.colOffset, last.endLineno, last.endColOffset);
        throw ParseAbort{};
    }
    auto* module = make<ast::Interactive>({});
    module->body = scratchTake<ast::Stmt>(mark);
    return module;
}

// func_type: '(' [type_expressions] ')' '->' expression NEWLINE* ENDMARKER
// type_expressions: the argument types, optionally ending in '*' expression
// and/or '**' expression; the stars leave no trace in the tree.
ast::Mod* Parser::funcTypeInput() {
    expect(TokenKind::LeftParen);
    uint32_t mark = scratchMark();
    if (!at(TokenKind::RightParen)) {
        for (;;) {
            if (accept(TokenKind::DoubleStar)) {
                scratchPush(expression());
                break;
            }
            if (accept(TokenKind::Star)) {
                // Only '**' expression may follow '*' expression.
                scratchPush(expression());
                if (!accept(TokenKind::Comma)) break;
                expect(TokenKind::DoubleStar);
                scratchPush(expression());
                break;
            }
            scratchPush(expression());
            if (!accept(TokenKind::Comma)) break;
        }
    }
    expect(TokenKind::RightParen);
    expect(TokenKind::Arrow);
    auto* module = make<ast::FunctionType>({});
    module->argtypes = scratchTake<ast::Expr>(mark);
    module->returns = expression();
    while (accept(TokenKind::Newline)) {
    }
    if (!at(TokenKind::EndMarker)) raiseInvalidSyntax();
    return module;
}

// parameters (of a def, up to the closing ')'):
//     | slash_no_default param_no_default* param_with_default* [star_etc]
//     | slash_with_default param_with_default* [star_etc]
//     | param_no_default+ param_with_default* [star_etc]
//     | param_with_default+ [star_etc]
//     | star_etc
// star_etc:
//     | '*' param_no_default param_maybe_default* [kwds]
//     | '*' param_no_default_star_annotation param_maybe_default* [kwds]
//     | '*' ',' param_maybe_default+ [kwds]
//     | kwds
// kwds: '**' param_no_default
// Read left to right; each of CPython's invalid_parameters / invalid_star_etc
// / invalid_kwds messages is raised where its pattern is first recognizable.
ast::Arguments* Parser::parameters() {
    std::vector<ast::Arg*> positional; // posonly and regular, in order
    std::vector<ast::Expr*> defaults;
    std::vector<ast::Arg*> kwonly;
    std::vector<ast::Expr*> kwDefaults;
    size_t posonlyCount = 0;
    bool seenSlash = false;
    bool seenStar = false; // '*' or '*args'
    bool seenDefault = false;
    // CPython's pattern for "parameter without a default follows ..." cannot
    // cross a '/' that itself follows defaults once defaults follow it too.
    bool slashAfterDefaults = false;
    bool defaultAfterSlash = false;
    bool onlyPlainNames = true; // every parameter so far is param_no_default
    auto* args = make<ast::Arguments>({});

    while (!at(TokenKind::RightParen)) {
        TokenKind kind = peekKind();
        if (kind == TokenKind::Slash) {
            Token slash = peek();
            if (positional.empty() && !seenStar) {
                uint32_t furthest = furthestFetched(*this);
                if (at(TokenKind::Comma, 1))
                    raiseSyntax("at least one argument must precede /", slash);
                raiseInvalidSyntaxAt(*this, furthest);
            }
            if (seenStar) raiseSyntax("/ must be ahead of *", slash);
            if (seenSlash) raiseSyntax("/ may appear only once", slash);
            advance();
            seenSlash = true;
            slashAfterDefaults = seenDefault;
            onlyPlainNames = false;
            posonlyCount = positional.size();
            if (at(TokenKind::Star)) raiseSyntax("expected comma between / and *", peek());
        } else if (kind == TokenKind::Star) {
            Token star = advance();
            if (seenStar) {
                if (at(TokenKind::Name) || at(TokenKind::Comma))
                    raiseSyntax("* argument may appear only once", star);
                raiseInvalidSyntax();
            }
            seenStar = true;
            onlyPlainNames = false;
            if (at(TokenKind::Comma) || at(TokenKind::RightParen)) {
                // A bare '*': keyword-only parameters must follow.
                if (at(TokenKind::RightParen) ||
                    (at(TokenKind::Comma) &&
                     (at(TokenKind::RightParen, 1) || at(TokenKind::DoubleStar, 1))))
                    raiseSyntax("named arguments must follow bare *", star);
            } else {
                args->vararg = parameter(*this, true);
                if (at(TokenKind::Equal))
                    raiseSyntax("var-positional argument cannot have default value", peek());
            }
        } else if (kind == TokenKind::DoubleStar) {
            advance();
            args->kwarg = parameter(*this, false);
            if (at(TokenKind::Equal))
                raiseSyntax("var-keyword argument cannot have default value", peek());
            if (accept(TokenKind::Comma)) {
                switch (peekKind()) {
                case TokenKind::RightParen: break;
                case TokenKind::Name: {
                    ast::Arg* extra = parameter(*this, false);
                    raiseSyntax("arguments cannot follow var-keyword argument", extra->pos);
                }
                case TokenKind::Star:
                case TokenKind::DoubleStar:
                case TokenKind::Slash:
                    raiseSyntax("arguments cannot follow var-keyword argument", peek());
                default: raiseInvalidSyntax();
                }
            }
            if (!at(TokenKind::RightParen)) raiseInvalidSyntax();
            break;
        } else if (kind == TokenKind::LeftParen) {
            // invalid_parameters: param_no_default* '(' param_no_default+ ','? ')'
            Token open = peek();
            uint32_t furthest = furthestFetched(*this);
            if (onlyPlainNames) {
                uint32_t ahead = 1;
                bool any = false;
                for (;;) {
                    if (!at(TokenKind::Name, ahead)) break;
                    ++ahead;
                    any = true;
                    if (at(TokenKind::Colon, ahead)) break; // annotations: give up
                    if (at(TokenKind::Comma, ahead)) {
                        ++ahead;
                        continue;
                    }
                    break;
                }
                if (any && at(TokenKind::RightParen, ahead)) {
                    raiseSyntax("Function parameters cannot be parenthesized",
                                span(tokenPos(open), tokenPos(peek(ahead))));
                }
            }
            raiseInvalidSyntaxAt(*this, furthest);
        } else if (kind == TokenKind::Name) {
            ast::Arg* arg = parameter(*this, false);
            ast::Expr* defaultValue = nullptr;
            if (at(TokenKind::Equal)) {
                Token equal = advance();
                if (at(TokenKind::Comma) || at(TokenKind::RightParen))
                    raiseSyntax("expected default value expression", equal);
                defaultValue = expression();
            }
            if (seenStar) {
                kwonly.push_back(arg);
                kwDefaults.push_back(defaultValue);
            } else {
                if (defaultValue) {
                    seenDefault = true;
                    defaultAfterSlash = seenSlash;
                    onlyPlainNames = false;
                    defaults.push_back(defaultValue);
                } else if (seenDefault) {
                    // param_no_default: param ',' | param &')'
                    if (!at(TokenKind::Comma) && !at(TokenKind::RightParen)) raiseInvalidSyntax();
                    if (slashAfterDefaults && defaultAfterSlash) raiseInvalidSyntax();
                    raiseSyntax("parameter without a default follows parameter with a default",
                                arg->pos);
                }
                positional.push_back(arg);
            }
        } else {
            raiseInvalidSyntax();
        }
        if (!accept(TokenKind::Comma)) {
            if (!at(TokenKind::RightParen)) raiseInvalidSyntax();
            break;
        }
    }

    std::vector<ast::Arg*> posonly(positional.begin(), positional.begin() + posonlyCount);
    std::vector<ast::Arg*> regular(positional.begin() + posonlyCount, positional.end());
    args->posonlyargs = copyList(posonly);
    args->args = copyList(regular);
    args->kwonlyargs = copyList(kwonly);
    args->kw_defaults = copyList(kwDefaults);
    args->defaults = copyList(defaults);
    return args;
}

} // namespace taipan::parse
