// timSort(): see list_sort.h. The algorithm, in outline:
//  1. Walk the array left to right finding natural runs (ascending, or
//     descending — reversed in place — where equal elements inside a
//     descending run are kept in their original order), extending short
//     runs to `minrun` elements with binary insertion sort.
//  2. Each new run gets a "power" (the depth of the node between it and its
//     predecessor in a perfectly balanced merge tree); runs on the stack
//     with a higher power than the new boundary are merged first.
//  3. Merging two adjacent runs first gallops to skip the prefix of the left
//     run and the suffix of the right run that are already in place, then
//     merges the rest from the shorter side, switching to galloping mode
//     while one side keeps winning (minGallop adapts to the data).
//
// Invariants: `pending` holds adjacent runs covering keys[0..current); the
// temporary arrays hold a copy of at most one run during a merge, and every
// merge (successful or not) leaves each element exactly once in the array.
#include "objects/list_sort.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace taipan::containers {

namespace {

constexpr int64_t kInitialMinGallop = 7;

// A position in the parallel key/value arrays (values may be null).
struct Cursor {
    Value* keys;
    Value* values;

    Cursor at(int64_t offset) const { return {keys + offset, values ? values + offset : nullptr}; }
};

void copyItems(Cursor destination, Cursor source, int64_t count) {
    if (count <= 0) return;
    std::memcpy(static_cast<void*>(destination.keys), source.keys, sizeof(Value) * count);
    if (destination.values) {
        std::memcpy(static_cast<void*>(destination.values), source.values, sizeof(Value) * count);
    }
}

void moveItems(Cursor destination, Cursor source, int64_t count) {
    if (count <= 0) return;
    std::memmove(static_cast<void*>(destination.keys), source.keys, sizeof(Value) * count);
    if (destination.values) {
        std::memmove(static_cast<void*>(destination.values), source.values, sizeof(Value) * count);
    }
}

void reverseItems(Cursor where, int64_t count) {
    std::reverse(where.keys, where.keys + count);
    if (where.values) std::reverse(where.values, where.values + count);
}

struct Run {
    int64_t base;
    int64_t length;
    int power;
};

class TimSorter {
  public:
    TimSorter(Value* keys, Value* values, int64_t count, LessFn less, void* context)
        : array_{keys, values}, count_(count), less_(less), context_(context) {}

    bool sort();

  private:
    int lessThan(Value a, Value b) { return less_(a, b, context_); }
    int64_t countRun(Cursor start, int64_t remaining);
    bool binaryInsertionSort(Cursor start, int64_t count, int64_t sorted);
    bool foundNewRun(int64_t length);
    bool mergeAt(size_t index);
    bool forceCollapse();
    int64_t gallopLeft(Value key, const Value* run, int64_t length, int64_t hint);
    int64_t gallopRight(Value key, const Value* run, int64_t length, int64_t hint);
    bool mergeLow(Cursor a, int64_t lengthA, Cursor b, int64_t lengthB);
    bool mergeHigh(Cursor a, int64_t lengthA, Cursor b, int64_t lengthB);
    Cursor temporary(int64_t count);

    Cursor array_;
    int64_t count_;
    LessFn less_;
    void* context_;
    int64_t minGallop_ = kInitialMinGallop;
    std::vector<Run> pending_;
    std::vector<Value> tempKeys_;
    std::vector<Value> tempValues_;
};

// Room for `count` items outside the array, for the run a merge copies out.
Cursor TimSorter::temporary(int64_t count) {
    if (static_cast<int64_t>(tempKeys_.size()) < count) tempKeys_.resize(count);
    if (array_.values && static_cast<int64_t>(tempValues_.size()) < count) {
        tempValues_.resize(count);
    }
    return {tempKeys_.data(), array_.values ? tempValues_.data() : nullptr};
}

// The length of the run starting at `start` (at most `remaining` long),
// which is made ascending in place. -1 on a failed comparison.
int64_t TimSorter::countRun(Cursor start, int64_t remaining) {
    Value* a = start.keys;
    int64_t n = 1;
    // Try an ascending run (non-decreasing) first.
    for (; n < remaining; ++n) {
        int smaller = lessThan(a[n], a[n - 1]);
        if (smaller < 0) return -1;
        if (smaller) break;
    }
    if (n == remaining) return n;
    // a[n] < a[n-1]. When the ascending part has more than one element it
    // is kept unless all of it is equal, in which case it becomes the
    // start of a descending run (reversed now, so the final reversal puts
    // the equal elements back in their original order).
    if (n > 1) {
        int smaller = lessThan(a[0], a[n - 1]);
        if (smaller < 0) return -1;
        if (smaller) return n;
        reverseItems(start, n);
    }
    ++n;
    // Extend the descending run; a group of equal elements inside it is
    // reversed as soon as it ends, for the same reason.
    int64_t equalCount = 0;
    auto reverseEqualGroup = [&]() {
        if (equalCount) {
            ++equalCount;
            reverseItems(start.at(n - equalCount), equalCount);
            equalCount = 0;
        }
    };
    for (; n < remaining; ++n) {
        int smaller = lessThan(a[n], a[n - 1]);
        if (smaller < 0) return -1;
        if (smaller) {
            reverseEqualGroup();
            continue;
        }
        int larger = lessThan(a[n - 1], a[n]);
        if (larger < 0) return -1;
        if (larger) break;
        ++equalCount;
    }
    reverseEqualGroup();
    reverseItems(start, n);
    // The reversed run may continue with ascending elements.
    for (; n < remaining; ++n) {
        int smaller = lessThan(a[n], a[n - 1]);
        if (smaller < 0) return -1;
        if (smaller) break;
    }
    return n;
}

// Sorts start[0..count) given that start[0..sorted) is already sorted.
bool TimSorter::binaryInsertionSort(Cursor start, int64_t count, int64_t sorted) {
    Value* a = start.keys;
    Value* v = start.values;
    if (sorted == 0) sorted = 1;
    for (; sorted < count; ++sorted) {
        // Find where a[sorted] belongs: after every element <= it.
        int64_t low = 0, high = sorted;
        Value pivot = a[sorted];
        do {
            int64_t middle = (low + high) >> 1;
            int smaller = lessThan(pivot, a[middle]);
            if (smaller < 0) return false;
            if (smaller) {
                high = middle;
            } else {
                low = middle + 1;
            }
        } while (low < high);
        for (int64_t i = sorted; i > low; --i)
            a[i] = a[i - 1];
        a[low] = pivot;
        if (v) {
            Value pivotValue = v[sorted];
            for (int64_t i = sorted; i > low; --i)
                v[i] = v[i - 1];
            v[low] = pivotValue;
        }
    }
    return true;
}

// The powersort "power" of the boundary between the run [s1, s1+n1) and
// the run [s1+n1, s1+n1+n2) in an array of `total` elements: the number of
// leading binary digits the two runs' midpoints (as fractions of the array)
// have in common, plus one.
int boundaryPower(int64_t s1, int64_t n1, int64_t n2, int64_t total) {
    int power = 0;
    // Twice the midpoints, so that they are integers.
    int64_t a = 2 * s1 + n1;
    int64_t b = a + n1 + n2;
    for (;;) {
        ++power;
        if (a >= total) {
            a -= total;
            b -= total;
        } else if (b >= total) {
            break;
        }
        a <<= 1;
        b <<= 1;
    }
    return power;
}

bool TimSorter::foundNewRun(int64_t length) {
    if (pending_.empty()) return true;
    const Run& top = pending_.back();
    int power = boundaryPower(top.base, top.length, length, count_);
    while (pending_.size() > 1 && pending_[pending_.size() - 2].power > power) {
        if (!mergeAt(pending_.size() - 2)) return false;
    }
    pending_.back().power = power;
    return true;
}

bool TimSorter::forceCollapse() {
    while (pending_.size() > 1) {
        size_t index = pending_.size() - 2;
        if (index > 0 && pending_[index - 1].length < pending_[index + 1].length) --index;
        if (!mergeAt(index)) return false;
    }
    return true;
}

// Merges the runs pending_[index] and pending_[index + 1].
bool TimSorter::mergeAt(size_t index) {
    Run a = pending_[index];
    Run b = pending_[index + 1];
    pending_[index].length = a.length + b.length;
    pending_.erase(pending_.begin() + static_cast<std::ptrdiff_t>(index) + 1);

    // Elements of a that are <= b's first element are already in place.
    int64_t skip = gallopRight(array_.keys[b.base], array_.keys + a.base, a.length, 0);
    if (skip < 0) return false;
    a.base += skip;
    a.length -= skip;
    if (a.length == 0) return true;
    // Elements of b that are >= a's last element are already in place.
    int64_t lengthB = gallopLeft(array_.keys[a.base + a.length - 1], array_.keys + b.base, b.length,
                                 b.length - 1);
    if (lengthB <= 0) return lengthB == 0;
    if (a.length <= lengthB)
        return mergeLow(array_.at(a.base), a.length, array_.at(b.base), lengthB);
    return mergeHigh(array_.at(a.base), a.length, array_.at(b.base), lengthB);
}

// The position in the sorted run[0..length) where `key` goes, before any
// element equal to it. The search starts near run[hint] and doubles its
// steps, then finishes with a binary search. -1 on error.
int64_t TimSorter::gallopLeft(Value key, const Value* run, int64_t length, int64_t hint) {
    const Value* a = run + hint;
    int64_t lastOffset = 0;
    int64_t offset = 1;
    int smaller = lessThan(*a, key);
    if (smaller < 0) return -1;
    if (smaller) {
        // run[hint] < key: gallop right until run[hint+lastOffset] < key <= run[hint+offset].
        int64_t maxOffset = length - hint;
        while (offset < maxOffset) {
            int less = lessThan(a[offset], key);
            if (less < 0) return -1;
            if (!less) break;
            lastOffset = offset;
            offset = (offset << 1) + 1;
        }
        if (offset > maxOffset) offset = maxOffset;
        lastOffset += hint;
        offset += hint;
    } else {
        // key <= run[hint]: gallop left until run[hint-offset] < key <= run[hint-lastOffset].
        int64_t maxOffset = hint + 1;
        while (offset < maxOffset) {
            int less = lessThan(*(a - offset), key);
            if (less < 0) return -1;
            if (less) break;
            lastOffset = offset;
            offset = (offset << 1) + 1;
        }
        if (offset > maxOffset) offset = maxOffset;
        int64_t previous = lastOffset;
        lastOffset = hint - offset;
        offset = hint - previous;
    }
    // run[lastOffset] < key <= run[offset]: binary search in between.
    ++lastOffset;
    while (lastOffset < offset) {
        int64_t middle = lastOffset + ((offset - lastOffset) >> 1);
        int less = lessThan(run[middle], key);
        if (less < 0) return -1;
        if (less) {
            lastOffset = middle + 1;
        } else {
            offset = middle;
        }
    }
    return offset;
}

// As gallopLeft, but the position after every element equal to `key`.
int64_t TimSorter::gallopRight(Value key, const Value* run, int64_t length, int64_t hint) {
    const Value* a = run + hint;
    int64_t lastOffset = 0;
    int64_t offset = 1;
    int smaller = lessThan(key, *a);
    if (smaller < 0) return -1;
    if (smaller) {
        // key < run[hint]: gallop left until run[hint-offset] <= key < run[hint-lastOffset].
        int64_t maxOffset = hint + 1;
        while (offset < maxOffset) {
            int less = lessThan(key, *(a - offset));
            if (less < 0) return -1;
            if (!less) break;
            lastOffset = offset;
            offset = (offset << 1) + 1;
        }
        if (offset > maxOffset) offset = maxOffset;
        int64_t previous = lastOffset;
        lastOffset = hint - offset;
        offset = hint - previous;
    } else {
        // run[hint] <= key: gallop right until run[hint+lastOffset] <= key < run[hint+offset].
        int64_t maxOffset = length - hint;
        while (offset < maxOffset) {
            int less = lessThan(key, a[offset]);
            if (less < 0) return -1;
            if (less) break;
            lastOffset = offset;
            offset = (offset << 1) + 1;
        }
        if (offset > maxOffset) offset = maxOffset;
        lastOffset += hint;
        offset += hint;
    }
    ++lastOffset;
    while (lastOffset < offset) {
        int64_t middle = lastOffset + ((offset - lastOffset) >> 1);
        int less = lessThan(key, run[middle]);
        if (less < 0) return -1;
        if (less) {
            offset = middle;
        } else {
            lastOffset = middle + 1;
        }
    }
    return offset;
}

// Merges the adjacent runs a (lengthA) and b (lengthB) in place, copying a
// out first; requires lengthA <= lengthB, a's first element > b's first
// element, and a's last element > every element of b past the merge.
bool TimSorter::mergeLow(Cursor a, int64_t lengthA, Cursor b, int64_t lengthB) {
    Cursor destination = a;
    Cursor source = temporary(lengthA);
    copyItems(source, a, lengthA);
    Cursor left = source; // what remains of a, in the temporary arrays
    Cursor right = b;
    bool ok = true;

    auto takeRight = [&]() {
        copyItems(destination, right, 1);
        destination = destination.at(1);
        right = right.at(1);
        --lengthB;
    };
    auto takeLeft = [&]() {
        copyItems(destination, left, 1);
        destination = destination.at(1);
        left = left.at(1);
        --lengthA;
    };

    takeRight();
    if (lengthB == 0) goto done;
    if (lengthA == 1) goto copyRightThenLast;

    for (;;) {
        int64_t leftWins = 0;
        int64_t rightWins = 0;
        // One element at a time, until one side wins minGallop times in a row.
        for (;;) {
            int smaller = lessThan(right.keys[0], left.keys[0]);
            if (smaller < 0) {
                ok = false;
                goto done;
            }
            if (smaller) {
                takeRight();
                ++rightWins;
                leftWins = 0;
                if (lengthB == 0) goto done;
                if (rightWins >= minGallop_) break;
            } else {
                takeLeft();
                ++leftWins;
                rightWins = 0;
                if (lengthA == 1) goto copyRightThenLast;
                if (leftWins >= minGallop_) break;
            }
        }
        // Galloping mode: stays while either side wins big blocks.
        ++minGallop_;
        do {
            minGallop_ -= minGallop_ > 1;
            int64_t k = gallopRight(right.keys[0], left.keys, lengthA, 0);
            leftWins = k;
            if (k) {
                if (k < 0) {
                    ok = false;
                    goto done;
                }
                copyItems(destination, left, k);
                destination = destination.at(k);
                left = left.at(k);
                lengthA -= k;
                if (lengthA == 1) goto copyRightThenLast;
                // Only an inconsistent comparison can empty a here.
                if (lengthA == 0) goto done;
            }
            takeRight();
            if (lengthB == 0) goto done;

            k = gallopLeft(left.keys[0], right.keys, lengthB, 0);
            rightWins = k;
            if (k) {
                if (k < 0) {
                    ok = false;
                    goto done;
                }
                moveItems(destination, right, k);
                destination = destination.at(k);
                right = right.at(k);
                lengthB -= k;
                if (lengthB == 0) goto done;
            }
            takeLeft();
            if (lengthA == 1) goto copyRightThenLast;
        } while (leftWins >= kInitialMinGallop || rightWins >= kInitialMinGallop);
        ++minGallop_; // a penalty for leaving galloping mode
    }

done:
    // Whatever is left of a (all of it on success is impossible; on error,
    // the unmerged rest) goes back into the array.
    if (lengthA) copyItems(destination, left, lengthA);
    return ok;

copyRightThenLast:
    // a's last element belongs after everything left of b.
    moveItems(destination, right, lengthB);
    copyItems(destination.at(lengthB), left, 1);
    return true;
}

// The mirror image of mergeLow, merging from the right; requires
// lengthA >= lengthB, and copies b out.
bool TimSorter::mergeHigh(Cursor a, int64_t lengthA, Cursor b, int64_t lengthB) {
    Cursor baseA = a;
    Cursor tempB = temporary(lengthB);
    copyItems(tempB, b, lengthB);
    Cursor destination = b.at(lengthB - 1);
    Cursor left = a.at(lengthA - 1);      // last remaining element of a
    Cursor right = tempB.at(lengthB - 1); // last remaining element of b (in temp)
    bool ok = true;

    auto takeLeft = [&]() {
        copyItems(destination, left, 1);
        destination = destination.at(-1);
        left = left.at(-1);
        --lengthA;
    };
    auto takeRight = [&]() {
        copyItems(destination, right, 1);
        destination = destination.at(-1);
        right = right.at(-1);
        --lengthB;
    };

    takeLeft();
    if (lengthA == 0) goto done;
    if (lengthB == 1) goto copyLeftThenFirst;

    for (;;) {
        int64_t leftWins = 0;
        int64_t rightWins = 0;
        for (;;) {
            int smaller = lessThan(right.keys[0], left.keys[0]);
            if (smaller < 0) {
                ok = false;
                goto done;
            }
            if (smaller) {
                takeLeft();
                ++leftWins;
                rightWins = 0;
                if (lengthA == 0) goto done;
                if (leftWins >= minGallop_) break;
            } else {
                takeRight();
                ++rightWins;
                leftWins = 0;
                if (lengthB == 1) goto copyLeftThenFirst;
                if (rightWins >= minGallop_) break;
            }
        }
        ++minGallop_;
        do {
            minGallop_ -= minGallop_ > 1;
            int64_t k = gallopRight(right.keys[0], baseA.keys, lengthA, lengthA - 1);
            if (k < 0) {
                ok = false;
                goto done;
            }
            k = lengthA - k;
            leftWins = k;
            if (k) {
                destination = destination.at(-k);
                left = left.at(-k);
                moveItems(destination.at(1), left.at(1), k);
                lengthA -= k;
                if (lengthA == 0) goto done;
            }
            takeRight();
            if (lengthB == 1) goto copyLeftThenFirst;

            k = gallopLeft(left.keys[0], tempB.keys, lengthB, lengthB - 1);
            if (k < 0) {
                ok = false;
                goto done;
            }
            k = lengthB - k;
            rightWins = k;
            if (k) {
                destination = destination.at(-k);
                right = right.at(-k);
                copyItems(destination.at(1), right.at(1), k);
                lengthB -= k;
                if (lengthB == 1) goto copyLeftThenFirst;
                // Only an inconsistent comparison can empty b here.
                if (lengthB == 0) goto done;
            }
            takeLeft();
            if (lengthA == 0) goto done;
        } while (leftWins >= kInitialMinGallop || rightWins >= kInitialMinGallop);
        ++minGallop_;
    }

done:
    if (lengthB) copyItems(destination.at(-(lengthB - 1)), tempB, lengthB);
    return ok;

copyLeftThenFirst:
    // b's first element belongs before everything left of a.
    destination = destination.at(-lengthA);
    left = left.at(-lengthA);
    moveItems(destination.at(1), left.at(1), lengthA);
    copyItems(destination, right, 1);
    return true;
}

// Powersort's minimum run length: between 32 and 64, chosen so that
// count / minrun is a power of two or slightly less.
int64_t minimumRunLength(int64_t count) {
    int64_t lowBits = 0;
    while (count >= 64) {
        lowBits |= count & 1;
        count >>= 1;
    }
    return count + lowBits;
}

bool TimSorter::sort() {
    if (count_ < 2) return true;
    int64_t minRun = minimumRunLength(count_);
    int64_t position = 0;
    int64_t remaining = count_;
    do {
        Cursor start = array_.at(position);
        int64_t length = countRun(start, remaining);
        if (length < 0) return false;
        if (length < minRun) {
            int64_t forced = remaining <= minRun ? remaining : minRun;
            if (!binaryInsertionSort(start, forced, length)) return false;
            length = forced;
        }
        if (!foundNewRun(length)) return false;
        pending_.push_back({position, length, 0});
        position += length;
        remaining -= length;
    } while (remaining);
    return forceCollapse();
}

} // namespace

bool timSort(Value* keys, Value* values, int64_t count, LessFn less, void* context) {
    TimSorter sorter(keys, values, count, less, context);
    return sorter.sort();
}

} // namespace taipan::containers
