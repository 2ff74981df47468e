// Tests for taipan::repr: every expected string below is what CPython 3.13
// printed for repr() of the same value (recorded with python3.13 -c).
#include "runtime/repr.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

namespace {

using namespace taipan::repr;

std::string strRepr(std::string_view text) {
    std::string out;
    appendStrRepr(out, text);
    return out;
}

std::string bytesRepr(std::string_view bytes) {
    std::string out;
    appendBytesRepr(out, bytes);
    return out;
}

std::string floatRepr(double value) {
    std::string out;
    appendFloatRepr(out, value);
    return out;
}

std::string complexRepr(double real, double imag) {
    std::string out;
    appendComplexRepr(out, real, imag);
    return out;
}

constexpr double kInf = std::numeric_limits<double>::infinity();
const double kNan = std::nan("");

TEST(StrRepr, QuoteChoice) {
    EXPECT_EQ(strRepr("abc"), "'abc'");
    EXPECT_EQ(strRepr(""), "''");
    EXPECT_EQ(strRepr("a'b"), "\"a'b\"");
    EXPECT_EQ(strRepr("a\"b"), "'a\"b'");
    EXPECT_EQ(strRepr("a'\"b"), "'a\\'\"b'");
}

TEST(StrRepr, AsciiEscapes) {
    EXPECT_EQ(strRepr(std::string_view("\t\n\r\x00\x7f\\", 6)), "'\\t\\n\\r\\x00\\x7f\\\\'");
    EXPECT_EQ(strRepr("\x0b\x0c\x1c"), "'\\x0b\\x0c\\x1c'");
    EXPECT_EQ(strRepr(" ~"), "' ~'");
}

TEST(StrRepr, NonAscii) {
    // U+0080, U+00A0 (no-break space, Zs), U+00AD (soft hyphen, Cf),
    // U+2028 (Zl) are escaped; printable letters stay as they are.
    EXPECT_EQ(strRepr("\xc2\x80\xc2\xa0\xc2\xad\xe2\x80\xa8"), "'\\x80\\xa0\\xad\\u2028'");
    EXPECT_EQ(strRepr("\xc3\xa9\xe6\xbc\xa2"), "'\xc3\xa9\xe6\xbc\xa2'"); // 'é漢'
    EXPECT_EQ(strRepr("\xc3\xbf"), "'\xc3\xbf'");                         // 'ÿ' is printable
    EXPECT_EQ(strRepr("\xc2\x85\xc2\x9f"), "'\\x85\\x9f'");
    EXPECT_EQ(strRepr("\xcd\xb8\xef\xbf\xbf"), "'\\u0378\\uffff'"); // unassigned
    EXPECT_EQ(strRepr("\xe2\x80\x8b\xe3\x80\x80 \xc2\xa0x"), "'\\u200b\\u3000 \\xa0x'");
    EXPECT_EQ(strRepr("\xcc\x80"), "'\xcc\x80'"); // a combining mark (Mn) is printable
}

TEST(StrRepr, AstralPlanes) {
    EXPECT_EQ(strRepr("\xf0\x9f\x98\x80"), "'\xf0\x9f\x98\x80'"); // U+1F600
    EXPECT_EQ(strRepr("\xf0\x90\x80\x80"), "'\xf0\x90\x80\x80'"); // U+10000
    EXPECT_EQ(strRepr("\xf3\xa0\x80\x81"), "'\\U000e0001'");      // U+E0001, Cf
    EXPECT_EQ(strRepr("\xf3\xb0\x80\x80\xf4\x8f\xbf\xbd"), "'\\U000f0000\\U0010fffd'");
    EXPECT_EQ(strRepr("\xf4\x8f\xbf\xbf"), "'\\U0010ffff'");
}

TEST(StrRepr, LoneSurrogates) {
    // Generalized UTF-8 keeps lone surrogates as 3-byte sequences.
    EXPECT_EQ(strRepr("\xed\xa0\x80"), "'\\ud800'");
    EXPECT_EQ(strRepr("\xed\xbf\xbf\xed\xaf\xbf\xed\xb0\x80"), "'\\udfff\\udbff\\udc00'");
}

TEST(BytesRepr, Basics) {
    EXPECT_EQ(bytesRepr("abc"), "b'abc'");
    EXPECT_EQ(bytesRepr(""), "b''");
    EXPECT_EQ(bytesRepr("a'b"), "b\"a'b\"");
    EXPECT_EQ(bytesRepr("a\"b"), "b'a\"b'");
    EXPECT_EQ(bytesRepr("a'\"b"), "b'a\\'\"b'");
    EXPECT_EQ(bytesRepr("\\\t\n\r\x7f \x80\xff"), "b'\\\\\\t\\n\\r\\x7f \\x80\\xff'");
}

TEST(BytesRepr, EveryByteClass) {
    std::string bytes;
    for (int i = 0; i < 256; i += 7)
        bytes += static_cast<char>(i);
    EXPECT_EQ(bytesRepr(bytes),
              "b'\\x00\\x07\\x0e\\x15\\x1c#*18?FMT[bipw~\\x85\\x8c\\x93\\x9a\\xa1\\xa8\\xaf"
              "\\xb6\\xbd\\xc4\\xcb\\xd2\\xd9\\xe0\\xe7\\xee\\xf5\\xfc'");
}

TEST(FloatRepr, FixedNotation) {
    EXPECT_EQ(floatRepr(0.0), "0.0");
    EXPECT_EQ(floatRepr(-0.0), "-0.0");
    EXPECT_EQ(floatRepr(1.0), "1.0");
    EXPECT_EQ(floatRepr(-1.0), "-1.0");
    EXPECT_EQ(floatRepr(0.1), "0.1");
    EXPECT_EQ(floatRepr(0.5), "0.5");
    EXPECT_EQ(floatRepr(2.5), "2.5");
    EXPECT_EQ(floatRepr(100.0), "100.0");
    EXPECT_EQ(floatRepr(4.35), "4.35");
    EXPECT_EQ(floatRepr(123.456), "123.456");
    EXPECT_EQ(floatRepr(12345.678), "12345.678");
    EXPECT_EQ(floatRepr(1.0 / 3.0), "0.3333333333333333");
    EXPECT_EQ(floatRepr(0.001), "0.001");
    EXPECT_EQ(floatRepr(1e-4), "0.0001");
    EXPECT_EQ(floatRepr(0.0001234), "0.0001234");
    EXPECT_EQ(floatRepr(1e15), "1000000000000000.0");
    EXPECT_EQ(floatRepr(9999999999999998.0), "9999999999999998.0");
    EXPECT_EQ(floatRepr(9007199254740992.0), "9007199254740992.0");
    EXPECT_EQ(floatRepr(1234567890123456.7), "1234567890123456.8");
}

TEST(FloatRepr, ExponentNotation) {
    EXPECT_EQ(floatRepr(1e16), "1e+16");
    EXPECT_EQ(floatRepr(9.999999999999999e15), "1e+16");
    EXPECT_EQ(floatRepr(1e22), "1e+22");
    EXPECT_EQ(floatRepr(1e23), "1e+23");
    EXPECT_EQ(floatRepr(1e100), "1e+100");
    EXPECT_EQ(floatRepr(1.5e300), "1.5e+300");
    EXPECT_EQ(floatRepr(123456789012345678.0), "1.2345678901234568e+17");
    EXPECT_EQ(floatRepr(1.7976931348623157e308), "1.7976931348623157e+308");
    EXPECT_EQ(floatRepr(1e-5), "1e-05");
    EXPECT_EQ(floatRepr(1e-7), "1e-07");
    EXPECT_EQ(floatRepr(-1.5e-10), "-1.5e-10");
    EXPECT_EQ(floatRepr(5e-324), "5e-324");
    EXPECT_EQ(floatRepr(2.2250738585072014e-308), "2.2250738585072014e-308");
}

TEST(FloatRepr, NonFinite) {
    EXPECT_EQ(floatRepr(kInf), "inf");
    EXPECT_EQ(floatRepr(-kInf), "-inf");
    EXPECT_EQ(floatRepr(kNan), "nan");
    EXPECT_EQ(floatRepr(-kNan), "nan");
}

TEST(ComplexRepr, PureImaginary) {
    EXPECT_EQ(complexRepr(0.0, 1.0), "1j");
    EXPECT_EQ(complexRepr(0.0, 0.0), "0j");
    EXPECT_EQ(complexRepr(0.0, -0.0), "-0j");
    EXPECT_EQ(complexRepr(0.0, 1.5), "1.5j");
    EXPECT_EQ(complexRepr(0.0, 100.0), "100j");
    EXPECT_EQ(complexRepr(0.0, 1e15), "1000000000000000j");
    EXPECT_EQ(complexRepr(0.0, 1e16), "1e+16j");
    EXPECT_EQ(complexRepr(0.0, 1e100), "1e+100j");
    EXPECT_EQ(complexRepr(0.0, 1e-5), "1e-05j");
    EXPECT_EQ(complexRepr(0.0, 0.1), "0.1j");
    EXPECT_EQ(complexRepr(0.0, 5e-324), "5e-324j");
    EXPECT_EQ(complexRepr(0.0, kInf), "infj");
    EXPECT_EQ(complexRepr(0.0, -kInf), "-infj");
    EXPECT_EQ(complexRepr(0.0, kNan), "nanj");
    EXPECT_EQ(complexRepr(0.0, -kNan), "nanj");
    EXPECT_EQ(complexRepr(0.0, -1.5e-10), "-1.5e-10j");
}

TEST(ComplexRepr, General) {
    EXPECT_EQ(complexRepr(1.0, 2.0), "(1+2j)");
    EXPECT_EQ(complexRepr(1.0, 0.0), "(1+0j)");
    EXPECT_EQ(complexRepr(1.0, -0.0), "(1-0j)");
    EXPECT_EQ(complexRepr(-0.0, 1.0), "(-0+1j)");
    EXPECT_EQ(complexRepr(-0.0, -2.5), "(-0-2.5j)");
    EXPECT_EQ(complexRepr(1.0, 1e22), "(1+1e+22j)");
    EXPECT_EQ(complexRepr(1e16, -2.5), "(1e+16-2.5j)");
    EXPECT_EQ(complexRepr(1e15, -2.5), "(1000000000000000-2.5j)");
    EXPECT_EQ(complexRepr(1.0, kInf), "(1+infj)");
    EXPECT_EQ(complexRepr(1.0, -kInf), "(1-infj)");
    EXPECT_EQ(complexRepr(-kInf, -kInf), "(-inf-infj)");
    EXPECT_EQ(complexRepr(1.0, kNan), "(1+nanj)");
    EXPECT_EQ(complexRepr(1.0, -kNan), "(1+nanj)");
    EXPECT_EQ(complexRepr(kNan, kNan), "(nan+nanj)");
    EXPECT_EQ(complexRepr(-0.0, -kNan), "(-0+nanj)");
}

TEST(IntegerToDecimal, SmallValues) {
    EXPECT_EQ(integerToDecimal("0", 10), "0");
    EXPECT_EQ(integerToDecimal("000", 8), "0");
    EXPECT_EQ(integerToDecimal("12345", 10), "12345");
    EXPECT_EQ(integerToDecimal("ff", 16), "255");
    EXPECT_EQ(integerToDecimal("FF", 16), "255");
    EXPECT_EQ(integerToDecimal("777", 8), "511");
    EXPECT_EQ(integerToDecimal("1010", 2), "10");
    EXPECT_EQ(integerToDecimal("1_000_000", 10), "1000000");
    EXPECT_EQ(integerToDecimal("ffffffffffffffff", 16), "18446744073709551615");
}

TEST(IntegerToDecimal, BigValues) {
    EXPECT_EQ(integerToDecimal("10000000000000000", 16), "18446744073709551616");
    EXPECT_EQ(integerToDecimal("18446744073709551616", 10), "18446744073709551616");
    EXPECT_EQ(integerToDecimal(std::string(40, 'f'), 16),
              "1461501637330902918203684832716283019655932542975");
    EXPECT_EQ(integerToDecimal(std::string(100, '1'), 2), "1267650600228229401496703205375");
    EXPECT_EQ(integerToDecimal(std::string(30, '7'), 8), "1237940039285380274899124223");
    EXPECT_EQ(integerToDecimal("DEADbeefDEADbeefDEADbeefDEADbeefDEADbeef", 16),
              "1271270613000041655817448348132275889066893754095");
    std::string hundredDigits(100, '9');
    EXPECT_EQ(integerToDecimal(hundredDigits, 10), hundredDigits);
}

} // namespace
