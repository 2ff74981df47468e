// The builtins module: print, len, the other builtin functions, the builtin
// types, the constants and every builtin exception name, with CPython
// 3.13's behaviour and error messages.
//
// Invariants:
//  - Every function here follows the CallFn convention (borrowed arguments,
//    keyword values after the positional ones, null result with a pending
//    exception on error) and is exposed as a builtin_function_or_method
//    bound to the builtins module (so `len.__self__` is the module).
//  - Functions that look at "the current frame" (globals, locals, vars, dir,
//    exec, eval) see the Python frame that called them: calling a builtin
//    pushes no frame.
//  - The iterator types (enumerate, zip, ...) live in builtin_iterators.cpp,
//    exec/eval/compile in builtin_exec.cpp.
#include "modules/import.h"
#include "modules/modules.h"
#include "objects/buffer.h"
#include "modules/native_modules.h"

#include "objects/bytes.h"
#include "objects/descriptors.h"
#include "objects/exceptions.h"
#include "objects/float.h"
#include "objects/function.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "vm/call.h"
#include "vm/eval.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

namespace taipan::modules {

// builtin_exec.cpp
Ref builtinCompile(Value self, const Value* args, size_t nargs, Tuple* kwnames);
Ref builtinExec(Value self, const Value* args, size_t nargs, Tuple* kwnames);
Ref builtinEval(Value self, const Value* args, size_t nargs, Tuple* kwnames);

Ref raiseUnexpectedKeyword(const char* function, Str* key, const char* const* names, size_t count) {
    std::string message = std::string(function) + "() got an unexpected keyword argument '" +
                          std::string(strUtf8(key)) + "'";
    std::vector<Value> candidates;
    for (size_t i = 0; i < count; ++i)
        candidates.push_back(Value::fromObject(internStr(names[i])));
    Value suggestion = vm::closestName(key, candidates.data(), candidates.size());
    if (!suggestion.isNull())
        message += ". Did you mean '" + std::string(strUtf8(asStr(suggestion))) + "'?";
    return raiseWithMessage(gTypeError, strFromUtf8(message));
}

// bindArguments, with the "Did you mean" suggestion CPython 3.13's argument
// parser adds to an unexpected keyword.
bool bindArgumentsSuggesting(const NativeSignature& signature, const Value* args, size_t nargs,
                             Tuple* kwnames, Value* out) {
    if (bindArguments(signature, args, nargs, kwnames, out)) return true;
    if (!pendingExceptionMatches(gTypeError) || kwnames == nullptr) return false;
    // Find the keyword that matched no parameter (the one reported).
    for (int64_t k = 0; k < kwnames->size; ++k) {
        Str* key = asStr(kwnames->items()[k]);
        bool known = false;
        for (int i = 0; i < signature.count && !known; ++i) {
            known = i >= signature.positionalOnly && strEqualsAscii(key, signature.names[i]);
        }
        if (known) continue;
        Ref original = takePendingException();
        Ref text = str(original.get());
        std::string expected = std::string(signature.functionName) +
                               "() got an unexpected keyword argument '" +
                               std::string(strUtf8(key)) + "'";
        if (text.isNull() || strUtf8(asStr(text.get())) != expected) {
            clearPendingException();
            raiseObject(original.get());
            return false;
        }
        raiseUnexpectedKeyword(signature.functionName, key, signature.names,
                               static_cast<size_t>(signature.count));
        return false;
    }
    return false;
}

namespace {

const char* typeName(Value v) {
    return typeOf(v)->name;
}

size_t keywordCount(Tuple* kwnames) {
    return kwnames == nullptr ? 0 : static_cast<size_t>(kwnames->size);
}

// ---- print -----------------------------------------------------------------------------

// Writes `text` (a str) to `file`: straight into the standard stream when
// `file` is one, else through file.write(text) as CPython's print does.
bool writeText(Value file, bool standard, Value text) {
    if (standard) return standardStreamWrite(file, asStr(text));
    Ref write = getAttr(file, TAIPAN_NAME("write"));
    if (write.isNull()) return false;
    Ref result = callOneArg(write.get(), text);
    return !result.isNull();
}

// print(*objects, sep=' ', end='\n', file=None, flush=False)
Ref builtinPrint(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    size_t count = callArgCount(nargs);
    Value sep, end, file, flush;
    for (size_t k = 0; k < keywordCount(kwnames); ++k) {
        Str* key = asStr(kwnames->items()[k]);
        Value value = args[count + k];
        if (strEqualsAscii(key, "sep")) {
            sep = value;
        } else if (strEqualsAscii(key, "end")) {
            end = value;
        } else if (strEqualsAscii(key, "file")) {
            file = value;
        } else if (strEqualsAscii(key, "flush")) {
            flush = value;
        } else {
            static const char* const kNames[] = {"sep", "end", "file", "flush"};
            return raiseUnexpectedKeyword("print", key, kNames, 4);
        }
    }
    if (file.isNull() || file.is(noneValue())) {
        file = sysStdout();
        if (file.isNull()) return raise(gRuntimeError, "lost sys.stdout");
        // print() to a None stdout (pythonw) does nothing.
        if (file.is(noneValue())) return noneRef();
    }
    if (!sep.isNull() && !sep.is(noneValue()) && !isStr(sep)) {
        return raise(gTypeError, "sep must be None or a string, not %s", typeName(sep));
    }
    if (!end.isNull() && !end.is(noneValue()) && !isStr(end)) {
        return raise(gTypeError, "end must be None or a string, not %s", typeName(end));
    }
    // Keep the stream alive while writing: a write may replace sys.stdout.
    Ref fileRef = Ref::borrow(file);
    bool standard = isStandardStream(file);
    for (size_t i = 0; i < count; ++i) {
        if (i > 0) {
            if (sep.isNull() || sep.is(noneValue())) {
                if (standard) {
                    if (!standardStreamWriteUtf8(file, " ")) return nullptr;
                } else if (!writeText(file, false, Value::fromObject(TAIPAN_NAME(" ")))) {
                    return nullptr;
                }
            } else if (!writeText(file, standard, sep)) {
                return nullptr;
            }
        }
        Ref text = str(args[i]);
        if (text.isNull() || !writeText(file, standard, text.get())) return nullptr;
    }
    if (end.isNull() || end.is(noneValue())) {
        if (standard) {
            if (!standardStreamWriteUtf8(file, "\n")) return nullptr;
        } else if (!writeText(file, false, Value::fromObject(TAIPAN_NAME("\n")))) {
            return nullptr;
        }
    } else if (!writeText(file, standard, end)) {
        return nullptr;
    }
    if (!flush.isNull()) {
        int wanted = truthy(flush);
        if (wanted < 0) return nullptr;
        if (wanted == 1) {
            if (standard) {
                if (!standardStreamFlush(file)) return nullptr;
            } else {
                Ref result = callMethod(file, TAIPAN_NAME("flush"), nullptr, 0);
                if (result.isNull()) return nullptr;
            }
        }
    }
    return noneRef();
}

// ---- breakpoint ------------------------------------------------------------------------

// breakpoint(*args, **kws): passes everything on to sys.breakpointhook.
Ref builtinBreakpoint(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    Value hook = Value();
    if (interpreter().sysModule != nullptr) {
        hook = dictGetStr(moduleDict(Value::fromObject(interpreter().sysModule)),
                          internStr("breakpointhook"));
    }
    if (hook.isNull()) return raise(gRuntimeError, "lost sys.breakpointhook");
    Ref hookRef = Ref::borrow(hook);
    return call(hook, args, callArgCount(nargs), kwnames);
}

// ---- input -----------------------------------------------------------------------------

// input(prompt='', /): writes the prompt to sys.stdout, reads a line from
// sys.stdin without its newline; EOFError at end of file.
Ref builtinInput(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("input", nargs, kwnames, 0, 1)) return nullptr;
    Ref in = Ref::borrow(sysStdin());
    Ref out = Ref::borrow(sysStdout());
    Ref err = Ref::borrow(sysStderr());
    if (in.isNull() || in.get().is(noneValue()))
        return raise(gRuntimeError, "input(): lost sys.stdin");
    if (out.isNull() || out.get().is(noneValue())) {
        return raise(gRuntimeError, "input(): lost sys.stdout");
    }
    if (!err.isNull() && !err.get().is(noneValue())) {
        Ref flushed = isStandardStream(err.get())
                          ? boolRef(standardStreamFlush(err.get()))
                          : callMethod(err.get(), TAIPAN_NAME("flush"), nullptr, 0);
        if (flushed.isNull() || flushed.get().is(falseValue())) clearPendingException();
    }
    if (callArgCount(nargs) == 1) {
        Ref prompt = str(args[0]);
        if (prompt.isNull()) return nullptr;
        if (!writeText(out.get(), isStandardStream(out.get()), prompt.get())) return nullptr;
    }
    if (isStandardStream(out.get())) {
        if (!standardStreamFlush(out.get())) return nullptr;
    } else {
        Ref flushed = callMethod(out.get(), TAIPAN_NAME("flush"), nullptr, 0);
        if (flushed.isNull()) return nullptr;
    }
    Ref line = callMethod(in.get(), TAIPAN_NAME("readline"), nullptr, 0);
    if (line.isNull()) return nullptr;
    if (!isStr(line.get())) return raise(gTypeError, "object.readline() returned non-string");
    Str* text = asStr(line.get());
    if (text->length == 0) return raise(gEOFError, "EOF when reading a line");
    if (strCodePointAt(text, text->length - 1) == U'\n')
        return strSubstring(text, 0, text->length - 1);
    return line;
}

// ---- Simple one-argument functions -----------------------------------------------------

Ref builtinLen(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("len", nargs, kwnames, 1, 1)) return nullptr;
    int64_t n = 0;
    if (!length(args[0], n)) return nullptr;
    return intFromInt64(n);
}

Ref builtinRepr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("repr", nargs, kwnames, 1, 1)) return nullptr;
    return repr(args[0]);
}

Ref builtinAscii(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("ascii", nargs, kwnames, 1, 1)) return nullptr;
    return ascii(args[0]);
}

Ref builtinAbs(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("abs", nargs, kwnames, 1, 1)) return nullptr;
    return unaryOp(args[0], UnaryOp::Abs);
}

Ref builtinHash(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("hash", nargs, kwnames, 1, 1)) return nullptr;
    int64_t h = 0;
    if (!hashValue(args[0], h)) return nullptr;
    return intFromInt64(h);
}

// id(): the object's address, or the tagged word of a small int (odd, so
// never equal to an address); both are stable for the value's lifetime.
Ref builtinId(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("id", nargs, kwnames, 1, 1)) return nullptr;
    return intFromUint64(static_cast<uint64_t>(args[0].bits()));
}

Ref builtinCallable(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("callable", nargs, kwnames, 1, 1)) return nullptr;
    return boolRef(typeOf(args[0])->call != nullptr);
}

// any() / all(): stop at the first item whose truth decides the answer.
Ref anyOrAll(const char* name, const Value* args, size_t nargs, Tuple* kwnames, bool wantAny) {
    if (!checkPositional(name, nargs, kwnames, 1, 1)) return nullptr;
    Ref iterator = getIter(args[0]);
    if (iterator.isNull()) return nullptr;
    for (;;) {
        Ref item = iterNext(iterator.get());
        if (item.isNull()) {
            if (hasPendingException()) return nullptr;
            return boolRef(!wantAny);
        }
        int truth = truthy(item.get());
        if (truth < 0) return nullptr;
        if ((truth == 1) == wantAny) return boolRef(wantAny);
    }
}

Ref builtinAny(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return anyOrAll("any", args, nargs, kwnames, true);
}

Ref builtinAll(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return anyOrAll("all", args, nargs, kwnames, false);
}

Ref builtinChr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("chr", nargs, kwnames, 1, 1)) return nullptr;
    Ref index = toIndex(args[0]);
    if (index.isNull()) return nullptr;
    int64_t code = 0;
    if (!intToInt64(index.get(), code) || code < 0 || code > 0x10FFFF) {
        return raise(gValueError, "chr() arg not in range(0x110000)");
    }
    return strFromCodePoint(static_cast<char32_t>(code));
}

Ref builtinOrd(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("ord", nargs, kwnames, 1, 1)) return nullptr;
    Value v = args[0];
    if (isStr(v)) {
        Str* s = asStr(v);
        if (s->length != 1) {
            return raise(gTypeError, "ord() expected a character, but string of length %lld found",
                         static_cast<long long>(s->length));
        }
        return intFromInt64(strCodePointAt(s, 0));
    }
    std::string_view data;
    if (isBytes(v) || (typeOf(v) != &gStrType && bytesLikeData(v, data))) {
        if (isBytes(v)) data = bytesView(asBytes(v));
        if (data.size() != 1) {
            return raise(gTypeError, "ord() expected a character, but string of length %zu found",
                         data.size());
        }
        return intFromInt64(static_cast<unsigned char>(data[0]));
    }
    if (hasPendingException()) clearPendingException();
    return raise(gTypeError, "ord() expected string of length 1, but %s found", typeName(v));
}

// bin() / oct() / hex() of anything with __index__.
Ref baseString(const char* name, const Value* args, size_t nargs, Tuple* kwnames, int base) {
    if (!checkPositional(name, nargs, kwnames, 1, 1)) return nullptr;
    Ref index = toIndex(args[0]);
    if (index.isNull()) return nullptr;
    return intToBaseString(index.get(), base);
}

Ref builtinBin(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return baseString("bin", args, nargs, kwnames, 2);
}
Ref builtinOct(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return baseString("oct", args, nargs, kwnames, 8);
}
Ref builtinHex(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return baseString("hex", args, nargs, kwnames, 16);
}

// format(value, format_spec='', /)
Ref builtinFormat(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("format", nargs, kwnames, 1, 2)) return nullptr;
    Value spec = Value::fromObject(TAIPAN_NAME(""));
    if (callArgCount(nargs) == 2) {
        spec = args[1];
        if (!isStr(spec)) {
            return raise(gTypeError, "format() argument 2 must be str, not %s",
                         spec.is(noneValue()) ? "None" : typeName(spec));
        }
    }
    return format(args[0], spec);
}

// ---- Attributes ------------------------------------------------------------------------

bool checkAttributeName(Value name) {
    if (isStr(name)) return true;
    raise(gTypeError, "attribute name must be string, not '%s'", typeName(name));
    return false;
}

Ref builtinGetattr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("getattr", nargs, kwnames, 2, 3)) return nullptr;
    if (!checkAttributeName(args[1])) return nullptr;
    Str* name = asStr(args[1]);
    if (callArgCount(nargs) == 3) {
        Ref value = getAttrOptional(args[0], name);
        if (value.isNull() && !hasPendingException()) return Ref::borrow(args[2]);
        return value;
    }
    return getAttr(args[0], name);
}

Ref builtinSetattr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("setattr", nargs, kwnames, 3, 3)) return nullptr;
    if (!checkAttributeName(args[1])) return nullptr;
    if (!setAttr(args[0], asStr(args[1]), args[2])) return nullptr;
    return noneRef();
}

Ref builtinDelattr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("delattr", nargs, kwnames, 2, 2)) return nullptr;
    if (!checkAttributeName(args[1])) return nullptr;
    if (!delAttr(args[0], asStr(args[1]))) return nullptr;
    return noneRef();
}

Ref builtinHasattr(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("hasattr", nargs, kwnames, 2, 2)) return nullptr;
    if (!checkAttributeName(args[1])) return nullptr;
    Ref value = getAttrOptional(args[0], asStr(args[1]));
    if (value.isNull() && hasPendingException()) return nullptr;
    return boolRef(!value.isNull());
}

// ---- Type checks -----------------------------------------------------------------------

Ref builtinIsinstance(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("isinstance", nargs, kwnames, 2, 2)) return nullptr;
    int result = isInstanceOf(args[0], args[1]);
    if (result < 0) return nullptr;
    return boolRef(result == 1);
}

Ref builtinIssubclass(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("issubclass", nargs, kwnames, 2, 2)) return nullptr;
    int result = isSubclassOf(args[0], args[1]);
    if (result < 0) return nullptr;
    return boolRef(result == 1);
}

// ---- Iteration -------------------------------------------------------------------------

// iter(object) / iter(callable, sentinel)
Ref builtinIter(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("iter", nargs, kwnames, 1, 2)) return nullptr;
    if (callArgCount(nargs) == 1) return getIter(args[0]);
    if (typeOf(args[0])->call == nullptr) {
        return raise(gTypeError, "iter(v, w): v must be callable");
    }
    return callableIteratorNew(args[0], args[1]);
}

// next(iterator[, default])
Ref builtinNext(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("next", nargs, kwnames, 1, 2)) return nullptr;
    NextFn next = typeOf(args[0])->next;
    if (next == nullptr) {
        return raise(gTypeError, "'%s' object is not an iterator", typeName(args[0]));
    }
    Ref item = next(args[0]);
    if (!item.isNull()) return item;
    if (hasPendingException()) {
        if (callArgCount(nargs) < 2 || !pendingExceptionMatches(gStopIteration)) return nullptr;
        clearPendingException();
        return Ref::borrow(args[1]);
    }
    if (callArgCount(nargs) == 2) return Ref::borrow(args[1]);
    return raiseObject(Value::fromObject(gStopIteration));
}

// sorted(iterable, /, *, key=None, reverse=False)
Ref builtinSorted(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (callArgCount(nargs) != 1) {
        return raise(gTypeError, "sorted expected 1 argument, got %zu", callArgCount(nargs));
    }
    Value key = noneValue();
    bool reverse = false;
    for (size_t k = 0; k < keywordCount(kwnames); ++k) {
        Str* name = asStr(kwnames->items()[k]);
        Value value = args[1 + k];
        if (strEqualsAscii(name, "key")) {
            key = value;
        } else if (strEqualsAscii(name, "reverse")) {
            int truth = truthy(value);
            if (truth < 0) return nullptr;
            reverse = truth == 1;
        } else {
            static const char* const kNames[] = {"key", "reverse"};
            return raiseUnexpectedKeyword("sort", name, kNames, 2);
        }
    }
    Ref list = listFromIterable(args[0]);
    if (list.isNull()) return nullptr;
    if (!listSort(asList(list.get()), key, reverse)) return nullptr;
    return list;
}

// min() and max(): min(iterable, *, key=None, default=<missing>) or
// min(a, b, *rest, key=None).
Ref minMax(const char* name, const Value* args, size_t nargs, Tuple* kwnames, CompareOp op) {
    size_t count = callArgCount(nargs);
    // CPython checks for a missing iterable before looking at the keywords,
    // so `min(x=1)` reports the missing argument, not the unknown keyword.
    if (count == 0) return raise(gTypeError, "%s expected at least 1 argument, got 0", name);
    Value key, defaultValue;
    for (size_t k = 0; k < keywordCount(kwnames); ++k) {
        Str* keyword = asStr(kwnames->items()[k]);
        if (strEqualsAscii(keyword, "key")) {
            key = args[count + k];
        } else if (strEqualsAscii(keyword, "default")) {
            defaultValue = args[count + k];
        } else {
            static const char* const kNames[] = {"key", "default"};
            return raiseUnexpectedKeyword(name, keyword, kNames, 2);
        }
    }
    if (count > 1 && !defaultValue.isNull()) {
        return raise(gTypeError,
                     "Cannot specify a default for %s() with multiple positional arguments", name);
    }
    if (!key.isNull() && key.is(noneValue())) key = Value();
    Ref iterator;
    if (count == 1) {
        iterator = getIter(args[0]);
        if (iterator.isNull()) return nullptr;
    }
    Ref best, bestKey;
    size_t position = 0;
    for (;;) {
        Ref item;
        if (count == 1) {
            item = iterNext(iterator.get());
            if (item.isNull()) {
                if (hasPendingException()) return nullptr;
                break;
            }
        } else {
            if (position == count) break;
            item = Ref::borrow(args[position++]);
        }
        Ref itemKey = key.isNull() ? item : callOneArg(key, item.get());
        if (itemKey.isNull()) return nullptr;
        if (best.isNull()) {
            best = std::move(item);
            bestKey = std::move(itemKey);
            continue;
        }
        int better = compareBool(itemKey.get(), bestKey.get(), op);
        if (better < 0) return nullptr;
        if (better == 1) {
            best = std::move(item);
            bestKey = std::move(itemKey);
        }
    }
    if (best.isNull()) {
        if (!defaultValue.isNull()) return Ref::borrow(defaultValue);
        return raise(gValueError, "%s() iterable argument is empty", name);
    }
    return best;
}

Ref builtinMin(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return minMax("min", args, nargs, kwnames, CompareOp::Lt);
}

Ref builtinMax(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    return minMax("max", args, nargs, kwnames, CompareOp::Gt);
}

// Compensated (Neumaier) summation of floats, as CPython 3.12+ does, so that
// sum([0.1] * 10) == 1.0.
struct FloatSum {
    double total = 0.0;
    double compensation = 0.0;
    void add(double x) {
        double t = total + x;
        if (std::fabs(total) >= std::fabs(x)) {
            compensation += (total - t) + x;
        } else {
            compensation += (x - t) + total;
        }
        total = t;
    }
    double result() const {
        // Adding a non-finite compensation would turn an infinite or
        // overflowed sum into a NaN.
        if (compensation != 0.0 && std::isfinite(compensation)) return total + compensation;
        return total;
    }
};

// sum(iterable, /, start=0)
Ref builtinSum(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"iterable", "start"};
    static const NativeSignature kSignature{"sum", kNames, 2, 1, 2, 1};
    Value bound[2];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Ref result = bound[1].isNull() ? Ref::fromSmallInt(0) : Ref::borrow(bound[1]);
    if (!bound[1].isNull()) {
        if (isStr(bound[1])) {
            return raise(gTypeError, "sum() can't sum strings [use ''.join(seq) instead]");
        }
        if (isBytes(bound[1])) {
            return raise(gTypeError, "sum() can't sum bytes [use b''.join(seq) instead]");
        }
        if (std::strcmp(typeName(bound[1]), "bytearray") == 0) {
            return raise(gTypeError, "sum() can't sum bytearray [use b''.join(seq) instead]");
        }
    }
    Ref iterator = getIter(bound[0]);
    if (iterator.isNull()) return nullptr;
    Ref item;
    // Exact ints add in a machine word until they overflow or a non-int arrives.
    if (result.get().isSmallInt()) {
        int64_t total = result.get().smallInt();
        for (;;) {
            item = iterNext(iterator.get());
            if (item.isNull()) {
                if (hasPendingException()) return nullptr;
                return intFromInt64(total);
            }
            int64_t value = 0;
            bool intLike =
                isExactType(item.get(), &gIntType) || isExactType(item.get(), &gBoolType);
            int64_t sum = 0;
            if (intLike && intToInt64(item.get(), value) &&
                !__builtin_add_overflow(total, value, &sum)) {
                total = sum;
                continue;
            }
            result = intFromInt64(total);
            if (result.isNull()) return nullptr;
            result = binaryOp(result.get(), item.get(), BinaryOp::Add);
            if (result.isNull()) return nullptr;
            item.reset();
            break;
        }
    }
    // Exact floats (and ints that fit a machine word) add with compensation.
    if (isExactType(result.get(), &gFloatType)) {
        FloatSum sum;
        sum.total = floatValue(result.get());
        for (;;) {
            item = iterNext(iterator.get());
            if (item.isNull()) {
                if (hasPendingException()) return nullptr;
                return floatFromDouble(sum.result());
            }
            if (isExactType(item.get(), &gFloatType)) {
                sum.add(floatValue(item.get()));
                continue;
            }
            int64_t value = 0;
            if ((isExactType(item.get(), &gIntType) || isExactType(item.get(), &gBoolType)) &&
                intToInt64(item.get(), value)) {
                sum.total += static_cast<double>(value);
                continue;
            }
            result = floatFromDouble(sum.result());
            if (result.isNull()) return nullptr;
            result = binaryOp(result.get(), item.get(), BinaryOp::Add);
            if (result.isNull()) return nullptr;
            item.reset();
            break;
        }
    }
    for (;;) {
        item = iterNext(iterator.get());
        if (item.isNull()) {
            if (hasPendingException()) return nullptr;
            return result;
        }
        result = binaryOp(result.get(), item.get(), BinaryOp::Add);
        if (result.isNull()) return nullptr;
    }
}

// ---- Arithmetic ------------------------------------------------------------------------

// Calls type(self).<name>(self, other); null with no exception when the
// type has no such method.
Ref callDunderIfPresent(Value self, Str* name, Value other) {
    if (typeLookup(typeOf(self), name).isNull()) return nullptr;
    return callMethod(self, name, &other, 1);
}

bool isNotImplementedValue(const Ref& v) {
    return v.get().is(notImplementedValue());
}

// divmod(x, y, /): __divmod__ / __rdivmod__ with the reflected-operand rules
// of the binary operators (a subclass's reflected method goes first).
Ref builtinDivmod(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("divmod", nargs, kwnames, 2, 2)) return nullptr;
    Value left = args[0], right = args[1];
    Type* leftType = typeOf(left);
    Type* rightType = typeOf(right);
    Str* forward = TAIPAN_NAME("__divmod__");
    Str* reflected = TAIPAN_NAME("__rdivmod__");
    bool tryReflected = rightType != leftType;
    if (tryReflected && isSubtype(rightType, leftType)) {
        Value rightMethod = typeLookup(rightType, reflected);
        Value leftReflected = typeLookup(leftType, reflected);
        if (!rightMethod.isNull() && !rightMethod.is(leftReflected)) {
            Ref result = callDunderIfPresent(right, reflected, left);
            if (result.isNull() && hasPendingException()) return nullptr;
            if (!result.isNull() && !isNotImplementedValue(result)) return result;
            tryReflected = false;
        }
    }
    Ref result = callDunderIfPresent(left, forward, right);
    if (result.isNull() && hasPendingException()) return nullptr;
    if (!result.isNull() && !isNotImplementedValue(result)) return result;
    if (tryReflected) {
        result = callDunderIfPresent(right, reflected, left);
        if (result.isNull() && hasPendingException()) return nullptr;
        if (!result.isNull() && !isNotImplementedValue(result)) return result;
    }
    return raise(gTypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'",
                 leftType->name, rightType->name);
}

// pow(base, exp, mod=None)
Ref builtinPow(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"base", "exp", "mod"};
    static const NativeSignature kSignature{"pow", kNames, 3, 0, 3, 2};
    Value bound[3];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    return powerOp(bound[0], bound[1], bound[2].isNull() ? noneValue() : bound[2]);
}

// round(number, ndigits=None): type(number).__round__(number[, ndigits]).
Ref builtinRound(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"number", "ndigits"};
    static const NativeSignature kSignature{"round", kNames, 2, 0, 2, 1};
    Value bound[2];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value number = bound[0];
    if (typeLookup(typeOf(number), TAIPAN_NAME("__round__")).isNull()) {
        return raise(gTypeError, "type %s doesn't define __round__ method", typeName(number));
    }
    if (bound[1].isNull() || bound[1].is(noneValue())) {
        return callMethod(number, TAIPAN_NAME("__round__"), nullptr, 0);
    }
    return callMethod(number, TAIPAN_NAME("__round__"), &bound[1], 1);
}

// ---- Namespaces ------------------------------------------------------------------------

Ref builtinGlobals(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("globals", nargs, kwnames, 0, 0)) return nullptr;
    Dict* globals = vm::currentGlobals();
    if (globals == nullptr) return raise(gSystemError, "globals(): no current frame");
    return Ref::borrow(Value::fromObject(globals));
}

Ref currentLocalsOrError() {
    Ref locals = vm::currentLocals();
    if (locals.isNull() && !hasPendingException()) {
        return raise(gSystemError, "frame does not exist");
    }
    return locals;
}

Ref builtinLocals(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("locals", nargs, kwnames, 0, 0)) return nullptr;
    return currentLocalsOrError();
}

Ref builtinVars(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("vars", nargs, kwnames, 0, 1)) return nullptr;
    if (callArgCount(nargs) == 0) return currentLocalsOrError();
    Ref dict = getAttrOptional(args[0], TAIPAN_NAME("__dict__"));
    if (dict.isNull()) {
        if (hasPendingException()) return nullptr;
        return raise(gTypeError, "vars() argument must have __dict__ attribute");
    }
    return dict;
}

// A new list of the keys of `mapping`, sorted.
Ref sortedList(Value iterable) {
    Ref list = listFromIterable(iterable);
    if (list.isNull()) return nullptr;
    if (!listSort(asList(list.get()), noneValue(), false)) return nullptr;
    return list;
}

Ref builtinDir(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("dir", nargs, kwnames, 0, 1)) return nullptr;
    if (callArgCount(nargs) == 0) {
        Ref locals = currentLocalsOrError();
        if (locals.isNull()) return nullptr;
        Ref keys = callMethod(locals.get(), TAIPAN_NAME("keys"), nullptr, 0);
        if (keys.isNull()) return nullptr;
        return sortedList(keys.get());
    }
    if (typeLookup(typeOf(args[0]), TAIPAN_NAME("__dir__")).isNull()) {
        return raise(gTypeError, "object does not provide __dir__");
    }
    Ref names = callMethod(args[0], TAIPAN_NAME("__dir__"), nullptr, 0);
    if (names.isNull()) return nullptr;
    return sortedList(names.get());
}

// ---- __import__ ------------------------------------------------------------------------

// __import__(name, globals=None, locals=None, fromlist=(), level=0): checks
// its arguments and hands the work to the import system (modules/import.h).
Ref builtinImport(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"name", "globals", "locals", "fromlist", "level"};
    static const NativeSignature kSignature{"__import__", kNames, 5, 0, 5, 1};
    Value bound[5];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Value name = bound[0];
    if (!isStr(name)) return raise(gTypeError, "module name must be a string");
    int64_t level = 0;
    if (!bound[4].isNull() && !indexToInt64(bound[4], level, gOverflowError)) return nullptr;
    if (level < 0) return raise(gValueError, "level must be >= 0");
    return importModuleLevel(asStr(name), bound[1], bound[3], level);
}

// ---- exit() and quit() -----------------------------------------------------------------
// What the site module adds in CPython: objects whose repr tells the user
// how to leave the REPL and whose call raises SystemExit.

struct QuitterObject : Object {
    const char* name;
};

Type gQuitterType = staticType("_sitebuiltins.Quitter", sizeof(QuitterObject), 0, 0);

QuitterObject gExitObject{{kImmortalRefcount, &gQuitterType}, "exit"};
QuitterObject gQuitObject{{kImmortalRefcount, &gQuitterType}, "quit"};

Ref quitterRepr(Value self) {
    auto* quitter = static_cast<QuitterObject*>(self.object());
    return strFromUtf8(std::string("Use ") + quitter->name + "() or Ctrl-D (i.e. EOF) to exit");
}

Ref quitterCall(Value self, const Value* args, size_t nargs, Tuple* kwnames) {
    static const char* const kNames[] = {"code"};
    static const NativeSignature kSignature{"__call__", kNames, 1, 0, 1, 0};
    Value bound[1];
    if (!bindArgumentsSuggesting(kSignature, args, nargs, kwnames, bound)) return nullptr;
    Ref error = bound[0].isNull() ? callNoArgs(Value::fromObject(gSystemExit))
                                  : callOneArg(Value::fromObject(gSystemExit), bound[0]);
    if (error.isNull()) return nullptr;
    return raiseObject(error.get());
}

// ---- The function table ----------------------------------------------------------------

const MethodDef kBuiltinFunctions[] = {
    {"__import__", builtinImport, 0, "Import a module."},
    {"abs", builtinAbs, 0, "Return the absolute value of the argument."},
    {"all", builtinAll, 0, "Return True if bool(x) is True for all values x in the iterable."},
    {"any", builtinAny, 0, "Return True if bool(x) is True for any x in the iterable."},
    {"ascii", builtinAscii, 0, "Return an ASCII-only representation of an object."},
    {"bin", builtinBin, 0, "Return the binary representation of an integer."},
    {"callable", builtinCallable, 0, "Return whether the object is callable."},
    {"chr", builtinChr, 0, "Return a Unicode string of one character with ordinal i."},
    {"compile", builtinCompile, 0, "Compile source into a code object."},
    {"delattr", builtinDelattr, 0, "Deletes the named attribute from the given object."},
    {"dir", builtinDir, 0, "Show attributes of an object."},
    {"divmod", builtinDivmod, 0, "Return the tuple (x//y, x%y)."},
    {"eval", builtinEval, 0, "Evaluate the given source in the context of globals and locals."},
    {"exec", builtinExec, 0, "Execute the given source in the context of globals and locals."},
    {"format", builtinFormat, 0, "Return type(value).__format__(value, format_spec)"},
    {"getattr", builtinGetattr, 0, "Get a named attribute from an object."},
    {"globals", builtinGlobals, 0,
     "Return the dictionary containing the current scope's global variables."},
    {"hasattr", builtinHasattr, 0,
     "Return whether the object has an attribute with the given name."},
    {"hash", builtinHash, 0, "Return the hash value for the given object."},
    {"hex", builtinHex, 0, "Return the hexadecimal representation of an integer."},
    {"id", builtinId, 0, "Return the identity of an object."},
    {"input", builtinInput, 0, "Read a string from standard input."},
    {"breakpoint", builtinBreakpoint, 0, "Call sys.breakpointhook(*args, **kws)."},
    {"isinstance", builtinIsinstance, 0,
     "Return whether an object is an instance of a class or of a subclass thereof."},
    {"issubclass", builtinIssubclass, 0,
     "Return whether 'cls' is derived from another class or is the same class."},
    {"iter", builtinIter, 0, "Get an iterator from an object."},
    {"len", builtinLen, 0, "Return the number of items in a container."},
    {"locals", builtinLocals, 0,
     "Return a dictionary containing the current scope's local variables."},
    {"max", builtinMax, 0, "With a single iterable argument, return its biggest item."},
    {"min", builtinMin, 0, "With a single iterable argument, return its smallest item."},
    {"next", builtinNext, 0, "Return the next item from the iterator."},
    {"oct", builtinOct, 0, "Return the octal representation of an integer."},
    {"open", builtinOpen, 0, "Open file and return a stream."},
    {"ord", builtinOrd, 0, "Return the Unicode code point for a one-character string."},
    {"pow", builtinPow, 0,
     "Equivalent to base**exp with 2 arguments or base**exp % mod with 3 arguments"},
    {"print", builtinPrint, 0, "Prints the values to a stream, or to sys.stdout by default."},
    {"repr", builtinRepr, 0, "Return the canonical string representation of the object."},
    {"round", builtinRound, 0, "Round a number to a given precision in decimal digits."},
    {"setattr", builtinSetattr, 0,
     "Sets the named attribute on the given object to the specified value."},
    {"sorted", builtinSorted, 0,
     "Return a new list containing all items from the iterable in ascending order."},
    {"sum", builtinSum, 0,
     "Return the sum of a 'start' value (default: 0) plus an iterable of numbers"},
    {"vars", builtinVars, 0, "Show vars."},
    {nullptr, nullptr, 0, nullptr},
};

bool setName(Dict* dict, const char* name, Value value) {
    return dictSetStr(dict, internStr(name), value);
}

} // namespace

bool readyModuleTypes() {
    gQuitterType.repr = quitterRepr;
    gQuitterType.call = quitterCall;
    return typeReady(&gQuitterType) && readyBuiltinIteratorTypes() && readySysTypes() &&
           readyBufferTypes();
}

Ref createBuiltinsModule() {
    Ref module = moduleNew(std::string_view("builtins"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    Ref doc = strFromUtf8(
        "Built-in functions, types, exceptions, and other objects.\n\nThis module provides "
        "direct access to all 'built-in' identifiers of Python; for example, builtins.len "
        "is\nthe full name for the built-in function len().\n\nThis module is not normally "
        "accessed explicitly by most\napplications, but can be useful in modules that "
        "provide\nobjects with the same name as a built-in value, but in which the "
        "built-in\nof that name is also needed.");
    if (doc.isNull() || !setName(dict, "__doc__", doc.get())) return nullptr;
    if (!setName(dict, "__package__", Value::fromObject(TAIPAN_NAME("")))) return nullptr;
    for (const MethodDef* def = kBuiltinFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !setName(dict, def->name, function.get())) return nullptr;
    }
    // The VM implements class creation (vm/build_class.cpp).
    Ref buildClass = builtinFunctionNew(&vm::kBuildClassMethodDef, module.get());
    if (buildClass.isNull() || !setName(dict, "__build_class__", buildClass.get())) return nullptr;
    struct NamedValue {
        const char* name;
        Value value;
    };
    const NamedValue constants[] = {
        {"None", noneValue()},
        {"Ellipsis", ellipsisValue()},
        {"NotImplemented", notImplementedValue()},
        {"False", falseValue()},
        {"True", trueValue()},
        {"__debug__", trueValue()},
        {"exit", Value::fromObject(&gExitObject)},
        {"quit", Value::fromObject(&gQuitObject)},
    };
    for (const NamedValue& constant : constants) {
        if (!setName(dict, constant.name, constant.value)) return nullptr;
    }
    Type* const types[] = {
        &gBoolType,      &gBytesType,  &gClassMethodType, &gComplexType,      &gDictType,
        &gEnumerateType, &gFilterType, &gFloatType,       &gFrozenSetType,    &gPropertyType,
        &gIntType,       &gListType,   &gMapType,         &gObjectType,       &gRangeType,
        &gReversedType,  &gSetType,    &gSliceType,       &gStaticMethodType, &gStrType,
        &gSuperType,     &gTupleType,  &gTypeType,        &gZipType,
        &gByteArrayType, &gMemoryViewType,
    };
    for (Type* type : types) {
        if ((type->flags & kTypeReady) == 0) continue; // a type whose file is not linked in
        if (!setName(dict, type->name, Value::fromObject(type))) return nullptr;
    }
    size_t count = 0;
    Type* const* exceptions = builtinExceptionTypes(count);
    for (size_t i = 0; i < count; ++i) {
        Ref name = typeNameObject(exceptions[i]);
        if (name.isNull()) return nullptr;
        if (!dictSetStr(dict, asStr(name.get()), Value::fromObject(exceptions[i]))) return nullptr;
    }
    if (!setName(dict, "EnvironmentError", Value::fromObject(gOSError)) ||
        !setName(dict, "IOError", Value::fromObject(gOSError))) {
        return nullptr;
    }
    return module;
}

} // namespace taipan::modules
