// Code objects: construction (codeNew, used by the compiler's assembler),
// deallocation, and the attributes Python code can read (co_name,
// co_consts, co_lines(), co_positions(), ...).
//
// Invariants:
//  - A Code owns one reference to each of consts, names, localsPlusNames,
//    filename, name and qualname, and owns its arrays (code, kinds,
//    positions, exception table), which codeNew copies and the dealloc frees.
//  - positions has exactly one entry per code unit (instructions, their
//    EXTENDED_ARG prefixes and inline caches), so the line of any unit is
//    one array read.
//  - Code objects are immutable once built; they hold only constants, so
//    they cannot be part of a reference cycle and are not GC-tracked.
#include "objects/code.h"

#include "objects/bytes.h"
#include "objects/descriptors.h"
#include "objects/int.h"
#include "objects/type_registry.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "vm/monitor/tools.h"
#include "vm/specialize.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace taipan {

Type gCodeType = staticType("code", sizeof(Code), 0, 0);

namespace {

template <class T> T* copyArray(const std::vector<T>& source) {
    if (source.empty()) return nullptr;
    T* copy = static_cast<T*>(std::malloc(sizeof(T) * source.size()));
    if (!copy) return nullptr;
    std::memcpy(copy, source.data(), sizeof(T) * source.size());
    return copy;
}

void codeDealloc(Object* object) {
    Code* code = static_cast<Code*>(object);
    if (code->consts) decref(code->consts);
    if (code->names) decref(code->names);
    if (code->localsPlusNames) decref(code->localsPlusNames);
    if (code->filename) decref(code->filename);
    if (code->name) decref(code->name);
    if (code->qualname) decref(code->qualname);
    std::free(code->code);
    std::free(code->localsPlusKinds);
    std::free(code->positions);
    std::free(code->exceptionTable);
    vm::monitor::releaseCodeMonitoring(code);
    freeObjectMemory(object);
}

Code* self(Value v) {
    return static_cast<Code*>(v.object());
}

Ref intRef(int64_t value) {
    return intFromInt64(value);
}

Ref borrowed(Object* object) {
    if (!object) return noneRef();
    return Ref::borrow(Value::fromObject(object));
}

// The names of the localsplus slots whose kind has `bit`, in slot order:
// co_varnames (plain locals), co_cellvars and co_freevars.
Ref namesWithKind(Code* code, uint8_t bit) {
    int64_t count = 0;
    for (int32_t i = 0; i < code->nlocalsPlus; ++i)
        if (code->localsPlusKinds[i] & bit) ++count;
    Tuple* result = tupleNewUninitialized(count);
    if (!result) return nullptr;
    int64_t out = 0;
    for (int32_t i = 0; i < code->nlocalsPlus; ++i) {
        if (!(code->localsPlusKinds[i] & bit)) continue;
        Value name = code->localsPlusNames->items()[i];
        incref(name);
        result->items()[out++] = name;
    }
    return Ref::steal(Value::fromObject(result));
}

Ref getName(Value v) {
    return borrowed(self(v)->name);
}
Ref getQualname(Value v) {
    return borrowed(self(v)->qualname);
}
Ref getFilename(Value v) {
    return borrowed(self(v)->filename);
}
Ref getFirstLineno(Value v) {
    return intRef(self(v)->firstLineno);
}
Ref getArgCount(Value v) {
    return intRef(self(v)->argCount);
}
Ref getPosOnlyArgCount(Value v) {
    return intRef(self(v)->posOnlyArgCount);
}
Ref getKwOnlyArgCount(Value v) {
    return intRef(self(v)->kwOnlyArgCount);
}
Ref getNlocals(Value v) {
    return intRef(self(v)->nlocals);
}
Ref getStackSize(Value v) {
    return intRef(self(v)->stackSize);
}
Ref getFlags(Value v) {
    return intRef(self(v)->flags);
}
Ref getConsts(Value v) {
    return borrowed(self(v)->consts);
}
Ref getNames(Value v) {
    return borrowed(self(v)->names);
}
Ref getVarnames(Value v) {
    return namesWithKind(self(v), kLocalPlain);
}
Ref getCellvars(Value v) {
    return namesWithKind(self(v), kLocalCell);
}
Ref getFreevars(Value v) {
    return namesWithKind(self(v), kLocalFree);
}

// co_code: the code units as bytes, low byte (the opcode) first, as the
// compiler wrote them (quickening undone: vm::deoptimizedCode).
Ref getCode(Value v) {
    std::vector<uint16_t> units = vm::deoptimizedCode(self(v));
    std::string bytes;
    bytes.reserve(units.size() * 2);
    for (uint16_t unit : units) {
        bytes.push_back(static_cast<char>(unit & 0xFF));
        bytes.push_back(static_cast<char>(unit >> 8));
    }
    return bytesFromData(bytes);
}

Ref optionalInt(int32_t value) {
    if (value < 0) return noneRef();
    return intRef(value);
}

Ref iterateList(Ref list) {
    if (!list) return nullptr;
    return getIter(list.get());
}

// co_lines(): (start, end, line) for each run of code units with the same
// line, offsets in bytes as in CPython; `line` is None for instructions
// without a line.
Ref coLines(Value v, const Value* args, size_t nargs, Tuple* kwnames) {
    if (callArgCount(nargs) != 0 || (kwnames && kwnames->size != 0))
        return raise(gTypeError, "code.co_lines() takes no arguments");
    Code* code = self(v);
    Ref list = listNew(0);
    if (!list) return nullptr;
    uint32_t start = 0;
    while (start < code->codeSize) {
        int32_t line = code->positions[start].lineno;
        uint32_t end = start + 1;
        while (end < code->codeSize && code->positions[end].lineno == line)
            ++end;
        Ref entry[3] = {intRef(int64_t(start) * 2), intRef(int64_t(end) * 2), optionalInt(line)};
        for (Ref& item : entry)
            if (!item) return nullptr;
        Value items[3] = {entry[0].get(), entry[1].get(), entry[2].get()};
        Ref tuple = tupleFromValues(items, 3);
        if (!tuple || !listAppend(asList(list.get()), tuple.get())) return nullptr;
        start = end;
    }
    return iterateList(std::move(list));
}

// co_positions(): (lineno, end_lineno, col_offset, end_col_offset) for
// every code unit, None where unknown.
Ref coPositions(Value v, const Value* args, size_t nargs, Tuple* kwnames) {
    if (callArgCount(nargs) != 0 || (kwnames && kwnames->size != 0))
        return raise(gTypeError, "code.co_positions() takes no arguments");
    Code* code = self(v);
    Ref list = listNew(0);
    if (!list) return nullptr;
    for (uint32_t i = 0; i < code->codeSize; ++i) {
        const SourcePosition& p = code->positions[i];
        bool noLine = p.lineno < 0;
        Ref entry[4] = {optionalInt(p.lineno), noLine ? noneRef() : optionalInt(p.endLineno),
                        noLine ? noneRef() : optionalInt(p.colOffset),
                        noLine ? noneRef() : optionalInt(p.endColOffset)};
        for (Ref& item : entry)
            if (!item) return nullptr;
        Value items[4] = {entry[0].get(), entry[1].get(), entry[2].get(), entry[3].get()};
        Ref tuple = tupleFromValues(items, 4);
        if (!tuple || !listAppend(asList(list.get()), tuple.get())) return nullptr;
    }
    return iterateList(std::move(list));
}

// repr(code): <code object f at 0x7f..., file "x.py", line 3>
Ref codeRepr(Value v) {
    Code* code = self(v);
    std::string text = "<code object ";
    text += code->name ? std::string(strUtf8(code->name)) : std::string("???");
    char address[32];
    std::snprintf(address, sizeof address, " at %p, file \"", static_cast<void*>(code));
    text += address;
    text += code->filename ? std::string(strUtf8(code->filename)) : std::string("???");
    text += "\", line " + std::to_string(code->firstLineno) + ">";
    return strFromUtf8(text);
}

const GetSetDef kCodeGetSets[] = {
    {"co_name", getName, readOnlyMemberSet, nullptr},
    {"co_qualname", getQualname, readOnlyMemberSet, nullptr},
    {"co_filename", getFilename, readOnlyMemberSet, nullptr},
    {"co_firstlineno", getFirstLineno, readOnlyMemberSet, nullptr},
    {"co_argcount", getArgCount, readOnlyMemberSet, nullptr},
    {"co_posonlyargcount", getPosOnlyArgCount, readOnlyMemberSet, nullptr},
    {"co_kwonlyargcount", getKwOnlyArgCount, readOnlyMemberSet, nullptr},
    {"co_nlocals", getNlocals, readOnlyMemberSet, nullptr},
    {"co_stacksize", getStackSize, readOnlyMemberSet, nullptr},
    {"co_flags", getFlags, readOnlyMemberSet, nullptr},
    {"co_consts", getConsts, readOnlyMemberSet, nullptr},
    {"co_names", getNames, readOnlyMemberSet, nullptr},
    {"co_varnames", getVarnames, nullptr, nullptr},
    {"co_cellvars", getCellvars, nullptr, nullptr},
    {"co_freevars", getFreevars, nullptr, nullptr},
    {"co_code", getCode, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr},
};

const MethodDef kCodeMethods[] = {
    {"co_lines", coLines, kMethodInstance, nullptr},
    {"co_positions", coPositions, kMethodInstance, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

} // namespace

Ref codeNew(const Code& fields, const std::vector<uint16_t>& code,
            const std::vector<uint8_t>& localsPlusKinds,
            const std::vector<SourcePosition>& positions,
            const std::vector<ExceptionTableEntry>& exceptionTable) {
    Object* object = allocateObject(&gCodeType);
    if (!object) return nullptr;
    Code* result = static_cast<Code*>(object);
    Ref owner = Ref::steal(Value::fromObject(result));
    result->argCount = fields.argCount;
    result->posOnlyArgCount = fields.posOnlyArgCount;
    result->kwOnlyArgCount = fields.kwOnlyArgCount;
    result->stackSize = fields.stackSize;
    result->flags = fields.flags;
    result->firstLineno = fields.firstLineno;
    result->nlocalsPlus = fields.nlocalsPlus;
    result->nlocals = fields.nlocals;
    result->ncellvars = fields.ncellvars;
    result->nfreevars = fields.nfreevars;
    // Take references to the object fields first, so a failed array copy
    // below leaves a consistent object for the dealloc.
    auto take = [](auto* field) {
        if (field) incref(field);
        return field;
    };
    result->consts = take(fields.consts);
    result->names = take(fields.names);
    result->localsPlusNames = take(fields.localsPlusNames);
    result->filename = take(fields.filename);
    result->name = take(fields.name);
    result->qualname = take(fields.qualname);
    result->codeSize = static_cast<uint32_t>(code.size());
    result->versionWord = ~uintptr_t(0); // not quickened (vm/specialize.h)
    result->monitoring = nullptr;
    result->exceptionTableSize = static_cast<uint32_t>(exceptionTable.size());
    result->code = copyArray(code);
    result->localsPlusKinds = copyArray(localsPlusKinds);
    result->positions = copyArray(positions);
    result->exceptionTable = copyArray(exceptionTable);
    if ((!code.empty() && !result->code) ||
        (!localsPlusKinds.empty() && !result->localsPlusKinds) ||
        (!positions.empty() && !result->positions) ||
        (!exceptionTable.empty() && !result->exceptionTable))
        return raiseNoMemory();
    return owner;
}

bool readyCodeType() {
    Type& t = gCodeType;
    t.dealloc = codeDealloc;
    t.repr = codeRepr;
    typeAddGetSets(&t, kCodeGetSets);
    typeAddMethods(&t, kCodeMethods);
    return typeReady(&t);
}

} // namespace taipan
