// Unit tests of int, bool, float and complex: the C++ API (representation
// invariants, conversions) and, table-driven, the Python-visible behaviour
// through the object protocol. The table (numbers_cases.inc) holds what
// CPython 3.13 printed for each operation; tests/unit/gen_numstr_cases.py
// regenerates it.
#include "numstr_test_support.h"

#include "objects/int.h"

#include <cmath>

namespace taipan::numstr_test {
namespace {

const Case kNumberCases[] = {
#include "numbers_cases.inc"
};

class Numbers : public NumStrTest {};

TEST_F(Numbers, MatchesCPython) {
    runCases(kNumberCases, sizeof kNumberCases / sizeof kNumberCases[0]);
}

TEST_F(Numbers, SmallIntsStayTagged) {
    // Values in the small range are never heap objects, whatever made them.
    Ref a = intFromInt64(Value::kSmallIntMax);
    EXPECT_TRUE(a.get().isSmallInt());
    Ref b = intFromInt64(Value::kSmallIntMax + 1);
    EXPECT_FALSE(b.get().isSmallInt());
    EXPECT_EQ(typeOf(b.get()), &gIntType);
    Ref back = binaryOp(b.get(), Value::fromSmallInt(1), BinaryOp::Sub);
    ASSERT_TRUE(back);
    EXPECT_TRUE(back.get().isSmallInt());
    EXPECT_EQ(back.get().smallInt(), Value::kSmallIntMax);
    Ref neg = intFromDigits("4611686018427387904", 10); // 2**62
    Ref negated = unaryOp(neg.get(), UnaryOp::Neg);
    ASSERT_TRUE(negated);
    EXPECT_TRUE(negated.get().isSmallInt()); // -2**62 is the small minimum
}

TEST_F(Numbers, Int64AndDoubleConversions) {
    int64_t out = 0;
    Ref big = intFromDigits("9223372036854775807", 10);
    EXPECT_TRUE(intToInt64(big.get(), out));
    EXPECT_EQ(out, INT64_MAX);
    Ref bigger = intFromDigits("9223372036854775808", 10);
    EXPECT_FALSE(intToInt64(bigger.get(), out));
    EXPECT_FALSE(hasPendingException());
    EXPECT_FALSE(indexToInt64(bigger.get(), out, gIndexError));
    EXPECT_EQ(errorText(), "IndexError: cannot fit 'int' into an index-sized integer");
    EXPECT_TRUE(indexToInt64(bigger.get(), out, nullptr));
    EXPECT_EQ(out, INT64_MAX);
    double d = 0;
    EXPECT_TRUE(intToDouble(bigger.get(), d));
    EXPECT_EQ(d, 9223372036854775808.0);
    Ref fromDouble = intFromDouble(-1e20);
    EXPECT_EQ(reprOrError(fromDouble), "-100000000000000000000");
    EXPECT_EQ(intSign(fromDouble.get()), -1);
    EXPECT_EQ(reprOrError(intFromUint64(UINT64_MAX)), "18446744073709551615");
}

TEST_F(Numbers, TextConversions) {
    EXPECT_EQ(reprOrError(intToBaseString(Value::fromSmallInt(-255), 16)), "'-0xff'");
    EXPECT_EQ(reprOrError(intToBaseString(Value::fromSmallInt(5), 2)), "'0b101'");
    EXPECT_EQ(reprOrError(intToBaseString(Value::fromSmallInt(0), 8)), "'0o0'");
    EXPECT_EQ(reprOrError(intFromString("  -0x_1f ", 0, Value())), "-31");
    EXPECT_EQ(reprOrError(floatFromString(" 1_5.25e1 ", Value())), "152.5");
    // The digit limit follows sys.set_int_max_str_digits().
    int64_t saved = intMaxStrDigits();
    setIntMaxStrDigits(640);
    Ref big = intFromDigits(std::string(700, '7'), 10);
    EXPECT_FALSE(intToDecimalString(big.get()));
    EXPECT_EQ(errorText(),
              "ValueError: Exceeds the limit (640 digits) for integer string conversion; use "
              "sys.set_int_max_str_digits() to increase the limit");
    setIntMaxStrDigits(0);
    EXPECT_TRUE(intToDecimalString(big.get()));
    setIntMaxStrDigits(saved);
}

TEST_F(Numbers, HashesAgreeAcrossTypes) {
    // Equal numbers hash equal whatever their type.
    const char* values[] = {"0", "1", "-1", "2305843009213693952",
                            "1267650600228229401496703205376"};
    for (const char* text : values) {
        Ref i = lit(text);
        double d = 0;
        ASSERT_TRUE(intToDouble(i.get(), d));
        Ref f = floatFromDouble(d);
        int64_t hi = 0, hf = 0;
        ASSERT_TRUE(hashValue(i.get(), hi));
        ASSERT_TRUE(hashValue(f.get(), hf));
        EXPECT_EQ(hi, hf) << text;
    }
    EXPECT_EQ(floatHash(0.5, Value()), 1152921504606846976);
}

TEST_F(Numbers, FormatDoubleLayouts) {
    EXPECT_EQ(formatDouble(0.1, 'r', 0, false), "0.1");
    EXPECT_EQ(formatDouble(2.5, 'f', 0, false), "2");
    EXPECT_EQ(formatDouble(1.0, 'g', 6, true), "1.00000");
    EXPECT_EQ(formatDouble(-HUGE_VAL, 'F', 2, false), "-INF");
    EXPECT_EQ(formatDouble(std::nan(""), 'e', 2, false), "nan");
}

TEST_F(Numbers, BoolSingletons) {
    Ref t = call(Value::fromObject(&gBoolType), nullptr, 0);
    ASSERT_TRUE(t);
    EXPECT_TRUE(t.get().is(falseValue()));
    Ref sum = binaryOp(trueValue(), trueValue(), BinaryOp::Add);
    ASSERT_TRUE(sum);
    EXPECT_TRUE(sum.get().isSmallInt());
    Ref both = binaryOp(trueValue(), falseValue(), BinaryOp::Or);
    EXPECT_TRUE(both.get().is(trueValue()));
}

} // namespace
} // namespace taipan::numstr_test
