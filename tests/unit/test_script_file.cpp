// Unit tests for reading a script the way `python3.13 FILE` does
// (parseScriptFile / Tokenizer::fromScriptFile), for compile()'s habit of
// taking an error's text from the file its filename names (parseBytes), and
// for where errors at the end of the input land, in scripts and in compile()'s
// 'exec', 'eval', 'single' and 'func_type' modes.
//
// Every expectation is what CPython 3.13 reported: for scripts, the
// attributes of the SyntaxError raised by `python3.13 -i /tmp/sft/prog.py`
// (read from sys.last_value) and the text it wrote to stderr; for compile(),
// the attributes from compile(source_bytes, path, mode, ast.PyCF_ONLY_AST).
#include "parse/parser.h"
#include "parse/syntax_error.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

namespace {

using namespace taipan::parse;

constexpr std::string_view kScript = "/tmp/sft/prog.py";
constexpr std::string_view kNoEncoding =
    ", but no encoding declared; see https://peps.python.org/pep-0263/ for details";

SyntaxErrorInfo scriptError(std::string_view bytes) {
    Arena arena;
    ParseResult result = parseScriptFile(bytes, kScript, arena);
    EXPECT_TRUE(result.error.has_value()) << "no error for " << bytes;
    return result.error.value_or(SyntaxErrorInfo{});
}

void expectAt(const SyntaxErrorInfo& error, ErrorType type, std::string_view message,
              int32_t lineno, int32_t offset, int32_t endLineno, int32_t endOffset,
              std::string_view text) {
    EXPECT_EQ(errorTypeName(error.type), errorTypeName(type));
    EXPECT_EQ(error.message, message);
    EXPECT_EQ(error.filename, kScript);
    EXPECT_EQ(error.lineno, lineno);
    EXPECT_EQ(error.offset, offset);
    EXPECT_EQ(error.endLineno, endLineno);
    EXPECT_EQ(error.endOffset, endOffset);
    EXPECT_TRUE(error.hasText);
    EXPECT_EQ(error.text, text);
}

// Errors CPython raises with no location, no text and no file name.
void expectNowhere(const SyntaxErrorInfo& error, std::string_view message) {
    EXPECT_EQ(error.type, ErrorType::SyntaxError);
    EXPECT_EQ(error.message, message);
    EXPECT_EQ(error.filename, "");
    EXPECT_EQ(error.lineno, 0);
    EXPECT_EQ(error.offset, 0);
    EXPECT_EQ(error.endLineno, 0);
    EXPECT_EQ(error.endOffset, 0);
    EXPECT_FALSE(error.hasText);
    EXPECT_EQ(formatSyntaxErrorReport(error), "SyntaxError: " + std::string(message) + "\n");
}

// A string literal's bytes, NULs included.
template <size_t N> std::string_view bytes(const char (&literal)[N]) {
    return std::string_view(literal, N - 1);
}

std::string nonUtf8(std::string_view byte, int line) {
    return "Non-UTF-8 code starting with '" + std::string(byte) + "' in file " +
           std::string(kScript) + " on line " + std::to_string(line) + std::string(kNoEncoding);
}

// ---- The end of the file -------------------------------------------------------

TEST(ScriptFile, MissingBlockAtEndOfFileHasOffsetZero) {
    SyntaxErrorInfo error = scriptError("def f():\n");
    expectAt(error, ErrorType::IndentationError,
             "expected an indented block after function definition on line 1", 1, 0, 1, -1,
             "def f():\n");
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sft/prog.py\", line 1\n"
              "    def f():\n"
              "IndentationError: expected an indented block after function definition on line 1\n");
}

TEST(ScriptFile, MissingBlockWithoutFinalNewlineShowsTheLineAsInTheFile) {
    expectAt(scriptError("for item in items:"), ErrorType::IndentationError,
             "expected an indented block after 'for' statement on line 1", 1, 0, 1, -1,
             "for item in items:");
}

TEST(ScriptFile, ErrorsAtTheCursorAtEndOfFile) {
    expectAt(scriptError("try:\n    pass\n  \n"), ErrorType::SyntaxError,
             "expected 'except' or 'finally' block", 3, 0, 3, -1, "  \n");
    expectAt(scriptError("def f():\n\n\n"), ErrorType::IndentationError,
             "expected an indented block after function definition on line 1", 3, 0, 3, -1, "\n");
    expectAt(scriptError("x = 1\r\nif x:\r\n"), ErrorType::IndentationError,
             "expected an indented block after 'if' statement on line 2", 2, 0, 2, -1, "if x:\n");
    expectAt(scriptError("x = 1\n\\\n"), ErrorType::SyntaxError, "unexpected EOF while parsing", 2,
             0, 2, -1, "\\\n");
}

TEST(ScriptFile, EndOfFileAfterAContinuationKeepsTheCursorColumn) {
    SyntaxErrorInfo error = scriptError("x = 1 + \\\n");
    expectAt(error, ErrorType::SyntaxError, "unexpected EOF while parsing", 1, 10, 1, -1,
             "x = 1 + \\\n");
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sft/prog.py\", line 1\n"
                                              "    x = 1 + \\\n"
                                              "             ^\n"
                                              "SyntaxError: unexpected EOF while parsing\n");
}

TEST(ScriptFile, ErrorsBeforeTheEndAreUnchanged) {
    expectAt(scriptError("def f():\n    x = 1\n  y = 2"), ErrorType::IndentationError,
             "unindent does not match any outer indentation level", 3, 8, 3, -1, "  y = 2");
}

TEST(ScriptFile, GenericErrorAtTheEndMarkerHasNoColumn) {
    SyntaxErrorInfo error = scriptError("@decorator\n");
    expectAt(error, ErrorType::SyntaxError, "invalid syntax", 1, 0, 1, 0, "@decorator\n");
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sft/prog.py\", line 1\n"
                                              "    @decorator\n"
                                              "SyntaxError: invalid syntax\n");
    expectAt(scriptError("@decorator"), ErrorType::SyntaxError, "invalid syntax", 1, 0, 1, 0,
             "@decorator");
    // The last line read, even if it holds only a comment.
    expectAt(scriptError("x = 1\n@y\n# end\n"), ErrorType::SyntaxError, "invalid syntax", 3, 0, 3,
             0, "# end\n");
}

TEST(ScriptFile, UnexpectedUnindentAtTheEnd) {
    expectAt(scriptError("def f():\n    @y\n"), ErrorType::IndentationError,
             "unexpected unindent", 2, 0, 2, -1, "    @y\n");
    expectAt(scriptError("def f():\n    @y"), ErrorType::IndentationError, "unexpected unindent",
             2, 0, 2, -1, "    @y");
}

TEST(ScriptFile, NewlineAfterACommentStartsAtTheHash) {
    SyntaxErrorInfo error = scriptError("if x  # c\n");
    expectAt(error, ErrorType::SyntaxError, "expected ':'", 1, 7, 1, 11, "if x  # c\n");
    EXPECT_EQ(formatSyntaxErrorReport(error), "  File \"/tmp/sft/prog.py\", line 1\n"
                                              "    if x  # c\n"
                                              "          ^^^\n"
                                              "SyntaxError: expected ':'\n");
}

TEST(ScriptFile, FStringEndingInItsFormatSpecLeavesTheFieldOpen) {
    expectAt(scriptError("print(f\"{x:.2f\")\n"), ErrorType::SyntaxError,
             "closing parenthesis ')' does not match opening parenthesis '{'", 1, 16, 1, 16,
             "print(f\"{x:.2f\")");
}

// ---- Bytes that are not UTF-8 ------------------------------------------------------

TEST(ScriptFile, NonUtf8LineStopsTheReaderWhenReached) {
    // The grammar error on line 2 is found first, but reading on to check
    // the rest of the file meets line 4.
    expectNowhere(scriptError("x = 1\ny = (1 2)\nz = 3\n# caf\xe9\nw = \"\xe9\"\n"),
                  nonUtf8("\\xe9", 4));
    expectNowhere(scriptError("\n\n\n# caf\xe9\n"), nonUtf8("\\xe9", 4));
    expectNowhere(scriptError("x = 1\ry = \"\xe9\"\r"), nonUtf8("\\xe9", 2));
    // UTF-16 starts with a byte that is never UTF-8.
    expectNowhere(scriptError(bytes("\xff\xfex\0 \0=\0 \0""1\0\n\0")),
                  nonUtf8("\\xff", 1));
}

TEST(ScriptFile, TokenizerErrorBeforeTheNonUtf8LineWins) {
    expectAt(scriptError("x = \"abc\ny = 2\n# caf\xe9\n"), ErrorType::SyntaxError,
             "unterminated string literal (detected at line 1)", 1, 5, 1, 5, "x = \"abc");
}

TEST(ScriptFile, DeclaredUtf8LeavesBadBytesToTheTokens) {
    expectAt(scriptError("# -*- coding: utf-8 -*-\n# caf\xe9\nx = (1 2)\n"),
             ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?", 3, 6, 3, 9,
             "x = (1 2)\n");
}

TEST(ScriptFile, LineOneIsCheckedBeforeADeclarationOnLineTwo) {
    expectNowhere(scriptError("# caf\xe9\n# -*- coding: latin-1 -*-\nx = (1 2)\n"),
                  nonUtf8("\\xe9", 1));
    // The declaration's own line is read with the declared encoding.
    expectAt(scriptError("# coding: latin-1 caf\xe9\nx = (1 2)\n"), ErrorType::SyntaxError,
             "invalid syntax. Perhaps you forgot a comma?", 2, 6, 2, 9, "x = (1 2)\n");
}

// ---- Coding declarations -------------------------------------------------------------

TEST(ScriptFile, EncodingProblems) {
    expectNowhere(scriptError("#!/usr/bin/env python\n# -*- coding: utf8mb4 -*-\nx = 1\n"),
                  "encoding problem: utf8mb4");
    expectNowhere(scriptError("# -*- coding: ascii -*-\nx = \"caf\xe9\"\n"),
                  "encoding problem: ascii");
    expectNowhere(scriptError("\xef\xbb\xbf# -*- coding: latin-1 -*-\nx = 1\n"),
                  "encoding problem: iso-8859-1 with BOM");
    // UTF-8 under another name goes through the codec, which checks it.
    expectNowhere(scriptError("# coding: utf8\nx = \"caf\xe9\"\n"), "encoding problem: utf8");
}

std::string commentLines(int count) {
    std::string lines;
    for (int i = 0; i < count; ++i) lines += std::string(69, '#') + "\n";
    return lines;
}

TEST(ScriptFile, UndecodableByteBeyondTheFirstRead) {
    // The codec reads 8192 bytes at a time from the end of the declaration
    // line; the failing read is reported at the last line read before it.
    SyntaxErrorInfo error =
        scriptError("# coding: ascii\n" + commentLines(200) + "x = \"abc\n# caf\xe9\n");
    expectAt(error, ErrorType::SyntaxError,
             "(unicode error) 'ascii' codec can't decode byte 0xe9 in position 5823: ordinal not "
             "in range(128)",
             118, 0, 118, -1, std::string(69, '#') + "\n");
    // A tokenizer error in a line before that read comes first.
    expectAt(scriptError("# coding: ascii\n" + commentLines(20) + "x = \"abc\n" +
                         commentLines(200) + "# caf\xe9\n"),
             ErrorType::SyntaxError, "unterminated string literal (detected at line 22)", 22, 5,
             22, 5, "x = \"abc");
}

// ---- NUL bytes ------------------------------------------------------------------------

TEST(ScriptFile, NulShowsItsLineUpToTheNul) {
    SyntaxErrorInfo error = scriptError(bytes("data = 1\nvalue = 2\0\nprint(value)\n"));
    expectAt(error, ErrorType::SyntaxError, "source code cannot contain null bytes", 2, 0, 2, 0,
             "value = 2");
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sft/prog.py\", line 2\n"
              "    value = 2\n"
              "SyntaxError: source code cannot contain null bytes\n");
    expectAt(scriptError(bytes("# coding: latin-1\nx = \"caf\xe9\"\0\n")),
             ErrorType::SyntaxError, "source code cannot contain null bytes", 2, 0, 2, 0,
             "x = \"caf\xc3\xa9\"");
}

TEST(ScriptFile, NulAgainstOtherErrors) {
    // Found while checking the rest of the file: it beats a grammar error...
    expectAt(scriptError(bytes("x = 1\ny = (1 2)\nw\0 = 1\n")),
             ErrorType::SyntaxError, "source code cannot contain null bytes", 3, 0, 3, 0, "w");
    // ...but not a tokenizer error in an earlier line.
    expectAt(scriptError(bytes("x = 1\ny = (1 2)\nz = \"abc\nw\0 = 1\n")),
             ErrorType::SyntaxError, "unterminated string literal (detected at line 3)", 3, 5, 3,
             5, "z = \"abc");
    // Inside an f-string it does not beat the grammar error there.
    expectAt(scriptError(bytes("x = f\"\"\"{1 2}\n\0\"\"\"\n")),
             ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?", 1, 10, 1, 13,
             "x = f\"\"\"{1 2}\n");
}

TEST(ScriptFile, OnlyTheLineBeforeTheNulIsCheckedForUtf8) {
    expectNowhere(scriptError(bytes("x = 1\n# caf\xe9\0\n")), nonUtf8("\\xe9", 2));
    expectAt(scriptError(bytes("x = 1\n\0# caf\xe9\n")), ErrorType::SyntaxError,
             "source code cannot contain null bytes", 2, 0, 2, 0, "");
}

TEST(ScriptFile, UnexpectedIndentIsNotCheckedAgainstTheRestOfTheFile) {
    expectAt(scriptError("import os\n    print(os.getcwd())\n# r\xe9pertoire courant\n"),
             ErrorType::IndentationError, "unexpected indent", 2, 4, 2, -1,
             "    print(os.getcwd())\n");
    expectAt(scriptError(bytes("x = 1\n    y = 2\nz = 1\0\n")), ErrorType::IndentationError,
             "unexpected indent", 2, 4, 2, -1, "    y = 2\n");
}

// ---- The text of an error's line --------------------------------------------------------

TEST(ScriptFile, ByteOrderMarkStaysInTheText) {
    SyntaxErrorInfo error = scriptError("\xef\xbb\xbfx = (1 2)\n");
    expectAt(error, ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?", 1, 4, 1,
             7, "\xef\xbb\xbfx = (1 2)\n");
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sft/prog.py\", line 1\n"
              "    \xef\xbb\xbfx = (1 2)\n"
              "       ^^^\n"
              "SyntaxError: invalid syntax. Perhaps you forgot a comma?\n");
    expectAt(scriptError("\xef\xbb\xbf" "def f():\n"), ErrorType::IndentationError,
             "expected an indented block after function definition on line 1", 1, 0, 1, -1,
             "\xef\xbb\xbf" "def f():\n");
    // The tokenizer's own errors show its buffer, which has no BOM.
    expectAt(scriptError("\xef\xbb\xbfx = \"abc\n"), ErrorType::SyntaxError,
             "unterminated string literal (detected at line 1)", 1, 5, 1, 5, "x = \"abc");
}

TEST(ScriptFile, ContinuedLinesShowOnlyTheErrorsLine) {
    expectAt(scriptError("x = \"\xc3\xa9\xc3\xa9\" + \\\n  2 3\n"), ErrorType::SyntaxError,
             "invalid syntax", 2, 5, 2, 6, "  2 3\n");
    SyntaxErrorInfo error = scriptError("x = \"\xc3\xa9\" + \\\n 1 + 1\\ y\n");
    expectAt(error, ErrorType::SyntaxError,
             "unexpected character after line continuation character", 2, 11, 2, 0,
             " 1 + 1\\ y\n");
    EXPECT_EQ(formatSyntaxErrorReport(error),
              "  File \"/tmp/sft/prog.py\", line 2\n"
              "    1 + 1\\ y\n"
              "            ^\n"
              "SyntaxError: unexpected character after line continuation character\n");
}

TEST(ScriptFile, LongLinesShowTheirLast999ByteSlice) {
    std::string source = "x = ";
    for (int i = 0; i < 300; ++i) source += "1 + ";
    source += "(1 2)\n";
    SyntaxErrorInfo error = scriptError(source);
    expectAt(error, ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?", 1, 212,
             1, 212, source.substr(999));
    // A last line of exactly 999 bytes without a newline is not found in
    // the file; the text then comes from the tokenizer's buffer.
    expectAt(scriptError("x = (1 2)" + std::string(990, ' ')), ErrorType::SyntaxError,
             "invalid syntax. Perhaps you forgot a comma?", 1, 6, 1, 9,
             "x = (1 2)" + std::string(990, ' ') + "\n");
}

// ---- compile(): the file the filename names ------------------------------------------------

class NamedFile : public ::testing::Test {
  protected:
    void SetUp() override {
        directory_ = std::filesystem::temp_directory_path() /
                     ("taipan_script_file_" + std::to_string(::getpid()));
        std::filesystem::create_directories(directory_);
    }
    void TearDown() override {
        std::error_code ignored;
        std::filesystem::remove_all(directory_, ignored);
    }
    std::string write(const std::string& name, std::string_view bytes) {
        std::string path = (directory_ / name).string();
        std::ofstream(path, std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
        return path;
    }
    static SyntaxErrorInfo compileError(std::string_view bytes, const std::string& filename,
                                        ParseMode mode = ParseMode::Exec) {
        Arena arena;
        ParseResult result = parseBytes(bytes, filename, mode, arena);
        EXPECT_TRUE(result.error.has_value());
        return result.error.value_or(SyntaxErrorInfo{});
    }

  private:
    std::filesystem::path directory_;
};

TEST_F(NamedFile, TextComesFromTheFileWhenItExists) {
    const std::string_view source = "\xef\xbb\xbfx = (1 2)\n";
    const std::string path = write("bom.py", source);
    SyntaxErrorInfo error = compileError(source, path);
    EXPECT_EQ(error.offset, 4);
    EXPECT_EQ(error.endOffset, 7);
    EXPECT_EQ(error.text, "\xef\xbb\xbfx = (1 2)\n");
    // Only for 'exec' input.
    error = compileError(source, path, ParseMode::Single);
    EXPECT_EQ(error.offset, 6);
    EXPECT_EQ(error.endOffset, 9);
}

TEST_F(NamedFile, TextComesFromTheSourceWhenTheFileIsMissing) {
    SyntaxErrorInfo error = compileError("\xef\xbb\xbfx = (1 2)\n", "/nonexistent/x.py");
    EXPECT_EQ(error.offset, 6);
    EXPECT_EQ(error.endOffset, 9);
    EXPECT_EQ(error.text, "x = (1 2)\n");
}

TEST_F(NamedFile, EvenAFileWithOtherContentGivesTheText) {
    const std::string path = write("other.py", "y = 1\nz = 2\n");
    SyntaxErrorInfo error = compileError("x = (1 2)", path);
    EXPECT_EQ(error.lineno, 1);
    EXPECT_EQ(error.offset, 6);
    EXPECT_EQ(error.endOffset, 7);
    EXPECT_EQ(error.text, "y = 1\n");
}

TEST_F(NamedFile, ContinuationErrorIsConvertedAgainstTheFilesLine) {
    const std::string_view source = "x = \"\xc3\xa9\" + \\\n 1 + 1\\ y\n";
    const std::string path = write("cont.py", source);
    EXPECT_EQ(compileError(source, path).offset, 11);
    EXPECT_EQ(compileError(source, "/nonexistent/x.py").offset, 20);
}

TEST(CompileBytes, UnexpectedIndentBeatsLaterLexicalErrors) {
    Arena arena;
    ParseResult result = parseBytes("    return 2    return 2)", "/nonexistent/x.py",
                                    ParseMode::Exec, arena);
    ASSERT_TRUE(result.error.has_value());
    EXPECT_EQ(result.error->type, ErrorType::IndentationError);
    EXPECT_EQ(result.error->message, "unexpected indent");
    EXPECT_EQ(result.error->lineno, 1);
    EXPECT_EQ(result.error->offset, 4);
    EXPECT_EQ(result.error->endOffset, -1);
}

TEST(CompileBytes, Utf8UnderAnotherNameIsCheckedUpFront) {
    Arena arena;
    ParseResult result = parseBytes("# coding: utf8\nx = \"caf\xe9\"\n", "/nonexistent/x.py",
                                    ParseMode::Exec, arena);
    ASSERT_TRUE(result.error.has_value());
    EXPECT_EQ(result.error->message,
              "'utf-8' codec can't decode byte 0xe9 in position 23: invalid continuation byte");
    EXPECT_EQ(result.error->lineno, 0);
    EXPECT_EQ(result.error->offset, -1);
}

// ---- The end of the input in compile()'s modes ----------------------------------

struct Located {
    ErrorType type;
    std::string message;
    int32_t lineno, offset, endLineno, endOffset;
    std::string text;
};

void expectCompileError(std::string_view source, ParseMode mode, const Located& expected) {
    Arena arena;
    ParseResult result = parseBytes(source, "<string>", mode, arena);
    ASSERT_TRUE(result.error.has_value()) << "no error for " << source;
    const SyntaxErrorInfo& error = *result.error;
    EXPECT_EQ(errorTypeName(error.type), errorTypeName(expected.type)) << source;
    EXPECT_EQ(error.message, expected.message) << source;
    EXPECT_EQ(error.lineno, expected.lineno) << source;
    EXPECT_EQ(error.offset, expected.offset) << source;
    EXPECT_EQ(error.endLineno, expected.endLineno) << source;
    EXPECT_EQ(error.endOffset, expected.endOffset) << source;
    EXPECT_EQ(error.text, expected.text) << source;
}

bool compiles(std::string_view source, ParseMode mode) {
    Arena arena;
    return parseBytes(source, "<string>", mode, arena).tree != nullptr;
}

constexpr ErrorType kSyntax = ErrorType::SyntaxError;
constexpr ErrorType kIndentation = ErrorType::IndentationError;

TEST(CompileModes, ExecErrorsAtTheEnd) {
    expectCompileError("@y", ParseMode::Exec, {kSyntax, "invalid syntax", 1, 0, 1, 0, "@y\n"});
    expectCompileError("def f():\n    @y\n", ParseMode::Exec,
                       {kIndentation, "unexpected unindent", 2, 7, 2, -1, "    @y\n"});
    expectCompileError("if x  # c", ParseMode::Exec,
                       {kSyntax, "expected ':'", 1, 7, 1, 11, "if x  # c\n"});
}

TEST(CompileModes, EvalInputKeepsItsEnd) {
    // No NEWLINE ends the last line: the generic error lands on the
    // ENDMARKER, which has no column.
    expectCompileError("x +", ParseMode::Eval, {kSyntax, "invalid syntax", 1, 0, 1, 0, "x +"});
    expectCompileError("x +\n", ParseMode::Eval, {kSyntax, "invalid syntax", 1, 4, 1, 5, "x +\n"});
    expectCompileError("x +  # c", ParseMode::Eval,
                       {kSyntax, "invalid syntax", 1, 0, 1, 0, "x +  # c"});
    expectCompileError("", ParseMode::Eval, {kSyntax, "invalid syntax", 0, 0, 0, 0, ""});
    // A last line of blanks is indentation.
    expectCompileError("   ", ParseMode::Eval,
                       {kIndentation, "unexpected indent", 1, 3, 1, -1, "   "});
    expectCompileError("x\n  ", ParseMode::Eval,
                       {kIndentation, "unexpected indent", 2, 2, 2, -1, "  "});
    expectCompileError("x + \\", ParseMode::Eval,
                       {kSyntax, "unexpected character after line continuation character", 1, 5,
                        1, 0, "x + \\"});
    expectCompileError("'abc", ParseMode::Eval,
                       {kSyntax, "unterminated string literal (detected at line 1)", 1, 1, 1, 1,
                        "'abc"});
    // A coding declaration counts only on a whole line.
    expectCompileError("# coding: latin-1", ParseMode::Eval,
                       {kSyntax, "invalid syntax", 1, 0, 1, 0, "# coding: latin-1"});
    expectCompileError("(int) ->", ParseMode::FuncType,
                       {kSyntax, "invalid syntax", 1, 0, 1, 0, "(int) ->"});
    EXPECT_TRUE(compiles("(int) -> int", ParseMode::FuncType));
}

TEST(CompileModes, SingleInputEndsWithANewlineWithoutColumns) {
    // CPython's parser turns the ENDMARKER into that NEWLINE; errors placed
    // at the last token then take the tokenizer's cursor, past the last line.
    expectCompileError("if x", ParseMode::Single, {kSyntax, "expected ':'", 1, 4, 1, -1, "if x"});
    expectCompileError("while x  # c", ParseMode::Single,
                       {kSyntax, "expected ':'", 1, 12, 1, -1, "while x  # c"});
    expectCompileError("if x:", ParseMode::Single,
                       {kIndentation, "expected an indented block after 'if' statement on line 1",
                        1, 5, 1, -1, "if x:"});
    expectCompileError("import", ParseMode::Single,
                       {kSyntax, "Expected one or more names after 'import'", 1, 0, 1, 6,
                        "import"});
    expectCompileError("try:\n  pass\n", ParseMode::Single,
                       {kSyntax, "expected 'except' or 'finally' block", 2, 7, 2, -1,
                        "  pass\n"});
    expectCompileError("", ParseMode::Single, {kSyntax, "invalid syntax", 0, 0, 0, 0, ""});
}

TEST(CompileModes, SingleInputNeedsANewlineAfterACompoundStatement) {
    // The one NEWLINE CPython makes of the end is used up by the body on the
    // statement's own line, and the ENDMARKER after it is an error; a body on
    // lines of its own gets a NEWLINE again after its DEDENT.
    expectCompileError("def f(): pass", ParseMode::Single,
                       {kSyntax, "invalid syntax", 1, 0, 1, 0, "def f(): pass"});
    EXPECT_TRUE(compiles("def f(): pass\n", ParseMode::Single));
    EXPECT_TRUE(compiles("if x:\n  pass", ParseMode::Single));
    EXPECT_TRUE(compiles("if x:\n  if y:\n    pass", ParseMode::Single));
    expectCompileError("if x:\n  pass\n  ", ParseMode::Single,
                       {kSyntax, "invalid syntax", 3, 0, 3, 0, "  "});
}

TEST(CompileModes, MultipleStatementsIsNotCheckedAgainstTheRest) {
    // CPython never tokenizes past the statement, so the unterminated string
    // on line 2 does not replace the error.
    expectCompileError("x = 1\ny = \"abc", ParseMode::Single,
                       {kSyntax, "multiple statements found while compiling a single statement",
                        1, 6, 1, 7, "x = 1\n"});
}

} // namespace
