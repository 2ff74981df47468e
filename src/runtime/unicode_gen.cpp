// taipan_gen_unicode: reads the Unicode Character Database installed by
// Debian's unicode-data package and writes unicode_tables.inc, the tables that
// unicode.cpp compiles in.
//
// Usage: taipan_gen_unicode <ucd-dir> <output.inc>
//
// What it emits (all inside whatever namespace the includer opens):
//   - a two-level table of one-byte property records indexed by code point:
//     general category (low 5 bits), XID_Start, XID_Continue and "printable";
//   - the list of general category codes, indexed by the 5-bit value;
//   - every character name and name alias, sorted bytewise, as a few string
//     literal chunks plus an array of (location, code point) pairs;
//   - the CJK unified ideograph ranges (their names are algorithmic) and the
//     Hangul jamo short names used to build syllable names.
//
// Invariants: the output depends only on the input files, so rebuilding from
// the same data gives the same tables; every string literal stays below the
// 65536 characters ISO C++ requires compilers to support (-Woverlength-strings
// would fail a -Wpedantic -Werror build otherwise); no name occurs twice with
// two different code points (the generator refuses such data).
//
// Debian (bookworm) ships Unicode 15.0 while CPython 3.13 uses 15.1. When the
// input is 15.0, applyUnicode151() adds what 15.1 changed for the properties
// kept here, so that Taipan agrees with CPython character for character: the
// 627 code points 15.1 assigned (CJK Extension I at U+2EBF0..U+2EE5D,
// U+2FFC..U+2FFF, U+31EF) and the four characters that joined XID_Continue
// (U+200C, U+200D, U+30FB, U+FF65). Any other input version is used as is.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

constexpr uint32_t kCodePointCount = 0x110000;

// Bits of a property record above the 5-bit category index. unicode.cpp
// repeats these values; both sides say so in a comment.
constexpr uint8_t kXidStartBit = 0x20;
constexpr uint8_t kXidContinueBit = 0x40;
constexpr uint8_t kPrintableBit = 0x80;

// The order gives each category its 5-bit index. "Cn" comes first so that an
// all-zero record means "unassigned".
const std::array<const char*, 30> kCategories = {
    "Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps",
    "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co"};

// String literal chunks stay below this many characters (see the invariants).
constexpr size_t kMaxChunk = 60000;

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "taipan_gen_unicode: %s\n", message.c_str());
    std::exit(1);
}

std::vector<std::string> readLines(const std::string& dir, const char* file) {
    std::string path = dir + "/" + file;
    std::ifstream in(path);
    if (!in) {
        fail("cannot read " + path +
             ": the Unicode Character Database is missing; install Debian's unicode-data "
             "package (apt-get install unicode-data) or set TAIPAN_UNICODE_DATA_DIR");
    }
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

std::string trim(const std::string& s) {
    size_t begin = s.find_first_not_of(" \t");
    if (begin == std::string::npos) return "";
    size_t end = s.find_last_not_of(" \t");
    return s.substr(begin, end - begin + 1);
}

// Splits on ';' and trims each field; a '#' comment is dropped first.
std::vector<std::string> fields(const std::string& line) {
    std::string content = line.substr(0, line.find('#'));
    std::vector<std::string> out;
    std::stringstream stream(content);
    std::string field;
    while (std::getline(stream, field, ';'))
        out.push_back(trim(field));
    return out;
}

uint32_t parseHex(const std::string& text, const std::string& context) {
    if (text.empty() || text.size() > 6) fail("bad code point '" + text + "' in " + context);
    uint32_t value = 0;
    for (char c : text) {
        int digit;
        if (c >= '0' && c <= '9')
            digit = c - '0';
        else if (c >= 'A' && c <= 'F')
            digit = c - 'A' + 10;
        else if (c >= 'a' && c <= 'f')
            digit = c - 'a' + 10;
        else
            fail("bad code point '" + text + "' in " + context);
        value = value * 16 + static_cast<uint32_t>(digit);
    }
    if (value >= kCodePointCount) fail("code point out of range in " + context);
    return value;
}

// "XXXX" or "XXXX..YYYY" as an inclusive range.
std::pair<uint32_t, uint32_t> parseRange(const std::string& text, const std::string& context) {
    size_t dots = text.find("..");
    if (dots == std::string::npos) {
        uint32_t cp = parseHex(text, context);
        return {cp, cp};
    }
    return {parseHex(text.substr(0, dots), context), parseHex(text.substr(dots + 2), context)};
}

uint8_t categoryIndex(const std::string& code) {
    for (size_t i = 0; i < kCategories.size(); ++i) {
        if (code == kCategories[i]) return static_cast<uint8_t>(i);
    }
    fail("unknown general category '" + code + "'");
}

// str.isprintable(): everything except the Other and Separator categories,
// with U+0020 SPACE as the one printable separator.
bool categoryIsPrintable(const std::string& code, uint32_t cp) {
    if (cp == 0x20) return true;
    return code[0] != 'C' && code[0] != 'Z';
}

struct Database {
    std::string version;
    bool patchedTo151 = false; // Read as 15.0, raised to 15.1 by applyUnicode151().
    std::vector<uint8_t> records = std::vector<uint8_t>(kCodePointCount, 0);
    std::vector<std::pair<std::string, uint32_t>> names;
    std::vector<std::pair<uint32_t, uint32_t>> cjkRanges;
    std::array<std::vector<std::string>, 3> jamo; // Leading, vowel, trailing short names.
};

void readUnicodeData(const std::string& dir, Database& db) {
    // Debian's files carry no version line in UnicodeData.txt itself, so the
    // version comes from DerivedCoreProperties.txt's first line below.
    uint32_t rangeFirst = 0;
    bool inRange = false;
    for (const std::string& line : readLines(dir, "UnicodeData.txt")) {
        if (line.empty()) continue;
        std::vector<std::string> f = fields(line);
        if (f.size() < 3) fail("malformed UnicodeData.txt line: " + line);
        uint32_t cp = parseHex(f[0], "UnicodeData.txt");
        const std::string& name = f[1];
        const std::string& category = f[2];
        uint8_t record = categoryIndex(category);
        if (categoryIsPrintable(category, cp)) record |= kPrintableBit;
        // Ranges are given as a "<..., First>" line followed by "<..., Last>".
        if (name.size() > 8 && name.compare(name.size() - 8, 8, ", First>") == 0) {
            rangeFirst = cp;
            inRange = true;
            continue;
        }
        if (name.size() > 7 && name.compare(name.size() - 7, 7, ", Last>") == 0) {
            if (!inRange) fail("range end without start in UnicodeData.txt: " + line);
            inRange = false;
            for (uint32_t c = rangeFirst; c <= cp; ++c)
                db.records[c] = record;
            // Only the CJK unified ideographs have names of the form
            // "CJK UNIFIED IDEOGRAPH-XXXX"; CPython gives the other ranges
            // (Tangut, Hangul handled separately, private use) no name.
            if (name.rfind("<CJK Ideograph", 0) == 0) db.cjkRanges.emplace_back(rangeFirst, cp);
            continue;
        }
        db.records[cp] = record;
        // "<control>" and the range markers are labels, not names.
        if (name[0] != '<') db.names.emplace_back(name, cp);
    }
    if (db.cjkRanges.empty()) fail("no CJK ideograph ranges found in UnicodeData.txt");
}

void readCoreProperties(const std::string& dir, Database& db) {
    std::vector<std::string> lines = readLines(dir, "DerivedCoreProperties.txt");
    // The first line names the file and its version: "# DerivedCoreProperties-15.0.0.txt".
    if (!lines.empty()) {
        const std::string& first = lines[0];
        size_t dash = first.find('-');
        size_t dot = first.rfind(".txt");
        if (dash != std::string::npos && dot != std::string::npos && dot > dash) {
            db.version = first.substr(dash + 1, dot - dash - 1);
        }
    }
    size_t starts = 0;
    size_t continues = 0;
    for (const std::string& line : lines) {
        std::vector<std::string> f = fields(line);
        if (f.size() < 2) continue;
        uint8_t bit = 0;
        if (f[1] == "XID_Start") {
            bit = kXidStartBit;
            ++starts;
        } else if (f[1] == "XID_Continue") {
            bit = kXidContinueBit;
            ++continues;
        } else {
            continue;
        }
        auto [first, last] = parseRange(f[0], "DerivedCoreProperties.txt");
        for (uint32_t c = first; c <= last; ++c)
            db.records[c] |= bit;
    }
    if (starts == 0 || continues == 0) fail("no XID properties in DerivedCoreProperties.txt");
}

void readNameAliases(const std::string& dir, Database& db) {
    // CPython's "\N{...}" accepts every alias type: correction, control,
    // alternate, figment and abbreviation.
    for (const std::string& line : readLines(dir, "NameAliases.txt")) {
        std::vector<std::string> f = fields(line);
        if (f.size() < 3) continue;
        db.names.emplace_back(f[1], parseHex(f[0], "NameAliases.txt"));
    }
}

void readJamo(const std::string& dir, Database& db) {
    // Jamo.txt gives the short names used by the Hangul syllable name
    // algorithm; the trailing consonant list starts with an implicit "".
    db.jamo[2].push_back("");
    for (const std::string& line : readLines(dir, "Jamo.txt")) {
        std::vector<std::string> f = fields(line);
        if (f.empty() || f[0].empty()) continue;
        uint32_t cp = parseHex(f[0], "Jamo.txt");
        std::string shortName = f.size() > 1 ? f[1] : "";
        if (cp >= 0x1100 && cp <= 0x1112)
            db.jamo[0].push_back(shortName);
        else if (cp >= 0x1161 && cp <= 0x1175)
            db.jamo[1].push_back(shortName);
        else if (cp >= 0x11A8 && cp <= 0x11C2)
            db.jamo[2].push_back(shortName);
    }
    if (db.jamo[0].size() != 19 || db.jamo[1].size() != 21 || db.jamo[2].size() != 28) {
        fail("unexpected jamo counts in Jamo.txt");
    }
}

// The Unicode 15.1 delta described in the file comment, taken from the 15.1
// UnicodeData.txt and DerivedCoreProperties.txt (and checked against CPython
// 3.13's unicodedata). It only adds; nothing in 15.0 changed meaning.
void applyUnicode151(Database& db) {
    if (db.version != "15.0.0") return;
    db.version = "15.1.0";
    db.patchedTo151 = true;
    uint8_t ideograph = categoryIndex("Lo") | kPrintableBit | kXidStartBit | kXidContinueBit;
    for (uint32_t c = 0x2EBF0; c <= 0x2EE5D; ++c)
        db.records[c] = ideograph;
    db.cjkRanges.emplace_back(0x2EBF0, 0x2EE5D);
    const std::pair<uint32_t, const char*> added[] = {
        {0x2FFC, "IDEOGRAPHIC DESCRIPTION CHARACTER SURROUND FROM RIGHT"},
        {0x2FFD, "IDEOGRAPHIC DESCRIPTION CHARACTER SURROUND FROM LOWER RIGHT"},
        {0x2FFE, "IDEOGRAPHIC DESCRIPTION CHARACTER HORIZONTAL REFLECTION"},
        {0x2FFF, "IDEOGRAPHIC DESCRIPTION CHARACTER ROTATION"},
        {0x31EF, "IDEOGRAPHIC DESCRIPTION CHARACTER SUBTRACTION"},
    };
    for (const auto& [cp, name] : added) {
        db.records[cp] = categoryIndex("So") | kPrintableBit;
        db.names.emplace_back(name, cp);
    }
    for (uint32_t cp : {0x200C, 0x200D, 0x30FB, 0xFF65})
        db.records[cp] |= kXidContinueBit;
}

void sortNames(Database& db) {
    std::sort(db.names.begin(), db.names.end());
    std::vector<std::pair<std::string, uint32_t>> unique;
    for (auto& entry : db.names) {
        for (char c : entry.first) {
            bool ok = (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ' || c == '-';
            if (!ok) fail("unexpected character in name '" + entry.first + "'");
        }
        if (!unique.empty() && unique.back().first == entry.first) {
            if (unique.back().second != entry.second) fail("name used twice: " + entry.first);
            continue;
        }
        unique.push_back(std::move(entry));
    }
    db.names = std::move(unique);
}

class Writer {
  public:
    explicit Writer(FILE* out) : out_(out) {}

    void text(const std::string& s) { std::fputs(s.c_str(), out_); }

    // Writes `values` as a C++ array definition, a few values per line.
    template <typename T>
    void array(const char* type, const char* name, const std::vector<T>& values) {
        std::fprintf(out_, "constexpr %s %s[%zu] = {\n", type, name, values.size());
        size_t column = 0;
        for (size_t i = 0; i < values.size(); ++i) {
            std::string item = std::to_string(values[i]) + ",";
            if (column + item.size() > 99) {
                std::fputs("\n", out_);
                column = 0;
            }
            std::fputs(item.c_str(), out_);
            column += item.size();
        }
        std::fputs("\n};\n\n", out_);
    }

  private:
    FILE* out_;
};

// Splits the records into blocks of 2^shift code points, sharing identical
// blocks. Returns the first-level index and the concatenated unique blocks.
std::pair<std::vector<uint32_t>, std::vector<uint8_t>> splitRecords(const std::vector<uint8_t>& r,
                                                                    int shift) {
    size_t blockSize = size_t{1} << shift;
    std::map<std::vector<uint8_t>, uint32_t> seen;
    std::vector<uint32_t> index;
    std::vector<uint8_t> blocks;
    for (size_t start = 0; start < r.size(); start += blockSize) {
        std::vector<uint8_t> block(r.begin() + static_cast<std::ptrdiff_t>(start),
                                   r.begin() + static_cast<std::ptrdiff_t>(start + blockSize));
        auto [it, inserted] = seen.emplace(block, static_cast<uint32_t>(seen.size()));
        if (inserted) blocks.insert(blocks.end(), block.begin(), block.end());
        index.push_back(it->second);
    }
    return {index, blocks};
}

void writeProperties(Writer& w, const Database& db) {
    // Pick the block size that minimises the table bytes; the first-level
    // entries are uint16_t, so the number of unique blocks must fit.
    int bestShift = 0;
    size_t bestSize = SIZE_MAX;
    for (int shift = 4; shift <= 10; ++shift) {
        auto [index, blocks] = splitRecords(db.records, shift);
        size_t size = index.size() * 2 + blocks.size();
        if (blocks.size() >> shift <= 0xFFFF && size < bestSize) {
            bestSize = size;
            bestShift = shift;
        }
    }
    auto [index, blocks] = splitRecords(db.records, bestShift);
    w.text("// Property records: record(cp) =\n//     kPropertyBlocks[(kPropertyIndex[cp >> "
           "kPropertyShift] << kPropertyShift) + (cp & kPropertyMask)].\n");
    w.text("constexpr int kPropertyShift = " + std::to_string(bestShift) + ";\n");
    w.text("constexpr uint32_t kPropertyMask = (uint32_t{1} << kPropertyShift) - 1;\n\n");
    w.array("uint16_t", "kPropertyIndex", index);
    w.array("uint8_t", "kPropertyBlocks", blocks);

    w.text("// General category codes indexed by the low 5 bits of a record.\n");
    w.text("constexpr std::string_view kCategoryCodes[" + std::to_string(kCategories.size()) +
           "] = {\n   ");
    for (const char* code : kCategories)
        w.text(std::string(" \"") + code + "\",");
    w.text("\n};\n\n");
}

void writeNames(Writer& w, const Database& db) {
    // Names are packed into chunks; an entry's location is
    // chunk << 24 | offset in chunk << 8 | length.
    std::vector<std::string> chunks(1);
    std::vector<uint32_t> locations;
    std::vector<uint32_t> codePoints;
    size_t longest = 0;
    for (const auto& [name, cp] : db.names) {
        if (chunks.back().size() + name.size() > kMaxChunk) chunks.emplace_back();
        if (name.size() > 255 || chunks.size() > 255) fail("names do not fit the packed layout");
        uint32_t location = static_cast<uint32_t>(chunks.size() - 1) << 24 |
                            static_cast<uint32_t>(chunks.back().size()) << 8 |
                            static_cast<uint32_t>(name.size());
        chunks.back() += name;
        locations.push_back(location);
        codePoints.push_back(cp);
        longest = std::max(longest, name.size());
    }
    w.text("// Character names and aliases, sorted bytewise; all are upper case.\n");
    w.text("constexpr size_t kLongestName = " + std::to_string(longest) + ";\n");
    w.text("constexpr const char* kNameChunks[" + std::to_string(chunks.size()) + "] = {\n");
    for (const std::string& chunk : chunks) {
        // Lines of at most 96 name characters keep the source readable.
        for (size_t i = 0; i < chunk.size(); i += 96) {
            w.text("    \"" + chunk.substr(i, 96) + "\"\n");
        }
        w.text("    ,\n");
    }
    w.text("};\n\n");
    w.array("uint32_t", "kNameLocations", locations);
    w.array("uint32_t", "kNameCodePoints", codePoints);
}

void writeAlgorithmicNames(Writer& w, const Database& db) {
    w.text("// Ranges (inclusive) named \"CJK UNIFIED IDEOGRAPH-<hex>\".\n");
    w.text("constexpr char32_t kCjkRanges[" + std::to_string(db.cjkRanges.size()) + "][2] = {\n");
    for (auto [first, last] : db.cjkRanges) {
        char line[64];
        std::snprintf(line, sizeof line, "    {0x%X, 0x%X},\n", first, last);
        w.text(line);
    }
    w.text("};\n\n");
    const char* arrays[3] = {"kJamoLeading", "kJamoVowel", "kJamoTrailing"};
    w.text("// Hangul jamo short names for the syllable name algorithm.\n");
    for (int i = 0; i < 3; ++i) {
        w.text("constexpr std::string_view " + std::string(arrays[i]) + "[" +
               std::to_string(db.jamo[i].size()) + "] = {\n   ");
        for (const std::string& s : db.jamo[i])
            w.text(" \"" + s + "\",");
        w.text("\n};\n");
    }
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: taipan_gen_unicode <ucd-dir> <output.inc>\n");
        return 2;
    }
    std::string dir = argv[1];
    Database db;
    readUnicodeData(dir, db);
    readCoreProperties(dir, db);
    readNameAliases(dir, db);
    readJamo(dir, db);
    applyUnicode151(db);
    sortNames(db);

    // Write to a temporary file and rename, so an interrupted run never
    // leaves a truncated table that the build would take as up to date.
    std::string outPath = argv[2];
    std::string tmpPath = outPath + ".tmp";
    FILE* out = std::fopen(tmpPath.c_str(), "w");
    if (!out) fail("cannot write " + tmpPath);
    Writer w(out);
    w.text("// Generated by taipan_gen_unicode from " + dir + " (Unicode " + db.version +
           (db.patchedTo151 ? ", read as 15.0 plus the 15.1 additions" : "") +
           "); do not edit.\n\n");
    w.text("constexpr std::string_view kUnicodeVersion = \"" + db.version + "\";\n\n");
    writeProperties(w, db);
    writeNames(w, db);
    writeAlgorithmicNames(w, db);
    if (std::fclose(out) != 0) fail("cannot write " + tmpPath);
    if (std::rename(tmpPath.c_str(), outPath.c_str()) != 0) fail("cannot write " + outPath);
    return 0;
}
