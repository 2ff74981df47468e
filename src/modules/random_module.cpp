// The _random module: the Random type whose Mersenne Twister core
// (modules/mersenne_twister.h) lib/random.py builds the random module on.
//
// Random offers random(), getrandbits(k), seed(n=None), getstate() and
// setstate(state), seeded as CPython's _random.Random is: an int seeds from
// the 32-bit words of its absolute value (least significant first), any
// other hashable object from its hash taken as an unsigned 64-bit number,
// None from the operating system's entropy. `_sha512(data)` is the digest
// random.seed() appends to a str/bytes seed (version 2).
//
// Invariants: a Random instance owns no Python objects (it is not
// GC-tracked); the generator's index is always within [0, 624].
#include "modules/native_modules.h"

#include "modules/mersenne_twister.h"
#include "modules/modules.h"
#include "modules/sha512.h"
#include "objects/bytes.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/float.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"

#include <gmp.h>

#include <array>
#include <cstdio>
#include <ctime>
#include <new>
#include <string>
#include <vector>

#include <unistd.h>

namespace taipan::modules {

namespace {

struct RandomObject : Object {
    MersenneTwister generator;
};

} // namespace

Type gRandomType = staticType("_random.Random", sizeof(RandomObject), 0, kTypeBaseType);

namespace {

RandomObject* asRandom(Value v) {
    return static_cast<RandomObject*>(v.object());
}

bool checkRandom(Value self, const char* method) {
    if (self.isObject() && isInstance(self, &gRandomType)) return true;
    raise(gTypeError, "descriptor '%s' requires a '_random.Random' object but received a '%s'",
          method, typeOf(self)->name);
    return false;
}

// Seeds from 624 words of the system's entropy (time and address when
// /dev/urandom cannot be read).
void seedFromEntropy(RandomObject* self) {
    uint32_t key[MersenneTwister::kStateWords];
    bool filled = false;
    if (std::FILE* source = std::fopen("/dev/urandom", "rb")) {
        filled = std::fread(key, sizeof key, 1, source) == 1;
        std::fclose(source);
    }
    if (!filled) {
        struct timespec now {};
        clock_gettime(CLOCK_REALTIME, &now);
        key[0] = static_cast<uint32_t>(now.tv_sec);
        key[1] = static_cast<uint32_t>(now.tv_nsec);
        key[2] = static_cast<uint32_t>(reinterpret_cast<uintptr_t>(self));
        key[3] = static_cast<uint32_t>(getpid());
        self->generator.seedWords(key, 4);
        return;
    }
    self->generator.seedWords(key, MersenneTwister::kStateWords);
}

// Seeds from the absolute value of an int, split into 32-bit words.
void seedFromMpz(RandomObject* self, mpz_t value) {
    mpz_abs(value, value);
    size_t count = 0;
    std::vector<uint32_t> words((mpz_sizeinbase(value, 2) + 31) / 32 + 1);
    mpz_export(words.data(), &count, -1, sizeof(uint32_t), 0, 0, value);
    if (count == 0) {
        words[0] = 0;
        count = 1;
    }
    self->generator.seedWords(words.data(), count);
}

bool seedFrom(RandomObject* self, Value arg) {
    if (arg.isNull() || arg.is(noneValue())) {
        seedFromEntropy(self);
        return true;
    }
    mpz_t value;
    mpz_init(value);
    if (isInt(arg)) {
        intToMpz(arg, value);
    } else {
        int64_t hash = 0;
        if (!hashValue(arg, hash)) {
            mpz_clear(value);
            return false;
        }
        uint64_t unsignedHash = static_cast<uint64_t>(hash);
        mpz_import(value, 1, 1, sizeof unsignedHash, 0, 0, &unsignedHash);
    }
    seedFromMpz(self, value);
    mpz_clear(value);
    return true;
}

// Random.__new__ only allocates (a zeroed generator, as CPython's); seeding
// is __init__'s work, so a subclass whose __init__ takes other arguments
// never has them used as a seed.
Ref randomNew(Type* type, const Value*, size_t, Tuple*) {
    return genericAlloc(type);
}

// Random.__init__(x=None): seeds from x.
bool randomInit(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    if (typeOf(self) == &gRandomType && kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "Random() takes no keyword arguments");
        return false;
    }
    if (count > 1) {
        raise(gTypeError, "Random() expected at most 1 argument, got %zu", count);
        return false;
    }
    return seedFrom(asRandom(self), count > 0 ? args[0] : Value());
}

Ref randomRandom(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkRandom(self, "random")) return nullptr;
    if (!checkPositional("Random.random", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    return floatFromDouble(asRandom(self)->generator.nextDouble());
}

Ref randomSeed(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkRandom(self, "seed")) return nullptr;
    size_t count = callArgCount(nargs);
    if (!checkPositional("Random.seed", count, kwnames, 0, 1)) return nullptr;
    if (!seedFrom(asRandom(self), count > 0 ? args[0] : Value())) return nullptr;
    return noneRef();
}

Ref randomGetrandbits(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkRandom(self, "getrandbits")) return nullptr;
    if (!checkPositional("Random.getrandbits", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    int64_t bits = 0;
    if (!indexToInt64(args[0], bits, gOverflowError)) return nullptr;
    if (bits < 0) return raise(gValueError, "number of bits must be non-negative");
    MersenneTwister& generator = asRandom(self)->generator;
    if (bits == 0) return Ref::fromSmallInt(0);
    if (bits <= 32) return intFromInt64(generator.next() >> (32 - bits));
    // Words from least to most significant; the last keeps its top bits.
    size_t wordCount = static_cast<size_t>((bits - 1) / 32 + 1);
    std::vector<uint32_t> words;
    try {
        words.resize(wordCount);
    } catch (const std::bad_alloc&) {
        return raiseNoMemory();
    }
    int64_t left = bits;
    for (size_t i = 0; i < wordCount; ++i, left -= 32) {
        uint32_t word = generator.next();
        if (left < 32) word >>= (32 - left);
        words[i] = word;
    }
    mpz_t value;
    mpz_init(value);
    mpz_import(value, wordCount, -1, sizeof(uint32_t), 0, 0, words.data());
    Ref result = intFromMpzTake(value);
    mpz_clear(value);
    return result;
}

Ref randomGetstate(Value self, const Value*, size_t nargs, Tuple* kwnames) {
    if (!checkRandom(self, "getstate")) return nullptr;
    if (!checkPositional("Random.getstate", callArgCount(nargs), kwnames, 0, 0)) return nullptr;
    MersenneTwister& generator = asRandom(self)->generator;
    Value items[MersenneTwister::kStateWords + 1];
    for (int i = 0; i < MersenneTwister::kStateWords; ++i) {
        items[i] = Value::fromSmallInt(generator.state[i]);
    }
    items[MersenneTwister::kStateWords] = Value::fromSmallInt(generator.index);
    return tupleFromValues(items, MersenneTwister::kStateWords + 1);
}

// A state item: an int in [0, 2**32) (CPython reads it as a C unsigned long).
bool stateWord(Value item, uint64_t limit, uint64_t& out) {
    if (!isInt(item)) {
        raise(gTypeError, "'%s' object cannot be interpreted as an integer", typeOf(item)->name);
        return false;
    }
    if (intSign(item) < 0) {
        raise(gOverflowError, "can't convert negative value to unsigned int");
        return false;
    }
    int64_t value = 0;
    if (!intToInt64(item, value) || static_cast<uint64_t>(value) > limit) {
        raise(gOverflowError, "Python int too large to convert to C unsigned long");
        return false;
    }
    out = static_cast<uint64_t>(value);
    return true;
}

Ref randomSetstate(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkRandom(self, "setstate")) return nullptr;
    if (!checkPositional("Random.setstate", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    if (!isTuple(args[0])) return raise(gTypeError, "state vector must be a tuple");
    Tuple* state = asTuple(args[0]);
    if (state->size != MersenneTwister::kStateWords + 1) {
        return raise(gValueError, "state vector is the wrong size");
    }
    uint32_t words[MersenneTwister::kStateWords];
    for (int i = 0; i < MersenneTwister::kStateWords; ++i) {
        uint64_t word = 0;
        if (!stateWord(state->items()[i], UINT64_MAX, word)) return nullptr;
        words[i] = static_cast<uint32_t>(word);
    }
    Value indexItem = state->items()[MersenneTwister::kStateWords];
    int64_t index = 0;
    if (!isInt(indexItem)) {
        return raise(gTypeError, "'%s' object cannot be interpreted as an integer",
                     typeOf(indexItem)->name);
    }
    if (!intToInt64(indexItem, index)) {
        return raise(gOverflowError, "Python int too large to convert to C long");
    }
    if (index < 0 || index > MersenneTwister::kStateWords) {
        return raise(gValueError, "invalid state");
    }
    MersenneTwister& generator = asRandom(self)->generator;
    for (int i = 0; i < MersenneTwister::kStateWords; ++i)
        generator.state[i] = words[i];
    generator.index = static_cast<int>(index);
    return noneRef();
}

const MethodDef kRandomMethods[] = {
    {"random", randomRandom, 0, "random() -> x in the interval [0, 1)."},
    {"seed", randomSeed, 0,
     "seed([n]) -> None.\n\nDefaults to use urandom and falls back to a "
     "combination\nof the current time and the process identifier."},
    {"getrandbits", randomGetrandbits, 0,
     "getrandbits(k) -> x.  Generates an int with k random bits."},
    {"getstate", randomGetstate, 0, "getstate() -> tuple containing the current state."},
    {"setstate", randomSetstate, 0, "setstate(state) -> None.  Restores generator state."},
    {nullptr, nullptr, 0, nullptr},
};

// _random._sha512(data): the 64-byte SHA-512 digest of a bytes-like object.
Ref sha512Function(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_sha512", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    std::string_view data;
    if (!bytesLikeData(args[0], data)) {
        Ref converted = bytesFromObject(args[0]);
        if (converted.isNull()) return nullptr;
        std::array<uint8_t, 64> digest = sha512Digest(bytesView(asBytes(converted.get())));
        return bytesFromData(std::string_view(reinterpret_cast<const char*>(digest.data()), 64));
    }
    std::array<uint8_t, 64> digest = sha512Digest(data);
    return bytesFromData(std::string_view(reinterpret_cast<const char*>(digest.data()), 64));
}

const MethodDef kSha512Def = {"_sha512", sha512Function, 0, nullptr};

// _random._urandom(n): n bytes of the operating system's entropy (for
// random.SystemRandom, without depending on the os module).
Ref urandomFunction(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("_urandom", callArgCount(nargs), kwnames, 1, 1)) return nullptr;
    int64_t size = 0;
    if (!indexToInt64(args[0], size, gOverflowError)) return nullptr;
    if (size < 0) return raise(gValueError, "negative argument not allowed");
    std::string data(static_cast<size_t>(size), '\0');
    std::FILE* source = std::fopen("/dev/urandom", "rb");
    if (source == nullptr) return raise(gRuntimeError, "cannot read /dev/urandom");
    bool complete = size == 0 || std::fread(data.data(), data.size(), 1, source) == 1;
    std::fclose(source);
    if (!complete) return raise(gRuntimeError, "cannot read /dev/urandom");
    return bytesFromData(data);
}

const MethodDef kUrandomDef = {"_urandom", urandomFunction, 0, nullptr};

bool readyRandomType() {
    if (gRandomType.flags & kTypeReady) return true;
    gRandomType.newFn = randomNew;
    gRandomType.init = randomInit;
    typeAddMethods(&gRandomType, kRandomMethods);
    return typeReady(&gRandomType);
}

} // namespace

Ref createUnderscoreRandomModule() {
    if (!readyRandomType()) return nullptr;
    Ref module = moduleNew(std::string_view("_random"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    Ref doc = strFromUtf8("Module implements the Mersenne Twister random number generator.");
    if (doc.isNull() || !dictSetStr(dict, internStr("__doc__"), doc.get())) return nullptr;
    if (!dictSetStr(dict, internStr("Random"), Value::fromObject(&gRandomType))) return nullptr;
    Ref sha = builtinFunctionNew(&kSha512Def, module.get());
    if (sha.isNull() || !dictSetStr(dict, internStr("_sha512"), sha.get())) return nullptr;
    Ref urandom = builtinFunctionNew(&kUrandomDef, module.get());
    if (urandom.isNull() || !dictSetStr(dict, internStr("_urandom"), urandom.get())) return nullptr;
    return module;
}

} // namespace taipan::modules
