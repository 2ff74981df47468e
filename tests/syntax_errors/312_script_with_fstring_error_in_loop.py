import os

def report(directory):
    total = 0
    for entry in os.scandir(directory):
        if entry.is_file():
            size = entry.stat().st_size
            total += size
            print(f"{entry.name:<30} {size:>10,} bytes {")
    print(f"total: {total}")
