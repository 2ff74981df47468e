// The parser's core: token access, node positions, identifiers, error
// reporting with CPython's priorities, and the entry points parseBytes,
// parseText and parseScriptFile. The grammar itself lives in parse_stmt.cpp,
// parse_pattern.cpp, parse_expr.cpp and parse_string.cpp (see parser_impl.h).
//
// How errors are chosen, in CPython's order (this is what makes the reported
// error match CPython's for the same source):
//  1. A lexical error is raised as soon as the parser fetches that far.
//  2. A grammar error (specific message or generic "invalid syntax") is
//     raised where it is found; then the rest of the input is tokenized, and
//     a lexical error further on replaces it — except an unclosed bracket,
//     which replaces it only when the bracket was opened on an earlier line
//     than the furthest token the parser had fetched.
//  3. The generic error points at the furthest token fetched; when that is
//     an INDENT or DEDENT it becomes IndentationError "unexpected indent" /
//     "unexpected unindent", which (unlike every other grammar error) the
//     rest of the input is not checked against.
//  4. The tokens made at the end of the input (ENDMARKER, the DEDENTs there,
//     and the NEWLINE 'single' input ends with) have no columns in CPython,
//     and fetchUntil gives them none (-1): errors placed at such a token
//     report offset 0, or, where CPython takes its tokenizer's cursor
//     instead, the column past the last line.
#include "parse/parser_impl.h"

#include "runtime/unicode.h"

#include <pthread.h>

#include <utility>

namespace taipan::parse {

namespace {

// The lowest stack address this thread may use while parsing: its stack's
// end plus a safety margin for the frames below the last depth check.
const char* computeStackLimit() {
    constexpr size_t kSafetyMargin = 512 * 1024;
    pthread_attr_t attributes;
    void* stackLow = nullptr;
    size_t stackSize = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return nullptr;
    int status = pthread_attr_getstack(&attributes, &stackLow, &stackSize);
    pthread_attr_destroy(&attributes);
    if (status != 0 || stackSize <= 2 * kSafetyMargin) return nullptr;
    return static_cast<const char*>(stackLow) + kSafetyMargin;
}

} // namespace

Parser::Parser(Tokenizer& tokenizerIn, Arena& arenaIn) : tokenizer(tokenizerIn), arena(arenaIn) {
    stackLimit = computeStackLimit();
}

const Token& Parser::fetchUntil(uint32_t index) {
    while (tokens.size() <= index) {
        if (!tokens.empty() && tokens.back().kind == TokenKind::EndMarker) return tokens.back();
        Token token;
        if (!tokenizer.next(token)) raiseTokenizerError();
        if ((token.kind == TokenKind::EndMarker || token.kind == TokenKind::Dedent) &&
            token.start >= tokenizer.buffer().size()) {
            // The DEDENTs and the ENDMARKER made at the end of the input:
            // CPython's tokenizer gives them the last line it read (0 when
            // there was none) and no columns at all (-1), which is where
            // its errors then point. The tokenizer's own line count has
            // moved past a final newline.
            std::string_view buffer = tokenizer.buffer();
            const int32_t lineno = buffer.empty()          ? 0
                                   : buffer.back() == '\n' ? token.lineno - 1
                                                           : token.lineno;
            token.lineno = token.endLineno = lineno;
            token.colOffset = token.endColOffset = -1;
            // 'single' input: CPython's parser takes an ENDMARKER for a
            // NEWLINE (the tokenizer gives the ENDMARKER again next, after
            // the DEDENTs of the blocks still open) unless it is the first
            // token or comes right after such a NEWLINE. Only these NEWLINEs
            // have no columns.
            if (token.kind == TokenKind::EndMarker && impliedNewlineAtEnd && !tokens.empty() &&
                !(tokens.back().kind == TokenKind::Newline && tokens.back().colOffset < 0))
                token.kind = TokenKind::Newline;
        }
        tokens.push_back(token);
    }
    return tokens[index];
}

int32_t Parser::endOfInputCursor(int32_t& lineno) const {
    std::string_view buffer = tokenizer.buffer();
    lineno = 0;
    if (buffer.empty()) return 0;
    for (char c : buffer) lineno += c == '\n';
    if (buffer.back() != '\n') return static_cast<int32_t>(tokenizer.lineText(++lineno).size());
    return static_cast<int32_t>(tokenizer.lineText(lineno).size()) + 1;
}

const Token& Parser::expect(TokenKind kind) {
    if (!at(kind)) raiseInvalidSyntax();
    return tokens[position++];
}

const Token& Parser::expect(TokenKind kind, std::string_view message) {
    if (!at(kind)) {
        // CPython reports "expected ':'"-style errors at the token after the
        // last one consumed.
        raiseSyntax(std::string(message), peek());
    }
    return tokens[position++];
}

bool Parser::atSoftKeyword(std::string_view word, uint32_t ahead) {
    const Token& token = peek(ahead);
    return token.kind == TokenKind::Name && text(token) == word;
}

ast::Position Parser::posFrom(const Token& first) const {
    const Token& last = previous();
    return {first.lineno, first.colOffset, last.endLineno, last.endColOffset};
}

ast::Position Parser::posFrom(const ast::Position& first) const {
    const Token& last = previous();
    return {first.lineno, first.colOffset, last.endLineno, last.endColOffset};
}

ast::Identifier Parser::identifier(const Token& nameToken) {
    std::string_view spelling = text(nameToken);
    if (!nameToken.nonAscii) return arena.copyString(spelling);
    return arena.copyString(unicode::nfkc(spelling));
}

// ---- Errors -----------------------------------------------------------------

void Parser::raiseAt(ErrorType type, std::string message, int32_t lineno, int32_t byteColumn,
                     int32_t endLineno, int32_t endByteColumn) {
    error = tokenizer.makeError(type, std::move(message), lineno, byteColumn, endLineno,
                                endByteColumn);
    // Rule 2 of the file comment: a lexical error later in the input wins.
    checkRestOfInputForLexicalErrors();
    throw ParseAbort{};
}

void Parser::raiseTokenizerError() {
    error = tokenizer.error();
    throw ParseAbort{};
}

void Parser::checkRestOfInputForLexicalErrors() {
    if (tokens.empty() || tokens.back().kind == TokenKind::EndMarker) return;
    int32_t furthestLine = tokens.back().lineno;
    Token token;
    for (;;) {
        if (tokenizer.next(token)) {
            if (token.kind == TokenKind::EndMarker) return;
            continue;
        }
        // Errors CPython's tokenizer raises itself win, unless raised inside
        // an f-string. The others (indentation, line continuation, end of
        // input) never do; at most an unclosed bracket opened on a line
        // before the grammar error turns it into "'(' was never closed".
        if (tokenizer.errorRaisedByTokenizer() && !tokenizer.errorInsideFString()) {
            error = tokenizer.error();
            return;
        }
        Token open;
        if (tokenizer.innermostOpenBracket(open) && open.lineno < furthestLine) {
            std::string message = "'";
            message += text(open);
            message += "' was never closed";
            error = tokenizer.makeError(ErrorType::SyntaxError, std::move(message), open.lineno,
                                        open.colOffset, open.lineno, -1);
        }
        return;
    }
}

void Parser::raiseInvalidSyntax() {
    // Make sure at least the current token was fetched: CPython reports at
    // the furthest token it looked at, which is never behind the current one.
    const Token& current = peek();
    (void)current;
    const Token& last = tokens.back();
    if (last.kind == TokenKind::Indent || last.kind == TokenKind::Dedent) {
        // CPython points at its tokenizer's cursor, which is at the end of
        // the indentation (or, for a DEDENT made at the end of the input,
        // past the newline of the last line), and leaves the end offset
        // unset (-1).
        std::string_view line = tokenizer.lineText(last.lineno);
        int32_t indentBytes = 0;
        while (indentBytes < int32_t(line.size()) &&
               (line[indentBytes] == ' ' || line[indentBytes] == '\t' || line[indentBytes] == '\f'))
            ++indentBytes;
        int32_t lineno = 0;
        if (last.colOffset < 0) indentBytes = endOfInputCursor(lineno);
        // Unlike the other grammar errors, this one is not checked against
        // the rest of the input: a lexical error further on never replaces it.
        error = tokenizer.makeError(
            ErrorType::IndentationError,
            last.kind == TokenKind::Indent ? "unexpected indent" : "unexpected unindent",
            last.lineno, indentBytes - 1, last.lineno, -2);
        throw ParseAbort{};
    }
    raise(ErrorType::SyntaxError, "invalid syntax", tokenPos(last));
}

void Parser::raiseTooDeep() {
    error = SyntaxErrorInfo{};
    error.type = ErrorType::MemoryError;
    error.message = "Parser stack overflowed - Python source too complex to parse";
    error.filename = std::string(tokenizer.filename());
    throw ParseAbort{};
}

void Parser::warn(std::string category, std::string message, int32_t lineno) {
    warnings.push_back(ParseWarning{std::move(category), std::move(message), lineno});
}

// ---- Entry points -------------------------------------------------------------

// eval: expressions NEWLINE* ENDMARKER
ast::Mod* Parser::evalInput() {
    ast::Expression* tree = make<ast::Expression>({});
    tree->body = expressions();
    while (accept(TokenKind::Newline)) {
    }
    if (!at(TokenKind::EndMarker)) raiseInvalidSyntax();
    return tree;
}

ast::Mod* Parser::parse(ParseMode mode) {
    impliedNewlineAtEnd = mode == ParseMode::Single;
    try {
        switch (mode) {
        case ParseMode::Exec: return fileInput();
        case ParseMode::Eval: return evalInput();
        case ParseMode::Single: return interactiveInput();
        case ParseMode::FuncType: return funcTypeInput();
        }
    } catch (const ParseAbort&) {
        scratch.clear();
        depth = 0;
    }
    return nullptr;
}

namespace {

ParseResult runParser(Tokenizer& tokenizer, ParseMode mode, Arena& arena) {
    ParseResult result;
    if (!tokenizer.ok()) {
        result.error = tokenizer.error();
        return result;
    }
    Parser parser(tokenizer, arena);
    result.tree = parser.parse(mode);
    if (!result.tree) result.error = std::move(parser.error);
    result.warnings = tokenizer.warnings();
    for (ParseWarning& warning : parser.warnings) result.warnings.push_back(std::move(warning));
    return result;
}

} // namespace

ParseResult parseBytes(std::string_view sourceBytes, std::string_view filename, ParseMode mode,
                       Arena& arena) {
    Tokenizer tokenizer(sourceBytes, filename);
    if (mode == ParseMode::Exec) tokenizer.useNamedFileForErrorLines();
    else tokenizer.keepSourceEnd();
    return runParser(tokenizer, mode, arena);
}

ParseResult parseText(std::string_view utf8Text, std::string_view filename, ParseMode mode,
                      Arena& arena) {
    Tokenizer tokenizer = Tokenizer::fromText(utf8Text, filename);
    if (mode == ParseMode::Exec) tokenizer.useNamedFileForErrorLines();
    else tokenizer.keepSourceEnd();
    return runParser(tokenizer, mode, arena);
}

ParseResult parseScriptFile(std::string_view fileBytes, std::string_view filename, Arena& arena) {
    Tokenizer tokenizer = Tokenizer::fromScriptFile(fileBytes, filename);
    return runParser(tokenizer, ParseMode::Exec, arena);
}

} // namespace taipan::parse
