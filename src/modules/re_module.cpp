// The `re` module: `_taipan_sre`, a native core that compiles patterns with
// the engine of re_engine.h and runs them, and `re` itself, Python source
// embedded below (Pattern, Match, the module functions, flags, templates).
//
// Invariants:
//  - A _taipan_sre.Program owns one compiled engine program and knows
//    whether its pattern was str or bytes; it refuses subjects of the other
//    kind with CPython's TypeError messages.
//  - Results cross to Python as flat tuples of ints: (start0, end0, start1,
//    end1, ..., lastindex), -1 for a group that did not take part and a
//    lastindex of -1 for none.
#include "modules/native_modules.h"

#include "modules/modules.h"
#include "modules/re_engine.h"
#include "objects/bytes.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/descriptors.h"
#include "objects/int.h"
#include "objects/module.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/args.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "vm/eval.h"

#include <string>

namespace taipan::modules {

namespace {

struct ProgramObject : Object {
    re::Program* program;
    bool isBytes;
};

} // namespace

Type gReProgramType = staticType("_taipan_sre.Program", sizeof(ProgramObject), 0, 0);

namespace {

bool setName(Dict* dict, const char* name, Value value) {
    return dictSetStr(dict, internStr(name), value);
}

void programDealloc(Object* object) {
    auto* self = static_cast<ProgramObject*>(object);
    re::ProgramDeleter()(self->program);
    self->program = nullptr;
    freeObjectMemory(object);
}

ProgramObject* asProgram(Value v) {
    return static_cast<ProgramObject*>(v.object());
}

// _taipan_sre.compile(pattern, flags, error): a Program, or `error(msg,
// pattern, pos)` raised.
Ref sreCompile(Value, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("compile", nargs, kwnames, 3, 3)) return nullptr;
    Value pattern = args[0];
    int64_t flags = 0;
    if (!indexToInt64(args[1], flags, gOverflowError)) return nullptr;
    std::u32string text;
    bool isBytes = false;
    std::string_view data;
    if (isStr(pattern)) {
        Str* s = asStr(pattern);
        text.resize(static_cast<size_t>(s->length));
        for (int64_t k = 0; k < s->length; ++k) text[static_cast<size_t>(k)] = strCodePointAt(s, k);
    } else if (bytesLikeData(pattern, data)) {
        isBytes = true;
        text.resize(data.size());
        for (size_t k = 0; k < data.size(); ++k) text[k] = static_cast<unsigned char>(data[k]);
    } else {
        return raise(gTypeError, "first argument must be string or compiled pattern");
    }
    if (isStr(pattern) && (flags & re::kFlagLocale)) {
        return raise(gValueError, "cannot use LOCALE flag with a str pattern");
    }
    if ((flags & re::kFlagAscii) && (flags & re::kFlagUnicode)) {
        return raise(gValueError, "ASCII and UNICODE flags are incompatible");
    }
    if (isBytes && (flags & re::kFlagUnicode)) {
        return raise(gValueError, "cannot use UNICODE flag with a bytes pattern");
    }
    re::CompileError error;
    re::ProgramPtr program = re::compileProgram(text, isBytes, static_cast<int>(flags), error);
    if (!program) {
        if (error.overflow) return raise(gOverflowError, "%s", error.message.c_str());
        Ref message = strFromUtf8(error.message);
        if (message.isNull()) return nullptr;
        Ref position = error.position < 0 ? Ref::borrow(Value::fromObject(&gNoneObject))
                                          : intFromInt64(error.position);
        if (position.isNull()) return nullptr;
        Value errorArgs[3] = {message.get(), pattern, position.get()};
        Ref exception = call(args[2], errorArgs, 3);
        if (exception.isNull()) return nullptr;
        return raiseObject(exception.get());
    }
    if (!typeReady(&gReProgramType)) return nullptr;
    Object* object = allocateObject(&gReProgramType);
    if (object == nullptr) return nullptr;
    auto* self = static_cast<ProgramObject*>(object);
    self->program = program.release();
    self->isBytes = isBytes;
    return Ref::steal(Value::fromObject(object));
}

// The subject of a match: its units in place, or false with TypeError.
bool subjectOf(ProgramObject* self, Value string, re::Subject& subject) {
    std::string_view data;
    if (isStr(string)) {
        if (self->isBytes) {
            raise(gTypeError, "cannot use a bytes pattern on a string-like object");
            return false;
        }
        Str* s = asStr(string);
        subject = {s->data(), s->kind, s->length};
        return true;
    }
    if (bytesLikeData(string, data)) {
        if (!self->isBytes) {
            raise(gTypeError, "cannot use a string pattern on a bytes-like object");
            return false;
        }
        subject = {data.data(), 1, static_cast<int64_t>(data.size())};
        return true;
    }
    raise(gTypeError, "expected string or bytes-like object, got '%s'", typeOf(string)->name);
    return false;
}

Ref resultTuple(const re::MatchResult& result) {
    size_t count = result.slots.size();
    Tuple* tuple = tupleNewUninitialized(static_cast<int64_t>(count + 1));
    if (tuple == nullptr) return nullptr;
    Ref owner = Ref::steal(Value::fromObject(tuple));
    for (size_t k = 0; k < count; ++k) {
        Ref item = intFromInt64(result.slots[k]);
        if (item.isNull()) return nullptr;
        tuple->items()[k] = item.release();
    }
    tuple->items()[count] = Value::fromSmallInt(result.lastIndex);
    return owner;
}

bool clampRange(Value posValue, Value endValue, int64_t length, int64_t& pos, int64_t& endpos) {
    pos = 0;
    endpos = length;
    if (!indexToInt64(posValue, pos, nullptr)) return false;
    if (!indexToInt64(endValue, endpos, nullptr)) return false;
    if (pos < 0) pos = 0;
    if (pos > length) pos = length;
    if (endpos < 0) endpos = 0;
    if (endpos > length) endpos = length;
    return true;
}

// Program.match(string, pos, endpos, mode, mustAdvance): mode 0 match,
// 1 fullmatch, 2 search.
Ref programMatch(Value selfValue, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("match", nargs, kwnames, 5, 5)) return nullptr;
    ProgramObject* self = asProgram(selfValue);
    re::Subject subject{};
    if (!subjectOf(self, args[0], subject)) return nullptr;
    int64_t pos = 0, endpos = 0, mode = 0;
    if (!clampRange(args[1], args[2], subject.length, pos, endpos)) return nullptr;
    if (!indexToInt64(args[3], mode, nullptr)) return nullptr;
    bool mustAdvance = args[4].isObject() && args[4].object() == &gTrueObject;
    if (endpos < pos) return Ref::borrow(Value::fromObject(&gNoneObject));
    re::MatchResult result;
    re::Mode how = mode == 0 ? re::Mode::Match : mode == 1 ? re::Mode::FullMatch : re::Mode::Search;
    re::Outcome outcome = re::execute(*self->program, subject, pos, endpos, how, mustAdvance, result);
    if (outcome == re::Outcome::Interrupted) return nullptr;
    if (outcome == re::Outcome::NoMatch) return Ref::borrow(Value::fromObject(&gNoneObject));
    return resultTuple(result);
}

// Program.scan(string, pos, endpos, limit): the successive matches a
// finditer() would produce (at most `limit` of them when limit > 0).
Ref programScan(Value selfValue, const Value* args, size_t nargs, Tuple* kwnames) {
    if (!checkPositional("scan", nargs, kwnames, 4, 4)) return nullptr;
    ProgramObject* self = asProgram(selfValue);
    re::Subject subject{};
    if (!subjectOf(self, args[0], subject)) return nullptr;
    int64_t pos = 0, endpos = 0, limit = 0;
    if (!clampRange(args[1], args[2], subject.length, pos, endpos)) return nullptr;
    if (!indexToInt64(args[3], limit, nullptr)) return nullptr;
    Ref list = listNew();
    if (list.isNull()) return nullptr;
    if (endpos < pos) return list;
    bool mustAdvance = false;
    int64_t found = 0;
    re::MatchResult result;
    while (pos <= endpos && (limit <= 0 || found < limit)) {
        re::Outcome outcome =
            re::execute(*self->program, subject, pos, endpos, re::Mode::Search, mustAdvance, result);
        if (outcome == re::Outcome::Interrupted) return nullptr;
        if (outcome == re::Outcome::NoMatch) break;
        Ref tuple = resultTuple(result);
        if (tuple.isNull() || !listAppend(asList(list.get()), tuple.get())) return nullptr;
        ++found;
        mustAdvance = result.slots[0] == result.slots[1];
        pos = result.slots[1];
    }
    return list;
}

Ref programGroups(Value self) {
    return intFromInt64(re::programGroupCount(*asProgram(self)->program));
}

Ref programFlags(Value self) {
    return intFromInt64(re::programFlags(*asProgram(self)->program));
}

// [(name, group), ...] in definition order.
Ref programNames(Value self) {
    Ref list = listNew();
    if (list.isNull()) return nullptr;
    for (const auto& entry : re::programGroupNames(*asProgram(self)->program)) {
        Ref name = strFromCodePoints(entry.first.data(), entry.first.size());
        if (name.isNull()) return nullptr;
        Value pair[2] = {name.get(), Value::fromSmallInt(entry.second)};
        Ref tuple = tupleFromValues(pair, 2);
        if (tuple.isNull() || !listAppend(asList(list.get()), tuple.get())) return nullptr;
    }
    return list;
}

const MethodDef kProgramMethods[] = {
    {"match", programMatch, kMethodInstance, nullptr},
    {"scan", programScan, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

const GetSetDef kProgramGetSets[] = {
    {"groups", programGroups, nullptr, nullptr},
    {"flags", programFlags, nullptr, nullptr},
    {"names", programNames, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

const MethodDef kSreFunctions[] = {
    {"compile", sreCompile, kMethodStatic, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

bool readyProgramType() {
    if (gReProgramType.flags & kTypeReady) return true;
    gReProgramType.dealloc = programDealloc;
    typeAddMethods(&gReProgramType, kProgramMethods);
    typeAddGetSets(&gReProgramType, kProgramGetSets);
    return typeReady(&gReProgramType);
}

#include "modules/re_source.inc"

} // namespace

Ref createTaipanSreModule() {
    if (!readyProgramType()) return nullptr;
    Ref module = moduleNew(std::string_view("_taipan_sre"), true);
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    for (const MethodDef* def = kSreFunctions; def->name != nullptr; ++def) {
        Ref function = builtinFunctionNew(def, module.get());
        if (function.isNull() || !setName(dict, def->name, function.get())) return nullptr;
    }
    if (!setName(dict, "Program", Value::fromObject(&gReProgramType))) return nullptr;
    return module;
}

Ref createReModule() {
    Ref module = moduleNew(std::string_view("re"));
    if (module.isNull()) return nullptr;
    Dict* dict = moduleDict(module.get());
    if (!setName(dict, "__builtins__", Value::fromObject(interpreter().builtinsModule))) {
        return nullptr;
    }
    Ref code = compileText(kReSource, "<frozen re>", parse::ParseMode::Exec);
    if (code.isNull()) return nullptr;
    Ref result = vm::evalCode(asCode(code.get()), dict, Value::fromObject(dict));
    if (result.isNull()) return nullptr;
    return module;
}

} // namespace taipan::modules
