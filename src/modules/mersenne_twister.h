// MT19937, the 32-bit Mersenne Twister of Matsumoto and Nishimura (1998),
// written from the published algorithm, with the two seeding procedures of
// its reference implementation (one word, or an array of words), which are
// what CPython's random module uses.
//
// Invariant: 0 <= index <= kStateWords; index == kStateWords means the next
// draw regenerates the whole state first.
#pragma once

#include <cstddef>
#include <cstdint>

namespace taipan::modules {

class MersenneTwister {
  public:
    static constexpr int kStateWords = 624;

    // Seeds from one 32-bit word (the reference init_genrand).
    void seedWord(uint32_t seed) {
        state[0] = seed;
        for (int i = 1; i < kStateWords; ++i) {
            state[i] =
                1812433253u * (state[i - 1] ^ (state[i - 1] >> 30)) + static_cast<uint32_t>(i);
        }
        index = kStateWords;
    }

    // Seeds from an array of words (the reference init_by_array): mixes every
    // key word into a state first seeded with 19650218.
    void seedWords(const uint32_t* key, size_t keyLength) {
        seedWord(19650218u);
        int i = 1;
        size_t j = 0;
        size_t rounds = kStateWords > keyLength ? kStateWords : keyLength;
        for (; rounds > 0; --rounds) {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) * 1664525u)) + key[j] +
                       static_cast<uint32_t>(j);
            ++i;
            ++j;
            if (i >= kStateWords) {
                state[0] = state[kStateWords - 1];
                i = 1;
            }
            if (j >= keyLength) j = 0;
        }
        for (rounds = kStateWords - 1; rounds > 0; --rounds) {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) * 1566083941u)) -
                       static_cast<uint32_t>(i);
            ++i;
            if (i >= kStateWords) {
                state[0] = state[kStateWords - 1];
                i = 1;
            }
        }
        state[0] = 0x80000000u; // the most significant bit is 1: the state is never all zero
    }

    // The next 32-bit output (tempered).
    uint32_t next() {
        if (index >= kStateWords) regenerate();
        uint32_t y = state[index++];
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c5680u;
        y ^= (y << 15) & 0xefc60000u;
        y ^= y >> 18;
        return y;
    }

    // A double in [0, 1) with 53 random bits: 27 bits of one output and 26
    // of the next, as CPython's random() builds it.
    double nextDouble() {
        uint32_t high = next() >> 5;
        uint32_t low = next() >> 6;
        return (high * 67108864.0 + low) * (1.0 / 9007199254740992.0);
    }

    uint32_t state[kStateWords] = {};
    int index = kStateWords + 1;

  private:
    void regenerate() {
        constexpr int kMiddle = 397;
        constexpr uint32_t kMatrix = 0x9908b0dfu;
        for (int k = 0; k < kStateWords; ++k) {
            uint32_t y = (state[k] & 0x80000000u) | (state[(k + 1) % kStateWords] & 0x7fffffffu);
            uint32_t mixed = state[(k + kMiddle) % kStateWords] ^ (y >> 1);
            state[k] = (y & 1u) ? mixed ^ kMatrix : mixed;
        }
        index = 0;
    }
};

} // namespace taipan::modules
