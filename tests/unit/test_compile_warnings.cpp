// End-to-end tests of what the `taipan` executable writes to stderr for
// compile-time diagnostics: the SyntaxWarnings of the parser and of the
// compiler (for a script, for -c, and for compile()/exec() at run time), the
// SyntaxError of an integer literal beyond the int/str digit limit, and a
// RecursionError raised while compiling.
//
// The conformance corpus compares only the last line of stderr, so these
// compare all of it. Every expected text is what CPython 3.13 wrote for the
// same program (`python3.13 FILE` or `python3.13 -c CODE`) when the files
// lived in /tmp/taipan_warn/; "{DIR}" stands for that directory and is
// replaced by the directory the test writes its files to.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

namespace {

#ifdef TAIPAN_EXECUTABLE

struct ProcessResult {
    std::string out;
    std::string err;
    int status = -1;
};

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Single-quotes `text` for /bin/sh.
std::string shellQuote(const std::string& text) {
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

class CompileWarningsTest : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() /
               ("taipan_warn_" + std::to_string(getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    void write(const std::string& name, const std::string& text) const {
        std::ofstream file(dir_ / name, std::ios::binary);
        file << text;
    }

    // Replaces every "{DIR}" of `text` with the test's directory.
    std::string expand(std::string text) const {
        const std::string marker = "{DIR}";
        for (size_t at = text.find(marker); at != std::string::npos; at = text.find(marker, at))
            text.replace(at, marker.size(), dir_.string());
        return text;
    }

    // Runs `taipan ARGUMENTS` (already quoted for the shell) with stdin empty.
    ProcessResult run(const std::string& arguments) const {
        std::string outPath = path("stdout.txt");
        std::string errPath = path("stderr.txt");
        std::string command = std::string(TAIPAN_EXECUTABLE) + " " + arguments + " </dev/null >" +
                              shellQuote(outPath) + " 2>" + shellQuote(errPath);
        int raw = std::system(command.c_str());
        ProcessResult result;
        result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
        result.out = readFile(outPath);
        result.err = readFile(errPath);
        return result;
    }

    std::filesystem::path dir_;
};

// The parser's warning comes first, then the compiler's in the order it
// compiles the code; each shows its source line, stripped. A line with two
// warnings shows both; dead code warns too.
TEST_F(CompileWarningsTest, ScriptPrintsParserAndCompilerWarnings) {
    write("w.py", "x = 5\n"
                  "if x is 1:\n"
                  "    pass\n"
                  "s = \"\\d\"\n"
                  "assert (x, 1)\n"
                  "def f():\n"
                  "    return (1, 2)(3)\n"
                  "if x is not \"a\" or x == 1 is 2:\n"
                  "    print(x is ())\n"
                  "print(\"done\")\n");
    ProcessResult result = run(shellQuote(path("w.py")));
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, "False\ndone\n");
    EXPECT_EQ(result.err, expand(R"({DIR}/w.py:4: SyntaxWarning: invalid escape sequence '\d'
  s = "\d"
{DIR}/w.py:2: SyntaxWarning: "is" with 'int' literal. Did you mean "=="?
  if x is 1:
{DIR}/w.py:5: SyntaxWarning: assertion is always true, perhaps remove parentheses?
  assert (x, 1)
{DIR}/w.py:7: SyntaxWarning: 'tuple' object is not callable; perhaps you missed a comma?
  return (1, 2)(3)
{DIR}/w.py:8: SyntaxWarning: "is not" with 'str' literal. Did you mean "!="?
  if x is not "a" or x == 1 is 2:
{DIR}/w.py:8: SyntaxWarning: "is" with 'int' literal. Did you mean "=="?
  if x is not "a" or x == 1 is 2:
{DIR}/w.py:9: SyntaxWarning: "is" with 'tuple' literal. Did you mean "=="?
  print(x is ())
)"));
}

// The program that compile()s and exec()s code with warnings at run time.
const char* const kCompilingProgram =
    "x = 1\n"
    "exec(\"y = x is 1\")\n"
    "code = compile(\"\\n\\nz = (1, 2)(3) if 0 else 0\", \"{DIR}/w.py\", \"exec\")\n"
    "compile(\"assert (x, 1)\", \"nofile.py\", \"exec\")\n"
    "print(\"end\")\n";

// compile() and exec() warn under the file name they are given; the line
// shown is read from that file when it exists ("<string>" and nofile.py do
// not), whatever the compiled source says.
TEST_F(CompileWarningsTest, CompileAndExecWarnUnderTheirFileName) {
    write("w.py", "x = 5\nif x:\n    pass\n");
    write("c.py", expand(kCompilingProgram));
    ProcessResult result = run(shellQuote(path("c.py")));
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, "end\n");
    EXPECT_EQ(result.err,
              expand(R"(<string>:1: SyntaxWarning: "is" with 'int' literal. Did you mean "=="?
{DIR}/w.py:3: SyntaxWarning: 'tuple' object is not callable; perhaps you missed a comma?
  pass
nofile.py:1: SyntaxWarning: assertion is always true, perhaps remove parentheses?
)"));
}

// Under -c, "<string>" names the command's text once it has compiled, so
// code compiled later under that name shows the command's lines.
TEST_F(CompileWarningsTest, CommandLineProgramLinesBelongToString) {
    write("w.py", "x = 5\nif x:\n    pass\n");
    ProcessResult result = run("-c " + shellQuote(expand(kCompilingProgram)));
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, "end\n");
    EXPECT_EQ(result.err,
              expand(R"(<string>:1: SyntaxWarning: "is" with 'int' literal. Did you mean "=="?
  x = 1
{DIR}/w.py:3: SyntaxWarning: 'tuple' object is not callable; perhaps you missed a comma?
  pass
nofile.py:1: SyntaxWarning: assertion is always true, perhaps remove parentheses?
)"));
}

// The command's own warnings come before it is registered: no line.
TEST_F(CompileWarningsTest, CommandLineProgramOwnWarningsShowNoLine) {
    ProcessResult result = run("-c " + shellQuote("x = 1\nif x is 1: pass\nexec(\"y = x is 1\")"));
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, R"(<string>:2: SyntaxWarning: "is" with 'int' literal. Did you mean "=="?
<string>:1: SyntaxWarning: "is" with 'int' literal. Did you mean "=="?
  x = 1
)");
}

// A decimal literal of more than 4300 digits is a SyntaxError without a
// column (so no caret line). The line shown in the report is the last piece
// CPython's 1000-byte line reader returns; the warning's line is whole.
TEST_F(CompileWarningsTest, IntegerLiteralBeyondTheDigitLimit) {
    const std::string digits(4301, '9');
    write("big.py", "x = \"\\d\" + " + digits + "\n");
    ProcessResult result = run(shellQuote(path("big.py")));
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err,
              expand("{DIR}/big.py:1: SyntaxWarning: invalid escape sequence '\\d'\n"
                     "  x = \"\\d\" + " +
                     digits +
                     "\n"
                     "  File \"{DIR}/big.py\", line 1\n"
                     "    " +
                     std::string(316, '9') +
                     "\n"
                     "SyntaxError: Exceeds the limit (4300 digits) for integer string "
                     "conversion: value has 4301 digits; use sys.set_int_max_str_digits() to "
                     "increase the limit - Consider hexadecimal for huge integer literals to "
                     "avoid decimal conversion limits.\n"));
}

// 4300 digits are allowed; so are more in hexadecimal.
TEST_F(CompileWarningsTest, IntegerLiteralsWithinTheLimit) {
    write("ok.py", "x = " + std::string(4300, '7') + "\ny = 0x" + std::string(5000, 'f') +
                       "\nprint(len(str(x)), y.bit_length())\n");
    ProcessResult result = run(shellQuote(path("ok.py")));
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, "4300 20000\n");
    EXPECT_EQ(result.err, "");
}

// An expression nested deeper than the compiler recurses is a RecursionError
// reported without a traceback, before anything runs.
TEST_F(CompileWarningsTest, RecursionErrorDuringCompilation) {
    std::string source = "print(1)\nx = 1";
    for (int i = 0; i < 100000; ++i)
        source += "+1";
    write("deep.py", source + "\n");
    ProcessResult result = run(shellQuote(path("deep.py")));
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "RecursionError: maximum recursion depth exceeded during compilation\n");
}

#endif

} // namespace
