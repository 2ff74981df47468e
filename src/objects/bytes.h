// bytes: an immutable sequence of bytes (literals, str.encode, to_bytes).
// The bytes follow the header, with a zero byte after the last one so the
// data can be handed to C functions as a string.
#pragma once

#include "objects/builtins_types.h"

#include <string_view>

namespace taipan {

struct Bytes : Object {
    int64_t size;
    int64_t hash; // -1 until computed
    char* data() { return reinterpret_cast<char*>(this + 1); }
    const char* data() const { return reinterpret_cast<const char*>(this + 1); }
};

Ref bytesFromData(std::string_view data);
inline bool isBytes(Value v) {
    return v.isObject() && isInstance(v, &gBytesType);
}
inline Bytes* asBytes(Value v) {
    return static_cast<Bytes*>(v.object());
}
inline std::string_view bytesView(const Bytes* bytes) {
    return std::string_view(bytes->data(), static_cast<size_t>(bytes->size));
}

// The bytes of a bytes-like object (bytes today; bytearray and memoryview
// when they exist). False, with no exception set, for anything else.
bool bytesLikeData(Value v, std::string_view& data);
// bytes(x) for the forms int.from_bytes and bytes() accept: a bytes-like
// object (returned as is), or an iterable of ints in range(256); a str is a
// TypeError "cannot convert 'str' object to bytes".
Ref bytesFromObject(Value v);

// Decoding with the codecs Taipan knows (utf-8, ascii, latin-1 and their
// aliases) and the error handlers strict, ignore, replace,
// backslashreplace and surrogateescape. `encoding`/`errors` null mean the
// defaults ('utf-8', 'strict'). Raises UnicodeDecodeError / LookupError
// with CPython's messages.
Ref decodeBytes(std::string_view data, const char* encoding, const char* errors);

} // namespace taipan
