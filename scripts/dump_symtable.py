#!/usr/bin/env python3
"""Prints CPython's symbol table for Python source in the format of Taipan's
taipan::compile::dumpSymtable(), so the two can be diffed line for line.

usage: dump_symtable.py [--mode exec|eval|single] FILE...
       dump_symtable.py [--mode ...] -c SOURCE

Must run under CPython 3.13 (the oracle): the scope structure and symbol flags
come from its `_symtable` module, and the code-object line of every scope from
compiling the same source with compile(). Uses only the standard library.

With several FILEs each dump is preceded by a line "### FILE". The format, one
line per item, indented two spaces per nesting level:

  <type> '<name>' line <lineno>[ nested]
    varnames: a, b              parameters in order (the raw table's varnames)
    params: ... / locals: ... / globals: ... / frees: ... / nonlocals: ...
                                function scopes only: what symtable.Function's
                                get_parameters(), get_locals(), ... return
    code: name=f qualname=C.f cells=a,b frees=c flags=OPTIMIZED|NEWLOCALS
                                co_name, co_qualname, co_cellvars, co_freevars
                                and the scope-related co_flags bits of the
                                code object compiled for this scope; "code: ?"
                                when no code object could be matched (for
                                example in code the compiler drops as
                                unreachable)
    sym 'x': LOCAL DEF_LOCAL|USE [local,assigned,referenced]
                                the resolved scope, the raw flag bits and the
                                Symbol.is_*() predicates that hold
    <children, indented one more level>

Symbols are listed in the table's order, except that symbols carrying no flag
bits at all (free variables a scope only passes through from a child to a
parent) come last, sorted by name: CPython adds those while iterating over a
set, so their relative order changes from run to run with the string hash seed.
A failure prints "error: <Type>: <message> (<lineno>:<offset>-<end_lineno>:
<end_offset>)" instead of the tree.
"""

import argparse
import sys

import _symtable
import symtable

# The internal flag bits of CPython 3.13's symtable.h, lowest first. The
# _symtable module exports only some of them; the rest are fixed by the
# version, and printing them all makes the comparison as strict as possible.
FLAG_NAMES = [
    (0x001, "DEF_GLOBAL"),
    (0x002, "DEF_LOCAL"),
    (0x004, "DEF_PARAM"),
    (0x008, "DEF_NONLOCAL"),
    (0x010, "USE"),
    (0x020, "DEF_FREE"),
    (0x040, "DEF_FREE_CLASS"),
    (0x080, "DEF_IMPORT"),
    (0x100, "DEF_ANNOT"),
    (0x200, "DEF_COMP_ITER"),
    (0x400, "DEF_TYPE_PARAM"),
    (0x800, "DEF_COMP_CELL"),
]
SCOPE_OFFSET = 12
SCOPE_NAMES = {1: "LOCAL", 2: "GLOBAL_EXPLICIT", 3: "GLOBAL_IMPLICIT", 4: "FREE", 5: "CELL"}

# The co_flags bits that follow from the symbol table (future-feature bits
# and the like are left out).
CODE_FLAG_NAMES = [
    (0x0001, "OPTIMIZED"),
    (0x0002, "NEWLOCALS"),
    (0x0004, "VARARGS"),
    (0x0008, "VARKEYWORDS"),
    (0x0010, "NESTED"),
    (0x0020, "GENERATOR"),
    (0x0080, "COROUTINE"),
    (0x0100, "ITERABLE_COROUTINE"),
    (0x0200, "ASYNC_GENERATOR"),
]

PREDICATES = [
    "local", "global", "declared_global", "nonlocal", "free", "parameter",
    "imported", "annotated", "referenced", "assigned",
]

COMPREHENSION_CODE_NAMES = {
    "listcomp": "<listcomp>", "setcomp": "<setcomp>", "dictcomp": "<dictcomp>",
    "genexpr": "<genexpr>",
}


def flag_text(flags):
    names = [name for bit, name in FLAG_NAMES if flags & bit]
    return "|".join(names) if names else "-"


def code_flag_text(flags):
    names = [name for bit, name in CODE_FLAG_NAMES if flags & bit]
    return "|".join(names) if names else "-"


def ordered_identifiers(raw):
    """The table's identifiers in the dump's deterministic order."""
    named = [name for name, flags in raw.symbols.items() if flags & 0xFFF]
    passing = sorted(name for name, flags in raw.symbols.items() if not flags & 0xFFF)
    return named + passing


def expected_code_name(raw):
    """The co_name of the code object compiled for a scope."""
    if raw.type == _symtable.TYPE_FUNCTION:
        if raw.name == "lambda":
            return "<lambda>"
        if raw.name in COMPREHENSION_CODE_NAMES and ".0" in raw.varnames:
            return COMPREHENSION_CODE_NAMES[raw.name]
        return raw.name
    if raw.type == _symtable.TYPE_TYPE_PARAMETERS:
        return "<generic parameters of %s>" % raw.name
    return raw.name


def match_children(raw, code):
    """Pairs each child scope of `raw` with its code object in `code` (or None)."""
    candidates = [c for c in code.co_consts if hasattr(c, "co_code")] if code else []
    used = set()
    pairs = []
    for child in raw.children:
        found = None
        if child.type != _symtable.TYPE_ANNOTATION:
            name = expected_code_name(child)
            for index, candidate in enumerate(candidates):
                if index in used or candidate.co_name != name:
                    continue
                if candidate.co_firstlineno > child.lineno:
                    continue
                found = index
                break
        if found is None:
            pairs.append((child, None))
        else:
            used.add(found)
            pairs.append((child, candidates[found]))
    return pairs


def labelled(indent, label, names):
    names = list(names)
    return "%s  %s:%s" % (indent, label, (" " + ", ".join(names)) if names else "")


def dump_table(raw, code, filename, depth, out):
    indent = "  " * depth
    table = symtable._newSymbolTable(raw, filename)
    header = "%s%s %r line %d" % (indent, table.get_type().value, raw.name, raw.lineno)
    if table.is_nested():
        header += " nested"
    out.append(header)
    out.append(labelled(indent, "varnames", raw.varnames))
    order = ordered_identifiers(raw)
    if isinstance(table, symtable.Function):
        for label, names in (("params", table.get_parameters()),
                             ("locals", table.get_locals()),
                             ("globals", table.get_globals()),
                             ("frees", table.get_frees()),
                             ("nonlocals", table.get_nonlocals())):
            chosen = set(names)
            out.append(labelled(indent, label, (n for n in order if n in chosen)))
    if code is None:
        out.append("%s  code: ?" % indent)
    else:
        out.append("%s  code: name=%s qualname=%s cells=%s frees=%s flags=%s" % (
            indent, code.co_name, code.co_qualname, ",".join(code.co_cellvars),
            ",".join(code.co_freevars), code_flag_text(code.co_flags)))
    for name in order:
        symbol = table.lookup(name)
        flags = raw.symbols[name]
        scope = (flags >> SCOPE_OFFSET) & 0xF
        holds = [p for p in PREDICATES if getattr(symbol, "is_" + p)()]
        out.append("%s  sym %r: %s %s [%s]" % (
            indent, name, SCOPE_NAMES.get(scope, str(scope)), flag_text(flags & 0xFFF),
            ",".join(holds)))
    for child, child_code in match_children(raw, code):
        dump_table(child, child_code, filename, depth + 1, out)


def dump_source(source, filename, mode):
    try:
        top = _symtable.symtable(source, filename, mode)
    except (SyntaxError, RecursionError, MemoryError, ValueError) as error:
        if isinstance(error, SyntaxError):
            return "error: %s: %s (%s:%s-%s:%s)\n" % (
                type(error).__name__, error.msg, error.lineno, error.offset,
                error.end_lineno, error.end_offset)
        return "error: %s: %s\n" % (type(error).__name__, error)
    try:
        code = compile(source, filename, mode, dont_inherit=True)
    except (SyntaxError, RecursionError, MemoryError, ValueError):
        code = None
    out = []
    dump_table(top, code, filename, 0, out)
    return "\n".join(out) + "\n"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", default="exec", choices=["exec", "eval", "single"])
    parser.add_argument("-c", dest="source", help="dump this source instead of files")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args(argv)
    if args.source is not None:
        sys.stdout.write(dump_source(args.source, "<string>", args.mode))
        return 0
    if not args.files:
        parser.error("no input")
    for path in args.files:
        with open(path, "rb") as f:
            source = f.read()
        if len(args.files) > 1:
            sys.stdout.write("### %s\n" % path)
        sys.stdout.write(dump_source(source, path, args.mode))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
