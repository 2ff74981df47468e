# bench-count-size: 20
# Graph search on a grid with weighted cells: Dijkstra's algorithm and A*
# with a hand-written binary heap, breadth-first flood fill, and path
# reconstruction through parent dicts keyed by (row, col) tuples. The size is
# the side of the square grid.
import sys


def make_grid(side, seed):
    state = seed
    grid = []
    for r in range(side):
        row = []
        for c in range(side):
            state = (state * 1103515245 + 12345) % 2147483648
            value = (state >> 16) % 10
            row.append(0 if value == 0 and (r, c) != (0, 0) else value)
        grid.append(row)
    grid[side - 1][side - 1] = 1
    return grid


def heap_push(heap, item):
    heap.append(item)
    i = len(heap) - 1
    while i > 0:
        parent = (i - 1) >> 1
        if heap[parent] <= item:
            break
        heap[i] = heap[parent]
        i = parent
    heap[i] = item


def heap_pop(heap):
    last = heap.pop()
    if not heap:
        return last
    top = heap[0]
    n = len(heap)
    i = 0
    while True:
        child = 2 * i + 1
        if child >= n:
            break
        if child + 1 < n and heap[child + 1] < heap[child]:
            child += 1
        if heap[child] >= last:
            break
        heap[i] = heap[child]
        i = child
    heap[i] = last
    return top


def neighbours(grid, cell):
    r, c = cell
    side = len(grid)
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < side and 0 <= nc < side and grid[nr][nc]:
            yield (nr, nc)


def shortest_path(grid, start, goal, heuristic):
    best = {start: 0}
    parent = {start: None}
    heap = [(heuristic(start, goal), 0, start)]
    expanded = 0
    while heap:
        _, cost, cell = heap_pop(heap)
        if cost > best[cell]:
            continue
        expanded += 1
        if cell == goal:
            break
        for nxt in neighbours(grid, cell):
            new_cost = cost + grid[nxt[0]][nxt[1]]
            if new_cost < best.get(nxt, 1 << 60):
                best[nxt] = new_cost
                parent[nxt] = cell
                heap_push(heap, (new_cost + heuristic(nxt, goal), new_cost, nxt))
    if goal not in parent:
        return None, expanded
    path = []
    cell = goal
    while cell is not None:
        path.append(cell)
        cell = parent[cell]
    path.reverse()
    return (best[goal], path), expanded


def flood(grid, start):
    seen = {start}
    queue = [start]
    head = 0
    while head < len(queue):
        cell = queue[head]
        head += 1
        for nxt in neighbours(grid, cell):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


def main():
    side = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    grid = make_grid(side, 3)
    start, goal = (0, 0), (side - 1, side - 1)
    zero = lambda cell, goal: 0
    manhattan = lambda cell, goal: abs(cell[0] - goal[0]) + abs(cell[1] - goal[1])
    dijkstra, expanded_d = shortest_path(grid, start, goal, zero)
    astar, expanded_a = shortest_path(grid, start, goal, manhattan)
    reachable = flood(grid, start)
    if dijkstra is None:
        print("pathfind", side, "unreachable", len(reachable))
        return
    print("pathfind", side, dijkstra[0], astar[0], len(dijkstra[1]), expanded_d, expanded_a,
          len(reachable))
    corners = [(side // 2, 0), (0, side // 2), (side // 3, side // 3)]
    costs = []
    for corner in corners:
        result, _ = shortest_path(grid, corner, goal, manhattan)
        costs.append(result[0] if result else -1)
    print("corners", costs, sum(r * 7 + c for r, c in dijkstra[1]) % 100003)


if __name__ == "__main__":
    main()
