// Binding native-call arguments to parameters with CPython 3.13's messages.
//
// bindArguments follows the checks of CPython's argument-clinic functions,
// in the same order, because the order decides which message a call with
// several mistakes gets:
//   1. more arguments in total than parameters;
//   2. too few positional-only or too many positional arguments;
//   3. each parameter not given positionally is looked up by keyword;
//      a missing required one is reported;
//   4. a keyword left over is either a duplicate of a positional argument
//      or unknown.
#include "runtime/args.h"

#include "objects/containers.h"
#include "objects/str.h"
#include "runtime/errors.h"

#include "vm/call.h"

#include <cstring>
#include <string>
#include <vector>

namespace taipan {

namespace {

const char* plural(long long n) { return n == 1 ? "" : "s"; }

// "exit" for "sys.exit": CPython names a function of a module (or a method)
// with its owner when it refuses keywords or takes exactly zero or one
// argument, but its argument parser counts under the bare name.
const char* bareName(const char* name) {
    const char* dot = std::strrchr(name, '.');
    return dot ? dot + 1 : name;
}

std::string keywordName(Tuple* kwnames, int64_t i) {
    return std::string(strUtf8(asStr(kwnames->items()[i])));
}

} // namespace

bool checkPositional(const char* functionName, size_t nargs, Tuple* kwnames, size_t min,
                     size_t max) {
    nargs = callArgCount(nargs);
    if (kwnames != nullptr && kwnames->size != 0) {
        raise(gTypeError, "%s() takes no keyword arguments", functionName);
        return false;
    }
    if (nargs >= min && nargs <= max) return true;
    if (max == 0) {
        raise(gTypeError, "%s() takes no arguments (%zu given)", functionName, nargs);
    } else if (min == 1 && max == 1) {
        raise(gTypeError, "%s() takes exactly one argument (%zu given)", functionName, nargs);
    } else if (nargs < min) {
        raise(gTypeError, "%s expected %s%zu argument%s, got %zu", bareName(functionName),
              min == max ? "" : "at least ", min, plural(static_cast<long long>(min)), nargs);
    } else {
        raise(gTypeError, "%s expected %s%zu argument%s, got %zu", bareName(functionName),
              min == max ? "" : "at most ", max, plural(static_cast<long long>(max)), nargs);
    }
    return false;
}

bool bindArguments(const NativeSignature& signature, const Value* args, size_t nargs,
                   Tuple* kwnames, Value* out) {
    nargs = callArgCount(nargs);
    const char* name = signature.functionName;
    const long long count = signature.count;
    const long long maxPositional = signature.keywordOnlyStart;
    const long long minPositional =
        signature.required < signature.positionalOnly ? signature.required
                                                      : signature.positionalOnly;
    const long long given = static_cast<long long>(nargs);
    const long long keywordCount = kwnames == nullptr ? 0 : kwnames->size;

    for (long long i = 0; i < count; ++i) out[i] = Value();

    if (given + keywordCount > count) {
        raise(gTypeError, "%s() takes at most %lld %sargument%s (%lld given)", name, count,
              given == 0 ? "keyword " : "", plural(count), given + keywordCount);
        return false;
    }
    if (given < minPositional || given > maxPositional) {
        if (given > maxPositional && maxPositional == 0) {
            raise(gTypeError, "%s() takes no positional arguments", name);
        } else {
            long long expected = given < minPositional ? minPositional : maxPositional;
            const char* qualifier = minPositional < maxPositional
                                        ? (given < minPositional ? "at least" : "at most")
                                        : "exactly";
            raise(gTypeError, "%s() takes %s %lld positional argument%s (%lld given)", name,
                  qualifier, expected, plural(expected), given);
        }
        return false;
    }
    for (long long i = 0; i < given; ++i) out[i] = args[i];

    // Keywords used so far, so leftovers can be reported afterwards.
    long long used = 0;
    for (long long i = given; i < count; ++i) {
        Value found;
        if (i >= signature.positionalOnly) {
            for (long long k = 0; k < keywordCount; ++k) {
                if (strEqualsAscii(asStr(kwnames->items()[k]), signature.names[i])) {
                    found = args[nargs + static_cast<size_t>(k)];
                    break;
                }
            }
        }
        if (!found.isNull()) {
            out[i] = found;
            ++used;
            continue;
        }
        if (i < signature.required) {
            if (i < maxPositional) {
                raise(gTypeError, "%s() missing required argument '%s' (pos %lld)", name,
                      signature.names[i], i + 1);
            } else {
                raise(gTypeError, "%s() missing required keyword-only argument '%s'", name,
                      signature.names[i]);
            }
            return false;
        }
    }
    if (used == keywordCount) return true;

    // Report the first keyword that did not bind to a parameter.
    for (long long k = 0; k < keywordCount; ++k) {
        Str* key = asStr(kwnames->items()[k]);
        long long match = -1;
        for (long long i = 0; i < count; ++i) {
            if (strEqualsAscii(key, signature.names[i])) {
                match = i;
                break;
            }
        }
        if (match >= signature.positionalOnly && match >= given) continue; // bound above
        if (match >= 0 && match >= signature.positionalOnly && match < given) {
            raise(gTypeError, "argument for %s() given by name ('%s') and position (%lld)", name,
                  keywordName(kwnames, k).c_str(), match + 1);
            return false;
        }
        // CPython 3.13's argument parser suggests the closest keyword-capable
        // parameter ("... 'sepp'. Did you mean 'sep'?").
        std::vector<Value> candidates;
        for (long long i = signature.positionalOnly; i < count; ++i) {
            candidates.push_back(Value::fromObject(internStr(signature.names[i])));
        }
        Value suggestion = vm::closestName(asStr(kwnames->items()[k]), candidates.data(),
                                           candidates.size());
        if (!suggestion.isNull()) {
            raise(gTypeError, "%s() got an unexpected keyword argument '%s'. Did you mean '%s'?",
                  name, keywordName(kwnames, k).c_str(),
                  std::string(strUtf8(asStr(suggestion))).c_str());
        } else {
            raise(gTypeError, "%s() got an unexpected keyword argument '%s'", name,
                  keywordName(kwnames, k).c_str());
        }
        return false;
    }
    return true;
}

} // namespace taipan
