// Unit tests of str and bytes: the C++ API (PEP 393 kinds, interning, UTF-8
// caching, hashing shared with bytes) and, table-driven, the methods and
// operators through the object protocol. The table (str_cases.inc) holds
// what CPython 3.13 printed for each operation; tests/unit/gen_numstr_cases.py
// regenerates it.
#include "numstr_test_support.h"

#include "objects/bytes.h"
#include "objects/str.h"

namespace taipan::numstr_test {
namespace {

const Case kStrCases[] = {
#include "str_cases.inc"
};

class Strings : public NumStrTest {};

TEST_F(Strings, MatchesCPython) {
    runCases(kStrCases, sizeof kStrCases / sizeof kStrCases[0]);
}

TEST_F(Strings, KindsAreNarrowest) {
    Ref ascii = strFromUtf8("abc");
    EXPECT_EQ(asStr(ascii.get())->kind, 1);
    EXPECT_TRUE(asStr(ascii.get())->ascii);
    Ref latin = strFromUtf8("caf\xc3\xa9");
    EXPECT_EQ(asStr(latin.get())->kind, 1);
    EXPECT_FALSE(asStr(latin.get())->ascii);
    Ref bmp = strFromUtf8("\xe2\x82\xac");
    EXPECT_EQ(asStr(bmp.get())->kind, 2);
    Ref astral = strFromUtf8("a\xf0\x9f\x98\x80");
    EXPECT_EQ(asStr(astral.get())->kind, 4);
    EXPECT_EQ(asStr(astral.get())->length, 2);
    // A slice of a wide string that only holds narrow characters is narrow.
    Ref narrowed = strSubstring(asStr(astral.get()), 0, 1);
    EXPECT_EQ(asStr(narrowed.get())->kind, 1);
    EXPECT_TRUE(strEquals(asStr(narrowed.get()), asStr(strFromAscii("a").get())));
    // Lone surrogates survive the UTF-8 round trip (generalized UTF-8).
    Ref surrogate = strFromUtf8("\xed\xb2\x80");
    EXPECT_EQ(asStr(surrogate.get())->length, 1);
    EXPECT_EQ(strCodePointAt(asStr(surrogate.get()), 0), 0xDC80u);
    EXPECT_EQ(strUtf8(asStr(surrogate.get())), "\xed\xb2\x80");
}

TEST_F(Strings, InterningGivesOneObject) {
    Str* a = internStr("some_identifier");
    Str* b = internStr("some_identifier");
    EXPECT_EQ(a, b);
    Ref fresh = strFromAscii("some_identifier");
    EXPECT_NE(asStr(fresh.get()), a);
    EXPECT_EQ(internStr(asStr(fresh.get())), a);
    EXPECT_TRUE(a->interned);
}

TEST_F(Strings, HashSharedWithBytes) {
    // hash('abc') == hash(b'abc') and hash('') == 0, as in CPython.
    Ref s = strFromAscii("abc");
    Ref b = bytesFromData("abc");
    int64_t hs = 0, hb = 0;
    ASSERT_TRUE(hashValue(s.get(), hs));
    ASSERT_TRUE(hashValue(b.get(), hb));
    EXPECT_EQ(hs, hb);
    EXPECT_NE(hs, -1);
    Ref empty = strFromAscii("");
    ASSERT_TRUE(hashValue(empty.get(), hs));
    EXPECT_EQ(hs, 0);
}

TEST_F(Strings, NativeHelpers) {
    Ref parts[] = {strFromAscii("a"), strFromUtf8("\xe2\x82\xac"), strFromAscii("bc")};
    Value items[] = {parts[0].get(), parts[1].get(), parts[2].get()};
    Ref joined = strJoinArray(items, 3);
    EXPECT_EQ(reprOrError(joined), "'a\xe2\x82\xac"
                                   "bc'");
    EXPECT_EQ(reprOrError(strConcat(parts[0].get(), parts[2].get())), "'abc'");
    EXPECT_EQ(strCompare(asStr(parts[0].get()), asStr(parts[1].get())), -1);
    EXPECT_EQ(reprOrError(strEscapeNonAscii(asStr(joined.get()))), "'a\\\\u20acbc'");
    EXPECT_TRUE(strIsIdentifier(asStr(strFromAscii("_x1").get())));
    EXPECT_FALSE(strIsIdentifier(asStr(strFromAscii("1x").get())));
    EXPECT_EQ(reprOrError(strFromCodePoint(0x1F600)), "'\xf0\x9f\x98\x80'");
    EXPECT_EQ(reprOrError(decodeBytes("\xc3\xa9", nullptr, nullptr)), "'\xc3\xa9'");
}

} // namespace
} // namespace taipan::numstr_test
