// Unit tests of the internal buffer protocol (objects/buffer.h): acquiring
// and releasing buffers of bytes, bytearray and memoryview, the pin that
// stops a bytearray from resizing, the errors for non-exporters and
// read-only memory, and the native item conversions. Expected messages are
// CPython 3.13's for the same operation (the Python expression is beside
// each check).
#include "objects/buffer.h"
#include "objects/bytes.h"
#include "objects/str.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"

#include <gtest/gtest.h>

#include <string>

namespace taipan {
namespace {

class Buffer : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        ASSERT_TRUE(readyBuiltinTypes());
        ASSERT_TRUE(readyBufferTypes());
    }
    void TearDown() override {
        EXPECT_FALSE(hasPendingException()) << "an exception was left pending";
        clearPendingException();
    }
};

// "Type: message" of the pending exception, which is cleared.
std::string errorText() {
    if (!hasPendingException()) return "<no exception>";
    Ref exception = takePendingException();
    std::string result = typeOf(exception.get())->name;
    Ref message = str(exception.get());
    if (message) result += ": " + std::string(strUtf8(asStr(message.get())));
    clearPendingException();
    return result;
}

std::string reprOf(Value v) {
    Ref text = repr(v);
    if (!text) return "<error " + errorText() + ">";
    return std::string(strUtf8(asStr(text.get())));
}

TEST_F(Buffer, BytesAreReadOnlyAndPinnedByReference) {
    Ref data = bytesFromData("abc");
    ASSERT_TRUE(data);
    int64_t before = data.object()->refcount;
    {
        BufferGuard guard;
        ASSERT_TRUE(getBuffer(data.get(), guard.view));
        EXPECT_EQ(guard.bytes(), "abc");
        EXPECT_TRUE(guard.view.readonly);
        EXPECT_EQ(guard.view.itemSize, 1);
        EXPECT_STREQ(guard.view.format, "B");
        EXPECT_EQ(data.object()->refcount, before + 1);
    }
    EXPECT_EQ(data.object()->refcount, before);
}

TEST_F(Buffer, WritableRequestOnBytesFails) {
    // bytearray().__init__ is irrelevant here; the message is readinto's:
    // io.BytesIO(b'x').readinto(b'ab')
    Ref data = bytesFromData("ab");
    BufferView view;
    EXPECT_FALSE(getBuffer(data.get(), view, true));
    EXPECT_EQ(errorText(), "TypeError: argument must be read-write bytes-like object, not bytes");
    EXPECT_EQ(view.owner, nullptr);
}

TEST_F(Buffer, NonExporterIsATypeError) {
    // memoryview(5) says more; b''.join([5]) and bytes-like checks say this.
    BufferView view;
    EXPECT_FALSE(hasBuffer(Value::fromSmallInt(5)));
    EXPECT_FALSE(getBuffer(Value::fromSmallInt(5), view));
    EXPECT_EQ(errorText(), "TypeError: a bytes-like object is required, not 'int'");
    Ref text = strFromUtf8("s");
    EXPECT_FALSE(hasBuffer(text.get()));
}

TEST_F(Buffer, ByteArrayExportBlocksResizing) {
    Ref array = byteArrayFromData("hello");
    ASSERT_TRUE(array);
    EXPECT_EQ(reprOf(array.get()), "bytearray(b'hello')");
    ByteArray* bytes = asByteArray(array.get());
    {
        BufferGuard guard;
        ASSERT_TRUE(getBuffer(array.get(), guard.view, true));
        EXPECT_FALSE(guard.view.readonly);
        EXPECT_EQ(bytes->exports, 1);
        guard.view.data[0] = 'H';
        // b = bytearray(b'hello'); m = memoryview(b); b.append(1)
        EXPECT_FALSE(byteArrayResize(bytes, 10));
        EXPECT_EQ(errorText(), "BufferError: Existing exports of data: object cannot be re-sized");
        // Same-size changes are allowed while exported.
        EXPECT_TRUE(byteArrayResize(bytes, 5));
    }
    EXPECT_EQ(bytes->exports, 0);
    ASSERT_TRUE(byteArrayResize(bytes, 7));
    EXPECT_EQ(reprOf(array.get()), "bytearray(b'Hello\\x00\\x00')");
}

TEST_F(Buffer, MemoryViewPinsItsExporter) {
    Ref array = byteArrayFromData("xyz");
    Value arg = array.get();
    Ref view = call(Value::fromObject(&gMemoryViewType), &arg, 1);
    ASSERT_TRUE(view);
    EXPECT_EQ(asByteArray(array.get())->exports, 1);
    // bytes(memoryview(bytearray(b'xyz')))
    std::string_view data;
    ASSERT_TRUE(bytesLikeData(view.get(), data));
    EXPECT_EQ(data, "xyz");
    // A view of the view pins the same bytearray once more.
    Value viewArg = view.get();
    Ref second = call(Value::fromObject(&gMemoryViewType), &viewArg, 1);
    ASSERT_TRUE(second);
    EXPECT_EQ(asByteArray(array.get())->exports, 2);
    second.reset();
    view.reset();
    EXPECT_EQ(asByteArray(array.get())->exports, 0);
}

TEST_F(Buffer, NativeItems) {
    EXPECT_EQ(nativeItemSize('b'), 1);
    EXPECT_EQ(nativeItemSize('h'), 2);
    EXPECT_EQ(nativeItemSize('i'), 4);
    EXPECT_EQ(nativeItemSize('q'), 8);
    EXPECT_EQ(nativeItemSize('d'), 8);
    EXPECT_EQ(nativeItemSize('z'), 0);
    char item[8] = {};
    bool rangeError = false;
    ASSERT_TRUE(writeNativeItem('h', item, Value::fromSmallInt(-2), rangeError));
    Ref back = readNativeItem('h', item);
    EXPECT_EQ(reprOf(back.get()), "-2");
    // memoryview(bytearray(1))[0] = 256 -> ValueError (the caller's message)
    EXPECT_FALSE(writeNativeItem('B', item, Value::fromSmallInt(256), rangeError));
    EXPECT_TRUE(rangeError);
    clearPendingException();
    EXPECT_FALSE(writeNativeItem('B', item, Value::fromSmallInt(-1), rangeError));
    EXPECT_TRUE(rangeError);
    clearPendingException();
    Ref text = strFromUtf8("a");
    EXPECT_FALSE(writeNativeItem('i', item, text.get(), rangeError));
    EXPECT_FALSE(rangeError);
    EXPECT_EQ(errorText(), "TypeError: required argument is not an integer");
}

} // namespace
} // namespace taipan
