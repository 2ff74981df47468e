// Formats a SyntaxErrorInfo the way CPython 3.13 reports a script that fails
// to compile, and converts the parser's byte columns to CPython's character
// offsets.
//
// The report is built from the error's attributes alone, exactly as CPython's
// exception display does (it never re-reads the file), so two errors with the
// same attributes always print the same text. The rules below were learned by
// running python3.13 on crafted files and crafted SyntaxError objects:
//
//  - The source line loses its trailing newlines, then its leading spaces,
//    form feeds and newlines (tabs and other whitespace stay), and is printed
//    after four spaces.
//  - Offsets are 1-based character positions in the *unstripped* line. An
//    offset past the end of the text is pulled back to just after the last
//    character; so is the end offset. An error spanning several lines puts
//    carets from the offset to the end of the first line. A zero or negative
//    end offset, or one not after the offset, gives a single caret.
//  - The caret line copies every whitespace character of the stripped line
//    before the first caret (so tabs line up) and turns everything else into
//    a space. When the first caret would fall inside the stripped leading
//    whitespace, no caret line is printed at all.
//
// Invariant: every function here treats the text as generalized UTF-8 and
// counts one character per code point; a byte that does not start a valid
// sequence counts as one character, as Python's "replace" decoding does.
#include "parse/syntax_error.h"

#include "runtime/unicode.h"

#include <algorithm>
#include <string>
#include <vector>

namespace taipan::parse {

namespace {

// One character of the text: where its bytes are and what code point it is.
struct Character {
    size_t start;
    size_t length;
    char32_t codePoint;
};

// Splits UTF-8 text into characters. Invalid bytes become one character each
// (code point U+FFFD) so that malformed text still formats without crashing.
std::vector<Character> splitCharacters(std::string_view text) {
    std::vector<Character> characters;
    characters.reserve(text.size());
    const char* begin = text.data();
    const char* end = begin + text.size();
    size_t index = 0;
    while (index < text.size()) {
        char32_t codePoint = 0;
        int length = unicode::decodeUtf8(begin + index, end, codePoint);
        if (length <= 0) {
            length = 1;
            codePoint = 0xFFFD;
        }
        characters.push_back({index, static_cast<size_t>(length), codePoint});
        index += static_cast<size_t>(length);
    }
    return characters;
}

// Python's str.isspace() for one character: the caret line keeps these so
// that tabs and other wide blanks in front of the error line up with the
// source line above it.
bool isPythonSpace(char32_t cp) {
    if (cp >= 0x09 && cp <= 0x0D) return true;
    if (cp >= 0x1C && cp <= 0x20) return true;
    if (cp >= 0x2000 && cp <= 0x200A) return true;
    switch (cp) {
    case 0x85:
    case 0xA0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
        return true;
    default:
        return false;
    }
}

// The characters CPython strips from the front of the displayed line. Tabs are
// deliberately not among them: they stay, and the caret line repeats them.
bool isStrippedLeadingCharacter(char32_t cp) {
    return cp == ' ' || cp == '\f' || cp == '\n';
}

// Appends the source line and, when the offset lands on it, the caret line.
void appendSourceAndCarets(std::string& out, const SyntaxErrorInfo& error) {
    std::string_view text = error.text;
    std::vector<Character> characters = splitCharacters(text);
    const int64_t textLength = static_cast<int64_t>(characters.size());

    // The displayed line is characters [first, last): trailing newlines and
    // the leading blanks listed above are dropped.
    size_t last = characters.size();
    while (last > 0 && characters[last - 1].codePoint == '\n')
        --last;
    size_t first = 0;
    while (first < last && isStrippedLeadingCharacter(characters[first].codePoint))
        ++first;
    const int64_t strippedLength = static_cast<int64_t>(last);
    const int64_t leadingStripped = static_cast<int64_t>(first);

    auto byteAt = [&](size_t characterIndex) {
        return characterIndex < characters.size() ? characters[characterIndex].start : text.size();
    };
    std::string_view shown = text.substr(byteAt(first), byteAt(last) - byteAt(first));
    out += "    ";
    out += shown;
    out += '\n';

    // Offsets are 1-based positions in the whole, unstripped text.
    int64_t offset = error.offset;
    int64_t endOffset;
    if (error.lineno == error.endLineno) {
        endOffset = error.endOffset != 0 ? error.endOffset : offset;
    } else {
        // A range that continues on later lines underlines the rest of this one.
        endOffset = strippedLength + 1;
    }
    // Positions past the end of a non-empty text mean "just after the last
    // character". The comparison is with the full text, newline included.
    if (textLength > 0 && offset > textLength) offset = strippedLength + 1;
    if (textLength > 0 && endOffset > textLength) endOffset = strippedLength + 1;
    if (offset >= endOffset || endOffset < 0) endOffset = offset + 1;

    const int64_t column = offset - 1 - leadingStripped;
    const int64_t endColumn = endOffset - 1 - leadingStripped;
    if (column < 0) return;

    // The caret line repeats the whitespace before the error and blanks out
    // everything else; if the error lies past the end of the shown text, only
    // the shown characters contribute, so the carets follow straight on.
    out += "    ";
    const size_t padEnd = std::min(last, first + static_cast<size_t>(column));
    for (size_t i = first; i < padEnd; ++i) {
        if (isPythonSpace(characters[i].codePoint)) {
            out.append(text.substr(characters[i].start, characters[i].length));
        } else {
            out += ' ';
        }
    }
    if (endColumn > column) out.append(static_cast<size_t>(endColumn - column), '^');
    out += '\n';
}

} // namespace

std::string_view errorTypeName(ErrorType type) {
    switch (type) {
    case ErrorType::SyntaxError:
        return "SyntaxError";
    case ErrorType::IndentationError:
        return "IndentationError";
    case ErrorType::TabError:
        return "TabError";
    case ErrorType::MemoryError:
        return "MemoryError";
    case ErrorType::ValueError:
        return "ValueError";
    case ErrorType::RecursionError:
        return "RecursionError";
    case ErrorType::RuntimeError:
        return "RuntimeError";
    }
    return "SyntaxError";
}

int32_t byteColumnToCharacterOffset(std::string_view lineUtf8, int32_t byteColumn) {
    if (byteColumn <= 0) return byteColumn + 1;
    const char* begin = lineUtf8.data();
    const char* end = begin + lineUtf8.size();
    const size_t column = static_cast<size_t>(byteColumn);
    // Count the characters that start before the column; a character cut in
    // two by the column counts once, as a partial sequence decodes to one
    // replacement character.
    int32_t characters = 0;
    size_t index = 0;
    while (index < lineUtf8.size() && index < column) {
        char32_t codePoint = 0;
        int length = unicode::decodeUtf8(begin + index, end, codePoint);
        index += length > 0 ? static_cast<size_t>(length) : 1;
        ++characters;
    }
    // Columns beyond the end of the line count one character per byte.
    if (column > lineUtf8.size()) characters += static_cast<int32_t>(column - lineUtf8.size());
    return characters + 1;
}

std::string formatSyntaxErrorReport(const SyntaxErrorInfo& error) {
    std::string out;
    const bool syntaxFamily = error.type == ErrorType::SyntaxError ||
                              error.type == ErrorType::IndentationError ||
                              error.type == ErrorType::TabError;
    if (!syntaxFamily) {
        // The non-syntax errors carry no location: CPython prints just
        // the exception, as for any error raised before the first frame.
        out += errorTypeName(error.type);
        out += ": ";
        out += error.message;
        out += '\n';
        return out;
    }

    // A line number of 0 means "unknown" (CPython's None): the location line
    // is then left out and the file name follows the message instead.
    std::string suffix;
    if (error.lineno > 0) {
        out += "  File \"";
        out += error.filename.empty() ? std::string_view("<string>")
                                      : std::string_view(error.filename);
        out += "\", line ";
        out += std::to_string(error.lineno);
        out += '\n';
    } else if (!error.filename.empty()) {
        suffix = " (" + error.filename + ")";
    }

    if (error.hasText) appendSourceAndCarets(out, error);

    out += errorTypeName(error.type);
    out += ": ";
    out += error.message.empty() ? std::string_view("<no detail available>")
                                 : std::string_view(error.message);
    out += suffix;
    out += '\n';
    return out;
}

} // namespace taipan::parse
