// Match statements (PEP 634): deciding whether the soft keyword `match`
// starts one, the subject, the case blocks and every kind of pattern.
//
// Invariants:
//  - matchStatement() consumes nothing when it returns null: the caller then
//    parses the line as an ordinary statement (`match(x)`, `match = 1`).
//  - Pattern nodes carry CPython's positions: a group `(p)` is the inner
//    pattern unchanged, sequences and mappings span their brackets, and
//    value patterns span their expression.
//  - Literal values (numbers, strings, None/True/False keys) are parsed by
//    the expression half (number(), strings(), atom()); this file only
//    combines them into signed and complex literals.
//  - The speculative subject_expr reads (subjectExpressionSpans,
//    raiseSubjectExpressionError) run only after an error was raised, to
//    reproduce what CPython's error pass reports; valid input never throws.
#include "parse/parse_block.h"
#include "parse/parser_impl.h"

#include <string>
#include <vector>

namespace taipan::parse {

namespace {

using ast::Position;

bool closesOperand(TokenKind kind) {
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

bool opensOperand(TokenKind kind) {
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

// Tokens that may begin an item inside brackets (an expression, a starred
// or double-starred item, a slice) or close the brackets.
bool beginsItem(TokenKind kind) {
    if (opensOperand(kind)) return true;
    switch (kind) {
    case TokenKind::LeftParen:
    case TokenKind::LeftBracket:
    case TokenKind::LeftBrace:
    case TokenKind::RightParen:
    case TokenKind::RightBracket:
    case TokenKind::RightBrace:
    case TokenKind::Minus:
    case TokenKind::Plus:
    case TokenKind::Tilde:
    case TokenKind::Star:
    case TokenKind::DoubleStar:
    case TokenKind::Colon:
    case TokenKind::KwNot:
    case TokenKind::KwYield: return true;
    default: return false;
    }
}

bool isAugmentedAssignment(TokenKind kind) {
    switch (kind) {
    case TokenKind::PlusEqual:
    case TokenKind::MinusEqual:
    case TokenKind::StarEqual:
    case TokenKind::AtEqual:
    case TokenKind::SlashEqual:
    case TokenKind::PercentEqual:
    case TokenKind::AmpersandEqual:
    case TokenKind::VerticalBarEqual:
    case TokenKind::CircumflexEqual:
    case TokenKind::LeftShiftEqual:
    case TokenKind::RightShiftEqual:
    case TokenKind::DoubleStarEqual:
    case TokenKind::DoubleSlashEqual: return true;
    default: return false;
    }
}

// Operators after which an operand must follow.
bool needsOperandAfter(TokenKind kind) {
    switch (kind) {
    case TokenKind::Plus:
    case TokenKind::Minus:
    case TokenKind::Slash:
    case TokenKind::DoubleSlash:
    case TokenKind::Percent:
    case TokenKind::At:
    case TokenKind::Tilde:
    case TokenKind::VerticalBar:
    case TokenKind::Ampersand:
    case TokenKind::Circumflex:
    case TokenKind::LeftShift:
    case TokenKind::RightShift:
    case TokenKind::Less:
    case TokenKind::Greater:
    case TokenKind::EqualEqual:
    case TokenKind::NotEqual:
    case TokenKind::LessEqual:
    case TokenKind::GreaterEqual: return true;
    default: return false;
    }
}

// Keywords that may follow a complete operand inside an expression.
bool continuesOperand(TokenKind kind, bool inBrackets) {
    switch (kind) {
    case TokenKind::KwIf:
    case TokenKind::KwElse:
    case TokenKind::KwIn:
    case TokenKind::KwIs:
    case TokenKind::KwAnd:
    case TokenKind::KwOr:
    case TokenKind::KwNot: return true;
    case TokenKind::KwFor:
    case TokenKind::KwAsync: return inBrackets;
    default: return false;
    }
}

// Whether the logical line starting with the soft keyword `match` (the
// current token) is a match statement: `match <subject>: NEWLINE`.
//
// When the next token can only begin a subject (`match x`, `match {`), the
// answer is yes: read as an expression the line would be invalid anyway.
// After `(`, `[`, `-`, `+`, `*` or `not` both readings are possible
// (`match(x)` is a call), so the line is scanned: it is a match statement
// when a ':' outside brackets is followed by NEWLINE. The scan stops early,
// answering yes, at a token no reading accepts (two adjacent operands as in
// `match (x) y`, or `match (finally`): both readings then fail at that
// token, where CPython's first pass stops, and no token beyond is fetched.
bool looksLikeMatchStatement(Parser& p) {
    switch (p.peekKind(1)) {
    case TokenKind::Name:
    case TokenKind::Number:
    case TokenKind::String:
    case TokenKind::FStringStart:
    case TokenKind::LeftBrace:
    case TokenKind::Tilde:
    case TokenKind::Ellipsis:
    case TokenKind::KwNone:
    case TokenKind::KwTrue:
    case TokenKind::KwFalse:
    case TokenKind::KwLambda:
    case TokenKind::KwAwait: return true;
    case TokenKind::LeftParen:
    case TokenKind::LeftBracket:
    case TokenKind::Minus:
    case TokenKind::Plus:
    case TokenKind::Star:
    case TokenKind::KwNot: break;
    default: return false;
    }
    // After `match *` the subject must be a starred tuple: without a ','
    // before the ':' CPython's first pass fails at the ':' itself.
    bool needsComma = p.at(TokenKind::Star, 1);
    bool sawComma = false;
    int depth = 0;
    bool sawLambda = false;
    TokenKind previous = TokenKind::Name; // `match` itself
    for (uint32_t ahead = 1;; ++ahead) {
        TokenKind kind = p.peekKind(ahead);
        bool itemStart = previous == TokenKind::LeftParen ||
                         previous == TokenKind::LeftBracket ||
                         previous == TokenKind::LeftBrace ||
                         (previous == TokenKind::Comma && depth > 0);
        if (itemStart && ahead > 1 && !beginsItem(kind)) return true;
        if (ahead > 1 && needsOperandAfter(previous) && !beginsItem(kind)) return true;
        if (previous == TokenKind::Dot && kind != TokenKind::Name) return true;
        if (isAugmentedAssignment(kind)) return depth > 0;
        if (ahead > 1 && closesOperand(previous) && isKeyword(kind) &&
            !continuesOperand(kind, depth > 0))
            return depth > 0;
        switch (kind) {
        case TokenKind::LeftParen:
        case TokenKind::LeftBracket:
        case TokenKind::LeftBrace: ++depth; break;
        case TokenKind::RightParen:
        case TokenKind::RightBracket:
        case TokenKind::RightBrace:
            if (--depth < 0) return false;
            break;
        case TokenKind::KwLambda:
            if (depth == 0) sawLambda = true;
            break;
        case TokenKind::Comma:
            if (depth == 0) sawComma = true;
            break;
        case TokenKind::Colon:
            if (depth == 0 && !sawLambda) {
                if (needsComma && !sawComma) return false;
                return p.at(TokenKind::Newline, ahead + 1);
            }
            break;
        case TokenKind::Equal:
        case TokenKind::Semicolon:
            if (depth == 0 && !sawLambda) return false;
            break;
        case TokenKind::Newline:
        case TokenKind::EndMarker: return previous == TokenKind::Colon;
        default: break;
        }
        if (ahead > 1 && closesOperand(previous) && opensOperand(kind)) {
            bool stringConcatenation =
                (previous == TokenKind::String || previous == TokenKind::FStringEnd) &&
                (kind == TokenKind::String || kind == TokenKind::FStringStart);
            if (!stringConcatenation) return true;
        }
        previous = kind;
    }
}

// subject_expr:
//     | star_named_expression ',' star_named_expressions?  -> Tuple
//     | named_expression
ast::Expr* subjectExpression(Parser& p) {
    const Token first = p.peek();
    ast::Expr* head = p.starNamedExpression();
    if (!p.at(TokenKind::Comma)) {
        if (head->kind == ast::Kind::Starred) p.raiseInvalidSyntax();
        return head;
    }
    uint32_t mark = p.scratchMark();
    p.scratchPush(head);
    while (p.accept(TokenKind::Comma)) {
        if (p.at(TokenKind::Colon)) break;
        p.scratchPush(p.starNamedExpression());
    }
    auto* tuple = p.make<ast::Tuple>({});
    tuple->elts = p.scratchTake<ast::Expr>(mark);
    tuple->ctx = ast::ExprContext::Load;
    tuple->pos = p.posFrom(first);
    return tuple;
}

ast::Pattern* pattern(Parser& p);
ast::Pattern* closedPattern(Parser& p);

bool startsPattern(Parser& p) {
    switch (p.peekKind()) {
    case TokenKind::Name:
    case TokenKind::Number:
    case TokenKind::String:
    case TokenKind::FStringStart:
    case TokenKind::Minus:
    case TokenKind::LeftParen:
    case TokenKind::LeftBracket:
    case TokenKind::LeftBrace:
    case TokenKind::Star:
    case TokenKind::KwNone:
    case TokenKind::KwTrue:
    case TokenKind::KwFalse: return true;
    default: return false;
    }
}

// pattern_capture_target: !"_" NAME !('.' | '(' | '=')
ast::Identifier captureTarget(Parser& p) {
    if (!p.at(TokenKind::Name) || p.atSoftKeyword("_")) p.raiseInvalidSyntax();
    Token name = p.advance();
    TokenKind next = p.peekKind();
    if (next == TokenKind::Dot || next == TokenKind::LeftParen || next == TokenKind::Equal)
        p.raiseInvalidSyntax();
    return p.identifier(name);
}

// signed_number: NUMBER | '-' NUMBER
ast::Expr* signedNumber(Parser& p, ast::Expr*& unsignedPart) {
    const Token first = p.peek();
    if (!p.accept(TokenKind::Minus)) {
        unsignedPart = p.number();
        return unsignedPart;
    }
    if (!p.at(TokenKind::Number)) p.raiseInvalidSyntax();
    unsignedPart = p.number();
    auto* negated = p.make<ast::UnaryOp>(p.posFrom(first));
    negated->op = ast::UnaryOpKind::USub;
    negated->operand = unsignedPart;
    return negated;
}

bool isImaginary(const ast::Expr* e) {
    return e->kind == ast::Kind::Constant &&
           static_cast<const ast::Constant*>(e)->value.kind == ast::ConstantValue::Kind::Complex;
}

// signed_number !('+' | '-') | complex_number
// complex_number: signed_real_number ('+' | '-') imaginary_number
ast::Expr* numberLiteral(Parser& p) {
    const Token first = p.peek();
    ast::Expr* unsignedPart = nullptr;
    ast::Expr* real = signedNumber(p, unsignedPart);
    if (!p.at(TokenKind::Plus) && !p.at(TokenKind::Minus)) return real;
    if (isImaginary(unsignedPart))
        p.raiseSyntax("real number required in complex literal", unsignedPart->pos);
    ast::OperatorKind op =
        p.advance().kind == TokenKind::Plus ? ast::OperatorKind::Add : ast::OperatorKind::Sub;
    if (!p.at(TokenKind::Number)) p.raiseInvalidSyntax();
    ast::Expr* imaginary = p.number();
    if (!isImaginary(imaginary))
        p.raiseSyntax("imaginary number required in complex literal", imaginary->pos);
    auto* sum = p.make<ast::BinOp>(p.posFrom(first));
    sum->left = real;
    sum->op = op;
    sum->right = imaginary;
    return sum;
}

// name_or_attr: attr | NAME, with attr: name_or_attr '.' NAME
ast::Expr* nameOrAttribute(Parser& p) {
    const Token first = p.advance(); // NAME
    auto* name = p.make<ast::Name>(Parser::tokenPos(first));
    name->id = p.identifier(first);
    name->ctx = ast::ExprContext::Load;
    ast::Expr* result = name;
    while (p.accept(TokenKind::Dot)) {
        Token attrName = p.expect(TokenKind::Name);
        auto* attribute = p.make<ast::Attribute>(p.posFrom(first));
        attribute->value = result;
        attribute->attr = p.identifier(attrName);
        attribute->ctx = ast::ExprContext::Load;
        result = attribute;
    }
    return result;
}

ast::Pattern* valuePattern(Parser& p, ast::Expr* value) {
    auto* node = p.make<ast::MatchValue>(value->pos);
    node->value = value;
    return node;
}

// maybe_star_pattern: star_pattern | pattern
// star_pattern: '*' pattern_capture_target | '*' wildcard_pattern
ast::Pattern* maybeStarPattern(Parser& p) {
    if (!p.at(TokenKind::Star)) return pattern(p);
    const Token star = p.advance();
    auto* node = p.make<ast::MatchStar>({});
    if (p.atSoftKeyword("_")) {
        p.advance();
    } else {
        node->name = captureTarget(p);
    }
    node->pos = p.posFrom(star);
    return node;
}

// The items of a sequence pattern up to `close` (']' or ')'), after the
// first item; a trailing comma is allowed.
// maybe_sequence_pattern: ','.maybe_star_pattern+ ','?
void sequenceItems(Parser& p, TokenKind close) {
    while (p.accept(TokenKind::Comma)) {
        if (p.at(close)) break;
        p.scratchPush(maybeStarPattern(p));
    }
}

// sequence_pattern: '[' maybe_sequence_pattern? ']'
ast::Pattern* listPattern(Parser& p) {
    const Token open = p.advance();
    uint32_t mark = p.scratchMark();
    if (!p.at(TokenKind::RightBracket)) {
        p.scratchPush(maybeStarPattern(p));
        sequenceItems(p, TokenKind::RightBracket);
    }
    p.expect(TokenKind::RightBracket);
    auto* node = p.make<ast::MatchSequence>({});
    node->patterns = p.scratchTake<ast::Pattern>(mark);
    node->pos = p.posFrom(open);
    return node;
}

// group_pattern: '(' pattern ')'
// sequence_pattern: '(' open_sequence_pattern? ')'
ast::Pattern* parenthesizedPattern(Parser& p) {
    const Token open = p.advance();
    uint32_t mark = p.scratchMark();
    if (!p.at(TokenKind::RightParen)) {
        ast::Pattern* first = maybeStarPattern(p);
        if (!p.at(TokenKind::Comma)) {
            if (first->kind == ast::Kind::MatchStar) p.raiseInvalidSyntax();
            p.expect(TokenKind::RightParen);
            return first;
        }
        p.scratchPush(first);
        sequenceItems(p, TokenKind::RightParen);
    }
    p.expect(TokenKind::RightParen);
    auto* node = p.make<ast::MatchSequence>({});
    node->patterns = p.scratchTake<ast::Pattern>(mark);
    node->pos = p.posFrom(open);
    return node;
}

// A mapping key: literal_expr | attr
ast::Expr* mappingKey(Parser& p) {
    switch (p.peekKind()) {
    case TokenKind::Number:
    case TokenKind::Minus: return numberLiteral(p);
    case TokenKind::String:
    case TokenKind::FStringStart: return p.strings();
    case TokenKind::KwNone:
    case TokenKind::KwTrue:
    case TokenKind::KwFalse: return p.atom();
    case TokenKind::Name: {
        if (!p.at(TokenKind::Dot, 1)) {
            p.peek(1);
            p.raiseInvalidSyntax();
        }
        return nameOrAttribute(p);
    }
    default: p.raiseInvalidSyntax();
    }
}

// mapping_pattern:
//     | '{' '}'
//     | '{' double_star_pattern ','? '}'
//     | '{' items_pattern ',' double_star_pattern ','? '}'
//     | '{' items_pattern ','? '}'
// key_value_pattern: (literal_expr | attr) ':' pattern
// double_star_pattern: '**' pattern_capture_target
ast::Pattern* mappingPattern(Parser& p) {
    const Token open = p.advance();
    uint32_t keysMark = p.scratchMark();
    std::vector<ast::Pattern*> values;
    ast::Identifier rest;
    while (!p.at(TokenKind::RightBrace)) {
        if (p.accept(TokenKind::DoubleStar)) {
            rest = captureTarget(p);
            p.accept(TokenKind::Comma);
            break;
        }
        p.scratchPush(mappingKey(p));
        p.expect(TokenKind::Colon);
        values.push_back(pattern(p));
        if (!p.accept(TokenKind::Comma)) break;
    }
    p.expect(TokenKind::RightBrace);
    auto* node = p.make<ast::MatchMapping>({});
    node->keys = p.scratchTake<ast::Expr>(keysMark);
    node->patterns = p.copyList(values);
    node->rest = rest;
    node->pos = p.posFrom(open);
    return node;
}

// class_pattern:
//     | name_or_attr '(' ')'
//     | name_or_attr '(' positional_patterns ','? ')'
//     | name_or_attr '(' keyword_patterns ','? ')'
//     | name_or_attr '(' positional_patterns ',' keyword_patterns ','? ')'
// keyword_pattern: NAME '=' pattern
ast::Pattern* classPattern(Parser& p, const Token& first, ast::Expr* cls) {
    p.advance(); // '('
    uint32_t mark = p.scratchMark();
    std::vector<ast::Identifier> keywordNames;
    std::vector<ast::Pattern*> keywordPatterns;
    while (!p.at(TokenKind::RightParen)) {
        if (p.at(TokenKind::Name) && p.at(TokenKind::Equal, 1)) {
            keywordNames.push_back(p.identifier(p.advance()));
            p.advance(); // '='
            keywordPatterns.push_back(pattern(p));
        } else if (!keywordPatterns.empty()) {
            // invalid_class_pattern: the run of positional patterns after
            // keyword patterns.
            ast::Pattern* firstPositional = pattern(p);
            ast::Pattern* lastPositional = firstPositional;
            while (p.at(TokenKind::Comma) &&
                   !(p.at(TokenKind::Name, 1) && p.at(TokenKind::Equal, 2))) {
                p.advance();
                if (p.at(TokenKind::RightParen) || !startsPattern(p)) break;
                lastPositional = pattern(p);
            }
            p.raiseSyntax("positional patterns follow keyword patterns",
                          Parser::span(firstPositional->pos, lastPositional->pos));
        } else {
            p.scratchPush(pattern(p));
        }
        if (!p.accept(TokenKind::Comma)) break;
    }
    p.expect(TokenKind::RightParen);
    auto* node = p.make<ast::MatchClass>({});
    node->cls = cls;
    node->patterns = p.scratchTake<ast::Pattern>(mark);
    node->kwd_attrs = p.copyList(keywordNames);
    node->kwd_patterns = p.copyList(keywordPatterns);
    node->pos = p.posFrom(first);
    return node;
}

// closed_pattern:
//     | literal_pattern | capture_pattern | wildcard_pattern | value_pattern
//     | group_pattern | sequence_pattern | mapping_pattern | class_pattern
ast::Pattern* closedPattern(Parser& p) {
    Parser::DepthGuard guard(p);
    const Token first = p.peek();
    switch (first.kind) {
    case TokenKind::Number:
    case TokenKind::Minus: return valuePattern(p, numberLiteral(p));
    case TokenKind::String:
    case TokenKind::FStringStart: return valuePattern(p, p.strings());
    case TokenKind::KwNone:
    case TokenKind::KwTrue:
    case TokenKind::KwFalse: {
        p.advance();
        auto* node = p.make<ast::MatchSingleton>(Parser::tokenPos(first));
        using CK = ast::ConstantValue::Kind;
        node->value.kind = first.kind == TokenKind::KwNone   ? CK::None
                           : first.kind == TokenKind::KwTrue ? CK::True
                                                             : CK::False;
        return node;
    }
    case TokenKind::LeftParen: return parenthesizedPattern(p);
    case TokenKind::LeftBracket: return listPattern(p);
    case TokenKind::LeftBrace: return mappingPattern(p);
    case TokenKind::Name: {
        if (p.atSoftKeyword("_")) {
            // wildcard_pattern: "_"
            p.advance();
            return p.make<ast::MatchAs>(Parser::tokenPos(first));
        }
        TokenKind next = p.peekKind(1);
        if (next != TokenKind::Dot && next != TokenKind::LeftParen) {
            // capture_pattern: pattern_capture_target
            auto* node = p.make<ast::MatchAs>(Parser::tokenPos(first));
            node->name = captureTarget(p);
            return node;
        }
        ast::Expr* cls = nameOrAttribute(p);
        if (p.at(TokenKind::LeftParen)) return classPattern(p, first, cls);
        // value_pattern: attr !('.' | '(' | '=')
        if (p.at(TokenKind::Equal)) p.raiseInvalidSyntax();
        return valuePattern(p, cls);
    }
    default: p.raiseInvalidSyntax();
    }
}

// or_pattern: '|'.closed_pattern+
ast::Pattern* orPattern(Parser& p) {
    const Token first = p.peek();
    ast::Pattern* head = closedPattern(p);
    if (!p.at(TokenKind::VerticalBar)) return head;
    uint32_t mark = p.scratchMark();
    p.scratchPush(head);
    while (p.accept(TokenKind::VerticalBar)) p.scratchPush(closedPattern(p));
    auto* node = p.make<ast::MatchOr>({});
    node->patterns = p.scratchTake<ast::Pattern>(mark);
    node->pos = p.posFrom(first);
    return node;
}

// pattern: as_pattern | or_pattern
// as_pattern: or_pattern 'as' pattern_capture_target
ast::Pattern* pattern(Parser& p) {
    Parser::DepthGuard guard(p);
    const Token first = p.peek();
    ast::Pattern* inner = orPattern(p);
    if (!p.accept(TokenKind::KwAs)) return inner;
    // invalid_as_pattern
    if (p.atSoftKeyword("_")) p.raiseSyntax("cannot use '_' as a target", p.peek());
    if (!p.at(TokenKind::Name)) {
        // invalid_as_pattern: or_pattern 'as' !NAME expression. When that is
        // no expression either, CPython's first pass stopped after 'as'.
        const uint32_t target = p.position;
        ast::Expr* expression = nullptr;
        try {
            expression = p.expression();
        } catch (const ParseAbort&) {
            if (p.error.message != "invalid syntax") throw;
            const Token stop = p.tokens[target];
            if (stop.kind == TokenKind::Indent || stop.kind == TokenKind::Dedent ||
                target + 1 == p.tokens.size())
                throw;
            p.raiseSyntax("invalid syntax", stop);
        }
        p.raiseSyntax("invalid pattern target", expression->pos);
    }
    auto* node = p.make<ast::MatchAs>({});
    node->pattern = inner;
    node->name = captureTarget(p);
    node->pos = p.posFrom(first);
    return node;
}

// patterns: open_sequence_pattern | pattern
// open_sequence_pattern: maybe_star_pattern ',' maybe_sequence_pattern?
ast::Pattern* patterns(Parser& p) {
    const Token first = p.peek();
    ast::Pattern* head = maybeStarPattern(p);
    if (!p.at(TokenKind::Comma)) {
        if (head->kind == ast::Kind::MatchStar) p.raiseInvalidSyntax();
        return head;
    }
    uint32_t mark = p.scratchMark();
    p.scratchPush(head);
    while (p.accept(TokenKind::Comma)) {
        if (!startsPattern(p)) break;
        p.scratchPush(maybeStarPattern(p));
    }
    auto* node = p.make<ast::MatchSequence>({});
    node->patterns = p.scratchTake<ast::Pattern>(mark);
    node->pos = p.posFrom(first);
    return node;
}

// case_block: "case" patterns guard? ':' block
// guard: 'if' named_expression
ast::MatchCase* caseBlock(Parser& p) {
    const Token keyword = p.advance();
    auto* node = p.make<ast::MatchCase>({});
    node->pattern = patterns(p);
    if (p.accept(TokenKind::KwIf)) node->guard = p.namedExpression();
    if (!p.at(TokenKind::Colon)) {
        if (p.at(TokenKind::Newline)) raiseAtLastFetched(p, ErrorType::SyntaxError, "expected ':'");
        p.raiseInvalidSyntax();
    }
    p.advance();
    node->body = parseBlock(p, "'case' statement", keyword.lineno);
    return node;
}

} // namespace

bool subjectExpressionSpans(Parser& p, uint32_t from, uint32_t to) {
    SavedParserState saved(p);
    bool spans = false;
    p.position = from;
    try {
        subjectExpression(p);
        spans = p.position == to && saved.stayedWithinFetched();
    } catch (const ParseAbort&) {
        spans = false;
    }
    saved.restore();
    return spans;
}

void raiseSubjectExpressionError(Parser& p, uint32_t from) {
    SavedParserState saved(p);
    p.position = from;
    try {
        subjectExpression(p);
    } catch (const ParseAbort&) {
        if (secondPassMayReplace(p) && p.error.message != "invalid syntax" &&
            saved.stayedWithinFetched())
            throw;
    }
    saved.restore();
}

// match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
ast::Stmt* Parser::matchStatement() {
    if (!looksLikeMatchStatement(*this)) return nullptr;
    const Token keyword = advance();
    auto* node = make<ast::Match>({});
    node->subject = subjectExpression(*this);
    if (!at(TokenKind::Colon)) {
        if (at(TokenKind::Newline)) raiseAtLastFetched(*this, ErrorType::SyntaxError, "expected ':'");
        raiseInvalidSyntax();
    }
    advance();
    if (!at(TokenKind::Newline)) raiseInvalidSyntax();
    if (!at(TokenKind::Indent, 1)) {
        raiseAtLastFetched(*this, ErrorType::IndentationError,
                           "expected an indented block after 'match' statement on line " +
                               std::to_string(keyword.lineno));
    }
    advance();
    advance();
    uint32_t mark = scratchMark();
    do {
        if (!atSoftKeyword("case")) raiseInvalidSyntax();
        scratchPush(caseBlock(*this));
    } while (!at(TokenKind::Dedent));
    advance();
    node->cases = scratchTake<ast::MatchCase>(mark);
    // The statement ends with the last token of its last case body.
    uint32_t index = position;
    while (index > 1 && (tokens[index - 1].kind == TokenKind::Newline ||
                         tokens[index - 1].kind == TokenKind::Indent ||
                         tokens[index - 1].kind == TokenKind::Dedent))
        --index;
    const Token& last = tokens[index - 1];
    node->pos = {keyword.lineno, keyword.colOffset, last.endLineno, last.endColOffset};
    return node;
}

} // namespace taipan::parse
