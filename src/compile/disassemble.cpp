// The disassembler behind `taipan --dis FILE` and the golden tests.
//
// The format is made to be compared line for line with what
// scripts/compare_dis.py prints from CPython 3.13's code objects (which
// expands CPython's superinstructions and leaves out its MAKE_CELL /
// COPY_FREE_VARS prefix), so a difference points at the instruction where
// the two compilers part. For each code object, nested ones following in
// co_consts order:
//
//   code <qualname> line <firstlineno>
//     flags 0x.. argcount N posonly N kwonly N nlocals N stacksize N
//     consts: <repr>, ...
//     names: ..., varnames: ..., cellvars: ..., freevars: ...
//     <index> <line> <OPNAME> [<oparg>] [(<meaning>)]   one per instruction
//     exceptions: <start>-<end> -> <target> depth <d>[ lasti]
//
// Indexes count instructions (not code units: EXTENDED_ARG prefixes and
// inline caches are folded into their instruction); jump arguments are
// shown as "-> <index of the target>"; BINARY_OP and COMPARE_OP show their
// operator only, because their numeric encodings differ from CPython's.
#include "compile/compiler.h"

#include "objects/bytes.h"
#include "objects/complex.h"
#include "objects/float.h"
#include "objects/int.h"
#include "runtime/errors.h"
#include "runtime/repr.h"
#include "vm/bytecode.h"
#include "vm/intrinsics.h"

#include <algorithm>
#include <vector>

namespace taipan::compile {

using vm::Opcode;

namespace {

std::string constantRepr(Value v);

std::string tupleRepr(Tuple* t) {
    std::string out = "(";
    for (int64_t i = 0; i < t->size; ++i) {
        if (i) out += ", ";
        out += constantRepr(t->items()[i]);
    }
    if (t->size == 1) out += ",";
    return out + ")";
}

std::string constantRepr(Value v) {
    if (v.isSmallInt()) return std::to_string(v.smallInt());
    Type* type = typeOf(v);
    if (type == &gCodeType) return "<code " + std::string(strUtf8(asCode(v)->qualname)) + ">";
    if (type == &gTupleType) return tupleRepr(asTuple(v));
    if (type == &gFrozenSetType) {
        std::vector<std::string> items;
        Set* set = static_cast<Set*>(v.object());
        int64_t position = 0;
        Value item;
        while (setNext(set, position, item))
            items.push_back(constantRepr(item));
        std::sort(items.begin(), items.end());
        if (items.empty()) return "frozenset()";
        std::string out = "frozenset({";
        for (size_t i = 0; i < items.size(); ++i)
            out += (i ? ", " : "") + items[i];
        return out + "})";
    }
    if (type == &gStrType) {
        std::string out;
        repr::appendStrRepr(out, strUtf8(asStr(v)));
        return out;
    }
    if (type == &gBytesType) {
        std::string out;
        repr::appendBytesRepr(out, bytesView(asBytes(v)));
        return out;
    }
    if (type == &gFloatType) {
        std::string out;
        repr::appendFloatRepr(out, floatValue(v));
        return out;
    }
    if (type == &gComplexType) {
        std::string out;
        repr::appendComplexRepr(out, asComplex(v)->real, asComplex(v)->imag);
        return out;
    }
    if (v.is(noneValue())) return "None";
    if (v.is(trueValue())) return "True";
    if (v.is(falseValue())) return "False";
    if (v.is(ellipsisValue())) return "Ellipsis";
    if (type == &gIntType) {
        mpz_t n;
        mpz_init(n);
        intToMpz(v, n);
        std::vector<char> digits(mpz_sizeinbase(n, 10) + 2);
        mpz_get_str(digits.data(), 10, n);
        mpz_clear(n);
        return digits.data();
    }
    return "<" + std::string(type->name) + " object>";
}

std::string nameAt(Tuple* names, int index) {
    if (!names || index < 0 || index >= names->size) return "?";
    return std::string(strUtf8(asStr(names->items()[index])));
}

const char* binaryOpSymbol(int oparg) {
    static const char* const kSymbols[] = {"+",  "-",  "*",  "@", "/", "//", "%",
                                           "**", "<<", ">>", "&", "|", "^"};
    bool inplace = oparg & vm::kBinaryOpInplaceFlag;
    int op = oparg & ~vm::kBinaryOpInplaceFlag;
    static const char* const kInplace[] = {
        "+=", "-=", "*=", "@=", "/=", "//=", "%=", "**=", "<<=", ">>=", "&=", "|=", "^="};
    if (op < 0 || op >= 13) return "?";
    return inplace ? kInplace[op] : kSymbols[op];
}

// Intrinsic names, from the VM's X-macro lists (no link dependency on the VM).
std::string intrinsicName(bool two, int oparg) {
#define TAIPAN_NAME_CASE(name, value)                                                              \
    case value:                                                                                    \
        return #name;
    if (two) {
        switch (oparg) { TAIPAN_INTRINSICS_2(TAIPAN_NAME_CASE) }
    } else {
        switch (oparg) { TAIPAN_INTRINSICS_1(TAIPAN_NAME_CASE) }
    }
#undef TAIPAN_NAME_CASE
    return "?";
}

const char* compareSymbol(int op) {
    static const char* const kSymbols[] = {"<", "<=", "==", "!=", ">", ">="};
    return op >= 0 && op < 6 ? kSymbols[op] : "?";
}

struct Decoded {
    Opcode opcode;
    int oparg;
    uint32_t offset; // code unit of the instruction itself (after its prefixes)
    uint32_t start;  // first code unit, EXTENDED_ARG prefixes included
    uint32_t next;   // code unit after the instruction and its caches
};

// With `adaptive` false, the code as the compiler wrote it (quickening
// undone); with it true, as it runs now (specialized variants shown).
std::vector<Decoded> decode(Code* code, bool adaptive) {
    std::vector<Decoded> out;
    int extended = 0;
    uint32_t start = 0;
    bool inPrefix = false;
    for (uint32_t i = 0; i < code->codeSize;) {
        uint16_t unit = adaptive ? code->code[i] : vm::deoptimizedUnit(code->code[i]);
        Opcode opcode = vm::codeUnitOpcode(unit);
        int arg = vm::codeUnitArg(unit) | (extended << 8);
        if (!inPrefix) start = i;
        if (opcode == Opcode::EXTENDED_ARG) {
            extended = arg;
            inPrefix = true;
            ++i;
            continue;
        }
        inPrefix = false;
        extended = 0;
        uint32_t next = i + 1 + uint32_t(vm::opcodeCacheSize(opcode));
        out.push_back(Decoded{opcode, arg, i, start, next});
        i = next;
    }
    return out;
}

void disassembleOne(Code* code, std::string& out, std::vector<Code*>& nested, bool withPositions,
                    bool adaptive) {
    out += "code " + std::string(strUtf8(code->qualname)) + " line " +
           std::to_string(code->firstLineno) + "\n";
    char flags[32];
    std::snprintf(flags, sizeof flags, "0x%x", code->flags);
    out += "  flags " + std::string(flags) + " argcount " + std::to_string(code->argCount) +
           " posonly " + std::to_string(code->posOnlyArgCount) + " kwonly " +
           std::to_string(code->kwOnlyArgCount) + " nlocals " + std::to_string(code->nlocals) +
           " stacksize " + std::to_string(code->stackSize) + "\n";
    out += "  consts:";
    for (int64_t i = 0; i < code->consts->size; ++i) {
        Value c = code->consts->items()[i];
        out += (i ? ", " : " ") + constantRepr(c);
        if (typeOf(c) == &gCodeType) nested.push_back(asCode(c));
    }
    out += "\n  names:";
    for (int64_t i = 0; i < code->names->size; ++i)
        out += (i ? ", " : " ") + nameAt(code->names, int(i));
    auto listKind = [&](const char* label, uint8_t bit) {
        out += "\n  " + std::string(label) + ":";
        bool first = true;
        for (int32_t i = 0; i < code->nlocalsPlus; ++i) {
            if (!(code->localsPlusKinds[i] & bit)) continue;
            out += (first ? " " : ", ") + nameAt(code->localsPlusNames, i);
            first = false;
        }
    };
    listKind("varnames", kLocalPlain);
    listKind("cellvars", kLocalCell);
    listKind("freevars", kLocalFree);
    out += "\n";

    std::vector<Decoded> instrs = decode(code, adaptive);
    auto indexOfUnit = [&](uint32_t unit) -> int {
        for (size_t k = 0; k < instrs.size(); ++k)
            if (instrs[k].start >= unit) return int(k);
        return int(instrs.size());
    };
    for (size_t k = 0; k < instrs.size(); ++k) {
        const Decoded& d = instrs[k];
        const SourcePosition& p = code->positions[d.offset];
        std::string line = p.lineno < 0 ? std::string("-") : std::to_string(p.lineno);
        std::string text = std::to_string(k);
        text.resize(std::max<size_t>(text.size(), 4), ' ');
        text = "  " + text + " " + line;
        text.resize(std::max<size_t>(text.size(), 13), ' ');
        text += " " + std::string(vm::opcodeName(d.opcode));
        vm::OperandKind kind = vm::opcodeOperandKind(d.opcode);
        int arg = d.oparg;
        switch (kind) {
        case vm::OperandKind::None:
            break;
        case vm::OperandKind::Const:
            text += " " + std::to_string(arg) + " (" +
                    (arg < code->consts->size ? constantRepr(code->consts->items()[arg]) : "?") +
                    ")";
            break;
        case vm::OperandKind::Local:
        case vm::OperandKind::Free:
            text += " " + std::to_string(arg) + " (" + nameAt(code->localsPlusNames, arg) + ")";
            break;
        case vm::OperandKind::Name: {
            int index = arg;
            std::string extra;
            Opcode family = vm::opcodeFamily(d.opcode);
            if (family == Opcode::LOAD_GLOBAL) {
                index = arg >> 1;
                if (arg & 1) extra = " + NULL";
            } else if (family == Opcode::LOAD_ATTR) {
                index = arg >> 1;
                if (arg & 1) extra = " + NULL|self";
            } else if (family == Opcode::LOAD_SUPER_ATTR) {
                index = arg >> 2;
                if (arg & 1) extra = " + NULL|self";
            }
            text += " " + std::to_string(arg) + " (" + nameAt(code->names, index) + extra + ")";
            break;
        }
        case vm::OperandKind::Jump: {
            uint32_t after = d.next;
            text += " -> " + std::to_string(indexOfUnit(after + uint32_t(arg)));
            break;
        }
        case vm::OperandKind::JumpBack: {
            uint32_t after = d.next;
            text += " -> " + std::to_string(indexOfUnit(after - uint32_t(arg)));
            break;
        }
        case vm::OperandKind::BinaryOp:
            text += std::string(" ") + binaryOpSymbol(arg);
            break;
        case vm::OperandKind::Compare: {
            int op = arg >> vm::kCompareOpShift;
            std::string symbol = compareSymbol(op);
            if (arg & vm::kCompareToBoolFlag) symbol = "bool(" + symbol + ")";
            text += " " + symbol;
            break;
        }
        case vm::OperandKind::Intrinsic:
            text += " " + std::to_string(arg) + " (" +
                    intrinsicName(d.opcode == Opcode::CALL_INTRINSIC_2, arg) + ")";
            break;
        default:
            text += " " + std::to_string(arg);
            break;
        }
        if (withPositions) {
            auto number = [](int32_t n) { return n < 0 ? std::string("?") : std::to_string(n); };
            text += "  @" + number(p.lineno) + ":" + number(p.colOffset) + "-" +
                    number(p.endLineno) + ":" + number(p.endColOffset);
        }
        out += text + "\n";
    }
    if (code->exceptionTableSize) {
        out += "  exceptions:\n";
        for (uint32_t i = 0; i < code->exceptionTableSize; ++i) {
            const ExceptionTableEntry& e = code->exceptionTable[i];
            out += "    " + std::to_string(indexOfUnit(e.start)) + "-" +
                   std::to_string(indexOfUnit(e.end)) + " -> " +
                   std::to_string(indexOfUnit(e.target)) + " depth " + std::to_string(e.depth) +
                   (e.pushLasti ? " lasti" : "") + "\n";
        }
    }
}

} // namespace

std::string disassemble(Code* code) {
    return disassemble(code, false);
}

std::string disassemble(Code* code, bool withPositions, bool adaptive) {
    std::string out;
    std::vector<Code*> pending{code};
    // Depth-first in co_consts order: a code object is followed by the code
    // objects of its constants.
    while (!pending.empty()) {
        Code* current = pending.front();
        pending.erase(pending.begin());
        std::vector<Code*> nested;
        disassembleOne(current, out, nested, withPositions, adaptive);
        pending.insert(pending.begin(), nested.begin(), nested.end());
    }
    return out;
}

} // namespace taipan::compile
