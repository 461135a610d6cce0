# Sourced by the benchmarks that measure beside the C floor (run.sh, access.sh): their settings, a
# scratch folder removed on exit with every server started, the floor built, and the helpers
# `start` (a server in the background) and `median`.
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
