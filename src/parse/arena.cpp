#include "parse/arena.h"

#include <algorithm>

namespace taipan::parse {

void* Arena::allocateSlow(size_t size, size_t align) {
    // Chunks double up to 1 MiB so small parses stay small and large files
    // do not make thousands of chunks. An oversized request gets its own.
    size_t chunkSize = std::max(nextChunkSize_, size + align);
    chunks_.push_back(std::make_unique<char[]>(chunkSize));
    bytesInChunks_ += chunkSize;
    cursor_ = chunks_.back().get();
    limit_ = cursor_ + chunkSize;
    if (nextChunkSize_ < (size_t(1) << 20)) nextChunkSize_ *= 2;
    return allocate(size, align);
}

} // namespace taipan::parse
