#!/usr/bin/env bash
# A bounded soak: whether `swatchbook serve` keeps its memory flat under a long run of mixed
# requests. It serves the bundled Config and Public, collects the requests from the running server
# (Benchmarks/soak-paths.py: every guide page, component page and preview the pages link to, the
# token API in each format and theme, token details, assets, /healthz, gzip answers, 404s)
# and goes round them with wrk (Benchmarks/soak.lua): first 10,000 requests, then the rest in
# equal steps. After each step it reads the server's resident memory (VmRSS of /proc/PID/status)
# and its peak (VmHWM). Printed: a table of both per step, the ratio of the RSS after all requests
# to the RSS after the first 10,000, which must stay within 10 %, and the count of each status.
#
# usage: Benchmarks/soak.sh [SWATCHBOOK_BINARY]
# environment: BENCH_SOAK_REQUESTS (1000000), BENCH_SOAK_FIRST (requests before the first reading,
#              10000), BENCH_SOAK_STEPS (readings after it, 10), BENCH_SOAK_CONNECTIONS (16),
#              BENCH_THREADS (server threads, one per core), BENCH_WRK_THREADS (2)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
requests=${BENCH_SOAK_REQUESTS:-1000000}
first=${BENCH_SOAK_FIRST:-10000}
steps=${BENCH_SOAK_STEPS:-10}
connections=${BENCH_SOAK_CONNECTIONS:-16}
threads=${BENCH_THREADS:-$(nproc)}
wrk_threads=${BENCH_WRK_THREADS:-2}
allowed_growth=1.10
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

: >"$work/serve.log"
"$binary" serve --config Config --public Public --port 0 --threads "$threads" >"$work/serve.log" 2>&1 &
server=$!
pids+=("$server")
for _ in $(seq 1 100); do grep -q 'listening on' "$work/serve.log" && break; sleep 0.05; done
grep -q 'listening on' "$work/serve.log" || { echo "server did not start" >&2; cat "$work/serve.log" >&2; exit 1; }
url=$(grep -o 'http://[^ ]*' "$work/serve.log" | head -n 1)
python3 Benchmarks/soak-paths.py "$url" >"$work/requests"

# VmRSS and VmHWM of the server, in MiB (the kernel counts kB, that is KiB).
memory() { awk '/^VmRSS:/ {rss = $2} /^VmHWM:/ {hwm = $2} END {printf "%.1f %.1f\n", rss / 1024, hwm / 1024}' "/proc/$server/status"; }

# Sends COUNT requests (at least; each wrk thread stops after its share); appends wrk's "soak:"
# line to $work/statuses and sets sent to the number of responses.
send() {
  local count=$1 share wrk_pid
  share=$(((count + wrk_threads - 1) / wrk_threads))
  : >"$work/done"
  wrk -t"$wrk_threads" -c"$connections" -d3600s -s Benchmarks/soak.lua "$url" -- "$work/requests" "$share" "$work/done" \
    >"$work/wrk.out" 2>&1 &
  wrk_pid=$!
  pids+=("$wrk_pid")
  while [ "$(wc -l <"$work/done")" -lt "$wrk_threads" ]; do
    kill -0 "$server" 2>/dev/null || { echo "the server exited during the soak" >&2; tail -n 20 "$work/serve.log" >&2; exit 1; }
    kill -0 "$wrk_pid" 2>/dev/null || { echo "wrk ended early:" >&2; cat "$work/wrk.out" >&2; exit 1; }
    sleep 0.05
  done
  kill -INT "$wrk_pid"
  wait "$wrk_pid" || true
  grep '^soak:' "$work/wrk.out" >>"$work/statuses" || { echo "wrk said:" >&2; cat "$work/wrk.out" >&2; exit 1; }
  sent=$(grep '^soak:' "$work/wrk.out" | awk '{print $2}')
}

echo "Soak: swatchbook serve (bundled Config, $threads server threads) going round $(wc -l <"$work/requests") requests" \
     "collected from it; wrk: $wrk_threads threads, $connections keep-alive connections"
printf '\n%12s %10s %12s %12s %12s\n' "requests" "seconds" "requests/s" "VmRSS (MiB)" "VmHWM (MiB)"
read -r rss hwm <<<"$(memory)"
printf '%12s %10s %12s %12.1f %12.1f\n' 0 - - "$rss" "$hwm"

total=0 elapsed=0
step=$(((requests - first + steps - 1) / steps))
targets=("$first")
for i in $(seq 1 "$steps"); do targets+=($((first + i * step < requests ? first + i * step : requests))); done
for target in "${targets[@]}"; do
  [ "$target" -gt "$total" ] || continue
  start=$EPOCHREALTIME
  send $((target - total))
  end=$EPOCHREALTIME
  total=$((total + sent))
  seconds=$(awk -v s="$start" -v e="$end" 'BEGIN {printf "%.1f", e - s}')
  elapsed=$(awk -v a="$elapsed" -v b="$seconds" 'BEGIN {print a + b}')
  read -r rss hwm <<<"$(memory)"
  [ -n "${first_rss:-}" ] || first_rss=$rss first_total=$total
  printf '%12s %10s %12.0f %12.1f %12.1f\n' "$total" "$seconds" "$(awk -v n="$sent" -v s="$seconds" 'BEGIN {print n / s}')" "$rss" "$hwm"
done

awk '{for (i = 2; i <= NF; i++) sum[i] += $i}
     END {printf "\nresponses over the soak: %d 2xx, %d 3xx, %d 4xx (the two 404s of the list), %d 5xx; %d socket errors\n",
          sum[4], sum[6], sum[8], sum[10], sum[12]}' "$work/statuses"
curl -sf "$url/healthz" >/dev/null && health="answers /healthz" || health="does NOT answer /healthz"
ratio=$(awk -v a="$first_rss" -v b="$rss" 'BEGIN {printf "%.3f", b / a}')
verdict=$(awk -v r="$ratio" -v l="$allowed_growth" 'BEGIN {print (r <= l) ? "within" : "OVER"}')
printf 'RSS after %s requests (%.0f s) is %s× its RSS after the first %s (%.1f MiB → %.1f MiB; limit %s×): %s the limit; the server %s\n' \
  "$total" "$elapsed" "$ratio" "$first_total" "$first_rss" "$rss" "$allowed_growth" "$verdict" "$health"
