// Unit tests of the container types (tuple, list, dict, set, frozenset,
// range, slice) through their native API and the object protocol. Every
// expected repr, hash and error message was printed by CPython 3.13 for the
// same operation (the Python expression is given beside each check).
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/list_sort.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/gc.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

namespace taipan {
namespace {

class Containers : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { ASSERT_TRUE(readyBuiltinTypes()); }
    void TearDown() override {
        EXPECT_FALSE(hasPendingException()) << "an exception was left pending";
        clearPendingException();
    }
};

std::string utf8(Value str) {
    return std::string(strUtf8(asStr(str)));
}

// repr(v), or the pending error.
std::string errorText();
std::string reprOf(Value v) {
    if (!v) return "<error " + errorText() + ">";
    Ref text = repr(v);
    if (!text) return "<error " + errorText() + ">";
    return utf8(text.get());
}

// "Type: message" of the pending exception, which is cleared.
std::string errorText() {
    if (!hasPendingException()) return "<no exception>";
    Ref exception = takePendingException();
    std::string result = typeOf(exception.get())->name;
    Ref message = str(exception.get());
    if (message) {
        result += ": " + utf8(message.get());
    } else {
        clearPendingException();
    }
    return result;
}

Ref Big(const char* digits) {
    return intFromDigits(digits, 10);
}
Ref S(const char* text) {
    return strFromUtf8(text);
}

Ref L(std::initializer_list<Value> items) {
    std::vector<Value> values(items);
    return listFromValues(values.data(), static_cast<int64_t>(values.size()));
}
Ref T(std::initializer_list<Value> items) {
    std::vector<Value> values(items);
    return tupleFromValues(values.data(), static_cast<int64_t>(values.size()));
}
// A list of small ints.
Ref Ints(std::initializer_list<int64_t> items) {
    Ref list = listNew();
    for (int64_t v : items)
        EXPECT_TRUE(listAppend(asList(list.get()), Value::fromSmallInt(v)));
    return list;
}
Value V(int64_t v) {
    return Value::fromSmallInt(v);
}
Value typeValue(Type* type) {
    return Value::fromObject(type);
}

Ref callWith(Value callable, std::initializer_list<Value> args) {
    std::vector<Value> values(args);
    return call(callable, values.data(), values.size());
}
Ref method(Value self, const char* name, std::initializer_list<Value> args = {}) {
    std::vector<Value> values(args);
    return callMethod(self, internStr(name), values.data(), values.size());
}
Ref setOf(std::initializer_list<int64_t> items) {
    Ref list = Ints(items);
    return setFromIterable(&gSetType, list.get());
}
int64_t hashOf(Value v) {
    int64_t hash = 0;
    EXPECT_TRUE(hashValue(v, hash)) << errorText();
    return hash;
}

// ---- tuple -----------------------------------------------------------------------------

TEST_F(Containers, TupleRepr) {
    EXPECT_EQ(reprOf(emptyTuple().get()), "()");
    EXPECT_EQ(reprOf(T({V(1)}).get()), "(1,)");
    Ref s = S("a");
    EXPECT_EQ(reprOf(T({V(1), s.get()}).get()), "(1, 'a')");
    Ref inner = T({V(3)});
    Ref nested = L({V(2), inner.get()});
    EXPECT_EQ(reprOf(T({V(1), nested.get()}).get()), "(1, [2, (3,)])");
}

TEST_F(Containers, TupleHashMatchesCPython) {
    EXPECT_EQ(hashOf(T({V(1), V(2)}).get()), -3550055125485641917);     // hash((1,2))
    EXPECT_EQ(hashOf(emptyTuple().get()), 5740354900026072187);         // hash(())
    EXPECT_EQ(hashOf(T({V(1)}).get()), -6644214454873602895);           // hash((1,))
    EXPECT_EQ(hashOf(T({V(1), V(2), V(3)}).get()), 529344067295497451); // hash((1,2,3))
    EXPECT_EQ(hashOf(T({noneValue()}).get()), 9181102132670838864ull);  // hash((None,))
    EXPECT_EQ(hashOf(T({V(-1)}).get()), 8078679518589016365);           // hash((-1,))
    Ref a = T({V(1), V(2)}), b = T({V(3)});
    EXPECT_EQ(hashOf(T({a.get(), b.get()}).get()), -8303551883679707139); // hash(((1,2),(3,)))
    Ref list = L({});
    Ref withList = T({V(1), list.get()});
    int64_t hash;
    EXPECT_FALSE(hashValue(withList.get(), hash));
    EXPECT_EQ(errorText(), "TypeError: unhashable type: 'list'");
}

TEST_F(Containers, TupleIndexing) {
    Ref t = T({V(1), V(2), V(3), V(4)});
    EXPECT_EQ(reprOf(getItem(t.get(), V(-1)).get()), "4");
    EXPECT_FALSE(getItem(t.get(), V(5)));
    EXPECT_EQ(errorText(), "IndexError: tuple index out of range");
    Ref key = S("a");
    EXPECT_FALSE(getItem(t.get(), key.get()));
    EXPECT_EQ(errorText(), "TypeError: tuple indices must be integers or slices, not str");
    Ref step3 = sliceNew(Value(), Value(), V(3));
    EXPECT_EQ(reprOf(getItem(t.get(), step3.get()).get()), "(1, 4)"); // (1,2,3,4)[::3]
    Ref huge = Big("-1000000000000000000000000000000");
    EXPECT_FALSE(getItem(t.get(), huge.get()));
    EXPECT_EQ(errorText(), "IndexError: cannot fit 'int' into an index-sized integer");
}

TEST_F(Containers, TupleOperators) {
    Ref a = T({V(1), V(2)});
    EXPECT_EQ(reprOf(binaryOp(a.get(), V(3), BinaryOp::Mul).get()), "(1, 2, 1, 2, 1, 2)");
    EXPECT_EQ(reprOf(binaryOp(V(-5), a.get(), BinaryOp::Mul).get()), "()");
    Ref list = Ints({1});
    EXPECT_FALSE(binaryOp(a.get(), list.get(), BinaryOp::Add));
    EXPECT_EQ(errorText(), "TypeError: can only concatenate tuple (not \"list\") to tuple");
    Ref b = T({V(3)});
    EXPECT_EQ(reprOf(binaryOp(a.get(), b.get(), BinaryOp::Add).get()), "(1, 2, 3)");
    Ref c = T({V(1), V(2), V(3)});
    EXPECT_EQ(compareBool(c.get(), a.get(), CompareOp::Gt), 1); // (1,2,3) > (1,2)
    Ref s = S("a");
    Ref d = T({V(1), s.get()});
    EXPECT_EQ(compareBool(a.get(), d.get(), CompareOp::Lt), -1);
    EXPECT_EQ(errorText(), "TypeError: '<' not supported between instances of 'int' and 'str'");
    EXPECT_EQ(contains(a.get(), V(2)), 1);
    EXPECT_EQ(contains(a.get(), V(5)), 0);
}

TEST_F(Containers, TupleMethods) {
    Ref t = T({V(1), V(2), V(1)});
    EXPECT_EQ(reprOf(method(t.get(), "count", {V(1)}).get()), "2");
    EXPECT_EQ(reprOf(method(t.get(), "index", {V(1), V(1)}).get()), "2");
    EXPECT_FALSE(method(t.get(), "index", {V(7)}));
    EXPECT_EQ(errorText(), "ValueError: tuple.index(x): x not in tuple");
    EXPECT_FALSE(method(t.get(), "count", {}));
    EXPECT_EQ(errorText(), "TypeError: tuple.count() takes exactly one argument (0 given)");
    EXPECT_FALSE(method(t.get(), "index", {}));
    EXPECT_EQ(errorText(), "TypeError: index expected at least 1 argument, got 0");
}

TEST_F(Containers, TupleConstructor) {
    Ref list = Ints({1, 2});
    EXPECT_EQ(reprOf(callWith(typeValue(&gTupleType), {list.get()}).get()), "(1, 2)");
    EXPECT_FALSE(callWith(typeValue(&gTupleType), {V(1)}));
    EXPECT_EQ(errorText(), "TypeError: 'int' object is not iterable");
    EXPECT_FALSE(callWith(typeValue(&gTupleType), {V(1), V(2)}));
    EXPECT_EQ(errorText(), "TypeError: tuple expected at most 1 argument, got 2");
}

// ---- list ------------------------------------------------------------------------------

TEST_F(Containers, ListReprWithCycle) {
    Ref list = Ints({1});
    ASSERT_TRUE(listAppend(asList(list.get()), list.get()));
    EXPECT_EQ(reprOf(list.get()), "[1, [...]]");
    listClear(asList(list.get())); // breaks the cycle
    EXPECT_EQ(reprOf(list.get()), "[]");
    Ref dict = dictNew();
    ASSERT_TRUE(dictSetItem(asDict(dict.get()), V(1), dict.get()));
    EXPECT_EQ(reprOf(dict.get()), "{1: {...}}");
    dictClear(asDict(dict.get()));
}

TEST_F(Containers, ListIndexingAndSlicing) {
    Ref list = Ints({1, 2, 3, 4, 5, 6});
    auto slice = [&](Value start, Value stop, Value step) {
        Ref s = sliceNew(start, stop, step);
        return reprOf(getItem(list.get(), s.get()).get());
    };
    EXPECT_EQ(slice(V(1), V(5), V(2)), "[2, 4]");
    EXPECT_EQ(slice(Value(), Value(), V(-2)), "[6, 4, 2]");
    EXPECT_EQ(slice(V(-2), Value(), Value()), "[5, 6]");
    EXPECT_EQ(slice(V(5), V(1), V(-1)), "[6, 5, 4, 3]");
    Ref huge = Big("1000000000000000000000000000000");
    EXPECT_EQ(slice(V(1), huge.get(), Value()), "[2, 3, 4, 5, 6]");
    EXPECT_EQ(slice(V(1), V(2), V(0)), "<error ValueError: slice step cannot be zero>");
    Ref f = floatFromDouble(1.5);
    EXPECT_EQ(
        slice(f.get(), V(2), Value()),
        "<error TypeError: slice indices must be integers or None or have an __index__ method>");
    EXPECT_FALSE(getItem(list.get(), V(6)));
    EXPECT_EQ(errorText(), "IndexError: list index out of range");
    EXPECT_EQ(reprOf(getItem(list.get(), trueValue()).get()), "2");
}

TEST_F(Containers, ListSliceAssignment) {
    Ref list = Ints({1, 2, 3, 4, 5, 6});
    Ref replacement = Ints({9, 9, 9});
    Ref s = sliceNew(V(1), V(3), Value());
    ASSERT_TRUE(setItem(list.get(), s.get(), replacement.get()));
    EXPECT_EQ(reprOf(list.get()), "[1, 9, 9, 9, 4, 5, 6]");
    Ref every2 = sliceNew(Value(), Value(), V(2));
    ASSERT_TRUE(delItem(list.get(), every2.get()));
    EXPECT_EQ(reprOf(list.get()), "[9, 9, 5]");
    Ref one = Ints({1});
    Ref wide = sliceNew(V(0), V(3), V(2));
    EXPECT_FALSE(setItem(list.get(), wide.get(), one.get()));
    EXPECT_EQ(errorText(),
              "ValueError: attempt to assign sequence of size 1 to extended slice of size 2");
    // CPython 3.13 words a simple slice's error as an extended slice's:
    // `x[1:3] = 5` -> "must assign iterable to extended slice".
    EXPECT_FALSE(setItem(list.get(), s.get(), V(5)));
    EXPECT_EQ(errorText(), "TypeError: must assign iterable to extended slice");
    EXPECT_FALSE(setItem(list.get(), wide.get(), V(5)));
    EXPECT_EQ(errorText(), "TypeError: must assign iterable to extended slice");
    // a[:] = a
    Ref all = sliceNew(Value(), Value(), Value());
    ASSERT_TRUE(setItem(list.get(), all.get(), list.get()));
    EXPECT_EQ(reprOf(list.get()), "[9, 9, 5]");
    Ref reversed = sliceNew(Value(), Value(), V(-1));
    ASSERT_TRUE(setItem(list.get(), reversed.get(), list.get()));
    EXPECT_EQ(reprOf(list.get()), "[5, 9, 9]");
    EXPECT_FALSE(delItem(list.get(), V(3)));
    EXPECT_EQ(errorText(), "IndexError: list assignment index out of range");
    ASSERT_TRUE(delItem(list.get(), V(-1)));
    EXPECT_EQ(reprOf(list.get()), "[5, 9]");
}

TEST_F(Containers, ListOperators) {
    Ref a = Ints({1, 2});
    Ref t = T({V(1)});
    EXPECT_FALSE(binaryOp(a.get(), t.get(), BinaryOp::Add));
    EXPECT_EQ(errorText(), "TypeError: can only concatenate list (not \"tuple\") to list");
    Ref f = floatFromDouble(2.0);
    EXPECT_FALSE(binaryOp(a.get(), f.get(), BinaryOp::Mul));
    EXPECT_EQ(errorText(), "TypeError: can't multiply sequence by non-int of type 'float'");
    EXPECT_FALSE(binaryOp(f.get(), a.get(), BinaryOp::Mul));
    EXPECT_EQ(errorText(), "TypeError: can't multiply sequence by non-int of type 'float'");
    Ref huge = Big("100000000000000000000");
    EXPECT_FALSE(binaryOp(a.get(), huge.get(), BinaryOp::Mul));
    EXPECT_EQ(errorText(), "OverflowError: cannot fit 'int' into an index-sized integer");
    EXPECT_EQ(reprOf(binaryOp(V(2), a.get(), BinaryOp::Mul).get()), "[1, 2, 1, 2]");
    Ref sum = inplaceOp(a.get(), t.get(), BinaryOp::Add); // a += (1,)
    EXPECT_TRUE(sum.get().is(a.get()));
    EXPECT_EQ(reprOf(a.get()), "[1, 2, 1]");
    EXPECT_FALSE(inplaceOp(a.get(), V(1), BinaryOp::Add));
    EXPECT_EQ(errorText(), "TypeError: 'int' object is not iterable");
    Ref b = Ints({1, 3});
    Ref c = Ints({1, 2});
    EXPECT_EQ(compareBool(c.get(), b.get(), CompareOp::Lt), 1);
    EXPECT_EQ(compareBool(c.get(), a.get(), CompareOp::Lt), 1); // [1,2] < [1,2,1]
    EXPECT_EQ(compareBool(c.get(), a.get(), CompareOp::Eq), 0);
    Ref inner1 = Ints({1}), inner2 = Ints({1});
    Ref n1 = L({inner1.get()}), n2 = L({inner2.get()});
    EXPECT_EQ(compareBool(n1.get(), n2.get(), CompareOp::Eq), 1); // [[1]] == [[1]]
}

TEST_F(Containers, ListMethods) {
    Ref list = Ints({3, 1, 2});
    EXPECT_TRUE(method(list.get(), "append", {V(7)}));
    EXPECT_TRUE(method(list.get(), "insert", {V(-100), V(0)}));
    EXPECT_EQ(reprOf(list.get()), "[0, 3, 1, 2, 7]");
    EXPECT_EQ(reprOf(method(list.get(), "pop").get()), "7");
    EXPECT_EQ(reprOf(method(list.get(), "pop", {V(0)}).get()), "0");
    EXPECT_FALSE(method(list.get(), "pop", {V(5)}));
    EXPECT_EQ(errorText(), "IndexError: pop index out of range");
    Ref f = floatFromDouble(1.0);
    EXPECT_FALSE(method(list.get(), "pop", {f.get()}));
    EXPECT_EQ(errorText(), "TypeError: 'float' object cannot be interpreted as an integer");
    Ref huge = Big("1000000000000000000000000000000");
    EXPECT_FALSE(method(list.get(), "pop", {huge.get()}));
    EXPECT_EQ(errorText(), "OverflowError: Python int too large to convert to C ssize_t");
    EXPECT_FALSE(method(list.get(), "index", {V(9)}));
    EXPECT_EQ(errorText(), "ValueError: 9 is not in list");
    EXPECT_FALSE(method(list.get(), "remove", {V(9)}));
    EXPECT_EQ(errorText(), "ValueError: list.remove(x): x not in list");
    Ref s = S("a");
    EXPECT_FALSE(method(list.get(), "index", {V(1), s.get()}));
    EXPECT_EQ(errorText(), "TypeError: slice indices must be integers or have an __index__ method");
    EXPECT_EQ(reprOf(method(list.get(), "index", {V(2), V(-100), V(100)}).get()), "2");
    EXPECT_FALSE(method(list.get(), "append", {}));
    EXPECT_EQ(errorText(), "TypeError: list.append() takes exactly one argument (0 given)");
    EXPECT_FALSE(method(list.get(), "insert", {V(1)}));
    EXPECT_EQ(errorText(), "TypeError: insert expected 2 arguments, got 1");
    EXPECT_TRUE(method(list.get(), "reverse"));
    EXPECT_EQ(reprOf(list.get()), "[2, 1, 3]");
    Ref copy = method(list.get(), "copy");
    EXPECT_TRUE(method(list.get(), "clear"));
    EXPECT_EQ(reprOf(copy.get()), "[2, 1, 3]");
    EXPECT_EQ(reprOf(list.get()), "[]");
    EXPECT_FALSE(method(list.get(), "pop"));
    EXPECT_EQ(errorText(), "IndexError: pop from empty list");
    Ref reversed = method(copy.get(), "__reversed__");
    EXPECT_EQ(typeOf(reversed.get())->name, std::string("list_reverseiterator"));
    EXPECT_EQ(reprOf(listFromIterable(reversed.get()).get()), "[3, 1, 2]");
}

TEST_F(Containers, ListConstructor) {
    EXPECT_FALSE(callWith(typeValue(&gListType), {V(1)}));
    EXPECT_EQ(errorText(), "TypeError: 'int' object is not iterable");
    EXPECT_FALSE(callWith(typeValue(&gListType), {V(1), V(2)}));
    EXPECT_EQ(errorText(), "TypeError: list expected at most 1 argument, got 2");
    Ref range = rangeNew(V(0), V(5), V(2));
    EXPECT_EQ(reprOf(callWith(typeValue(&gListType), {range.get()}).get()), "[0, 2, 4]");
}

// ---- list.sort -------------------------------------------------------------------------

TEST_F(Containers, SortIsStableWithKeyAndReverse) {
    // sorted([(1,'b'),(0,'a'),(1,'a'),(0,'b')], key=first) keeps ties in order.
    Ref a = S("a"), b = S("b");
    Ref p1 = T({V(1), b.get()}), p2 = T({V(0), a.get()}), p3 = T({V(1), a.get()}),
        p4 = T({V(0), b.get()});
    Ref list = L({p1.get(), p2.get(), p3.get(), p4.get()});
    static const MethodDef kFirst = {"first",
                                     [](Value, const Value* args, size_t, Tuple*) -> Ref {
                                         return Ref::borrow(asTuple(args[0])->items()[0]);
                                     },
                                     kMethodStatic, nullptr};
    Ref key = builtinFunctionNew(&kFirst, Value());
    ASSERT_TRUE(listSort(asList(list.get()), key.get(), false));
    EXPECT_EQ(reprOf(list.get()), "[(0, 'a'), (0, 'b'), (1, 'b'), (1, 'a')]");
    ASSERT_TRUE(listSort(asList(list.get()), key.get(), true));
    EXPECT_EQ(reprOf(list.get()), "[(1, 'b'), (1, 'a'), (0, 'a'), (0, 'b')]");
    Ref numbers = Ints({3, 1, 2});
    Value none = noneValue();
    EXPECT_TRUE(method(numbers.get(), "sort", {}));
    EXPECT_EQ(reprOf(numbers.get()), "[1, 2, 3]");
    EXPECT_FALSE(method(numbers.get(), "sort", {none}));
    EXPECT_EQ(errorText(), "TypeError: sort() takes no positional arguments");
}

TEST_F(Containers, SortFailureLeavesCPythonsOrder) {
    // l = [5, 4, 3, 'x', 2, 1, 0]; l.sort() raises and leaves l unchanged.
    Ref x = S("x");
    Ref list = L({V(5), V(4), V(3), x.get(), V(2), V(1), V(0)});
    EXPECT_FALSE(listSort(asList(list.get()), Value(), false));
    EXPECT_EQ(errorText(), "TypeError: '<' not supported between instances of 'str' and 'int'");
    EXPECT_EQ(reprOf(list.get()), "[5, 4, 3, 'x', 2, 1, 0]");
    // l = list(range(40)) + ['a'] + list(range(30)); l.sort() fails after
    // sorting the first run.
    Ref a = S("a");
    Ref big = listNew();
    for (int i = 0; i < 40; ++i)
        ASSERT_TRUE(listAppend(asList(big.get()), V(i)));
    ASSERT_TRUE(listAppend(asList(big.get()), a.get()));
    for (int i = 0; i < 30; ++i)
        ASSERT_TRUE(listAppend(asList(big.get()), V(i)));
    std::string before = reprOf(big.get());
    EXPECT_FALSE(listSort(asList(big.get()), Value(), false));
    clearPendingException();
    EXPECT_EQ(reprOf(big.get()), before);
}

TEST_F(Containers, ListModifiedDuringSort) {
    Ref list = Ints({3, 1, 2});
    // A key function that appends to the list being sorted.
    static Value target;
    target = list.get();
    static const MethodDef kAppender = {"appender",
                                        [](Value, const Value* args, size_t, Tuple*) -> Ref {
                                            // The list looks empty while it is being sorted (until
                                            // the first append).
                                            static bool first = true;
                                            if (first) {
                                                EXPECT_EQ(asList(target)->size, 0);
                                            }
                                            first = false;
                                            if (!listAppend(asList(target), args[0]))
                                                return nullptr;
                                            return Ref::borrow(args[0]);
                                        },
                                        kMethodStatic, nullptr};
    Ref key = builtinFunctionNew(&kAppender, Value());
    EXPECT_FALSE(listSort(asList(list.get()), key.get(), false));
    EXPECT_EQ(errorText(), "ValueError: list modified during sort");
    EXPECT_EQ(reprOf(list.get()), "[1, 2, 3]");
}

// The comparisons timSort makes were recorded from CPython 3.13's list.sort
// on the same inputs (random keys, few distinct keys, sorted and reversed
// runs, descending runs with ties, nearly sorted data): the number of __lt__
// calls and an FNV-1a hash of the (i, j) positions passed to each.
struct Trace {
    int seed;
    std::vector<int64_t> keys;
    size_t comparisons;
    uint64_t hash;
};

std::vector<std::pair<int, int>> gComparisons;

// Keys are encoded as key * 100000 + original position.
int loggingLess(Value a, Value b, void*) {
    gComparisons.push_back(
        {static_cast<int>(a.smallInt() % 100000), static_cast<int>(b.smallInt() % 100000)});
    return (a.smallInt() / 100000) < (b.smallInt() / 100000);
}

TEST_F(Containers, SortMakesCPythonsComparisons) {
    const Trace traces[] = {
        {0,
         {194, 107, 10,  66,  130, 124, 103, 77,  122, 91,  149, 55,  129, 35,  72,  35,  193,
          24,  158, 64,  136, 180, 154, 37,  79,  25,  186, 18,  175, 84,  120, 143, 25,  90,
          111, 80,  156, 163, 52,  141, 122, 113, 133, 66,  15,  140, 3,   23,  184, 102, 181,
          171, 160, 0,   156, 126, 85,  62,  186, 83,  180, 16,  48,  145, 56,  61,  36,  139,
          114, 23,  20,  81,  130, 125, 27,  77,  141, 74,  180, 31,  140, 85,  138, 52,  154,
          140, 150, 73,  113, 23,  152, 98,  81,  147, 61,  74,  47,  48,  47,  8,   156, 168,
          66,  121, 17,  22,  173, 193, 33,  38,  9,   20,  179, 138, 174, 100, 180, 134, 70,
          133, 60,  55,  173, 150, 107, 148, 70,  115, 126, 169, 164, 179, 91,  21,  83,  156,
          29,  124, 150, 161, 85,  48,  62,  4,   187, 69,  29,  180, 56,  95,  43,  85,  109,
          15,  25,  37,  178, 56,  11,  146, 162, 136, 154, 174, 18,  6,   31,  162, 48,  155,
          147, 30,  100, 23,  94,  29,  9,   155, 5,   49,  47,  183, 31,  122, 53,  186, 15,
          173, 5,   139, 108, 158, 25,  66,  17,  56,  18,  165, 77,  89},
         1278,
         7212435829083788698ull},
        {1,
         {4, 0, 2, 0, 3, 3, 3, 3, 1, 0, 3, 0, 3, 3, 4, 0, 3, 2, 1, 4,
          0, 2, 0, 0, 0, 4, 0, 3, 1, 3, 0, 4, 1, 3, 3, 4, 1, 2, 1, 1},
         163,
         14234487628039615569ull},
        {2, {2, 2, 1, 0, 0}, 6, 3865411137397115988ull},
        {3,
         {987, 980, 958, 948, 943, 942, 937, 930, 899, 899, 888, 886, 881, 857, 856, 843,
          820, 807, 798, 795, 776, 759, 745, 736, 734, 731, 687, 654, 650, 640, 620, 618,
          609, 605, 594, 590, 564, 562, 557, 553, 535, 506, 487, 485, 484, 481, 480, 455,
          437, 406, 404, 399, 396, 378, 374, 308, 275, 265, 239, 237, 222, 196, 163, 155},
         64,
         8911686677431449215ull},
        {4,
         {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1,
          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0,
          0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
         111,
         4876368267795343216ull},
        {7,
         {1, 3, 0, 0, 4, 0, 2, 4, 0, 4, 1, 0, 0, 3, 3, 0, 1, 0, 4, 3, 0, 4, 0, 1, 4,
          0, 4, 4, 3, 0, 1, 0, 4, 1, 2, 3, 1, 4, 0, 4, 2, 4, 1, 0, 4, 4, 1, 2, 0, 4,
          0, 4, 0, 4, 1, 3, 4, 3, 2, 3, 4, 3, 2, 2, 1, 1, 1, 0, 4, 2, 4, 3, 2, 3, 2,
          4, 0, 0, 4, 3, 1, 2, 1, 3, 3, 0, 0, 4, 4, 2, 2, 2, 4, 3, 4, 3, 0, 0, 2, 3},
         501,
         8871268532371368506ull},
        {8,
         {63, 63, 63, 62, 62, 62, 60, 58, 58, 58, 56, 54, 52, 51, 51, 49, 49, 48, 48, 48, 47, 45,
          45, 45, 44, 43, 40, 39, 36, 36, 34, 33, 31, 30, 29, 28, 26, 26, 25, 24, 24, 24, 20, 19,
          18, 18, 17, 17, 16, 14, 13, 12, 12, 11, 11, 10, 9,  8,  8,  7,  5,  4,  3,  2},
         83,
         9716626801784947671ull},
        {13,
         {2, 1, 1, 1, 1, 1, 1, 0, 4, 1, 2, 0, 3, 1, 4, 0, 2, 1, 0, 2, 3, 3,
          1, 2, 2, 1, 3, 4, 4, 3, 2, 3, 2, 0, 2, 4, 2, 3, 4, 4, 1, 3, 3, 4,
          1, 2, 1, 1, 4, 2, 2, 2, 3, 2, 4, 2, 3, 1, 4, 3, 4, 1, 4, 1, 1},
         289,
         7250115149090510495ull},
        {16,
         {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
          2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0,
          0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
         170,
         6601400135105653905ull},
        {28, {2, 2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 27, 5814149042860622704ull},
        {39,
         {5,   8,   26,  27,  75,  99,  110, 182, 199, 225, 260, 301, 356, 364, 375, 394,
          401, 405, 432, 434, 576, 661, 690, 692, 727, 746, 770, 809, 818, 834, 867, 888,
          903, 981, 991, 967, 939, 920, 885, 828, 820, 770, 741, 733, 725, 668, 667, 648,
          634, 634, 633, 591, 578, 543, 492, 490, 471, 442, 441, 396, 390, 359, 328, 320},
         123,
         17987529922710600194ull},
        {44,
         {198, 198, 197, 196, 194, 192, 192, 191, 190, 189, 188, 188, 188, 188, 183, 182, 181,
          179, 179, 177, 177, 177, 176, 176, 176, 175, 174, 173, 173, 172, 171, 168, 167, 166,
          166, 165, 165, 164, 162, 161, 160, 160, 159, 158, 158, 157, 155, 154, 153, 152, 151,
          151, 150, 148, 147, 145, 144, 143, 142, 140, 139, 139, 138, 138, 136, 135, 134, 133,
          131, 131, 130, 129, 128, 125, 124, 124, 123, 123, 122, 121, 121, 120, 116, 116, 115,
          115, 113, 113, 111, 111, 110, 105, 103, 103, 103, 102, 101, 98,  97,  96,  94,  93,
          92,  92,  91,  91,  88,  88,  88,  87,  86,  84,  84,  83,  81,  80,  77,  77,  76,
          75,  74,  74,  72,  72,  72,  71,  71,  71,  70,  70,  69,  69,  69,  67,  66,  64,
          64,  63,  62,  59,  59,  59,  57,  57,  57,  57,  50,  49,  48,  48,  45,  45,  45,
          40,  40,  40,  38,  36,  35,  34,  33,  33,  33,  33,  33,  31,  29,  29,  28,  28,
          28,  27,  25,  24,  24,  21,  19,  19,  18,  18,  18,  17,  16,  16,  16,  15,  15,
          12,  12,  11,  11,  9,   8,   8,   7,   3,   2,   2,   1,   1},
         271,
         10103611644887890898ull},
    };
    for (const Trace& trace : traces) {
        std::vector<Value> keys;
        for (size_t i = 0; i < trace.keys.size(); ++i) {
            keys.push_back(V(trace.keys[i] * 100000 + static_cast<int64_t>(i)));
        }
        gComparisons.clear();
        ASSERT_TRUE(containers::timSort(keys.data(), nullptr, static_cast<int64_t>(keys.size()),
                                        loggingLess, nullptr));
        uint64_t hash = 1469598103934665603ull;
        for (auto [i, j] : gComparisons) {
            hash = (hash ^ static_cast<uint64_t>(i * 65536 + j)) * 1099511628211ull;
        }
        EXPECT_EQ(gComparisons.size(), trace.comparisons) << "seed " << trace.seed;
        EXPECT_EQ(hash, trace.hash) << "seed " << trace.seed;
        for (size_t i = 1; i < keys.size(); ++i) {
            EXPECT_LE(keys[i - 1].smallInt(), keys[i].smallInt()) << "stable, seed " << trace.seed;
        }
    }
}

// ---- dict ------------------------------------------------------------------------------

TEST_F(Containers, DictOrderAndPopItem) {
    // d = {}; for k in [5,3,9,1]: d[k]=k*k; del d[3]; d[3]=0; d[10]=1
    Ref d = dictNew();
    Dict* dict = asDict(d.get());
    for (int64_t k : {5, 3, 9, 1})
        ASSERT_TRUE(dictSetItem(dict, V(k), V(k * k)));
    uint64_t version = dict->version;
    ASSERT_EQ(dictDelItem(dict, V(3)), 1);
    EXPECT_NE(dict->version, version);
    ASSERT_TRUE(dictSetItem(dict, V(3), V(0)));
    ASSERT_TRUE(dictSetItem(dict, V(10), V(1)));
    EXPECT_EQ(reprOf(d.get()), "{5: 25, 9: 81, 1: 1, 3: 0, 10: 1}");
    EXPECT_EQ(reprOf(method(d.get(), "popitem").get()), "(10, 1)");
    EXPECT_EQ(reprOf(d.get()), "{5: 25, 9: 81, 1: 1, 3: 0}");
    Ref reversed = method(d.get(), "__reversed__");
    EXPECT_EQ(reprOf(listFromIterable(reversed.get()).get()), "[3, 1, 9, 5]");
    Ref items = method(d.get(), "items");
    Ref reversedItems = method(items.get(), "__reversed__");
    EXPECT_EQ(reprOf(listFromIterable(reversedItems.get()).get()),
              "[(3, 0), (1, 1), (9, 81), (5, 25)]");
    Ref values = method(d.get(), "values");
    EXPECT_EQ(reprOf(values.get()), "dict_values([25, 81, 1, 0])");
    EXPECT_EQ(reprOf(items.get()), "dict_items([(5, 25), (9, 81), (1, 1), (3, 0)])");
    Ref keys = method(d.get(), "keys");
    EXPECT_EQ(reprOf(keys.get()), "dict_keys([5, 9, 1, 3])");
    // Replacing a value keeps the version: the key stays where it was.
    version = dict->version;
    ASSERT_TRUE(dictSetItem(dict, V(9), V(0)));
    EXPECT_EQ(dict->version, version);
}

TEST_F(Containers, DictErrors) {
    Ref d = dictNew();
    EXPECT_FALSE(getItem(d.get(), V(1)));
    EXPECT_EQ(errorText(), "KeyError: 1");
    EXPECT_FALSE(method(d.get(), "popitem"));
    EXPECT_EQ(errorText(), "KeyError: 'popitem(): dictionary is empty'");
    EXPECT_FALSE(method(d.get(), "pop"));
    EXPECT_EQ(errorText(), "TypeError: pop expected at least 1 argument, got 0");
    EXPECT_FALSE(method(d.get(), "get", {V(1), V(2), V(3)}));
    EXPECT_EQ(errorText(), "TypeError: get expected at most 2 arguments, got 3");
    Ref list = L({});
    EXPECT_FALSE(dictSetItem(asDict(d.get()), list.get(), V(1)));
    EXPECT_EQ(errorText(), "TypeError: unhashable type: 'list'");
    EXPECT_FALSE(delItem(d.get(), V(5)));
    EXPECT_EQ(errorText(), "KeyError: 5");
    Ref one = Ints({1});
    Ref bad = L({one.get()});
    EXPECT_FALSE(callWith(typeValue(&gDictType), {bad.get()}));
    EXPECT_EQ(errorText(),
              "ValueError: dictionary update sequence element #0 has length 1; 2 is required");
    Ref notSequence = Ints({1});
    EXPECT_FALSE(callWith(typeValue(&gDictType), {notSequence.get()}));
    EXPECT_EQ(errorText(),
              "TypeError: cannot convert dictionary update sequence element #0 to a sequence");
    EXPECT_FALSE(callWith(typeValue(&gDictType), {V(1), V(2)}));
    EXPECT_EQ(errorText(), "TypeError: dict expected at most 1 argument, got 2");
    EXPECT_FALSE(callWith(typeValue(&gDictType), {V(1)}));
    EXPECT_EQ(errorText(), "TypeError: 'int' object is not iterable");
}

// A dict under random inserts, replacements, deletions and popitem()
// behaves as an insertion-ordered map (checked against a simple model).
TEST_F(Containers, DictRandomOperationsKeepInsertionOrder) {
    Ref d = dictNew();
    Dict* dict = asDict(d.get());
    std::vector<std::pair<int64_t, int64_t>> model;
    uint64_t state = 12345;
    auto next = [&]() {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<int64_t>(state >> 33);
    };
    for (int step = 0; step < 20000; ++step) {
        int64_t action = next() % 10;
        int64_t key = next() % 300 - 100;
        auto found = std::find_if(model.begin(), model.end(),
                                  [&](const auto& entry) { return entry.first == key; });
        if (action < 6) {
            ASSERT_TRUE(dictSetItem(dict, V(key), V(step)));
            if (found != model.end()) {
                found->second = step;
            } else {
                model.push_back({key, step});
            }
        } else if (action < 9) {
            int removed = dictDelItem(dict, V(key));
            ASSERT_EQ(removed, found != model.end() ? 1 : 0);
            if (found != model.end()) model.erase(found);
        } else if (!model.empty()) {
            Ref pair = method(d.get(), "popitem");
            ASSERT_TRUE(pair);
            EXPECT_EQ(asTuple(pair.get())->items()[0], V(model.back().first));
            model.pop_back();
        }
        ASSERT_EQ(dict->size, static_cast<int64_t>(model.size()));
    }
    int64_t position = 0;
    Value key, value;
    size_t index = 0;
    while (dictNext(dict, position, key, value)) {
        ASSERT_LT(index, model.size());
        EXPECT_EQ(key, V(model[index].first));
        EXPECT_EQ(value, V(model[index].second));
        Value looked;
        ASSERT_TRUE(dictLookup(dict, key, looked));
        EXPECT_EQ(looked, value);
        ++index;
    }
    EXPECT_EQ(index, model.size());
}

TEST_F(Containers, DictChangedDuringIteration) {
    Ref d = dictNew();
    ASSERT_TRUE(dictSetItem(asDict(d.get()), V(1), V(1)));
    ASSERT_TRUE(dictSetItem(asDict(d.get()), V(2), V(2)));
    Ref iterator = getIter(d.get());
    EXPECT_EQ(reprOf(iterNext(iterator.get()).get()), "1");
    ASSERT_TRUE(dictSetItem(asDict(d.get()), V(3), V(3)));
    EXPECT_FALSE(iterNext(iterator.get()));
    EXPECT_EQ(errorText(), "RuntimeError: dictionary changed size during iteration");
    // Same size, different keys.
    Ref iterator2 = getIter(d.get());
    EXPECT_TRUE(iterNext(iterator2.get()));
    ASSERT_EQ(dictDelItem(asDict(d.get()), V(1)), 1);
    ASSERT_TRUE(dictSetItem(asDict(d.get()), V(4), V(4)));
    EXPECT_TRUE(iterNext(iterator2.get()));
    EXPECT_TRUE(iterNext(iterator2.get()));
    EXPECT_FALSE(iterNext(iterator2.get()));
    EXPECT_EQ(errorText(), "RuntimeError: dictionary keys changed during iteration");
}

TEST_F(Containers, DictConstructionAndOperators) {
    Ref a = S("a"), b = S("b"), c = S("c");
    Ref pa = T({a.get(), V(1)}), pb = T({b.get(), V(2)});
    Ref pairs = L({pa.get(), pb.get()});
    Ref kwnames = T({c.get()});
    Value args[2] = {pairs.get(), V(3)};
    Ref d = call(typeValue(&gDictType), args, 1, asTuple(kwnames.get()));
    EXPECT_EQ(reprOf(d.get()), "{'a': 1, 'b': 2, 'c': 3}");
    Ref other = dictNew();
    ASSERT_TRUE(dictSetItem(asDict(other.get()), b.get(), V(5)));
    ASSERT_TRUE(dictSetItem(asDict(other.get()), V(7), V(6)));
    EXPECT_EQ(reprOf(binaryOp(d.get(), other.get(), BinaryOp::Or).get()),
              "{'a': 1, 'b': 5, 'c': 3, 7: 6}");
    Ref list = Ints({1});
    EXPECT_FALSE(binaryOp(d.get(), list.get(), BinaryOp::Or));
    EXPECT_EQ(errorText(), "TypeError: unsupported operand type(s) for |: 'dict' and 'list'");
    Ref copy = dictCopy(asDict(d.get()));
    EXPECT_EQ(compareBool(copy.get(), d.get(), CompareOp::Eq), 1);
    ASSERT_TRUE(dictSetItem(asDict(copy.get()), a.get(), V(0)));
    EXPECT_EQ(compareBool(copy.get(), d.get(), CompareOp::Eq), 0);
    EXPECT_EQ(compareBool(copy.get(), d.get(), CompareOp::Lt), -1);
    EXPECT_EQ(errorText(), "TypeError: '<' not supported between instances of 'dict' and 'dict'");
    Ref keys = Ints({9, 1, 17, 33});
    Ref fromKeysMethod = getAttr(typeValue(&gDictType), internStr("fromkeys"));
    ASSERT_TRUE(fromKeysMethod);
    Ref fromKeys = callWith(fromKeysMethod.get(), {keys.get(), V(0)});
    EXPECT_EQ(reprOf(fromKeys.get()), "{9: 0, 1: 0, 17: 0, 33: 0}");
    EXPECT_EQ(dictGetStr(asDict(d.get()), internStr("b")), V(2));
    EXPECT_TRUE(dictGetStr(asDict(d.get()), internStr("zz")).isNull());
    EXPECT_EQ(reprOf(method(d.get(), "setdefault", {V(1)}).get()), "None");
    EXPECT_EQ(reprOf(method(d.get(), "get", {V(2), V(4)}).get()), "4");
    EXPECT_EQ(reprOf(method(d.get(), "pop", {V(1)}).get()), "None");
}

TEST_F(Containers, DictViewsSetOperations) {
    // {1:2, 9:3}.keys() | [17, 1] ...
    Ref d = dictNew();
    ASSERT_TRUE(dictSetItem(asDict(d.get()), V(1), V(2)));
    ASSERT_TRUE(dictSetItem(asDict(d.get()), V(9), V(3)));
    Ref keys = method(d.get(), "keys");
    Ref a = Ints({17, 1});
    EXPECT_EQ(reprOf(binaryOp(keys.get(), a.get(), BinaryOp::Or).get()), "{1, 9, 17}");
    Ref b = Ints({9, 17});
    EXPECT_EQ(reprOf(binaryOp(keys.get(), b.get(), BinaryOp::And).get()), "{9}");
    EXPECT_EQ(reprOf(binaryOp(keys.get(), b.get(), BinaryOp::Xor).get()), "{1, 17}");
    Ref c = Ints({9});
    EXPECT_EQ(reprOf(binaryOp(keys.get(), c.get(), BinaryOp::Sub).get()), "{1}");
    Ref s = setOf({1, 9});
    EXPECT_EQ(compareBool(keys.get(), s.get(), CompareOp::Eq), 1); // {1:2,9:3}.keys() == {1, 9}
    Ref items = method(d.get(), "items");
    Ref pair = T({V(1), V(2)});
    EXPECT_EQ(contains(items.get(), pair.get()), 1);
    Ref wrongPair = T({V(1), V(3)});
    EXPECT_EQ(contains(items.get(), wrongPair.get()), 0);
    Ref two = Ints({2});
    EXPECT_EQ(reprOf(method(keys.get(), "isdisjoint", {two.get()}).get()), "True");
}

// ---- set / frozenset -------------------------------------------------------------------

TEST_F(Containers, SetOrderMatchesCPython) {
    EXPECT_EQ(reprOf(setOf({100, 5, 36, 4}).get()), "{4, 100, 5, 36}");
    EXPECT_EQ(reprOf(setOf({64, 0, 128, 32}).get()), "{64, 0, 32, 128}");
    EXPECT_EQ(reprOf(setOf({50, 43, 36, 29, 22, 15, 8, 1}).get()),
              "{1, 36, 8, 43, 15, 50, 22, 29}");
    EXPECT_EQ(reprOf(setOf({-1, -2, -3}).get()), "{-3, -1, -2}");
    Ref c = setOf({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19});
    ASSERT_EQ(setDiscard(static_cast<Set*>(c.object()), V(3)), 1);
    ASSERT_EQ(setDiscard(static_cast<Set*>(c.object()), V(4)), 1);
    ASSERT_TRUE(setAdd(static_cast<Set*>(c.object()), V(35)));
    ASSERT_TRUE(setAdd(static_cast<Set*>(c.object()), V(68)));
    EXPECT_EQ(reprOf(c.get()),
              "{0, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 35, 68}");
}

TEST_F(Containers, SetAlgebraOrderMatchesCPython) {
    Ref a = setOf({5, 6, 7, 1, 2, 3, 100, 200, -1});
    Ref b = setOf({3, 2, 1000, 5, 17});
    EXPECT_EQ(reprOf(a.get()), "{1, 2, 3, 100, 5, 6, 7, 200, -1}");
    EXPECT_EQ(reprOf(b.get()), "{2, 3, 5, 1000, 17}");
    auto op = [](Value x, Value y, BinaryOp o) { return reprOf(binaryOp(x, y, o).get()); };
    EXPECT_EQ(op(a.get(), b.get(), BinaryOp::Or), "{1, 2, 3, 100, 5, 6, 7, 200, 1000, 17, -1}");
    EXPECT_EQ(op(b.get(), a.get(), BinaryOp::Or), "{1, 2, 3, 100, 5, 6, 7, 1000, 200, 17, -1}");
    EXPECT_EQ(op(a.get(), b.get(), BinaryOp::And), "{2, 3, 5}");
    EXPECT_EQ(op(b.get(), a.get(), BinaryOp::And), "{2, 3, 5}");
    EXPECT_EQ(op(a.get(), b.get(), BinaryOp::Sub), "{1, 100, 6, 7, 200, -1}");
    EXPECT_EQ(op(b.get(), a.get(), BinaryOp::Sub), "{1000, 17}");
    EXPECT_EQ(op(a.get(), b.get(), BinaryOp::Xor), "{1, 100, 6, 7, 1000, 200, 17, -1}");
    EXPECT_EQ(op(b.get(), a.get(), BinaryOp::Xor), "{1, 100, 6, 7, 200, 1000, 17, -1}");
    Ref l1 = Ints({99, 33, 64}), l2 = Ints({200, 5, 1}), l3 = Ints({1}), l4 = Ints({5, 64, 1000});
    EXPECT_EQ(reprOf(method(a.get(), "union", {l1.get()}).get()),
              "{64, 1, 2, 3, 100, 5, 6, 7, 200, 99, 33, -1}");
    EXPECT_EQ(reprOf(method(a.get(), "intersection", {l2.get()}).get()), "{200, 1, 5}");
    EXPECT_EQ(reprOf(method(a.get(), "difference", {l3.get()}).get()),
              "{2, 3, 100, 5, 6, 7, 200, -1}");
    EXPECT_EQ(reprOf(method(a.get(), "symmetric_difference", {l4.get()}).get()),
              "{64, 1, 2, 3, 100, 6, 7, 1000, 200, -1}");
    // e = set([1,2,3]); e ^= set([3,4,40,8]); e -= {1}; e &= set([4,40,9]); e |=
    // set(range(10,0,-3))
    Ref e = setOf({1, 2, 3});
    Ref x1 = setOf({3, 4, 40, 8}), x2 = setOf({1}), x3 = setOf({4, 40, 9}),
        x4 = setOf({10, 7, 4, 1});
    EXPECT_TRUE(inplaceOp(e.get(), x1.get(), BinaryOp::Xor));
    EXPECT_EQ(reprOf(e.get()), "{1, 2, 4, 40, 8}");
    EXPECT_TRUE(inplaceOp(e.get(), x2.get(), BinaryOp::Sub));
    EXPECT_EQ(reprOf(e.get()), "{2, 4, 40, 8}");
    EXPECT_TRUE(inplaceOp(e.get(), x3.get(), BinaryOp::And));
    EXPECT_EQ(reprOf(e.get()), "{40, 4}");
    EXPECT_TRUE(inplaceOp(e.get(), x4.get(), BinaryOp::Or));
    EXPECT_EQ(reprOf(e.get()), "{1, 4, 7, 40, 10}");
    Ref list = Ints({1});
    EXPECT_FALSE(binaryOp(a.get(), list.get(), BinaryOp::Or));
    EXPECT_EQ(errorText(), "TypeError: unsupported operand type(s) for |: 'set' and 'list'");
}

TEST_F(Containers, SetPopAndErrors) {
    Ref squares = listNew();
    for (int64_t i = 0; i < 30; ++i)
        ASSERT_TRUE(listAppend(asList(squares.get()), V(i * i)));
    Ref d = setFromIterable(&gSetType, squares.get());
    EXPECT_EQ(reprOf(method(d.get(), "pop").get()), "0");
    EXPECT_EQ(reprOf(method(d.get(), "pop").get()), "1");
    EXPECT_EQ(reprOf(d.get()),
              "{256, 4, 9, 16, 144, 400, 529, 784, 25, 289, 36, 676, 169, 49, 441, 64, 576, 196, "
              "324, 841, 81, 729, 225, 100, 484, 361, 625, 121}");
    Ref empty = setNew();
    EXPECT_FALSE(method(empty.get(), "pop"));
    EXPECT_EQ(errorText(), "KeyError: 'pop from an empty set'");
    EXPECT_FALSE(method(empty.get(), "remove", {V(1)}));
    EXPECT_EQ(errorText(), "KeyError: 1");
    Ref inner = setNew();
    EXPECT_FALSE(method(d.get(), "remove", {inner.get()}));
    EXPECT_EQ(errorText(), "KeyError: set()");
    Ref list = L({});
    EXPECT_EQ(contains(d.get(), list.get()), -1);
    EXPECT_EQ(errorText(), "TypeError: unhashable type: 'list'");
    // set() in {frozenset()}
    Ref frozenEmpty = setNew(&gFrozenSetType);
    Ref holder = setNew();
    ASSERT_TRUE(setAdd(static_cast<Set*>(holder.object()), frozenEmpty.get()));
    EXPECT_EQ(contains(holder.get(), inner.get()), 1);
    EXPECT_FALSE(callWith(typeValue(&gSetType), {V(1), V(2)}));
    EXPECT_EQ(errorText(), "TypeError: set expected at most 1 argument, got 2");
    EXPECT_FALSE(method(empty.get(), "add", {V(1), V(2)}));
    EXPECT_EQ(errorText(), "TypeError: set.add() takes exactly one argument (2 given)");
}

// Random add / discard / pop / copy sequences, with the pops' results and
// the final repr printed by CPython 3.13 (set iteration order is the hash
// table's order, so this checks probing, dummies, resizing and pop()).
const char* const kSetScenarios = R"(
ops d3 a15 a-12 c a-23 a-14 a-38 d-18 c a27 p a-41 p d10 d-5 a28 d-24 c a16 a20 p a1 d35 d28 a-8
a-9 d-42 a22 a-32 d7 a-10 p c a-12 d-35 a19 a27 a-14 a26 d-10 d-13 a-27 a34 a-42 a-34 p p d39 p
a0 d17 a-20 d36 d3 d7 a32 c p d-40 a-36 a30 a-26 a-16 a-22 a-29 a-43 a-32 p a23 d18 d-41 a31 a23
a-39 a-36 a-48 a-27 d11 a-43 p a4 d-17 a-41 d-6 a-43 a-45 d39 c a-5 p a22 a36 a-43 d-30 d-7 a-35
d6 d-49 a2 p p p d-1 d-18 a38 a-40 a-45 a-33 a11 a-14 d25 p d29 a-11 a3 d-40 a-26 d-30 a31 a36
d3 a39 d34 d-29 a-17 d7 a12 p d-50 p a-11 d-44 d3 a31 c d-34 c a36 a-50 a-50 c d28 a-35 d-25 p
a-27 a0 d-48 a7 d-36 p a16 d32 a-31 a-48 a-24 d21 a-4 p p a39 d13 d8 d-3 p a-2 d-49 a-16 a-3 d-7
d-46 a-30 a24 a0 c a-36 a-20 p a16 d-12 a-8 a-37 a11 a-7 a-36 d4 a-8 d-31 p d-2 d31 a-40 a-22
a-49 a21 a7 p d36 a-40 a-17 d-29 a-5 a39 a17 a36 a13 a-24 d-23 d-37 a-2 a-31 a26 c a1 d4 p a-9
d13 d-25 a-22 a-10 d-46 a-18 d-31 d24 a10 a-40 a-45 a-34 a-49 d7 a-30 d33 a-3 a17 a23 a16 d-41
d-24 a26 a11 d-1 d-21 p d34 p d-12 a-18 a13 p p a2 a-1 a32 p a-8 a-46 a-32 a27 d36 d-5 a28 a8
a10 d-48 a29 a-9 a20 d-26 a12 a-43 d9 d-7 d37 d-13 d-34 c a-13 p p d-35 a-26 a0 a-26 a30 a-45 p
a-18 p p d23 p a30 d39 a14 a-36 a22 a-40 p a-38 a-31 d-47 d5 d-47 a-9 d-40 a-35 a-47 a-28 a-21
d-41 d-32 a-24 d-35 d-13 a-47 p a-32 a-36 a-17 a-24 a10 c a20 d-27 d-40 a24 a-2 p p d-10 a-20
d-13 a34 a-34 d0 a-41 a-12 d-32 d-12 d-40 a30 a17 a2 a-9 a-3 a10 a-27 d-15 a27 d39 a1 a3 a-19 c
a16 a9 d-39 a-24 a39 a9 a-12 a30 a27 a10 a13 d-21 a1 a-48 a35 a-18 a24 d6 a-18 a36 p d-46 a-17
a-7 a-19 p d-42 a-13 a-33 d30 a-37 a31 a-15 a-3 d-33 a39 a1 d-33 d-12 a10 d-23 a38 a13 d-43 a-32
pops -14 -12 16 1 -32 34 26 0 15 -48 4 -35 19 20 -43 22 23 2 7 11 12 16 0 11 16 1 10 11 13 16 17
2 8 10 12 20 21 22 26 0 10 1 2 end
repr {1, 3, 9, 10, 13, 14, 16, 17, 20, 24, 27, 28, 29, 31, 32, 34, 35, 36, 38, 39, -50, -49,
-48, -47, -45, -41, -38, -37, -36, -34, -32, -31, -30, -28, -27, -26, -24, -22, -20, -19, -18,
-17, -16, -15, -14, -13, -11, -2, -9, -8, -7, -4, -3, -1}
ops a-18 a203 d191 d57 a-36 p a261 d-49 d86 d67 d2 p a-37 d-46 p a60 c d220 a174 p d126 a62 d98
p a234 p a272 c p a120 p c a166 a293 a95 d205 d208 a-33 a156 a38 a295 d-6 a210 a33 a151 a-35
a107 d264 d151 d36 a-44 d226 p a157 a245 a87 d261 c a212 d215 d55 a-22 a136 d52 p a132 a-50 a269
d119 a-36 d275 a249 a-4 d80 a294 a-42 a93 a6 d44 a-15 a80 a36 d281 d182 d204 a-38 a125 a46 a79 p
a57 c a-40 a153 a32 a209 d228 d272 d214 a218 d152 d114 d168 a102 a58 p a-11 a102 d163 d16 a-31
d61 c d37 d268 a143 a0 a295 p d202 a290 a208 a116 d155 p a52 p d238 d123 a86 d144 p a223 a222
a-30 a36 a225 a120 d80 a124 a70 p d200 a232 d114 a-13 a25 d124 a250 d143 a231 a-9 c a101 d8 a91
a-27 d-44 d-43 a8 d-30 a250 a9 a298 a2 a143 d227 p a79 d111 a283 a-37 a101 d113 a110 a-18 p c c
a60 d227 p a132 a227 a51 a-9 d-5 c a283 d123 p a107 a45 a246 p a121 a263 d255 a62 a74 a87 d-14
d-39 d98 d133 a28 a117 a290 a26 c d113 a213 d258 a55 a-34 d269 d233 d55 a171 a-26 d291 a-18 d178
d231 a174 p a152 d37 a-38 d163 c a131 d253 a82 c a238 a263 a198 a220 a282 p p d65 a203 d65 d122
d284 a280 a-14 d280 p a54 a103 d140 a187 d13 p c d40 a168 a241 d-24 a151 d128 a34 a-30 a-4 d271
a-8 c a265 d287 d-9 a73 c a171 a116 a268 p c a257 a10 d92 a236 a47 a246 a271 c a83 a95 a52 a249
d299 a36 a201 a12 d242 p a5 p a241 d229 a295 d282 a206 a109 a296 a220 a13 a180 a226 a299 d7 d143
a235 a92 d211 a186 d214 a106 d180 d221 a219 a149 d157 a268 d-16 a76 d282 a-40 a272 a153 d41 d259
a85 d160 p a27 a82 a189 a88 a252 a131 a176 a209 d32 d155 d91 d56 a71 p a-12 d217 d189 a-25 a284
d234 a262 d150 d38 a82 p a63 a262 d288 a268 a171 p a87 a270 d246 a25 d84 a33 a20 p a108 d73 a55
d106 a66 a202 p c a255 a60 d203 d263 a289 d10 d38 a154 a180 a36 c a95 a246 a181 d119 a6 pops 203
-36 261 -37 174 -18 272 234 33 136 269 132 0 6 143 153 156 2 8 9 25 283 263 263 26 282 28 265
257 5 10 268 12 13 271 272 end
repr {262, 6, 268, 270, 20, 25, 27, 284, 33, 290, 34, 36, 293, 294, 295, 296, 289, 298, 299, 45,
46, 47, 51, 52, 54, 55, 57, 58, 60, 62, 63, 66, 70, 71, 74, 76, 79, 82, 83, 85, 86, 87, 88, 92,
93, 95, 101, 102, 103, -30, 107, 108, 109, 110, 116, 117, 120, 121, 125, 131, 132, -25, 149,
151, 152, 153, 154, 166, 168, 171, 174, 176, 180, 181, 186, 187, 198, 201, 202, -50, 206, 208,
209, 210, 212, 213, -42, -40, -38, -37, 219, 218, -34, 220, -36, -35, 222, -33, 226, 223, -31,
225, 227, -27, -26, 232, -22, 236, 235, -18, 238, -15, -14, -13, 241, 245, -11, -12, -8, 249,
250, 252, -4, 246, 255}
ops c c a-40 a-29 d35 p a-23 d24 d5 d15 p a6 a-46 p a-10 p a17 a-28 a-47 a-28 a15 a15 d-27 c a3
d-4 d-5 a7 a1 d9 d-19 a13 a-5 d8 p a22 d21 d12 d-9 d-29 p d11 a14 d14 d25 a-24 a-4 p d-41 d-7
d-26 c a23 d-16 d37 p a16 a-16 a-24 p a-46 a-4 a36 a-36 c a-48 a-34 d-30 d16 d-1 d-19 a-46 a28
d-36 a12 a7 d27 d-17 d29 d10 c a37 a-37 a-34 a0 a-9 a-7 a27 c d39 d-33 d-18 a-30 a8 d15 p d-46 c
a6 a-40 d29 d29 d-18 d-15 a-50 a-1 a-36 a-39 a-38 a-21 a-47 a9 a18 d-23 d-24 d5 a-48 d-44 p p
d-38 d11 a16 c a-4 a-3 a37 a-37 a36 d7 a31 a-24 p d-50 a-3 a-41 a12 a23 a9 a-6 a-35 a-35 a-8
d-23 d-47 d10 d13 a8 a-3 a17 p d3 p d-13 a-30 a-17 a39 d-40 d23 a-5 a19 a3 p d37 c d-34 c a35 p
a-28 a-36 a4 a16 a15 a-30 a-20 a-5 d23 d9 a-47 d-1 p a15 a-15 a2 d10 a20 a34 a-22 a-26 a35 a31 p
a17 d9 d-38 a-23 d27 a-23 p a21 d-25 a25 d12 d-33 a36 a-18 a-28 a-24 c d-6 a12 a35 d25 a36 p a14
a-40 d-6 a1 a30 d-33 a13 a9 d-31 a21 a-50 a18 p d-24 p a33 a38 a-12 a-10 a32 p a32 a-39 a-24 a17
d-31 d30 a-45 a8 d16 a-36 a-2 p a-5 a8 a13 a-13 a-33 p a31 a-16 a-38 p a36 d-27 a-33 a20 d1 d-7
a26 a38 d-9 d30 d-13 a31 d-3 a11 a-5 a-39 p a-2 a-47 a-29 a33 a19 a26 a-14 a-31 a-25 p a-32 d-8
a3 a-39 a-19 d28 a-3 d28 a-32 a-42 a-16 a16 d-36 a28 c a-44 a10 a-10 a29 d25 a35 c c d8 a-1 a-45
p a25 a37 a-28 a-11 a-49 a35 a-28 a4 d-39 a33 a10 a11 a-47 a14 a-44 a-50 d16 a17 p a12 a19 a-37
a-44 d30 a29 d0 p d14 d36 a-37 d-31 d-24 a-25 a5 a-34 a-12 d21 a-16 a12 c a39 a20 d-47 d-25 a0
d32 a-47 d39 d19 a-22 d26 a38 a-37 a38 a-27 d-39 c p a-13 c a-9 d-15 d16 d2 p d-46 a34 p d-16 p
a3 a18 d25 a-25 a-34 d7 p c a28 a-26 d6 a10 p a-41 a27 d10 a28 pops -40 -23 -46 -29 1 3 6 -28 7
0 6 7 8 9 12 16 3 4 8 15 2 9 12 13 14 17 18 19 20 3 4 10 0 5 11 12 13 3 end
repr {17, 18, 20, 22, 27, 28, 29, 31, 33, 34, 35, 37, 38, -50, -49, -48, -47, -45, -44, -42,
-41, -40, -38, -37, -35, -34, -33, -32, -30, -29, -28, -27, -26, -25, -23, -22, -21, -20, -19,
-18, -17, -14, -13, -12, -11, -10, -9, -1, -5, -4, -3, -2}
ops a228 a259 a247 a-44 p a232 a190 a231 a277 p a27 p a-43 d-18 a252 a-35 d87 a148 d168 a245 a18
p a19 a82 c a270 p a147 d223 d249 a122 d-36 p c d33 d117 c p d285 a243 a13 a277 c a-16 a27 a168
d10 a264 d143 d119 d92 a-32 a-11 a224 a51 c a84 a-29 c a134 c p a185 p a254 d2 d209 a274 d71 p
a82 a230 a162 c a142 d273 a274 d188 a130 d92 d-39 d296 a139 a183 a257 a136 a139 d85 a143 a-37 c
d17 a63 d87 a45 d282 d2 d120 d64 a36 a282 a241 a65 d-33 a47 a244 a92 a278 a267 a16 a215 d88 a274
a164 d-32 p a-48 a268 c a63 a183 d289 d97 a66 p p c a75 a212 p p p d-44 a11 a103 a-40 a161 a263
a14 a226 a-19 a51 a11 a90 p d-47 a242 p a88 a266 a166 a115 d-50 p d-27 a-15 a-34 p a207 a30 a129
a149 d134 a118 a15 d144 d240 a141 a282 d144 d-28 d170 a271 a111 a164 a75 a88 d-14 d64 a-36 p
a236 d84 a13 p d221 d291 a113 d2 d-48 a70 d-28 a238 a142 a-38 a12 a8 d95 d-5 a238 a72 a1 p a116
p a-11 a42 d182 d151 a256 a129 d-8 a70 c a32 a241 d295 p d29 d26 a204 d214 c d45 a51 a213 a68 p
a101 d161 d249 d86 p a87 a145 a241 a114 a23 a195 d55 a284 d196 c a154 d-27 a67 p d295 a61 p a47
d20 a295 p p a-27 a166 a-7 a85 d99 a181 d295 a-35 a173 a-11 a249 d200 a228 a90 a171 a220 p a141
d138 d101 d293 d85 a123 d224 a291 a130 a100 d239 d280 d273 a139 p d13 a236 a119 d282 d234 a45
a109 d-15 a42 d228 d150 a86 a-23 p a208 a213 a120 p a-15 a7 a252 a7 d7 a46 d293 d15 d24 p d228
a241 a78 a100 a177 p p a232 p a204 c d103 p d-35 d274 a288 a38 a185 a221 a206 p p a95 c p a-5
d-25 a266 a-11 a-41 p a126 d18 a257 d-33 d125 c a-18 p a63 a5 d159 a52 d150 a-16 a166 a200 a187
a155 a183 p d137 d179 a255 a-49 d82 d23 p a31 a37 d207 a-36 a261 a201 a-39 a112 a-24 a-30 a-37 p
p a149 a34 a9 a13 d98 a188 d103 a237 a122 d126 a-21 d-5 d-49 a298 pops 259 228 231 232 270 18 27
134 264 13 257 130 136 139 267 268 142 143 16 14 274 147 27 30 256 1 263 8 266 11 12 13 15 271
19 277 278 23 284 32 291 36 288 38 257 5 266 31 37 end
repr {261, 9, 13, 34, 42, 298, 45, 46, 47, 51, 52, 61, 63, 65, 66, 67, 68, 70, 72, 75, 78, 86,
87, 88, 90, 92, 95, 100, 109, 111, 112, 113, 114, 115, 116, 118, 119, 120, 122, 123, 129, 130,
139, 141, 142, 145, 148, 149, 154, 155, 162, 164, 166, 168, 237, 171, 173, 177, 181, 183, 185,
187, 188, 190, 195, 200, 201, 204, 206, 208, 212, -43, 213, 215, -40, -41, -38, -37, -36, 221,
-34, 220, -7, -39, 226, -29, -30, -27, 230, 232, -23, -24, -21, 236, -19, 238, -18, -16, 241,
242, 243, 244, 245, -15, 247, -11, 249, 252, 254, 255}
)";

TEST_F(Containers, SetRandomOperationsMatchCPython) {
    std::vector<std::string> words;
    std::string word;
    for (const char* p = kSetScenarios;; ++p) {
        if (*p == ' ' || *p == '\n' || *p == 0) {
            if (!word.empty()) words.push_back(word);
            word.clear();
            if (*p == 0) break;
        } else {
            word += *p;
        }
    }
    size_t i = 0;
    int scenario = 0;
    while (i < words.size()) {
        ASSERT_EQ(words[i++], "ops");
        Ref set = setNew();
        std::vector<std::string> popped;
        for (; words[i] != "pops"; ++i) {
            const std::string& op = words[i];
            if (op == "p") {
                popped.push_back(reprOf(method(set.get(), "pop").get()));
            } else if (op == "c") {
                set = scenario < 2 ? setFromIterable(&gSetType, set.get())
                                   : method(set.get(), "copy");
            } else {
                Value v = V(std::stoll(op.substr(1)));
                if (op[0] == 'a') {
                    ASSERT_TRUE(setAdd(static_cast<Set*>(set.object()), v));
                } else {
                    ASSERT_GE(setDiscard(static_cast<Set*>(set.object()), v), 0);
                }
            }
        }
        ++i;
        for (const std::string& expected : popped)
            EXPECT_EQ(words[i++], expected) << scenario;
        ASSERT_EQ(words[i++], "end");
        ASSERT_EQ(words[i++], "repr");
        std::string expected;
        while (i < words.size() && words[i] != "ops") {
            if (!expected.empty()) expected += " ";
            expected += words[i++];
        }
        EXPECT_EQ(reprOf(set.get()), expected) << "scenario " << scenario;
        ++scenario;
    }
    EXPECT_EQ(scenario, 4);
}

TEST_F(Containers, SetChangedDuringIteration) {
    Ref s = setOf({1, 2});
    Ref iterator = getIter(s.get());
    EXPECT_TRUE(iterNext(iterator.get()));
    ASSERT_TRUE(setAdd(static_cast<Set*>(s.object()), V(3)));
    EXPECT_FALSE(iterNext(iterator.get()));
    EXPECT_EQ(errorText(), "RuntimeError: Set changed size during iteration");
}

TEST_F(Containers, FrozenSetHashAndRepr) {
    Ref empty = setFromIterable(&gFrozenSetType, Value());
    EXPECT_EQ(hashOf(empty.get()), 133146708735736);
    Ref items = Ints({1, 2, 3});
    Ref f = setFromIterable(&gFrozenSetType, items.get());
    EXPECT_EQ(hashOf(f.get()), -272375401224217160);
    Ref five = Ints({1, 2, 3, 4, 5});
    EXPECT_EQ(hashOf(setFromIterable(&gFrozenSetType, five.get()).get()), -3779889356588604112);
    Ref negatives = Ints({-1, -2});
    EXPECT_EQ(hashOf(setFromIterable(&gFrozenSetType, negatives.get()).get()), 399283329322573);
    Ref pair = Ints({3, 1});
    EXPECT_EQ(reprOf(setFromIterable(&gFrozenSetType, pair.get()).get()), "frozenset({1, 3})");
    EXPECT_EQ(reprOf(empty.get()), "frozenset()");
    EXPECT_EQ(reprOf(setNew().get()), "set()");
    Ref plain = setOf({3});
    EXPECT_EQ(reprOf(binaryOp(f.get(), plain.get(), BinaryOp::Or).get()), "frozenset({1, 2, 3})");
    EXPECT_EQ(reprOf(binaryOp(plain.get(), f.get(), BinaryOp::Or).get()), "{1, 2, 3}");
    Ref mutableSet = setOf({1});
    int64_t hash;
    EXPECT_FALSE(hashValue(mutableSet.get(), hash));
    EXPECT_EQ(errorText(), "TypeError: unhashable type: 'set'");
}

// ---- range -----------------------------------------------------------------------------

TEST_F(Containers, RangeBasics) {
    Ref r = rangeNew(V(0), V(10), V(3));
    EXPECT_EQ(reprOf(r.get()), "range(0, 10, 3)");
    EXPECT_EQ(reprOf(getItem(r.get(), V(-1)).get()), "9");
    int64_t n;
    ASSERT_TRUE(length(r.get(), n));
    EXPECT_EQ(n, 4);
    EXPECT_EQ(reprOf(listFromIterable(r.get()).get()), "[0, 3, 6, 9]");
    Ref one = rangeNew(V(0), V(5), V(1));
    EXPECT_EQ(reprOf(one.get()), "range(0, 5)");
    Ref down = rangeNew(V(-3), V(-10), V(-2));
    EXPECT_EQ(reprOf(down.get()), "range(-3, -10, -2)");
    EXPECT_EQ(reprOf(listFromIterable(down.get()).get()), "[-3, -5, -7, -9]");
    EXPECT_FALSE(rangeNew(V(1), V(2), V(0)));
    EXPECT_EQ(errorText(), "ValueError: range() arg 3 must not be zero");
    EXPECT_FALSE(callWith(typeValue(&gRangeType), {}));
    EXPECT_EQ(errorText(), "TypeError: range expected at least 1 argument, got 0");
    EXPECT_FALSE(callWith(typeValue(&gRangeType), {V(1), V(2), V(3), V(4)}));
    EXPECT_EQ(errorText(), "TypeError: range expected at most 3 arguments, got 4");
    Ref f = floatFromDouble(1.0);
    EXPECT_FALSE(callWith(typeValue(&gRangeType), {f.get()}));
    EXPECT_EQ(errorText(), "TypeError: 'float' object cannot be interpreted as an integer");
    EXPECT_EQ(reprOf(callWith(typeValue(&gRangeType), {trueValue()}).get()), "range(0, 1)");
    EXPECT_FALSE(getItem(one.get(), V(10)));
    EXPECT_EQ(errorText(), "IndexError: range object index out of range");
    Ref key = S("a");
    EXPECT_FALSE(getItem(one.get(), key.get()));
    EXPECT_EQ(errorText(), "TypeError: range indices must be integers or slices, not str");
}

TEST_F(Containers, RangeSearchAndSlicing) {
    Ref r = rangeNew(V(3), V(10), V(2));
    EXPECT_EQ(reprOf(method(r.get(), "index", {V(7)}).get()), "2");
    EXPECT_FALSE(method(r.get(), "index", {V(4)}));
    EXPECT_EQ(errorText(), "ValueError: 4 is not in range");
    Ref s = S("a");
    EXPECT_FALSE(method(r.get(), "index", {s.get()}));
    EXPECT_EQ(errorText(), "ValueError: sequence.index(x): x not in sequence");
    EXPECT_EQ(reprOf(method(r.get(), "count", {V(5)}).get()), "1");
    Ref f = floatFromDouble(5.0);
    EXPECT_EQ(contains(r.get(), f.get()), 1); // 5.0 in range(3, 10, 2)
    EXPECT_EQ(contains(r.get(), V(6)), 0);
    Ref ten = rangeNew(V(0), V(10), V(1));
    Ref s1 = sliceNew(V(3), V(8), V(2));
    EXPECT_EQ(reprOf(getItem(ten.get(), s1.get()).get()), "range(3, 8, 2)");
    Ref s2 = sliceNew(V(-100), V(100), V(3));
    EXPECT_EQ(reprOf(getItem(ten.get(), s2.get()).get()), "range(0, 10, 3)");
    Ref odd = rangeNew(V(1), V(10), V(2));
    Ref s3 = sliceNew(Value(), Value(), V(-1));
    EXPECT_EQ(reprOf(getItem(odd.get(), s3.get()).get()), "range(9, -1, -2)");
    Ref reversed = method(odd.get(), "__reversed__");
    EXPECT_EQ(typeOf(reversed.get())->name, std::string("range_iterator"));
    EXPECT_EQ(reprOf(listFromIterable(reversed.get()).get()), "[9, 7, 5, 3, 1]");
}

TEST_F(Containers, RangeBigAndHash) {
    Ref big = Big("100000000000000000000");
    Ref r = rangeNew(V(0), big.get(), V(3));
    EXPECT_EQ(reprOf(r.get()), "range(0, 100000000000000000000, 3)");
    Ref bigStop = Big("10000000000000000000");
    Ref s = sliceNew(V(5), bigStop.get(), V(7));
    EXPECT_EQ(reprOf(getItem(r.get(), s.get()).get()), "range(15, 30000000000000000000, 21)");
    Ref whole = rangeNew(V(0), big.get(), V(1));
    int64_t n;
    EXPECT_FALSE(length(whole.get(), n));
    EXPECT_EQ(errorText(), "OverflowError: Python int too large to convert to C ssize_t");
    EXPECT_EQ(reprOf(getItem(whole.get(), bigStop.get()).get()), "10000000000000000000");
    Ref iterator = getIter(whole.get());
    EXPECT_EQ(typeOf(iterator.get())->name, std::string("longrange_iterator"));
    EXPECT_EQ(hashOf(rangeNew(V(0), V(0), V(1)).get()), 2676694398852732306);
    EXPECT_EQ(hashOf(rangeNew(V(0), V(5), V(1)).get()), 5795932985296280846);
    EXPECT_EQ(hashOf(rangeNew(V(1), V(2), V(1)).get()), -1269592299258668772);
    EXPECT_EQ(hashOf(rangeNew(V(0), V(10), V(3)).get()), -1816567394155750349);
    EXPECT_EQ(hashOf(whole.get()), 6178378689728963704);
    Ref a = rangeNew(V(0), V(3), V(1)), b = rangeNew(V(0), V(3), V(1));
    EXPECT_EQ(compareBool(a.get(), b.get(), CompareOp::Eq), 1);
    Ref e1 = rangeNew(V(0), V(0), V(1)), e2 = rangeNew(V(5), V(2), V(1));
    EXPECT_EQ(compareBool(e1.get(), e2.get(), CompareOp::Eq), 1);
    EXPECT_EQ(compareBool(a.get(), b.get(), CompareOp::Lt), -1);
    EXPECT_EQ(errorText(), "TypeError: '<' not supported between instances of 'range' and 'range'");
}

// ---- slice -----------------------------------------------------------------------------

TEST_F(Containers, SliceBehaviour) {
    Ref s = sliceNew(V(1), V(10), V(2));
    EXPECT_EQ(reprOf(method(s.get(), "indices", {V(5)}).get()), "(1, 5, 2)");
    Ref open = sliceNew(V(-3), Value(), Value());
    EXPECT_EQ(reprOf(method(open.get(), "indices", {V(10)}).get()), "(7, 10, 1)");
    EXPECT_EQ(reprOf(open.get()), "slice(-3, None, None)");
    Ref huge = Big("1000000000000000000000000000000");
    Ref minusHuge = Big("-1000000000000000000000000000000");
    Ref wide = sliceNew(huge.get(), minusHuge.get(), V(-1));
    EXPECT_EQ(reprOf(method(wide.get(), "indices", {V(5)}).get()), "(4, -1, -1)");
    EXPECT_FALSE(method(s.get(), "indices", {V(-1)}));
    EXPECT_EQ(errorText(), "ValueError: length should not be negative");
    Ref zero = sliceNew(V(1), V(2), V(0));
    EXPECT_FALSE(method(zero.get(), "indices", {V(5)}));
    EXPECT_EQ(errorText(), "ValueError: slice step cannot be zero");
    EXPECT_EQ(hashOf(sliceNew(V(1), V(2), V(3)).get()), -2340833382717974474);
    EXPECT_EQ(hashOf(sliceNew(Value(), Value(), Value()).get()), 4032618106351268893);
    EXPECT_EQ(hashOf(sliceNew(V(1), Value(), V(-1)).get()), 3532804058354403008);
    Ref a = sliceNew(V(1), V(2), Value()), b = sliceNew(V(1), V(3), Value());
    EXPECT_EQ(compareBool(a.get(), b.get(), CompareOp::Lt), 1);
    EXPECT_FALSE(callWith(typeValue(&gSliceType), {}));
    EXPECT_EQ(errorText(), "TypeError: slice expected at least 1 argument, got 0");
    EXPECT_EQ(reprOf(callWith(typeValue(&gSliceType), {V(1)}).get()), "slice(None, 1, None)");
}

// ---- GenericAlias, GC, misc ------------------------------------------------------------

TEST_F(Containers, GenericAliases) {
    Value intType = typeValue(&gIntType), strType = typeValue(&gStrType);
    Ref listOfInt = getItem(typeValue(&gListType), intType);
    EXPECT_EQ(reprOf(listOfInt.get()), "list[int]");
    Ref pair = T({strType, intType});
    EXPECT_EQ(reprOf(getItem(typeValue(&gDictType), pair.get()).get()), "dict[str, int]");
    Ref variadic = T({intType, ellipsisValue()});
    EXPECT_EQ(reprOf(getItem(typeValue(&gTupleType), variadic.get()).get()), "tuple[int, ...]");
    EXPECT_EQ(reprOf(getItem(typeValue(&gTupleType), emptyTuple().get()).get()), "tuple[()]");
    EXPECT_EQ(reprOf(getItem(typeValue(&gListType), listOfInt.get()).get()), "list[list[int]]");
    Ref again = getItem(typeValue(&gListType), intType);
    EXPECT_EQ(compareBool(listOfInt.get(), again.get(), CompareOp::Eq), 1);
    EXPECT_EQ(reprOf(getAttr(listOfInt.get(), internStr("__args__")).get()), "(<class 'int'>,)");
    Ref items = Ints({1, 2});
    EXPECT_EQ(reprOf(callWith(listOfInt.get(), {items.get()}).get()), "[1, 2]");
    EXPECT_EQ(reprOf(getAttr(listOfInt.get(), internStr("append")).get()),
              "<method 'append' of 'list' objects>");
}

TEST_F(Containers, MoreSetAndRangeBehaviour) {
    Ref r = rangeNew(V(10), V(0), V(-3));
    Ref reversed = method(r.get(), "__reversed__");
    EXPECT_EQ(reprOf(listFromIterable(reversed.get()).get()), "[1, 4, 7, 10]");
    Ref two = rangeNew(V(0), V(2), V(1));
    EXPECT_EQ(contains(two.get(), trueValue()), 1); // True in range(2)
    Ref a = setOf({1, 2}), b = setOf({1, 2, 3}), c = setOf({1});
    EXPECT_EQ(compareBool(a.get(), b.get(), CompareOp::Le), 1);
    EXPECT_EQ(compareBool(c.get(), c.get(), CompareOp::Lt), 0);
    Ref items = Ints({2, 1});
    Ref frozen = setFromIterable(&gFrozenSetType, items.get());
    EXPECT_EQ(compareBool(frozen.get(), a.get(), CompareOp::Eq), 1);
    Ref one = Ints({1}), three = Ints({3});
    EXPECT_EQ(reprOf(method(a.get(), "issuperset", {one.get()}).get()), "True");
    EXPECT_EQ(reprOf(method(a.get(), "isdisjoint", {three.get()}).get()), "True");
    Ref d = dictNew();
    ASSERT_TRUE(dictSetItem(asDict(d.get()), V(2), V(0)));
    ASSERT_TRUE(dictSetItem(asDict(d.get()), V(5), V(1)));
    EXPECT_EQ(reprOf(method(a.get(), "symmetric_difference", {d.get()}).get()), "{1, 5}");
    Ref list = Ints({5, 2, 8, 1});
    Ref reverse = S("reverse");
    Ref kwnames = T({reverse.get()});
    Value args[1] = {trueValue()};
    Ref sortMethod = getAttr(list.get(), internStr("sort"));
    EXPECT_TRUE(call(sortMethod.get(), args, 0, asTuple(kwnames.get())));
    EXPECT_EQ(reprOf(list.get()), "[8, 5, 2, 1]");
    Ref keys = method(d.get(), "keys");
    EXPECT_EQ(reprOf(getAttr(keys.get(), internStr("mapping")).get()),
              "mappingproxy({2: 0, 5: 1})");
}

TEST_F(Containers, DictMergeModes) {
    Ref target = dictNew(), source = dictNew();
    ASSERT_TRUE(dictSetItem(asDict(target.get()), V(1), V(10)));
    ASSERT_TRUE(dictSetItem(asDict(source.get()), V(1), V(20)));
    ASSERT_TRUE(dictSetItem(asDict(source.get()), V(2), V(30)));
    ASSERT_TRUE(dictMerge(asDict(target.get()), source.get(), 0));
    EXPECT_EQ(reprOf(target.get()), "{1: 10, 2: 30}");
    ASSERT_TRUE(dictMerge(asDict(target.get()), source.get(), 1));
    EXPECT_EQ(reprOf(target.get()), "{1: 20, 2: 30}");
    EXPECT_FALSE(dictMerge(asDict(target.get()), source.get(), 2));
    EXPECT_EQ(errorText(), "KeyError: 1");
    EXPECT_FALSE(dictMerge(asDict(target.get()), V(1), 1));
    EXPECT_EQ(errorText(), "TypeError: 'int' object is not a mapping");
}

TEST_F(Containers, CyclesAreCollected) {
    gcCollect();
    Ref list = listNew();
    ASSERT_TRUE(listAppend(asList(list.get()), list.get()));
    Ref dict = dictNew();
    ASSERT_TRUE(dictSetItem(asDict(dict.get()), V(1), dict.get()));
    ASSERT_TRUE(dictSetItem(asDict(dict.get()), V(2), list.get()));
    Ref iterator = getIter(list.get());
    ASSERT_TRUE(listAppend(asList(list.get()), iterator.get()));
    list.reset();
    dict.reset();
    iterator.reset();
    EXPECT_GE(gcCollect(), 3);
}

TEST_F(Containers, DeepNestingIsFreedWithoutRecursion) {
    // x = []; for i in range(200000): x = [x]; del x
    Ref x = listNew();
    for (int i = 0; i < 200000; ++i) {
        Ref outer = L({x.get()});
        x = std::move(outer);
    }
    x.reset();
    SUCCEED();
}

} // namespace
} // namespace taipan
