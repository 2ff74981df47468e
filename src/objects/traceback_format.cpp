// Formatting an exception as CPython 3.13's default excepthook prints it:
//
//     Traceback (most recent call last):
//       File "x.py", line 3, in f
//         return a / b
//                ~~^~~
//     ZeroDivisionError: division by zero
//
// with chained exceptions ("The above exception was the direct cause of the
// following exception:", "During handling of the above exception, another
// exception occurred:"), "[Previous line repeated N more times]" for
// recursion, the source line(s) under each entry with the caret line that
// CPython draws under the failing expression (and only where it draws one),
// and the final "Type: message" line with the "Did you mean" suggestions for
// NameError, AttributeError and ImportError.
//
// The rules follow the documented behaviour of CPython 3.13's traceback
// module. Source text is handled as code points (Python's str indexing);
// columns from code objects are UTF-8 byte offsets and are converted.
//
// Invariant: formatting never lets an exception escape; anything that fails
// while formatting (a broken __str__, an unreadable file) degrades to what
// CPython prints in that case ("<exception str() failed>", no source line).
#include "objects/traceback.h"

#include "objects/exceptions.h"
#include "objects/frame_locals.h"
#include "objects/function.h"
#include "objects/module.h"
#include "objects/type.h"
#include "parse/arena.h"
#include "parse/parser.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/thread_state.h"
#include "runtime/unicode.h"
#include "vm/call.h"

#include <sys/stat.h>
#include <utf8proc.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace taipan {

namespace {

using Text = std::u32string;

constexpr int kRecursiveCutoff = 3;

const char* const kStdlibModuleNames[] = {
#include "objects/stdlib_module_names.inc"
};

// ---- Text helpers --------------------------------------------------------------------

Text decode(std::string_view utf8) {
    Text out;
    const char* p = utf8.data();
    const char* end = p + utf8.size();
    while (p < end) {
        char32_t cp = 0;
        int used = unicode::decodeUtf8(p, end, cp);
        if (used <= 0) {
            out.push_back(0xFFFD);
            ++p;
        } else {
            out.push_back(cp);
            p += used;
        }
    }
    return out;
}

std::string encode(const Text& text) {
    std::string out;
    for (char32_t cp : text)
        unicode::appendUtf8(out, cp);
    return out;
}

bool isPySpace(char32_t cp) {
    return unicode::isSpace(cp);
}

Text lstrip(const Text& s) {
    size_t i = 0;
    while (i < s.size() && isPySpace(s[i]))
        ++i;
    return s.substr(i);
}

Text rstrip(const Text& s) {
    size_t n = s.size();
    while (n > 0 && isPySpace(s[n - 1]))
        --n;
    return s.substr(0, n);
}

Text strip(const Text& s) {
    return lstrip(rstrip(s));
}

std::vector<Text> splitLines(const Text& s) {
    std::vector<Text> lines;
    Text current;
    for (char32_t c : s) {
        if (c == U'\n') {
            lines.push_back(current);
            current.clear();
        } else {
            current.push_back(c);
        }
    }
    if (!current.empty()) lines.push_back(current);
    return lines;
}

bool isAscii(const Text& s) {
    return std::all_of(s.begin(), s.end(), [](char32_t c) { return c < 128; });
}

// The number of code points the first `offset` UTF-8 bytes of `line` make.
int byteToCharOffset(const Text& line, int offset) {
    std::string bytes = encode(line);
    if (offset < 0) offset = 0;
    if (static_cast<size_t>(offset) > bytes.size()) offset = static_cast<int>(bytes.size());
    return static_cast<int>(
        decode(std::string_view(bytes.data(), static_cast<size_t>(offset))).size());
}

// Terminal columns of the first `offset` characters (wide East Asian
// characters take two).
int displayWidth(const Text& line, int offset) {
    if (offset > static_cast<int>(line.size())) offset = static_cast<int>(line.size());
    if (isAscii(line)) return offset;
    int width = 0;
    for (int i = 0; i < offset; ++i) {
        width +=
            utf8proc_charwidth(static_cast<utf8proc_int32_t>(line[static_cast<size_t>(i)])) == 2
                ? 2
                : 1;
    }
    return width;
}
int displayWidth(const Text& line) {
    return displayWidth(line, static_cast<int>(line.size()));
}

// textwrap.dedent: whitespace-only lines become empty; the longest common
// leading run of spaces and tabs of the other lines is removed.
Text dedent(const Text& text) {
    std::vector<Text> lines;
    {
        Text current;
        for (char32_t c : text) {
            current.push_back(c);
            if (c == U'\n') {
                lines.push_back(current);
                current.clear();
            }
        }
        if (!current.empty()) lines.push_back(current);
    }
    auto isBlankTail = [](const Text& line) {
        for (char32_t c : line) {
            if (c == U'\n') break;
            if (c != U' ' && c != U'\t') return false;
        }
        return true;
    };
    bool haveMargin = false;
    Text margin;
    for (Text& line : lines) {
        if (isBlankTail(line)) {
            bool newline = !line.empty() && line.back() == U'\n';
            line = newline ? Text(U"\n") : Text();
            continue;
        }
        size_t n = 0;
        while (n < line.size() && (line[n] == U' ' || line[n] == U'\t'))
            ++n;
        Text indent = line.substr(0, n);
        if (!haveMargin) {
            margin = indent;
            haveMargin = true;
        } else if (indent.compare(0, margin.size(), margin) == 0 &&
                   indent.size() >= margin.size()) {
            // margin stays
        } else if (margin.compare(0, indent.size(), indent) == 0 &&
                   margin.size() >= indent.size()) {
            margin = indent;
        } else {
            size_t common = 0;
            while (common < margin.size() && common < indent.size() &&
                   margin[common] == indent[common]) {
                ++common;
            }
            margin = margin.substr(0, common);
        }
    }
    Text out;
    for (const Text& line : lines) {
        if (!margin.empty() && line.compare(0, margin.size(), margin) == 0) {
            out += line.substr(margin.size());
        } else {
            out += line;
        }
    }
    return out;
}

// textwrap.indent(text, prefix, lambda line: True)
Text indentAll(const Text& text, const Text& prefix) {
    Text out;
    bool atStart = true;
    for (char32_t c : text) {
        if (atStart) {
            out += prefix;
            atStart = false;
        }
        out.push_back(c);
        if (c == U'\n') atStart = true;
    }
    return out;
}

// ---- Source lines ----------------------------------------------------------------------

// Splits source text into lines as linecache does (\n, \r\n and \r end a
// line; a leading UTF-8 BOM is dropped).
std::vector<std::string> splitSourceLines(std::string_view data) {
    if (data.size() >= 3 && static_cast<unsigned char>(data[0]) == 0xEF &&
        static_cast<unsigned char>(data[1]) == 0xBB &&
        static_cast<unsigned char>(data[2]) == 0xBF) {
        data.remove_prefix(3);
    }
    std::vector<std::string> lines;
    std::string current;
    for (size_t i = 0; i < data.size(); ++i) {
        char c = data[i];
        if (c == '\r') {
            if (i + 1 < data.size() && data[i + 1] == '\n') ++i;
            lines.push_back(current);
            current.clear();
        } else if (c == '\n') {
            lines.push_back(current);
            current.clear();
        } else {
            current.push_back(c);
        }
    }
    if (!current.empty()) lines.push_back(current);
    return lines;
}

// Source text registered under a pseudo file name ("<string>" for `taipan -c`),
// as CPython 3.13 puts the -c program into linecache's cache.
std::map<std::string, std::vector<std::string>>& registeredSources() {
    static std::map<std::string, std::vector<std::string>> sources;
    return sources;
}

// linecache: the lines of a file, read again when its size or modification
// time changed since it was cached (as linecache.checkcache does before
// every traceback).
const std::vector<std::string>& fileLines(const std::string& filename) {
    struct Entry {
        off_t size = -1;
        struct timespec modified {};
        std::vector<std::string> lines;
    };
    static std::map<std::string, Entry> cache;
    static const std::vector<std::string> kNone;
    if (filename.empty()) return kNone;
    if (filename[0] == '<') {
        auto registered = registeredSources().find(filename);
        return registered == registeredSources().end() ? kNone : registered->second;
    }
    struct stat info {};
    if (::stat(filename.c_str(), &info) != 0) return kNone;
    auto found = cache.find(filename);
    if (found != cache.end() && found->second.size == info.st_size &&
        found->second.modified.tv_sec == info.st_mtim.tv_sec &&
        found->second.modified.tv_nsec == info.st_mtim.tv_nsec) {
        return found->second.lines;
    }
    Entry& entry = cache[filename];
    entry.size = info.st_size;
    entry.modified = info.st_mtim;
    entry.lines.clear();
    std::vector<std::string>& lines = entry.lines;
    std::ifstream in(filename, std::ios::binary);
    if (!in) return lines;
    std::stringstream buffer;
    buffer << in.rdbuf();
    lines = splitSourceLines(buffer.str());
    return lines;
}

Text sourceLine(const std::string& filename, int lineno) {
    const std::vector<std::string>& lines = fileLines(filename);
    if (lineno < 1 || static_cast<size_t>(lineno) > lines.size()) return Text();
    return rstrip(decode(lines[static_cast<size_t>(lineno - 1)]));
}

// ---- Caret anchors ----------------------------------------------------------------------

struct Anchors {
    int leftEndLine;
    int leftEndOffset;
    int rightStartLine;
    int rightStartOffset;
    char32_t primary = U'~';
    char32_t secondary = U'^';
};

// Raised by the cursor helpers below where CPython's code would raise (an
// index out of range); the anchors are then simply absent.
struct NoAnchors {};

class SegmentCursor {
  public:
    explicit SegmentCursor(const std::vector<Text>& lines) : lines_(lines) {}

    int normalize(int line, int byteOffset) const {
        check(line);
        return byteToCharOffset(lines_[static_cast<size_t>(line)], byteOffset);
    }
    void nextValid(int& line, int& col) const {
        while (line < static_cast<int>(lines_.size()) &&
               col >= static_cast<int>(lines_[static_cast<size_t>(line)].size())) {
            col = 0;
            ++line;
        }
        if (line >= static_cast<int>(lines_.size())) throw NoAnchors{};
    }
    void increment(int& line, int& col) const {
        ++col;
        nextValid(line, col);
    }
    void nextLine(int& line, int& col) const {
        col = 0;
        ++line;
        nextValid(line, col);
    }
    template <class Stop> void incrementUntil(int& line, int& col, Stop stop) const {
        while (true) {
            char32_t ch = at(line, col);
            if (ch == U'\\' || ch == U'#') {
                nextLine(line, col);
            } else if (!stop(ch)) {
                increment(line, col);
            } else {
                break;
            }
        }
    }
    char32_t at(int line, int col) const {
        check(line);
        const Text& text = lines_[static_cast<size_t>(line)];
        if (col < 0 || col >= static_cast<int>(text.size())) throw NoAnchors{};
        return text[static_cast<size_t>(col)];
    }
    int lineLength(int line) const {
        check(line);
        return static_cast<int>(lines_[static_cast<size_t>(line)].size());
    }
    // The end of `node` (1-based line of the "(\n...\n)" wrapper).
    void endOf(const parse::ast::Node* node, int& line, int& col, bool forceValid) const {
        line = node->pos.endLineno - 2;
        col = normalize(line, node->pos.endColOffset);
        if (forceValid) nextValid(line, col);
    }

  private:
    void check(int line) const {
        if (line < 0 || line >= static_cast<int>(lines_.size())) throw NoAnchors{};
    }
    const std::vector<Text>& lines_;
};

// Where the operator of a binary operation, or the brackets of a subscript
// or call, are inside `segment` (the failing expression's text).
bool extractAnchors(const Text& segment, Anchors& out) {
    parse::Arena arena;
    std::string wrapped = "(\n" + encode(segment) + "\n)";
    parse::ParseResult parsed =
        parse::parseText(wrapped, "<traceback>", parse::ParseMode::Exec, arena);
    if (parsed.tree == nullptr) return false;
    auto* module = parse::ast::as<parse::ast::Module>(parsed.tree);
    if (module == nullptr || module->body.size != 1) return false;
    auto* statement = parse::ast::as<parse::ast::ExprStmt>(module->body[0]);
    if (statement == nullptr) return false;
    std::vector<Text> lines = splitLines(segment);
    SegmentCursor cursor(lines);
    try {
        parse::ast::Expr* expr = statement->value;
        if (auto* binop = parse::ast::as<parse::ast::BinOp>(expr)) {
            int line = 0, col = 0;
            cursor.endOf(binop->left, line, col, true);
            cursor.incrementUntil(line, col, [](char32_t c) { return !isPySpace(c) && c != U')'; });
            int rightCol = col + 1;
            if (rightCol < cursor.lineLength(line)) {
                int rightLine = binop->right->pos.lineno - 2;
                bool beforeRight =
                    rightLine > line ||
                    rightCol < cursor.normalize(rightLine, binop->right->pos.colOffset);
                if (beforeRight) {
                    char32_t ch = cursor.at(line, rightCol);
                    if (!isPySpace(ch) && ch != U'\\' && ch != U'#') ++rightCol;
                }
            }
            out = Anchors{line, col, line, rightCol};
            return true;
        }
        if (auto* subscript = parse::ast::as<parse::ast::Subscript>(expr)) {
            int leftLine = 0, leftCol = 0, rightLine = 0, rightCol = 0;
            cursor.endOf(subscript->value, leftLine, leftCol, true);
            cursor.incrementUntil(leftLine, leftCol, [](char32_t c) { return c == U'['; });
            cursor.endOf(subscript, rightLine, rightCol, false);
            out = Anchors{leftLine, leftCol, rightLine, rightCol};
            return true;
        }
        if (auto* callNode = parse::ast::as<parse::ast::Call>(expr)) {
            int leftLine = 0, leftCol = 0, rightLine = 0, rightCol = 0;
            cursor.endOf(callNode->func, leftLine, leftCol, true);
            cursor.incrementUntil(leftLine, leftCol, [](char32_t c) { return c == U'('; });
            cursor.endOf(callNode, rightLine, rightCol, false);
            out = Anchors{leftLine, leftCol, rightLine, rightCol};
            return true;
        }
    } catch (const NoAnchors&) {
        return false;
    }
    return false;
}

// CPython leaves out the carets when they would underline the whole line,
// and for `return f(...)` / `x = f(...)` whose call spans the statement.
bool shouldShowCarets(int startOffset, int endOffset, const std::vector<Text>& allLines,
                      bool haveAnchors) {
    {
        Text joined;
        for (size_t i = 0; i < allLines.size(); ++i) {
            if (i > 0) joined.push_back(U'\n');
            joined += allLines[i];
        }
        parse::Arena arena;
        parse::ParseResult parsed =
            parse::parseText(encode(joined), "<traceback>", parse::ParseMode::Exec, arena);
        if (parsed.tree != nullptr) {
            auto* module = parse::ast::as<parse::ast::Module>(parsed.tree);
            if (module != nullptr) {
                if (module->body.empty()) return false;
                parse::ast::Stmt* statement = module->body[0];
                parse::ast::Call* value = nullptr;
                if (auto* ret = parse::ast::as<parse::ast::Return>(statement)) {
                    auto* callNode = parse::ast::as<parse::ast::Call>(ret->value);
                    if (callNode != nullptr &&
                        parse::ast::as<parse::ast::Name>(callNode->func) != nullptr) {
                        value = callNode;
                    }
                } else if (auto* assign = parse::ast::as<parse::ast::Assign>(statement)) {
                    auto* callNode = parse::ast::as<parse::ast::Call>(assign->value);
                    if (callNode != nullptr && assign->targets.size == 1 &&
                        parse::ast::as<parse::ast::Name>(assign->targets[0]) != nullptr) {
                        value = callNode;
                    }
                }
                if (value != nullptr && value->pos.lineno == 1 &&
                    value->pos.endLineno == static_cast<int>(allLines.size()) &&
                    value->pos.colOffset == startOffset && value->pos.endColOffset == endOffset) {
                    return false;
                }
            }
        }
    }
    if (haveAnchors) return true;
    if (!lstrip(allLines.front().substr(0, static_cast<size_t>(startOffset))).empty()) return true;
    const Text& last = allLines.back();
    if (static_cast<size_t>(endOffset) < last.size() &&
        !rstrip(last.substr(static_cast<size_t>(endOffset))).empty()) {
        return true;
    }
    return false;
}

// ---- One traceback entry -------------------------------------------------------------

struct FrameSummary {
    std::string filename;
    std::string name;
    int lineno = -1; // -1: None
    int endLineno = -1;
    int colno = -1;
    int endColno = -1;
};

std::string formatFrameSummary(const FrameSummary& summary) {
    std::string row = "  File \"" + summary.filename + "\", line " +
                      (summary.lineno < 0 ? std::string("None") : std::to_string(summary.lineno)) +
                      ", in " + summary.name + "\n";
    if (summary.lineno < 0) return row;
    int endLineno = summary.endLineno < 0 ? summary.lineno : summary.endLineno;
    if (endLineno < summary.lineno) endLineno = summary.lineno;
    Text original;
    for (int line = summary.lineno; line <= endLineno; ++line) {
        original += sourceLine(summary.filename, line);
        original.push_back(U'\n');
    }
    Text dedented = dedent(original);
    if (dedented.empty() || strip(dedented).empty()) return row;
    if (summary.colno < 0 || summary.endColno < 0) {
        Text first = strip(original.substr(0, original.find(U'\n')));
        return row + encode(U"    " + first) + "\n";
    }
    std::vector<Text> allOriginal = splitLines(original);
    // Keep empty lines: splitLines drops only a trailing empty piece.
    while (static_cast<int>(allOriginal.size()) < endLineno - summary.lineno + 1)
        allOriginal.emplace_back();
    const Text& firstLine = allOriginal.front();
    const Text& lastLine = allOriginal[static_cast<size_t>(endLineno - summary.lineno)];
    int startOffset = byteToCharOffset(firstLine, summary.colno);
    int endOffset = byteToCharOffset(lastLine, summary.endColno);

    std::vector<Text> allLines = splitLines(dedented);
    while (static_cast<int>(allLines.size()) < endLineno - summary.lineno + 1)
        allLines.emplace_back();
    allLines.resize(static_cast<size_t>(endLineno - summary.lineno + 1));

    int dedentCharacters =
        static_cast<int>(firstLine.size()) - static_cast<int>(allLines.front().size());
    startOffset = std::max(0, startOffset - dedentCharacters);
    endOffset = std::max(0, endOffset - dedentCharacters);
    int displayStart = displayWidth(allLines.front(), startOffset);
    int displayEnd = displayWidth(allLines.back(), endOffset);

    Text segment;
    for (size_t i = 0; i < allLines.size(); ++i) {
        if (i > 0) segment.push_back(U'\n');
        segment += allLines[i];
    }
    {
        int cutEnd = static_cast<int>(segment.size()) -
                     (static_cast<int>(allLines.back().size()) - endOffset);
        int from = std::min(startOffset, static_cast<int>(segment.size()));
        int to = std::max(from, std::min(cutEnd, static_cast<int>(segment.size())));
        segment = segment.substr(static_cast<size_t>(from), static_cast<size_t>(to - from));
    }

    Anchors anchors{};
    bool haveAnchors = extractAnchors(segment, anchors);
    bool showCarets = shouldShowCarets(startOffset, endOffset, allLines, haveAnchors);

    int lastIndex = static_cast<int>(allLines.size()) - 1;
    std::set<int> significant = {0, lastIndex};
    int leftEnd = 0, rightStart = 0;
    char32_t primary = U'^', secondary = U'^';
    if (haveAnchors) {
        leftEnd = anchors.leftEndOffset;
        rightStart = anchors.rightStartOffset;
        if (anchors.leftEndLine == 0) leftEnd += startOffset;
        if (anchors.rightStartLine == 0) rightStart += startOffset;
        leftEnd = displayWidth(allLines[static_cast<size_t>(anchors.leftEndLine)], leftEnd);
        rightStart =
            displayWidth(allLines[static_cast<size_t>(anchors.rightStartLine)], rightStart);
        primary = anchors.primary;
        secondary = anchors.secondary;
        for (int i = anchors.leftEndLine - 1; i <= anchors.leftEndLine + 1; ++i)
            significant.insert(i);
        for (int i = anchors.rightStartLine - 1; i <= anchors.rightStartLine + 1; ++i)
            significant.insert(i);
    }
    significant.erase(-1);
    significant.erase(lastIndex + 1);

    Text result;
    auto outputLine = [&](int index) {
        const Text& line = allLines[static_cast<size_t>(index)];
        result += line;
        result.push_back(U'\n');
        if (!showCarets) return;
        int spaces = static_cast<int>(line.size() - lstrip(line).size());
        int count = index == lastIndex ? displayEnd : displayWidth(line);
        Text carets;
        for (int col = 0; col < count; ++col) {
            if (col < spaces || (index == 0 && col < displayStart)) {
                carets.push_back(U' ');
            } else if (haveAnchors &&
                       (index > anchors.leftEndLine ||
                        (index == anchors.leftEndLine && col >= leftEnd)) &&
                       (index < anchors.rightStartLine ||
                        (index == anchors.rightStartLine && col < rightStart))) {
                carets.push_back(secondary);
            } else {
                carets.push_back(primary);
            }
        }
        result += carets;
        result.push_back(U'\n');
    };
    std::vector<int> ordered(significant.begin(), significant.end());
    for (size_t i = 0; i < ordered.size(); ++i) {
        if (i > 0) {
            int gap = ordered[i] - ordered[i - 1];
            if (gap == 2) {
                outputLine(ordered[i] - 1);
            } else if (gap > 2) {
                result += decode("...<" + std::to_string(gap - 1) + " lines>...\n");
            }
        }
        outputLine(ordered[i]);
    }
    return row + encode(indentAll(dedent(result), U"    "));
}

// ---- The whole report -------------------------------------------------------------------

std::string utf8(Value v) {
    return std::string(strUtf8(asStr(v)));
}

// str(value), or CPython's placeholder when that fails.
std::string safeString(Value value, const char* what, bool useRepr = false) {
    Ref text = useRepr ? repr(value) : str(value);
    if (text.isNull() || !isStr(text.get())) {
        clearPendingException();
        return std::string("<") + what + (useRepr ? " repr() failed>" : " str() failed>");
    }
    return utf8(text.get());
}

std::vector<FrameSummary> extractStack(Value traceback) {
    std::vector<FrameSummary> stack;
    for (Value cursor = traceback; !cursor.isNull() && isTraceback(cursor);) {
        Traceback* tb = asTraceback(cursor);
        FrameSummary summary;
        vm::Frame* frame = tb->frame != nullptr ? tb->frame->frame : nullptr;
        Code* code = frame != nullptr ? frame->code : nullptr;
        if (code != nullptr) {
            summary.filename = utf8(Value::fromObject(code->filename));
            summary.name = utf8(Value::fromObject(code->name));
            int32_t index = tb->lasti / 2;
            if (tb->lasti >= 0 && static_cast<uint32_t>(index) < code->codeSize &&
                code->positions != nullptr) {
                const SourcePosition& position = code->positions[index];
                summary.lineno = position.lineno >= 0 ? position.lineno : tb->lineno;
                summary.endLineno = position.lineno >= 0 ? position.endLineno : -1;
                summary.colno = position.lineno >= 0 ? position.colOffset : -1;
                summary.endColno = position.lineno >= 0 ? position.endColOffset : -1;
            } else {
                summary.lineno = tb->lineno;
            }
        } else {
            summary.filename = "<unknown>";
            summary.name = "<unknown>";
            summary.lineno = tb->lineno;
        }
        stack.push_back(summary);
        cursor = tb->next == nullptr ? Value() : Value::fromObject(tb->next);
    }
    return stack;
}

std::string formatStack(const std::vector<FrameSummary>& stack) {
    std::string out;
    const FrameSummary* last = nullptr;
    int count = 0;
    for (const FrameSummary& summary : stack) {
        if (last == nullptr || last->filename != summary.filename ||
            last->lineno != summary.lineno || last->name != summary.name) {
            if (count > kRecursiveCutoff) {
                int more = count - kRecursiveCutoff;
                out += "  [Previous line repeated " + std::to_string(more) + " more time" +
                       (more > 1 ? "s" : "") + "]\n";
            }
            last = &summary;
            count = 0;
        }
        ++count;
        if (count > kRecursiveCutoff) continue;
        out += formatFrameSummary(summary);
    }
    if (count > kRecursiveCutoff) {
        int more = count - kRecursiveCutoff;
        out += "  [Previous line repeated " + std::to_string(more) + " more time" +
               (more > 1 ? "s" : "") + "]\n";
    }
    return out;
}

// The innermost frame object of a traceback chain, or null.
FrameObject* lastFrameOf(Value traceback) {
    FrameObject* frame = nullptr;
    for (Value cursor = traceback; !cursor.isNull() && isTraceback(cursor);) {
        Traceback* tb = asTraceback(cursor);
        frame = tb->frame;
        cursor = tb->next == nullptr ? Value() : Value::fromObject(tb->next);
    }
    return frame;
}

// dir(obj) as a sorted list of strs, or null (errors swallowed).
Ref sortedDir(Value object) {
    Ref names = callMethod(object, TAIPAN_NAME("__dir__"), nullptr, 0);
    if (names.isNull()) return nullptr;
    Value argument = names.get();
    Ref list = call(Value::fromObject(&gListType), &argument, 1);
    if (list.isNull()) return nullptr;
    if (!listSort(asList(list.get()), Value(), false)) return nullptr;
    return list;
}

void appendKeys(Value mapping, std::vector<Ref>& out) {
    if (mapping.isNull() || !isDict(mapping)) return;
    int64_t position = 0;
    Value key, value;
    while (dictNext(asDict(mapping), position, key, value))
        out.push_back(Ref::borrow(key));
}

Value pickClosest(Str* name, const std::vector<Ref>& candidates, bool hideUnderscored) {
    std::vector<Value> values;
    for (const Ref& candidate : candidates) {
        if (!isStr(candidate.get())) continue;
        if (hideUnderscored && strUtf8(asStr(candidate.get())).substr(0, 1) == "_") continue;
        values.push_back(candidate.get());
    }
    return vm::closestName(name, values.data(), values.size());
}

// _compute_suggestion_error: the "Did you mean" candidate, or "".
std::string suggestionFor(Value exception, Value wrongName) {
    if (wrongName.isNull() || !isStr(wrongName)) return "";
    Str* name = asStr(wrongName);
    Value traceback = exceptionTraceback(exception);
    std::vector<Ref> candidates;
    bool hideUnderscored = false;
    if (isInstance(exception, gAttributeError)) {
        Value object = static_cast<AttributeErrorObject*>(exception.object())->obj;
        if (object.isNull()) object = noneValue();
        Ref names = sortedDir(object);
        if (names.isNull()) {
            clearPendingException();
            return "";
        }
        for (int64_t i = 0; i < asList(names.get())->size; ++i) {
            candidates.push_back(Ref::borrow(asList(names.get())->items[i]));
        }
        hideUnderscored = strUtf8(name).substr(0, 1) != "_";
        if (hideUnderscored && !traceback.isNull()) {
            FrameObject* frame = lastFrameOf(traceback);
            if (frame != nullptr) {
                Ref locals = frameLocalsDict(frame);
                if (!locals.isNull() && isDict(locals.get())) {
                    Value self = dictGetStr(asDict(locals.get()), TAIPAN_NAME("self"));
                    if (!self.isNull() && self.is(object)) hideUnderscored = false;
                }
                clearPendingException();
            }
        }
    } else if (isInstance(exception, gImportError)) {
        Value moduleName = static_cast<ImportErrorObject*>(exception.object())->name;
        if (moduleName.isNull() || interpreter().modules == nullptr) return "";
        Value found;
        if (!dictLookup(interpreter().modules, moduleName, found) || found.isNull()) {
            clearPendingException();
            return "";
        }
        Ref names = sortedDir(found);
        if (names.isNull()) {
            clearPendingException();
            return "";
        }
        for (int64_t i = 0; i < asList(names.get())->size; ++i) {
            candidates.push_back(Ref::borrow(asList(names.get())->items[i]));
        }
        hideUnderscored = strUtf8(name).substr(0, 1) != "_";
    } else {
        FrameObject* frame = lastFrameOf(traceback);
        if (frame == nullptr) return "";
        Value frameValue = Value::fromObject(frame);
        Ref locals = frameLocalsDict(frame);
        Ref globals = getAttrOptional(frameValue, TAIPAN_NAME("f_globals"));
        Ref builtins = getAttrOptional(frameValue, TAIPAN_NAME("f_builtins"));
        clearPendingException();
        appendKeys(locals.get(), candidates);
        appendKeys(globals.get(), candidates);
        appendKeys(builtins.get(), candidates);
        if (!locals.isNull() && isDict(locals.get())) {
            Value self = dictGetStr(asDict(locals.get()), TAIPAN_NAME("self"));
            if (!self.isNull()) {
                Ref attribute = getAttrOptional(self, name);
                bool has = !attribute.isNull();
                clearPendingException();
                if (has) return "self." + std::string(strUtf8(name));
            }
        }
    }
    Value best = pickClosest(name, candidates, hideUnderscored);
    return best.isNull() ? "" : utf8(best);
}

bool isStdlibModuleName(std::string_view name) {
    return std::binary_search(std::begin(kStdlibModuleNames), std::end(kStdlibModuleNames), name,
                              [](std::string_view a, std::string_view b) { return a < b; });
}

std::string typeDisplayName(Type* type) {
    Ref qualname = typeQualName(type);
    Ref module = typeModule(type);
    std::string name =
        !qualname.isNull() && isStr(qualname.get()) ? utf8(qualname.get()) : type->name;
    clearPendingException();
    std::string moduleText;
    if (module.isNull() || !isStr(module.get())) {
        moduleText = "<unknown>";
    } else {
        moduleText = utf8(module.get());
    }
    clearPendingException();
    if (moduleText != "__main__" && moduleText != "builtins") name = moduleText + "." + name;
    return name;
}

std::string formatSyntaxError(Value exception, const std::string& typeName) {
    auto* e = static_cast<SyntaxErrorObject*>(exception.object());
    std::string out;
    std::string filenameSuffix;
    auto present = [](Value v) { return !v.isNull() && !v.is(noneValue()); };
    std::string filename = present(e->filename) ? safeString(e->filename, "filename") : "";
    if (present(e->lineno)) {
        out += "  File \"" + (filename.empty() ? std::string("<string>") : filename) + "\", line " +
               safeString(e->lineno, "lineno") + "\n";
    } else if (present(e->filename)) {
        filenameSuffix = " (" + filename + ")";
    }
    if (present(e->text) && isStr(e->text)) {
        Text text = decode(strUtf8(asStr(e->text)));
        Text rtext = text;
        while (!rtext.empty() && rtext.back() == U'\n')
            rtext.pop_back();
        size_t start = 0;
        while (start < rtext.size() &&
               (rtext[start] == U' ' || rtext[start] == U'\n' || rtext[start] == U'\f')) {
            ++start;
        }
        Text ltext = rtext.substr(start);
        int spaces = static_cast<int>(rtext.size() - ltext.size());
        int64_t offset = 0;
        if (!present(e->offset) || !e->offset.isSmallInt()) {
            out += "    " + encode(ltext) + "\n";
        } else {
            offset = e->offset.smallInt();
            int64_t endOffset;
            bool sameLine =
                present(e->lineno) && present(e->endLineno) && e->lineno.is(e->endLineno);
            if (sameLine || (e->lineno.isSmallInt() && e->endLineno.isSmallInt() &&
                             e->lineno.smallInt() == e->endLineno.smallInt())) {
                endOffset = (present(e->endOffset) && e->endOffset.isSmallInt() &&
                             e->endOffset.smallInt() != 0)
                                ? e->endOffset.smallInt()
                                : offset;
            } else {
                endOffset = static_cast<int64_t>(rtext.size()) + 1;
            }
            int64_t textLength = static_cast<int64_t>(text.size());
            if (!text.empty() && offset > textLength)
                offset = static_cast<int64_t>(rtext.size()) + 1;
            if (!text.empty() && endOffset > textLength)
                endOffset = static_cast<int64_t>(rtext.size()) + 1;
            if (offset >= endOffset || endOffset < 0) endOffset = offset + 1;
            int64_t colno = offset - 1 - spaces;
            int64_t endColno = endOffset - 1 - spaces;
            out += "    " + encode(ltext) + "\n";
            if (colno >= 0) {
                Text caretSpace;
                for (int64_t i = 0; i < colno && i < static_cast<int64_t>(ltext.size()); ++i) {
                    caretSpace.push_back(isPySpace(ltext[static_cast<size_t>(i)])
                                             ? ltext[static_cast<size_t>(i)]
                                             : U' ');
                }
                out +=
                    "    " + encode(caretSpace) +
                    std::string(static_cast<size_t>(std::max<int64_t>(0, endColno - colno)), '^') +
                    "\n";
            }
        }
    }
    std::string message = present(e->msg) ? safeString(e->msg, "msg") : "";
    if (message.empty()) message = "<no detail available>";
    out += typeName + ": " + message + filenameSuffix + "\n";
    return out;
}

std::string formatNotes(Value exception) {
    std::string out;
    Ref notes = getAttrOptional(exception, TAIPAN_NAME("__notes__"));
    if (notes.isNull()) {
        if (hasPendingException()) {
            clearPendingException();
            out += "Ignored error getting __notes__: <exception repr() failed>\n";
        }
        return out;
    }
    if (isList(notes.get()) || isTuple(notes.get())) {
        int64_t size = isList(notes.get()) ? asList(notes.get())->size : asTuple(notes.get())->size;
        for (int64_t i = 0; i < size; ++i) {
            Value note = isList(notes.get()) ? asList(notes.get())->items[i]
                                             : asTuple(notes.get())->items()[i];
            out += safeString(note, "note") + "\n";
        }
    } else {
        out += safeString(notes.get(), "__notes__", true) + "\n";
    }
    return out;
}

std::string formatOnly(Value exception) {
    std::string typeName = typeDisplayName(typeOf(exception));
    if (isInstance(exception, gSyntaxError))
        return formatSyntaxError(exception, typeName) + formatNotes(exception);
    std::string text = safeString(exception, "exception");
    if (isInstance(exception, gImportError)) {
        Value nameFrom = static_cast<ImportErrorObject*>(exception.object())->nameFrom;
        if (!nameFrom.isNull() && !nameFrom.is(noneValue())) {
            std::string suggestion = suggestionFor(exception, nameFrom);
            if (!suggestion.empty()) text += ". Did you mean: '" + suggestion + "'?";
        }
    } else if (isInstance(exception, gNameError) || isInstance(exception, gAttributeError)) {
        Value name = isInstance(exception, gNameError)
                         ? static_cast<NameErrorObject*>(exception.object())->name
                         : static_cast<AttributeErrorObject*>(exception.object())->name;
        if (!name.isNull() && !name.is(noneValue())) {
            std::string suggestion = suggestionFor(exception, name);
            if (!suggestion.empty()) text += ". Did you mean: '" + suggestion + "'?";
            if (isInstance(exception, gNameError) && isStr(name) &&
                isStdlibModuleName(strUtf8(asStr(name)))) {
                std::string module(strUtf8(asStr(name)));
                text += suggestion.empty() ? ". Did you forget to import '" + module + "'?"
                                           : " Or did you forget to import '" + module + "'?";
            }
        }
    }
    std::string line = text.empty() ? typeName + "\n" : typeName + ": " + text + "\n";
    return line + formatNotes(exception);
}

} // namespace

std::string formatExceptionOnly(Value exception) {
    Ref saved = takePendingException();
    std::string text = formatOnly(exception);
    clearPendingException();
    if (!saved.isNull()) threadState().pendingException = saved.release();
    if (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
}

namespace {

constexpr size_t kMaxGroupWidth = 15;
constexpr int kMaxGroupDepth = 10;

// The state shared while printing nested exception groups: how deep the
// "| " margins go, and whether the closing "+----" line is still owed.
struct PrintContext {
    std::set<uintptr_t> seen;
    int groupDepth = 0;
    bool needClose = false;

    std::string indent() const { return std::string(static_cast<size_t>(2 * groupDepth), ' '); }
    // textwrap.indent(text, margin, all lines) with the current margin.
    std::string emit(const std::string& text, char marginChar = '|') const {
        std::string margin = indent();
        if (groupDepth > 0) {
            margin += marginChar;
            margin += ' ';
        }
        std::string out;
        bool atStart = true;
        for (char c : text) {
            if (atStart) {
                out += margin;
                atStart = false;
            }
            out.push_back(c);
            if (c == '\n') atStart = true;
        }
        return out;
    }
};

std::string formatRecursive(Value exception, PrintContext& context) {
    // The chain, newest first: causes and contexts, never visiting an
    // exception twice. links[i].message connects links[i-1] to links[i].
    struct Link {
        const char* message;
        Value exception;
    };
    std::vector<Link> chain;
    Value current = exception;
    const char* message = nullptr;
    context.seen.insert(current.bits());
    while (!current.isNull()) {
        chain.push_back({message, current});
        if (!isExceptionInstance(current)) break;
        BaseExceptionObject* e = asException(current);
        Value next;
        if (!e->cause.isNull() && context.seen.count(e->cause.bits()) == 0) {
            next = e->cause;
            message = "\nThe above exception was the direct cause of the following exception:\n\n";
        } else if (e->cause.isNull() && !e->context.isNull() && !e->suppressContext &&
                   context.seen.count(e->context.bits()) == 0) {
            next = e->context;
            message = "\nDuring handling of the above exception, another exception occurred:\n\n";
        }
        if (!next.isNull()) context.seen.insert(next.bits());
        current = next;
    }
    std::string out;
    for (size_t i = chain.size(); i-- > 0;) {
        Value e = chain[i].exception;
        if (!isExceptionInstance(e)) {
            out += context.emit(safeString(e, "exception") + "\n");
        } else if (!isInstance(e, gBaseExceptionGroup)) {
            std::vector<FrameSummary> stack = extractStack(exceptionTraceback(e));
            if (!stack.empty()) {
                out += context.emit("Traceback (most recent call last):\n");
                out += context.emit(formatStack(stack));
            }
            out += context.emit(formatOnly(e));
        } else if (context.groupDepth > kMaxGroupDepth) {
            out +=
                context.emit("... (max_group_depth is " + std::to_string(kMaxGroupDepth) + ")\n");
        } else {
            bool topLevel = context.groupDepth == 0;
            if (topLevel) ++context.groupDepth;
            std::vector<FrameSummary> stack = extractStack(exceptionTraceback(e));
            if (!stack.empty()) {
                out += context.emit("Exception Group Traceback (most recent call last):\n",
                                    topLevel ? '+' : '|');
                out += context.emit(formatStack(stack));
            }
            out += context.emit(formatOnly(e));
            Value members = static_cast<BaseExceptionGroupObject*>(e.object())->exceptions;
            size_t count = isTuple(members) ? static_cast<size_t>(asTuple(members)->size) : 0;
            size_t shown = count <= kMaxGroupWidth ? count : kMaxGroupWidth + 1;
            context.needClose = false;
            for (size_t k = 0; k < shown; ++k) {
                bool last = k + 1 == shown;
                if (last) context.needClose = true;
                bool truncated = k >= kMaxGroupWidth;
                std::string title = truncated ? "..." : std::to_string(k + 1);
                out += context.indent() + (k == 0 ? "+-" : "  ") + "+---------------- " + title +
                       " ----------------\n";
                ++context.groupDepth;
                if (!truncated) {
                    Value member = asTuple(members)->items()[k];
                    out += formatRecursive(member, context);
                } else {
                    size_t remaining = count - kMaxGroupWidth;
                    out += context.emit("and " + std::to_string(remaining) + " more exception" +
                                        (remaining > 1 ? "s" : "") + "\n");
                }
                if (last && context.needClose) {
                    out += context.indent() + "+------------------------------------\n";
                    context.needClose = false;
                }
                --context.groupDepth;
            }
            if (topLevel) context.groupDepth = 0;
        }
        if (i > 0 && chain[i].message != nullptr) out += context.emit(chain[i].message);
    }
    return out;
}

} // namespace

std::string formatException(Value exception) {
    Ref saved = takePendingException();
    PrintContext context;
    std::string out = formatRecursive(exception, context);
    clearPendingException();
    if (!saved.isNull()) threadState().pendingException = saved.release();
    return out;
}

namespace {
// Whether unraisable reports show source lines: CPython's stops once the
// modules are torn down at exit (it can no longer import the io module).
bool gUnraisableSourceLines = true;
} // namespace

void setUnraisableSourceLines(bool shown) { gUnraisableSourceLines = shown; }

std::string formatUnraisable(Value exception) {
    Ref saved = takePendingException();
    std::string out;
    Value traceback = isExceptionInstance(exception) ? exceptionTraceback(exception) : Value();
    if (!traceback.isNull() && isTraceback(traceback)) {
        out += "Traceback (most recent call last):\n";
        const FrameSummary* last = nullptr;
        int count = 0;
        auto repeated = [&out](int more) {
            out += "  [Previous line repeated " + std::to_string(more) + " more time" +
                   (more > 1 ? "s" : "") + "]\n";
        };
        std::vector<FrameSummary> stack = extractStack(traceback);
        for (const FrameSummary& summary : stack) {
            if (last == nullptr || last->filename != summary.filename ||
                last->lineno != summary.lineno || last->name != summary.name) {
                if (count > kRecursiveCutoff) repeated(count - kRecursiveCutoff);
                last = &summary;
                count = 0;
            }
            ++count;
            if (count > kRecursiveCutoff) continue;
            out += "  File \"" + summary.filename + "\", line " +
                   (summary.lineno < 0 ? std::string("None") : std::to_string(summary.lineno)) +
                   ", in " + summary.name + "\n";
            if (gUnraisableSourceLines && summary.lineno >= 0) {
                Text line = strip(sourceLine(summary.filename, summary.lineno));
                if (!line.empty()) out += "    " + encode(line) + "\n";
            }
        }
        if (count > kRecursiveCutoff) repeated(count - kRecursiveCutoff);
    }
    // No chained exceptions, notes or suggestions: only "Type: str(value)",
    // with the separator even when the message is empty.
    out += typeDisplayName(typeOf(exception)) + ": " + safeString(exception, "exception") + "\n";
    clearPendingException();
    if (!saved.isNull()) threadState().pendingException = saved.release();
    return out;
}

void printException(Value exception, std::FILE* out) {
    std::string text = formatException(exception);
    std::fflush(stdout);
    std::fwrite(text.data(), 1, text.size(), out);
    std::fflush(out);
}

void registerSourceText(const std::string& filename, std::string_view source) {
    registeredSources()[filename] = splitSourceLines(source);
}

} // namespace taipan
