// Unit tests for the CPython-style syntax error report and the byte-column to
// character-offset conversion.
//
// Every expected report below is what CPython 3.13 printed: the first group
// comes from running `python3.13 /tmp/sxe/prog.py` on a small program and
// capturing both the SyntaxError's attributes (through sys.excepthook) and
// stderr; the second group from traceback.format_exception_only() on
// SyntaxError objects built with unusual attributes, which is the same code
// the interpreter uses to print an uncaught SyntaxError.
#include "parse/syntax_error.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using taipan::parse::byteColumnToCharacterOffset;
using taipan::parse::ErrorType;
using taipan::parse::errorTypeName;
using taipan::parse::formatSyntaxErrorReport;
using taipan::parse::SyntaxErrorInfo;

SyntaxErrorInfo makeError(ErrorType type, std::string message, std::string filename, int lineno,
                          int offset, int endLineno, int endOffset, std::string text = {},
                          bool hasText = false) {
    SyntaxErrorInfo error;
    error.type = type;
    error.message = std::move(message);
    error.filename = std::move(filename);
    error.lineno = lineno;
    error.offset = offset;
    error.endLineno = endLineno;
    error.endOffset = endOffset;
    error.text = std::move(text);
    error.hasText = hasText;
    return error;
}

TEST(ErrorTypeName, NamesEveryType) {
    EXPECT_EQ(errorTypeName(ErrorType::SyntaxError), "SyntaxError");
    EXPECT_EQ(errorTypeName(ErrorType::IndentationError), "IndentationError");
    EXPECT_EQ(errorTypeName(ErrorType::TabError), "TabError");
    EXPECT_EQ(errorTypeName(ErrorType::MemoryError), "MemoryError");
    EXPECT_EQ(errorTypeName(ErrorType::ValueError), "ValueError");
}

// The columns below are the byte columns of the offending token in lines
// CPython reported errors on, and the results are the offsets it reported.
TEST(ByteColumnToCharacterOffset, AsciiIsColumnPlusOne) {
    EXPECT_EQ(byteColumnToCharacterOffset("if x\n", 4), 5);
    EXPECT_EQ(byteColumnToCharacterOffset("x = (1 2)\n", 0), 1);
}

TEST(ByteColumnToCharacterOffset, TwoByteCharacters) {
    // x = 'éé' + (1 2): the "1" starts at byte 14 and CPython reports offset 13.
    EXPECT_EQ(byteColumnToCharacterOffset("x = '\xc3\xa9\xc3\xa9' + (1 2)\n", 14), 13);
}

TEST(ByteColumnToCharacterOffset, ThreeByteCharacters) {
    // x = '中文' 1: the "1" starts at byte 13 and CPython reports offset 10.
    EXPECT_EQ(byteColumnToCharacterOffset("x = '\xe4\xb8\xad\xe6\x96\x87' 1\n", 13), 10);
}

TEST(ByteColumnToCharacterOffset, FourByteCharacters) {
    // s = '😀' y = 3: the "y" starts at byte 11 and CPython reports offset 9.
    EXPECT_EQ(byteColumnToCharacterOffset("s = '\xf0\x9f\x98\x80' y = 3\n", 11), 9);
}

TEST(ByteColumnToCharacterOffset, ColumnAtEndOfLine) {
    // "x = 1 +" without a newline: the error is at byte 7, offset 8.
    EXPECT_EQ(byteColumnToCharacterOffset("x = 1 +", 7), 8);
    EXPECT_EQ(byteColumnToCharacterOffset("x = '\xc3\xa9'", 8), 8);
}

TEST(ByteColumnToCharacterOffset, BytesPastTheEndCountOneEach) {
    EXPECT_EQ(byteColumnToCharacterOffset("\xc3\xa9", 4), 4);
    EXPECT_EQ(byteColumnToCharacterOffset("", 3), 4);
}

TEST(ByteColumnToCharacterOffset, ColumnInsideCharacterCountsItOnce) {
    // A column that cuts a character in two counts the partial character as
    // one, as decoding the prefix with errors="replace" does.
    EXPECT_EQ(byteColumnToCharacterOffset("a\xe4\xb8\xad"
                                          "b",
                                          2),
              3);
    EXPECT_EQ(byteColumnToCharacterOffset("a\xe4\xb8\xad"
                                          "b",
                                          3),
              3);
    EXPECT_EQ(byteColumnToCharacterOffset("a\xe4\xb8\xad"
                                          "b",
                                          4),
              3);
}

TEST(FormatSyntaxErrorReport, MemoryErrorHasNoLocation) {
    // python3.13 on a file holding "x = " followed by 10000 "-" and "1".
    SyntaxErrorInfo error = makeError(
        ErrorType::MemoryError, "Parser stack overflowed - Python source too complex to parse",
        "/tmp/sxe/prog.py", 0, 0, 0, 0);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "MemoryError: Parser stack overflowed - Python source too complex to parse\n");
}

TEST(FormatSyntaxErrorReport, MissingColon) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "expected ':'", "/tmp/sxe/prog.py", 1,
                                      5, 1, 6, "if x\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    if x\n"
                                              "        ^\n"
                                              "SyntaxError: expected ':'\n");
}

TEST(FormatSyntaxErrorReport, NeverClosedParenthesis) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "'(' was never closed",
                                      "/tmp/sxe/prog.py", 1, 5, 1, 0, "x = (1,\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    x = (1,\n"
                                              "        ^\n"
                                              "SyntaxError: '(' was never closed\n");
}

TEST(FormatSyntaxErrorReport, UnexpectedIndentNoCaret) {
    SyntaxErrorInfo error = makeError(ErrorType::IndentationError, "unexpected indent",
                                      "/tmp/sxe/prog.py", 1, 4, 1, -1, "    x = 1\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    x = 1\n"
                                              "IndentationError: unexpected indent\n");
}

TEST(FormatSyntaxErrorReport, UnexpectedIndentAfterTab) {
    SyntaxErrorInfo error = makeError(ErrorType::IndentationError, "unexpected indent",
                                      "/tmp/sxe/prog.py", 1, 1, 1, -1, "\tx = 1\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    \tx = 1\n"
                                              "    ^\n"
                                              "IndentationError: unexpected indent\n");
}

TEST(FormatSyntaxErrorReport, UnexpectedIndentMixedBlanks) {
    SyntaxErrorInfo error = makeError(ErrorType::IndentationError, "unexpected indent",
                                      "/tmp/sxe/prog.py", 1, 4, 1, -1, "  \t x = (1 2)\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    \t x = (1 2)\n"
                                              "    \t^\n"
                                              "IndentationError: unexpected indent\n");
}

TEST(FormatSyntaxErrorReport, ExpectedIndentedBlock) {
    SyntaxErrorInfo error =
        makeError(ErrorType::IndentationError,
                  "expected an indented block after function definition on line 1",
                  "/tmp/sxe/prog.py", 2, 1, 2, 7, "return 1\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 2\n"
              "    return 1\n"
              "    ^^^^^^\n"
              "IndentationError: expected an indented block after function definition on line 1\n");
}

TEST(FormatSyntaxErrorReport, ExpectedIndentedBlockAtEof) {
    SyntaxErrorInfo error = makeError(ErrorType::IndentationError,
                                      "expected an indented block after 'if' statement on line 1",
                                      "/tmp/sxe/prog.py", 1, 0, 1, -1, "if x:\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    if x:\n"
              "IndentationError: expected an indented block after 'if' statement on line 1\n");
}

TEST(FormatSyntaxErrorReport, ExpectedIndentedBlockNoNewline) {
    SyntaxErrorInfo error = makeError(
        ErrorType::IndentationError, "expected an indented block after 'while' statement on line 1",
        "/tmp/sxe/prog.py", 1, 0, 1, -1, "while True:", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    while True:\n"
              "IndentationError: expected an indented block after 'while' statement on line 1\n");
}

TEST(FormatSyntaxErrorReport, TabInsideIndentedLine) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "invalid syntax", "/tmp/sxe/prog.py",
                                      2, 9, 2, 10, "\tx = 1 +* 2\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 2\n"
                                              "    \tx = 1 +* 2\n"
                                              "    \t       ^\n"
                                              "SyntaxError: invalid syntax\n");
}

TEST(FormatSyntaxErrorReport, TwoTabsThenError) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "invalid syntax", "/tmp/sxe/prog.py",
                                      3, 13, 3, 14, "\t\ty = [1, 2,, 3]\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 3\n"
                                              "    \t\ty = [1, 2,, 3]\n"
                                              "    \t\t          ^\n"
                                              "SyntaxError: invalid syntax\n");
}

TEST(FormatSyntaxErrorReport, UnicodeBeforeError) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?",
                  "/tmp/sxe/prog.py", 1, 13, 1, 16, "x = '\xc3\xa9\xc3\xa9' + (1 2)\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    x = '\xc3\xa9\xc3\xa9' + (1 2)\n"
              "                ^^^\n"
              "SyntaxError: invalid syntax. Perhaps you forgot a comma?\n");
}

TEST(FormatSyntaxErrorReport, WideCharactersBeforeError) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "invalid syntax", "/tmp/sxe/prog.py",
                                      1, 10, 1, 11, "x = '\xe4\xb8\xad\xe6\x96\x87' 1\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    x = '\xe4\xb8\xad\xe6\x96\x87' 1\n"
                                              "             ^\n"
                                              "SyntaxError: invalid syntax\n");
}

TEST(FormatSyntaxErrorReport, EmojiBeforeError) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "invalid syntax", "/tmp/sxe/prog.py",
                                      1, 9, 1, 10, "s = '\xf0\x9f\x98\x80' y = 3\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    s = '\xf0\x9f\x98\x80' y = 3\n"
                                              "            ^\n"
                                              "SyntaxError: invalid syntax\n");
}

TEST(FormatSyntaxErrorReport, UnterminatedString) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "unterminated string literal (detected at line 1)",
                  "/tmp/sxe/prog.py", 1, 5, 1, 5, "x = \"abc", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    x = \"abc\n"
              "        ^\n"
              "SyntaxError: unterminated string literal (detected at line 1)\n");
}

TEST(FormatSyntaxErrorReport, UnterminatedTripleQuoted) {
    SyntaxErrorInfo error = makeError(
        ErrorType::SyntaxError, "unterminated triple-quoted string literal (detected at line 3)",
        "/tmp/sxe/prog.py", 1, 5, 1, 5, "x = '''abc", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    x = '''abc\n"
              "        ^\n"
              "SyntaxError: unterminated triple-quoted string literal (detected at line 3)\n");
}

TEST(FormatSyntaxErrorReport, ErrorAtEofNoNewline) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "invalid syntax", "/tmp/sxe/prog.py",
                                      1, 8, 1, 8, "x = 1 +", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    x = 1 +\n"
                                              "           ^\n"
                                              "SyntaxError: invalid syntax\n");
}

TEST(FormatSyntaxErrorReport, GeneratorNotParenthesizedMultiLine) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "Generator expression must be parenthesized",
                  "/tmp/sxe/prog.py", 1, 3, 2, 4, "f(x for x in\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    f(x for x in\n"
              "      ^^^^^^^^^^\n"
              "SyntaxError: Generator expression must be parenthesized\n");
}

TEST(FormatSyntaxErrorReport, AssignToExpressionMultiLine) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError,
                  "cannot assign to expression here. Maybe you meant '==' instead of '='?",
                  "/tmp/sxe/prog.py", 1, 2, 2, 3, "(a +\n", true);
    EXPECT_EQ(
        formatSyntaxErrorReport(error),
        "  File \"/tmp/sxe/prog.py\", line 1\n"
        "    (a +\n"
        "     ^^^\n"
        "SyntaxError: cannot assign to expression here. Maybe you meant '==' instead of '='?\n");
}

TEST(FormatSyntaxErrorReport, ForgotCommaMultiLine) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?",
                  "/tmp/sxe/prog.py", 4, 12, 5, 10, "      'a': 1\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 4\n"
              "    'a': 1\n"
              "         ^\n"
              "SyntaxError: invalid syntax. Perhaps you forgot a comma?\n");
}

TEST(FormatSyntaxErrorReport, CrlfLineEndings) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?",
                  "/tmp/sxe/prog.py", 2, 6, 2, 9, "b = (2 3)\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 2\n"
              "    b = (2 3)\n"
              "         ^^^\n"
              "SyntaxError: invalid syntax. Perhaps you forgot a comma?\n");
}

TEST(FormatSyntaxErrorReport, FormFeedStripped) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?",
                  "/tmp/sxe/prog.py", 1, 7, 1, 10, "\x0cx = (1 2)\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    x = (1 2)\n"
              "         ^^^\n"
              "SyntaxError: invalid syntax. Perhaps you forgot a comma?\n");
}

TEST(FormatSyntaxErrorReport, TrailingSpacesKept) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?",
                  "/tmp/sxe/prog.py", 1, 6, 1, 9, "x = (1 2)   \n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    x = (1 2)   \n"
              "         ^^^\n"
              "SyntaxError: invalid syntax. Perhaps you forgot a comma?\n");
}

TEST(FormatSyntaxErrorReport, UnindentMismatchCaretPastEnd) {
    SyntaxErrorInfo error = makeError(ErrorType::IndentationError,
                                      "unindent does not match any outer indentation level",
                                      "/tmp/sxe/prog.py", 3, 10, 3, -1, "    y = 2\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 3\n"
              "    y = 2\n"
              "         ^\n"
              "IndentationError: unindent does not match any outer indentation level\n");
}

TEST(FormatSyntaxErrorReport, TabErrorNoCaret) {
    SyntaxErrorInfo error =
        makeError(ErrorType::TabError, "inconsistent use of tabs and spaces in indentation",
                  "/tmp/sxe/prog.py", 3, 1, 3, 0, "        y = 2\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 3\n"
              "    y = 2\n"
              "TabError: inconsistent use of tabs and spaces in indentation\n");
}

TEST(FormatSyntaxErrorReport, UnmatchedClosingParenthesis) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "unmatched ')'", "/tmp/sxe/prog.py",
                                      2, 1, 2, 1, ")", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 2\n"
                                              "    )\n"
                                              "    ^\n"
                                              "SyntaxError: unmatched ')'\n");
}

TEST(FormatSyntaxErrorReport, MismatchedBrackets) {
    SyntaxErrorInfo error = makeError(
        ErrorType::SyntaxError, "closing parenthesis '}' does not match opening parenthesis '['",
        "/tmp/sxe/prog.py", 1, 13, 1, 13, "x = [1, 2, 3}", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    x = [1, 2, 3}\n"
              "                ^\n"
              "SyntaxError: closing parenthesis '}' does not match opening parenthesis '['\n");
}

TEST(FormatSyntaxErrorReport, PrintStatement) {
    SyntaxErrorInfo error = makeError(
        ErrorType::SyntaxError, "Missing parentheses in call to 'print'. Did you mean print(...)?",
        "/tmp/sxe/prog.py", 1, 1, 1, 14, "print 'hello'\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    print 'hello'\n"
              "    ^^^^^^^^^^^^^\n"
              "SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?\n");
}

TEST(FormatSyntaxErrorReport, AssignToLiteral) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError,
                  "cannot assign to literal here. Maybe you meant '==' instead of '='?",
                  "/tmp/sxe/prog.py", 1, 1, 1, 2, "1 = x\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    1 = x\n"
              "    ^\n"
              "SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?\n");
}

TEST(FormatSyntaxErrorReport, InvalidDecimalLiteral) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "invalid decimal literal",
                                      "/tmp/sxe/prog.py", 1, 6, 1, 6, "x = 1_", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    x = 1_\n"
                                              "         ^\n"
                                              "SyntaxError: invalid decimal literal\n");
}

TEST(FormatSyntaxErrorReport, BytesWithNonAscii) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "bytes can only contain ASCII literal characters",
                  "/tmp/sxe/prog.py", 1, 5, 1, 9, "x = b'\xc3\xa9'\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    x = b'\xc3\xa9'\n"
              "        ^^^^\n"
              "SyntaxError: bytes can only contain ASCII literal characters\n");
}

TEST(FormatSyntaxErrorReport, FStringExpectingBrace) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "f-string: expecting '}'",
                                      "/tmp/sxe/prog.py", 1, 4, 1, 4, "f'{'", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 1\n"
                                              "    f'{'\n"
                                              "       ^\n"
                                              "SyntaxError: f-string: expecting '}'\n");
}

TEST(FormatSyntaxErrorReport, FStringInvalidConversion) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError,
                  "f-string: invalid conversion character 'z': expected 's', 'r', or 'a'",
                  "/tmp/sxe/prog.py", 1, 6, 1, 7, "f'{x!z}'\n", true);
    EXPECT_EQ(
        formatSyntaxErrorReport(error),
        "  File \"/tmp/sxe/prog.py\", line 1\n"
        "    f'{x!z}'\n"
        "         ^\n"
        "SyntaxError: f-string: invalid conversion character 'z': expected 's', 'r', or 'a'\n");
}

TEST(FormatSyntaxErrorReport, NullByte) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "source code cannot contain null bytes",
                  "/tmp/sxe/prog.py", 1, 0, 1, 0, "x = 1", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 1\n"
              "    x = 1\n"
              "SyntaxError: source code cannot contain null bytes\n");
}

TEST(FormatSyntaxErrorReport, ExpectedIndentAfterComment) {
    SyntaxErrorInfo error = makeError(ErrorType::IndentationError,
                                      "expected an indented block after 'if' statement on line 1",
                                      "/tmp/sxe/prog.py", 2, 0, 2, -1, "# comment\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sxe/prog.py\", line 2\n"
              "    # comment\n"
              "IndentationError: expected an indented block after 'if' statement on line 1\n");
}

TEST(FormatSyntaxErrorReport, DeepInsideFunction) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "invalid syntax", "/tmp/sxe/prog.py",
                                      5, 19, 5, 20, "    return total +\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 5\n"
                                              "    return total +\n"
                                              "                  ^\n"
                                              "SyntaxError: invalid syntax\n");
}

TEST(FormatSyntaxErrorReport, StatementOnLastLineNoNewline) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "'(' was never closed",
                                      "/tmp/sxe/prog.py", 2, 14, 2, 0, "x = os.getcwd(\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sxe/prog.py\", line 2\n"
                                              "    x = os.getcwd(\n"
                                              "                 ^\n"
                                              "SyntaxError: '(' was never closed\n");
}

TEST(FormatSyntaxErrorReport, UnknownLineNumberMovesFileNameToMessage) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "<string>", 0, 2, 0, 4, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "    abcdef\n"
                                              "     ^^\n"
                                              "SyntaxError: m (<string>)\n");
}

TEST(FormatSyntaxErrorReport, MissingFileNameIsString) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "", 3, 2, 3, 4, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"<string>\", line 3\n"
                                              "    abcdef\n"
                                              "     ^^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, NoText) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "m", "f.py", 3, 2, 3, 4);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 3\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, EmptyMessage) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "", "f.py", 3, 2, 3, 4, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 3\n"
                                              "    abcdef\n"
                                              "     ^^\n"
                                              "SyntaxError: <no detail available>\n");
}

TEST(FormatSyntaxErrorReport, MultiLineRangeRunsToEndOfLine) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 2, 2, 1, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    abcdef\n"
                                              "     ^^^^^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, OffsetPastEndClamped) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 9, 1, 12, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    abcdef\n"
                                              "          ^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, EndBeforeStartGivesOneCaret) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 4, 1, 2, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    abcdef\n"
                                              "       ^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, EndOffsetZeroGivesOneCaret) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 4, 1, 0, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    abcdef\n"
                                              "       ^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, EndOffsetMinusOneGivesOneCaret) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 4, 1, -1, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    abcdef\n"
                                              "       ^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, OffsetZeroNoCaret) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 0, 1, 3, "abcdef\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    abcdef\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, EmptyTextCaretsUnclamped) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "m", "f.py", 1, 4, 1, 6, "", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    \n"
                                              "    ^^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, BlankLineCaretAtStart) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 5, 1, 1, "   \n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    \n"
                                              "    ^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, UnicodeWhitespaceKeptInCaretLine) {
    SyntaxErrorInfo error = makeError(ErrorType::SyntaxError, "m", "f.py", 1, 5, 1, 10,
                                      "a\tb\xe3\x80\x80"
                                      "c\xc2\xa0"
                                      "d\x0c"
                                      "e\x1c"
                                      "fgh\n",
                                      true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    a\tb\xe3\x80\x80"
                                              "c\xc2\xa0"
                                              "d\x0c"
                                              "e\x1c"
                                              "fgh\n"
                                              "     \t \xe3\x80\x80^^^^^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, LeadingNewlinesStripped) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 4, 1, 6, "\n\n  ab cd\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    ab cd\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, CarriageReturnKept) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 2, 1, 4, "ab cd\x0d\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    ab cd\x0d\n"
                                              "     ^^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, EmbeddedNewlinePrintedAsIs) {
    SyntaxErrorInfo error =
        makeError(ErrorType::SyntaxError, "m", "f.py", 1, 2, 1, 7, "ab\ncd\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 1\n"
                                              "    ab\n"
                                              "cd\n"
                                              "     ^^^^\n"
                                              "SyntaxError: m\n");
}

TEST(FormatSyntaxErrorReport, IndentationErrorName) {
    SyntaxErrorInfo error =
        makeError(ErrorType::IndentationError, "m", "f.py", 2, 3, 2, -1, "  x\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 2\n"
                                              "    x\n"
                                              "    ^\n"
                                              "IndentationError: m\n");
}

TEST(FormatSyntaxErrorReport, TabErrorName) {
    SyntaxErrorInfo error =
        makeError(ErrorType::TabError, "m", "f.py", 2, 3, 2, 4, "\t\tx\n", true);
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"f.py\", line 2\n"
                                              "    \t\tx\n"
                                              "    \t\t^\n"
                                              "TabError: m\n");
}

} // namespace
