// Unit tests of the format-spec mini-language (format() of int, float,
// complex and str), str.format / format_map and printf-style formatting.
// The table (format_cases.inc) holds what CPython 3.13 printed for each
// operation; tests/unit/gen_numstr_cases.py regenerates it.
#include "numstr_test_support.h"

#include "objects/format.h"

namespace taipan::numstr_test {
namespace {

const Case kFormatCases[] = {
#include "format_cases.inc"
};

class Formatting : public NumStrTest {};

TEST_F(Formatting, MatchesCPython) {
    runCases(kFormatCases, sizeof kFormatCases / sizeof kFormatCases[0]);
}

TEST_F(Formatting, ParsesSpecFields) {
    Ref spec = strFromUtf8("\xe2\x82\xac^+#012,.3f");
    FormatSpec parsed;
    ASSERT_TRUE(parseFormatSpec(asStr(spec.get()), "float", parsed));
    EXPECT_EQ(parsed.fill, U'\u20ac');
    EXPECT_EQ(parsed.align, '^');
    EXPECT_EQ(parsed.sign, '+');
    EXPECT_TRUE(parsed.alternate);
    EXPECT_FALSE(parsed.zeroPad); // a fill was given, so '0' is part of the width
    EXPECT_EQ(parsed.width, 12);
    EXPECT_EQ(parsed.grouping, ',');
    EXPECT_EQ(parsed.precision, 3);
    EXPECT_EQ(parsed.type, U'f');
    Ref bad = strFromAscii("abc");
    EXPECT_FALSE(parseFormatSpec(asStr(bad.get()), "int", parsed));
    EXPECT_EQ(errorText(), "ValueError: Invalid format specifier 'abc' for object of type 'int'");
}

} // namespace
} // namespace taipan::numstr_test
