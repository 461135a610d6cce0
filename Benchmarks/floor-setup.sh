# Sourced by the benchmarks that measure beside the C floor (run.sh, access.sh): their settings, a
# scratch folder removed on exit with every server started, the floor built, and the helpers
# `start` (a server in the background), `median`, `range` and `summarize` (a line of the summary table).
# environment: BENCH_DURATION (s per round, 5), BENCH_ROUNDS (5), BENCH_CONNECTIONS (64),
#              BENCH_THREADS (server threads, one per core), BENCH_WRK_THREADS (2)
duration=${BENCH_DURATION:-5}
rounds=${BENCH_ROUNDS:-5}
connections=${BENCH_CONNECTIONS:-64}
threads=${BENCH_THREADS:-$(nproc)}
wrk_threads=${BENCH_WRK_THREADS:-2}
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

cc -O2 -o Benchmarks/floor Benchmarks/floor.c $(pkg-config --cflags --libs libmicrohttpd) -lpthread

# Starts a server in the background; sets started_pid, and started_port from its "listening on" line.
start() {
  local log=$1; shift
  "$@" >"$log" 2>/dev/null &
  started_pid=$!
  pids+=("$started_pid")
  for _ in $(seq 1 100); do
    if grep -q 'listening on' "$log"; then started_port=$(grep -o '[0-9]*$' "$log" | head -1); return; fi
    sleep 0.05
  done
  echo "server did not start: $*" >&2; exit 1
}

# The median of the numbers on standard input, one a line.
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

# "lowest–highest" of the numbers on standard input, one a line, with two decimals.
range() { sort -g | awk 'NR == 1 {low = $1} {high = $1} END {printf "%.2f–%.2f", low, high}'; }

# Appends a figure to the summary table of `make bench` (the contract is in Benchmarks/summary.sh):
# summarize FIGURE MEASURED GOAL met|missed. Does nothing when BENCH_SUMMARY is not set.
summarize() {
  [ -n "${BENCH_SUMMARY:-}" ] || return 0
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$BENCH_SUMMARY"
}

# `met` when the number $1 is at least $2, else `missed`.
verdict() { awk -v value="$1" -v goal="$2" 'BEGIN {print (value + 0 >= goal + 0) ? "met" : "missed"}'; }
