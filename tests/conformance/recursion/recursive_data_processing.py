# Recursive algorithms on recursive data, close to (but under) the default limit.

def build_tree(depth, branching):
    if depth == 0:
        return depth
    return [build_tree(depth - 1, branching) for _ in range(branching)]

def count_leaves(node):
    if not isinstance(node, list):
        return 1
    return sum(count_leaves(child) for child in node)

def max_depth(node):
    if not isinstance(node, list):
        return 0
    return 1 + max((max_depth(c) for c in node), default=0)

tree = build_tree(10, 2)
print(count_leaves(tree), max_depth(tree))

def linked(n):
    head = None
    for i in range(n):
        head = (i, head)
    return head

def length(node):
    return 0 if node is None else 1 + length(node[1])

def to_list(node):
    return [] if node is None else [node[0]] + to_list(node[1])

chain = linked(600)
print(length(chain), to_list(linked(5)))

def merge_sort(items):
    if len(items) <= 1:
        return items
    mid = len(items) // 2
    left, right = merge_sort(items[:mid]), merge_sort(items[mid:])
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    return merged + left[i:] + right[j:]

data = [(i * 7919) % 503 for i in range(503)]
print(merge_sort(data)[:10], merge_sort(data) == sorted(data))

def quicksort(items):
    if len(items) <= 1:
        return items
    pivot = items[len(items) // 2]
    return (quicksort([x for x in items if x < pivot]) + [x for x in items if x == pivot]
            + quicksort([x for x in items if x > pivot]))

print(quicksort([3, 6, 1, 8, 2, 9, 4, 7, 5, 0]))

def flood_fill(grid, r, c, old, new):
    if r < 0 or r >= len(grid) or c < 0 or c >= len(grid[0]) or grid[r][c] != old:
        return 0
    grid[r][c] = new
    return 1 + sum(flood_fill(grid, r + dr, c + dc, old, new)
                   for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))

grid = [list(row) for row in ["....#", ".##.#", ".#..#", "####.", "....."]]
print(flood_fill(grid, 0, 0, ".", "o"))
print("\n".join("".join(row) for row in grid))
