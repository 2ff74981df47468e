# Taipan's front door. `make help` lists the targets.
# Everything goes through CMake presets (CMakePresets.json); build trees live
# in build/<preset>/.

.DEFAULT_GOAL := build
JOBS ?= $(shell nproc)
CTEST_ARGS ?=
FUZZ_SECONDS ?= 60
BENCH_ARGS ?=
PYTHON ?= python3
CPYTHON_LIB ?= /root/.pyenv/versions/3.13.0/lib/python3.13

.PHONY: help build debug asan memcheck test run fuzz fuzz-run bench bench-count bench-parse compare-stdlib compare-bytecode deps clean

help: ## Show this list of targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "} {printf "  make %-16s %s\n", $$1, $$2}'

build/%/build.ninja:
	cmake --preset $* >/dev/null

build: build/release/build.ninja ## Build the optimized interpreter at build/release/taipan
	cmake --build --preset release -j $(JOBS)

debug: build/debug/build.ninja ## Build the debug interpreter at build/debug/taipan
	cmake --build --preset debug -j $(JOBS)

test: build ## Build, then run every test (unit tests, syntax-error corpus, stdlib parse comparison)
	cd build/release && ctest --output-on-failure -j $(JOBS) -LE compare-bytecode $(CTEST_ARGS)

run: build ## Build, then run the demo program examples/demo.py under a sys.monitoring tool (examples/calltally.py), then under the profiler (cProfile)
	@echo "== examples/demo.py under a sys.monitoring tool (examples/calltally.py)"
	./build/release/taipan examples/demo_observed.py
	@echo "== examples/demo.py under the profiler (taipan -m cProfile)"
	./build/release/taipan -m cProfile -s cumulative examples/demo.py

asan: build/asan/build.ninja ## Build with ASan+UBSan and run every test under it (LeakSanitizer on)
	cmake --build --preset asan -j $(JOBS)
	cd build/asan && ctest --output-on-failure -j $(JOBS) -LE compare-bytecode $(CTEST_ARGS)

memcheck: build/memcheck/build.ninja ## Run the conformance corpus under valgrind memcheck (slow: tens of minutes)
	cmake --build --preset memcheck -j $(JOBS) --target taipan
	$(PYTHON) scripts/memcheck_conformance.py --taipan build/memcheck/taipan --jobs $(JOBS)

fuzz: build/fuzz/build.ninja ## Build the libFuzzer targets and run each (fuzz_parse, fuzz_run) for FUZZ_SECONDS (default 60)
	cmake --build --preset fuzz -j $(JOBS)
	mkdir -p fuzz/corpus-run
	cp -n fuzz/corpus/* fuzz/corpus-run/ 2>/dev/null || true
	@# Seed with CPython's own small modules when it is installed (not committed:
	@# they are CPython's files, used here only as fuzzing input).
	@if [ -d $(CPYTHON_LIB) ]; then find $(CPYTHON_LIB) -name '*.py' -size -4k -not -path '*site-packages*' \
	    | head -n 400 | while read f; do cp -n "$$f" "fuzz/corpus-run/stdlib_$$(echo $$f | md5sum | cut -c1-12).py"; done; fi
	./build/fuzz/fuzz_parse -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 \
	    -max_len=4096 fuzz/corpus-run
	$(MAKE) fuzz-run

fuzz-run: build/fuzz/build.ninja ## Build fuzz_run and run it for FUZZ_SECONDS: programs compiled and run under a step budget
	cmake --build --preset fuzz -j $(JOBS) --target fuzz_run
	mkdir -p fuzz/corpus-run-py
	@# Seeds: the small seed corpus, the crash reproducers and the conformance programs.
	cp -n fuzz/corpus/* fuzz/regressions/* fuzz/corpus-run-py/ 2>/dev/null || true
	find tests/conformance -name '*.py' | while read f; do \
	    cp -n "$$f" "fuzz/corpus-run-py/conf_$$(echo $$f | md5sum | cut -c1-12).py"; done
	./build/fuzz/fuzz_run -max_total_time=$(FUZZ_SECONDS) -timeout=30 -rss_limit_mb=4096 \
	    -max_len=4096 -close_fd_mask=3 -dict=fuzz/python.dict fuzz/corpus-run-py

compare-stdlib: build ## Compare --dump-ast with CPython 3.13's ast.dump on its whole standard library
	$(PYTHON) scripts/compare_stdlib_ast.py --taipan build/release/taipan

compare-bytecode: build ## Compare the line of every instruction of the stdlib's code objects with CPython 3.13's co_lines() (minutes)
	cd build/release && ctest --output-on-failure -L compare-bytecode $(CTEST_ARGS)

bench: build ## Benchmarks: Taipan vs CPython 3.11/3.12/3.13, unobserved and under every observation mode (<20 min)
	$(PYTHON) scripts/bench.py --taipan build/release/taipan $(BENCH_ARGS)

bench-count: build build/nomonitoring/build.ninja ## Benchmarks under callgrind: instruction counts at the small sizes, and against build/nomonitoring (monitoring compiled out); BENCH_ARGS=--count-modes for the modes
	cmake --build --preset nomonitoring -j $(JOBS) --target taipan
	$(PYTHON) scripts/bench.py --count --taipan build/release/taipan \
	    --baseline build/nomonitoring/taipan $(BENCH_ARGS)

bench-parse: build ## Time parsing the standard library: Taipan vs CPython 3.13, side by side
	$(PYTHON) scripts/bench_parse.py --taipan build/release/taipan

deps: ## Install the build dependencies with apt-get (needs root)
	bash .ci/install-deps

clean: ## Remove all build trees
	rm -rf build
