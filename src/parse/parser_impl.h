// The recursive-descent parser's internals, shared by the files that
// implement it:
//
//   parser.cpp        token access, backtracking, node building, errors,
//                     the entry point (parseBytes/parseText)
//   parse_stmt.cpp    statements, blocks, function/class definitions,
//                     parameters, imports, type parameters
//   parse_pattern.cpp match statements and their patterns
//   parse_expr.cpp    expressions, targets, call arguments, lambdas
//   parse_string.cpp  string/bytes literals, f-strings, numbers
//
// Rules for correctness:
//  1. A rule that does not match returns null *without consuming tokens*
//     (or after reset() to its mark) only where the grammar needs a choice;
//     everywhere else a mismatch is a syntax error, raised at once with
//     raise*(), which throws ParseAbort and unwinds to parse().
//  2. peek() fills tokens lazily, so a lexical error is raised exactly when
//     the parser first looks that far (CPython's behaviour).
//  3. Lists are built on the scratch stack: remember scratchMark(), push,
//     then scratchTake<T>(mark). Nested rules may push in between as long as
//     they take their own items before returning (stack discipline).
//  4. Every rule that can recurse without consuming a token first, or that
//     nests (expressions, blocks, patterns), holds a DepthGuard, so hostile
//     input raises MemoryError instead of overflowing the C++ stack.
//  5. Node positions: posFrom(firstToken) spans from that token's start to
//     the end of the last consumed token, which is what CPython records.
#pragma once

#include "parse/arena.h"
#include "parse/ast.h"
#include "parse/parser.h"
#include "parse/syntax_error.h"
#include "parse/tokenizer.h"

#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace taipan::parse {

// Thrown by raise*(); the details are in Parser::error.
struct ParseAbort {};

struct Parser {
    Parser(Tokenizer& tokenizer, Arena& arena);

    // Parses the whole input. Returns null when an error was raised.
    ast::Mod* parse(ParseMode mode);

    Tokenizer& tokenizer;
    Arena& arena;
    SyntaxErrorInfo error;
    std::vector<ParseWarning> warnings;

    // ---- Token access (parser.cpp) -----------------------------------------
    // Every token fetched so far. A deque, so references returned by peek()
    // stay valid while later tokens are fetched.
    std::deque<Token> tokens;
    uint32_t position = 0;      // index of the current (not yet consumed) token
    // Fetches tokens until `index` exists (or returns the ENDMARKER when the
    // input ends first). Raises the tokenizer's error if it fails.
    const Token& fetchUntil(uint32_t index);

    // The token `ahead` positions past the current one, fetching as needed.
    const Token& peek(uint32_t ahead = 0) {
        uint32_t index = position + ahead;
        if (index < tokens.size()) return tokens[index];
        return fetchUntil(index);
    }
    TokenKind peekKind(uint32_t ahead = 0) { return peek(ahead).kind; }
    bool at(TokenKind kind, uint32_t ahead = 0) { return peek(ahead).kind == kind; }
    // The last consumed token (valid once something was consumed).
    const Token& previous() const { return tokens[position - 1]; }
    const Token& advance() {
        peek();
        return tokens[position++];
    }
    bool accept(TokenKind kind) {
        if (!at(kind)) return false;
        ++position;
        return true;
    }
    // Where CPython's tokenizer cursor stands once the input is used up:
    // sets `lineno` to the last line (0 for empty input) and returns the
    // byte column past its end (past its newline when it has one). Errors
    // at the tokens made there, which have no columns, point at it.
    int32_t endOfInputCursor(int32_t& lineno) const;
    // 'single' input, whose ENDMARKERs may become NEWLINEs (fetchUntil).
    bool impliedNewlineAtEnd = false;

    // Consumes a token of `kind` or raises the generic "invalid syntax".
    const Token& expect(TokenKind kind);
    // Consumes a token of `kind` or raises SyntaxError(message) at the
    // current token (e.g. "expected ':'").
    const Token& expect(TokenKind kind, std::string_view message);
    // A NAME token spelled `word` (soft keywords: match, case, type, _).
    bool atSoftKeyword(std::string_view word, uint32_t ahead = 0);
    std::string_view text(const Token& token) const {
        return tokenizer.buffer().substr(token.start, token.end - token.start);
    }
    uint32_t mark() const { return position; }
    void reset(uint32_t savedPosition) { position = savedPosition; }

    // ---- Node building (parser.cpp) ----------------------------------------
    template <class T> T* make(const ast::Position& pos) {
        T* node = arena.make<T>();
        node->kind = T::kKind;
        node->pos = pos;
        return node;
    }
    static ast::Position tokenPos(const Token& token) {
        return {token.lineno, token.colOffset, token.endLineno, token.endColOffset};
    }
    // From the start of `first` to the end of the last consumed token.
    ast::Position posFrom(const Token& first) const;
    ast::Position posFrom(const ast::Position& first) const;
    static ast::Position span(const ast::Position& first, const ast::Position& last) {
        return {first.lineno, first.colOffset, last.endLineno, last.endColOffset};
    }
    // The identifier a NAME token spells, NFKC-normalized if non-ASCII,
    // copied into the arena. Everything the tree points at lives in the
    // arena: the tokenizer's buffer dies when parsing ends.
    ast::Identifier identifier(const Token& nameToken);

    std::vector<void*> scratch; // see rule 3
    uint32_t scratchMark() const { return static_cast<uint32_t>(scratch.size()); }
    void scratchPush(void* item) { scratch.push_back(item); }
    template <class T> ast::List<T*> scratchTake(uint32_t startMark) {
        ast::List<T*> list;
        list.size = static_cast<uint32_t>(scratch.size() - startMark);
        list.items = arena.makeArray<T*>(list.size);
        for (uint32_t i = 0; i < list.size; ++i)
            list.items[i] = static_cast<T*>(scratch[startMark + i]);
        scratch.resize(startMark);
        return list;
    }
    template <class T> ast::List<T> copyList(const std::vector<T>& values) {
        ast::List<T> list;
        list.size = static_cast<uint32_t>(values.size());
        list.items = arena.makeArray<T>(list.size);
        for (uint32_t i = 0; i < list.size; ++i) list.items[i] = values[i];
        return list;
    }

    // ---- Errors (parser.cpp) -----------------------------------------------
    // Positions are in token terms (1-based lines, 0-based byte columns);
    // they become CPython's character offsets here.
    [[noreturn]] void raiseAt(ErrorType type, std::string message, int32_t lineno,
                              int32_t byteColumn, int32_t endLineno, int32_t endByteColumn);
    [[noreturn]] void raise(ErrorType type, std::string message, const ast::Position& pos) {
        raiseAt(type, std::move(message), pos.lineno, pos.colOffset, pos.endLineno,
                pos.endColOffset);
    }
    [[noreturn]] void raiseSyntax(std::string message, const ast::Position& pos) {
        raise(ErrorType::SyntaxError, std::move(message), pos);
    }
    [[noreturn]] void raiseSyntax(std::string message, const Token& token) {
        raise(ErrorType::SyntaxError, std::move(message), tokenPos(token));
    }
    // Re-raises the tokenizer's pending error.
    [[noreturn]] void raiseTokenizerError();
    // CPython's generic failure: "invalid syntax" at the furthest token
    // fetched (or "unexpected indent", "'(' was never closed", a lexical
    // error found further on, ... as CPython decides).
    [[noreturn]] void raiseInvalidSyntax();
    // After a grammar error: tokenizes the rest of the input and lets a
    // lexical error found there replace `error`, as CPython does.
    void checkRestOfInputForLexicalErrors();
    void warn(std::string category, std::string message, int32_t lineno);

    // Rule 4. Two limits: a nesting count close to CPython's (its parser
    // gives up after about 6000 rule levels, e.g. 5969 nested unary minus
    // signs), and the C++ stack actually left, so no build (sanitizers make
    // frames several times larger) can overflow it whatever the input.
    static constexpr int kMaxDepth = 6000;
    int depth = 0;
    const char* stackLimit = nullptr; // lowest address the parser may reach
    struct DepthGuard {
        Parser& parser;
        explicit DepthGuard(Parser& p) : parser(p) {
            if (++parser.depth > kMaxDepth ||
                static_cast<const char*>(__builtin_frame_address(0)) < parser.stackLimit)
                parser.raiseTooDeep();
        }
        ~DepthGuard() { --parser.depth; }
    };
    [[noreturn]] void raiseTooDeep();

    // ---- Statements (parse_stmt.cpp) ----------------------------------------
    ast::Mod* fileInput();        // file: [statements] ENDMARKER
    ast::Mod* interactiveInput(); // interactive: statement_newline
    ast::Mod* evalInput();        // eval: expressions NEWLINE* ENDMARKER
    ast::Mod* funcTypeInput();    // func_type: '(' [type_expressions] ')' '->' expression NEWLINE* ENDMARKER
    ast::Arguments* parameters(); // the parameter list of a def, up to (not including) ')'
    // ---- Patterns (parse_pattern.cpp) ---------------------------------------
    ast::Stmt* matchStatement();  // called with the soft keyword `match` current; null if it is not a match statement

    // ---- Expressions (parse_expr.cpp) ---------------------------------------
    // Names follow CPython's grammar rules.
    ast::Expr* expression();          // expression: disjunction ['if' disjunction 'else' expression] | lambdef
    ast::Expr* expressions();         // expressions: expression (',' expression)* [','] -> Tuple if a comma
    ast::Expr* namedExpression();     // named_expression: NAME ':=' expression | expression
    ast::Expr* starExpressions();     // star_expressions -> Tuple if a comma
    ast::Expr* starExpression();      // star_expression: '*' bitwise_or | expression
    ast::Expr* starNamedExpression(); // star_named_expression: '*' bitwise_or | named_expression
    ast::Expr* yieldExpression();     // yield_expr, with `yield` current
    ast::Expr* annotatedRhs();        // annotated_rhs: yield_expr | star_expressions
    ast::Expr* disjunction();
    ast::Expr* bitwiseOr();
    ast::Expr* primary();             // primary: atom with its trailers (.name, [slices], (args))
    ast::Expr* atom();
    ast::Expr* slices();              // the inside of [...]
    // Targets. starTargets parses star_targets (for-loop targets, comprehension
    // targets, assignment targets written before '=').
    ast::Expr* starTargets();
    // Converts an already-parsed expression into an assignment or del target
    // (sets ctx recursively) or raises CPython's "cannot assign to ..." /
    // "cannot delete ..." error.
    ast::Expr* toTarget(ast::Expr* expression, ast::ExprContext ctx);
    ast::List<ast::Expr*> delTargets(); // del_targets: the targets of a del statement
    // Call arguments after '(' up to (not including) ')'.
    void callArguments(ast::List<ast::Expr*>& args, ast::List<ast::Keyword*>& keywords);

    // ---- Literals (parse_string.cpp) ----------------------------------------
    ast::Expr* strings();             // one or more adjacent STRING / f-string literals
    ast::Expr* number();              // a NUMBER token -> Constant
};

} // namespace taipan::parse
