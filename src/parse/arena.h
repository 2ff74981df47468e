// A bump allocator for everything one parse produces: AST nodes, their lists,
// decoded identifiers and string constants. Freeing the arena frees the tree
// in one step, so nodes never own anything and need no destructors.
//
// Invariant: only trivially destructible types are allocated here (enforced
// by static_assert), because destructors are never run.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>
#include <type_traits>
#include <vector>

namespace taipan::parse {

class Arena {
  public:
    Arena() = default;
    Arena(const Arena&) = delete;
    Arena& operator=(const Arena&) = delete;

    // Raw storage, aligned to `align` (a power of two, at most 16).
    void* allocate(size_t size, size_t align = alignof(std::max_align_t)) {
        uintptr_t p = (reinterpret_cast<uintptr_t>(cursor_) + (align - 1)) & ~(uintptr_t(align) - 1);
        if (p + size > reinterpret_cast<uintptr_t>(limit_)) return allocateSlow(size, align);
        cursor_ = reinterpret_cast<char*>(p + size);
        return reinterpret_cast<void*>(p);
    }

    // A zero-initialized T. AST nodes rely on the zeroing: absent optional
    // children are null and empty lists have size 0 without further work.
    template <class T> T* make() {
        static_assert(std::is_trivially_destructible_v<T>);
        void* p = allocate(sizeof(T), alignof(T));
        return new (p) T{};
    }

    // An uninitialized array of n T's.
    template <class T> T* makeArray(size_t n) {
        static_assert(std::is_trivially_destructible_v<T>);
        if (n == 0) return nullptr;
        return static_cast<T*>(allocate(sizeof(T) * n, alignof(T)));
    }

    // A copy of `text` that lives as long as the arena.
    std::string_view copyString(std::string_view text) {
        if (text.empty()) return std::string_view("", 0);
        char* p = static_cast<char*>(allocate(text.size(), 1));
        std::memcpy(p, text.data(), text.size());
        return std::string_view(p, text.size());
    }

    size_t bytesAllocated() const { return bytesInChunks_; }

  private:
    void* allocateSlow(size_t size, size_t align);

    char* cursor_ = nullptr;
    char* limit_ = nullptr;
    size_t nextChunkSize_ = 64 * 1024;
    size_t bytesInChunks_ = 0;
    std::vector<std::unique_ptr<char[]>> chunks_;
};

} // namespace taipan::parse
