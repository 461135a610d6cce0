# Swatchbook: `make run` serves the bundled Config on port 8080, `make test` runs every test
# (Swift, the browser suite, the contract suite, then a bounded fuzzing pass), `make fuzz` fuzzes
# every parser for longer, `make bench` measures against a bare libmicrohttpd server.
# Each installs what is missing first.

SWIFT     ?= swift
PYTHON    ?= python3
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_GET   := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get
RELEASE   := .build/release/swatchbook
DEBUG     := .build/debug/swatchbook
# The build `make test` runs every suite against: unoptimized (-Onone) as a debug build is, with
# `@testable` imports, but each module compiled whole, as the release configuration does, in a
# scratch path of its own. On a fresh clone it takes about 30 % less CPU than the debug build, whose
# batches each parse and check again much of what the others do (the test modules most: 190 files
# of StyleGuideTests were 9.5 of the debug build's 16 CPU-minutes). Line tables only: a failure's
# backtrace still names each function, file and line. It rebuilds a whole module for any change to
# it, so the edit loop (test-fast, swift-test, browser-test, contract-test) keeps the debug build.
TEST_BUILD       := .build-test
TEST_BUILD_FLAGS := -c release --scratch-path $(TEST_BUILD) -Xswiftc -Onone -Xswiftc -enable-testing -Xswiftc -gline-tables-only
TEST_BIN         := $(TEST_BUILD)/release/swatchbook
# The binary the browser and contract suites run: the debug build's, or the test build's under `make test`.
SUITE_BIN = $(DEBUG)

# The browser suite: pytest, Selenium and axe-core in a virtualenv, driving Debian's chromium.
BROWSER_TESTS := Tests/Browser
BROWSER_REQS  := $(BROWSER_TESTS)/requirements.txt
BROWSER_VENV  := .build/browser-venv
# axe-core 4.12.1 is the file axe_playwright_python/axe.min.js of this wheel (the one place its
# version is pinned): only that file is taken, to $(AXE_SCRIPT); none of the wheel's code is
# installed or run (it needs Playwright). Fetched again whenever this pin or the virtualenv changes.
AXE_WHEEL     := axe-playwright-python==0.1.8
AXE_SCRIPT    := $(BROWSER_VENV)/axe.min.js
# The parsers the Swift tests check generated TypeScript and Kotlin with: tree-sitter's Python
# wheels in a small virtualenv of their own (GeneratedSourceParseTests skips without it).
PARSER_REQS   := Tests/Parsers/requirements.txt
PARSER_VENV   := .build/parser-venv
# The contract suite (the OpenAPI document and schemathesis, /metrics, the Kubernetes manifests,
# the Dockerfile's lint): pytest and those tools in a virtualenv of its own.
CONTRACT_TESTS := Tests/Contract
CONTRACT_REQS  := $(CONTRACT_TESTS)/requirements.txt
CONTRACT_VENV  := .build/contract-venv
CHROMIUM      ?= /usr/bin/chromium
CHROMEDRIVER  ?= /usr/bin/chromedriver

.PHONY: build-info run test test-fast swift-test fuzz fuzz-build fuzz-check bench deps bench-deps browser-deps parser-deps contract-deps browser-test run-browser-suite contract-test run-contract-suite build release clean

## Install the C libraries the build needs (libmicrohttpd with GnuTLS, zlib, mimalloc: Package.swift says why), with
## apt-get, only when they are missing; and
## Node.js, which the Swift tests run the exported JavaScript modules with.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libmicrohttpd \
	    || [ ! -f /usr/include/zlib.h ] || ! ls /usr/lib/*-linux-gnu/libmimalloc.so >/dev/null 2>&1; then \
	  echo "Installing libmicrohttpd-dev, zlib1g-dev, libmimalloc-dev and pkg-config with apt-get..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends \
	    pkg-config libmicrohttpd-dev zlib1g-dev libmimalloc-dev; \
	fi
	@if ! command -v node >/dev/null 2>&1; then \
	  echo "Installing nodejs with apt-get..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends nodejs; \
	fi

## Install what the benchmarks need (wrk, a C compiler, curl, GNU time, python3), only when missing.
bench-deps: deps
	@missing=""; \
	command -v wrk >/dev/null 2>&1 || missing="$$missing wrk"; \
	command -v cc >/dev/null 2>&1 || missing="$$missing gcc libc6-dev"; \
	command -v curl >/dev/null 2>&1 || missing="$$missing curl"; \
	[ -x /usr/bin/time ] || missing="$$missing time"; \
	command -v $(PYTHON) >/dev/null 2>&1 || missing="$$missing python3"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing with apt-get..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends $$missing; \
	fi

build: deps build-info
	$(SWIFT) build

## The release build links the Swift runtime in statically, as the Docker image's does: the binary
## `make run` serves and `make bench` measures is the one that ships, and it starts about a tenth sooner
## (no Swift libraries to load and bind). Every release product is built with the same flags, so that
## one does not rebuild the modules another built.
RELEASE_FLAGS := -c release --static-swift-stdlib
release: deps build-info
	$(SWIFT) build $(RELEASE_FLAGS) --product swatchbook

## For `swatchbook --version`: the commit being built and its date, written into the embedded file
## $(BUILD_INFO) before a build (only when they changed, so nothing rebuilds for them). Not a git
## checkout (a Docker build, a source archive): nothing is written and the binary says "unknown".
BUILD_INFO := Sources/StyleGuide/Embedded/build-info/build.txt
build-info:
	@if commit=$$(git rev-parse HEAD 2>/dev/null) && date=$$(git log -1 --format=%cs 2>/dev/null); then \
	  mkdir -p .build $(dir $(BUILD_INFO)); printf 'commit=%s\ndate=%s\n' "$$commit" "$$date" > .build/build-info.txt; \
	  cmp -s .build/build-info.txt $(BUILD_INFO) || cp .build/build-info.txt $(BUILD_INFO); \
	fi

## Serve a Config (the bundled one by default; `make run CONFIG=../acme/Config`) on the port its
## swatchbook.json names (8080; PORT overrides it), with the folder named Public beside it, or PUBLIC=DIR.
CONFIG ?= Config
run: release
	$(RELEASE) serve --config $(CONFIG)$(if $(PUBLIC), --public $(PUBLIC))

## Install what the browser suite needs, only when missing: Debian's chromium and chromium-driver,
## python3 with venv and pip, a virtualenv in $(BROWSER_VENV) with $(BROWSER_REQS) (made again
## whenever that file changes), and axe-core's axe.min.js from $(AXE_WHEEL) (again when that changes).
browser-deps:
	@missing=""; \
	[ -x $(CHROMIUM) ] || missing="$$missing chromium"; \
	[ -x $(CHROMEDRIVER) ] || missing="$$missing chromium-driver"; \
	command -v $(PYTHON) >/dev/null 2>&1 || missing="$$missing python3"; \
	{ command -v $(PYTHON) >/dev/null 2>&1 && $(PYTHON) -c 'import ensurepip, venv' >/dev/null 2>&1; } \
	  || missing="$$missing python3-venv python3-pip"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing with apt-get..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends $$missing \
	    || { echo "make browser-deps: could not install$$missing with apt-get" >&2; exit 1; }; \
	fi
	@if ! cmp -s $(BROWSER_REQS) $(BROWSER_VENV)/requirements.txt || [ ! -x $(BROWSER_VENV)/bin/python ]; then \
	  echo "Creating $(BROWSER_VENV) with $(BROWSER_REQS)..."; \
	  rm -rf $(BROWSER_VENV); \
	  $(PYTHON) -m venv $(BROWSER_VENV) \
	  && PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 $(BROWSER_VENV)/bin/python -m pip install -q -r $(BROWSER_REQS) \
	  && cp $(BROWSER_REQS) $(BROWSER_VENV)/requirements.txt \
	  || { rm -rf $(BROWSER_VENV); echo "make browser-deps: could not create the virtualenv $(BROWSER_VENV) from $(BROWSER_REQS)" >&2; exit 1; }; \
	fi
	@if [ ! -s $(AXE_SCRIPT) ] || [ "$$(cat $(AXE_SCRIPT).wheel 2>/dev/null)" != "$(AXE_WHEEL)" ]; then \
	  echo "Fetching axe-core from $(AXE_WHEEL) into $(AXE_SCRIPT)..."; \
	  rm -rf $(BROWSER_VENV)/axe-wheel $(AXE_SCRIPT) $(AXE_SCRIPT).wheel; \
	  PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 $(BROWSER_VENV)/bin/python -m pip download -q --no-deps \
	    --only-binary=:all: -d $(BROWSER_VENV)/axe-wheel '$(AXE_WHEEL)' \
	  && $(BROWSER_VENV)/bin/python -c 'import glob, sys, zipfile; \
	    wheel, = glob.glob(sys.argv[1] + "/*.whl"); \
	    open(sys.argv[2], "wb").write(zipfile.ZipFile(wheel).read("axe_playwright_python/axe.min.js"))' \
	    $(BROWSER_VENV)/axe-wheel $(AXE_SCRIPT) \
	  && echo '$(AXE_WHEEL)' > $(AXE_SCRIPT).wheel \
	  && rm -rf $(BROWSER_VENV)/axe-wheel \
	  || { rm -rf $(BROWSER_VENV)/axe-wheel $(AXE_SCRIPT); echo "make browser-deps: could not take axe.min.js from $(AXE_WHEEL)" >&2; exit 1; }; \
	fi

## Install the parsers of generated code, only when missing: python3 with venv and pip, and a
## virtualenv in $(PARSER_VENV) with $(PARSER_REQS) (made again whenever that file changes).
parser-deps:
	@{ command -v $(PYTHON) >/dev/null 2>&1 && $(PYTHON) -c 'import ensurepip, venv' >/dev/null 2>&1; } || { \
	  echo "Installing python3 python3-venv python3-pip with apt-get..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends python3 python3-venv python3-pip \
	    || { echo "make parser-deps: could not install python3-venv with apt-get" >&2; exit 1; }; \
	}
	@if ! cmp -s $(PARSER_REQS) $(PARSER_VENV)/requirements.txt || [ ! -x $(PARSER_VENV)/bin/python ]; then \
	  echo "Creating $(PARSER_VENV) with $(PARSER_REQS)..."; \
	  rm -rf $(PARSER_VENV); \
	  $(PYTHON) -m venv $(PARSER_VENV) \
	  && PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 $(PARSER_VENV)/bin/python -m pip install -q --only-binary=:all: -r $(PARSER_REQS) \
	  && cp $(PARSER_REQS) $(PARSER_VENV)/requirements.txt \
	  || { rm -rf $(PARSER_VENV); echo "make parser-deps: could not create the virtualenv $(PARSER_VENV) from $(PARSER_REQS)" >&2; exit 1; }; \
	fi

## Install what the contract suite needs, only when missing: python3 with venv and pip, openssl and curl, and a
## virtualenv in $(CONTRACT_VENV) with $(CONTRACT_REQS) (made again whenever that file changes).
contract-deps:
	@{ command -v $(PYTHON) >/dev/null 2>&1 && $(PYTHON) -c 'import ensurepip, venv' >/dev/null 2>&1; } || { \
	  echo "Installing python3 python3-venv python3-pip with apt-get..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends python3 python3-venv python3-pip \
	    || { echo "make contract-deps: could not install python3-venv with apt-get" >&2; exit 1; }; \
	}
	@missing=""; command -v openssl >/dev/null 2>&1 || missing="$$missing openssl"; \
	command -v curl >/dev/null 2>&1 || missing="$$missing curl"; \
	{ command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } || missing="$$missing nginx-light"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing with apt-get (test_tls.py, test_auth_proxy.py)..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends$$missing \
	    || { echo "make contract-deps: could not install$$missing with apt-get" >&2; exit 1; }; \
	fi
	@if ! cmp -s $(CONTRACT_REQS) $(CONTRACT_VENV)/requirements.txt || [ ! -x $(CONTRACT_VENV)/bin/python ]; then \
	  echo "Creating $(CONTRACT_VENV) with $(CONTRACT_REQS)..."; \
	  rm -rf $(CONTRACT_VENV); \
	  $(PYTHON) -m venv $(CONTRACT_VENV) \
	  && PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 $(CONTRACT_VENV)/bin/python -m pip install -q -r $(CONTRACT_REQS) \
	  && cp $(CONTRACT_REQS) $(CONTRACT_VENV)/requirements.txt \
	  || { rm -rf $(CONTRACT_VENV); echo "make contract-deps: could not create the virtualenv $(CONTRACT_VENV) from $(CONTRACT_REQS)" >&2; exit 1; }; \
	fi

## The contract suite alone, against the debug build. PYTEST_ARGS passes options to pytest.
contract-test: deps contract-deps
	$(SWIFT) build --product swatchbook
	@$(MAKE) --no-print-directory run-contract-suite

# Runs the contract suite without building (the binary must exist); says clearly when it failed.
run-contract-suite:
	@SWATCHBOOK_BIN=$(SUITE_BIN) PYTHONDONTWRITEBYTECODE=1 \
	  $(CONTRACT_VENV)/bin/python -m pytest -c $(CONTRACT_TESTS)/pytest.ini $(CONTRACT_TESTS) $(PYTEST_ARGS) \
	  || { status=$$?; echo "make: FAILED: the contract suite ($(CONTRACT_TESTS), exit $$status); see the failures above" >&2; exit $$status; }

## The browser suite alone, against the debug build (screenshots in .build/screenshots/).
## PYTEST_ARGS passes options to pytest, e.g. PYTEST_ARGS='-k search -x'. BROWSER_WORKERS (2) runs
## that many pytest-xdist workers, each a test file at a time with servers and browsers of its own;
## BROWSER_WORKERS=0 runs the suite in one process.
BROWSER_WORKERS ?= 2
browser-test: deps parser-deps browser-deps
	$(SWIFT) build --product swatchbook
	@$(MAKE) --no-print-directory run-browser-suite

# Runs the suite without building (the binary must exist); says clearly when it failed.
run-browser-suite:
	@SWATCHBOOK_BIN=$(SUITE_BIN) AXE_SCRIPT=$(AXE_SCRIPT) CHROMIUM=$(CHROMIUM) CHROMEDRIVER=$(CHROMEDRIVER) PYTHONDONTWRITEBYTECODE=1 \
	  $(BROWSER_VENV)/bin/python -m pytest -c $(BROWSER_TESTS)/pytest.ini -n $(BROWSER_WORKERS) --dist loadfile $(BROWSER_TESTS) $(PYTEST_ARGS) \
	  || { status=$$?; echo "make: FAILED: the browser suite ($(BROWSER_TESTS), exit $$status); see the failures above, screenshots in .build/screenshots/" >&2; exit $$status; }

## The Swift tests alone.
swift-test: deps parser-deps build-info
	$(SWIFT) test

## The edit-test loop: the Swift unit tests alone (no browser, contract or fuzzing suite), against
## the incremental debug build (`make test` builds in $(TEST_BUILD), whole modules at a time).
## SWATCHBOOK_TESTS=unit skips the suites marked `.integration` (Tests/HTTPTestSupport/IntegrationTrait.swift):
## those that start a server or a process, or load, render or export a whole site. They are
## reported as skipped; `make swift-test` and `make test` run them.
test-fast: deps parser-deps build-info
	$(SWIFT) build --build-tests
	SWATCHBOOK_TESTS=unit $(SWIFT) test --skip-build

## The whole test suite: one build of everything in $(TEST_BUILD) (above), then the Swift tests, the
## browser suite and the contract suite against it, and the bounded fuzzing pass. Tests/run-all.sh
## runs them, some side by side (its comments say why), each even when another failed; it prints
## each suite's output as it ends, then a table of every suite's result, wall time, CPU time and
## count of tests, and exits non-zero when any failed, naming which. The Swift tests' output is
## kept in $(SWIFT_LOG), and their failures are printed again at the very end, where a CI log's
## tail shows them; every suite's output is in .build/test-logs/.
SWIFT_LOG := .build/swift-test.log
# The test tools (parser-deps, browser-deps, contract-deps) are installed by Tests/run-all.sh
# beside the build, not before it.
test: deps build-info
	@SWIFT='$(SWIFT)' MAKE='$(MAKE)' SWIFT_LOG='$(SWIFT_LOG)' TEST_BUILD_FLAGS='$(TEST_BUILD_FLAGS)' TEST_BIN='$(TEST_BIN)' \
	  Tests/run-all.sh

# Fuzzing: every target of swatchbook-fuzz (Sources/swatchbook-fuzz) built once with libFuzzer, in a
# scratch path of its own so the normal build is left alone. Seeds, dictionaries and regression inputs
# live in Tests/Fuzz; what a run adds to a corpus and what it finds go below $(FUZZ_BUILD).
# The build: -sanitize=fuzzer instruments every module; SwiftPM's `--defsym main=…` makes each
# program's own main win over libFuzzer's, and LLVMFuzzerTestOneInput, which only libFuzzer's unused
# main calls, is defined as 0 so that the build tool embed-files links too (swatchbook-fuzz hands
# its callback to LLVMFuzzerRunDriver itself).
# `FUZZ_SANITIZE=fuzzer,address` adds AddressSanitizer, in a scratch path of its own: about half the
# speed and ten times the memory; worth a run after changes to code that handles raw memory.
FUZZ_SANITIZE ?= fuzzer
FUZZ_BUILD    := .build-fuzz$(if $(findstring address,$(FUZZ_SANITIZE)),-asan)
FUZZ_PROGRAM  := $(FUZZ_BUILD)/release/swatchbook-fuzz
FUZZ_TARGETS  ?= json tokens resolver template docs markdown html config request figma fix mcp
FUZZ_SECONDS  ?= 600
FUZZ_RUNS     ?= 1000
FUZZ_OPTIONS  ?= -timeout=10 -rss_limit_mb=2048
# The bounded pass gives an input 60 s: libFuzzer's timeout counts wall-clock time, and on two cores
# other builds share, a seed that takes 0.5 s of CPU passed 10 s (a hang still ends the pass).
FUZZ_CHECK_TIMEOUT ?= 60
# libFuzzer catches crashes itself (and saves the input); Swift's backtracer would end the process first.
FUZZ_ENV      := SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0

# Unoptimized (-Onone), each module compiled whole, as $(TEST_BUILD) is: 21 % less CPU than the
# debug configuration's batches on a fresh clone (158 against 200 s), and the fuzzing build is not an edit loop.
# No index store: nothing reads this build's index (editors index .build), and writing it costs CPU.
# Line tables only in the Swift: a finding's stack trace still names each function, file and line,
# and the compiler spends no time on the types and variables a debugger would read, which nobody
# attaches to this build.
FUZZ_DEBUG_INFO := -Xswiftc -gline-tables-only
fuzz-build: deps
	$(SWIFT) build -c release -Xswiftc -Onone --scratch-path $(FUZZ_BUILD) --product swatchbook-fuzz --disable-index-store $(FUZZ_DEBUG_INFO) \
	  -Xswiftc -sanitize=$(FUZZ_SANITIZE) -Xswiftc -DSWATCHBOOK_LIBFUZZER -Xlinker --defsym=LLVMFuzzerTestOneInput=0

## Fuzz each of FUZZ_TARGETS for FUZZ_SECONDS (600) in turn, at low priority, from its seeds and what
## earlier runs found ($(FUZZ_BUILD)/corpus/TARGET); an input that crashes, hangs past 10 s or breaks
## a target's check is saved to $(FUZZ_BUILD)/findings/TARGET/. FUZZ_OPTIONS passes libFuzzer options
## (`-fork=1 -ignore_crashes=1` to go on past a finding). Exits non-zero when any target found something.
fuzz: fuzz-build
	@status=0; for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_BUILD)/corpus/$$target $(FUZZ_BUILD)/findings/$$target; \
	  echo "make fuzz: $$target for $(FUZZ_SECONDS) s (log: $(FUZZ_BUILD)/$$target.log)"; \
	  $(FUZZ_ENV) nice $(FUZZ_PROGRAM) $$target $(FUZZ_OPTIONS) -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -dict=Tests/Fuzz/Dictionaries/$$target.dict -artifact_prefix=$(FUZZ_BUILD)/findings/$$target/ \
	    $(FUZZ_BUILD)/corpus/$$target Tests/Fuzz/Corpus/$$target > $(FUZZ_BUILD)/$$target.log 2>&1 || status=1; \
	  grep -E '^#[0-9]+(:? +cov|.*DONE)' $(FUZZ_BUILD)/$$target.log | tail -n 1; \
	  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)|^SUMMARY|^swatchbook-fuzz:' $(FUZZ_BUILD)/$$target.log | tail -n 5; \
	  ls $(FUZZ_BUILD)/findings/$$target | sed "s|^|  found: $(FUZZ_BUILD)/findings/$$target/|"; \
	done; exit $$status

## The bounded pass `make test` runs: each target from its seeds for FUZZ_RUNS inputs (1000) with a
## fixed seed, so a run is repeatable; 11 s once the fuzzing build is up to date.
fuzz-check: fuzz-build
	@status=0; for target in $(FUZZ_TARGETS); do \
	  rm -rf $(FUZZ_BUILD)/check/$$target; mkdir -p $(FUZZ_BUILD)/check/$$target/corpus; \
	  if $(FUZZ_ENV) $(FUZZ_PROGRAM) $$target $(FUZZ_OPTIONS) -timeout=$(FUZZ_CHECK_TIMEOUT) -runs=$(FUZZ_RUNS) -seed=1 -dict=Tests/Fuzz/Dictionaries/$$target.dict \
	      -artifact_prefix=$(FUZZ_BUILD)/check/$$target/ $(FUZZ_BUILD)/check/$$target/corpus Tests/Fuzz/Corpus/$$target \
	      > $(FUZZ_BUILD)/check/$$target.log 2>&1; then \
	    echo "fuzz-check: $$target: $$(grep -E '^#[0-9]+.*DONE' $(FUZZ_BUILD)/check/$$target.log | sed 's/ *rss.*//')"; \
	  else \
	    status=1; grep -E '^swatchbook-fuzz:|Fatal error|^SUMMARY|ERROR: libFuzzer' $(FUZZ_BUILD)/check/$$target.log | head -n 20 >&2; \
	    echo "make fuzz-check: FAILED: $$target (input in $(FUZZ_BUILD)/check/$$target/, log $(FUZZ_BUILD)/check/$$target.log)" >&2; \
	  fi; \
	done; exit $$status

## Requests per second beside the C floor, and the ratio; then token loading at two sizes, a diff of
## two releases (in process at two sizes, and the cached /api/tokens/diff answer beside the C floor),
## every preview of the catalog rendered cold and from cache, and each guide page type likewise;
## then `check` on hostile inputs at two sizes (time, peak RSS, ratio), a soak of 1,000,000
## mixed requests (the server's RSS after them beside its RSS after the first 10,000), the
## time to answer normal requests while floods of idle and trickling connections are held, beside
## the C floor under the same flood, and /healthz latency (median, p99, max) while 8 clients send
## the most expensive requests there are, beside its idle figure; last, each hostile input of issue 26
## at the size it was found at: what it ends in, its seconds and peak RSS (about 8 minutes, loopback only).
## Last, the summary: every figure with a goal beside its goal, from this run. The benchmarks append
## them to $(BENCH_SUMMARY) (tab-separated; the contract is at the top of Benchmarks/summary.sh).
## The Hummingbird 2 peer of run.sh is a package of its own (Benchmarks/HummingbirdPeer).
BENCH_SUMMARY ?= .build/bench-summary.tsv
HUMMINGBIRD_PEER := Benchmarks/HummingbirdPeer/.build/release/HummingbirdPeer
bench: export BENCH_SUMMARY := $(abspath $(BENCH_SUMMARY))
bench: bench-deps release
	mkdir -p $(dir $(BENCH_SUMMARY)) && : >$(BENCH_SUMMARY)
	$(SWIFT) build $(RELEASE_FLAGS) --product token-load-benchmark
	$(SWIFT) build $(RELEASE_FLAGS) --product preview-benchmark
	$(SWIFT) build $(RELEASE_FLAGS) --product page-benchmark
	$(SWIFT) build -c release --package-path Benchmarks/HummingbirdPeer
	BENCH_PEER=$(HUMMINGBIRD_PEER) Benchmarks/run.sh $(RELEASE)
	Benchmarks/access.sh $(RELEASE)
	Benchmarks/tokens.sh .build/release/token-load-benchmark
	Benchmarks/diff.sh $(RELEASE) .build/release/token-load-benchmark
	.build/release/preview-benchmark Config Public
	.build/release/page-benchmark Config Public
	Benchmarks/hostile.sh $(RELEASE)
	Benchmarks/soak.sh $(RELEASE)
	Benchmarks/flood.sh $(RELEASE)
	Benchmarks/health.sh $(RELEASE)
	Benchmarks/surfaces.py $(RELEASE)
	Benchmarks/startup.sh $(RELEASE)
	Benchmarks/export.sh $(RELEASE)
	Benchmarks/summary.sh

clean:
	rm -rf .build .build-* Benchmarks/floor
