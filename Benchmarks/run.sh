#!/usr/bin/env bash
# Requests per second of Swatchbook beside the C floor (Benchmarks/floor.c) serving the same
# bytes with the same libmicrohttpd settings, in the same run. The machine is noisy, so rounds
# alternate between the two; printed are the medians, their ratio, and the median of the ratios
# of each Swatchbook round to the floor round right after it ("paired": adjacent rounds share
# the machine's state, so this one drifts least).
#
# usage: Benchmarks/run.sh [SWATCHBOOK_BINARY]
# environment: BENCH_DURATION (s per round, 5), BENCH_ROUNDS (5), BENCH_CONNECTIONS (64),
#              BENCH_THREADS (server threads, one per core), BENCH_WRK_THREADS (2),
#              BENCH_TARGETS (paths, space-separated), BENCH_SERVE_FLAGS (extra `serve` flags),
#              BENCH_CONFIG (the Config served, Config), BENCH_PUBLIC (its public folder, Public)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
source Benchmarks/floor-setup.sh

requests_per_second() {
  wrk -t"$wrk_threads" -c"$connections" -d"${duration}s" --latency "$1" | awk '/^Requests\/sec:/ {print $2}'
}

start "$work/swatchbook.out" "$binary" serve --config "${BENCH_CONFIG:-Config}" --public "${BENCH_PUBLIC:-Public}" --port 0 --threads "$threads" ${BENCH_SERVE_FLAGS:-}
swatchbook_port=$started_port
echo "Swatchbook on port $swatchbook_port, $threads server threads, access log on;" \
     "wrk: $wrk_threads threads, $connections keep-alive connections, $rounds rounds of ${duration}s, alternating"
printf '\n%-32s %14s %14s %8s %8s\n' "target" "swatchbook r/s" "C floor r/s" "ratio" "paired"

# The guide's stylesheet (39 KB, compiled into the binary), and a 269-byte image of Public/, where
# per-request cost shows most.
# Every theme in one answer (`theme=*`) as CSS and as one Swift file, as app builds fetch them.
targets=${BENCH_TARGETS:-"/_swatchbook/css/swatchbook.css /assets/images/people/ada.svg /healthz /api/tokens?format=css /api/tokens?format=css&theme=* /api/tokens?format=swift&theme=* /preview/card?style=primary&size=medium /components/button"}
# The targets hold `*` and `?`: split them on spaces without expanding them as file patterns.
set -f
for path in $targets; do
  url="http://127.0.0.1:$swatchbook_port$path"
  curl -sS -D "$work/headers.raw" -o "$work/body" "$url"
  grep -v -i -E '^(HTTP/|date:|content-length:|connection:|transfer-encoding:)' "$work/headers.raw" | tr -d '\r' | sed '/^$/d' >"$work/headers"
  start "$work/floor.out" Benchmarks/floor 0 "$threads" "$work/body" "$work/headers"
  floor_port=$started_port floor_pid=$started_pid
  cmp -s "$work/body" <(curl -sS "http://127.0.0.1:$floor_port$path") || { echo "floor serves different bytes" >&2; exit 1; }
  wrk -t1 -c8 -d1s "$url" >/dev/null; wrk -t1 -c8 -d1s "http://127.0.0.1:$floor_port$path" >/dev/null
  : >"$work/ours"; : >"$work/floor"
  for _ in $(seq 1 "$rounds"); do
    requests_per_second "$url" >>"$work/ours"
    requests_per_second "http://127.0.0.1:$floor_port$path" >>"$work/floor"
  done
  ours=$(median <"$work/ours"); floor=$(median <"$work/floor")
  paired=$(paste "$work/ours" "$work/floor" | awk '{print $1 / $2}' | median)
  printf '%-32s %14.0f %14.0f %8.3f %8.3f\n' "$path" "$ours" "$floor" "$(awk -v a="$ours" -v b="$floor" 'BEGIN {print a / b}')" "$paired"
  echo "  rounds: swatchbook $(paste -sd' ' "$work/ours") | floor $(paste -sd' ' "$work/floor")"
  kill "$floor_pid"; wait "$floor_pid" 2>/dev/null || true
done
