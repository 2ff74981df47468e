#!/usr/bin/env python3
"""Compares Taipan's bytecode with CPython 3.13's, code object by code object.

usage: compare_dis.py --cpython FILE            print CPython's listing of FILE
       compare_dis.py --taipan BIN FILE...      compare `BIN --dis FILE` with CPython
                      [--quiet] [--stop]        (summary only / stop at the first diff)
                      [--positions]             also compare every instruction's position
                                                (`BIN --dis-positions FILE`)

Must run under CPython 3.13 (the oracle). The listing is the format of
Taipan's disassembler (src/compile/disassemble.cpp): instructions are
numbered by index, jumps show the index of their target, BINARY_OP and
COMPARE_OP show only their operator. CPython's superinstructions
(LOAD_FAST_LOAD_FAST, STORE_FAST_LOAD_FAST, STORE_FAST_STORE_FAST) are
shown as the two instructions they combine, and its MAKE_CELL /
COPY_FREE_VARS entry prefix is left out: Taipan does that work in the call
sequence, so its code objects start with RESUME (DESIGN.md §2 rule 1).
"""

import dis
import subprocess
import sys

SUPERINSTRUCTIONS = {
    "LOAD_FAST_LOAD_FAST": ("LOAD_FAST", "LOAD_FAST"),
    "STORE_FAST_LOAD_FAST": ("STORE_FAST", "LOAD_FAST"),
    "STORE_FAST_STORE_FAST": ("STORE_FAST", "STORE_FAST"),
}
CONST_OPS = {"LOAD_CONST", "RETURN_CONST"}
LOCAL_OPS = {"LOAD_FAST", "STORE_FAST", "DELETE_FAST", "LOAD_FAST_CHECK", "LOAD_FAST_AND_CLEAR",
             "LOAD_DEREF", "STORE_DEREF", "DELETE_DEREF", "MAKE_CELL", "LOAD_FROM_DICT_OR_DEREF"}
NAME_OPS = {"LOAD_NAME", "STORE_NAME", "DELETE_NAME", "LOAD_GLOBAL", "STORE_GLOBAL",
            "DELETE_GLOBAL", "LOAD_ATTR", "STORE_ATTR", "DELETE_ATTR", "LOAD_SUPER_ATTR",
            "IMPORT_NAME", "IMPORT_FROM", "LOAD_FROM_DICT_OR_GLOBALS"}


def const_repr(value):
    if isinstance(value, type((lambda: 0).__code__)):
        return "<code %s>" % value.co_qualname
    if type(value) is tuple:
        items = [const_repr(v) for v in value]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    if type(value) is frozenset:
        if not value:
            return "frozenset()"
        return "frozenset({" + ", ".join(sorted(const_repr(v) for v in value)) + "})"
    return repr(value)


def localsplus_name(code, index):
    names = code.co_varnames + code.co_cellvars + code.co_freevars
    # Argument cells appear in both co_varnames and co_cellvars; the
    # localsplus layout lists them once.
    seen = []
    for name in names:
        if name not in seen or name in code.co_freevars:
            seen.append(name)
    layout = list(code.co_varnames) + [c for c in code.co_cellvars if c not in code.co_varnames]
    layout += list(code.co_freevars)
    return layout[index] if 0 <= index < len(layout) else "?"


def listing(code, out, positions=False):
    out.append("code %s line %d" % (code.co_qualname, code.co_firstlineno))
    out.append("  flags 0x%x argcount %d posonly %d kwonly %d nlocals %d stacksize %d" % (
        code.co_flags, code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount,
        code.co_nlocals, code.co_stacksize))
    out.append("  consts:" + ",".join(" " + const_repr(c) for c in code.co_consts))
    out.append("  names:" + ",".join(" " + n for n in code.co_names))
    out.append("  varnames:" + ",".join(" " + n for n in code.co_varnames))
    out.append("  cellvars:" + ",".join(" " + n for n in code.co_cellvars))
    out.append("  freevars:" + ",".join(" " + n for n in code.co_freevars))

    raw = list(dis.get_instructions(code))
    # Drop the entry prefix before the first RESUME that Taipan does not emit.
    start = 0
    while start < len(raw) and raw[start].opname in ("MAKE_CELL", "COPY_FREE_VARS"):
        start += 1
    expanded = []  # (opname, arg, line, original instruction)
    index_of_offset = {}
    for instr in raw[start:]:
        if instr.opname == "EXTENDED_ARG":
            continue
        index_of_offset[instr.offset] = len(expanded)
        index_of_offset[instr.start_offset] = len(expanded)
        if instr.opname in SUPERINSTRUCTIONS:
            first, second = SUPERINSTRUCTIONS[instr.opname]
            expanded.append((first, instr.arg >> 4, instr.line_number, instr, True))
            # CPython records no position of its own for the second half.
            expanded.append((second, instr.arg & 15, instr.line_number, instr, False))
        else:
            expanded.append((instr.opname, instr.arg, instr.line_number, instr, True))
    end_offset = len(code.co_code)
    index_of_offset[end_offset] = len(expanded)

    def index_at(offset):
        while offset not in index_of_offset and offset < end_offset:
            offset += 2
        return index_of_offset.get(offset, len(expanded))

    for k, (opname, arg, line, instr, own_position) in enumerate(expanded):
        text = "  %-4s %s" % (k, "-" if line is None else line)
        text = text.ljust(13) + " " + opname
        if opname in CONST_OPS:
            text += " %d (%s)" % (arg, const_repr(code.co_consts[arg]))
        elif opname in LOCAL_OPS:
            text += " %d (%s)" % (arg, localsplus_name(code, arg))
        elif opname in NAME_OPS:
            index, extra = arg, ""
            if opname == "LOAD_GLOBAL":
                index = arg >> 1
                extra = " + NULL" if arg & 1 else ""
            elif opname == "LOAD_ATTR":
                index = arg >> 1
                extra = " + NULL|self" if arg & 1 else ""
            elif opname == "LOAD_SUPER_ATTR":
                index = arg >> 2
                extra = " + NULL|self" if arg & 1 else ""
            text += " %d (%s%s)" % (arg, code.co_names[index], extra)
        elif instr.opcode in dis.hasjump:
            text += " -> %d" % index_at(instr.argval)
        elif opname == "BINARY_OP":
            text += " " + instr.argrepr
        elif opname == "COMPARE_OP":
            text += " " + instr.argrepr
        elif opname in ("CALL_INTRINSIC_1", "CALL_INTRINSIC_2"):
            text += " %d (%s)" % (arg, instr.argrepr)
        elif arg is not None:
            text += " %d" % arg
        if positions:
            p = instr.positions
            if not own_position:
                text += "  @~"
            else:
                def number(n):
                    return "?" if n is None else str(n)
                text += "  @%s:%s-%s:%s" % (number(p.lineno), number(p.col_offset),
                                           number(p.end_lineno), number(p.end_col_offset))
        out.append(text)
    table = dis._parse_exception_table(code)
    if table:
        out.append("  exceptions:")
        for entry in table:
            out.append("    %d-%d -> %d depth %d%s" % (
                index_at(entry.start), index_at(entry.end), index_at(entry.target), entry.depth,
                " lasti" if entry.lasti else ""))
    for const in code.co_consts:
        if isinstance(const, type(code)):
            listing(const, out, positions)


def cpython_listing(path, positions=False):
    with open(path, "rb") as f:
        source = f.read()
    code = compile(source, path, "exec", dont_inherit=True)
    out = []
    listing(code, out, positions)
    return out


def split_units(lines):
    units = []
    for line in lines:
        if line.startswith("code "):
            units.append([line])
        elif units:
            units[-1].append(line)
    return units


def compare(taipan, path, quiet, positions=False):
    try:
        expected = cpython_listing(path, positions)
    except (SyntaxError, ValueError, UnicodeDecodeError) as e:
        return "cpython-error", []
    mode = "--dis-positions" if positions else "--dis"
    result = subprocess.run([taipan, mode, path], capture_output=True, timeout=60)
    if result.returncode != 0:
        return "taipan-error", [result.stderr.decode("utf-8", "replace")[-2000:]]
    actual = result.stdout.decode("utf-8", "replace").splitlines()
    if positions:
        # Where CPython has no position of its own (second halves of its
        # superinstructions), accept Taipan's.
        for i in range(min(len(actual), len(expected))):
            if expected[i].endswith("  @~") and "  @" in actual[i]:
                actual[i] = actual[i][:actual[i].rindex("  @")] + "  @~"
    if actual == expected:
        return "same", []
    report = []
    exp_units, act_units = split_units(expected), split_units(actual)
    for i in range(max(len(exp_units), len(act_units))):
        e = exp_units[i] if i < len(exp_units) else ["<missing>"]
        a = act_units[i] if i < len(act_units) else ["<missing>"]
        if e == a:
            continue
        report.append("--- " + e[0])
        for k in range(max(len(e), len(a))):
            el = e[k] if k < len(e) else "<end>"
            al = a[k] if k < len(a) else "<end>"
            if el != al:
                report.append("  cpython: " + el)
                report.append("  taipan : " + al)
                break
        break  # the first differing code object is enough
    return "different", report


def main(argv):
    if len(argv) >= 2 and argv[0] == "--cpython":
        for path in argv[1:]:
            print("\n".join(cpython_listing(path)))
        return 0
    if len(argv) >= 3 and argv[0] == "--taipan":
        taipan = argv[1]
        quiet = "--quiet" in argv
        stop = "--stop" in argv
        positions = "--positions" in argv
        paths = [a for a in argv[2:] if not a.startswith("--")]
        counts = {}
        for path in paths:
            status, report = compare(taipan, path, quiet, positions)
            counts[status] = counts.get(status, 0) + 1
            if status != "same" and not quiet:
                print("### %s: %s" % (path, status))
                for line in report:
                    print(line)
                if stop:
                    break
        print("summary: " + ", ".join("%s=%d" % kv for kv in sorted(counts.items())))
        return 0 if counts.get("same", 0) == len(paths) else 1
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
