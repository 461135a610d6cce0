#!/usr/bin/env bash
# A diff of two releases of a generated 10,000-token system (two themes; the second release
# changes one group in ten for each kind of change: removed, renamed, retuned colour, added,
# deprecated, type changed): first TokenDiff.compare in process (median of rounds, the systems
# loaded beforehand), at each size of BENCH_DIFF_SIZES to show it grows linearly; then the cached
# answer of GET /api/tokens/diff?from=1.0.0&to=2.0.0 from a Config listing both releases, beside
# the C floor serving the same bytes (Benchmarks/run.sh).
#
# usage: Benchmarks/diff.sh [SWATCHBOOK_BINARY] [BENCHMARK_BINARY]
# environment: BENCH_DIFF_SIZES ("10000 100000"), BENCH_DIFF_ROUNDS (9 per process),
#              BENCH_DIFF_PROCESSES (7), and run.sh's
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
generator=${2:-.build/release/token-load-benchmark}
read -r -a sizes <<<"${BENCH_DIFF_SIZES:-10000 100000}"
rounds=${BENCH_DIFF_ROUNDS:-9}
processes=${BENCH_DIFF_PROCESSES:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

for size in "${sizes[@]}"; do
  "$generator" generate "$size" "$work/$size/1.0.0"
  "$generator" generate "$size" "$work/$size/2.0.0" --next
done
# Processes alternate between the sizes, as in tokens.sh, so that the machine's drift falls on both.
for _ in $(seq 1 "$processes"); do
  for size in "${sizes[@]}"; do
    "$generator" diff "$work/$size/1.0.0" "$work/$size/2.0.0" "$rounds" >>"$work/$size.out"
  done
done
echo "Token diff (TokenDiff.compare, in process): two releases, two themes; the median of $processes processes" \
     "alternating between the sizes, each the median of $rounds rounds"
printf '\n%-10s %13s %12s %12s  %s\n' "tokens" "permutations" "median ms" "fastest ms" "changes found"
for size in "${sizes[@]}"; do
  medianms=$(awk '{print $6}' "$work/$size.out" | median)
  fastest=$(awk '{print $8}' "$work/$size.out" | sort -g | head -1)
  awk -v m="$medianms" -v f="$fastest" 'NR == 1 {printf "%-10s %13s %12.2f %12.2f  %s %s, %s %s, %s %s, %s %s, %s %s, %s %s; %s %s\n",
    $2, $4, m, f, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $9, $10}' "$work/$size.out"
  eval "median_$size=$medianms"
done
if [ "${#sizes[@]}" -eq 2 ]; then
  small=median_${sizes[0]} large=median_${sizes[1]}
  ratio=$(awk -v a="${!small}" -v b="${!large}" 'BEGIN {printf "%.2f", b / a}')
  limit=$(awk -v a="${sizes[0]}" -v b="${sizes[1]}" 'BEGIN {printf "%.1f", 1.2 * b / a}')
  verdict=$(awk -v r="$ratio" -v l="$limit" 'BEGIN {print (r <= l) ? "within" : "OVER"}')
  printf '\n%s tokens take %s× the time of %s (limit %s×): %s the limit\n' "${sizes[1]}" "$ratio" "${sizes[0]}" "$limit" "$verdict"
fi

# A Config serving release 2.0.0 as its tokens and listing both releases.
config=$work/config
mkdir -p "$config/releases" "$work/public"
cp -r "$work/${sizes[0]}/1.0.0" "$work/${sizes[0]}/2.0.0" "$config/releases/"
cat >"$config/swatchbook.json" <<JSON
{"name": "Diff benchmark", "resolver": "releases/2.0.0/bench.resolver.json",
 "releases": [{"version": "1.0.0", "tokens": "releases/1.0.0"}, {"version": "2.0.0", "tokens": "releases/2.0.0"}]}
JSON
echo
echo "GET /api/tokens/diff of two ${sizes[0]}-token releases, cached, beside the C floor:"
BENCH_CONFIG=$config BENCH_PUBLIC=$work/public BENCH_TARGETS="/api/tokens/diff?from=1.0.0&to=2.0.0" Benchmarks/run.sh "$binary"
