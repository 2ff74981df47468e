// SHA-512 (FIPS 180-4, section 6.4), for random.seed() of str and bytes:
// CPython's version-2 seeding appends the SHA-512 digest of the text to it.
//
// Invariant: a Sha512 accumulates any number of update() calls and yields
// the same digest as one update() of their concatenation; digest() may be
// called once.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace taipan::modules {

class Sha512 {
  public:
    Sha512();
    void update(std::string_view data);
    std::array<uint8_t, 64> digest();

  private:
    void compressBlock(const uint8_t* block);

    std::array<uint64_t, 8> hash_;
    std::array<uint8_t, 128> pending_{};
    size_t pendingSize_ = 0;
    uint64_t totalBytes_ = 0; // messages longer than 2**64 bytes are not supported
};

// The digest of `data` in one call.
std::array<uint8_t, 64> sha512Digest(std::string_view data);

} // namespace taipan::modules
