#!/usr/bin/env python3
"""The benchmark harness: runs the programs of benchmarks/programs/ on Taipan
and on CPython 3.11, 3.12 and 3.13, unobserved and under each observation
mode, and reports times (or, with --count, callgrind instruction counts).

How a run works:
- Every program is run as a file. Mode `none` runs the program's own file;
  an observation mode runs a temporary file holding the mode's tool code
  (benchmarks/tools/<mode>.py) followed by the program's source, so the same
  Python-level tool code is started before the program on every interpreter
  and the program still runs as __main__.
- A mode is supported by an interpreter when its probe (the tool code
  followed by `pass`) exits with status 0. Unsupported cells print `n/a`;
  no figure is ever made up.
- Within each repetition the interpreters (and modes) alternate, so a slow
  phase of the machine falls on all of them; the minimum over repetitions is
  kept. `none` and the observed modes have separate repetition counts.
- Every run's stdout is compared with the reference interpreter's (CPython
  3.13) unobserved stdout; a difference or a failing run marks the row.
- Times are the child's user+system CPU seconds by default (--clock cpu),
  which other processes on a busy machine disturb less than wall time;
  --clock wall measures elapsed time. Both are recorded in the JSON.
- --baseline PATH (a Taipan built with -DTAIPAN_MONITORING=OFF) adds the
  interpreter `nomon`, run in mode none only, and the mode attach_detach
  (a tool watching every event comes and goes before the program starts),
  and the table of DESIGN §2 rule 12: taipan / nomon, and taipan run after
  the tool was detached / nomon, the latter also net of the prologue's own
  cost (the prologue followed by `pass`, minus an empty program).

Output: one table on stdout, benchmarks/results/latest.json (or
latest-count.json), and the markdown rendering written between markers into
docs/performance.md. Standard library only; runs under Python 3.11+.
"""

import argparse
import datetime
import glob
import json
import math
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS_DIR = os.path.join(ROOT, "benchmarks", "programs")
TOOLS_DIR = os.path.join(ROOT, "benchmarks", "tools")
CALL_COST_PROGRAM = os.path.join(ROOT, "benchmarks", "micro", "calls.py")
CALL_COST_ITERATIONS = 20000  # x 10 calls each
RESULTS_DIR = os.path.join(ROOT, "benchmarks", "results")
DOCS_FILE = os.path.join(ROOT, "docs", "performance.md")
PYENV_VERSIONS = "/root/.pyenv/versions"

MODES = ["none", "calls", "coverage", "settrace", "setprofile", "cprofile", "native",
         "attach_detach"]
OBSERVED_MODES = MODES[1:]
# Mode attach_detach observes nothing while the program runs (its tool is gone
# before the program starts): it belongs to the "off is off" comparison that
# --baseline adds, not to the overheads `make bench` reports by default.
AFTER_DETACH = "attach_detach"
DEFAULT_MODES = [mode for mode in MODES if mode != AFTER_DETACH]
CPYTHON_VERSIONS = ["3.11", "3.12", "3.13"]
REFERENCE = "cpython3.13"
SUBJECT = "taipan"

# The markers that delimit the generated sections of docs/performance.md.
MARKERS = {
    "time": ("<!-- bench:begin -->", "<!-- bench:end -->"),
    "count": ("<!-- bench-count:begin -->", "<!-- bench-count:end -->"),
}

COUNT_SIZE = re.compile(r"^#\s*bench-count-size:\s*(\d+)\s*$", re.MULTILINE)
# callgrind prints "==PID== Collected : N" at exit; cachegrind-style summaries
# print "I   refs:      1,234". Either gives the total instructions executed.
COLLECTED = re.compile(r"Collected\s*:\s*([\d,]+)")
IREFS = re.compile(r"I\s+refs:\s*([\d,]+)")


# ---------------------------------------------------------------- discovery

class Interpreter:
    def __init__(self, name, path, args=(), modes=None):
        self.name = name
        self.path = path
        self.args = list(args)  # options given before the program
        self.modes = modes      # the only modes it runs; None: every mode its probe passes
        self.version = None

    def argv(self, *rest):
        """The command line running this interpreter on `rest`."""
        return [self.path] + self.args + list(rest)

    def label(self):
        """The short column label: "taipan", "3.11", ..."""
        return self.name[len("cpython"):] if self.name.startswith("cpython") else self.name


class Program:
    def __init__(self, name, path):
        self.name = name
        self.path = path
        with open(path, encoding="utf-8") as source:
            self.source = source.read()
        # The declaration must sit in the first lines of the file.
        head = "\n".join(self.source.splitlines()[:5])
        match = COUNT_SIZE.search(head)
        self.count_size = int(match.group(1)) if match else None


def find_cpython(version, versions_dir=PYENV_VERSIONS):
    """The newest pyenv CPython of a minor version, or None."""
    candidates = []
    for directory in glob.glob(os.path.join(versions_dir, version + ".*")):
        patch = os.path.basename(directory)[len(version) + 1:]
        binary = os.path.join(directory, "bin", "python" + version)
        if patch.isdigit() and os.access(binary, os.X_OK):
            candidates.append((int(patch), binary))
    return max(candidates)[1] if candidates else None


# Taipan with specialization forced off: the baseline that shows what
# quickening gains (the taipan/nospec ratio column).
NOSPEC = "nospec"


# Taipan built with -DTAIPAN_MONITORING=OFF (the CMake preset nomonitoring):
# the baseline of DESIGN §2 rule 12, run in mode none only (--baseline).
BASELINE = "nomon"
# Rule 12's bound: Taipan with the monitoring subsystem idle, or after a tool
# came and went, executes at most 1% more instructions than the baseline.
OFF_TARGET = 1.01


def default_interpreters(taipan):
    interpreters = [Interpreter(SUBJECT, taipan), Interpreter(NOSPEC, taipan, ["-X", "nospecialize"])]
    for version in CPYTHON_VERSIONS:
        path = find_cpython(version)
        if path is not None:
            interpreters.append(Interpreter("cpython" + version, path))
    return interpreters


def load_programs(directory=PROGRAMS_DIR, names=None):
    available = sorted(name[:-3] for name in os.listdir(directory) if name.endswith(".py"))
    if names:
        unknown = [name for name in names if name not in available]
        if unknown:
            raise SystemExit("bench.py: unknown program(s): %s (have: %s)"
                             % (", ".join(unknown), ", ".join(available)))
        available = [name for name in available if name in names]
    return [Program(name, os.path.join(directory, name + ".py")) for name in available]


def tool_source(mode, tools_dir=TOOLS_DIR):
    """The prologue a mode puts in front of a program ("" for `none`)."""
    if mode == "none":
        return ""
    with open(os.path.join(tools_dir, mode + ".py"), encoding="utf-8") as tool:
        text = tool.read()
    return text if text.endswith("\n") else text + "\n"


def observed_source(prologue, program_source):
    return prologue + program_source


# ------------------------------------------------------------------ running

class RunResult:
    def __init__(self, status, stdout, stderr, cpu, wall, count=None):
        self.status = status      # The exit status; None when the run timed out.
        self.stdout = stdout
        self.stderr = stderr
        # Child user+system seconds and elapsed seconds, kept to the
        # microsecond the results file keeps, so that tables rendered from
        # the file equal those of the run.
        self.cpu = round(cpu, 6) if cpu is not None else None
        self.wall = round(wall, 6) if wall is not None else None
        self.count = count        # Instructions (callgrind) or None.


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_command(command, timeout):
    """Runs one process to completion; its CPU time is the growth of this
    process's children's rusage, which is exact because runs never overlap."""
    cpu_before = children_cpu()
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               stdin=subprocess.DEVNULL)
    try:
        stdout, stderr = process.communicate(timeout=timeout)
        status = process.returncode
    except subprocess.TimeoutExpired:
        process.kill()
        stdout, stderr = process.communicate()
        status = None
    wall = time.perf_counter() - start
    return RunResult(status, stdout.decode("utf-8", "replace"),
                     stderr.decode("utf-8", "replace"), children_cpu() - cpu_before, wall)


def parse_instruction_count(stderr):
    match = COLLECTED.search(stderr) or IREFS.search(stderr)
    return int(match.group(1).replace(",", "")) if match else None


def run_counted(command, timeout, workdir):
    """Runs a command under callgrind and reads the instruction total."""
    out_file = os.path.join(workdir, "callgrind.out")
    result = run_command(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out_file]
                         + command, timeout)
    if os.path.exists(out_file):
        os.unlink(out_file)
    result.count = parse_instruction_count(result.stderr)
    # valgrind's own lines ("==PID== ...") are not the program's stderr.
    result.stderr = "\n".join(line for line in result.stderr.splitlines()
                              if not line.startswith("=="))
    return result


def measure_call_cost(interpreters, timeout, program=CALL_COST_PROGRAM,
                      iterations=CALL_COST_ITERATIONS):
    """Instructions per Python-to-Python call, from two counted runs of the
    call microbenchmark (N iterations and none): {name: count or None}."""
    costs = {}
    workdir = tempfile.mkdtemp(prefix="taipan-calls-")
    try:
        for interpreter in interpreters:
            counts = []
            for n in (0, iterations):
                result = run_counted(interpreter.argv(program, str(n)), timeout, workdir)
                counts.append(result.count if result.status == 0 else None)
            if None in counts:
                costs[interpreter.name] = None
            else:
                costs[interpreter.name] = (counts[1] - counts[0]) / (10.0 * iterations)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return costs


def call_cost_table(interpreters, costs):
    """The (title, header, rows, notes) of the call-cost table."""
    header = ["program"] + [i.label() for i in interpreters]
    row = ["micro/calls.py"] + ["%.0f" % costs[i.name] if costs.get(i.name) is not None
                                else "n/a" for i in interpreters]
    title = ("Instructions per Python-to-Python call (benchmarks/micro/calls.py: "
             "(count at N=%d - count at N=0) / (10 N))" % CALL_COST_ITERATIONS)
    return (title, header, [row], [])


def describe_failure(result):
    if result.status is None:
        return "timeout"
    if result.status < 0:
        return "signal %d" % -result.status
    return "exit %d" % result.status


# ------------------------------------------------------------------- maths

def geometric_mean(values):
    # Missing figures are skipped, and so are ratios that are not positive:
    # a time too small for the clock (0) or a net ratio whose subtraction
    # went below zero has no logarithm and no meaning as a ratio.
    values = [value for value in values if value is not None and value > 0]
    if not values:
        return None
    return math.exp(sum(math.log(value) for value in values) / len(values))


def ratio(numerator, denominator):
    if numerator is None or denominator is None or denominator <= 0:
        return None
    return numerator / denominator


# ----------------------------------------------------------------- the run

class Cell:
    """Everything measured for one (program, interpreter, mode)."""

    def __init__(self):
        self.supported = True
        self.cpu = []
        self.wall = []
        self.counts = []
        self.failure = None       # "exit 1", "timeout", ... of the first failing run.
        self.mismatch = False     # stdout differs from the reference's.
        self.stderr_tail = ""

    def ok(self):
        return self.supported and self.failure is None and not self.mismatch

    def best(self, clock):
        """The minimum over repetitions, or None when there is no valid figure."""
        if not self.supported or self.failure is not None:
            return None
        samples = {"cpu": self.cpu, "wall": self.wall, "count": self.counts}[clock]
        samples = [sample for sample in samples if sample is not None]
        return min(samples) if samples else None

    def problem(self):
        if self.failure is not None:
            return self.failure
        if self.mismatch:
            return "stdout differs"
        return None


class Benchmark:
    def __init__(self, interpreters, programs, modes, repeat=3, repeat_observed=1,
                 clock="cpu", count=False, size=None, small=False, timeout=600,
                 reference=REFERENCE, subject=SUBJECT, baseline=None, tools_dir=TOOLS_DIR,
                 log=None):
        self.interpreters = interpreters
        self.programs = programs
        self.modes = modes if "none" in modes else ["none"] + list(modes)
        self.repeat = {"none": max(1, repeat)}
        for mode in OBSERVED_MODES:
            self.repeat[mode] = max(1, repeat_observed)
        if count:
            # Instruction counts are repeatable: one run each.
            self.repeat = {mode: 1 for mode in MODES}
        self.clock = "count" if count else clock
        self.count = count
        self.size = size
        self.small = small or count
        self.timeout = timeout
        names = [interpreter.name for interpreter in interpreters]
        self.reference = reference if reference in names else names[0]
        self.subject = subject if subject in names else None
        self.baseline = baseline if baseline in names else None
        self.tools_dir = tools_dir
        self.log = log or (lambda message: None)
        self.cells = {}
        self.supported = {}
        self.expected = {}
        self.startup = {}
        # The subject running attach_detach's prologue followed by `pass`: what
        # the prologue itself costs is this minus the subject's startup.
        self.prologue = {}

    def size_for(self, program):
        if self.size is not None:
            return self.size
        if self.small:
            return program.count_size
        return None

    def command(self, interpreter, path, program):
        command = interpreter.argv(path)
        size = self.size_for(program)
        if size is not None:
            command.append(str(size))
        return command

    def probe(self, workdir):
        """Decides which interpreter supports which mode, by running each
        mode's prologue followed by `pass`."""
        for interpreter in self.interpreters:
            self.supported[interpreter.name] = {"none": True}
            for mode in self.modes:
                if mode == "none":
                    continue
                if interpreter.modes is not None and mode not in interpreter.modes:
                    self.supported[interpreter.name][mode] = False
                    continue
                path = os.path.join(workdir, "probe_%s.py" % mode)
                with open(path, "w", encoding="utf-8") as probe_file:
                    probe_file.write(observed_source(tool_source(mode, self.tools_dir), "pass\n"))
                result = run_command(interpreter.argv(path), 60)
                self.supported[interpreter.name][mode] = result.status == 0

    def versions(self):
        for interpreter in self.interpreters:
            result = run_command(interpreter.argv("-c", "import sys; print(sys.version)"), 60)
            first = result.stdout.strip().splitlines()
            interpreter.version = first[0] if result.status == 0 and first else "unknown"

    def run(self):
        self.versions()
        workdir = tempfile.mkdtemp(prefix="taipan-bench-")
        try:
            self.probe(workdir)
            self.measure_startup(workdir)
            self.measure_prologue(workdir)
            for program in self.programs:
                self.run_program(program, workdir)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)

    def measure_startup(self, workdir):
        """Times (or counts) an empty program on each interpreter: the fixed
        cost included in every figure, shown below the table, never part of
        a mean."""
        path = os.path.join(workdir, "startup.py")
        with open(path, "w", encoding="utf-8") as empty:
            empty.write("pass\n")
        self.measure_alone(path, self.interpreters, self.startup, workdir)

    def measure_prologue(self, workdir):
        """With a baseline, measures the subject running attach_detach's
        prologue followed by `pass`, so that the off-is-off table can take
        the prologue's own cost (compiling and running it, with a tool
        watching) out of the program runs that start with it."""
        if (self.baseline is None or self.subject is None or AFTER_DETACH not in self.modes
                or not self.supported[self.subject].get(AFTER_DETACH)):
            return
        path = os.path.join(workdir, "prologue_%s.py" % AFTER_DETACH)
        with open(path, "w", encoding="utf-8") as prologue:
            prologue.write(observed_source(tool_source(AFTER_DETACH, self.tools_dir), "pass\n"))
        subject = [i for i in self.interpreters if i.name == self.subject]
        self.measure_alone(path, subject, self.prologue, workdir)

    def measure_alone(self, path, interpreters, cells, workdir):
        """Runs the program at `path` (no size argument) on each interpreter,
        self.repeat["none"] times, into cells[name]."""
        for interpreter in interpreters:
            cells[interpreter.name] = Cell()
        for _ in range(self.repeat["none"]):
            for interpreter in interpreters:
                cell = cells[interpreter.name]
                if cell.failure is not None:
                    continue
                if self.count:
                    result = run_counted(interpreter.argv(path), self.timeout, workdir)
                else:
                    result = run_command(interpreter.argv(path), self.timeout)
                if result.status != 0:
                    cell.failure = describe_failure(result)
                    continue
                cell.cpu.append(result.cpu)
                cell.wall.append(result.wall)
                cell.counts.append(result.count)

    def run_program(self, program, workdir):
        paths = {"none": program.path}
        for mode in self.modes:
            if mode != "none":
                paths[mode] = os.path.join(workdir, "%s__%s.py" % (program.name, mode))
                with open(paths[mode], "w", encoding="utf-8") as observed:
                    observed.write(observed_source(tool_source(mode, self.tools_dir),
                                                   program.source))
        for interpreter in self.interpreters:
            for mode in self.modes:
                cell = Cell()
                cell.supported = self.supported[interpreter.name].get(mode, False)
                self.cells[(program.name, interpreter.name, mode)] = cell
        # The reference's unobserved output is what every run must print; it
        # is taken from its first run, which the first repetition starts with.
        # Later repetitions rotate the order, so no interpreter always runs
        # right after another one (or always first, with colder caches).
        base = sorted(self.interpreters, key=lambda i: i.name != self.reference)
        rounds = max(self.repeat[mode] for mode in self.modes)
        for repetition in range(rounds):
            shift = repetition % len(base)
            order = base[shift:] + base[:shift]
            for mode in self.modes:
                if repetition >= self.repeat[mode]:
                    continue
                for interpreter in order:
                    cell = self.cells[(program.name, interpreter.name, mode)]
                    if not cell.supported or cell.failure is not None:
                        continue
                    command = self.command(interpreter, paths[mode], program)
                    if self.count:
                        result = run_counted(command, self.timeout, workdir)
                    else:
                        result = run_command(command, self.timeout)
                    self.record(program, interpreter, mode, cell, result)
                    self.log("%-14s %-12s %-10s %s" % (
                        program.name, interpreter.name, mode, self.describe(cell, result)))

    def record(self, program, interpreter, mode, cell, result):
        if result.status != 0:
            cell.failure = describe_failure(result)
            cell.stderr_tail = "\n".join(result.stderr.strip().splitlines()[-3:])
            if interpreter.name == self.reference and mode == "none":
                self.expected.setdefault(program.name, None)
            return
        if interpreter.name == self.reference and mode == "none":
            self.expected.setdefault(program.name, result.stdout)
        expected = self.expected.get(program.name)
        if expected is not None and result.stdout != expected:
            cell.mismatch = True
        cell.cpu.append(result.cpu)
        cell.wall.append(result.wall)
        if self.count:
            cell.counts.append(result.count)
            if result.count is None:
                cell.failure = "no count"

    def describe(self, cell, result):
        if result.status != 0:
            return describe_failure(result)
        if self.count:
            return "%s instructions" % (format(result.count, ",") if result.count else "?")
        text = "%.3fs cpu %.3fs wall" % (result.cpu, result.wall)
        return text + (" (stdout differs)" if cell.mismatch else "")

    # --------------------------------------------------------- results

    def best(self, program, interpreter, mode):
        return self.cells[(program, interpreter, mode)].best(self.clock)

    def ratio_columns(self):
        """(subject, other) pairs of the speed table's ratio columns."""
        if self.subject is None:
            return []
        return [(self.subject, i.name) for i in self.interpreters if i.name != self.subject]

    def overhead(self, program, interpreter, mode):
        return ratio(self.best(program, interpreter, mode), self.best(program, interpreter, "none"))

    def prologue_cost(self):
        """What attach_detach's prologue costs the subject by itself: the
        prologue followed by `pass`, minus the empty program; None when
        either was not measured."""
        first = self.prologue.get(self.subject)
        empty = self.startup.get(self.subject)
        if first is None or empty is None:
            return None
        first, empty = first.best(self.clock), empty.best(self.clock)
        return None if first is None or empty is None else first - empty

    def off_is_off(self, program):
        """Rule 12's ratios for one program, against the baseline's mode
        none: (idle, after, net) -- the subject's mode none; its mode
        attach_detach as measured; and that less the prologue's own cost.
        None where a figure is missing or a run printed the wrong output."""
        def figure(interpreter, mode):
            cell = self.cells.get((program, interpreter, mode))
            return None if cell is None or cell.mismatch else cell.best(self.clock)

        baseline = figure(self.baseline, "none")
        idle = ratio(figure(self.subject, "none"), baseline)
        after = figure(self.subject, AFTER_DETACH)
        cost = self.prologue_cost()
        net = ratio(after - cost, baseline) if after is not None and cost is not None else None
        return idle, ratio(after, baseline), net

    def off_is_off_summary(self):
        """The JSON of the off-is-off comparison, or None without a baseline."""
        if self.baseline is None or self.subject is None:
            return None
        columns = ("idle", "after_detach", "after_detach_net")
        per_program = {p.name: dict(zip(columns, self.off_is_off(p.name)))
                       for p in self.programs}
        return {
            "baseline": self.baseline, "subject": self.subject, "mode": AFTER_DETACH,
            "target": OFF_TARGET, "prologue_cost": self.prologue_cost(),
            "programs": per_program,
            "geomean": {column: geometric_mean([entry[column] for entry in per_program.values()])
                        for column in columns},
            "max": {column: max([entry[column] for entry in per_program.values()
                                 if entry[column] is not None], default=None)
                    for column in columns},
        }

    def to_json(self):
        def cell_json(program, interpreter, mode):
            cell = self.cells[(program.name, interpreter.name, mode)]
            entry = {"program": program.name, "interpreter": interpreter.name, "mode": mode,
                     "supported": cell.supported, "status": status_of(cell),
                     "best": rounded(cell.best(self.clock))}
            if self.count:
                entry["instructions"] = cell.counts
            else:
                entry["cpu_seconds"] = [round(t, 6) for t in cell.cpu]
                entry["wall_seconds"] = [round(t, 6) for t in cell.wall]
            if cell.problem():
                entry["problem"] = cell.problem()
            if cell.stderr_tail:
                entry["stderr_tail"] = cell.stderr_tail
            if mode != "none":
                entry["overhead"] = self.overhead(program.name, interpreter.name, mode)
            return entry

        summary = {"speed_ratio_geomean": {}, "overhead_geomean": {}}
        if self.off_is_off_summary() is not None:
            summary["off_is_off"] = self.off_is_off_summary()
        for subject, other in self.ratio_columns():
            summary["speed_ratio_geomean"]["%s/%s" % (subject, other)] = geometric_mean(
                [ratio(self.best(p.name, subject, "none"), self.best(p.name, other, "none"))
                 for p in self.programs])
        for mode in self.modes:
            if mode == "none":
                continue
            summary["overhead_geomean"][mode] = {
                i.name: geometric_mean([self.overhead(p.name, i.name, mode)
                                        for p in self.programs])
                for i in self.interpreters}
        return {
            "kind": "count" if self.count else "time",
            "measure": "instructions" if self.count else self.clock + "_seconds",
            "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "machine": machine_info(),
            "git_commit": git_commit(),
            "reference": self.reference,
            "subject": self.subject,
            "repeat": {mode: self.repeat[mode] for mode in self.modes},
            "sizes": ("fixed %d" % self.size if self.size is not None
                      else "count" if self.small else "default"),
            "interpreters": [{"name": i.name, "path": i.path, "version": i.version}
                             for i in self.interpreters],
            "modes": self.modes,
            "supported": self.supported,
            "programs": [{"name": p.name, "size": self.size_for(p)} for p in self.programs],
            "results": [cell_json(p, i, m) for p in self.programs for i in self.interpreters
                        for m in self.modes],
            "startup": {name: {"best": rounded(cell.best(self.clock)), "status": status_of(cell),
                               "problem": cell.problem()}
                        for name, cell in self.startup.items()},
            "baseline": self.baseline,
            "prologue": {name: {"mode": AFTER_DETACH, "best": rounded(cell.best(self.clock)),
                                "status": status_of(cell), "problem": cell.problem()}
                         for name, cell in self.prologue.items()},
            "summary": summary,
        }


def rounded(value):
    """Seconds to the microsecond in the JSON; instruction counts unchanged."""
    return round(value, 6) if isinstance(value, float) else value


def status_of(cell):
    if not cell.supported:
        return "unsupported"
    if cell.failure is not None:
        return "failed"
    if cell.mismatch:
        return "mismatch"
    return "ok"


# ------------------------------------------------------------ environment

def machine_info():
    cpu_model = platform.processor() or "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    cpu_model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"hostname": platform.node(), "system": platform.platform(),
            "cpu_model": cpu_model, "cpus": os.cpu_count()}


def git_commit():
    try:
        result = subprocess.run(["git", "-C", ROOT, "rev-parse", "HEAD"], capture_output=True,
                                text=True, timeout=30)
        commit = result.stdout.strip() if result.returncode == 0 else "unknown"
        dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=30)
        if dirty.returncode == 0 and dirty.stdout.strip():
            commit += "+dirty"
        return commit
    except (OSError, subprocess.SubprocessError):
        return "unknown"


# ---------------------------------------------------------------- tables

def format_figure(value, count=False):
    if value is None:
        return "n/a"
    if count:
        return "%.1fM" % (value / 1e6) if value < 1e10 else "%.2fG" % (value / 1e9)
    return "%.3f" % value


def format_ratio(value, digits=2):
    return "n/a" if value is None else "%.*f" % (digits, value)


def speed_cell(cell, clock):
    """A speed-table cell: the figure, `n/a`, or the failure, with `!` after a
    figure whose run printed a different stdout from the reference's."""
    if not cell.supported:
        return "n/a"
    if cell.failure is not None:
        return cell.failure
    text = format_figure(cell.best(clock), clock == "count")
    return text + "!" if cell.mismatch else text


def geomean_text(values, digits=2):
    """The geometric mean of a column; `~` marks a mean that leaves out
    programs without a figure, so a partial mean is never mistaken for a
    complete one."""
    present = [value for value in values if value is not None]
    mean = geometric_mean(present)
    if mean is None:
        return "n/a"
    return format_ratio(mean, digits) + ("~" if len(present) < len(values) else "")


def within_target(values):
    """The last column of the off-is-off table: `yes` when every figure is
    at most OFF_TARGET, `NO` when one is above it."""
    present = [value for value in values if value is not None]
    if not present:
        return "n/a"
    return "yes" if all(value <= OFF_TARGET for value in present) else "NO"


def off_is_off_table(bench):
    """The table of DESIGN §2 rule 12: the subject with the monitoring
    subsystem idle, and after a tool was attached and detached, against the
    baseline built without it (three decimals: the target is 1%)."""
    labels = {i.name: i.label() for i in bench.interpreters}
    subject, baseline = labels[bench.subject], labels[bench.baseline]
    after = AFTER_DETACH in bench.modes
    count = bench.clock == "count"
    header = ["program", baseline, subject]
    if after:
        header.append("%s %s" % (subject, AFTER_DETACH))
    header.append("%s/%s" % (subject, baseline))
    if after:
        header += ["%s/%s" % (AFTER_DETACH, baseline), "net/%s" % baseline]
    header.append("<= %.2f" % OFF_TARGET)
    rows = []
    columns = ([], [], [])
    for program in bench.programs:
        cells = [bench.cells[(program.name, bench.baseline, "none")],
                 bench.cells[(program.name, bench.subject, "none")]]
        if after:
            cells.append(bench.cells[(program.name, bench.subject, AFTER_DETACH)])
        idle, raw, net = bench.off_is_off(program.name)
        for column, value in zip(columns, (idle, raw, net)):
            column.append(value)
        row = [program.name] + [speed_cell(cell, bench.clock) for cell in cells]
        row.append(format_ratio(idle, 3))
        if after:
            row += [format_ratio(raw, 3), format_ratio(net, 3)]
        row.append(within_target([idle, net if net is not None else raw]))
        rows.append(row)
    means = [geometric_mean([v for v in column if v is not None]) for column in columns]
    row = ["geomean"] + [""] * (len(header) - 2 - (3 if after else 1))
    row.append(geomean_text(columns[0], 3))
    if after:
        row += [geomean_text(columns[1], 3), geomean_text(columns[2], 3)]
    row.append(within_target([means[0], means[2] if means[2] is not None else means[1]]))
    rows.append(row)
    if bench.baseline in bench.startup and bench.subject in bench.startup:
        first, second = bench.startup[bench.baseline], bench.startup[bench.subject]
        row = ["(startup)", speed_cell(first, bench.clock), speed_cell(second, bench.clock)]
        row += [""] if after else []
        row.append(format_ratio(ratio(second.best(bench.clock), first.best(bench.clock)), 3))
        rows.append(row + (["", ""] if after else []) + [""])
    notes = []
    if after:
        cost = bench.prologue_cost()
        if cost is not None:
            notes.append("net = (%s %s - the prologue's own %s) / %s; the prologue (%s "
                         "followed by `pass`, minus an empty program) costs %s on %s."
                         % (subject, AFTER_DETACH, "count" if count else "time", baseline,
                            "benchmarks/tools/%s.py" % AFTER_DETACH,
                            format_figure(cost, count), subject))
    unit = "instructions" if count else "CPU seconds" if bench.clock == "cpu" else "wall seconds"
    title = ("Monitoring idle vs compiled out: %s / %s %s (%s: built with "
             "-DTAIPAN_MONITORING=OFF)" % (subject, baseline, unit, baseline))
    if after:
        title += ("; %s/%s: %s run after a tool watching every event was attached and "
                  "detached" % (AFTER_DETACH, baseline, subject))
    title += "; target <= %.2f" % OFF_TARGET
    return (title, header, rows, notes)


def build_tables(bench):
    """The report as a list of (title, header, rows, notes) tables, shared by
    the text and markdown renderings."""
    interpreters = bench.interpreters
    measure = {"cpu": "CPU seconds (user+sys)", "wall": "wall seconds",
               "count": "instructions (callgrind)"}[bench.clock]
    tables = []
    header = ["program"] + [i.label() for i in interpreters]
    ratio_pairs = bench.ratio_columns()
    labels = {i.name: i.label() for i in interpreters}
    header += ["%s/%s" % (labels[a], labels[b]) for a, b in ratio_pairs] + ["check"]
    rows = []
    ratio_values = {pair: [] for pair in ratio_pairs}
    notes = []
    for program in bench.programs:
        row = [program.name]
        problems = []
        for interpreter in interpreters:
            row.append(speed_cell(bench.cells[(program.name, interpreter.name, "none")],
                                  bench.clock))
        # The check column names every wrong or failed run of the row, in
        # any mode: an observer must not change what a program prints.
        for mode in bench.modes:
            for interpreter in interpreters:
                cell = bench.cells[(program.name, interpreter.name, mode)]
                if not cell.supported or not cell.problem():
                    continue
                where = labels[interpreter.name] + ("" if mode == "none" else " " + mode)
                problems.append("%s: %s" % (where, cell.problem()))
                if cell.stderr_tail:
                    notes.append("%s on %s: %s" % (program.name, where,
                                                   cell.stderr_tail.splitlines()[-1]))
        for pair in ratio_pairs:
            value = ratio(bench.best(program.name, pair[0], "none"),
                          bench.best(program.name, pair[1], "none"))
            if bench.cells[(program.name, pair[0], "none")].mismatch:
                value = None
            ratio_values[pair].append(value)
            row.append(format_ratio(value))
        row.append("MISMATCH " + "; ".join(problems) if problems else "ok")
        rows.append(row)
    rows.append(["geomean"] + [""] * len(interpreters)
                + [geomean_text(ratio_values[pair]) for pair in ratio_pairs] + [""])
    if bench.startup:
        startup = [bench.startup[i.name] if i.name in bench.startup else Cell()
                   for i in interpreters]
        rows.append(["(startup)"] + [speed_cell(cell, bench.clock) for cell in startup]
                    + [format_ratio(ratio(bench.startup[a].best(bench.clock),
                                          bench.startup[b].best(bench.clock)))
                       for a, b in ratio_pairs] + [""])
    if bench.count:
        title = "Instructions executed (callgrind), mode none, one run at the small sizes"
    else:
        title = "Speed, mode none: %s, minimum of %d run(s)" % (measure, bench.repeat["none"])
    if ratio_pairs:
        title += "; ratios below 1 mean %s %s" % (
            bench.subject, "executes fewer" if bench.count else "is faster")
    tables.append((title, header, rows, notes))
    if bench.baseline is not None and bench.subject is not None:
        tables.append(off_is_off_table(bench))

    observed = [mode for mode in bench.modes if mode != "none"]
    if observed:
        # A summary (mode by interpreter), then one table per mode with the
        # interpreters side by side.
        summary_rows = []
        detail = []
        for mode in observed:
            rows = []
            columns = {i.name: [] for i in interpreters}
            for program in bench.programs:
                row = [program.name]
                for interpreter in interpreters:
                    cell = bench.cells[(program.name, interpreter.name, mode)]
                    if not cell.supported or cell.failure is not None:
                        row.append("n/a" if not cell.supported else cell.failure)
                        columns[interpreter.name].append(None)
                        continue
                    value = bench.overhead(program.name, interpreter.name, mode)
                    columns[interpreter.name].append(value)
                    row.append(format_ratio(value) + ("!" if cell.mismatch else ""))
                rows.append(row)
            means = [geomean_text(columns[i.name]) if bench.supported[i.name].get(mode)
                     else "n/a" for i in interpreters]
            rows.append(["geomean"] + means)
            summary_rows.append([mode] + means)
            detail.append(("Overhead of mode %s: observed / unobserved %s, minimum of %d run(s)"
                           % (mode, measure, bench.repeat[mode]),
                           ["program"] + [labels[i.name] for i in interpreters], rows, []))
        tables.append(("Overhead of each observation mode (geometric mean of observed / "
                       "unobserved; 1.00 = free)",
                       ["mode"] + [labels[i.name] for i in interpreters], summary_rows, []))
        tables.extend(detail)
    return tables


def render_text(tables):
    out = []
    for title, header, rows, notes in tables:
        widths = [max(len(str(row[k])) for row in [header] + rows) for k in range(len(header))]
        out.append(title)
        out.append("  ".join(h.ljust(widths[k]) if k == 0 or h == "check" else h.rjust(widths[k])
                             for k, h in enumerate(header)).rstrip())
        for row in rows:
            out.append("  ".join(str(c).ljust(widths[k]) if k == 0 or k == len(row) - 1
                                 and str(c).startswith(("ok", "MISMATCH")) else
                                 str(c).rjust(widths[k]) for k, c in enumerate(row)).rstrip())
        for note in notes:
            out.append("  note: " + note)
        out.append("")
    out.append("n/a: the interpreter lacks the mode (its probe failed) or has no figure; "
               "!: stdout differs from the reference's; ~: mean over fewer programs.")
    return "\n".join(out) + "\n"


def render_markdown(tables, info):
    out = []
    out.append("Generated by `scripts/bench.py` on %s, commit `%s`." % (info["date"],
                                                                          info["git_commit"]))
    machine = info["machine"]
    out.append("Machine: %s, %s CPUs, %s." % (machine["cpu_model"], machine["cpus"],
                                               machine["system"]))
    out.append("")
    out.append("| interpreter | version |")
    out.append("|---|---|")
    for interpreter in info["interpreters"]:
        out.append("| %s | %s |" % (interpreter["name"], interpreter["version"]))
    out.append("")
    for title, header, rows, notes in tables:
        out.append("**%s**" % title)
        out.append("")
        out.append("| " + " | ".join(header) + " |")
        out.append("|" + "|".join("---" if k == 0 or h == "check" else "---:"
                                  for k, h in enumerate(header)) + "|")
        for row in rows:
            out.append("| " + " | ".join(str(c) for c in row) + " |")
        for note in notes:
            out.append("")
            out.append("Note: " + note.replace("|", "\\|"))
        out.append("")
    out.append("`n/a`: the interpreter lacks the mode (its probe failed) or has no figure; "
               "`!`: stdout differs from the reference's; `~`: mean over fewer programs.")
    return "\n".join(out) + "\n"


def replace_between_markers(text, begin, end, body):
    """Puts body between the markers, appending a marked section when the
    markers are missing."""
    start = text.find(begin)
    stop = text.find(end, start + len(begin)) if start != -1 else -1
    if start == -1 or stop == -1:
        return text.rstrip("\n") + "\n\n" + begin + "\n" + body + end + "\n"
    return text[:start + len(begin)] + "\n" + body + text[stop:]


def write_markdown(path, kind, body):
    begin, end = MARKERS[kind]
    try:
        with open(path, encoding="utf-8") as doc:
            text = doc.read()
    except FileNotFoundError:
        text = "# Performance\n"
    with open(path, "w", encoding="utf-8") as doc:
        doc.write(replace_between_markers(text, begin, end, body))


# ------------------------------------------------------------------ main

class ProgramName:
    """A program known only by name, as a results file records it."""

    def __init__(self, name, size):
        self.name = name
        self.count_size = size


def benchmark_from_json(info):
    """Rebuilds a finished Benchmark from its JSON, so the tables can be
    rendered again (--from-json) without running anything."""
    count = info["kind"] == "count"
    interpreters = []
    for entry in info["interpreters"]:
        interpreter = Interpreter(entry["name"], entry["path"])
        interpreter.version = entry["version"]
        interpreters.append(interpreter)
    programs = [ProgramName(p["name"], p["size"]) for p in info["programs"]]
    observed = [info["repeat"][m] for m in info["modes"] if m != "none"]
    bench = Benchmark(interpreters, programs, info["modes"], repeat=info["repeat"]["none"],
                      repeat_observed=observed[0] if observed else 1,
                      clock="cpu" if count else info["measure"].split("_")[0], count=count,
                      reference=info["reference"], subject=info["subject"] or "",
                      baseline=info.get("baseline"))
    bench.supported = info["supported"]
    for entry in info["results"]:
        cell = Cell()
        cell.supported = entry["supported"]
        cell.cpu = entry.get("cpu_seconds", [])
        cell.wall = entry.get("wall_seconds", [])
        cell.counts = entry.get("instructions", [])
        if entry["status"] == "failed":
            cell.failure = entry.get("problem", "failed")
        cell.mismatch = entry["status"] == "mismatch"
        cell.stderr_tail = entry.get("stderr_tail", "")
        bench.cells[(entry["program"], entry["interpreter"], entry["mode"])] = cell
    for name, entry in info.get("startup", {}).items():
        cell = Cell()
        if entry["status"] == "failed":
            cell.failure = entry["problem"]
        elif entry["best"] is not None:
            cell.cpu = cell.wall = cell.counts = [entry["best"]]
        bench.startup[name] = cell
    for name, entry in info.get("prologue", {}).items():
        cell = Cell()
        if entry["status"] == "failed":
            cell.failure = entry["problem"]
        elif entry["best"] is not None:
            cell.cpu = cell.wall = cell.counts = [entry["best"]]
        bench.prologue[name] = cell
    return bench


def parse_interpreter_option(text):
    name, sep, path = text.partition("=")
    if not sep or not name or not path:
        raise argparse.ArgumentTypeError("expected NAME=PATH, got %r" % text)
    return Interpreter(name, path)


def split_list(text):
    return [item for item in text.split(",") if item]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--taipan", default=os.path.join(ROOT, "build", "release", "taipan"),
                        help="the Taipan binary (default build/release/taipan)")
    parser.add_argument("--interpreter", action="append", type=parse_interpreter_option,
                        metavar="NAME=PATH",
                        help="use this interpreter (repeatable); replaces the default set of "
                             "taipan and the pyenv CPythons 3.11, 3.12, 3.13")
    parser.add_argument("--interpreters", type=split_list, metavar="A,B",
                        help="keep only these interpreters, by name (taipan, cpython3.11, ...)")
    parser.add_argument("--programs", type=split_list, metavar="A,B",
                        help="run only these programs (names without .py)")
    parser.add_argument("--modes", type=split_list, default=DEFAULT_MODES, metavar="A,B",
                        help="observation modes (default: %s; also: %s)"
                             % (",".join(DEFAULT_MODES), AFTER_DETACH))
    parser.add_argument("--repeat", type=int, default=3,
                        help="repetitions of mode none (default 3; the minimum is kept)")
    parser.add_argument("--repeat-observed", type=int, default=1,
                        help="repetitions of each observed mode (default 1)")
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu",
                        help="what a time is: child user+sys CPU seconds (default) or wall seconds")
    parser.add_argument("--count", action="store_true",
                        help="instruction counts under valgrind --tool=callgrind at each "
                             "program's bench-count-size, mode none only unless --count-modes")
    parser.add_argument("--baseline", metavar="PATH",
                        help="Taipan built with -DTAIPAN_MONITORING=OFF (build/nomonitoring/"
                             "taipan): adds the interpreter %s (mode none only), the mode %s "
                             "and the table 'Monitoring idle vs compiled out'"
                             % (BASELINE, AFTER_DETACH))
    parser.add_argument("--count-modes", action="store_true",
                        help="with --count, also count the observed modes (--modes)")
    parser.add_argument("--small", action="store_true",
                        help="run every program at its bench-count-size (a quick check)")
    parser.add_argument("--size", type=int, help="pass this size to every program")
    parser.add_argument("--reference", default=REFERENCE,
                        help="whose unobserved stdout every run must print (default %s)"
                             % REFERENCE)
    parser.add_argument("--subject", default=SUBJECT,
                        help="the interpreter compared with the others (default %s)" % SUBJECT)
    parser.add_argument("--timeout", type=float, default=600, help="seconds per run (default 600)")
    parser.add_argument("--programs-dir", default=PROGRAMS_DIR, help=argparse.SUPPRESS)
    parser.add_argument("--tools-dir", default=TOOLS_DIR, help=argparse.SUPPRESS)
    parser.add_argument("--json", help="where to write the JSON (default "
                        "benchmarks/results/latest.json or latest-count.json)")
    parser.add_argument("--markdown", default=DOCS_FILE,
                        help="the markdown file whose marked section is rewritten "
                             "(default docs/performance.md)")
    parser.add_argument("--no-write", action="store_true",
                        help="print the table only; write neither JSON nor markdown")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    parser.add_argument("--from-json", metavar="PATH",
                        help="run nothing: render the tables of a results file again "
                             "(and rewrite the markdown section unless --no-write)")
    args = parser.parse_args(argv)

    if args.from_json:
        with open(args.from_json, encoding="utf-8") as results:
            info = json.load(results)
        tables = build_tables(benchmark_from_json(info))
        sys.stdout.write(render_text(tables))
        if not args.no_write:
            write_markdown(args.markdown, info["kind"], render_markdown(tables, info))
            print("wrote %s" % os.path.relpath(args.markdown))
        return 0

    unknown = [mode for mode in args.modes if mode not in MODES]
    if unknown:
        parser.error("unknown mode(s): %s" % ", ".join(unknown))
    modes = args.modes
    if args.count and not args.count_modes:
        modes = ["none"]
    if args.baseline and AFTER_DETACH not in modes:
        modes = modes + [AFTER_DETACH]

    interpreters = args.interpreter or default_interpreters(args.taipan)
    if args.interpreters:
        names = [i.name for i in interpreters]
        missing = [name for name in args.interpreters if name not in names]
        if missing:
            parser.error("unknown interpreter(s): %s (have: %s)"
                         % (", ".join(missing), ", ".join(names)))
        # The reference always runs: every checksum is compared with its output.
        interpreters = [i for i in interpreters
                        if i.name in args.interpreters or i.name == args.reference]
    if args.baseline:
        # Never filtered out by --interpreters: it is what the subject is compared with.
        interpreters.append(Interpreter(BASELINE, args.baseline, modes=["none"]))
    for interpreter in interpreters:
        if not os.access(interpreter.path, os.X_OK):
            parser.error("%s: %s is not an executable" % (interpreter.name, interpreter.path))
    if args.count and shutil.which("valgrind") is None:
        parser.error("--count needs valgrind")

    programs = load_programs(args.programs_dir, args.programs)
    if args.count or args.small:
        lacking = [p.name for p in programs if p.count_size is None]
        if lacking:
            parser.error("no '# bench-count-size: N' line in: %s" % ", ".join(lacking))

    log = None if args.quiet else (lambda message: print(message, file=sys.stderr, flush=True))
    bench = Benchmark(interpreters, programs, modes, repeat=args.repeat,
                      repeat_observed=args.repeat_observed, clock=args.clock, count=args.count,
                      size=args.size, small=args.small, timeout=args.timeout,
                      reference=args.reference, subject=args.subject,
                      baseline=BASELINE if args.baseline else None,
                      tools_dir=args.tools_dir, log=log)
    started = time.perf_counter()
    bench.run()
    elapsed = time.perf_counter() - started
    tables = build_tables(bench)
    call_costs = None
    if args.count and args.programs_dir == PROGRAMS_DIR and os.path.exists(CALL_COST_PROGRAM):
        call_costs = measure_call_cost(interpreters, args.timeout)
        tables.append(call_cost_table(interpreters, call_costs))
    sys.stdout.write(render_text(tables))
    print("(%d programs, %d interpreters, modes %s: %.0f s)"
          % (len(programs), len(interpreters), ",".join(bench.modes), elapsed))
    info = bench.to_json()
    info["elapsed_seconds"] = round(elapsed, 1)
    if call_costs is not None:
        info["instructions_per_call"] = {name: (round(cost, 1) if cost is not None else None)
                                         for name, cost in call_costs.items()}
    if not args.no_write:
        json_path = args.json or os.path.join(
            RESULTS_DIR, "latest-count.json" if args.count else "latest.json")
        os.makedirs(os.path.dirname(os.path.abspath(json_path)), exist_ok=True)
        with open(json_path, "w", encoding="utf-8") as out:
            json.dump(info, out, indent=1)
            out.write("\n")
        write_markdown(args.markdown, "count" if args.count else "time",
                       render_markdown(tables, info))
        print("wrote %s and %s" % (os.path.relpath(json_path), os.path.relpath(args.markdown)))
    failed = any(not cell.ok() for cell in bench.cells.values() if cell.supported)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
