// The internal buffer protocol, and the two buffer types built on it:
// bytearray (a mutable byte sequence) and memoryview (a window on another
// object's buffer).
//
// The protocol: an exporter type registers a BufferGetFn (and a release
// function) with registerBufferExporter(). getBuffer(v, view, writable)
// asks v's type (or the nearest registered base) to fill a BufferView with
// a pointer, a length in bytes, the item format and whether the memory is
// read-only, and *pins* the exporter: it holds a reference to it, and a
// resizable exporter (bytearray, array.array) counts the export so that it
// refuses to move its memory ("Existing exports of data: object cannot be
// re-sized") until releaseBuffer() runs. Everything that consumes
// bytes-like objects goes through here: bytes(), bytearray(), memoryview,
// b''.join, struct, array, file writes.
//
// Invariants:
//  - Between getBuffer and releaseBuffer, view.data stays valid and the
//    exporter does not resize. A view is released exactly once
//    (BufferGuard does it on scope exit).
//  - bytesLikeData() (objects/bytes.h) reads a buffer without pinning it:
//    only for use that runs no Python code before it is done with the data.
#pragma once

#include "objects/builtins_types.h"

#include <string_view>

namespace taipan {

struct BufferView {
    char* data = nullptr;
    int64_t length = 0; // in bytes
    int64_t itemSize = 1;
    const char* format = "B"; // a struct-module format character (static storage)
    bool readonly = true;
    Object* owner = nullptr; // the pinned exporter (an owned reference), null when released
};

// Fills `view` for `exporter` (its data, length, format, readonly) and pins
// the exporter. Returns false with an exception pending (for instance
// BufferError from a released memoryview).
using BufferGetFn = bool (*)(Value exporter, BufferView& view);
// Undoes the pin of a getBuffer (the export count of resizable exporters).
using BufferReleaseFn = void (*)(Value exporter);

// Registers a type whose instances (and instances of its subclasses) are
// exporters. Called by the type's ready hook.
void registerBufferExporter(Type* type, BufferGetFn get, BufferReleaseFn release);
// True when v supports the buffer protocol.
bool hasBuffer(Value v);
// Acquires v's buffer. Without a buffer: TypeError "a bytes-like object is
// required, not 'T'". When `writable` and the buffer is read-only: TypeError
// "argument must be read-write bytes-like object, not T".
[[nodiscard]] bool getBuffer(Value v, BufferView& view, bool writable = false);
void releaseBuffer(BufferView& view);

// Releases a view when it goes out of scope.
class BufferGuard {
  public:
    BufferGuard() = default;
    BufferGuard(const BufferGuard&) = delete;
    BufferGuard& operator=(const BufferGuard&) = delete;
    ~BufferGuard() { releaseBuffer(view); }
    std::string_view bytes() const {
        return std::string_view(view.data, static_cast<size_t>(view.length));
    }
    BufferView view;
};

// Sizes of the native item formats of struct/array/memoryview ('@' mode):
// 0 for an unknown format character.
int64_t nativeItemSize(char format);
// The Python value of one native item (int, float, bool or a length-1 bytes
// for 'c').
Ref readNativeItem(char format, const char* data);
// Stores `value` as one native item. On failure returns false with an
// exception pending; `rangeError` says the value was an int out of range (the
// caller may then replace the message with its own).
[[nodiscard]] bool writeNativeItem(char format, char* data, Value value, bool& rangeError);

// ---- bytearray ------------------------------------------------------------------

struct ByteArray : Object {
    char* bytes; // malloc'd, capacity + 1 bytes (zero-terminated); null when empty
    int64_t size;
    int64_t capacity;
    int64_t exports; // pinned buffers (memoryviews, ...): resizing is refused while > 0
};

extern Type gByteArrayType;
extern Type gMemoryViewType;

inline bool isByteArray(Value v) {
    return v.isObject() && isInstance(v, &gByteArrayType);
}
inline ByteArray* asByteArray(Value v) {
    return static_cast<ByteArray*>(v.object());
}
inline std::string_view byteArrayView(const ByteArray* array) {
    return std::string_view(array->bytes == nullptr ? "" : array->bytes,
                            static_cast<size_t>(array->size));
}
Ref byteArrayFromData(std::string_view data);
// Changes the size (new bytes are zero). BufferError while exported.
[[nodiscard]] bool byteArrayResize(ByteArray* array, int64_t newSize);

// The byte-sequence operations bytes and bytearray share (objects/bytes.cpp):
// results have the type of `self` (of the left operand for +).
Ref byteSequenceGetItem(Value self, Value key);
int byteSequenceContains(Value self, Value item);
Ref byteSequenceAdd(Value left, Value right);
Ref byteSequenceMul(Value left, Value right);
Ref byteSequenceIter(Value self);
// bytes % args (the result is bytes).
Ref bytesPercentFormat(std::string_view format, Value args);

// The bytes method table (objects/bytes.cpp), null-terminated: the entries
// before "__getnewargs__" are shared with bytearray, and produce bytearray
// results for a bytearray receiver.
const struct MethodDef* bytesSharedMethods();

// __buffer__(flags) and __release_buffer__(view) of the exporter types
// (PEP 688): a new memoryview of self, and releasing such a view.
Ref bufferDunder(Value self, const Value* args, size_t nargs, Tuple* kwnames);
Ref releaseBufferDunder(Value self, const Value* args, size_t nargs, Tuple* kwnames);

// Readies bytearray, memoryview and their iterators (called at start-up by
// the builtins module's ready hook).
[[nodiscard]] bool readyBufferTypes();

} // namespace taipan
