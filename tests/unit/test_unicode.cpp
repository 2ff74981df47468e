// Unit tests for taipan::unicode: character properties, "\N{...}" name
// lookup, NFKC and the UTF-8 helpers.
//
// Every expected value was printed by CPython 3.13 (unicodedata.category,
// str.isprintable, str.isidentifier, "\N{...}" literals,
// unicodedata.normalize('NFKC', ...), bytes.decode errors' start).
//
// Exhaustive checks were run by hand against CPython 3.13 and are not part of
// this test, because they need CPython: generalCategory, isPrintable,
// isXidStart and isXidContinue for all 0x110000 code points (0 differences),
// and lookupName for every unicodedata.name(), every alias in NameAliases.txt,
// every named sequence and 120,000 case-changed or mutated names compared with
// "\N{...}" (264,602 queries, 0 differences).
#include "runtime/unicode.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using namespace taipan::unicode;

struct PropertyCase {
    char32_t cp;
    const char* category;
    bool printable;
    bool xidStart;    // chr(cp).isidentifier()
    bool xidContinue; // ('a' + chr(cp)).isidentifier()
};

// One or more code points of every category, plus the characters whose
// identifier status is special (Other_ID_Start, Other_ID_Continue, the
// Unicode 15.1 additions).
const PropertyCase kPropertyCases[] = {
    {0x41, "Lu", true, true, true},
    {0x61, "Ll", true, true, true},
    {0x1C5, "Lt", true, true, true},
    {0x2B0, "Lm", true, true, true},
    {0x4E00, "Lo", true, true, true},
    {0x300, "Mn", true, false, true},
    {0x903, "Mc", true, false, true},
    {0x20DD, "Me", true, false, false},
    {0x660, "Nd", true, false, true},
    {0x2160, "Nl", true, true, true},
    {0xB2, "No", true, false, false},
    {0x5F, "Pc", true, false, true},
    {0x2D, "Pd", true, false, false},
    {0x28, "Ps", true, false, false},
    {0x29, "Pe", true, false, false},
    {0xAB, "Pi", true, false, false},
    {0xBB, "Pf", true, false, false},
    {0x21, "Po", true, false, false},
    {0x2B, "Sm", true, false, false},
    {0x24, "Sc", true, false, false},
    {0x5E, "Sk", true, false, false},
    {0xA9, "So", true, false, false},
    {0x20, "Zs", true, false, false},
    {0xA0, "Zs", false, false, false},
    {0x3000, "Zs", false, false, false},
    {0x2028, "Zl", false, false, false},
    {0x2029, "Zp", false, false, false},
    {0x0, "Cc", false, false, false},
    {0x7F, "Cc", false, false, false},
    {0xAD, "Cf", false, false, false},
    {0xFEFF, "Cf", false, false, false},
    {0xE0001, "Cf", false, false, false},
    {0xD800, "Cs", false, false, false},
    {0xE000, "Co", false, false, false},
    {0xF0000, "Co", false, false, false},
    {0x378, "Cn", false, false, false},
    {0x10FFFF, "Cn", false, false, false},
    {0x1F600, "So", true, false, false},
    {0xB7, "Po", true, false, true},
    {0x2118, "Sm", true, true, true},
    {0x212E, "So", true, true, true},
    {0x1885, "Mn", true, true, true},
    {0x309B, "Sk", true, false, false},
    {0x1369, "No", true, false, true},
    {0x19DA, "No", true, false, true},
    // Unicode 15.1 (CPython 3.13) assignments and XID_Continue additions.
    {0x2EBF0, "Lo", true, true, true},
    {0x31EF, "So", true, false, false},
    {0x200C, "Cf", false, false, true},
    {0x30FB, "Po", true, false, true},
};

TEST(UnicodeProperties, MatchCPython) {
    for (const PropertyCase& c : kPropertyCases) {
        SCOPED_TRACE(testing::Message() << "U+" << std::hex << static_cast<uint32_t>(c.cp));
        EXPECT_EQ(generalCategory(c.cp), c.category);
        EXPECT_EQ(isPrintable(c.cp), c.printable);
        // '_' starts identifiers only by the tokenizer's own rule.
        if (c.cp != U'_') {
            EXPECT_EQ(isXidStart(c.cp), c.xidStart);
        }
        EXPECT_EQ(isXidContinue(c.cp), c.xidContinue);
    }
}

TEST(UnicodeProperties, AsciiFastPath) {
    // The ASCII answers must agree with Unicode: letters start identifiers,
    // digits and '_' continue them, and only 0x20..0x7E are printable.
    for (char32_t cp = 0; cp < 0x80; ++cp) {
        bool letter = (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z');
        bool digit = cp >= '0' && cp <= '9';
        EXPECT_EQ(isXidStart(cp), letter) << static_cast<uint32_t>(cp);
        EXPECT_EQ(isXidContinue(cp), letter || digit || cp == '_') << static_cast<uint32_t>(cp);
        EXPECT_EQ(isPrintable(cp), cp >= 0x20 && cp < 0x7F) << static_cast<uint32_t>(cp);
    }
}

TEST(UnicodeProperties, OutOfRangeIsUnassigned) {
    EXPECT_EQ(generalCategory(0x110000), "Cn");
    EXPECT_EQ(generalCategory(0xFFFFFFFF), "Cn");
    EXPECT_FALSE(isPrintable(0x110000));
    EXPECT_FALSE(isXidStart(0x110000));
    EXPECT_FALSE(isXidContinue(0xFFFFFFFF));
}

TEST(UnicodeNames, PlainNamesAnyCase) {
    EXPECT_EQ(lookupName("LATIN SMALL LETTER A"), U'a');
    EXPECT_EQ(lookupName("SPACE"), U' ');
    EXPECT_EQ(lookupName("bullet"), U'\u2022');
    EXPECT_EQ(lookupName("Bullet"), U'\u2022');
    EXPECT_EQ(lookupName("EM DASH"), U'\u2014');
    EXPECT_EQ(lookupName("GRINNING FACE"), U'\U0001F600');
    EXPECT_EQ(lookupName("TANGUT COMPONENT-001"), U'\U00018800');
    EXPECT_EQ(lookupName("tangut component-001"), U'\U00018800');
    // Names listed one by one in UnicodeData.txt, though they look algorithmic.
    EXPECT_EQ(lookupName("CJK COMPATIBILITY IDEOGRAPH-F900"), U'\uF900');
    EXPECT_EQ(lookupName("cjk compatibility ideograph-f900"), U'\uF900');
    EXPECT_EQ(lookupName("khitan small script character-18b00"), U'\U00018B00');
    EXPECT_EQ(lookupName("NUSHU CHARACTER-1B170"), U'\U0001B170');
    // The longest name (88 characters).
    EXPECT_EQ(lookupName("ARABIC LIGATURE UIGHUR KIRGHIZ YEH WITH HAMZA ABOVE WITH ALEF MAKSURA "
                         "ISOLATED FORM"),
              U'\uFBF9');
    // A Unicode 15.1 name (CPython 3.13 has it; Debian's 15.0 data does not).
    EXPECT_EQ(lookupName("IDEOGRAPHIC DESCRIPTION CHARACTER SUBTRACTION"), U'\u31EF');
}

TEST(UnicodeNames, Aliases) {
    // Every alias type: correction, control, abbreviation, alternate, figment.
    EXPECT_EQ(lookupName("LATIN CAPITAL LETTER GHA"), U'\u01A2');
    EXPECT_EQ(lookupName("LATIN CAPITAL LETTER OI"), U'\u01A2');
    EXPECT_EQ(lookupName("NULL"), U'\0');
    EXPECT_EQ(lookupName("NUL"), U'\0');
    EXPECT_EQ(lookupName("LINE FEED"), U'\n');
    EXPECT_EQ(lookupName("END OF LINE"), U'\n');
    EXPECT_EQ(lookupName("LF"), U'\n');
    EXPECT_EQ(lookupName("ESC"), U'\x1B');
    EXPECT_EQ(lookupName("NBSP"), U'\u00A0');
    EXPECT_EQ(lookupName("nbsp"), U'\u00A0');
    EXPECT_EQ(lookupName("ZWNJ"), U'\u200C');
    EXPECT_EQ(lookupName("VS1"), U'\uFE00');
    EXPECT_EQ(lookupName("SS2"), U'\u008E');
    EXPECT_EQ(lookupName("BYTE ORDER MARK"), U'\uFEFF');
    EXPECT_EQ(lookupName("Byte Order Mark"), U'\uFEFF');
    EXPECT_EQ(lookupName("PADDING CHARACTER"), U'\u0080');
    EXPECT_EQ(lookupName("PAD"), U'\u0080');
    EXPECT_EQ(lookupName("HIGH OCTET PRESET"), U'\u0081');
    EXPECT_EQ(lookupName("SINGLE GRAPHIC CHARACTER INTRODUCER"), U'\u0099');
}

TEST(UnicodeNames, CjkUnifiedIdeographs) {
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-4E00"), U'\u4E00');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-04E00"), U'\u4E00');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-9FFF"), U'\u9FFF');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-3400"), U'\u3400');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-20000"), U'\U00020000');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-2A6DF"), U'\U0002A6DF');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-2B739"), U'\U0002B739');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-31350"), U'\U00031350');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-323AF"), U'\U000323AF');
    // Extension I is Unicode 15.1.
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-2EBF0"), U'\U0002EBF0');
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-2EE5D"), U'\U0002EE5D');

    // CPython wants four or five upper case hex digits inside a range, and
    // matches the prefix case-sensitively.
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-2EE5E"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-2B73A"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-2A6E0"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-A000"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-4e00"), std::nullopt);
    EXPECT_EQ(lookupName("cjk unified ideograph-4e00"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-004E00"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-4E0"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-+4E0"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-"), std::nullopt);
    EXPECT_EQ(lookupName("CJK UNIFIED IDEOGRAPH-4E00 "), std::nullopt);
}

TEST(UnicodeNames, HangulSyllables) {
    EXPECT_EQ(lookupName("HANGUL SYLLABLE GA"), U'\uAC00');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE GAG"), U'\uAC01');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE GAGG"), U'\uAC02');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE GGAGG"), U'\uAE4E');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE A"), U'\uC544');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE AGS"), U'\uC547');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE WE"), U'\uC6E8');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE GYAEL"), U'\uAC5C');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE KA"), U'\uCE74');
    EXPECT_EQ(lookupName("HANGUL SYLLABLE HIH"), U'\uD7A3');

    EXPECT_EQ(lookupName("HANGUL SYLLABLE"), std::nullopt);
    EXPECT_EQ(lookupName("HANGUL SYLLABLE "), std::nullopt);
    EXPECT_EQ(lookupName("HANGUL SYLLABLE KIYEOK"), std::nullopt);
    EXPECT_EQ(lookupName("HANGUL SYLLABLE GA "), std::nullopt);
    EXPECT_EQ(lookupName("HANGUL SYLLABLE ga"), std::nullopt);
    EXPECT_EQ(lookupName("Hangul Syllable GA"), std::nullopt);
    EXPECT_EQ(lookupName("hangul syllable gag"), std::nullopt);
}

TEST(UnicodeNames, NotNames) {
    EXPECT_EQ(lookupName(""), std::nullopt);
    // Labels in UnicodeData.txt, not names.
    EXPECT_EQ(lookupName("<control>"), std::nullopt);
    EXPECT_EQ(lookupName("<CJK Ideograph, First>"), std::nullopt);
    // Named sequences are several code points.
    EXPECT_EQ(lookupName("LATIN CAPITAL LETTER A WITH MACRON AND GRAVE"), std::nullopt);
    EXPECT_EQ(lookupName("KEYCAP NUMBER SIGN"), std::nullopt);
    // Algorithmic names CPython 3.13 does not know.
    EXPECT_EQ(lookupName("TANGUT IDEOGRAPH-17000"), std::nullopt);
    EXPECT_EQ(lookupName("TANGUT IDEOGRAPH-18D00"), std::nullopt);
    EXPECT_EQ(lookupName("EGYPTIAN HIEROGLYPH-13460"), std::nullopt);
    EXPECT_EQ(lookupName("PRIVATE USE AREA-E000"), std::nullopt);
    // Spacing must be exact and only ASCII letters fold.
    EXPECT_EQ(lookupName("LATIN SMALL LETTER A "), std::nullopt);
    EXPECT_EQ(lookupName(" LATIN SMALL LETTER A"), std::nullopt);
    EXPECT_EQ(lookupName("LATIN  SMALL LETTER A"), std::nullopt);
    EXPECT_EQ(lookupName(std::string_view("LATIN SMALL LETTER A\0", 21)), std::nullopt);
    EXPECT_EQ(lookupName("latin small letter \xC3\x9F"), std::nullopt);
    EXPECT_EQ(lookupName("LATIN SMALL LETTER"), std::nullopt);
    EXPECT_EQ(lookupName("ZZZZ"), std::nullopt);
    EXPECT_EQ(lookupName(std::string(300, 'A')), std::nullopt);
}

TEST(UnicodeNfkc, MatchesCPython) {
    EXPECT_EQ(nfkc("plain_ascii"), "plain_ascii");
    EXPECT_EQ(nfkc("\uFB01"), "fi");
    EXPECT_EQ(nfkc("\u210C"), "H");
    EXPECT_EQ(nfkc("\u2168"), "IX");
    EXPECT_EQ(nfkc("\uFF58"), "x");
    EXPECT_EQ(nfkc("\U0001D518\U0001D52B\U0001D526\U0001D520\U0001D52C\U0001D521\U0001D522"),
              "Unicode");
    EXPECT_EQ(nfkc("\u00B5"), "\u03BC");
    EXPECT_EQ(nfkc("\u017F"), "s");
    EXPECT_EQ(nfkc("\u1D62"), "i");
    EXPECT_EQ(nfkc("\u00B2"), "2");
    EXPECT_EQ(nfkc("\u01C5"), "D\u017E");
    EXPECT_EQ(nfkc("e\u0301"), "\u00E9");
    EXPECT_EQ(nfkc("\u00E9"), "\u00E9");
    EXPECT_EQ(nfkc("A\u030A"), "\u00C5");
    EXPECT_EQ(nfkc("\u212B"), "\u00C5");
    EXPECT_EQ(nfkc("\u1112\u1161\u11AB"), "\uD55C");
    EXPECT_EQ(nfkc("\uFDFA"), "\u0635\u0644\u0649 \u0627\u0644\u0644\u0647 \u0639\u0644\u064A"
                              "\u0647 \u0648\u0633\u0644\u0645");
    EXPECT_EQ(nfkc(""), "");
}

TEST(UnicodeNfkc, KeepsSurrogatesAndInvalidBytes) {
    // Generalized UTF-8 may hold surrogates; they pass through unchanged and
    // the text around them is still normalized.
    EXPECT_EQ(nfkc("\uFB01\xED\xA0\x80\uFB01"), "fi\xED\xA0\x80"
                                                "fi");
    EXPECT_EQ(nfkc("\xFF\u2168"), "\xFFIX");
}

TEST(UnicodeUtf8, DecodeGeneralized) {
    auto decode = [](std::string_view s, char32_t& cp) {
        return decodeUtf8(s.data(), s.data() + s.size(), cp);
    };
    char32_t cp = 0;
    EXPECT_EQ(decode("A", cp), 1);
    EXPECT_EQ(cp, U'A');
    EXPECT_EQ(decode(std::string_view("\0", 1), cp), 1);
    EXPECT_EQ(cp, 0u);
    EXPECT_EQ(decode("\xDF\xBF", cp), 2);
    EXPECT_EQ(cp, 0x7FFu);
    EXPECT_EQ(decode("\xE2\x82\xAC", cp), 3);
    EXPECT_EQ(cp, 0x20ACu);
    EXPECT_EQ(decode("\xF4\x8F\xBF\xBF", cp), 4);
    EXPECT_EQ(cp, 0x10FFFFu);
    EXPECT_EQ(decode("\xF0\x90\x80\x80xyz", cp), 4);
    EXPECT_EQ(cp, 0x10000u);
    // Surrogates are allowed in generalized UTF-8.
    EXPECT_EQ(decode("\xED\xA0\x80", cp), 3);
    EXPECT_EQ(cp, 0xD800u);
    EXPECT_EQ(decode("\xED\xBF\xBF", cp), 3);
    EXPECT_EQ(cp, 0xDFFFu);

    for (std::string_view bad :
         {"\x80", "\xBF", "\xC0\xAF", "\xC1\xBF", "\xE0\x80\x80", "\xE0\x9F\xBF",
          "\xF0\x8F\xBF\xBF", "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xFF", "\xE2\x82",
          "\xE2\x82\x41", "\xC3", "\xF0\x90\x80"}) {
        EXPECT_EQ(decode(bad, cp), 0) << testing::PrintToString(std::string(bad));
    }
    // A truncated sequence must not read past `end` even if bytes follow.
    std::string buffer = "\xE2\x82\xAC";
    EXPECT_EQ(decodeUtf8(buffer.data(), buffer.data() + 2, cp), 0);
}

TEST(UnicodeUtf8, FindInvalidMatchesPythonCodec) {
    constexpr size_t npos = std::string_view::npos;
    EXPECT_EQ(findInvalidUtf8(""), npos);
    EXPECT_EQ(findInvalidUtf8("abc"), npos);
    EXPECT_EQ(findInvalidUtf8("\xED\x9F\xBF"), npos);
    EXPECT_EQ(findInvalidUtf8("\xF4\x8F\xBF\xBF"), npos);
    EXPECT_EQ(findInvalidUtf8("\xF0\x90\x80\x80"), npos);
    EXPECT_EQ(findInvalidUtf8("\xDF\xBF"), npos);
    EXPECT_EQ(findInvalidUtf8("a\x80"), 1u);
    EXPECT_EQ(findInvalidUtf8("\xC0\xAF"), 0u);
    EXPECT_EQ(findInvalidUtf8("\xC1\xBF"), 0u);
    EXPECT_EQ(findInvalidUtf8("\xE0\x80\x80"), 0u);
    EXPECT_EQ(findInvalidUtf8("\xE0\x9F\xBF"), 0u);
    EXPECT_EQ(findInvalidUtf8("\xED\xA0\x80"), 0u); // Surrogates are invalid here.
    EXPECT_EQ(findInvalidUtf8("ab\xF4\x90\x80\x80"), 2u);
    EXPECT_EQ(findInvalidUtf8("\xE2\x82"), 0u);
    EXPECT_EQ(findInvalidUtf8("\xF5\x80\x80\x80"), 0u);
    EXPECT_EQ(findInvalidUtf8("x\xE2\x82\xACy\xFF"), 5u);
    EXPECT_EQ(findInvalidUtf8("\xF0\x8F\xBF\xBF"), 0u);
    EXPECT_EQ(findInvalidUtf8("\xE2\x82"
                              "A"),
              0u);
}

TEST(UnicodeUtf8, AppendRoundTrips) {
    std::string out;
    appendUtf8(out, U'A');
    appendUtf8(out, 0x7FF);
    appendUtf8(out, 0x20AC);
    appendUtf8(out, 0xD800);
    appendUtf8(out, 0x10FFFF);
    EXPECT_EQ(out, "A\xDF\xBF\xE2\x82\xAC\xED\xA0\x80\xF4\x8F\xBF\xBF");

    // Every code point survives encode + decode, and only surrogates are
    // rejected by the strict validator.
    for (char32_t cp = 0; cp <= kMaxCodePoint; ++cp) {
        std::string s;
        appendUtf8(s, cp);
        char32_t back = 0;
        int length = decodeUtf8(s.data(), s.data() + s.size(), back);
        ASSERT_EQ(length, static_cast<int>(s.size())) << static_cast<uint32_t>(cp);
        ASSERT_EQ(back, cp);
        bool surrogate = cp >= 0xD800 && cp <= 0xDFFF;
        ASSERT_EQ(findInvalidUtf8(s) == std::string_view::npos, !surrogate)
            << static_cast<uint32_t>(cp);
    }
}

} // namespace
