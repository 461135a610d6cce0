#!/usr/bin/env bash
# `make test`'s runner (the Makefile passes SWIFT, MAKE, SWIFT_LOG, TEST_BUILD_FLAGS and TEST_BIN):
# one build of everything (whole modules, unoptimized: the Makefile says why), then every suite
# against it, each timed, and a table of them at the end.
#
# Why this order, on two cores: the test build uses both (the test tools' virtualenvs are made
# beside it, pip mostly waiting on the network); after it, the Swift tests, the browser suite and
# the contract suite all run at once: the Swift tests would use both cores, but the two Python
# suites spend most of their time waiting (on Chromium, on a server, on a provider), so side by
# side they finish in little more than the longest of them. The fuzzing build is a second full build
# (libFuzzer instruments every module, in a scratch path of its own): it runs from the start at
# the lowest priority while the test build runs, so it takes only the CPU that build leaves idle
# (its last steps use one core), then at the normal priority beside the suites.
# Every suite runs even when another failed; the exit status is non-zero when any failed.
set -u
: "${SWIFT:=swift}" "${MAKE:=make}" "${SWIFT_LOG:=.build/swift-test.log}"
: "${TEST_BUILD_FLAGS:=-c release --scratch-path .build-test -Xswiftc -Onone -Xswiftc -enable-testing -Xswiftc -gline-tables-only}" "${TEST_BIN:=.build-test/release/swatchbook}"
read -r -a build_flags <<< "$TEST_BUILD_FLAGS"
LOGS=.build/test-logs
rm -rf "$LOGS" "$SWIFT_LOG"; mkdir -p "$LOGS"
STARTED=$(date +%s)

# Runs a suite with its output in $LOGS/NAME.log and its wall and CPU seconds in $LOGS/NAME.time;
# prints its output when it ends, with a line saying how it went. Returns its exit status.
suite() {
  local name=$1 title=$2; shift 2
  local status
  { TIMEFORMAT='%R %U %S'; time "$@" > "$LOGS/$name.log" 2>&1; } 2> "$LOGS/$name.time"
  status=$?
  echo "$status" > "$LOGS/$name.status"
  {
    echo "==== $title: output ($LOGS/$name.log)"
    cat "$LOGS/$name.log"
    echo "==== $title: $( [ "$status" -eq 0 ] && echo passed || echo "FAILED (exit $status)") in $(seconds "$(wall "$name")") ($(seconds "$(cpu "$name")") of CPU)"
  } | flock "$LOGS/.console" cat
  return "$status"
}

wall() { awk '{ printf "%d", $1 }' "$LOGS/$1.time" 2>/dev/null || echo 0; }
cpu()  { awk '{ printf "%d", $2 + $3 }' "$LOGS/$1.time" 2>/dev/null || echo 0; }
seconds() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

# The fuzzing lane: its build from the start, in the idle scheduling class (chrt --idle) while the
# test build runs, so that it takes only the CPU the test build leaves (`nice` would be lost:
# swift build starts the compilers at priority 0 whatever its own; the idle class is kept by the
# processes it starts). When the suites start it goes back to the normal class (`unidle`): on a
# machine other work keeps busy, the idle class would wait for all of that work first.
idle() { if command -v chrt >/dev/null 2>&1; then chrt --idle 0 "$@"; else "$@"; fi; }
descendants() { local child; for child in $(pgrep -P "$1"); do echo "$child"; descendants "$child"; done; }
unidle() {
  command -v chrt >/dev/null 2>&1 || return 0
  local pass pid
  for pass in 1 2; do  # twice: a process started while the first pass ran is caught by the second
    # --all-tasks: every thread (swift build starts the compilers from threads of its own).
    for pid in $(descendants "$1"); do chrt --all-tasks --other -p 0 "$pid" >/dev/null 2>&1; done
    sleep 1
  done
}
fuzz_lane() {
  suite fuzz-build "the fuzzing build (make fuzz-build)" idle "$MAKE" --no-print-directory fuzz-build \
    && suite fuzz-check "the fuzzing pass (make fuzz-check)" "$MAKE" --no-print-directory fuzz-check
}
fuzz_lane & fuzz_pid=$!

# The test tools (virtualenvs made by pip, which mostly waits on the network) beside the build;
# the suites start once both are done.
suite tools "the test tools (make parser-deps browser-deps contract-deps)" \
  "$MAKE" --no-print-directory parser-deps browser-deps contract-deps & tools_pid=$!

# The build of everything (the tests, swatchbook, the examples) that every suite uses.
suite build "the test build (swift build --build-tests $TEST_BUILD_FLAGS)" "$SWIFT" build --build-tests "${build_flags[@]}"
build_status=$?
if [ $build_status -ne 0 ]; then
  # The tests did not compile; the browser and contract suites can still run when swatchbook does.
  suite build-swatchbook "the test build of swatchbook alone" "$SWIFT" build --product swatchbook "${build_flags[@]}"
fi

wait $tools_pid
unidle $fuzz_pid

# The Swift tests against that build.
swift_lane() {
  suite swift "the Swift tests (swift test)" "$SWIFT" test --skip-build "${build_flags[@]}"
  cp "$LOGS/swift.log" "$SWIFT_LOG"
}
# The browser suite (two workers, each mostly waiting on its Chromium) and the contract suite,
# each in a lane of its own beside the Swift tests: what one leaves idle while it waits, the
# others use. --durations: each suite's slowest tests, where the next cut of its time starts.
browser_lane() {
  suite browser "the browser suite (Tests/Browser)" "$MAKE" --no-print-directory run-browser-suite SUITE_BIN="$TEST_BIN" \
    PYTEST_ARGS="--durations=15 ${PYTEST_ARGS:-}"
}
contract_lane() {
  suite contract "the contract suite (Tests/Contract)" "$MAKE" --no-print-directory run-contract-suite SUITE_BIN="$TEST_BIN" \
    PYTEST_ARGS="--durations=15 ${PYTEST_ARGS:-}"
}
if [ $build_status -eq 0 ]; then swift_lane & swift_pid=$!; else echo 1 > "$LOGS/swift.status"; swift_pid=; fi
if [ -x "$TEST_BIN" ] && { [ $build_status -eq 0 ] || [ "$(cat "$LOGS/build-swatchbook.status")" -eq 0 ]; }; then
  browser_lane & browser_pid=$!
  contract_lane & contract_pid=$!
else
  echo 1 > "$LOGS/browser.status"; echo 1 > "$LOGS/contract.status"; browser_pid= contract_pid=
fi
wait $swift_pid $browser_pid $contract_pid $fuzz_pid 2>/dev/null
[ -f "$LOGS/fuzz-check.status" ] || echo 1 > "$LOGS/fuzz-check.status"

# The table: each suite's result, wall time and CPU time, and the count of its tests.
status_of() { cat "$LOGS/$1.status" 2>/dev/null || echo 1; }
count_of() {
  case $1 in
    swift) grep -Eo 'Test run with [0-9]+ tests? in [0-9]+ suites?' "$LOGS/swift.log" | tail -n 1 | sed 's/Test run with //' ;;
    browser|contract) grep -Eo '[0-9]+ (passed|failed|skipped|errors?)' "$LOGS/$1.log" | tail -n 4 | paste -sd ' ' - ;;
    fuzz-check) echo "$(grep -c '^fuzz-check: ' "$LOGS/fuzz-check.log" 2>/dev/null) targets" ;;
  esac
}
failed=""
echo
echo "make test: each suite (wall time, CPU time, tests), $(seconds $(($(date +%s) - STARTED))) in all:"
for entry in "tools:the test tools" "build:the test build" "swift:the Swift tests" "browser:the browser suite" \
             "contract:the contract suite" "fuzz-build:the fuzzing build" "fuzz-check:the fuzzing pass"; do
  name=${entry%%:*} title=${entry#*:}
  if [ -f "$LOGS/$name.time" ]; then
    printf '  %-20s %-7s %8s %8s CPU  %s\n' "$title" "$( [ "$(status_of "$name")" -eq 0 ] && echo passed || echo FAILED)" \
      "$(seconds "$(wall "$name")")" "$(seconds "$(cpu "$name")")" "$(count_of "$name")"
  else
    printf '  %-20s %-7s\n' "$title" "not run"
  fi
  [ "$(status_of "$name")" -eq 0 ] || failed="$failed $name"
done

if [ "$(status_of build)" -ne 0 ]; then
  echo "make test: what failed in the test build (the whole output is in $LOGS/build.log):" >&2
  grep -E 'error: ' "$LOGS/build.log" | head -n 60 >&2
elif [ "$(status_of swift)" -ne 0 ] && [ -f "$SWIFT_LOG" ]; then
  echo "make test: what failed in the Swift tests (the whole output is in $SWIFT_LOG):" >&2
  grep -E '✘|Fatal error|error: |signal code|Crash' "$SWIFT_LOG" | head -n 60 >&2
fi
if [ -n "$failed" ]; then
  names=""
  for name in $failed; do
    case $name in
      tools) names="$names the test tools (make parser-deps browser-deps contract-deps, exit $(status_of tools));" ;;
      build) names="$names the test build (swift build --build-tests $TEST_BUILD_FLAGS, exit $(status_of build));" ;;
      swift) names="$names the Swift tests (swift test, exit $(status_of swift));" ;;
      browser) names="$names the browser suite (Tests/Browser, exit $(status_of browser));" ;;
      contract) names="$names the contract suite (Tests/Contract, exit $(status_of contract));" ;;
      fuzz-build) names="$names the fuzzing build (make fuzz-build, exit $(status_of fuzz-build));" ;;
      fuzz-check) names="$names the fuzzing pass (make fuzz-check, exit $(status_of fuzz-check));" ;;
    esac
  done
  echo "make test: FAILED:${names%;}" >&2
  exit 1
fi
