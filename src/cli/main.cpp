// The `taipan` command line.
//
// `taipan FILE [args]` runs a program as `python3.13 FILE [args]` does and
// `taipan -c CODE [args]` runs a command as `python3.13 -c` does (sys.argv
// is [FILE, args...] or ['-c', args...]); the other options expose the
// front end and the compiler (AST dumps, syntax checks, tokens,
// disassembly). A build without the core language (TAIPAN_CORE=OFF, no
// TAIPAN_HAVE_CORE) is a front end only: `taipan FILE` then checks the file,
// reports any syntax error exactly as `python3.13 FILE` would, and says
// plainly that it cannot execute it.
#ifdef TAIPAN_HAVE_CORE
#include "compile/compiler.h"
#include "runtime/interpreter.h"
#include "vm/specialize.h"
#endif
#include "parse/ast_dump.h"
#include "parse/parser.h"
#include "parse/source_file.h"
#include "parse/tokenizer.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace taipan;

constexpr std::string_view kUsage = R"(usage: taipan [option] FILE [arg] ...
       taipan -c CODE [arg] ...
       taipan -m MODULE [arg] ...
Running programs (a build with the core language):
  FILE [arg] ...                   run the program in FILE; sys.argv is [FILE, arg, ...]
  -c CODE [arg] ...                run CODE; sys.argv is ['-c', arg, ...]
  -m MODULE [arg] ...              run the module MODULE (a package: its __main__) found on
                                   sys.path; sys.argv is [its file, arg, ...]
Options:
  --dump-ast [--attributes] FILE   print the AST as CPython's ast.dump(ast.parse(bytes)) does
  --dump-ast-batch [--attributes] LISTFILE
                                   the same for every path listed in LISTFILE (one per line):
                                   "# PATH", then the dump or "ERROR Type: message"
  --syntax-check FILE              print OK, or the syntax error as one tab-separated line:
                                   Type, lineno, offset, end_lineno, end_offset, message
  --tokens FILE                    print the token stream
  --dis FILE                       compile FILE and print its disassembly
  --dis-positions FILE             the same with each instruction's source position
  --co-lines FILE                  compile FILE and print each code object's co_lines() lines
  --bench-parse LISTFILE [--repeat N]
                                   parse every listed file N times (default 1), print the best time
  -X nospecialize                  run without specialization (quickened, never specialized;
                                   also TAIPAN_NOSPECIALIZE=1)
  -X stats                         print specialization statistics at exit (runs the
                                   taipan-stats build next to this one; also TAIPAN_STATS=1)
  --version                        print the version
  -h, --help                       print this help
)";

// python3.13 options accepted: -B (no bytecode files), -E and -I (ignore
// the environment), -s and -S (site) change nothing here; -u makes stdout
// unbuffered.
constexpr std::string_view kIgnoredPythonOptions = "-B -E -I -s -S -u";

constexpr int kExitOk = 0;
constexpr int kExitError = 1;
constexpr int kExitUsage = 2;

int cannotOpen(const std::string& path) {
    // CPython: "python3.13: can't open file '/abs/x.py': [Errno 2] No such file or directory"
    std::error_code ignored;
    std::string absolute = std::filesystem::absolute(path, ignored).string();
    std::fprintf(stderr, "taipan: can't open file '%s': [Errno %d] %s\n", absolute.c_str(), errno,
                 std::strerror(errno));
    return kExitUsage;
}

// Warnings as CPython's warnings module shows them: "FILE:LINE: Category:
// message", then the source line indented by two spaces when the file can
// be read (it cannot for "<unknown>").
void printWarnings(const std::vector<parse::ParseWarning>& warnings, std::string_view filename,
                   std::string_view source) {
    for (const parse::ParseWarning& warning : warnings) {
        std::fprintf(stderr, "%.*s:%d: %s: %s\n", int(filename.size()), filename.data(),
                     warning.lineno, warning.category.c_str(), warning.message.c_str());
        if (source.empty()) continue;
        // Find the line (the source is raw bytes here; good enough for UTF-8).
        int32_t line = 1;
        size_t start = 0;
        while (line < warning.lineno && start < source.size()) {
            size_t newline = source.find('\n', start);
            if (newline == std::string_view::npos) break;
            start = newline + 1;
            ++line;
        }
        if (line != warning.lineno) continue;
        size_t end = source.find_first_of("\r\n", start);
        std::string_view text =
            source.substr(start, end == std::string_view::npos ? end : end - start);
        size_t first = text.find_first_not_of(" \t\f");
        if (first == std::string_view::npos) continue;
        text = text.substr(first);
        std::fprintf(stderr, "  %.*s\n", int(text.size()), text.data());
    }
}

void printErrorLine(const parse::SyntaxErrorInfo& error) {
    std::printf("%s\t%d\t%d\t%d\t%d\t%s\n", std::string(parse::errorTypeName(error.type)).c_str(),
                error.lineno, error.offset, error.endLineno, error.endOffset,
                error.message.c_str());
}

// ast.parse() names its input "<unknown>"; the dump modes imitate it.
constexpr std::string_view kAstParseFilename = "<unknown>";

int dumpAst(const std::string& path, bool attributes) {
    std::string source;
    if (!parse::readSourceFile(path, source)) return cannotOpen(path);
    parse::Arena arena;
    parse::ParseResult result =
        parse::parseBytes(source, kAstParseFilename, parse::ParseMode::Exec, arena);
    printWarnings(result.warnings, kAstParseFilename, {});
    if (result.error) {
        std::fputs(parse::formatSyntaxErrorReport(*result.error).c_str(), stderr);
        return kExitError;
    }
    std::string dump = parse::dumpAst(result.tree, attributes);
    dump.push_back('\n');
    std::fwrite(dump.data(), 1, dump.size(), stdout);
    return kExitOk;
}

std::vector<std::string> readList(const std::string& listPath, bool& ok) {
    std::vector<std::string> paths;
    std::string listing;
    ok = parse::readSourceFile(listPath, listing);
    std::istringstream lines(listing);
    std::string line;
    while (std::getline(lines, line))
        if (!line.empty()) paths.push_back(line);
    return paths;
}

int dumpAstBatch(const std::string& listPath, bool attributes) {
    bool ok = false;
    std::vector<std::string> paths = readList(listPath, ok);
    if (!ok) return cannotOpen(listPath);
    std::string out;
    for (const std::string& path : paths) {
        out += "# " + path + "\n";
        std::string source;
        if (!parse::readSourceFile(path, source)) {
            out += "ERROR OSError: cannot read file\n";
            continue;
        }
        parse::Arena arena;
        parse::ParseResult result =
            parse::parseBytes(source, kAstParseFilename, parse::ParseMode::Exec, arena);
        if (result.error) {
            out += "ERROR ";
            out += parse::errorTypeName(result.error->type);
            out += ": " + result.error->message + "\n";
        } else {
            out += parse::dumpAst(result.tree, attributes);
            out += "\n";
        }
        std::fwrite(out.data(), 1, out.size(), stdout);
        out.clear();
    }
    return kExitOk;
}

int syntaxCheck(const std::string& path) {
    std::string source;
    if (!parse::readSourceFile(path, source)) return cannotOpen(path);
    parse::Arena arena;
    parse::ParseResult result = parse::parseBytes(source, path, parse::ParseMode::Exec, arena);
    if (result.error) {
        printErrorLine(*result.error);
        return kExitError;
    }
    std::puts("OK");
    return kExitOk;
}

int dumpTokens(const std::string& path) {
    std::string source;
    if (!parse::readSourceFile(path, source)) return cannotOpen(path);
    parse::Tokenizer tokenizer(source, path);
    if (!tokenizer.ok()) {
        printErrorLine(tokenizer.error());
        return kExitError;
    }
    parse::Token token;
    std::string_view buffer = tokenizer.buffer();
    for (;;) {
        if (!tokenizer.next(token)) {
            printErrorLine(tokenizer.error());
            return kExitError;
        }
        std::string_view spelling = buffer.substr(token.start, token.end - token.start);
        std::printf("%d,%d-%d,%d:\t%-14s\t'%.*s'\n", token.lineno, token.colOffset, token.endLineno,
                    token.endColOffset, std::string(parse::tokenKindSpelling(token.kind)).c_str(),
                    int(spelling.size()), spelling.data());
        if (token.kind == parse::TokenKind::EndMarker) return kExitOk;
    }
}

int benchParse(const std::string& listPath, int repeat) {
    bool ok = false;
    std::vector<std::string> paths = readList(listPath, ok);
    if (!ok) return cannotOpen(listPath);
    std::vector<std::string> sources(paths.size());
    size_t bytes = 0;
    for (size_t i = 0; i < paths.size(); ++i) {
        if (!parse::readSourceFile(paths[i], sources[i])) return cannotOpen(paths[i]);
        bytes += sources[i].size();
    }
    double best = 0;
    size_t errors = 0;
    for (int run = 0; run < repeat; ++run) {
        errors = 0;
        auto start = std::chrono::steady_clock::now();
        for (size_t i = 0; i < sources.size(); ++i) {
            parse::Arena arena;
            parse::ParseResult result =
                parse::parseBytes(sources[i], paths[i], parse::ParseMode::Exec, arena);
            if (result.error) ++errors;
        }
        double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (run == 0 || seconds < best) best = seconds;
    }
    std::printf("files=%zu bytes=%zu seconds=%.4f errors=%zu\n", sources.size(), bytes, best,
                errors);
    return kExitOk;
}

// `taipan FILE [args]`: what `python3.13 FILE [args]` does. `programArgs`
// becomes sys.argv (FILE first).
int runFile(const std::string& path, const std::vector<std::string>& programArgs) {
#ifdef TAIPAN_HAVE_CORE
    // The file is checked before start-up so that a missing file costs
    // nothing and reports as CPython does.
    std::string source;
    if (!parse::readSourceFile(path, source)) return cannotOpen(path);
    if (!initializeRuntime(programArgs)) return kExitError;
    return runMainScript(path);
#else
    std::string source;
    if (!parse::readSourceFile(path, source)) return cannotOpen(path);
    // CPython names the main script by its absolute path in reports: the
    // working directory joined to the path as typed, not normalized.
    std::error_code ignored;
    std::string displayName = std::filesystem::absolute(path, ignored).string();
    // CPython reads a script through its file front, whose errors differ
    // from compile()'s for some inputs (see Tokenizer::fromScriptFile).
    parse::Arena arena;
    parse::ParseResult result = parse::parseScriptFile(source, displayName, arena);
    printWarnings(result.warnings, displayName, source);
    if (result.error) {
        std::fputs(parse::formatSyntaxErrorReport(*result.error).c_str(), stderr);
        return kExitError;
    }
    std::fprintf(stderr,
                 "taipan: %s parsed without errors, but this build cannot execute programs "
                 "(it was configured with TAIPAN_CORE=OFF); try --dump-ast\n",
                 path.c_str());
    (void)programArgs;
    return kExitUsage;
#endif
}

// `taipan -c CODE [args]`: `programArgs` becomes sys.argv ('-c' first).
int runCommandLine(const std::string& code, const std::vector<std::string>& programArgs) {
#ifdef TAIPAN_HAVE_CORE
    if (!initializeRuntime(programArgs)) return kExitError;
    return runCommand(code);
#else
    (void)code;
    (void)programArgs;
    std::fputs("taipan: -c needs the core language (a build with TAIPAN_CORE)\n", stderr);
    return kExitUsage;
#endif
}

// `taipan -m MODULE [args]`: `programArgs` becomes sys.argv ('-m' first,
// replaced by the module's file once it is found).
int runModuleLine(const std::string& name, const std::vector<std::string>& programArgs) {
#ifdef TAIPAN_HAVE_CORE
    if (!initializeRuntime(programArgs)) return kExitError;
    return runModule(name);
#else
    (void)name;
    (void)programArgs;
    std::fputs("taipan: -m needs the core language (a build with TAIPAN_CORE)\n", stderr);
    return kExitUsage;
#endif
}

bool envFlag(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' && std::strcmp(value, "0") != 0;
}

// The specialization switches (-X nospecialize, -X stats and their
// environment variables). Statistics are counted only by the taipan-stats
// build (the same interpreter compiled with TAIPAN_STATS), so that this one
// pays nothing for them: asked for statistics, this binary runs that one
// in its place. Returns -1 to go on, or an exit status.
int applySpecializationOptions(char** argv, bool wantStats, bool noSpecialize) {
#ifdef TAIPAN_HAVE_CORE
    if (noSpecialize || envFlag("TAIPAN_NOSPECIALIZE")) vm::gSpecializationEnabled = false;
    if (!wantStats && !envFlag("TAIPAN_STATS")) return -1;
#ifdef TAIPAN_STATS
    std::atexit(vm::printSpecializationStats);
    return -1;
#else
    std::error_code error;
    std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    std::filesystem::path stats = self.parent_path() / "taipan-stats";
    if (error || !std::filesystem::exists(stats)) {
        std::fprintf(stderr, "taipan: -X stats needs the taipan-stats build next to this binary "
                             "(build the target taipan-stats)\n");
        return kExitUsage;
    }
    setenv("TAIPAN_STATS", "1", 1);
    if (noSpecialize) setenv("TAIPAN_NOSPECIALIZE", "1", 1);
    execv(stats.c_str(), argv);
    std::perror("taipan: cannot run taipan-stats");
    return kExitError;
#endif
#else
    (void)argv;
    (void)wantStats;
    (void)noSpecialize;
    return -1;
#endif
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    // Leading -X options, as python3.13 takes them (-X opt or -Xopt);
    // unknown ones are accepted and ignored, as CPython does.
    bool wantStats = false, noSpecialize = false;
    std::vector<std::string> kept;
    for (size_t i = 0; i < args.size(); ++i) {
        std::string option;
        if (args[i] == "-X" && i + 1 < args.size()) {
            option = args[++i];
        } else if (args[i].rfind("-X", 0) == 0 && args[i].size() > 2) {
            option = args[i].substr(2);
        } else {
            kept.insert(kept.end(), args.begin() + static_cast<std::ptrdiff_t>(i), args.end());
            break;
        }
        if (option == "stats") wantStats = true;
        if (option == "nospecialize") noSpecialize = true;
    }
    args = std::move(kept);
    int status = applySpecializationOptions(argv, wantStats, noSpecialize);
    if (status >= 0) return status;
    if (args.empty()) {
        std::fputs(kUsage.data(), stderr);
        return kExitUsage;
    }
    bool attributes = false;
    int repeat = 1;
    std::string mode;
    std::vector<std::string> operands;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "-h" || arg == "--help") {
            std::fputs(kUsage.data(), stdout);
            return kExitOk;
        } else if (arg == "--version") {
#ifdef TAIPAN_HAVE_CORE
            std::puts("Taipan 0.1.0 (Python 3.13)");
#else
            std::puts("Taipan 0.1.0 (Python 3.13 front end)");
#endif
            return kExitOk;
        } else if (arg == "--attributes") {
            attributes = true;
        } else if (arg == "--repeat" && i + 1 < args.size()) {
            repeat = std::max(1, std::atoi(args[++i].c_str()));
        } else if (arg == "-c" && mode.empty() && operands.empty()) {
            // Everything after CODE belongs to the program.
            if (i + 1 >= args.size()) {
                std::fputs("Argument expected for the -c option\n"
                           "usage: taipan [option] ... [-c cmd | file] [arg] ...\n"
                           "Try `taipan -h' for more information.\n",
                           stderr);
                return kExitUsage;
            }
            std::vector<std::string> programArgs{"-c"};
            programArgs.insert(programArgs.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 2,
                               args.end());
            return runCommandLine(args[i + 1], programArgs);
        } else if (arg == "-m" && mode.empty() && operands.empty()) {
            // Everything after MODULE belongs to the program.
            if (i + 1 >= args.size()) {
                std::fputs("Argument expected for the -m option\n"
                           "usage: taipan [option] ... [-c cmd | -m mod | file] [arg] ...\n"
                           "Try `taipan -h' for more information.\n",
                           stderr);
                return kExitUsage;
            }
            std::vector<std::string> programArgs{"-m"};
            programArgs.insert(programArgs.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 2,
                               args.end());
            return runModuleLine(args[i + 1], programArgs);
        } else if (arg.rfind("--", 0) == 0 && mode.empty() && operands.empty()) {
            mode = arg;
        } else if (mode.empty() && operands.empty() && arg.size() > 1 && arg[0] == '-' &&
                   kIgnoredPythonOptions.find(arg) != std::string_view::npos && arg.size() == 2) {
            // Options of python3.13 that change nothing observable here,
            // except -u: sys.stdout writes through at once.
            if (arg == "-u") std::setvbuf(stdout, nullptr, _IONBF, 0);
        } else if (mode.empty() && operands.empty() && arg.size() > 1 && arg[0] == '-') {
            std::fprintf(stderr, "Unknown option: %s\n", arg.c_str());
            std::fputs(kUsage.data(), stderr);
            return kExitUsage;
        } else if (mode.empty()) {
            // The program and everything after it belong to the program.
            std::vector<std::string> programArgs(args.begin() + static_cast<std::ptrdiff_t>(i),
                                                 args.end());
            return runFile(arg, programArgs);
        } else {
            operands.push_back(arg);
        }
    }
    if (operands.size() != 1) {
        std::fputs(kUsage.data(), stderr);
        return kExitUsage;
    }
    const std::string& operand = operands[0];
    if (mode == "--dump-ast") return dumpAst(operand, attributes);
    if (mode == "--dump-ast-batch") return dumpAstBatch(operand, attributes);
    if (mode == "--syntax-check") return syntaxCheck(operand);
    if (mode == "--tokens") return dumpTokens(operand);
    if (mode == "--bench-parse") return benchParse(operand, repeat);
#ifdef TAIPAN_HAVE_CORE
    if (mode == "--dis") return compile::disassembleFileMain(operand);
    if (mode == "--dis-positions") return compile::disassembleFileMain(operand, true);
    if (mode == "--co-lines") return compile::coLinesFileMain(operand);
#else
    if (mode == "--dis" || mode == "--dis-positions" || mode == "--co-lines") {
        std::fprintf(stderr, "taipan: %s needs the compiler (a build with TAIPAN_CORE)\n",
                     mode.c_str());
        return kExitUsage;
    }
#endif
    std::fprintf(stderr, "taipan: unknown option %s\n", mode.c_str());
    std::fputs(kUsage.data(), stderr);
    return kExitUsage;
}
