#!/usr/bin/env python3
"""Writes src/runtime/unicode_props_tables.inc from the Unicode Character
Database installed by Debian's unicode-data package.

The generated tables hold only what utf8proc does not provide, so that the
str methods can follow Python's definitions:
  - Other_Lowercase / Other_Uppercase (Lowercase = Ll + Other_Lowercase),
  - the Case_Ignorable characters not implied by their general category,
  - characters with a digit value that are not decimal digits (isdigit),
  - characters with a numeric value that have no digit value (isnumeric),
    including the CJK ideographs that Unihan gives a numeric value,
  - the unconditional full case mappings of SpecialCasing.txt.

CPython 3.13 uses Unicode 15.1 while Debian 12 ships 15.0: the few
properties 15.1 added that str methods can observe are listed in
UNICODE_15_1_ADDITIONS below and merged in (drop them once the installed
data is 15.1 or newer).

Run it when the installed Unicode data changes:
    python3 scripts/gen_unicode_props.py /usr/share/unicode src/runtime/unicode_props_tables.inc
"""

import bz2
import os
import sys


# Unicode 15.1 additions observable through str methods: the CJK Unified
# Ideographs Extension I block (letters, category Lo) and ten ideographs that
# Unihan 15.1 gave a numeric value.
UNICODE_15_1_ADDITIONS = {
    "letters": range(0x2EBF0, 0x2EE5D + 1),
    "numeric": [0x4E24, 0x4EAC, 0x4FE9, 0x5006, 0x62D0, 0x6D1E, 0x7695, 0x79ED, 0x920E, 0x94A9],
}


def ranges(codepoints):
    result = []
    for cp in sorted(codepoints):
        if result and result[-1][1] == cp - 1:
            result[-1][1] = cp
        else:
            result.append([cp, cp])
    return result


def read_property_file(path, wanted):
    found = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            if fields[1] != wanted:
                continue
            if ".." in fields[0]:
                start, end = (int(x, 16) for x in fields[0].split(".."))
            else:
                start = end = int(fields[0], 16)
            found.update(range(start, end + 1))
    return found


def read_unicode_data(path):
    """Yields (codepoint, fields) with the <..., First>/<..., Last> ranges expanded."""
    with open(path, encoding="utf-8") as f:
        pending_first = None
        for line in f:
            fields = line.rstrip("\n").split(";")
            cp = int(fields[0], 16)
            if fields[1].endswith(", First>"):
                pending_first = cp
                continue
            if fields[1].endswith(", Last>"):
                for c in range(pending_first, cp + 1):
                    yield c, fields
                pending_first = None
                continue
            yield cp, fields


def emit_ranges(out, name, items):
    out.append(f"constexpr CodePointRange {name}[] = {{")
    line = "   "
    for start, end in ranges(items):
        entry = f" {{0x{start:X}, 0x{end:X}}},"
        if len(line) + len(entry) > 98:
            out.append(line)
            line = "   "
        line += entry
    out.append(line)
    out.append("};")
    out.append("")


def main():
    data_dir, output = sys.argv[1], sys.argv[2]
    categories = {}
    decimal = set()
    digit = set()
    numeric = set()
    for cp, fields in read_unicode_data(os.path.join(data_dir, "UnicodeData.txt")):
        categories[cp] = fields[2]
        if fields[6]:
            decimal.add(cp)
        if fields[7]:
            digit.add(cp)
        if fields[8]:
            numeric.add(cp)
    with bz2.open(os.path.join(data_dir, "Unihan_NumericValues.txt.bz2"), "rt",
                  encoding="utf-8") as f:
        for line in f:
            if line.startswith("U+"):
                numeric.add(int(line.split()[0][2:], 16))

    if not any(categories.get(cp) for cp in UNICODE_15_1_ADDITIONS["letters"]):
        letters_extra = set(UNICODE_15_1_ADDITIONS["letters"])
        numeric.update(UNICODE_15_1_ADDITIONS["numeric"])
    else:
        letters_extra = set()

    prop_list = os.path.join(data_dir, "PropList.txt")
    derived = os.path.join(data_dir, "DerivedCoreProperties.txt")
    other_lower = read_property_file(prop_list, "Other_Lowercase")
    other_upper = read_property_file(prop_list, "Other_Uppercase")
    case_ignorable = read_property_file(derived, "Case_Ignorable")
    implied = {"Mn", "Me", "Cf", "Lm", "Sk"}
    ignorable_extra = {cp for cp in case_ignorable if categories.get(cp) not in implied}
    # Sanity: decimal digits are exactly category Nd (utf8proc gives that).
    assert decimal == {cp for cp, c in categories.items() if c == "Nd"}

    special = []
    with open(os.path.join(data_dir, "SpecialCasing.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            if len(fields) > 4 and fields[4]:
                continue  # conditional mappings (Final_Sigma, locales) are handled in code
            cp = int(fields[0], 16)
            maps = [[int(x, 16) for x in fields[i].split()] for i in (1, 2, 3)]
            special.append((cp, maps))

    out = []
    out.append("// Generated by scripts/gen_unicode_props.py from the Unicode Character")
    out.append("// Database; do not edit. Ranges are inclusive and sorted.")
    out.append("")
    emit_ranges(out, "kOtherLowercase", other_lower)
    emit_ranges(out, "kOtherUppercase", other_upper)
    emit_ranges(out, "kCaseIgnorableExtra", ignorable_extra)
    emit_ranges(out, "kDigitNotDecimal", digit - decimal)
    emit_ranges(out, "kNumericNotDigit", numeric - digit)
    out.append("// Letters (category Lo) newer than the installed Unicode data.")
    if letters_extra:
        emit_ranges(out, "kLettersSupplement", letters_extra)
    else:
        out.append("constexpr CodePointRange kLettersSupplement[] = {{0x110000, 0x110000}};")
        out.append("")
    out.append("// Unconditional full case mappings: code point, then lower, title and upper")
    out.append("// forms, each up to three code points (0 terminates a shorter one).")
    out.append("constexpr SpecialCasing kSpecialCasing[] = {")
    for cp, maps in sorted(special):
        parts = []
        for m in maps:
            padded = m + [0] * (3 - len(m))
            parts.append("{" + ", ".join(f"0x{x:X}" for x in padded) + "}")
        out.append(f"    {{0x{cp:X}, {parts[0]}, {parts[1]}, {parts[2]}}},")
    out.append("};")
    out.append("")
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
