// The regular-expression engine (re_engine.h): a parser for Python's pattern
// syntax that builds a node tree, a compiler from the tree to a linear
// program, and a backtracking matcher for that program.
//
// Invariants:
//  - The parser reports errors with CPython's messages and positions; the
//    tree it returns is valid (group references exist, look-behinds have a
//    fixed width).
//  - The matcher's state is a register file (group spans, the open position
//    of each group, loop counters, the last closed group) and one stack of
//    frames. A frame is a choice point to resume, a register value to
//    restore, or a barrier marking where an atomic group or a look-around
//    began. Backtracking pops frames, restoring registers on the way, until
//    it reaches a choice point; cutting (atomic groups, positive
//    look-arounds) drops the choice points above a barrier but keeps the
//    register undo records, so a later backtrack still restores them.
//  - Loops whose body is one character wide (a*, [a-z]+?, .{2,5}) run as one
//    instruction that consumes characters in a tight loop and leaves one
//    frame for all its backtracking positions.
#include "modules/re_engine.h"

#include "runtime/unicode.h"
#include "vm/eval.h"

#include <utf8proc.h>

#include <algorithm>
#include <cstring>
#include <mutex>
#include <unordered_map>

namespace taipan::re {

namespace {

constexpr int64_t kInfinite = -1;
constexpr int64_t kMaxRepeat = 4294967295LL; // CPython's MAXREPEAT

// ---- Case folding ---------------------------------------------------------------------------

char32_t simpleLower(char32_t c) {
    if (c < 0x80) return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    if (c > unicode::kMaxCodePoint) return c;
    return static_cast<char32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(c)));
}

char32_t simpleUpper(char32_t c) {
    if (c < 0x80) return (c >= 'a' && c <= 'z') ? c - 32 : c;
    if (c > unicode::kMaxCodePoint) return c;
    return static_cast<char32_t>(utf8proc_toupper(static_cast<utf8proc_int32_t>(c)));
}

// Two characters match each other under IGNORECASE when they have the same
// key: the lowercase of the uppercase. This one key puts 's', 'S' and 'ſ'
// together, and 'k', 'K' and the Kelvin sign, as Python's re does.
char32_t foldKey(char32_t c) {
    if (c < 0x80) return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    return simpleLower(simpleUpper(c));
}

char32_t asciiFold(char32_t c) {
    return (c >= 'A' && c <= 'Z') ? c + 32 : c;
}

// Every character sharing a key with at least one other, grouped by key:
// a class under IGNORECASE matches a character when it holds any member of
// the character's group. Built once, on first need.
const std::unordered_map<char32_t, std::vector<char32_t>>& foldGroups() {
    static std::unordered_map<char32_t, std::vector<char32_t>> groups;
    static std::once_flag once;
    std::call_once(once, [] {
        for (char32_t c = 0; c < 0x20000; ++c) {
            char32_t key = foldKey(c);
            if (key != c || simpleUpper(c) != c || simpleLower(c) != c) groups[key].push_back(c);
        }
        for (auto& [key, members] : groups) {
            if (std::find(members.begin(), members.end(), key) == members.end()) {
                members.push_back(key);
            }
        }
    });
    return groups;
}

// ---- Character categories -------------------------------------------------------------------

bool isUnicodeWord(char32_t c) {
    if (c < 0x80) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_';
    }
    return unicode::isAlpha(c) || unicode::isDecimal(c) || unicode::isDigit(c) ||
           unicode::isNumeric(c);
}

bool isAsciiWord(char32_t c) {
    return c < 0x80 && isUnicodeWord(c);
}

bool isUnicodeDigit(char32_t c) {
    if (c < 0x80) return c >= '0' && c <= '9';
    return unicode::isDecimal(c);
}

bool isAsciiSpace(char32_t c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

bool isUnicodeSpace(char32_t c) {
    if (c < 0x80) return isAsciiSpace(c) || (c >= 0x1C && c <= 0x1F);
    return unicode::isSpace(c);
}

enum Category : uint8_t {
    kCatDigit = 1,
    kCatNotDigit = 2,
    kCatWord = 4,
    kCatNotWord = 8,
    kCatSpace = 16,
    kCatNotSpace = 32,
};

enum class Fold : uint8_t { None, Unicode, Ascii };

struct CharClass {
    std::vector<std::pair<char32_t, char32_t>> ranges;
    uint8_t categories = 0;
    bool asciiCategories = false;
    bool negated = false;
    Fold fold = Fold::None;
    uint64_t low[4] = {0, 0, 0, 0}; // the final answer for characters below 256

    bool rawContains(char32_t c) const {
        for (const auto& range : ranges) {
            if (c >= range.first && c <= range.second) return true;
        }
        if (categories != 0) {
            bool digit = asciiCategories ? (c >= '0' && c <= '9') : isUnicodeDigit(c);
            bool word = asciiCategories ? isAsciiWord(c) : isUnicodeWord(c);
            bool space = asciiCategories ? isAsciiSpace(c) : isUnicodeSpace(c);
            if ((categories & kCatDigit) && digit) return true;
            if ((categories & kCatNotDigit) && !digit) return true;
            if ((categories & kCatWord) && word) return true;
            if ((categories & kCatNotWord) && !word) return true;
            if ((categories & kCatSpace) && space) return true;
            if ((categories & kCatNotSpace) && !space) return true;
        }
        return false;
    }

    bool slowContains(char32_t c) const {
        bool found = rawContains(c);
        if (!found && fold == Fold::Ascii) {
            if (c >= 'a' && c <= 'z') found = rawContains(c - 32);
            else if (c >= 'A' && c <= 'Z') found = rawContains(c + 32);
        } else if (!found && fold == Fold::Unicode) {
            char32_t key = foldKey(c);
            const auto& groups = foldGroups();
            auto it = groups.find(key);
            if (it != groups.end()) {
                for (char32_t member : it->second) {
                    if (member != c && rawContains(member)) {
                        found = true;
                        break;
                    }
                }
            }
        }
        return found != negated;
    }

    void finish() {
        for (char32_t c = 0; c < 256; ++c) {
            if (slowContains(c)) low[c >> 6] |= uint64_t(1) << (c & 63);
        }
    }

    bool contains(char32_t c) const {
        if (c < 256) return (low[c >> 6] >> (c & 63)) & 1;
        return slowContains(c);
    }
};

// ---- The node tree ------------------------------------------------------------------------

enum class NodeKind : uint8_t {
    Empty, Char, Any, Class, Assert, Group, Concat, Alt, Repeat, Backref, Look, Atomic, Cond
};

enum class AssertKind : uint8_t {
    BeginString, BeginLine, EndDollar, EndLine, EndString,
    Boundary, NonBoundary, AsciiBoundary, AsciiNonBoundary
};

enum class Greed : uint8_t { Greedy, Lazy, Possessive };

struct Node {
    NodeKind kind = NodeKind::Empty;
    Fold fold = Fold::None;
    bool flag = false;   // Any: DOTALL; Look: negative
    bool behind = false; // Look: look-behind
    Greed greed = Greed::Greedy;
    int32_t value = 0;   // Char: code point; Class: index; Assert: kind; Group/Backref/Cond: group
    int64_t min = 0, max = 0;
    std::vector<int> kids;
};

// ---- The program ----------------------------------------------------------------------------

enum class Op : uint8_t {
    Char,        // a: the code point
    CharFold,    // a: the code point's fold key (Unicode folding)
    CharAscii,   // a: the code point, ASCII-folded
    Any,         // any character but '\n'
    AnyAll,      // any character
    Class,       // a: the class index
    Assert,      // a: AssertKind
    Split,       // try a, then b
    Jump,        // a: target
    Open,        // a: group
    Close,       // a: group
    Backref,     // a: group; mode: Fold
    SingleRepeat,// a: min, b: max (-1 infinite), mode: Greed; the item follows
    RepeatInit,  // a: counter
    RepeatLoop,  // a: counter, b: min, c: max (-1), d: exit; mode: Greed; the body follows
    AtomicStart,
    AtomicEnd,
    LookStart,   // mode: 1 negative; a: look-behind width (-1 look-ahead); b: pc after LookEnd
    LookEnd,     // mode: 1 negative
    CondGroup,   // a: group, b: the "no" branch
    Match,
};

struct Inst {
    Op op;
    uint8_t mode = 0;
    int32_t a = 0, b = 0, c = 0, d = 0;
};

} // namespace

struct Program {
    std::vector<Inst> code;
    std::vector<CharClass> classes;
    int groups = 0;
    int flags = 0;
    int counters = 0;
    int registerCount = 0;
    std::vector<std::pair<std::u32string, int>> names;
    bool anchored = false;       // can only match at the start of the string
    bool hasFilter = false;      // every match starts with a character in `filter`
    uint64_t filter[4] = {0, 0, 0, 0};
    bool filterHigh = false;     // ... or with any character >= 256
    std::u32string prefix;       // a literal every match starts with (case-sensitive)
    int64_t minLength = 0;
};

void ProgramDeleter::operator()(Program* program) const {
    delete program;
}

int programFlags(const Program& program) {
    return program.flags;
}
int programGroupCount(const Program& program) {
    return program.groups;
}
const std::vector<std::pair<std::u32string, int>>& programGroupNames(const Program& program) {
    return program.names;
}

namespace {

// ---- The parser -----------------------------------------------------------------------------

struct ParseFailure {};

class Parser {
  public:
    Parser(const std::u32string& pattern, bool isBytes, int flags, CompileError& error)
        : p_(pattern), isBytes_(isBytes), flags_(flags), error_(error) {}

    std::vector<Node> nodes;
    std::vector<CharClass> classes;
    int groups = 0;
    std::vector<std::pair<std::u32string, int>> names;
    int flags() const { return flags_; }

    // pattern -> alternation END
    bool parse(int& root) {
        try {
            root = parseAlternation(0);
            if (i_ < p_.size()) {
                // Only a ')' can stop the top-level alternation early.
                fail("unbalanced parenthesis", static_cast<int64_t>(i_));
            }
        } catch (const ParseFailure&) {
            return false;
        }
        return true;
    }

  private:
    const std::u32string& p_;
    size_t i_ = 0;
    bool isBytes_;
    int flags_;
    CompileError& error_;
    std::vector<bool> openGroups_; // index g: group g is still open
    bool sawItem_ = false;         // for "global flags not at the start"

    [[noreturn]] void fail(const std::string& message, int64_t position) {
        error_.message = message;
        error_.position = position;
        throw ParseFailure();
    }

    bool atEnd() const { return i_ >= p_.size(); }
    char32_t peek() const { return p_[i_]; }
    bool peekIs(char32_t c) const { return i_ < p_.size() && p_[i_] == c; }

    int add(Node node) {
        nodes.push_back(std::move(node));
        return static_cast<int>(nodes.size() - 1);
    }

    Fold currentFold(int flags) const {
        if (!(flags & kFlagIgnoreCase)) return Fold::None;
        if (isBytes_ || (flags & kFlagAscii)) return Fold::Ascii;
        return Fold::Unicode;
    }

    bool asciiMode(int flags) const { return isBytes_ || (flags & kFlagAscii); }

    static std::string utf8Of(const std::u32string& text) {
        std::string out;
        for (char32_t c : text) unicode::appendUtf8(out, c);
        return out;
    }
    // repr() of a name as CPython's messages show it (%r).
    static std::string quoted(const std::u32string& name) {
        bool single = name.find(U'\'') != std::u32string::npos &&
                      name.find(U'"') == std::u32string::npos;
        char quote = single ? '"' : '\'';
        std::string out(1, quote);
        for (char32_t c : name) {
            if (c == '\\') out += "\\\\";
            else if (c == static_cast<char32_t>(quote)) out += std::string("\\") + quote;
            else if (c == '\n') out += "\\n";
            else if (c == '\t') out += "\\t";
            else if (c == '\r') out += "\\r";
            else if (c < 0x20 || c == 0x7F) {
                static const char kHex[] = "0123456789abcdef";
                out += "\\x";
                out += kHex[c >> 4];
                out += kHex[c & 15];
            } else unicode::appendUtf8(out, c);
        }
        out += quote;
        return out;
    }
    std::string slice(size_t from, size_t to) const {
        return utf8Of(p_.substr(from, to - from));
    }

    void skipVerbose(int flags) {
        if (!(flags & kFlagVerbose)) return;
        while (!atEnd()) {
            char32_t c = peek();
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
                ++i_;
            } else if (c == '#') {
                while (!atEnd() && peek() != '\n') ++i_;
            } else {
                break;
            }
        }
    }

    // alternation -> sequence ('|' sequence)*
    int parseAlternation(int depth) {
        int flags = flags_;
        return parseAlternationWith(depth, flags);
    }

    int parseAlternationWith(int depth, int flags) {
        std::vector<int> branches;
        branches.push_back(parseSequence(depth, flags, true));
        while (peekIs('|')) {
            ++i_;
            branches.push_back(parseSequence(depth, flags, false));
        }
        if (branches.size() == 1) return branches[0];
        Node alt;
        alt.kind = NodeKind::Alt;
        alt.kids = std::move(branches);
        return add(std::move(alt));
    }

    static bool isRepeatable(const Node& node) {
        return node.kind != NodeKind::Assert;
    }

    // sequence -> (item quantifier?)*
    int parseSequence(int depth, int& flags, bool firstBranch) {
        std::vector<int> items;
        for (;;) {
            skipVerbose(flags);
            if (atEnd() || peek() == '|' || peek() == ')') break;
            size_t start = i_;
            char32_t c = peek();
            if (c == '*' || c == '+' || c == '?' || (c == '{' && looksLikeRepeat())) {
                if (items.empty()) fail("nothing to repeat", static_cast<int64_t>(start));
                Node& last = nodes[items.back()];
                if (last.kind == NodeKind::Repeat) fail("multiple repeat", static_cast<int64_t>(start));
                if (!isRepeatable(last)) fail("nothing to repeat", static_cast<int64_t>(start));
                int64_t min = 0, max = kInfinite;
                ++i_;
                if (c == '+') {
                    min = 1;
                } else if (c == '?') {
                    max = 1;
                } else if (c == '{') {
                    parseRepeatBounds(start, min, max);
                }
                Greed greed = Greed::Greedy;
                if (peekIs('?')) {
                    ++i_;
                    greed = Greed::Lazy;
                } else if (peekIs('+')) {
                    ++i_;
                    greed = Greed::Possessive;
                }
                Node repeat;
                repeat.kind = NodeKind::Repeat;
                repeat.min = min;
                repeat.max = max;
                repeat.greed = greed;
                repeat.kids.push_back(items.back());
                items.back() = add(std::move(repeat));
                continue;
            }
            int item = parseItem(depth, flags, firstBranch && items.empty());
            if (item >= 0) {
                items.push_back(item);
                sawItem_ = true;
            }
        }
        if (items.size() == 1) return items[0];
        Node concat;
        concat.kind = items.empty() ? NodeKind::Empty : NodeKind::Concat;
        concat.kids = std::move(items);
        return add(std::move(concat));
    }

    // Whether the '{' at i_ starts {m}, {m,}, {,n} or {m,n}; otherwise it is
    // a literal brace.
    bool looksLikeRepeat() const {
        size_t j = i_ + 1;
        size_t digitsLo = 0;
        while (j < p_.size() && p_[j] >= '0' && p_[j] <= '9') ++j, ++digitsLo;
        bool comma = false;
        if (j < p_.size() && p_[j] == ',') {
            comma = true;
            ++j;
            while (j < p_.size() && p_[j] >= '0' && p_[j] <= '9') ++j;
        }
        if (digitsLo == 0 && !comma) return false;
        return j < p_.size() && p_[j] == '}';
    }

    int64_t readNumber() {
        int64_t value = 0;
        bool big = false;
        while (!atEnd() && peek() >= '0' && peek() <= '9') {
            value = value * 10 + (peek() - '0');
            if (value > kMaxRepeat * 10) big = true, value = kMaxRepeat * 10;
            ++i_;
        }
        if (big) value = kMaxRepeat * 10;
        return value;
    }

    void parseRepeatBounds(size_t bracePos, int64_t& min, int64_t& max) {
        bool haveLo = !atEnd() && peek() >= '0' && peek() <= '9';
        min = haveLo ? readNumber() : 0;
        if (peekIs(',')) {
            ++i_;
            bool haveHi = !atEnd() && peek() >= '0' && peek() <= '9';
            max = haveHi ? readNumber() : kInfinite;
        } else {
            max = min;
        }
        ++i_; // '}'
        if (min >= kMaxRepeat || (max != kInfinite && max >= kMaxRepeat)) {
            error_.message = "the repetition number is too large";
            error_.overflow = true;
            throw ParseFailure();
        }
        if (max != kInfinite && max < min) {
            fail("min repeat greater than max repeat", static_cast<int64_t>(bracePos + 1));
        }
    }

    int makeChar(char32_t c, int flags) {
        Node node;
        node.kind = NodeKind::Char;
        node.value = static_cast<int32_t>(c);
        node.fold = currentFold(flags);
        return add(std::move(node));
    }

    int makeAssert(AssertKind kind) {
        Node node;
        node.kind = NodeKind::Assert;
        node.value = static_cast<int32_t>(kind);
        return add(std::move(node));
    }

    int makeCategory(uint8_t category, int flags) {
        CharClass cls;
        cls.categories = category;
        cls.asciiCategories = asciiMode(flags);
        cls.finish();
        classes.push_back(std::move(cls));
        Node node;
        node.kind = NodeKind::Class;
        node.value = static_cast<int32_t>(classes.size() - 1);
        return add(std::move(node));
    }

    // item -> '(' group ')' | '[' class ']' | '.' | '^' | '$' | escape | literal
    // Returns -1 for things that match nothing (comments, global flags).
    int parseItem(int depth, int& flags, bool firstInPattern) {
        size_t start = i_;
        char32_t c = p_[i_++];
        switch (c) {
        case '.': {
            Node node;
            node.kind = NodeKind::Any;
            node.flag = (flags & kFlagDotAll) != 0;
            return add(std::move(node));
        }
        case '^':
            return makeAssert((flags & kFlagMultiline) ? AssertKind::BeginLine
                                                       : AssertKind::BeginString);
        case '$':
            return makeAssert((flags & kFlagMultiline) ? AssertKind::EndLine
                                                       : AssertKind::EndDollar);
        case '[':
            return parseClass(start, flags);
        case '(':
            return parseGroup(start, depth, flags, firstInPattern);
        case '\\':
            return parseEscape(start, flags);
        default:
            return makeChar(c, flags);
        }
    }

    // The code point of \xhh, \uhhhh or \Uhhhhhhhh whose letter was read.
    char32_t readHexEscape(size_t start, int digits) {
        char32_t value = 0;
        for (int k = 0; k < digits; ++k) {
            if (atEnd() || !std::isxdigit(static_cast<int>(peek() < 128 ? peek() : 0))) {
                fail("incomplete escape " + slice(start, i_), static_cast<int64_t>(start));
            }
            char32_t d = peek();
            value = value * 16 + (d <= '9' ? d - '0' : (d | 0x20) - 'a' + 10);
            ++i_;
        }
        if (value > unicode::kMaxCodePoint) {
            fail("bad escape " + slice(start, i_), static_cast<int64_t>(start));
        }
        return value;
    }

    static bool isOctal(char32_t c) { return c >= '0' && c <= '7'; }

    // Escapes that stand for one character, in and out of classes. Returns
    // false when the letter after the backslash is not one of them.
    bool simpleEscape(size_t start, char32_t letter, char32_t& out) {
        switch (letter) {
        case 'a': out = 7; return true;
        case 'f': out = 12; return true;
        case 'n': out = 10; return true;
        case 'r': out = 13; return true;
        case 't': out = 9; return true;
        case 'v': out = 11; return true;
        case '\\': out = '\\'; return true;
        case 'x': out = readHexEscape(start, 2); return true;
        case 'u':
        case 'U':
            if (isBytes_) return false;
            out = readHexEscape(start, letter == 'u' ? 4 : 8);
            return true;
        case 'N': {
            if (isBytes_) return false;
            if (!peekIs('{')) fail("missing {", static_cast<int64_t>(i_));
            ++i_;
            size_t nameStart = i_;
            while (!atEnd() && peek() != '}') ++i_;
            if (atEnd() || i_ == nameStart) {
                fail(i_ == nameStart ? "missing character name" : "missing }",
                     static_cast<int64_t>(nameStart));
            }
            std::string name = slice(nameStart, i_);
            ++i_;
            auto found = unicode::lookupName(name);
            if (!found) {
                fail("undefined character name '" + name + "'", static_cast<int64_t>(start));
            }
            out = *found;
            return true;
        }
        default:
            break;
        }
        return false;
    }

    bool categoryEscape(char32_t letter, uint8_t& category) {
        switch (letter) {
        case 'd': category = kCatDigit; return true;
        case 'D': category = kCatNotDigit; return true;
        case 'w': category = kCatWord; return true;
        case 'W': category = kCatNotWord; return true;
        case 's': category = kCatSpace; return true;
        case 'S': category = kCatNotSpace; return true;
        default: return false;
        }
    }

    [[noreturn]] void badEscape(size_t start) {
        fail("bad escape " + slice(start, std::min(i_, p_.size())), static_cast<int64_t>(start));
    }

    int parseEscape(size_t start, int flags) {
        if (atEnd()) fail("bad escape (end of pattern)", static_cast<int64_t>(start));
        char32_t letter = p_[i_++];
        uint8_t category = 0;
        if (categoryEscape(letter, category)) return makeCategory(category, flags);
        char32_t value = 0;
        if (simpleEscape(start, letter, value)) return makeChar(value, flags);
        bool ascii = asciiMode(flags);
        switch (letter) {
        case 'A': return makeAssert(AssertKind::BeginString);
        case 'Z': return makeAssert(AssertKind::EndString);
        case 'b': return makeAssert(ascii ? AssertKind::AsciiBoundary : AssertKind::Boundary);
        case 'B':
            return makeAssert(ascii ? AssertKind::AsciiNonBoundary : AssertKind::NonBoundary);
        default:
            break;
        }
        if (letter == '0') {
            char32_t octal = 0;
            for (int k = 0; k < 2 && !atEnd() && isOctal(peek()); ++k) octal = octal * 8 + (p_[i_++] - '0');
            return makeChar(octal, flags);
        }
        if (letter >= '1' && letter <= '9') {
            // Three octal digits make an octal escape; otherwise one or two
            // digits are a group reference.
            if (i_ + 1 < p_.size() + 0 && isOctal(letter) && isOctal(p_[i_]) &&
                isOctal(p_[i_ + 1])) {
                char32_t octal = (letter - '0') * 64 + (p_[i_] - '0') * 8 + (p_[i_ + 1] - '0');
                i_ += 2;
                if (octal > 0377) {
                    fail("octal escape value " + slice(start, i_) + " outside of range 0-0o377",
                         static_cast<int64_t>(start));
                }
                return makeChar(octal, flags);
            }
            int group = static_cast<int>(letter - '0');
            if (!atEnd() && peek() >= '0' && peek() <= '9') group = group * 10 + (p_[i_++] - '0');
            return makeBackref(group, start, static_cast<int64_t>(start + 1), flags);
        }
        if (letter < 0x80 && std::isalnum(static_cast<int>(letter))) badEscape(start);
        return makeChar(letter, flags);
    }

    // A backreference node for \N and (?P=name): the group must exist (else the
    // error is reported at invalidPos) and be closed (else at escapeStart).
    int makeBackref(int group, size_t escapeStart, int64_t invalidPos, int flags) {
        if (group > groups) {
            fail("invalid group reference " + std::to_string(group), invalidPos);
        }
        if (group < static_cast<int>(openGroups_.size()) && openGroups_[group]) {
            fail("cannot refer to an open group", static_cast<int64_t>(escapeStart));
        }
        Node node;
        node.kind = NodeKind::Backref;
        node.value = group;
        node.fold = currentFold(flags);
        return add(std::move(node));
    }

    // One class member: a character (returned through `single`) or a
    // category escape (returned through `category`).
    void parseClassMember(int flags, char32_t& single, uint8_t& category) {
        size_t start = i_;
        char32_t c = p_[i_++];
        category = 0;
        if (c != '\\') {
            single = c;
            return;
        }
        if (atEnd()) fail("bad escape (end of pattern)", static_cast<int64_t>(start));
        char32_t letter = p_[i_++];
        if (categoryEscape(letter, category)) return;
        if (simpleEscape(start, letter, single)) return;
        if (letter == 'b') {
            single = 8;
            return;
        }
        if (isOctal(letter)) {
            char32_t octal = letter - '0';
            for (int k = 0; k < 2 && !atEnd() && isOctal(peek()); ++k) octal = octal * 8 + (p_[i_++] - '0');
            if (octal > 0377) {
                fail("octal escape value " + slice(start, i_) + " outside of range 0-0o377",
                     static_cast<int64_t>(start));
            }
            single = octal;
            return;
        }
        if (letter < 0x80 && std::isalnum(static_cast<int>(letter))) badEscape(start);
        single = letter;
    }

    // class -> '[' '^'? member+ ']'   (a ']' first is a member)
    int parseClass(size_t start, int flags) {
        CharClass cls;
        if (peekIs('^')) {
            ++i_;
            cls.negated = true;
        }
        cls.asciiCategories = asciiMode(flags);
        cls.fold = currentFold(flags);
        bool first = true;
        for (;;) {
            if (atEnd()) fail("unterminated character set", static_cast<int64_t>(start));
            if (peek() == ']' && !first) {
                ++i_;
                break;
            }
            first = false;
            size_t memberStart = i_;
            char32_t lo = 0;
            uint8_t category = 0;
            parseClassMember(flags, lo, category);
            if (peekIs('-') && i_ + 1 < p_.size() && p_[i_ + 1] != ']') {
                ++i_;
                size_t hiStart = i_;
                char32_t hi = 0;
                uint8_t hiCategory = 0;
                parseClassMember(flags, hi, hiCategory);
                if (category != 0 || hiCategory != 0 || hi < lo) {
                    fail("bad character range " + slice(memberStart, i_),
                         static_cast<int64_t>(memberStart));
                }
                (void)hiStart;
                cls.ranges.emplace_back(lo, hi);
                continue;
            }
            if (peekIs('-') && i_ + 1 >= p_.size()) {
                // "[a-" then the end: the set is unterminated.
                fail("unterminated character set", static_cast<int64_t>(start));
            }
            if (category != 0) cls.categories |= category;
            else cls.ranges.emplace_back(lo, lo);
        }
        cls.finish();
        classes.push_back(std::move(cls));
        Node node;
        node.kind = NodeKind::Class;
        node.value = static_cast<int32_t>(classes.size() - 1);
        return add(std::move(node));
    }

    static bool isNameStart(char32_t c) {
        return c == '_' || (c < 0x80 ? std::isalpha(static_cast<int>(c)) != 0
                                     : unicode::isXidStart(c));
    }
    static bool isNameContinue(char32_t c) {
        return c == '_' || (c < 0x80 ? std::isalnum(static_cast<int>(c)) != 0
                                     : unicode::isXidContinue(c));
    }

    // Reads a name up to `terminator`; the opening delimiter was consumed.
    std::u32string readName(char32_t terminator, const char* unterminated) {
        size_t nameStart = i_;
        while (!atEnd() && peek() != terminator) ++i_;
        if (i_ == nameStart) {
            if (atEnd()) fail("missing group name", static_cast<int64_t>(nameStart));
            fail("missing group name", static_cast<int64_t>(nameStart));
        }
        if (atEnd()) {
            fail(std::string("missing ") + static_cast<char>(terminator) + ", " + unterminated,
                 static_cast<int64_t>(nameStart));
        }
        std::u32string name = p_.substr(nameStart, i_ - nameStart);
        ++i_;
        return name;
    }

    void checkName(const std::u32string& name, size_t nameStart) {
        bool valid = !name.empty() && isNameStart(name[0]);
        for (size_t k = 1; valid && k < name.size(); ++k) valid = isNameContinue(name[k]);
        if (valid && isBytes_) {
            for (char32_t c : name) valid = valid && c < 0x80;
        }
        if (!valid) {
            fail("bad character in group name " + quoted(name),
                 static_cast<int64_t>(nameStart));
        }
    }

    int groupByName(const std::u32string& name) const {
        for (const auto& entry : names) {
            if (entry.first == name) return entry.second;
        }
        return -1;
    }

    int finishGroup(size_t openPos, int depth, int flags, int body) {
        (void)depth;
        if (!peekIs(')')) {
            fail("missing ), unterminated subpattern", static_cast<int64_t>(openPos));
        }
        ++i_;
        (void)flags;
        // A group around a repeat may itself be repeated ("(?:a*)*"), so
        // the repeat is wrapped to stop it reading as a multiple repeat.
        if (nodes[body].kind == NodeKind::Repeat) {
            Node wrapper;
            wrapper.kind = NodeKind::Concat;
            wrapper.kids.push_back(body);
            return add(std::move(wrapper));
        }
        return body;
    }

    int capture(size_t openPos, int depth, int flags, const std::u32string* name,
                size_t nameStart) {
        int group = ++groups;
        if (name != nullptr) {
            int previous = groupByName(*name);
            if (previous >= 0) {
                fail("redefinition of group name " + quoted(*name) + " as group " +
                         std::to_string(group) + "; was group " + std::to_string(previous),
                     static_cast<int64_t>(nameStart));
            }
            names.emplace_back(*name, group);
        }
        if (openGroups_.size() <= static_cast<size_t>(group)) openGroups_.resize(group + 1, false);
        openGroups_[group] = true;
        int body = parseAlternationWith(depth + 1, flags);
        finishGroup(openPos, depth, flags, body);
        openGroups_[group] = false;
        Node node;
        node.kind = NodeKind::Group;
        node.value = group;
        node.kids.push_back(body);
        return add(std::move(node));
    }

    static bool isLetter(char32_t c) {
        return c < 0x80 ? std::isalpha(static_cast<int>(c)) != 0 : unicode::isAlpha(c);
    }

    int flagBit(char32_t c) const {
        switch (c) {
        case 'i': return kFlagIgnoreCase;
        case 'L': return kFlagLocale;
        case 'm': return kFlagMultiline;
        case 's': return kFlagDotAll;
        case 'u': return kFlagUnicode;
        case 'x': return kFlagVerbose;
        case 'a': return kFlagAscii;
        default: return 0;
        }
    }

    // group -> '?' extension | alternation   (the '(' was consumed)
    int parseGroup(size_t openPos, int depth, int& flags, bool firstInPattern) {
        if (!peekIs('?')) return capture(openPos, depth, flags, nullptr, 0);
        size_t question = i_;
        ++i_;
        if (atEnd()) fail("unexpected end of pattern", static_cast<int64_t>(i_));
        char32_t c = p_[i_++];
        switch (c) {
        case ':': {
            int body = parseAlternationWith(depth + 1, flags);
            return finishGroup(openPos, depth, flags, body);
        }
        case 'P': {
            if (atEnd()) fail("unexpected end of pattern", static_cast<int64_t>(i_));
            char32_t kind = p_[i_++];
            if (kind == '<') {
                size_t nameStart = i_;
                std::u32string name = readName('>', "unterminated name");
                checkName(name, nameStart);
                return capture(openPos, depth, flags, &name, nameStart);
            }
            if (kind == '=') {
                size_t nameStart = i_;
                std::u32string name = readName(')', "unterminated name");
                checkName(name, nameStart);
                int group = groupByName(name);
                if (group < 0) {
                    fail("unknown group name " + quoted(name),
                         static_cast<int64_t>(nameStart));
                }
                return makeBackref(group, nameStart, static_cast<int64_t>(nameStart), flags);
            }
            fail("unknown extension ?P" + slice(i_ - 1, i_), static_cast<int64_t>(question));
        }
        case '=':
        case '!':
            return parseLook(openPos, depth, flags, false, c == '!');
        case '<': {
            if (atEnd()) fail("unexpected end of pattern", static_cast<int64_t>(i_));
            char32_t next = p_[i_++];
            if (next == '=' || next == '!') return parseLook(openPos, depth, flags, true, next == '!');
            fail("unknown extension ?<" + slice(i_ - 1, i_), static_cast<int64_t>(question));
        }
        case '#':
            while (!atEnd() && peek() != ')') ++i_;
            if (atEnd()) fail("missing ), unterminated comment", static_cast<int64_t>(openPos));
            ++i_;
            return -1;
        case '>': {
            int body = parseAlternationWith(depth + 1, flags);
            finishGroup(openPos, depth, flags, body);
            Node node;
            node.kind = NodeKind::Atomic;
            node.kids.push_back(body);
            return add(std::move(node));
        }
        case '(':
            return parseConditional(openPos, depth, flags);
        default:
            break;
        }
        if (flagBit(c) != 0 || c == '-') {
            --i_;
            return parseFlags(openPos, question, depth, flags, firstInPattern);
        }
        fail("unknown extension ?" + slice(i_ - 1, i_), static_cast<int64_t>(question));
    }

    int parseLook(size_t openPos, int depth, int flags, bool behind, bool negative) {
        int body = parseAlternationWith(depth + 1, flags);
        finishGroup(openPos, depth, flags, body);
        Node node;
        node.kind = NodeKind::Look;
        node.behind = behind;
        node.flag = negative;
        node.kids.push_back(body);
        if (behind) {
            int64_t lo = 0, hi = 0;
            width(body, lo, hi);
            if (lo != hi) {
                error_.message = "look-behind requires fixed-width pattern";
                error_.position = -1;
                throw ParseFailure();
            }
            node.min = lo;
        }
        return add(std::move(node));
    }

    // The minimum and maximum width of what a node matches (hi -1: unbounded).
    void width(int index, int64_t& lo, int64_t& hi) const {
        const Node& node = nodes[index];
        switch (node.kind) {
        case NodeKind::Empty:
        case NodeKind::Assert:
        case NodeKind::Look:
            lo = hi = 0;
            return;
        case NodeKind::Char:
        case NodeKind::Any:
        case NodeKind::Class:
            lo = hi = 1;
            return;
        case NodeKind::Group:
        case NodeKind::Atomic:
            width(node.kids[0], lo, hi);
            return;
        case NodeKind::Backref:
            lo = 0;
            hi = kInfinite;
            return;
        case NodeKind::Concat: {
            lo = hi = 0;
            for (int kid : node.kids) {
                int64_t a = 0, b = 0;
                width(kid, a, b);
                lo += a;
                hi = (hi == kInfinite || b == kInfinite) ? kInfinite : hi + b;
            }
            return;
        }
        case NodeKind::Alt:
        case NodeKind::Cond: {
            bool first = true;
            for (int kid : node.kids) {
                int64_t a = 0, b = 0;
                width(kid, a, b);
                if (first) {
                    lo = a;
                    hi = b;
                    first = false;
                } else {
                    lo = std::min(lo, a);
                    hi = (hi == kInfinite || b == kInfinite) ? kInfinite : std::max(hi, b);
                }
            }
            if (node.kind == NodeKind::Cond && node.kids.size() == 1) lo = 0;
            return;
        }
        case NodeKind::Repeat: {
            int64_t a = 0, b = 0;
            width(node.kids[0], a, b);
            lo = a * node.min;
            if (node.max == kInfinite) hi = b == 0 ? 0 : kInfinite;
            else hi = b == kInfinite ? kInfinite : b * node.max;
            return;
        }
        }
    }

    // conditional -> '(' (group number | name) ')' yes ('|' no)? ')'
    int parseConditional(size_t openPos, int depth, int flags) {
        size_t nameStart = i_;
        std::u32string name = readName(')', "unterminated name");
        int group = -1;
        bool digits = !name.empty();
        for (char32_t ch : name) digits = digits && ch >= '0' && ch <= '9';
        if (digits) {
            group = 0;
            for (char32_t ch : name) group = std::min(group * 10 + static_cast<int>(ch - '0'), 1 << 20);
            if (group == 0) fail("bad group number", static_cast<int64_t>(nameStart));
            if (group > groups && group >= 100) {
                fail("invalid group reference " + std::to_string(group),
                     static_cast<int64_t>(nameStart));
            }
        } else {
            checkName(name, nameStart);
            group = groupByName(name);
            if (group < 0) {
                fail("unknown group name " + quoted(name), static_cast<int64_t>(nameStart));
            }
        }
        int yes = parseSequence(depth + 1, flags, false);
        int no = -1;
        if (peekIs('|')) {
            ++i_;
            no = parseSequence(depth + 1, flags, false);
            if (peekIs('|')) {
                fail("conditional backref with more than two branches",
                     static_cast<int64_t>(i_));
            }
        }
        finishGroup(openPos, depth, flags, yes);
        if (group > groups) {
            fail("invalid group reference " + std::to_string(group),
                 static_cast<int64_t>(nameStart));
        }
        Node node;
        node.kind = NodeKind::Cond;
        node.value = group;
        node.kids.push_back(yes);
        if (no >= 0) node.kids.push_back(no);
        return add(std::move(node));
    }

    // flags -> [aiLmsux]* ('-' [imsx]+)? (':' alternation ')' | ')')
    int parseFlags(size_t openPos, size_t question, int depth, int& flags, bool firstInPattern) {
        int on = 0, off = 0;
        while (!atEnd() && flagBit(peek()) != 0) {
            char32_t c = p_[i_++];
            if (c == 'L' && !isBytes_) {
                fail("bad inline flags: cannot use 'L' flag with a str pattern",
                     static_cast<int64_t>(i_));
            }
            if (c == 'u' && isBytes_) {
                fail("bad inline flags: cannot use 'u' flag with a bytes pattern",
                     static_cast<int64_t>(i_));
            }
            on |= flagBit(c);
            int typeFlags = on & (kFlagAscii | kFlagUnicode | kFlagLocale);
            if (typeFlags != 0 && (typeFlags & (typeFlags - 1)) != 0) {
                fail("bad inline flags: flags 'a', 'u' and 'L' are incompatible",
                     static_cast<int64_t>(i_));
            }
        }
        if (atEnd()) fail("missing -, : or )", static_cast<int64_t>(i_));
        if (peek() != ')' && peek() != '-' && peek() != ':') {
            fail(isLetter(peek()) ? "unknown flag" : "missing -, : or )", static_cast<int64_t>(i_));
        }
        if (peek() == ')') {
            ++i_;
            if (!firstInPattern || depth != 0 || sawItem_) {
                fail("global flags not at the start of the expression",
                     static_cast<int64_t>(openPos));
            }
            (void)question;
            flags_ |= on;
            flags |= on;
            return -1;
        }
        if (peek() == '-') {
            ++i_;
            if (atEnd()) fail("missing flag", static_cast<int64_t>(i_));
            while (!atEnd() && flagBit(peek()) != 0) {
                int bit = flagBit(p_[i_++]);
                if (bit & (kFlagAscii | kFlagUnicode | kFlagLocale)) {
                    fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'",
                         static_cast<int64_t>(i_));
                }
                off |= bit;
            }
            if (off == 0) {
                fail(isLetter(peek()) ? "unknown flag" : "missing flag", static_cast<int64_t>(i_));
            }
            if (atEnd()) fail("missing :", static_cast<int64_t>(i_));
            if (peek() != ':') {
                fail(isLetter(peek()) ? "unknown flag" : "missing :", static_cast<int64_t>(i_));
            }
            if (on & off) {
                fail("bad inline flags: flag turned on and off", static_cast<int64_t>(i_));
            }
        }
        ++i_;
        int scoped = (flags | on) & ~off;
        if (on & kFlagAscii) scoped &= ~kFlagUnicode;
        if (on & kFlagUnicode) scoped &= ~kFlagAscii;
        int body = parseAlternationWith(depth + 1, scoped);
        return finishGroup(openPos, depth, flags, body);
    }
};

// ---- The compiler ---------------------------------------------------------------------------

class Compiler {
  public:
    Compiler(const std::vector<Node>& nodes, Program& program) : nodes_(nodes), program_(program) {}

    void compile(int root) {
        emitNode(root);
        emit({Op::Match});
    }

  private:
    const std::vector<Node>& nodes_;
    Program& program_;

    int here() const { return static_cast<int>(program_.code.size()); }
    int emit(Inst inst) {
        program_.code.push_back(inst);
        return here() - 1;
    }

    bool isSingle(const Node& node) const {
        return node.kind == NodeKind::Char || node.kind == NodeKind::Any ||
               node.kind == NodeKind::Class;
    }

    void emitSingle(const Node& node) {
        switch (node.kind) {
        case NodeKind::Char: {
            char32_t c = static_cast<char32_t>(node.value);
            if (node.fold == Fold::Unicode && foldKey(c) != c) {
                emit({Op::CharFold, 0, static_cast<int32_t>(foldKey(c))});
            } else if (node.fold == Fold::Unicode) {
                // Characters with no case partner of their own still need
                // the fold when another character folds to them ('s' and
                // 'ſ'); the key compare covers both.
                emit({Op::CharFold, 0, static_cast<int32_t>(c)});
            } else if (node.fold == Fold::Ascii) {
                emit({Op::CharAscii, 0, static_cast<int32_t>(asciiFold(c))});
            } else {
                emit({Op::Char, 0, node.value});
            }
            return;
        }
        case NodeKind::Any:
            emit({node.flag ? Op::AnyAll : Op::Any});
            return;
        case NodeKind::Class:
            emit({Op::Class, 0, node.value});
            return;
        default:
            return;
        }
    }

    void emitNode(int index) {
        const Node& node = nodes_[index];
        switch (node.kind) {
        case NodeKind::Empty:
            return;
        case NodeKind::Char:
        case NodeKind::Any:
        case NodeKind::Class:
            emitSingle(node);
            return;
        case NodeKind::Assert:
            emit({Op::Assert, 0, node.value});
            return;
        case NodeKind::Group:
            emit({Op::Open, 0, node.value});
            emitNode(node.kids[0]);
            emit({Op::Close, 0, node.value});
            return;
        case NodeKind::Concat:
            for (int kid : node.kids) emitNode(kid);
            return;
        case NodeKind::Alt: {
            std::vector<int> jumps;
            for (size_t k = 0; k < node.kids.size(); ++k) {
                if (k + 1 < node.kids.size()) {
                    int split = emit({Op::Split});
                    program_.code[split].a = here();
                    emitNode(node.kids[k]);
                    jumps.push_back(emit({Op::Jump}));
                    program_.code[split].b = here();
                } else {
                    emitNode(node.kids[k]);
                }
            }
            for (int jump : jumps) program_.code[jump].a = here();
            return;
        }
        case NodeKind::Backref:
            emit({Op::Backref, static_cast<uint8_t>(node.fold), node.value});
            return;
        case NodeKind::Atomic:
            emit({Op::AtomicStart});
            emitNode(node.kids[0]);
            emit({Op::AtomicEnd});
            return;
        case NodeKind::Look: {
            int start = emit({Op::LookStart, static_cast<uint8_t>(node.flag ? 1 : 0),
                              node.behind ? static_cast<int32_t>(node.min) : -1});
            emitNode(node.kids[0]);
            emit({Op::LookEnd, static_cast<uint8_t>(node.flag ? 1 : 0)});
            program_.code[start].b = here();
            return;
        }
        case NodeKind::Cond: {
            int test = emit({Op::CondGroup, 0, node.value});
            emitNode(node.kids[0]);
            if (node.kids.size() > 1) {
                int jump = emit({Op::Jump});
                program_.code[test].b = here();
                emitNode(node.kids[1]);
                program_.code[jump].a = here();
            } else {
                program_.code[test].b = here();
            }
            return;
        }
        case NodeKind::Repeat:
            emitRepeat(node);
            return;
        }
    }

    void emitRepeat(const Node& node) {
        const Node& body = nodes_[node.kids[0]];
        if (node.max == 0) return;
        if (isSingle(body)) {
            emit({Op::SingleRepeat, static_cast<uint8_t>(node.greed),
                  static_cast<int32_t>(node.min), static_cast<int32_t>(node.max)});
            emitSingle(body);
            return;
        }
        if (node.min == 1 && node.max == 1) {
            if (node.greed == Greed::Possessive) emit({Op::AtomicStart});
            emitNode(node.kids[0]);
            if (node.greed == Greed::Possessive) emit({Op::AtomicEnd});
            return;
        }
        bool possessive = node.greed == Greed::Possessive;
        if (possessive) emit({Op::AtomicStart});
        int counter = program_.counters++;
        emit({Op::RepeatInit, 0, counter});
        int loop = emit({Op::RepeatLoop, static_cast<uint8_t>(possessive ? Greed::Greedy : node.greed),
                         counter, static_cast<int32_t>(node.min), static_cast<int32_t>(node.max)});
        emitNode(node.kids[0]);
        emit({Op::Jump, 0, loop});
        program_.code[loop].d = here();
        if (possessive) emit({Op::AtomicEnd});
    }
};

// What the first character of any match can be: a 256-bit set plus "any
// character >= 256". `empty` means the node can match the empty string.
struct FirstSet {
    uint64_t bits[4] = {0, 0, 0, 0};
    bool high = false;
    bool empty = false;
    bool all = false; // gave up: anything may come first

    void addChar(char32_t c) {
        if (c < 256) bits[c >> 6] |= uint64_t(1) << (c & 63);
        else high = true;
    }
};

class FirstAnalysis {
  public:
    FirstAnalysis(const std::vector<Node>& nodes, const std::vector<CharClass>& classes)
        : nodes_(nodes), classes_(classes) {}

    FirstSet of(int index, int depth = 0) const {
        FirstSet set;
        if (depth > 50) {
            set.all = true;
            return set;
        }
        const Node& node = nodes_[index];
        switch (node.kind) {
        case NodeKind::Empty:
        case NodeKind::Assert:
        case NodeKind::Look:
            set.empty = true;
            return set;
        case NodeKind::Char: {
            char32_t c = static_cast<char32_t>(node.value);
            if (node.fold == Fold::None) {
                set.addChar(c);
            } else if (node.fold == Fold::Ascii) {
                set.addChar(c);
                if (c < 128 && std::isalpha(static_cast<int>(c))) {
                    set.addChar(asciiFold(c));
                    set.addChar(asciiFold(c) - 32);
                }
            } else {
                char32_t key = foldKey(c);
                set.addChar(c);
                auto it = foldGroups().find(key);
                if (it != foldGroups().end()) {
                    for (char32_t m : it->second) set.addChar(m);
                }
            }
            return set;
        }
        case NodeKind::Any:
            set.all = true;
            return set;
        case NodeKind::Class: {
            const CharClass& cls = classes_[static_cast<size_t>(node.value)];
            for (int w = 0; w < 4; ++w) set.bits[w] = cls.low[w];
            set.high = true;
            return set;
        }
        case NodeKind::Group:
        case NodeKind::Atomic:
            return of(node.kids[0], depth + 1);
        case NodeKind::Backref:
            set.all = true;
            return set;
        case NodeKind::Concat: {
            set.empty = true;
            for (int kid : node.kids) {
                FirstSet part = of(kid, depth + 1);
                merge(set, part);
                if (set.all) return set;
                if (!part.empty) {
                    set.empty = false;
                    return set;
                }
            }
            return set;
        }
        case NodeKind::Alt:
        case NodeKind::Cond: {
            for (int kid : node.kids) {
                FirstSet part = of(kid, depth + 1);
                merge(set, part);
                if (part.empty) set.empty = true;
                if (set.all) return set;
            }
            if (node.kind == NodeKind::Cond && node.kids.size() == 1) set.empty = true;
            return set;
        }
        case NodeKind::Repeat: {
            FirstSet part = of(node.kids[0], depth + 1);
            merge(set, part);
            set.empty = part.empty || node.min == 0;
            return set;
        }
        }
        return set;
    }

  private:
    const std::vector<Node>& nodes_;
    const std::vector<CharClass>& classes_;

    static void merge(FirstSet& into, const FirstSet& part) {
        for (int w = 0; w < 4; ++w) into.bits[w] |= part.bits[w];
        into.high = into.high || part.high;
        into.all = into.all || part.all;
    }
};

// A literal that every match begins with: the leading case-sensitive
// characters of the pattern, through groups.
void literalPrefix(const std::vector<Node>& nodes, int index, std::u32string& prefix, bool& open) {
    const Node& node = nodes[index];
    if (!open) return;
    switch (node.kind) {
    case NodeKind::Char:
        if (node.fold != Fold::None) {
            open = false;
            return;
        }
        prefix.push_back(static_cast<char32_t>(node.value));
        return;
    case NodeKind::Group:
        literalPrefix(nodes, node.kids[0], prefix, open);
        return;
    case NodeKind::Concat:
        for (int kid : node.kids) {
            literalPrefix(nodes, kid, prefix, open);
            if (!open) return;
        }
        return;
    default:
        open = false;
        return;
    }
}

bool startsAnchored(const std::vector<Node>& nodes, int index) {
    const Node& node = nodes[index];
    switch (node.kind) {
    case NodeKind::Assert:
        return static_cast<AssertKind>(node.value) == AssertKind::BeginString;
    case NodeKind::Group:
    case NodeKind::Atomic:
        return startsAnchored(nodes, node.kids[0]);
    case NodeKind::Concat:
        return !node.kids.empty() && startsAnchored(nodes, node.kids[0]);
    case NodeKind::Alt:
        for (int kid : node.kids) {
            if (!startsAnchored(nodes, kid)) return false;
        }
        return true;
    default:
        return false;
    }
}

} // namespace

ProgramPtr compileProgram(const std::u32string& pattern, bool isBytes, int flags,
                          CompileError& error) {
    Parser parser(pattern, isBytes, flags, error);
    int root = 0;
    if (!parser.parse(root)) return nullptr;
    ProgramPtr program(new Program());
    program->groups = parser.groups;
    program->names = parser.names;
    int finalFlags = parser.flags();
    if (!isBytes && !(finalFlags & kFlagAscii)) finalFlags |= kFlagUnicode;
    program->flags = finalFlags;
    program->classes = std::move(parser.classes);
    Compiler compiler(parser.nodes, *program);
    compiler.compile(root);
    int groups = program->groups;
    // Registers: spans (2 per group, group 0 included), open positions, two
    // per loop counter, and the last closed group.
    program->registerCount = 2 * (groups + 1) + (groups + 1) + 2 * program->counters + 1;
    program->anchored = startsAnchored(parser.nodes, root);
    bool open = true;
    literalPrefix(parser.nodes, root, program->prefix, open);
    FirstAnalysis analysis(parser.nodes, program->classes);
    FirstSet first = analysis.of(root);
    if (!first.all && !first.empty) {
        program->hasFilter = true;
        std::memcpy(program->filter, first.bits, sizeof(first.bits));
        program->filterHigh = first.high;
    }
    return program;
}

namespace {

// ---- The matcher ----------------------------------------------------------------------------

enum class FrameKind : uint8_t {
    Choice,       // resume at pc with pos
    Undo,         // restore register pc to value x
    GreedySingle, // a greedy one-character loop: retry pc with pos-1, down to x
    LazySingle,   // a lazy one-character loop at repeat instruction pc: take one more (x = count)
    LazyLoop,     // a lazy general loop at RepeatLoop pc: run one more iteration at pos
    Barrier,      // an atomic group or look-around began (pc: its start instruction)
};

struct Frame {
    FrameKind kind;
    int32_t pc;
    int64_t pos;
    int64_t x;
};

template <typename CharT>
class Matcher {
  public:
    Matcher(const Program& program, const CharT* s, int64_t end)
        : prog_(program), s_(s), end_(end) {
        regs_.assign(static_cast<size_t>(program.registerCount), -1);
        spanBase_ = 0;
        openBase_ = 2 * (program.groups + 1);
        counterBase_ = openBase_ + program.groups + 1;
        lastIndexReg_ = counterBase_ + 2 * program.counters;
    }

    // Tries one start position. 1 matched, 0 not, -1 interrupted.
    int run(int64_t start, bool fullMatch, bool mustAdvance) {
        std::fill(regs_.begin(), regs_.end(), -1);
        stack_.clear();
        int64_t pos = start;
        int pc = 0;
        const Inst* code = prog_.code.data();
        for (;;) {
            if (++steps_ >= kPollInterval) {
                steps_ = 0;
                if (!vm::handlePendingSignals()) return -1;
            }
            const Inst& inst = code[pc];
            switch (inst.op) {
            case Op::Char:
                if (pos < end_ && static_cast<char32_t>(s_[pos]) == static_cast<char32_t>(inst.a)) {
                    ++pos;
                    ++pc;
                    continue;
                }
                goto fail;
            case Op::CharFold:
            case Op::CharAscii:
            case Op::Any:
            case Op::AnyAll:
            case Op::Class:
                if (pos < end_ && single(inst, static_cast<char32_t>(s_[pos]))) {
                    ++pos;
                    ++pc;
                    continue;
                }
                goto fail;
            case Op::Assert:
                if (checkAssert(static_cast<AssertKind>(inst.a), pos)) {
                    ++pc;
                    continue;
                }
                goto fail;
            case Op::Split:
                stack_.push_back({FrameKind::Choice, inst.b, pos, 0});
                pc = inst.a;
                continue;
            case Op::Jump:
                pc = inst.a;
                continue;
            case Op::Open:
                setReg(openBase_ + inst.a, pos);
                ++pc;
                continue;
            case Op::Close:
                setReg(spanBase_ + 2 * inst.a, regs_[static_cast<size_t>(openBase_ + inst.a)]);
                setReg(spanBase_ + 2 * inst.a + 1, pos);
                setReg(lastIndexReg_, inst.a);
                ++pc;
                continue;
            case Op::Backref: {
                int64_t gs = regs_[static_cast<size_t>(2 * inst.a)];
                int64_t ge = regs_[static_cast<size_t>(2 * inst.a + 1)];
                if (gs < 0 || ge < 0) goto fail;
                int64_t length = ge - gs;
                if (pos + length > end_) goto fail;
                Fold fold = static_cast<Fold>(inst.mode);
                bool same = true;
                for (int64_t k = 0; k < length && same; ++k) {
                    char32_t a = static_cast<char32_t>(s_[gs + k]);
                    char32_t b = static_cast<char32_t>(s_[pos + k]);
                    if (a == b) continue;
                    if (fold == Fold::Ascii) same = asciiFold(a) == asciiFold(b);
                    else if (fold == Fold::Unicode) same = foldKey(a) == foldKey(b);
                    else same = false;
                }
                if (!same) goto fail;
                pos += length;
                ++pc;
                continue;
            }
            case Op::SingleRepeat: {
                const Inst& item = code[pc + 1];
                int64_t min = inst.a;
                int64_t max = inst.b < 0 ? INT64_MAX : inst.b;
                Greed greed = static_cast<Greed>(inst.mode);
                if (greed == Greed::Lazy) {
                    int64_t count = 0;
                    while (count < min) {
                        if (pos >= end_ || !itemMatches(item, static_cast<char32_t>(s_[pos]))) {
                            goto fail;
                        }
                        ++pos;
                        ++count;
                    }
                    if (count < max) stack_.push_back({FrameKind::LazySingle, pc, pos, count});
                    pc += 2;
                    continue;
                }
                int64_t limit = (max == INT64_MAX || end_ - pos < max) ? end_ : pos + max;
                int64_t p = pos;
                if (item.op == Op::AnyAll) {
                    p = limit;
                } else if (item.op == Op::Char) {
                    CharT want = static_cast<CharT>(item.a);
                    while (p < limit && s_[p] == want) ++p;
                } else {
                    while (p < limit && single(item, static_cast<char32_t>(s_[p]))) ++p;
                }
                if (p - pos < min) goto fail;
                if (greed == Greed::Greedy && p - pos > min) {
                    stack_.push_back({FrameKind::GreedySingle, pc + 2, p, pos + min});
                }
                pos = p;
                pc += 2;
                continue;
            }
            case Op::RepeatInit:
                setReg(counterBase_ + 2 * inst.a, 0);
                setReg(counterBase_ + 2 * inst.a + 1, -1);
                ++pc;
                continue;
            case Op::RepeatLoop: {
                int countReg = counterBase_ + 2 * inst.a;
                int64_t count = regs_[static_cast<size_t>(countReg)];
                int64_t last = regs_[static_cast<size_t>(countReg + 1)];
                if (count < inst.b) {
                    setReg(countReg, count + 1);
                    setReg(countReg + 1, pos);
                    ++pc;
                    continue;
                }
                if ((inst.c >= 0 && count >= inst.c) || pos == last) {
                    pc = inst.d;
                    continue;
                }
                if (static_cast<Greed>(inst.mode) == Greed::Lazy) {
                    stack_.push_back({FrameKind::LazyLoop, pc, pos, 0});
                    pc = inst.d;
                    continue;
                }
                stack_.push_back({FrameKind::Choice, inst.d, pos, 0});
                setReg(countReg, count + 1);
                setReg(countReg + 1, pos);
                ++pc;
                continue;
            }
            case Op::AtomicStart:
                stack_.push_back({FrameKind::Barrier, pc, pos, 0});
                ++pc;
                continue;
            case Op::AtomicEnd:
                cutToBarrier();
                ++pc;
                continue;
            case Op::LookStart: {
                int64_t origin = pos;
                if (inst.a >= 0) {
                    if (pos < inst.a) {
                        if (inst.mode == 1) {
                            pc = inst.b;
                            continue;
                        }
                        goto fail;
                    }
                    pos -= inst.a;
                }
                stack_.push_back({FrameKind::Barrier, pc, origin, 0});
                ++pc;
                continue;
            }
            case Op::LookEnd: {
                if (inst.mode == 1) {
                    // The body matched, so the negative assertion fails:
                    // unwind everything it did, then backtrack.
                    for (;;) {
                        Frame frame = stack_.back();
                        stack_.pop_back();
                        if (frame.kind == FrameKind::Undo) {
                            regs_[static_cast<size_t>(frame.pc)] = frame.x;
                        } else if (frame.kind == FrameKind::Barrier) {
                            break;
                        }
                    }
                    goto fail;
                }
                int64_t origin = cutToBarrier();
                pos = origin;
                ++pc;
                continue;
            }
            case Op::CondGroup:
                if (regs_[static_cast<size_t>(2 * inst.a + 1)] >= 0) ++pc;
                else pc = inst.b;
                continue;
            case Op::Match:
                if ((fullMatch && pos != end_) || (mustAdvance && pos == start)) goto fail;
                matchEnd_ = pos;
                return 1;
            }
        fail:
            // Pop frames until one offers another way forward.
            for (;;) {
                if (stack_.empty()) return 0;
                Frame& top = stack_.back();
                switch (top.kind) {
                case FrameKind::Undo:
                    regs_[static_cast<size_t>(top.pc)] = top.x;
                    stack_.pop_back();
                    continue;
                case FrameKind::Choice:
                    pc = top.pc;
                    pos = top.pos;
                    stack_.pop_back();
                    break;
                case FrameKind::GreedySingle: {
                    int64_t p = top.pos - 1;
                    pc = top.pc;
                    // When a literal follows, skip positions where it cannot.
                    const Inst& next = code[pc];
                    if (next.op == Op::Char) {
                        CharT want = static_cast<CharT>(next.a);
                        while (p >= top.x && (p >= end_ || s_[p] != want)) --p;
                        if (p < top.x) {
                            stack_.pop_back();
                            continue;
                        }
                    }
                    pos = p;
                    if (p <= top.x) stack_.pop_back();
                    else top.pos = p;
                    break;
                }
                case FrameKind::LazySingle: {
                    const Inst& repeat = code[top.pc];
                    const Inst& item = code[top.pc + 1];
                    int64_t max = repeat.b < 0 ? INT64_MAX : repeat.b;
                    if (top.pos >= end_ || !itemMatches(item, static_cast<char32_t>(s_[top.pos]))) {
                        stack_.pop_back();
                        continue;
                    }
                    top.pos += 1;
                    top.x += 1;
                    pos = top.pos;
                    pc = top.pc + 2;
                    if (top.x >= max) stack_.pop_back();
                    break;
                }
                case FrameKind::LazyLoop: {
                    const Inst& loop = code[top.pc];
                    int countReg = counterBase_ + 2 * loop.a;
                    pos = top.pos;
                    pc = top.pc + 1;
                    stack_.pop_back();
                    int64_t count = regs_[static_cast<size_t>(countReg)];
                    setReg(countReg, count + 1);
                    setReg(countReg + 1, pos);
                    break;
                }
                case FrameKind::Barrier: {
                    const Inst& opener = code[top.pc];
                    if (opener.op == Op::LookStart && opener.mode == 1) {
                        // The body of a negative look-around failed: the
                        // assertion holds.
                        pos = top.pos;
                        pc = opener.b;
                        stack_.pop_back();
                        break;
                    }
                    stack_.pop_back();
                    continue;
                }
                }
                break;
            }
        }
    }

    int64_t matchEnd() const { return matchEnd_; }
    const std::vector<int64_t>& registers() const { return regs_; }
    int lastIndexRegister() const { return lastIndexReg_; }

  private:
    static constexpr uint32_t kPollInterval = 1u << 20;

    const Program& prog_;
    const CharT* s_;
    int64_t end_;
    std::vector<int64_t> regs_;
    std::vector<Frame> stack_;
    int spanBase_, openBase_, counterBase_, lastIndexReg_;
    int64_t matchEnd_ = 0;
    uint32_t steps_ = 0;

    void setReg(int index, int64_t value) {
        int64_t& slot = regs_[static_cast<size_t>(index)];
        if (slot == value) return;
        stack_.push_back({FrameKind::Undo, index, 0, slot});
        slot = value;
    }

    // Drops the choice points above the topmost barrier, and the barrier,
    // keeping the undo records. Returns the position saved in the barrier.
    int64_t cutToBarrier() {
        size_t barrier = stack_.size();
        while (barrier > 0 && stack_[barrier - 1].kind != FrameKind::Barrier) --barrier;
        int64_t origin = stack_[barrier - 1].pos;
        size_t write = barrier - 1;
        for (size_t read = barrier; read < stack_.size(); ++read) {
            if (stack_[read].kind == FrameKind::Undo) stack_[write++] = stack_[read];
        }
        stack_.resize(write);
        return origin;
    }

    bool single(const Inst& inst, char32_t c) const {
        switch (inst.op) {
        case Op::Char:
            return c == static_cast<char32_t>(inst.a);
        case Op::CharFold:
            return c == static_cast<char32_t>(inst.a) || foldKey(c) == static_cast<char32_t>(inst.a);
        case Op::CharAscii:
            return asciiFold(c) == static_cast<char32_t>(inst.a);
        case Op::Any:
            return c != '\n';
        case Op::AnyAll:
            return true;
        case Op::Class:
            return prog_.classes[static_cast<size_t>(inst.a)].contains(c);
        default:
            return false;
        }
    }

    bool itemMatches(const Inst& inst, char32_t c) const { return single(inst, c); }

    bool wordAt(int64_t p, bool ascii) const {
        char32_t c = static_cast<char32_t>(s_[p]);
        return ascii ? isAsciiWord(c) : isUnicodeWord(c);
    }

    bool checkAssert(AssertKind kind, int64_t pos) const {
        switch (kind) {
        case AssertKind::BeginString:
            return pos == 0;
        case AssertKind::BeginLine:
            return pos == 0 || s_[pos - 1] == '\n';
        case AssertKind::EndDollar:
            return pos == end_ || (pos + 1 == end_ && s_[pos] == '\n');
        case AssertKind::EndLine:
            return pos == end_ || s_[pos] == '\n';
        case AssertKind::EndString:
            return pos == end_;
        case AssertKind::Boundary:
        case AssertKind::NonBoundary:
        case AssertKind::AsciiBoundary:
        case AssertKind::AsciiNonBoundary: {
            if (end_ == 0) return false;
            bool ascii = kind == AssertKind::AsciiBoundary || kind == AssertKind::AsciiNonBoundary;
            bool before = pos > 0 && wordAt(pos - 1, ascii);
            bool after = pos < end_ && wordAt(pos, ascii);
            bool boundary = before != after;
            return (kind == AssertKind::Boundary || kind == AssertKind::AsciiBoundary) ? boundary
                                                                                      : !boundary;
        }
        }
        return false;
    }
};

template <typename CharT>
Outcome executeTyped(const Program& program, const CharT* s, int64_t pos, int64_t endpos,
                     Mode mode, bool mustAdvance, MatchResult& result) {
    Matcher<CharT> matcher(program, s, endpos);
    int64_t start = pos;
    int found = 0;
    if (mode != Mode::Search) {
        found = matcher.run(start, mode == Mode::FullMatch, mustAdvance);
    } else {
        int64_t last = program.anchored ? std::min(pos, endpos) : endpos;
        if (program.anchored && pos > 0) last = -1;
        size_t prefixLength = program.prefix.size();
        for (; start <= last; ++start) {
            if (prefixLength > 0) {
                // Jump to the next place the literal prefix occurs.
                CharT first = static_cast<CharT>(program.prefix[0]);
                if (static_cast<char32_t>(first) != program.prefix[0]) return Outcome::NoMatch;
                int64_t limit = endpos - static_cast<int64_t>(prefixLength);
                bool located = false;
                while (start <= limit) {
                    if (s[start] == first) {
                        size_t k = 1;
                        while (k < prefixLength &&
                               static_cast<char32_t>(s[start + static_cast<int64_t>(k)]) ==
                                   program.prefix[k]) {
                            ++k;
                        }
                        if (k == prefixLength) {
                            located = true;
                            break;
                        }
                    }
                    ++start;
                }
                if (!located) return Outcome::NoMatch;
            } else if (program.hasFilter) {
                while (start < endpos) {
                    char32_t c = static_cast<char32_t>(s[start]);
                    if (c < 256 ? ((program.filter[c >> 6] >> (c & 63)) & 1) : program.filterHigh) {
                        break;
                    }
                    ++start;
                }
                if (start >= endpos) return Outcome::NoMatch;
            }
            found = matcher.run(start, false, mustAdvance && start == pos);
            if (found != 0) break;
        }
    }
    if (found < 0) return Outcome::Interrupted;
    if (found == 0) return Outcome::NoMatch;
    const std::vector<int64_t>& regs = matcher.registers();
    size_t spanCount = static_cast<size_t>(2 * (program.groups + 1));
    result.slots.assign(regs.begin(), regs.begin() + static_cast<int64_t>(spanCount));
    result.slots[0] = start;
    result.slots[1] = matcher.matchEnd();
    result.lastIndex = static_cast<int>(regs[static_cast<size_t>(matcher.lastIndexRegister())]);
    return Outcome::Matched;
}

} // namespace

Outcome execute(const Program& program, const Subject& subject, int64_t pos, int64_t endpos,
                Mode mode, bool mustAdvance, MatchResult& result) {
    switch (subject.kind) {
    case 1:
        return executeTyped(program, static_cast<const uint8_t*>(subject.data), pos, endpos, mode,
                            mustAdvance, result);
    case 2:
        return executeTyped(program, static_cast<const uint16_t*>(subject.data), pos, endpos, mode,
                            mustAdvance, result);
    default:
        return executeTyped(program, static_cast<const uint32_t*>(subject.data), pos, endpos,
                            mode, mustAdvance, result);
    }
}

} // namespace taipan::re
