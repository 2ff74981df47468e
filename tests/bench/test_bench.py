#!/usr/bin/env python3
"""Tests of the benchmark harness scripts/bench.py: geometric means and
ratios, table formatting and `n/a` handling, mismatch and failure detection
with fake interpreters, the prologue/probe logic, and the JSON and markdown
outputs. They never run the real benchmarks: the interpreters are tiny shell
scripts that answer instantly, and the programs are throwaway files.

Run: python3 tests/bench/test_bench.py (CTest registers it as bench_harness).
"""

import io
import json
import os
import shutil
import sys
import tempfile
import unittest
from contextlib import redirect_stdout

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import bench  # noqa: E402


# A fake interpreter: a shell script that prints what a real one would print
# for a benchmark program, keyed on its arguments, so no Python program runs.
# `good` prints the right checksum; `wrong` prints another; `crash` exits 3;
# the probe file (probe_<mode>.py) succeeds only for the modes listed in
# SUPPORTED. `-c ...` (the version query) prints a version line.
FAKE = r"""#!/bin/sh
if [ "$1" = "-c" ]; then echo "fake {name} 1.0"; exit 0; fi
case "$1" in
  */probe_*.py)
    for mode in {supported}; do
      case "$1" in */probe_$mode.py) exit 0;; esac
    done
    exit 1;;
esac
{body}
"""

BODIES = {
    "good": 'echo "checksum 42"',
    "wrong": 'echo "checksum 41"',
    "crash": 'echo "partial"; echo "Boom: it failed" >&2; exit 3',
    # Right answer unobserved, wrong answer when a tool prologue was prepended
    # (the harness names that file PROGRAM__MODE.py). Only the file name is
    # looked at: a temporary directory's random name may hold "__" too.
    "observed_wrong": ('case "$(basename "$1")" in *__*.py) echo "checksum 0";; '
                       '*) echo "checksum 42";; esac'),
}


class FakeSetup(unittest.TestCase):
    """Creates a temporary programs dir with two programs and makes fake
    interpreters on demand."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="bench-test-")
        self.programs_dir = os.path.join(self.tmp, "programs")
        os.mkdir(self.programs_dir)
        for name, size in (("alpha", 10), ("beta", 20)):
            with open(os.path.join(self.programs_dir, name + ".py"), "w") as program:
                program.write("# bench-count-size: %d\nprint('checksum 42')\n" % size)

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def fake(self, name, behaviour="good", supported=("none",)):
        path = os.path.join(self.tmp, name)
        with open(path, "w") as script:
            script.write(FAKE.format(name=name, supported=" ".join(supported) or "none",
                                     body=BODIES[behaviour]))
        os.chmod(path, 0o755)
        return bench.Interpreter(name, path)

    def run_bench(self, interpreters, modes=("none",), **options):
        programs = bench.load_programs(self.programs_dir)
        runner = bench.Benchmark(interpreters, programs, list(modes), repeat=2,
                                 repeat_observed=1, reference="ref", subject="subj", **options)
        runner.run()
        return runner


class MathsTest(unittest.TestCase):
    def test_geometric_mean(self):
        self.assertAlmostEqual(bench.geometric_mean([1.0, 4.0]), 2.0)
        self.assertAlmostEqual(bench.geometric_mean([2.0, 8.0, 4.0]), 4.0)
        self.assertAlmostEqual(bench.geometric_mean([0.5, 2.0]), 1.0)

    def test_geometric_mean_skips_missing(self):
        self.assertAlmostEqual(bench.geometric_mean([None, 9.0, 1.0]), 3.0)
        # A ratio of a time too small to measure: no logarithm, skipped.
        self.assertAlmostEqual(bench.geometric_mean([0.0, 4.0, -1.0, 1.0]), 2.0)
        self.assertIsNone(bench.geometric_mean([]))
        self.assertIsNone(bench.geometric_mean([None, None]))

    def test_ratio(self):
        self.assertAlmostEqual(bench.ratio(3.0, 2.0), 1.5)
        self.assertIsNone(bench.ratio(None, 2.0))
        self.assertIsNone(bench.ratio(1.0, None))
        self.assertIsNone(bench.ratio(1.0, 0.0))

    def test_cell_best_is_minimum(self):
        cell = bench.Cell()
        cell.cpu = [0.5, 0.3, 0.4]
        cell.wall = [0.9, 0.8, 1.0]
        self.assertEqual(cell.best("cpu"), 0.3)
        self.assertEqual(cell.best("wall"), 0.8)
        cell.supported = False
        self.assertIsNone(cell.best("cpu"))

    def test_failed_cell_has_no_figure(self):
        cell = bench.Cell()
        cell.cpu = [0.5]
        cell.failure = "exit 1"
        self.assertIsNone(cell.best("cpu"))
        self.assertEqual(cell.problem(), "exit 1")


class FormattingTest(unittest.TestCase):
    def test_figures(self):
        self.assertEqual(bench.format_figure(None), "n/a")
        self.assertEqual(bench.format_figure(0.12345), "0.123")
        self.assertEqual(bench.format_figure(123456789, count=True), "123.5M")
        self.assertEqual(bench.format_ratio(None), "n/a")
        self.assertEqual(bench.format_ratio(1.005), "1.00")
        self.assertEqual(bench.format_ratio(2.5), "2.50")

    def test_partial_geomean_is_marked(self):
        self.assertEqual(bench.geomean_text([1.0, 4.0]), "2.00")
        self.assertEqual(bench.geomean_text([1.0, 4.0, None]), "2.00~")
        self.assertEqual(bench.geomean_text([None, None]), "n/a")

    def test_text_table_aligns_columns(self):
        tables = [("Title", ["program", "a", "b"],
                   [["x", "1.000", "n/a"], ["longname", "10.000", "2.00"]], ["a note"])]
        text = bench.render_text(tables)
        lines = text.splitlines()
        self.assertEqual(lines[0], "Title")
        self.assertEqual(lines[1], "program        a     b")
        self.assertEqual(lines[2], "x          1.000   n/a")
        self.assertEqual(lines[3], "longname  10.000  2.00")
        self.assertEqual(lines[4], "  note: a note")

    def test_markers_replace_only_the_section(self):
        begin, end = bench.MARKERS["time"]
        text = "intro\n%s\nold table\n%s\nanalysis\n" % (begin, end)
        updated = bench.replace_between_markers(text, begin, end, "new table\n")
        self.assertEqual(updated, "intro\n%s\nnew table\n%s\nanalysis\n" % (begin, end))

    def test_missing_markers_append_a_section(self):
        begin, end = bench.MARKERS["count"]
        updated = bench.replace_between_markers("intro\n", begin, end, "table\n")
        self.assertEqual(updated, "intro\n\n%s\ntable\n%s\n" % (begin, end))


class ProgramsTest(FakeSetup):
    def test_count_size_is_read_from_the_first_lines(self):
        programs = bench.load_programs(self.programs_dir)
        self.assertEqual([(p.name, p.count_size) for p in programs], [("alpha", 10), ("beta", 20)])

    def test_program_selection(self):
        programs = bench.load_programs(self.programs_dir, ["beta"])
        self.assertEqual([p.name for p in programs], ["beta"])
        with self.assertRaises(SystemExit):
            bench.load_programs(self.programs_dir, ["gamma"])

    def test_real_programs_declare_sizes(self):
        programs = bench.load_programs()
        self.assertGreaterEqual(len(programs), 16)
        for program in programs:
            self.assertIsNotNone(program.count_size, program.name)
            self.assertIn('if __name__ == "__main__":', program.source, program.name)


class PrologueTest(FakeSetup):
    def test_every_mode_has_a_tool_file(self):
        self.assertEqual(bench.tool_source("none"), "")
        for mode in bench.OBSERVED_MODES:
            source = bench.tool_source(mode)
            self.assertTrue(source.endswith("\n"))
            compile(source + "pass\n", mode, "exec")

    def test_observed_source_is_prologue_then_program(self):
        self.assertEqual(bench.observed_source("import sys\n", "print(1)\n"),
                         "import sys\nprint(1)\n")

    def test_probe_decides_support(self):
        subject = self.fake("subj", supported=("settrace",))
        reference = self.fake("ref", supported=("settrace", "calls"))
        runner = self.run_bench([subject, reference], modes=("none", "calls", "settrace"))
        self.assertEqual(runner.supported["subj"], {"none": True, "calls": False, "settrace": True})
        self.assertEqual(runner.supported["ref"], {"none": True, "calls": True, "settrace": True})
        # An unsupported mode is never run and has no figure.
        cell = runner.cells[("alpha", "subj", "calls")]
        self.assertFalse(cell.supported)
        self.assertEqual(cell.cpu, [])
        self.assertIsNone(runner.overhead("alpha", "subj", "calls"))
        tables = bench.build_tables(runner)
        summary = [t for t in tables if t[0].startswith("Overhead of each")][0]
        self.assertEqual(summary[1], ["mode", "subj", "ref"])
        calls_row = [row for row in summary[2] if row[0] == "calls"][0]
        self.assertEqual(calls_row[1], "n/a")
        self.assertNotEqual(calls_row[2], "n/a")
        detail = [t for t in tables if t[0].startswith("Overhead of mode calls")][0]
        self.assertEqual([row[1] for row in detail[2]], ["n/a", "n/a", "n/a"])

    def test_observed_runs_get_the_prologue(self):
        subject = self.fake("subj", behaviour="observed_wrong", supported=("settrace",))
        reference = self.fake("ref", supported=("settrace",))
        runner = self.run_bench([subject, reference], modes=("none", "settrace"))
        self.assertFalse(runner.cells[("alpha", "subj", "none")].mismatch)
        self.assertTrue(runner.cells[("alpha", "subj", "settrace")].mismatch)
        tables = bench.build_tables(runner)
        detail = [t for t in tables if t[0].startswith("Overhead of mode settrace")][0]
        self.assertTrue(detail[2][0][1].endswith("!"))
        # The speed table's check column names the observed run too.
        self.assertEqual(tables[0][2][0][-1], "MISMATCH subj settrace: stdout differs")


class MismatchTest(FakeSetup):
    def test_all_agree(self):
        runner = self.run_bench([self.fake("subj"), self.fake("ref")])
        for cell in runner.cells.values():
            self.assertTrue(cell.ok())
            self.assertEqual(len(cell.cpu), 2)
        tables = bench.build_tables(runner)
        speed = tables[0]
        self.assertEqual(speed[1], ["program", "subj", "ref", "subj/ref", "check"])
        self.assertEqual([row[0] for row in speed[2]], ["alpha", "beta", "geomean", "(startup)"])
        self.assertEqual([row[-1] for row in speed[2][:2]], ["ok", "ok"])
        # The empty program's figures are shown but are no part of the mean.
        self.assertEqual(len(runner.startup["subj"].cpu), 2)
        self.assertNotEqual(speed[2][3][1], "n/a")
        self.assertEqual(speed[2][3][-1], "")

    def test_wrong_checksum_is_marked(self):
        runner = self.run_bench([self.fake("subj", "wrong"), self.fake("ref")])
        cell = runner.cells[("alpha", "subj", "none")]
        self.assertTrue(cell.mismatch)
        self.assertEqual(cell.problem(), "stdout differs")
        speed = bench.build_tables(runner)[0]
        row = speed[2][0]
        self.assertTrue(row[1].endswith("!"))
        self.assertEqual(row[3], "n/a")  # No ratio for a wrong answer.
        self.assertEqual(row[-1], "MISMATCH subj: stdout differs")
        self.assertEqual(speed[2][2][0], "geomean")
        self.assertEqual(speed[2][2][3], "n/a")

    def test_failing_run_shows_exit_status(self):
        runner = self.run_bench([self.fake("subj", "crash"), self.fake("ref")])
        cell = runner.cells[("beta", "subj", "none")]
        self.assertEqual(cell.failure, "exit 3")
        self.assertEqual(len(cell.cpu), 0)  # A failed program is not run again.
        self.assertIn("Boom: it failed", cell.stderr_tail)
        speed = bench.build_tables(runner)[0]
        row = speed[2][1]
        self.assertEqual(row[1], "exit 3")
        self.assertEqual(row[-1], "MISMATCH subj: exit 3")
        self.assertIn("beta on subj: Boom: it failed", speed[3])

    def test_reference_runs_first(self):
        # The subject is listed first but the reference still sets the
        # expected output: a wrong subject is the one marked.
        runner = self.run_bench([self.fake("subj", "wrong"), self.fake("ref")])
        self.assertFalse(runner.cells[("alpha", "ref", "none")].mismatch)
        self.assertEqual(runner.expected["alpha"], "checksum 42\n")

    def test_interpreters_alternate_within_repetitions(self):
        seen = []
        programs = bench.load_programs(self.programs_dir, ["alpha"])
        runner = bench.Benchmark([self.fake("subj"), self.fake("ref"), self.fake("other")],
                                 programs, ["none"], repeat=3, reference="ref",
                                 subject="subj", log=lambda line: seen.append(line.split()[1]))
        runner.run()
        self.assertEqual(seen, ["ref", "subj", "other", "subj", "other", "ref",
                                "other", "ref", "subj"])

    def test_three_interpreters_ratios(self):
        runner = self.run_bench([self.fake("subj"), self.fake("ref"), self.fake("other")])
        self.assertEqual(runner.ratio_columns(), [("subj", "ref"), ("subj", "other")])
        for cell in runner.cells.values():
            cell.cpu = [2.0]
        runner.cells[("alpha", "subj", "none")].cpu = [1.0]
        runner.cells[("beta", "subj", "none")].cpu = [4.0]
        speed = bench.build_tables(runner)[0]
        self.assertEqual(speed[2][0][4:6], ["0.50", "0.50"])
        self.assertEqual(speed[2][1][4:6], ["2.00", "2.00"])
        self.assertEqual(speed[2][2][4:6], ["1.00", "1.00"])  # geomean of 0.5 and 2


class OutputTest(FakeSetup):
    def test_json_shape(self):
        runner = self.run_bench([self.fake("subj", supported=()),
                                 self.fake("ref", supported=("setprofile",))],
                                modes=("none", "setprofile"))
        info = runner.to_json()
        json.dumps(info)  # Serializable.
        for key in ("kind", "date", "machine", "git_commit", "interpreters", "modes",
                    "supported", "programs", "results", "summary", "repeat"):
            self.assertIn(key, info)
        self.assertEqual(info["kind"], "time")
        self.assertIn("cpu_model", info["machine"])
        self.assertEqual([i["version"] for i in info["interpreters"]],
                         ["fake subj 1.0", "fake ref 1.0"])
        self.assertEqual(len(info["results"]), 2 * 2 * 2)
        def entry_of(program, interpreter, mode):
            key = (program, interpreter, mode)
            return [r for r in info["results"]
                    if (r["program"], r["interpreter"], r["mode"]) == key][0]
        entry = entry_of("alpha", "subj", "setprofile")
        self.assertEqual(entry["status"], "unsupported")
        self.assertIsNone(entry["best"])
        self.assertIsNone(entry["overhead"])
        entry = entry_of("alpha", "ref", "none")
        self.assertEqual(entry["status"], "ok")
        self.assertEqual(len(entry["cpu_seconds"]), 2)
        self.assertEqual(len(entry["wall_seconds"]), 2)
        self.assertEqual(entry["best"], min(entry["cpu_seconds"]))
        self.assertIn("subj/ref", info["summary"]["speed_ratio_geomean"])
        self.assertIsNone(info["summary"]["overhead_geomean"]["setprofile"]["subj"])
        self.assertEqual(sorted(info["startup"]), ["ref", "subj"])

    def test_tables_render_again_from_json(self):
        runner = self.run_bench([self.fake("subj", "wrong", supported=("settrace",)),
                                 self.fake("ref", supported=("settrace", "calls")),
                                 self.fake("other", "crash")],
                                modes=("none", "calls", "settrace"))
        info = json.loads(json.dumps(runner.to_json()))
        again = bench.benchmark_from_json(info)
        self.assertEqual(bench.render_text(bench.build_tables(again)),
                         bench.render_text(bench.build_tables(runner)))

    def test_main_writes_json_and_markdown(self):
        subject = self.fake("subj")
        reference = self.fake("ref")
        json_path = os.path.join(self.tmp, "out.json")
        doc_path = os.path.join(self.tmp, "perf.md")
        begin, end = bench.MARKERS["time"]
        with open(doc_path, "w") as doc:
            doc.write("# Perf\n\nintro\n\n%s\nold\n%s\n\n## Analysis\nkept\n" % (begin, end))
        out = io.StringIO()
        with redirect_stdout(out):
            status = bench.main(["--interpreter", "subj=" + subject.path,
                                 "--interpreter", "ref=" + reference.path,
                                 "--reference", "ref", "--subject", "subj",
                                 "--programs-dir", self.programs_dir, "--modes", "none",
                                 "--repeat", "1", "--json", json_path,
                                 "--markdown", doc_path, "--quiet"])
        self.assertEqual(status, 0)
        self.assertIn("Speed, mode none", out.getvalue())
        with open(json_path) as written:
            info = json.load(written)
        self.assertEqual([p["name"] for p in info["programs"]], ["alpha", "beta"])
        with open(doc_path) as written:
            doc = written.read()
        self.assertTrue(doc.startswith("# Perf\n\nintro\n\n" + begin + "\n"))
        self.assertTrue(doc.endswith(end + "\n\n## Analysis\nkept\n"))
        self.assertNotIn("old", doc)
        self.assertIn("| program | subj | ref | subj/ref | check |", doc)

    def test_interpreter_selection_keeps_the_reference(self):
        subject = self.fake("subj")
        reference = self.fake("ref")
        other = self.fake("other", "crash")
        out = io.StringIO()
        with redirect_stdout(out):
            status = bench.main(["--interpreter", "subj=" + subject.path,
                                 "--interpreter", "ref=" + reference.path,
                                 "--interpreter", "other=" + other.path,
                                 "--interpreters", "subj", "--reference", "ref",
                                 "--subject", "subj", "--programs", "beta",
                                 "--programs-dir", self.programs_dir, "--modes", "none",
                                 "--repeat", "1", "--no-write", "--quiet"])
        self.assertEqual(status, 0)  # `other`, which would fail, was left out.
        lines = out.getvalue().splitlines()
        self.assertEqual(lines[1].split(), ["program", "subj", "ref", "subj/ref", "check"])
        self.assertEqual(lines[2].split()[0], "beta")
        self.assertEqual(lines[3].split()[0], "geomean")

    def test_main_fails_on_mismatch(self):
        subject = self.fake("subj", "wrong")
        reference = self.fake("ref")
        with redirect_stdout(io.StringIO()):
            status = bench.main(["--interpreter", "subj=" + subject.path,
                                 "--interpreter", "ref=" + reference.path,
                                 "--reference", "ref", "--subject", "subj",
                                 "--programs-dir", self.programs_dir, "--modes", "none",
                                 "--repeat", "1", "--no-write", "--quiet"])
        self.assertEqual(status, 1)


class CountTest(FakeSetup):
    def test_parse_instruction_count(self):
        self.assertEqual(bench.parse_instruction_count(
            "==123== Events    : Ir\n==123== Collected : 1234567\n==123==\n"), 1234567)
        self.assertEqual(bench.parse_instruction_count("==1== I   refs:      12,345,678\n"),
                         12345678)
        self.assertIsNone(bench.parse_instruction_count("nothing here"))

    def test_count_mode_runs_at_count_size_once(self):
        programs = bench.load_programs(self.programs_dir)
        runner = bench.Benchmark([self.fake("subj"), self.fake("ref")], programs, ["none"],
                                 count=True, reference="ref", subject="subj")
        self.assertEqual(runner.repeat["none"], 1)
        self.assertEqual(runner.clock, "count")
        self.assertEqual(runner.command(runner.interpreters[0], "x.py", programs[1])[-1], "20")


def ratio_of(prologue, program):
    """attach_detach / none for a program of the fake setup whose runs count
    1000 instructions per byte."""
    size = len("# bench-count-size: 10\nprint('checksum 42')\n")
    return (prologue + size) / size


class OffIsOffTest(FakeSetup):
    """--baseline: the compiled-out build runs mode none only, and the table
    of rule 12 divides by it, taking attach_detach's prologue out."""

    def test_ratios_table_and_json(self):
        both = ("attach_detach",)
        baseline = bench.Interpreter("nomon", self.fake("nomon", supported=both).path,
                                     modes=["none"])
        runner = self.run_bench([self.fake("subj", supported=both),
                                 self.fake("ref", supported=both), baseline],
                                modes=("none", "attach_detach"), baseline="nomon")
        # The probe would pass, but the baseline only ever runs mode none.
        self.assertFalse(runner.supported["nomon"]["attach_detach"])
        self.assertEqual(runner.cells[("alpha", "nomon", "attach_detach")].cpu, [])
        self.assertEqual(sorted(runner.prologue), ["subj"])
        figures = {"nomon": (100.0, 200.0), "subj": (100.5, 204.0)}
        for name, (alpha, beta) in figures.items():
            runner.cells[("alpha", name, "none")].cpu = [alpha]
            runner.cells[("beta", name, "none")].cpu = [beta]
        runner.cells[("alpha", "subj", "attach_detach")].cpu = [106.0]
        runner.cells[("beta", "subj", "attach_detach")].cpu = [206.0]
        runner.startup["subj"].cpu = [10.0]
        runner.prologue["subj"].cpu = [15.0]
        self.assertEqual(runner.prologue_cost(), 5.0)
        idle, raw, net = runner.off_is_off("alpha")
        self.assertAlmostEqual(idle, 1.005)
        self.assertAlmostEqual(raw, 1.06)
        self.assertAlmostEqual(net, 1.01)
        table = [t for t in bench.build_tables(runner) if t[0].startswith("Monitoring idle")][0]
        self.assertEqual(table[1], ["program", "nomon", "subj", "subj attach_detach", "subj/nomon",
                                    "attach_detach/nomon", "net/nomon", "<= 1.01"])
        self.assertEqual(table[2][0][4:], ["1.005", "1.060", "1.010", "yes"])
        self.assertEqual(table[2][1][4:], ["1.020", "1.030", "1.005", "NO"])
        self.assertEqual(table[2][2][0], "geomean")
        self.assertEqual(table[2][2][4:], ["1.012", "1.045", "1.007", "NO"])
        self.assertIn("costs 5.000 on subj", table[3][0])
        info = json.loads(json.dumps(runner.to_json()))
        summary = info["summary"]["off_is_off"]
        self.assertAlmostEqual(summary["programs"]["beta"]["after_detach_net"], 1.005)
        self.assertAlmostEqual(summary["max"]["idle"], 1.02)
        again = bench.benchmark_from_json(info)
        self.assertEqual(bench.render_text(bench.build_tables(again)),
                         bench.render_text(bench.build_tables(runner)))

    def test_count_mode_measures_the_prologue(self):
        # Counts without valgrind: each run "executes" 1000 instructions per
        # byte of its program file, so the prologue's cost is known exactly.
        def fake_counted(command, timeout, workdir):
            result = bench.run_command(command, timeout)
            result.count = 1000 * os.path.getsize(command[1])
            return result
        both = ("attach_detach",)
        original = bench.run_counted
        bench.run_counted = fake_counted
        try:
            runner = self.run_bench([self.fake("subj", supported=both),
                                     self.fake("ref", supported=both),
                                     bench.Interpreter("nomon", self.fake("nomon").path,
                                                       modes=["none"])],
                                    modes=("none", "attach_detach"), baseline="nomon",
                                    count=True)
        finally:
            bench.run_counted = original
        prologue = len(bench.tool_source("attach_detach").encode())
        self.assertEqual(runner.prologue_cost(), 1000 * prologue)
        self.assertEqual(runner.off_is_off("alpha"), (1.0, ratio_of(prologue, "alpha"), 1.0))

    def test_main_adds_the_baseline(self):
        both = ("attach_detach",)
        subject = self.fake("subj", supported=both)
        reference = self.fake("ref", supported=both)
        baseline = self.fake("nomon", supported=both)
        out = io.StringIO()
        with redirect_stdout(out):
            status = bench.main(["--interpreter", "subj=" + subject.path,
                                 "--interpreter", "ref=" + reference.path,
                                 "--interpreters", "subj", "--reference", "ref",
                                 "--subject", "subj", "--baseline", baseline.path,
                                 "--programs-dir", self.programs_dir, "--modes", "none",
                                 "--repeat", "1", "--no-write", "--quiet"])
        self.assertEqual(status, 0)
        self.assertIn("Monitoring idle vs compiled out: subj / nomon", out.getvalue())
        self.assertIn("Overhead of mode attach_detach", out.getvalue())


if __name__ == "__main__":
    unittest.main()
