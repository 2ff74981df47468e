import csv
from collections import defaultdict


def load(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def summarize(rows):
    totals = defaultdict(float)
    for row in rows:
        totals[row["region"]] += float(row["amount"])
    ranked = sorted(totals.items(), key=lambda (region, amount): -amount)
    return ranked
