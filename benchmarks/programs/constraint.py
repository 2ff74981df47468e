# bench-count-size: 1
# A constraint solver written the object-oriented way: variables with
# domains, constraint classes that prune domains through a common interface
# (method dispatch on every propagation), and backtracking search with
# forward checking. It solves a batch of Sudoku puzzles and counts the
# solutions of N-queens. The size is the number of rounds over the batch.
import sys


class Variable:
    def __init__(self, name, domain):
        self.name = name
        self.domain = set(domain)
        self.constraints = []

    def is_assigned(self):
        return len(self.domain) == 1

    def value(self):
        for v in self.domain:
            return v


class Constraint:
    def __init__(self, variables):
        self.variables = variables
        for var in variables:
            var.constraints.append(self)

    def propagate(self, changed, trail):
        """Prunes domains after `changed` was assigned; False on a wipe-out."""
        raise NotImplementedError


class AllDifferent(Constraint):
    def propagate(self, changed, trail):
        value = changed.value()
        for var in self.variables:
            if var is not changed and value in var.domain:
                trail.append((var, value))
                var.domain.discard(value)
                if not var.domain:
                    return False
        return True


class NotOnDiagonal(Constraint):
    """Queens in columns a and b (b - a == gap apart) may not share a diagonal."""

    def __init__(self, first, second, gap):
        super().__init__([first, second])
        self.gap = gap

    def propagate(self, changed, trail):
        other = self.variables[1] if changed is self.variables[0] else self.variables[0]
        row = changed.value()
        for bad in (row - self.gap, row + self.gap):
            if bad in other.domain:
                trail.append((other, bad))
                other.domain.discard(bad)
                if not other.domain:
                    return False
        return True


class Problem:
    def __init__(self):
        self.variables = []
        self.nodes = 0

    def add_variable(self, name, domain):
        var = Variable(name, domain)
        self.variables.append(var)
        return var

    def choose(self):
        best = None
        for var in self.variables:
            if not var.is_assigned() and (best is None or len(var.domain) < len(best.domain)):
                best = var
        return best

    def assign(self, var, value, trail):
        for other in sorted(var.domain):
            if other != value:
                trail.append((var, other))
        var.domain.intersection_update((value,))
        pending = [var]
        while pending:
            current = pending.pop()
            for constraint in current.constraints:
                before = [(v, len(v.domain)) for v in constraint.variables]
                if not constraint.propagate(current, trail):
                    return False
                for v, size in before:
                    if size > 1 and len(v.domain) == 1:
                        pending.append(v)
        return True

    def undo(self, trail, mark):
        while len(trail) > mark:
            var, value = trail.pop()
            var.domain.add(value)

    def solve(self, limit):
        solutions = []
        trail = []
        self.search(trail, solutions, limit)
        return solutions

    def search(self, trail, solutions, limit):
        self.nodes += 1
        var = self.choose()
        if var is None:
            solutions.append(tuple(v.value() for v in self.variables))
            return len(solutions) >= limit
        for value in sorted(var.domain):
            mark = len(trail)
            if self.assign(var, value, trail):
                if self.search(trail, solutions, limit):
                    return True
            self.undo(trail, mark)
        return False


def sudoku(grid):
    problem = Problem()
    cells = []
    for index, char in enumerate(grid):
        domain = range(1, 10) if char == "." else [int(char)]
        cells.append(problem.add_variable("r%dc%d" % divmod(index, 9), domain))
    units = []
    for i in range(9):
        units.append([cells[i * 9 + j] for j in range(9)])
        units.append([cells[j * 9 + i] for j in range(9)])
        br, bc = 3 * (i // 3), 3 * (i % 3)
        units.append([cells[(br + r) * 9 + bc + c] for r in range(3) for c in range(3)])
    for unit in units:
        AllDifferent(unit)
    trail = []
    for var in cells:
        if var.is_assigned() and not problem.assign(var, var.value(), trail):
            return problem, []
    return problem, problem.solve(2)


def queens(n):
    problem = Problem()
    columns = [problem.add_variable("q%d" % c, range(n)) for c in range(n)]
    AllDifferent(columns)
    for a in range(n):
        for b in range(a + 1, n):
            NotOnDiagonal(columns[a], columns[b], b - a)
    return problem, problem.solve(10 ** 6)


PUZZLES = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
]


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    checksum = 0
    nodes = 0
    for _ in range(rounds):
        for puzzle in PUZZLES:
            problem, solutions = sudoku(puzzle)
            nodes += problem.nodes
            for solution in solutions:
                checksum = (checksum * 131 + sum(i * v for i, v in enumerate(solution))) % 1000003
        problem, solutions = queens(7)
        nodes += problem.nodes
        checksum = (checksum + len(solutions) * 7919 + sum(solutions[-1])) % 1000003
    print("constraint", rounds, len(solutions), nodes, checksum)


if __name__ == "__main__":
    main()
