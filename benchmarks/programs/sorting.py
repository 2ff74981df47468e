# bench-count-size: 3000
# List sorting and comprehensions: records built with comprehensions, sorted
# with key functions, tuples and reverse, a hand-written merge sort and
# quicksort checked against sorted(), stable multi-pass sorts, bisection by
# hand, and nested comprehensions to transpose and filter tables. The size is
# the number of records.
import sys


def make_records(count):
    state = 12345
    records = []
    for i in range(count):
        state = (state * 6364136223846793005 + 1442695040888963407) % 18446744073709551616
        records.append({
            "id": i,
            "group": (state >> 60) % 7,
            "score": (state >> 20) % 10000,
            "name": "n%05d" % ((state >> 40) % 50000),
            "weight": ((state >> 8) % 100000) / 997.0,
        })
    return records


def merge_sort(items):
    if len(items) <= 1:
        return items
    middle = len(items) // 2
    left = merge_sort(items[:middle])
    right = merge_sort(items[middle:])
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if right[j] < left[i]:
            merged.append(right[j])
            j += 1
        else:
            merged.append(left[i])
            i += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged


def quicksort(items):
    if len(items) <= 1:
        return items
    pivot = items[len(items) // 2]
    return (quicksort([x for x in items if x < pivot]) + [x for x in items if x == pivot]
            + quicksort([x for x in items if x > pivot]))


def lower_bound(items, value):
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] < value:
            lo = mid + 1
        else:
            hi = mid
    return lo


def checksum_of(values):
    total = 0
    for value in values:
        total = (total * 1000003 + value) % 2305843009213693951
    return total


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 30000
    records = make_records(count)
    scores = [r["score"] for r in records]
    by_score = sorted(scores)
    assert merge_sort(scores) == by_score
    assert quicksort(scores) == by_score
    print("sorting", count, checksum_of(by_score), by_score[count // 2])

    ranked = sorted(records, key=lambda r: (r["group"], -r["score"], r["name"]))
    print("ranked", checksum_of(r["id"] for r in ranked))
    stable = sorted(records, key=lambda r: r["name"])
    stable.sort(key=lambda r: r["group"], reverse=True)
    print("stable", checksum_of(r["id"] for r in stable))
    heavy = sorted((r["weight"], r["id"]) for r in records if r["weight"] > 50.0)
    print("heavy", len(heavy), checksum_of(i for _, i in heavy[:1000]), "%.4f" % heavy[0][0])

    names = sorted({r["name"] for r in records})
    hits = sum(1 for r in records[::3] if names[lower_bound(names, r["name"])] == r["name"])
    table = [[r["score"] % (k + 2) for k in range(8)] for r in records[:2000]]
    columns = [[row[k] for row in table] for k in range(8)]
    column_sums = [sum(column) for column in columns]
    groups = {g: [r["score"] for r in records if r["group"] == g] for g in range(7)}
    medians = [sorted(v)[len(v) // 2] if v else -1 for v in groups.values()]
    words = sorted((r["name"][::-1] for r in records[:5000]), key=str.lower)
    print("misc", hits, len(names), column_sums, medians, words[0], words[-1])


if __name__ == "__main__":
    main()
