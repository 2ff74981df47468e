// The expression half of the recursive-descent parser: everything from
// `expression` down to atoms, plus lambdas, comprehensions, call arguments,
// subscripts and assignment / del targets. It builds exactly the nodes and
// positions CPython 3.13's PEG parser builds, and reproduces the messages of
// CPython's "invalid_*" rules for the mistakes they describe.
//
// How this parser avoids PEG backtracking:
//  - Binary operators use precedence climbing; every operand is parsed once.
//  - Choices the grammar makes by trying alternatives are made here by looking
//    at most two tokens ahead (NAME ':=' is a walrus, NAME '=' a keyword
//    argument, ...) or by parsing the common prefix once and deciding from the
//    token after it (a parenthesized expression becomes a group, a tuple or a
//    generator expression depending on what follows its first element).
//  - Targets (for-loops, comprehensions, del) are parsed as primaries and then
//    checked; only when that fails is the input parsed a second time, as the
//    expression CPython's error rules parse, to find the message to report.
//    Such second parses happen at most once, on the way to an error.
//  - Where CPython's attempt at a longer expression would fail and fall back
//    to a shorter one (`a +` followed by '}', `a.` by ')'), one or two tokens
//    of lookahead (the *StartsAt functions) decide it up front, so the
//    expression ends before the operator exactly as CPython's does and the
//    invalid_* rules that look at the following token see the same token.
//
// Invariants:
//  - A node's position is that of its first token (a parenthesized operand's
//    '(' included) to the last consumed token, as CPython's EXTRA does; a
//    parenthesized expression keeps the inner node's position.
//  - Nothing is committed to the arena that the caller might discard except
//    on error paths (which end the parse).
//  - Where CPython reports "invalid syntax" at the furthest token its first
//    pass fetched, second parses done only to find a better message restore
//    that token count before reporting (raiseGenericAt).
#include "parse/parser_impl.h"

#include <initializer_list>
#include <string>
#include <string_view>

namespace taipan::parse {

using ast::Expr;
using K = TokenKind;

namespace {

// ---- Small helpers -----------------------------------------------------------

ast::Position spanFrom(Parser& p, uint32_t startToken) { return p.posFrom(p.tokens[startToken]); }

ast::Position tokenSpan(const Token& first, const Token& last) {
    return {first.lineno, first.colOffset, last.endLineno, last.endColOffset};
}

ast::Position nodeSpan(const Expr* first, const Expr* last) {
    return Parser::span(first->pos, last->pos);
}

bool isAtomStart(K kind) {
    switch (kind) {
    case K::Name:
    case K::Number:
    case K::String:
    case K::FStringStart:
    case K::LeftParen:
    case K::LeftBracket:
    case K::LeftBrace:
    case K::KwTrue:
    case K::KwFalse:
    case K::KwNone:
    case K::Ellipsis:
        return true;
    default:
        return false;
    }
}

// Tokens that can begin a bitwise_or (an operand of '*' unpacking, of
// comparisons, ...).
bool isBitwiseOrStart(K kind) {
    return isAtomStart(kind) || kind == K::Minus || kind == K::Plus || kind == K::Tilde ||
           kind == K::KwAwait;
}

// Tokens that can begin an `expression`.
bool isExpressionStart(K kind) {
    return isBitwiseOrStart(kind) || kind == K::KwNot || kind == K::KwLambda;
}

// Whether an operand can be parsed `ahead` tokens on, judged the way
// CPython's PEG parser finds out by trying: prefix operators are skipped and
// an atom must follow. Where CPython's attempt fails it backtracks to the
// shorter expression before the operator; this parser then stops before the
// operator too, instead of raising inside the missing operand, so the
// invalid_* checks that look at the next token see the same token.
bool atomStartsAt(Parser& p, uint32_t ahead) {
    K kind = p.peekKind(ahead);
    if (!isAtomStart(kind)) return false;
    // A display must at least begin with an element or be closed at once.
    K next;
    switch (kind) {
    case K::LeftParen:
        next = p.peekKind(ahead + 1);
        return next == K::RightParen || next == K::Star || next == K::DoubleStar ||
               next == K::KwYield || isExpressionStart(next);
    case K::LeftBracket:
        next = p.peekKind(ahead + 1);
        return next == K::RightBracket || next == K::Star || isExpressionStart(next);
    case K::LeftBrace:
        next = p.peekKind(ahead + 1);
        return next == K::RightBrace || next == K::Star || next == K::DoubleStar ||
               isExpressionStart(next);
    default:
        return true;
    }
}

bool factorStartsAt(Parser& p, uint32_t ahead) {
    for (;;) {
        K kind = p.peekKind(ahead);
        if (kind == K::Plus || kind == K::Minus || kind == K::Tilde) {
            // `-not x` parses far enough for invalid_factor to report it.
            if (p.peekKind(ahead + 1) == K::KwNot) return true;
            ++ahead;
            continue;
        }
        if (kind == K::KwAwait) ++ahead;
        return atomStartsAt(p, ahead);
    }
}

bool inversionStartsAt(Parser& p, uint32_t ahead) {
    while (p.peekKind(ahead) == K::KwNot) ++ahead;
    return factorStartsAt(p, ahead);
}

bool expressionStartsAt(Parser& p, uint32_t ahead) {
    if (p.peekKind(ahead) == K::KwLambda) return true;
    return inversionStartsAt(p, ahead);
}

bool starExpressionStartsAt(Parser& p, uint32_t ahead) {
    if (p.peekKind(ahead) == K::Star) return factorStartsAt(p, ahead + 1);
    return expressionStartsAt(p, ahead);
}

bool callArgumentStartsAt(Parser& p, uint32_t ahead) {
    K kind = p.peekKind(ahead);
    return kind == K::RightParen || kind == K::Star || kind == K::DoubleStar ||
           expressionStartsAt(p, ahead);
}

bool sliceStartsAt(Parser& p, uint32_t ahead) {
    K kind = p.peekKind(ahead);
    return kind == K::Colon || kind == K::Star || expressionStartsAt(p, ahead);
}

// The SOFT_KEYWORD lookahead of invalid_expression. CPython compares only
// as many characters as the NAME has, so any prefix of a soft keyword
// ("c", "ma", "typ") counts as one there.
bool isSoftKeywordPrefix(std::string_view word) {
    for (std::string_view keyword : {"match", "case", "_", "type"})
        if (!word.empty() && keyword.substr(0, word.size()) == word) return true;
    return false;
}

bool atFor(Parser& p) {
    return p.at(K::KwFor) || (p.at(K::KwAsync) && p.at(K::KwFor, 1));
}

ast::Name* makeName(Parser& p, const Token& token, ast::ExprContext ctx) {
    auto* name = p.make<ast::Name>(Parser::tokenPos(token));
    name->id = p.identifier(token);
    name->ctx = ctx;
    return name;
}

ast::Constant* makeSingleton(Parser& p, const Token& token, ast::ConstantValue::Kind kind) {
    auto* constant = p.arena.make<ast::Constant>();
    // Constant's own `kind` field (the "u" prefix) hides Node::kind, which
    // is why Parser::make cannot build one.
    static_cast<ast::Node*>(constant)->kind = ast::Kind::Constant;
    constant->pos = Parser::tokenPos(token);
    constant->value.kind = kind;
    return constant;
}

// ---- Errors --------------------------------------------------------------------

// CPython's generic error points at the furthest token its first pass
// fetched. Error paths that parse again to find a better message may fetch
// further; this forgets those extra tokens before reporting, so the location
// is the one the first attempt reached. (The tokenizer has moved on, but
// nothing is parsed after an error is raised.)
[[noreturn]] void raiseGenericAt(Parser& p, uint32_t furthestCount) {
    if (furthestCount > 0 && p.tokens.size() > furthestCount) p.tokens.resize(furthestCount);
    if (p.position >= p.tokens.size()) p.position = static_cast<uint32_t>(p.tokens.size()) - 1;
    p.raiseInvalidSyntax();
}

// CPython's RAISE_SYNTAX_ERROR without a location: the furthest token fetched.
[[noreturn]] void raiseAtFurthest(Parser& p, std::string message) {
    p.peek();
    Token last = p.tokens.back();
    p.raiseSyntax(std::move(message), last);
}

// CPython's RAISE_SYNTAX_ERROR_STARTING_FROM: from `first` to the start of
// the furthest token fetched.
[[noreturn]] void raiseStartingFrom(Parser& p, std::string message, const ast::Position& first) {
    p.peek();
    const Token& last = p.tokens.back();
    p.raiseAt(ErrorType::SyntaxError, std::move(message), first.lineno, first.colOffset,
              last.lineno, last.colOffset);
}

// The bracket nesting CPython's tokenizer records on a token: brackets
// opened minus closed up to and including it.
int bracketLevelAt(Parser& p, uint32_t tokenIndex) {
    int level = 0;
    for (uint32_t i = 0; i <= tokenIndex && i < p.tokens.size(); ++i) {
        switch (p.tokens[i].kind) {
        case K::LeftParen:
        case K::LeftBracket:
        case K::LeftBrace:
            ++level;
            break;
        case K::RightParen:
        case K::RightBracket:
        case K::RightBrace:
            --level;
            break;
        default:
            break;
        }
    }
    return level;
}

// What CPython calls an expression in "cannot assign to %s" messages.
std::string_view expressionKindName(const Expr* e) {
    switch (e->kind) {
    case ast::Kind::Attribute: return "attribute";
    case ast::Kind::Subscript: return "subscript";
    case ast::Kind::Starred: return "starred";
    case ast::Kind::Name: return "name";
    case ast::Kind::ListExpr: return "list";
    case ast::Kind::Tuple: return "tuple";
    case ast::Kind::Lambda: return "lambda";
    case ast::Kind::Call: return "function call";
    case ast::Kind::BoolOp:
    case ast::Kind::BinOp:
    case ast::Kind::UnaryOp: return "expression";
    case ast::Kind::GeneratorExp: return "generator expression";
    case ast::Kind::Yield:
    case ast::Kind::YieldFrom: return "yield expression";
    case ast::Kind::Await: return "await expression";
    case ast::Kind::ListComp: return "list comprehension";
    case ast::Kind::SetComp: return "set comprehension";
    case ast::Kind::DictComp: return "dict comprehension";
    case ast::Kind::Dict: return "dict literal";
    case ast::Kind::Set: return "set display";
    case ast::Kind::JoinedStr:
    case ast::Kind::FormattedValue: return "f-string expression";
    case ast::Kind::Constant: {
        switch (static_cast<const ast::Constant*>(e)->value.kind) {
        case ast::ConstantValue::Kind::None: return "None";
        case ast::ConstantValue::Kind::True: return "True";
        case ast::ConstantValue::Kind::False: return "False";
        case ast::ConstantValue::Kind::Ellipsis: return "ellipsis";
        default: return "literal";
        }
    }
    case ast::Kind::Compare: return "comparison";
    case ast::Kind::IfExp: return "conditional expression";
    case ast::Kind::NamedExpr: return "named expression";
    case ast::Kind::Slice: return "slice";
    default: return "expression";
    }
}

// Which statement a target belongs to; it changes what CPython's error
// search accepts (see invalidTarget).
enum class TargetKind { Star, For, Del };

// The first part of `e` that cannot be a target of this kind, or null when
// every part can. In a for-loop the re-parsed "target" is `target in iter`,
// a comparison, so for that kind only its left side is searched.
Expr* invalidTarget(Expr* e, TargetKind kind) {
    switch (e->kind) {
    case ast::Kind::ListExpr:
    case ast::Kind::Tuple: {
        ast::List<Expr*> elts = e->kind == ast::Kind::Tuple ? static_cast<ast::Tuple*>(e)->elts
                                                            : static_cast<ast::ListExpr*>(e)->elts;
        for (Expr* elt : elts)
            if (Expr* bad = invalidTarget(elt, kind)) return bad;
        return nullptr;
    }
    case ast::Kind::Starred:
        if (kind == TargetKind::Del) return e;
        return invalidTarget(static_cast<ast::Starred*>(e)->value, kind);
    case ast::Kind::Compare:
        if (kind == TargetKind::For) {
            auto* compare = static_cast<ast::Compare*>(e);
            if (compare->ops[0] == ast::CmpOpKind::In) return invalidTarget(compare->left, kind);
            return nullptr;
        }
        return e;
    case ast::Kind::Name:
    case ast::Kind::Subscript:
    case ast::Kind::Attribute:
        return nullptr;
    default:
        return e;
    }
}

// Sets ctx on a target and everything it unpacks into. Returns false (having
// possibly changed some ctx fields) when `e` is not a valid target.
bool setTargetContext(Expr* e, ast::ExprContext ctx) {
    switch (e->kind) {
    case ast::Kind::Name:
        static_cast<ast::Name*>(e)->ctx = ctx;
        return true;
    case ast::Kind::Attribute:
        static_cast<ast::Attribute*>(e)->ctx = ctx;
        return true;
    case ast::Kind::Subscript:
        static_cast<ast::Subscript*>(e)->ctx = ctx;
        return true;
    case ast::Kind::Starred:
        if (ctx == ast::ExprContext::Del) return false;
        static_cast<ast::Starred*>(e)->ctx = ctx;
        return setTargetContext(static_cast<ast::Starred*>(e)->value, ctx);
    case ast::Kind::Tuple: {
        auto* tuple = static_cast<ast::Tuple*>(e);
        tuple->ctx = ctx;
        for (Expr* elt : tuple->elts)
            if (!setTargetContext(elt, ctx)) return false;
        return true;
    }
    case ast::Kind::ListExpr: {
        auto* list = static_cast<ast::ListExpr*>(e);
        list->ctx = ctx;
        for (Expr* elt : list->elts)
            if (!setTargetContext(elt, ctx)) return false;
        return true;
    }
    default:
        return false;
    }
}

[[noreturn]] void raiseInvalidTarget(Parser& p, Expr* bad, TargetKind kind) {
    std::string message = kind == TargetKind::Del ? "cannot delete " : "cannot assign to ";
    message += expressionKindName(bad);
    p.raiseSyntax(std::move(message), bad->pos);
}

// ---- Forward declarations of the file's own rules ---------------------------------

Expr* expressionImpl(Parser& p, bool checkInvalid);
Expr* lambdef(Parser& p);
ast::List<ast::Comprehension*> forIfClauses(Parser& p);
enum class ArgumentsMode;
void callArgumentsImpl(Parser& p, ast::List<Expr*>& args, ast::List<ast::Keyword*>& keywords,
                       ArgumentsMode mode);

// assignment_expression: NAME ':=' ~ expression   (NAME and ':=' current)
Expr* walrus(Parser& p) {
    uint32_t start = p.position;
    Token nameToken = p.advance();
    p.advance(); // ':='
    Expr* value = p.expression();
    auto* named = p.make<ast::NamedExpr>(spanFrom(p, start));
    named->target = makeName(p, nameToken, ast::ExprContext::Store);
    named->value = value;
    return named;
}

// '*' bitwise_or, the starred element of displays and star_expressions.
Expr* starredBitwiseOr(Parser& p) {
    uint32_t start = p.position;
    p.advance();
    Expr* value = p.bitwiseOr();
    auto* starred = p.make<ast::Starred>(spanFrom(p, start));
    starred->value = value;
    starred->ctx = ast::ExprContext::Load;
    return starred;
}

// starred_expression: '*' expression   (in call arguments and subscripts)
//   invalid_starred_expression: '*' expression '=' expression
Expr* starredExpression(Parser& p) {
    uint32_t start = p.position;
    p.advance();
    if (!expressionStartsAt(p, 0)) raiseAtFurthest(p, "Invalid star expression");
    Expr* value = p.expression();
    auto* starred = p.make<ast::Starred>(spanFrom(p, start));
    starred->value = value;
    starred->ctx = ast::ExprContext::Load;
    if (p.at(K::Equal) && isExpressionStart(p.peekKind(1))) {
        p.advance();
        Expr* rhs = p.expression();
        p.raiseSyntax("cannot assign to iterable argument unpacking",
                      Parser::span(starred->pos, rhs->pos));
    }
    return starred;
}

// The last expression of a comprehension, where CPython ends the range of
// "Generator expression must be parenthesized".
Expr* lastComprehensionItem(const ast::List<ast::Comprehension*>& generators) {
    ast::Comprehension* last = generators[generators.size - 1];
    if (!last->ifs.empty()) return last->ifs[last->ifs.size - 1];
    return last->iter;
}

// ---- Binary operators ----------------------------------------------------------

// Precedence of a binary operator token (0: not one), lowest first:
// | ^ & (<< >>) (+ -) (* / // % @).
int binaryPrecedence(K kind, ast::OperatorKind& op) {
    switch (kind) {
    case K::VerticalBar: op = ast::OperatorKind::BitOr; return 1;
    case K::Circumflex: op = ast::OperatorKind::BitXor; return 2;
    case K::Ampersand: op = ast::OperatorKind::BitAnd; return 3;
    case K::LeftShift: op = ast::OperatorKind::LShift; return 4;
    case K::RightShift: op = ast::OperatorKind::RShift; return 4;
    case K::Plus: op = ast::OperatorKind::Add; return 5;
    case K::Minus: op = ast::OperatorKind::Sub; return 5;
    case K::Star: op = ast::OperatorKind::Mult; return 6;
    case K::Slash: op = ast::OperatorKind::Div; return 6;
    case K::DoubleSlash: op = ast::OperatorKind::FloorDiv; return 6;
    case K::Percent: op = ast::OperatorKind::Mod; return 6;
    case K::At: op = ast::OperatorKind::MatMult; return 6;
    default: return 0;
    }
}

constexpr int kTermPrecedence = 6;

Expr* factor(Parser& p);
Expr* inversion(Parser& p);

// invalid_arithmetic / invalid_factor: `1 + not x`, `-not x`. Called with
// 'not' current right after the operator.
[[noreturn]] void raiseNotAfterOperator(Parser& p, bool operandIsFactor) {
    Token notToken = p.advance();
    Expr* operand = operandIsFactor ? factor(p) : inversion(p);
    p.raiseSyntax("'not' after an operator must be parenthesized",
                  Parser::span(Parser::tokenPos(notToken), operand->pos));
}

// bitwise_or .. term, by precedence climbing: operators at or above
// `minPrecedence` are consumed here, left-associatively.
Expr* binaryExpression(Parser& p, int minPrecedence) {
    uint32_t start = p.position;
    Expr* left = factor(p);
    for (;;) {
        ast::OperatorKind op{};
        int precedence = binaryPrecedence(p.peekKind(), op);
        if (precedence == 0 || precedence < minPrecedence) return left;
        if (!factorStartsAt(p, 1) && !(precedence >= 5 && p.at(K::KwNot, 1))) return left;
        p.advance();
        if (precedence >= 5 && p.at(K::KwNot)) raiseNotAfterOperator(p, false);
        Expr* right =
            precedence == kTermPrecedence ? factor(p) : binaryExpression(p, precedence + 1);
        auto* binOp = p.make<ast::BinOp>(spanFrom(p, start));
        binOp->left = left;
        binOp->op = op;
        binOp->right = right;
        left = binOp;
    }
}

// await_primary: 'await' primary | primary
Expr* awaitPrimary(Parser& p) {
    if (!p.at(K::KwAwait)) return p.primary();
    uint32_t start = p.position;
    p.advance();
    Expr* value = p.primary();
    auto* node = p.make<ast::Await>(spanFrom(p, start));
    node->value = value;
    return node;
}

// power: await_primary '**' factor | await_primary
Expr* power(Parser& p) {
    uint32_t start = p.position;
    Expr* base = awaitPrimary(p);
    if (!p.at(K::DoubleStar) || !factorStartsAt(p, 1)) return base;
    Parser::DepthGuard guard(p);
    p.advance();
    Expr* exponent = factor(p);
    auto* binOp = p.make<ast::BinOp>(spanFrom(p, start));
    binOp->left = base;
    binOp->op = ast::OperatorKind::Pow;
    binOp->right = exponent;
    return binOp;
}

// factor: '+' factor | '-' factor | '~' factor | power
Expr* factor(Parser& p) {
    ast::UnaryOpKind op;
    switch (p.peekKind()) {
    case K::Plus: op = ast::UnaryOpKind::UAdd; break;
    case K::Minus: op = ast::UnaryOpKind::USub; break;
    case K::Tilde: op = ast::UnaryOpKind::Invert; break;
    default: return power(p);
    }
    Parser::DepthGuard guard(p);
    uint32_t start = p.position;
    p.advance();
    if (p.at(K::KwNot)) raiseNotAfterOperator(p, true);
    Expr* operand = factor(p);
    auto* unary = p.make<ast::UnaryOp>(spanFrom(p, start));
    unary->op = op;
    unary->operand = operand;
    return unary;
}

// ---- Comparisons and boolean operators -------------------------------------

// compare_op_bitwise_or_pair's operator, consumed when present and
// followed by an operand.
bool comparisonOperator(Parser& p, ast::CmpOpKind& op) {
    uint32_t length = 1;
    switch (p.peekKind()) {
    case K::EqualEqual: op = ast::CmpOpKind::Eq; break;
    case K::NotEqual: op = ast::CmpOpKind::NotEq; break;
    case K::Less: op = ast::CmpOpKind::Lt; break;
    case K::LessEqual: op = ast::CmpOpKind::LtE; break;
    case K::Greater: op = ast::CmpOpKind::Gt; break;
    case K::GreaterEqual: op = ast::CmpOpKind::GtE; break;
    case K::KwIn: op = ast::CmpOpKind::In; break;
    case K::KwNot:
        if (!p.at(K::KwIn, 1)) return false;
        op = ast::CmpOpKind::NotIn;
        length = 2;
        break;
    case K::KwIs:
        if (p.at(K::KwNot, 1)) {
            op = ast::CmpOpKind::IsNot;
            length = 2;
        } else {
            op = ast::CmpOpKind::Is;
        }
        break;
    default:
        return false;
    }
    if (!factorStartsAt(p, length)) return false;
    p.position += length;
    return true;
}

// comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or
Expr* comparison(Parser& p) {
    uint32_t start = p.position;
    Expr* left = p.bitwiseOr();
    ast::CmpOpKind op;
    if (!comparisonOperator(p, op)) return left;
    // Operators and operands alternate on the scratch stack.
    uint32_t mark = p.scratchMark();
    do {
        p.scratchPush(reinterpret_cast<void*>(static_cast<uintptr_t>(op)));
        p.scratchPush(p.bitwiseOr());
    } while (comparisonOperator(p, op));
    uint32_t count = (p.scratchMark() - mark) / 2;
    auto* compare = p.make<ast::Compare>(spanFrom(p, start));
    compare->left = left;
    compare->ops.size = count;
    compare->ops.items = p.arena.makeArray<ast::CmpOpKind>(count);
    compare->comparators.size = count;
    compare->comparators.items = p.arena.makeArray<Expr*>(count);
    for (uint32_t i = 0; i < count; ++i) {
        compare->ops.items[i] =
            static_cast<ast::CmpOpKind>(reinterpret_cast<uintptr_t>(p.scratch[mark + 2 * i]));
        compare->comparators.items[i] = static_cast<Expr*>(p.scratch[mark + 2 * i + 1]);
    }
    p.scratch.resize(mark);
    return compare;
}

// inversion: 'not' inversion | comparison
Expr* inversion(Parser& p) {
    if (!p.at(K::KwNot)) return comparison(p);
    Parser::DepthGuard guard(p);
    uint32_t start = p.position;
    p.advance();
    Expr* operand = inversion(p);
    auto* unary = p.make<ast::UnaryOp>(spanFrom(p, start));
    unary->op = ast::UnaryOpKind::Not;
    unary->operand = operand;
    return unary;
}

// conjunction: inversion ('and' inversion)+ | inversion
Expr* conjunction(Parser& p) {
    uint32_t start = p.position;
    Expr* first = inversion(p);
    auto atAnd = [&p]() { return p.at(K::KwAnd) && inversionStartsAt(p, 1); };
    if (!atAnd()) return first;
    uint32_t mark = p.scratchMark();
    p.scratchPush(first);
    while (atAnd()) {
        p.advance();
        p.scratchPush(inversion(p));
    }
    auto* boolOp = p.make<ast::BoolOp>(spanFrom(p, start));
    boolOp->op = ast::BoolOpKind::And;
    boolOp->values = p.scratchTake<Expr>(mark);
    return boolOp;
}

// ---- The invalid_* rules of expression and named_expression ----------------

// True when the expression that started at token `start` is wrapped in
// parentheses as a whole (a group keeps its inner node's position).
bool isParenthesized(Parser& p, uint32_t start, const Expr* e) {
    const Token& first = p.tokens[start];
    return first.kind == K::LeftParen &&
           (e->pos.lineno != first.lineno || e->pos.colOffset != first.colOffset);
}

// Whether `e` is what bitwise_or alone would have parsed.
bool isBitwiseOrLevel(Parser& p, uint32_t start, const Expr* e) {
    switch (e->kind) {
    case ast::Kind::BoolOp:
    case ast::Kind::Compare:
    case ast::Kind::IfExp:
    case ast::Kind::Lambda:
        return isParenthesized(p, start, e);
    case ast::Kind::UnaryOp:
        if (static_cast<const ast::UnaryOp*>(e)->op == ast::UnaryOpKind::Not)
            return isParenthesized(p, start, e);
        return true;
    default:
        return true;
    }
}

// The lookahead !(list|tuple|genexp|'True'|'None'|'False') of
// invalid_named_expression: does one of those begin the expression?
bool startsWithDisplayOrSingleton(Parser& p, uint32_t start, const Expr* e) {
    const Token& first = p.tokens[start];
    if (first.kind == K::KwTrue || first.kind == K::KwNone || first.kind == K::KwFalse) return true;
    if (first.kind != K::LeftParen && first.kind != K::LeftBracket) return false;
    // Walk down the leftmost operands to the atom that starts at `first`.
    const Expr* node = e;
    while (node) {
        if (node->pos.lineno == first.lineno && node->pos.colOffset == first.colOffset) {
            switch (node->kind) {
            case ast::Kind::ListExpr:
            case ast::Kind::Tuple:
            case ast::Kind::GeneratorExp:
                return true;
            case ast::Kind::ListComp:
                return false;
            default:
                break;
            }
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

// invalid_named_expression, its '=' alternatives:
//   NAME '=' bitwise_or !('='|':=')
//   !(list|tuple|genexp|'True'|'None'|'False') bitwise_or '=' bitwise_or !('='|':=')
// Called with '=' current after an expression that started at `start`.
void checkAssignmentInExpression(Parser& p, uint32_t start, Expr* e) {
    if (!isBitwiseOrLevel(p, start, e)) return;
    uint32_t equal = p.position;
    // Parse the right side only when a message can follow: a speculative
    // parse would move the furthest token CPython reports generic errors at.
    bool bareName = p.tokens[start].kind == K::Name && start + 1 == equal;
    if (!bareName && startsWithDisplayOrSingleton(p, start, e)) return;
    uint32_t furthest = static_cast<uint32_t>(p.tokens.size());
    if (!factorStartsAt(p, 1)) raiseGenericAt(p, furthest);
    p.advance();
    Expr* value = p.bitwiseOr();
    if (!p.at(K::Equal) && !p.at(K::ColonEqual)) {
        if (bareName)
            p.raiseSyntax("invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                          nodeSpan(e, value));
        std::string message = "cannot assign to ";
        message += expressionKindName(e);
        message += " here. Maybe you meant '==' instead of '='?";
        p.raiseSyntax(std::move(message), e->pos);
    }
    // No valid program has '=' after a named expression (the statement
    // parser reads `x = ...` and match subjects without this rule), so this
    // is CPython's generic error where its first pass stopped, at the '='.
    raiseGenericAt(p, furthest);
}

// invalid_expression's first alternative and invalid_legacy_expression:
//   !(NAME STRING | SOFT_KEYWORD) disjunction expression_without_invalid
//       -> "Perhaps you forgot a comma?" inside brackets
//   NAME !'(' star_expressions   (print / exec)
// Called when the token after the disjunction `a` could begin an expression,
// which no valid program allows.
void checkMissingComma(Parser& p, uint32_t start, Expr* a) {
    const Token first = p.tokens[start];
    bool legacy = false;
    if (first.kind == K::Name && start + 1 == p.position) {
        std::string_view word = p.text(first);
        legacy = word == "print" || word == "exec";
    }
    bool excluded = first.kind == K::Name && (p.tokens[start + 1].kind == K::String ||
                                              isSoftKeywordPrefix(p.text(first)));
    // The rule needs the last token of `b` inside brackets; `b` is balanced,
    // so that is the nesting here. Outside brackets nothing is parsed, so the
    // generic error stays at the furthest token the valid parse reached.
    if (!excluded && !legacy && bracketLevelAt(p, p.position - 1) != 0 &&
        expressionStartsAt(p, 0)) {
        Expr* b = expressionImpl(p, false);
        p.raiseSyntax("invalid syntax. Perhaps you forgot a comma?", nodeSpan(a, b));
    }
    if (legacy && starExpressionStartsAt(p, 0)) {
        Expr* b = p.starExpressions();
        std::string word(p.text(first));
        p.raiseSyntax("Missing parentheses in call to '" + word + "'. Did you mean " + word +
                          "(...)?",
                      nodeSpan(a, b));
    }
}

// expression:
//     | disjunction 'if' disjunction 'else' expression
//     | disjunction
//     | lambdef
// With checkInvalid it is CPython's `expression` including the
// invalid_expression rules; without, `expression_without_invalid`.
Expr* expressionImpl(Parser& p, bool checkInvalid) {
    Parser::DepthGuard guard(p);
    if (p.at(K::KwLambda)) return lambdef(p);
    uint32_t start = p.position;
    Expr* body = p.disjunction();
    if (p.at(K::KwIf) && inversionStartsAt(p, 1)) {
        uint32_t ifToken = p.position;
        p.advance();
        Expr* test = p.disjunction();
        if (!p.at(K::KwElse)) {
            if (checkInvalid && !p.at(K::Colon))
                p.raiseSyntax("expected 'else' after 'if' expression", nodeSpan(body, test));
        }
        if (!p.at(K::KwElse) || !expressionStartsAt(p, 1)) {
            // The conditional fails; the expression is its body alone.
            p.reset(ifToken);
            return body;
        }
        p.advance();
        Expr* orelse = expressionImpl(p, checkInvalid);
        auto* ifExp = p.make<ast::IfExp>(spanFrom(p, start));
        ifExp->test = test;
        ifExp->body = body;
        ifExp->orelse = orelse;
        return ifExp;
    }
    if (checkInvalid && isExpressionStart(p.peekKind())) checkMissingComma(p, start, body);
    return body;
}

// ---- Lambdas ---------------------------------------------------------------------

ast::Arg* makeArg(Parser& p, const Token& name) {
    auto* arg = p.make<ast::Arg>(Parser::tokenPos(name));
    arg->arg = p.identifier(name);
    return arg;
}

// Small matchers for the invalid_lambda_* rules, used only on the error
// path. Each either consumes what it matched and returns true, or leaves the
// position unchanged and returns false.

// default: '=' expression | invalid_default
bool lpDefault(Parser& p) {
    if (!p.at(K::Equal)) return false;
    uint32_t equal = p.position;
    if (p.at(K::Comma, 1) || p.at(K::RightParen, 1))
        p.raiseSyntax("expected default value expression", p.tokens[equal]);
    if (!isExpressionStart(p.peekKind(1))) return false;
    p.advance();
    p.expression();
    return true;
}

// lambda_param then ',' or &':'
bool lpParamEnd(Parser& p, uint32_t mark) {
    if (p.accept(K::Comma) || p.at(K::Colon)) return true;
    p.reset(mark);
    return false;
}

// lambda_param_no_default
bool lpNoDefault(Parser& p) {
    uint32_t mark = p.position;
    if (!p.accept(K::Name)) return false;
    return lpParamEnd(p, mark);
}

// lambda_param_with_default
bool lpWithDefault(Parser& p) {
    uint32_t mark = p.position;
    if (!p.accept(K::Name)) return false;
    if (!lpDefault(p)) {
        p.reset(mark);
        return false;
    }
    return lpParamEnd(p, mark);
}

// lambda_param_maybe_default
bool lpMaybeDefault(Parser& p) {
    uint32_t mark = p.position;
    if (!p.accept(K::Name)) return false;
    lpDefault(p);
    return lpParamEnd(p, mark);
}

// '/' followed by ',' or &':'
bool lpSlashEnd(Parser& p, uint32_t mark) {
    if (p.accept(K::Slash) && (p.accept(K::Comma) || p.at(K::Colon))) return true;
    p.reset(mark);
    return false;
}

// lambda_slash_no_default: lambda_param_no_default+ '/' (',' | &':')
bool lpSlashNoDefault(Parser& p) {
    uint32_t mark = p.position;
    int count = 0;
    while (lpNoDefault(p)) ++count;
    if (count == 0) return false;
    return lpSlashEnd(p, mark);
}

// lambda_slash_with_default: lambda_param_no_default* lambda_param_with_default+ '/' ...
bool lpSlashWithDefault(Parser& p) {
    uint32_t mark = p.position;
    while (lpNoDefault(p)) {
    }
    int count = 0;
    while (lpWithDefault(p)) ++count;
    if (count == 0) {
        p.reset(mark);
        return false;
    }
    return lpSlashEnd(p, mark);
}

// The invalid_lambda_parameters, invalid_lambda_star_etc and
// invalid_lambda_kwds rules, in CPython's order, from the start of the
// parameters; falls back to the generic error where the first attempt failed.
[[noreturn]] void raiseLambdaParametersError(Parser& p, uint32_t start, uint32_t furthest) {
    auto raiseAtToken = [&](const char* message, uint32_t index) {
        p.raiseSyntax(message, p.tokens[index]);
    };
    // "/" ','
    p.reset(start);
    if (p.at(K::Slash) && p.at(K::Comma, 1))
        raiseAtToken("at least one argument must precede /", start);
    // (slash_no_default | slash_with_default) param_maybe_default* '/'
    p.reset(start);
    if (lpSlashNoDefault(p) || lpSlashWithDefault(p)) {
        while (lpMaybeDefault(p)) {
        }
        if (p.at(K::Slash)) raiseAtToken("/ may appear only once", p.position);
    }
    // slash_no_default? param_no_default* helper param_no_default
    p.reset(start);
    lpSlashNoDefault(p);
    while (lpNoDefault(p)) {
    }
    {
        bool helper = lpSlashWithDefault(p);
        if (!helper) {
            int count = 0;
            while (lpWithDefault(p)) ++count;
            helper = count > 0;
        }
        uint32_t param = p.position;
        if (helper && lpNoDefault(p))
            raiseAtToken("parameter without a default follows parameter with a default", param);
    }
    // param_no_default* '(' ','.param+ ','? ')'
    p.reset(start);
    while (lpNoDefault(p)) {
    }
    if (p.at(K::LeftParen)) {
        uint32_t open = p.position;
        p.advance();
        if (p.accept(K::Name)) {
            while (p.at(K::Comma) && p.at(K::Name, 1)) {
                p.advance();
                p.advance();
            }
            p.accept(K::Comma);
            if (p.at(K::RightParen))
                p.raiseSyntax("Lambda expression parameters cannot be parenthesized",
                              tokenSpan(p.tokens[open], p.peek()));
        }
    }
    // (slash_no_default | slash_with_default)? param_maybe_default* '*'
    //     (',' | param_no_default) param_maybe_default* '/'
    p.reset(start);
    if (!lpSlashNoDefault(p)) lpSlashWithDefault(p);
    while (lpMaybeDefault(p)) {
    }
    if (p.accept(K::Star) && (p.accept(K::Comma) || lpNoDefault(p))) {
        while (lpMaybeDefault(p)) {
        }
        if (p.at(K::Slash)) raiseAtToken("/ must be ahead of *", p.position);
    }
    // param_maybe_default+ '/' '*'
    p.reset(start);
    {
        int count = 0;
        while (lpMaybeDefault(p)) ++count;
        if (count > 0 && p.at(K::Slash) && p.at(K::Star, 1))
            raiseAtToken("expected comma between / and *", p.position + 1);
    }
    // The valid parameters up to '*' or '**', where CPython's star_etc and
    // kwds rules (and their invalid_ alternatives) are tried.
    p.reset(start);
    if (!lpSlashNoDefault(p)) lpSlashWithDefault(p);
    while (lpNoDefault(p)) {
    }
    while (lpWithDefault(p)) {
    }
    if (p.at(K::Star)) {
        uint32_t star = p.position;
        // '*' (':' | ',' (':' | '**'))
        if (p.at(K::Colon, 1) ||
            (p.at(K::Comma, 1) && (p.at(K::Colon, 2) || p.at(K::DoubleStar, 2))))
            raiseAtFurthest(p, "named arguments must follow bare *");
        // '*' lambda_param '='
        if (p.at(K::Name, 1) && p.at(K::Equal, 2))
            raiseAtToken("var-positional argument cannot have default value", star + 2);
        // '*' (param_no_default | ',') param_maybe_default* '*' (param_no_default | ',')
        p.advance();
        if (p.accept(K::Comma) || lpNoDefault(p)) {
            while (lpMaybeDefault(p)) {
            }
            if (p.at(K::Star)) {
                uint32_t second = p.position;
                p.advance();
                if (p.at(K::Comma) || lpNoDefault(p))
                    raiseAtToken("* argument may appear only once", second);
            }
        }
        // The valid star_etc, to reach '**'.
        p.reset(star + 1);
        if (lpNoDefault(p) || (p.accept(K::Comma) && p.at(K::Name))) {
            while (lpMaybeDefault(p)) {
            }
        }
    }
    if (p.at(K::DoubleStar) && p.at(K::Name, 1)) {
        uint32_t after = p.position + 2;
        if (p.at(K::Equal, 2)) raiseAtToken("var-keyword argument cannot have default value", after);
        if (p.at(K::Comma, 2)) {
            K next = p.peekKind(3);
            if (next == K::Name || next == K::Star || next == K::DoubleStar || next == K::Slash)
                raiseAtToken("arguments cannot follow var-keyword argument", after + 1);
        }
    }
    raiseGenericAt(p, furthest);
}

// lambda_params, up to (not including) the ':'. Parses the valid grammar in
// one pass; anything unexpected goes to raiseLambdaParametersError.
ast::Arguments* lambdaParameters(Parser& p) {
    uint32_t start = p.position;
    uint32_t mark = p.scratchMark();
    // Each parameter pushes two entries, its arg and its default (null when
    // absent): first the positional parameters, then the keyword-only ones.
    uint32_t positionalEnd = 0;
    uint32_t positionalCount = 0;
    uint32_t posOnlyCount = 0;
    bool sawSlash = false;
    bool sawDefault = false;
    bool sawStar = false;
    ast::Arg* vararg = nullptr;
    ast::Arg* kwarg = nullptr;
    auto fail = [&p, start]() {
        raiseLambdaParametersError(p, start, static_cast<uint32_t>(p.tokens.size()));
    };
    for (;;) {
        K kind = p.peekKind();
        if (kind == K::Name) {
            ast::Arg* arg = makeArg(p, p.advance());
            Expr* defaultValue = nullptr;
            if (p.at(K::Equal)) {
                uint32_t equal = p.position;
                if (p.at(K::Comma, 1) || p.at(K::RightParen, 1))
                    p.raiseSyntax("expected default value expression", p.tokens[equal]);
                if (!isExpressionStart(p.peekKind(1))) fail();
                p.advance();
                defaultValue = p.expression();
            }
            if (!sawStar) {
                if (!defaultValue && sawDefault) fail();
                if (defaultValue) sawDefault = true;
                ++positionalCount;
            }
            p.scratchPush(arg);
            p.scratchPush(defaultValue);
        } else if (kind == K::Slash) {
            if (sawStar || sawSlash || positionalCount == 0) fail();
            sawSlash = true;
            posOnlyCount = positionalCount;
            p.advance();
        } else if (kind == K::Star) {
            if (sawStar) fail();
            sawStar = true;
            positionalEnd = p.scratchMark();
            p.advance();
            if (p.at(K::Name)) {
                vararg = makeArg(p, p.advance());
                if (p.at(K::Equal)) fail();
            } else if (!(p.at(K::Comma) && p.at(K::Name, 1))) {
                // A bare '*' must be followed by keyword-only parameters.
                fail();
            }
        } else if (kind == K::DoubleStar) {
            p.advance();
            if (!p.at(K::Name)) fail();
            kwarg = makeArg(p, p.advance());
            p.accept(K::Comma);
            if (!p.at(K::Colon)) fail();
            break;
        } else {
            fail();
        }
        if (p.at(K::Colon)) break;
        if (!p.accept(K::Comma)) fail();
        if (p.at(K::Colon)) break;
    }
    uint32_t end = p.scratchMark();
    if (!sawStar) positionalEnd = end;
    auto* arguments = p.make<ast::Arguments>({});
    auto argsOf = [&p](uint32_t from, uint32_t to) {
        ast::List<ast::Arg*> list;
        list.size = (to - from) / 2;
        list.items = p.arena.makeArray<ast::Arg*>(list.size);
        for (uint32_t i = 0; i < list.size; ++i)
            list.items[i] = static_cast<ast::Arg*>(p.scratch[from + 2 * i]);
        return list;
    };
    arguments->posonlyargs = argsOf(mark, mark + 2 * posOnlyCount);
    arguments->args = argsOf(mark + 2 * posOnlyCount, positionalEnd);
    uint32_t defaultCount = 0;
    for (uint32_t i = mark; i < positionalEnd; i += 2)
        if (p.scratch[i + 1]) ++defaultCount;
    arguments->defaults.size = defaultCount;
    arguments->defaults.items = p.arena.makeArray<Expr*>(defaultCount);
    for (uint32_t i = mark, out = 0; i < positionalEnd; i += 2)
        if (p.scratch[i + 1]) arguments->defaults.items[out++] = static_cast<Expr*>(p.scratch[i + 1]);
    arguments->vararg = vararg;
    arguments->kwonlyargs = argsOf(positionalEnd, end);
    arguments->kw_defaults.size = (end - positionalEnd) / 2;
    arguments->kw_defaults.items = p.arena.makeArray<Expr*>(arguments->kw_defaults.size);
    for (uint32_t i = 0; i < arguments->kw_defaults.size; ++i)
        arguments->kw_defaults.items[i] = static_cast<Expr*>(p.scratch[positionalEnd + 2 * i + 1]);
    arguments->kwarg = kwarg;
    p.scratch.resize(mark);
    return arguments;
}

// lambdef: 'lambda' [lambda_params] ':' expression
//   invalid_expression: 'lambda' [lambda_params] ':' &FSTRING_MIDDLE
Expr* lambdef(Parser& p) {
    uint32_t start = p.position;
    p.advance();
    ast::Arguments* arguments =
        p.at(K::Colon) ? p.make<ast::Arguments>({}) : lambdaParameters(p);
    uint32_t colon = p.position;
    p.expect(K::Colon);
    // In an f-string replacement field the ':' starts the format spec, so
    // the body is missing: CPython sees an FSTRING_MIDDLE there (possibly
    // empty; this tokenizer emits none for empty text, hence the '}').
    if (p.at(K::FStringMiddle) || p.at(K::RightBrace))
        p.raiseSyntax("f-string: lambda expressions are not allowed without parentheses",
                      tokenSpan(p.tokens[start], p.tokens[colon]));
    Expr* body = p.expression();
    auto* lambda = p.make<ast::Lambda>(spanFrom(p, start));
    lambda->args = arguments;
    lambda->body = body;
    return lambda;
}

// ---- Targets -----------------------------------------------------------------------

// One star_target, parsed as a primary (or '*' and a star_target) and checked
// later. Returns null when the current token cannot begin a target.
Expr* starTargetItem(Parser& p) {
    if (p.at(K::Star)) {
        Parser::DepthGuard guard(p);
        uint32_t start = p.position;
        p.advance();
        if (p.at(K::Star)) return nullptr;
        Expr* inner = starTargetItem(p);
        if (!inner) return nullptr;
        auto* starred = p.make<ast::Starred>(spanFrom(p, start));
        starred->value = inner;
        starred->ctx = ast::ExprContext::Store;
        return starred;
    }
    if (!isAtomStart(p.peekKind())) return nullptr;
    return p.primary();
}

// star_targets: star_target !',' | star_target (',' star_target)* [','],
// unchecked. Null when it cannot even be parsed that far.
Expr* starTargetsRaw(Parser& p) {
    uint32_t start = p.position;
    Expr* first = starTargetItem(p);
    if (!first || !p.at(K::Comma)) return first;
    uint32_t mark = p.scratchMark();
    p.scratchPush(first);
    while (p.accept(K::Comma)) {
        if (!p.at(K::Star) && !isAtomStart(p.peekKind())) break;
        Expr* item = starTargetItem(p);
        if (!item) {
            p.scratch.resize(mark);
            return nullptr;
        }
        p.scratchPush(item);
    }
    auto* tuple = p.make<ast::Tuple>(spanFrom(p, start));
    tuple->elts = p.scratchTake<Expr>(mark);
    tuple->ctx = ast::ExprContext::Store;
    return tuple;
}

// Tokens after which a parsed target was really the start of an expression
// (`for x + 1 in y`): CPython then reports on the whole expression.
bool continuesExpression(Parser& p) {
    ast::OperatorKind op{};
    K kind = p.peekKind();
    if (binaryPrecedence(kind, op) != 0 || isExpressionStart(kind)) return true;
    switch (kind) {
    case K::DoubleStar:
    case K::EqualEqual:
    case K::NotEqual:
    case K::Less:
    case K::LessEqual:
    case K::Greater:
    case K::GreaterEqual:
    case K::KwIs:
    case K::KwAnd:
    case K::KwOr:
    case K::KwIf:
    case K::ColonEqual:
        return true;
    default:
        return false;
    }
}

// The error path of a for-loop or comprehension target: CPython's
// invalid_for_if_clause (comprehensions only) and invalid_for_target,
// which re-parse the target as bitwise_or's / star_expressions.
[[noreturn]] void raiseForTargetError(Parser& p, uint32_t start, bool inComprehension) {
    uint32_t furthest = static_cast<uint32_t>(p.tokens.size());
    if (inComprehension) {
        // 'async'? 'for' (bitwise_or (',' bitwise_or)* [',']) !'in'
        p.reset(start);
        if (factorStartsAt(p, 0)) {
            p.bitwiseOr();
            while (p.at(K::Comma)) {
                p.advance();
                if (!factorStartsAt(p, 0)) break;
                p.bitwiseOr();
            }
            if (!p.at(K::KwIn)) raiseAtFurthest(p, "'in' expected after for-loop variables");
        }
    }
    p.reset(start);
    if (starExpressionStartsAt(p, 0)) {
        Expr* e = p.starExpressions();
        if (Expr* bad = invalidTarget(e, TargetKind::For)) raiseInvalidTarget(p, bad, TargetKind::For);
    }
    raiseGenericAt(p, furthest);
}

// The target of a comprehension's `for`, which must be followed by 'in'.
Expr* forTarget(Parser& p) {
    uint32_t start = p.position;
    Expr* target = starTargetsRaw(p);
    if (target && p.at(K::KwIn) && setTargetContext(target, ast::ExprContext::Store)) return target;
    raiseForTargetError(p, start, true);
}

// ---- Comprehensions ----------------------------------------------------------------

// for_if_clauses: for_if_clause+
// for_if_clause: ['async'] 'for' star_targets 'in' ~ disjunction ('if' disjunction)*
ast::List<ast::Comprehension*> forIfClauses(Parser& p) {
    uint32_t mark = p.scratchMark();
    while (atFor(p)) {
        bool isAsync = p.accept(K::KwAsync);
        p.advance(); // 'for'
        Expr* target = forTarget(p);
        p.advance(); // 'in'
        Expr* iter = p.disjunction();
        uint32_t ifsMark = p.scratchMark();
        while (p.accept(K::KwIf)) p.scratchPush(p.disjunction());
        auto* comprehension = p.make<ast::Comprehension>({});
        comprehension->target = target;
        comprehension->iter = iter;
        comprehension->ifs = p.scratchTake<Expr>(ifsMark);
        comprehension->is_async = isAsync ? 1 : 0;
        p.scratchPush(comprehension);
    }
    return p.scratchTake<ast::Comprehension>(mark);
}

// invalid_comprehension: ('[' | '(' | '{') starred_expression for_if_clauses
[[noreturn]] void raiseUnpackingInComprehension(Parser& p, Expr* starred) {
    p.raiseSyntax("iterable unpacking cannot be used in comprehension", starred->pos);
}

template <class T>
Expr* makeComprehension(Parser& p, uint32_t start, Expr* elt,
                        ast::List<ast::Comprehension*> generators) {
    auto* node = p.make<T>(spanFrom(p, start));
    node->elt = elt;
    node->generators = generators;
    return node;
}

// The first element of a display, where '*' must be followed by an
// expression (CPython's invalid_comprehension parses a starred_expression
// there, which reports "Invalid star expression").
Expr* firstDisplayElement(Parser& p) {
    if (p.at(K::Star)) {
        uint32_t star = p.position;
        if (!expressionStartsAt(p, 1)) raiseAtFurthest(p, "Invalid star expression");
        Expr* starred = starredBitwiseOr(p);
        if (expressionStartsAt(p, 0)) {
            // There the operand is a whole expression, whose invalid_expression
            // rule reports `[*a b]` as a missing comma.
            uint32_t after = p.position;
            p.reset(star + 1);
            p.expression();
            p.reset(after);
        }
        return starred;
    }
    return p.namedExpression();
}

// invalid_comprehension's "did you forget parentheses around the
// comprehension target?": a list or set display whose elements are followed
// by a comprehension. `last` is the last element, or null when the only
// element was followed by a comma (then the range ends at that comma).
[[noreturn]] void raiseUnparenthesizedTarget(Parser& p, Expr* first, Expr* last,
                                             uint32_t trailingComma) {
    forIfClauses(p);
    ast::Position end = last ? last->pos : Parser::tokenPos(p.tokens[trailingComma]);
    p.raiseSyntax("did you forget parentheses around the comprehension target?",
                  Parser::span(first->pos, end));
}

// The elements of a list or set display after the first, up to `close`.
ast::List<Expr*> displayElements(Parser& p, Expr* first, K close) {
    uint32_t mark = p.scratchMark();
    p.scratchPush(first);
    while (p.at(K::Comma)) {
        uint32_t comma = p.position;
        p.advance();
        if (p.at(close)) break;
        if (atFor(p)) {
            uint32_t count = p.scratchMark() - mark;
            Expr* last = count > 1 ? static_cast<Expr*>(p.scratch.back()) : nullptr;
            raiseUnparenthesizedTarget(p, first, last, comma);
        }
        p.scratchPush(p.starNamedExpression());
    }
    if (atFor(p) && p.scratchMark() - mark > 1)
        raiseUnparenthesizedTarget(p, first, static_cast<Expr*>(p.scratch.back()), 0);
    p.expect(close);
    return p.scratchTake<Expr>(mark);
}

// tuple | group | genexp, with '(' current.
Expr* parenthesized(Parser& p) {
    uint32_t start = p.position;
    p.advance();
    if (p.accept(K::RightParen)) {
        auto* tuple = p.make<ast::Tuple>(spanFrom(p, start));
        tuple->ctx = ast::ExprContext::Load;
        return tuple;
    }
    if (p.at(K::KwYield)) {
        Expr* value = p.yieldExpression();
        p.expect(K::RightParen);
        return value;
    }
    if (p.at(K::DoubleStar)) {
        // invalid_group: '(' '**' expression ')'
        uint32_t furthest = static_cast<uint32_t>(p.tokens.size());
        uint32_t stars = p.position;
        if (isExpressionStart(p.peekKind(1))) {
            p.advance();
            p.expression();
            if (p.at(K::RightParen))
                p.raiseSyntax("cannot use double starred expression here", p.tokens[stars]);
        }
        raiseGenericAt(p, furthest);
    }
    uint32_t firstStart = p.position;
    Expr* first = firstDisplayElement(p);
    if (atFor(p)) {
        ast::List<ast::Comprehension*> generators = forIfClauses(p);
        if (first->kind == ast::Kind::Starred) raiseUnpackingInComprehension(p, first);
        p.expect(K::RightParen);
        return makeComprehension<ast::GeneratorExp>(p, start, first, generators);
    }
    if (p.at(K::Comma)) {
        uint32_t mark = p.scratchMark();
        p.scratchPush(first);
        while (p.accept(K::Comma)) {
            if (p.at(K::RightParen)) break;
            p.scratchPush(p.starNamedExpression());
        }
        p.expect(K::RightParen);
        auto* tuple = p.make<ast::Tuple>(spanFrom(p, start));
        tuple->elts = p.scratchTake<Expr>(mark);
        tuple->ctx = ast::ExprContext::Load;
        return tuple;
    }
    if (first->kind == ast::Kind::Starred) {
        // invalid_group: '(' starred_expression ')', where the starred
        // operand is a whole expression.
        uint32_t furthest = static_cast<uint32_t>(p.tokens.size());
        p.reset(firstStart);
        p.advance();
        Expr* value = p.expression();
        if (p.at(K::RightParen))
            p.raiseSyntax("cannot use starred expression here",
                          Parser::span(Parser::tokenPos(p.tokens[firstStart]), value->pos));
        raiseGenericAt(p, furthest);
    }
    p.expect(K::RightParen);
    return first;
}

// list | listcomp, with '[' current.
Expr* listDisplay(Parser& p) {
    uint32_t start = p.position;
    p.advance();
    if (p.accept(K::RightBracket)) {
        auto* list = p.make<ast::ListExpr>(spanFrom(p, start));
        list->ctx = ast::ExprContext::Load;
        return list;
    }
    Expr* first = firstDisplayElement(p);
    if (atFor(p)) {
        ast::List<ast::Comprehension*> generators = forIfClauses(p);
        if (first->kind == ast::Kind::Starred) raiseUnpackingInComprehension(p, first);
        p.expect(K::RightBracket);
        return makeComprehension<ast::ListComp>(p, start, first, generators);
    }
    ast::List<Expr*> elts = displayElements(p, first, K::RightBracket);
    auto* list = p.make<ast::ListExpr>(spanFrom(p, start));
    list->elts = elts;
    list->ctx = ast::ExprContext::Load;
    return list;
}

// A dictionary value after ':', with CPython's invalid_double_starred_kvpairs
// and invalid_kvpair messages for a missing or starred value.
Expr* dictValue(Parser& p) {
    uint32_t colon = p.position - 1;
    if (p.at(K::RightBrace) || p.at(K::Comma))
        p.raiseSyntax("expression expected after dictionary key and ':'", p.tokens[colon]);
    if (p.at(K::Star)) {
        Token star = p.peek();
        if (isBitwiseOrStart(p.peekKind(1))) {
            p.advance();
            p.bitwiseOr();
            raiseStartingFrom(p, "cannot use a starred expression in a dictionary value",
                              Parser::tokenPos(star));
        }
    }
    return p.expression();
}

// The entries of a dict display after the first, up to '}'. Keys and
// values alternate on the scratch stack; a null key stands for '**'.
Expr* dictRest(Parser& p, uint32_t start, uint32_t mark) {
    while (p.accept(K::Comma)) {
        if (p.at(K::RightBrace)) break;
        if (p.at(K::DoubleStar)) {
            p.advance();
            p.scratchPush(nullptr);
            p.scratchPush(p.bitwiseOr());
            continue;
        }
        // CPython reaches later keys with its invalid_expression rules
        // off, so `x y` there is a key without ':' rather than a missing comma.
        Expr* key = expressionImpl(p, false);
        if (!p.at(K::Colon)) {
            // invalid_kvpair: expression !(':')
            p.raiseAt(ErrorType::SyntaxError, "':' expected after dictionary key",
                      key->pos.lineno, key->pos.endColOffset - 1, key->pos.endLineno, -1);
        }
        p.advance();
        p.scratchPush(key);
        p.scratchPush(dictValue(p));
    }
    p.expect(K::RightBrace);
    uint32_t count = (p.scratchMark() - mark) / 2;
    auto* dict = p.make<ast::Dict>(spanFrom(p, start));
    dict->keys.size = count;
    dict->keys.items = p.arena.makeArray<Expr*>(count);
    dict->values.size = count;
    dict->values.items = p.arena.makeArray<Expr*>(count);
    for (uint32_t i = 0; i < count; ++i) {
        dict->keys.items[i] = static_cast<Expr*>(p.scratch[mark + 2 * i]);
        dict->values.items[i] = static_cast<Expr*>(p.scratch[mark + 2 * i + 1]);
    }
    p.scratch.resize(mark);
    return dict;
}

// dict | set | dictcomp | setcomp, with '{' current.
Expr* braceDisplay(Parser& p) {
    uint32_t start = p.position;
    p.advance();
    if (p.accept(K::RightBrace)) return p.make<ast::Dict>(spanFrom(p, start));
    uint32_t mark = p.scratchMark();
    if (p.at(K::DoubleStar)) {
        uint32_t stars = p.position;
        p.advance();
        Expr* value = p.bitwiseOr();
        if (atFor(p)) {
            // invalid_dict_comprehension: '{' '**' bitwise_or for_if_clauses '}'
            uint32_t furthest = static_cast<uint32_t>(p.tokens.size());
            forIfClauses(p);
            if (p.at(K::RightBrace))
                p.raiseSyntax("dict unpacking cannot be used in dict comprehension",
                              p.tokens[stars]);
            raiseGenericAt(p, furthest);
        }
        p.scratchPush(nullptr);
        p.scratchPush(value);
        return dictRest(p, start, mark);
    }
    bool isWalrus = p.at(K::Name) && p.at(K::ColonEqual, 1);
    Expr* first = firstDisplayElement(p);
    if (p.at(K::Colon) && first->kind != ast::Kind::Starred && !isWalrus) {
        p.advance();
        Expr* value = dictValue(p);
        if (atFor(p)) {
            ast::List<ast::Comprehension*> generators = forIfClauses(p);
            p.expect(K::RightBrace);
            auto* comp = p.make<ast::DictComp>(spanFrom(p, start));
            comp->key = first;
            comp->value = value;
            comp->generators = generators;
            return comp;
        }
        p.scratchPush(first);
        p.scratchPush(value);
        return dictRest(p, start, mark);
    }
    if (atFor(p)) {
        ast::List<ast::Comprehension*> generators = forIfClauses(p);
        if (first->kind == ast::Kind::Starred) raiseUnpackingInComprehension(p, first);
        p.expect(K::RightBrace);
        return makeComprehension<ast::SetComp>(p, start, first, generators);
    }
    ast::List<Expr*> elts = displayElements(p, first, K::RightBrace);
    auto* set = p.make<ast::Set>(spanFrom(p, start));
    set->elts = elts;
    return set;
}

// ---- Call arguments ------------------------------------------------------------------

// invalid_arguments' "iterable argument unpacking follows keyword argument
// unpacking": from the comma before the first offending '*' to the start of
// the token after the run of starred arguments.
[[noreturn]] void raiseUnpackingAfterKeywordUnpacking(Parser& p, uint32_t comma) {
    while (p.at(K::Comma) && p.at(K::Star, 1)) {
        p.advance();
        starredExpression(p);
    }
    raiseStartingFrom(p, "iterable argument unpacking follows keyword argument unpacking",
                      Parser::tokenPos(p.tokens[comma]));
}

// How callArgumentsImpl is used: a call (where a lone generator expression
// argument is allowed and spans the parentheses), class bases (where it is
// not), or only checking the arguments after an unparenthesized generator
// expression for CPython's own errors (`[args | expression for_if_clauses]`
// of invalid_arguments), keeping nothing.
enum class ArgumentsMode { Call, ClassBases, CheckRest };

// Whether a call argument can be parsed at the current token.
// (A lone '*' counts: it is reported as "Invalid star expression".)
bool argumentStarts(Parser& p) {
    K kind = p.peekKind();
    if (kind == K::Star) return true;
    if (kind == K::DoubleStar) return expressionStartsAt(p, 1);
    if (kind == K::Name && p.at(K::Equal, 1)) return expressionStartsAt(p, 2);
    return expressionStartsAt(p, 0);
}

// args / kwargs / invalid_arguments / invalid_kwarg, after '(' up to (not
// including) ')'.
void callArgumentsImpl(Parser& p, ast::List<Expr*>& args, ast::List<ast::Keyword*>& keywords,
                       ArgumentsMode mode) {
    const bool checking = mode == ArgumentsMode::CheckRest;
    uint32_t openParen = p.position - 1;
    uint32_t mark = p.scratchMark();
    bool sawKeyword = false;
    bool sawDoubleStar = false;
    // Set at the first positional argument after a keyword: CPython then
    // parses the arguments that follow and reports at the furthest token.
    const char* positionalError = nullptr;
    uint32_t count = 0;           // arguments so far
    uint32_t positionalCount = 0; // positional (and starred) ones
    while (!p.at(K::RightParen)) {
        if ((positionalError || checking) && !argumentStarts(p)) break;
        uint32_t itemStart = p.position;
        K kind = p.peekKind();
        if (kind == K::DoubleStar) {
            p.advance();
            Expr* value = p.expression();
            if (p.at(K::Equal) && isExpressionStart(p.peekKind(1))) {
                p.advance();
                Expr* rhs = p.expression();
                p.raiseSyntax("cannot assign to keyword argument unpacking",
                              Parser::span(Parser::tokenPos(p.tokens[itemStart]), rhs->pos));
            }
            auto* keyword = p.make<ast::Keyword>(spanFrom(p, itemStart));
            keyword->value = value;
            p.scratchPush(keyword);
            sawDoubleStar = true;
        } else if (kind == K::Name && p.at(K::Equal, 1)) {
            Token name = p.advance();
            Token equal = p.advance();
            if (p.at(K::Comma) || p.at(K::RightParen))
                p.raiseSyntax("expected argument value expression", tokenSpan(name, equal));
            Expr* value = p.expression();
            if (atFor(p)) {
                forIfClauses(p);
                p.raiseSyntax("invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                              tokenSpan(name, equal));
            }
            auto* keyword = p.make<ast::Keyword>(spanFrom(p, itemStart));
            keyword->arg = p.identifier(name);
            keyword->value = value;
            p.scratchPush(keyword);
            sawKeyword = true;
        } else if ((kind == K::KwTrue || kind == K::KwFalse || kind == K::KwNone) &&
                   p.at(K::Equal, 1)) {
            const Token keyword = p.peek();
            const Token equal = p.peek(1);
            std::string message = "cannot assign to ";
            message += p.text(keyword);
            p.raiseSyntax(std::move(message), tokenSpan(keyword, equal));
        } else {
            // A positional argument: '*' expression, an assignment
            // expression, or an expression.
            bool isStarred = kind == K::Star;
            bool isWalrus = kind == K::Name && p.at(K::ColonEqual, 1);
            Expr* value = isStarred ? starredExpression(p) : isWalrus ? walrus(p) : p.expression();
            if (!isStarred) {
                if (p.at(K::ColonEqual)) p.raiseInvalidSyntax();
                if (p.at(K::Equal) && !isWalrus) {
                    Token equal = p.peek();
                    p.raiseSyntax(
                        "expression cannot contain assignment, perhaps you meant \"==\"?",
                        Parser::span(value->pos, Parser::tokenPos(equal)));
                }
            }
            if (isStarred && sawDoubleStar && !positionalError && !checking)
                raiseUnpackingAfterKeywordUnpacking(p, itemStart - 1);
            bool afterKeywords = sawKeyword || sawDoubleStar;
            if (!isStarred && afterKeywords && !positionalError)
                positionalError = sawDoubleStar
                                      ? "positional argument follows keyword argument unpacking"
                                      : "positional argument follows keyword argument";
            ++positionalCount;
            if (atFor(p) && !checking) {
                uint32_t furthest = static_cast<uint32_t>(p.tokens.size());
                ast::List<ast::Comprehension*> generators = forIfClauses(p);
                auto mustBeParenthesized = [&]() {
                    p.raiseSyntax("Generator expression must be parenthesized",
                                  nodeSpan(value, lastComprehensionItem(generators)));
                };
                if (count == 0) {
                    if (mode == ArgumentsMode::ClassBases) raiseGenericAt(p, furthest);
                    if (isStarred) raiseUnpackingInComprehension(p, value);
                    if (p.at(K::Comma)) {
                        // The arguments after it are parsed (and may report
                        // their own errors) before this one is reported.
                        p.advance();
                        ast::List<Expr*> ignoredArgs;
                        ast::List<ast::Keyword*> ignoredKeywords;
                        callArgumentsImpl(p, ignoredArgs, ignoredKeywords,
                                          ArgumentsMode::CheckRest);
                        mustBeParenthesized();
                    }
                    if (!p.at(K::RightParen)) p.raiseInvalidSyntax();
                    // The generator expression includes the call's parentheses.
                    const Token open = p.tokens[openParen];
                    const Token close = p.peek();
                    auto* genexp = p.make<ast::GeneratorExp>(tokenSpan(open, close));
                    genexp->elt = value;
                    genexp->generators = generators;
                    p.scratchPush(genexp);
                    break;
                }
                // After keywords a positional argument ends CPython's `args`,
                // which then cannot be followed by the comprehension; else
                // the generator is reported when it is not the only
                // positional argument.
                if ((!isStarred && afterKeywords) || positionalCount >= 2) mustBeParenthesized();
                raiseGenericAt(p, furthest);
            }
            p.scratchPush(value);
        }
        ++count;
        if (!p.accept(K::Comma)) break;
    }
    if (checking) {
        p.scratch.resize(mark);
        return;
    }
    if (positionalError) raiseAtFurthest(p, positionalError);
    uint32_t end = p.scratchMark();
    uint32_t keywordCount = 0;
    for (uint32_t i = mark; i < end; ++i)
        if (static_cast<ast::Node*>(p.scratch[i])->kind == ast::Kind::Keyword) ++keywordCount;
    args.size = end - mark - keywordCount;
    args.items = p.arena.makeArray<Expr*>(args.size);
    keywords.size = keywordCount;
    keywords.items = p.arena.makeArray<ast::Keyword*>(keywordCount);
    uint32_t argIndex = 0;
    uint32_t keywordIndex = 0;
    for (uint32_t i = mark; i < end; ++i) {
        auto* node = static_cast<ast::Node*>(p.scratch[i]);
        if (node->kind == ast::Kind::Keyword)
            keywords.items[keywordIndex++] = static_cast<ast::Keyword*>(node);
        else
            args.items[argIndex++] = static_cast<Expr*>(node);
    }
    p.scratch.resize(mark);
}

// slice: [expression] ':' [expression] [':' [expression]] | named_expression
// or, in a tuple of slices, starred_expression.
Expr* sliceItem(Parser& p) {
    if (p.at(K::Star)) return starredExpression(p);
    uint32_t start = p.position;
    Expr* lower = nullptr;
    if (!p.at(K::Colon)) {
        bool isWalrus = p.at(K::Name) && p.at(K::ColonEqual, 1);
        lower = p.namedExpression();
        if (!p.at(K::Colon)) return lower;
        if (isWalrus) p.raiseInvalidSyntax();
    }
    p.advance(); // ':'
    Expr* upper = expressionStartsAt(p, 0) ? p.expression() : nullptr;
    Expr* step = nullptr;
    if (p.accept(K::Colon) && expressionStartsAt(p, 0)) step = p.expression();
    auto* slice = p.make<ast::Slice>(spanFrom(p, start));
    slice->lower = lower;
    slice->upper = upper;
    slice->step = step;
    return slice;
}

} // namespace

// ---- The Parser members ------------------------------------------------------------

// expression: disjunction ['if' disjunction 'else' expression] | lambdef
Expr* Parser::expression() { return expressionImpl(*this, true); }

// expressions: expression (',' expression)* [','] -> Tuple if a comma
Expr* Parser::expressions() {
    uint32_t start = position;
    Expr* first = expression();
    if (!at(K::Comma)) return first;
    uint32_t mark = scratchMark();
    scratchPush(first);
    while (accept(K::Comma)) {
        if (!expressionStartsAt(*this, 0)) break;
        scratchPush(expression());
    }
    auto* tuple = make<ast::Tuple>(spanFrom(*this, start));
    tuple->elts = scratchTake<Expr>(mark);
    tuple->ctx = ast::ExprContext::Load;
    return tuple;
}

// named_expression: assignment_expression | invalid_named_expression | expression !':='
Expr* Parser::namedExpression() {
    if (at(K::Name) && at(K::ColonEqual, 1)) return walrus(*this);
    uint32_t start = position;
    Expr* e = expression();
    if (at(K::ColonEqual)) {
        // invalid_named_expression: expression ':=' expression
        if (isExpressionStart(peekKind(1))) {
            advance();
            expression();
            std::string message = "cannot use assignment expressions with ";
            message += expressionKindName(e);
            raiseSyntax(std::move(message), e->pos);
        }
    } else if (at(K::Equal)) {
        checkAssignmentInExpression(*this, start, e);
    }
    return e;
}

// star_expressions: star_expression (',' star_expression)* [','] -> Tuple if a comma
Expr* Parser::starExpressions() {
    uint32_t start = position;
    Expr* first = starExpression();
    if (!at(K::Comma)) return first;
    uint32_t mark = scratchMark();
    scratchPush(first);
    while (accept(K::Comma)) {
        if (!starExpressionStartsAt(*this, 0)) break;
        scratchPush(starExpression());
    }
    auto* tuple = make<ast::Tuple>(spanFrom(*this, start));
    tuple->elts = scratchTake<Expr>(mark);
    tuple->ctx = ast::ExprContext::Load;
    return tuple;
}

// star_expression: '*' bitwise_or | expression
Expr* Parser::starExpression() {
    if (at(K::Star)) return starredBitwiseOr(*this);
    return expression();
}

// star_named_expression: '*' bitwise_or | named_expression
Expr* Parser::starNamedExpression() {
    if (at(K::Star)) return starredBitwiseOr(*this);
    return namedExpression();
}

// yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
Expr* Parser::yieldExpression() {
    uint32_t start = position;
    advance();
    if (accept(K::KwFrom)) {
        Expr* value = expression();
        auto* node = make<ast::YieldFrom>(spanFrom(*this, start));
        node->value = value;
        return node;
    }
    Expr* value = nullptr;
    if (starExpressionStartsAt(*this, 0)) value = starExpressions();
    auto* node = make<ast::Yield>(spanFrom(*this, start));
    node->value = value;
    return node;
}

// annotated_rhs: yield_expr | star_expressions
Expr* Parser::annotatedRhs() {
    if (at(K::KwYield)) return yieldExpression();
    return starExpressions();
}

// disjunction: conjunction ('or' conjunction)+ | conjunction
Expr* Parser::disjunction() {
    uint32_t start = position;
    Expr* first = conjunction(*this);
    auto atOr = [this]() { return at(K::KwOr) && inversionStartsAt(*this, 1); };
    if (!atOr()) return first;
    uint32_t mark = scratchMark();
    scratchPush(first);
    while (atOr()) {
        advance();
        scratchPush(conjunction(*this));
    }
    auto* boolOp = make<ast::BoolOp>(spanFrom(*this, start));
    boolOp->op = ast::BoolOpKind::Or;
    boolOp->values = scratchTake<Expr>(mark);
    return boolOp;
}

// bitwise_or, and below it bitwise_xor, bitwise_and, shift_expr, sum, term
Expr* Parser::bitwiseOr() { return binaryExpression(*this, 1); }

// primary:
//     | primary '.' NAME
//     | primary genexp
//     | primary '(' [arguments] ')'
//     | primary '[' slices ']'
//     | atom
Expr* Parser::primary() {
    uint32_t start = position;
    Expr* e = atom();
    for (;;) {
        switch (peekKind()) {
        case K::Dot: {
            if (!at(K::Name, 1)) return e;
            advance();
            Token name = advance();
            auto* attribute = make<ast::Attribute>(spanFrom(*this, start));
            attribute->value = e;
            attribute->attr = identifier(name);
            attribute->ctx = ast::ExprContext::Load;
            e = attribute;
            break;
        }
        case K::LeftParen: {
            // A call whose arguments cannot even start fails, and CPython's
            // primary is then the expression before the '('.
            if (!callArgumentStartsAt(*this, 1)) return e;
            advance();
            ast::List<Expr*> args;
            ast::List<ast::Keyword*> keywords;
            callArgumentsImpl(*this, args, keywords, ArgumentsMode::Call);
            expect(K::RightParen);
            auto* call = make<ast::Call>(spanFrom(*this, start));
            call->func = e;
            call->args = args;
            call->keywords = keywords;
            e = call;
            break;
        }
        case K::LeftBracket: {
            if (!sliceStartsAt(*this, 1)) return e;
            advance();
            Expr* slice = slices();
            expect(K::RightBracket);
            auto* subscript = make<ast::Subscript>(spanFrom(*this, start));
            subscript->value = e;
            subscript->slice = slice;
            subscript->ctx = ast::ExprContext::Load;
            e = subscript;
            break;
        }
        default:
            return e;
        }
    }
}

// atom:
//     | NAME | 'True' | 'False' | 'None' | '...'
//     | strings | NUMBER
//     | (tuple | group | genexp) | (list | listcomp) | (dict | set | dictcomp | setcomp)
Expr* Parser::atom() {
    Token token = peek();
    switch (token.kind) {
    case K::Name:
        advance();
        return makeName(*this, token, ast::ExprContext::Load);
    case K::KwTrue:
        advance();
        return makeSingleton(*this, token, ast::ConstantValue::Kind::True);
    case K::KwFalse:
        advance();
        return makeSingleton(*this, token, ast::ConstantValue::Kind::False);
    case K::KwNone:
        advance();
        return makeSingleton(*this, token, ast::ConstantValue::Kind::None);
    case K::Ellipsis:
        advance();
        return makeSingleton(*this, token, ast::ConstantValue::Kind::Ellipsis);
    case K::Number:
        return number();
    case K::String:
    case K::FStringStart:
        return strings();
    case K::LeftParen:
        return parenthesized(*this);
    case K::LeftBracket:
        return listDisplay(*this);
    case K::LeftBrace:
        return braceDisplay(*this);
    default:
        raiseInvalidSyntax();
    }
}

// slices: slice !',' | ','.(slice | starred_expression)+ [','] -> Tuple
Expr* Parser::slices() {
    uint32_t start = position;
    Expr* first = sliceItem(*this);
    if (!at(K::Comma) && first->kind != ast::Kind::Starred) return first;
    uint32_t mark = scratchMark();
    scratchPush(first);
    while (accept(K::Comma)) {
        if (at(K::RightBracket)) break;
        scratchPush(sliceItem(*this));
    }
    auto* tuple = make<ast::Tuple>(spanFrom(*this, start));
    tuple->elts = scratchTake<Expr>(mark);
    tuple->ctx = ast::ExprContext::Load;
    return tuple;
}

// star_targets, as for-loops and assignments use them. When what follows
// shows the "target" was really an expression (`for x + 1 in y`), CPython's
// invalid_for_target message is reported.
Expr* Parser::starTargets() {
    uint32_t start = position;
    Expr* target = starTargetsRaw(*this);
    if (target && !continuesExpression(*this) && setTargetContext(target, ast::ExprContext::Store))
        return target;
    raiseForTargetError(*this, start, false);
}

Expr* Parser::toTarget(Expr* expression, ast::ExprContext ctx) {
    TargetKind kind = ctx == ast::ExprContext::Del ? TargetKind::Del : TargetKind::Star;
    if (Expr* bad = invalidTarget(expression, kind)) raiseInvalidTarget(*this, bad, kind);
    setTargetContext(expression, ctx);
    return expression;
}

// del_targets: ','.del_target+ [','], followed by ';' or NEWLINE
//   invalid_del_stmt: 'del' star_expressions
ast::List<Expr*> Parser::delTargets() {
    uint32_t start = position;
    uint32_t mark = scratchMark();
    bool valid = true;
    for (;;) {
        if (!isAtomStart(peekKind())) {
            valid = false;
            break;
        }
        Expr* target = primary();
        if (!setTargetContext(target, ast::ExprContext::Del)) {
            valid = false;
            break;
        }
        scratchPush(target);
        if (!accept(K::Comma)) break;
        if (!isAtomStart(peekKind())) break;
    }
    if (valid && (at(K::Semicolon) || at(K::Newline))) return scratchTake<Expr>(mark);
    scratch.resize(mark);
    uint32_t furthest = static_cast<uint32_t>(tokens.size());
    reset(start);
    if (at(K::Star) || isExpressionStart(peekKind())) {
        Expr* e = starExpressions();
        if (Expr* bad = invalidTarget(e, TargetKind::Del)) raiseInvalidTarget(*this, bad, TargetKind::Del);
    }
    raiseGenericAt(*this, furthest);
}

void Parser::callArguments(ast::List<Expr*>& args, ast::List<ast::Keyword*>& keywords) {
    callArgumentsImpl(*this, args, keywords, ArgumentsMode::ClassBases);
}

} // namespace taipan::parse
