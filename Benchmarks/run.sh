#!/usr/bin/env bash
# Requests per second of Swatchbook beside the C floor (Benchmarks/floor.c) serving the same
# bytes with the same libmicrohttpd settings, in the same run. The machine is noisy, so rounds
# alternate between the two; printed are the medians, their ratio, and the median of the ratios
# of each Swatchbook round to the floor round right after it ("paired": adjacent rounds share
# the machine's state, so this one drifts least), with the range of those paired ratios.
# For one target (BENCH_PEER_TARGET) a Hummingbird 2 server (Benchmarks/HummingbirdPeer) serving
# the same bytes and headers takes a third turn in each round, when BENCH_PEER names its binary.
# Every cached answer's paired ratio, and Swatchbook ÷ Hummingbird, go to the summary table of
# `make bench` with their goals (see Benchmarks/summary.sh).
#
# usage: Benchmarks/run.sh [SWATCHBOOK_BINARY]
# environment: BENCH_DURATION (s per round, 5), BENCH_ROUNDS (5), BENCH_CONNECTIONS (64),
#              BENCH_THREADS (server threads, one per core), BENCH_WRK_THREADS (2),
#              BENCH_TARGETS (paths, space-separated), BENCH_SERVE_FLAGS (extra `serve` flags),
#              BENCH_CONFIG (the Config served, Config), BENCH_PUBLIC (its public folder, Public),
#              BENCH_PEER (the Hummingbird peer's binary; none: no peer), BENCH_PEER_TARGET (the
#              path it serves, the guide's stylesheet), BENCH_FLOOR_GOAL (0.90), BENCH_PEER_GOAL (1.45),
#              BENCH_SUMMARY (the summary table's file; unset: nothing written)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
source Benchmarks/floor-setup.sh

requests_per_second() {
  wrk -t"$wrk_threads" -c"$connections" -d"${duration}s" --latency "$1" | awk '/^Requests\/sec:/ {print $2}'
}

# The header fields of an answer to compare with another's: what the server itself adds left out,
# names in lower case, sorted.
fields_of() {
  curl -sS -D - -o /dev/null "$1" | tr -d '\r' | grep -v -i -E '^(HTTP/|date:|content-length:|connection:|transfer-encoding:|$)' \
    | awk -F': ' '{printf "%s: %s\n", tolower($1), substr($0, length($1) + 3)}' | sort
}

# Checks that the server at URL serves the body and header fields Swatchbook's answer has.
same_answer() {
  cmp -s "$work/body" <(curl -sS "$2") || { echo "the $1 serves different bytes" >&2; exit 1; }
  cmp -s "$work/fields" <(fields_of "$2") || { echo "the $1 serves different header fields:" >&2; diff "$work/fields" <(fields_of "$2") >&2; exit 1; }
}

start "$work/swatchbook.out" "$binary" serve --config "${BENCH_CONFIG:-Config}" --public "${BENCH_PUBLIC:-Public}" --port 0 --threads "$threads" ${BENCH_SERVE_FLAGS:-}
swatchbook_port=$started_port
floor_goal=${BENCH_FLOOR_GOAL:-0.90} peer_goal=${BENCH_PEER_GOAL:-1.45}
peer=${BENCH_PEER:-}
peer_target=${BENCH_PEER_TARGET:-/_swatchbook/css/swatchbook.css}
if [ -n "$peer" ] && [ ! -x "$peer" ]; then echo "no Hummingbird peer at $peer: measured without it"; peer=""; fi
echo "Swatchbook on port $swatchbook_port, $threads server threads, access log on;" \
     "wrk: $wrk_threads threads, $connections keep-alive connections, $rounds rounds of ${duration}s, alternating"
printf '\n%-44s %14s %14s %8s %8s %11s\n' "target" "swatchbook r/s" "C floor r/s" "ratio" "paired" "paired range"

# The guide's stylesheet (39 KB, compiled into the binary), and a 269-byte image of Public/, where
# per-request cost shows most.
# Every theme in one answer (`theme=*`) as CSS and as one Swift file, as app builds fetch them.
# A token's detail, a preview and a page. /healthz is made for each request: it has no goal.
targets=${BENCH_TARGETS:-"/_swatchbook/css/swatchbook.css /assets/images/people/ada.svg /healthz /api/tokens?format=css /api/tokens?format=css&theme=* /api/tokens?format=swift&theme=* /api/tokens/color.text.default?theme=dark /preview/card?style=primary&size=medium /components/button"}
# The targets hold `*` and `?`: split them on spaces without expanding them as file patterns.
set -f
for path in $targets; do
  url="http://127.0.0.1:$swatchbook_port$path"
  curl -sS -D "$work/headers.raw" -o "$work/body" "$url"
  grep -v -i -E '^(HTTP/|date:|content-length:|connection:|transfer-encoding:)' "$work/headers.raw" | tr -d '\r' | sed '/^$/d' >"$work/headers"
  fields_of "$url" >"$work/fields"
  start "$work/floor.out" Benchmarks/floor 0 "$threads" "$work/body" "$work/headers"
  floor_port=$started_port floor_pid=$started_pid
  floor_url="http://127.0.0.1:$floor_port$path"
  same_answer "C floor" "$floor_url"
  peer_url=""
  if [ -n "$peer" ] && [ "$path" = "$peer_target" ]; then
    start "$work/peer.out" "$peer" 0 "$threads" "$work/body" "$work/headers"
    peer_port=$started_port peer_pid=$started_pid
    peer_url="http://127.0.0.1:$peer_port$path"
    same_answer "Hummingbird peer" "$peer_url"
  fi
  for warm in "$url" "$floor_url" $peer_url; do wrk -t1 -c8 -d1s "$warm" >/dev/null; done
  : >"$work/ours"; : >"$work/floor"; : >"$work/peer"
  for _ in $(seq 1 "$rounds"); do
    requests_per_second "$url" >>"$work/ours"
    requests_per_second "$floor_url" >>"$work/floor"
    if [ -n "$peer_url" ]; then requests_per_second "$peer_url" >>"$work/peer"; fi
  done
  ours=$(median <"$work/ours"); floor=$(median <"$work/floor")
  paste "$work/ours" "$work/floor" | awk '{print $1 / $2}' >"$work/paired"
  paired=$(median <"$work/paired") spread=$(range <"$work/paired")
  printf '%-44s %14.0f %14.0f %8.3f %8.3f %11s\n' "$path" "$ours" "$floor" "$(awk -v a="$ours" -v b="$floor" 'BEGIN {print a / b}')" "$paired" "$spread"
  echo "  rounds: swatchbook $(paste -sd' ' "$work/ours") | floor $(paste -sd' ' "$work/floor")"
  if [ "$path" != /healthz ]; then
    summarize "$path ÷ C floor (paired median)" "$(printf '%.2f' "$paired") ($spread)" "≥ $floor_goal" "$(verdict "$paired" "$floor_goal")"
  fi
  kill "$floor_pid"; wait "$floor_pid" 2>/dev/null || true
  if [ -n "$peer_url" ]; then
    # Each Swatchbook round over the peer's round of the same turn, and the floor's likewise.
    paste "$work/ours" "$work/peer" | awk '{print $1 / $2}' >"$work/over-peer"
    over_peer=$(median <"$work/over-peer") floor_over_peer=$(paste "$work/floor" "$work/peer" | awk '{print $1 / $2}' | median)
    printf '  Hummingbird 2: %.0f r/s; Swatchbook ÷ Hummingbird %.3f (paired, range %s), C floor ÷ Hummingbird %.3f\n' \
      "$(median <"$work/peer")" "$over_peer" "$(range <"$work/over-peer")" "$floor_over_peer"
    echo "  rounds: hummingbird $(paste -sd' ' "$work/peer")"
    summarize "Swatchbook ÷ Hummingbird 2, $path (paired median)" \
      "$(printf '%.2f× (%s×; the floor %.2f×)' "$over_peer" "$(range <"$work/over-peer")" "$floor_over_peer")" \
      "≥ $peer_goal×" "$(verdict "$over_peer" "$peer_goal")"
    kill "$peer_pid"; wait "$peer_pid" 2>/dev/null || true
  fi
done
