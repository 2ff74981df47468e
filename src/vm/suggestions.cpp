// "Did you mean" suggestions: the closest candidate name by a weighted
// Levenshtein distance, with CPython 3.13's weights and limits so that the
// same typo gets the same suggestion (or none) as in CPython.
//
// The distance works on UTF-8 bytes. Substituting a character costs 2,
// unless the two differ only in ASCII case (cost 1); inserting or deleting
// costs 2. A candidate is acceptable when at most about a third of the
// characters involved change: distance <= (len(a) + len(b) + 3) * 2 / 6.
// Lists of 750 candidates or more, and names longer than 40 bytes (after
// trimming the common prefix and suffix), get no suggestion.
#include "vm/call.h"

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace taipan::vm {

namespace {

constexpr size_t kMoveCost = 2;
constexpr size_t kCaseCost = 1;
constexpr size_t kMaxStringSize = 40;
constexpr size_t kMaxCandidates = 750;

char lowerAscii(char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

size_t substitutionCost(char a, char b) {
    if (a == b) return 0;
    return lowerAscii(a) == lowerAscii(b) ? kCaseCost : kMoveCost;
}

// The distance between a and b, or maxCost + 1 when it exceeds maxCost.
size_t distance(std::string_view a, std::string_view b, size_t maxCost) {
    if (a == b) return 0;
    while (!a.empty() && !b.empty() && a.front() == b.front()) {
        a.remove_prefix(1);
        b.remove_prefix(1);
    }
    while (!a.empty() && !b.empty() && a.back() == b.back()) {
        a.remove_suffix(1);
        b.remove_suffix(1);
    }
    if (a.empty() || b.empty()) return (a.size() + b.size()) * kMoveCost;
    if (a.size() > kMaxStringSize || b.size() > kMaxStringSize) return maxCost + 1;
    if (b.size() < a.size()) std::swap(a, b);
    // Every extra character of the longer string costs at least one move.
    if ((b.size() - a.size()) * kMoveCost > maxCost) return maxCost + 1;

    // One row of the dynamic-programming table, updated in place: row[i] is
    // the cost of turning b[:j] into a[:i+1] for the current j.
    size_t row[kMaxStringSize];
    for (size_t i = 0; i < a.size(); ++i)
        row[i] = (i + 1) * kMoveCost;
    size_t result = 0;
    for (size_t j = 0; j < b.size(); ++j) {
        size_t diagonal = j * kMoveCost; // cost(b[:j], a[:0])
        result = diagonal;
        size_t rowMinimum = static_cast<size_t>(-1);
        for (size_t i = 0; i < a.size(); ++i) {
            size_t substitute = diagonal + substitutionCost(b[j], a[i]);
            diagonal = row[i];
            size_t insertOrDelete = std::min(result, diagonal) + kMoveCost;
            result = std::min(insertOrDelete, substitute);
            row[i] = result;
            rowMinimum = std::min(rowMinimum, result);
        }
        if (rowMinimum > maxCost) return maxCost + 1;
    }
    return result;
}

} // namespace

Value closestName(Str* name, const Value* candidates, size_t count) {
    if (count >= kMaxCandidates) return Value();
    std::string_view wrong = strUtf8(name);
    Value best;
    size_t bestDistance = static_cast<size_t>(-1) / 2;
    for (size_t i = 0; i < count; ++i) {
        Value candidate = candidates[i];
        if (!isStr(candidate)) continue;
        std::string_view text = strUtf8(asStr(candidate));
        if (text == wrong) continue;
        size_t maxDistance = (wrong.size() + text.size() + 3) * kMoveCost / 6;
        maxDistance = std::min(maxDistance, bestDistance - 1);
        size_t current = distance(wrong, text, maxDistance);
        if (current > maxDistance) continue;
        if (best.isNull() || current < bestDistance) {
            best = candidate;
            bestDistance = current;
        }
    }
    return best;
}

} // namespace taipan::vm
