#!/usr/bin/env bash
# Loads and resolves every permutation of generated token systems of 10,000 and 100,000 tokens
# (colour scales, dimensions, typography composites, alias chains ten deep, two themes), each
# load in a fresh process as `swatchbook serve` does at start; then the same for one file in a
# DTCG draft and one in Style Dictionary's classic format, converted to DTCG 2025.10 on load. Rounds alternate between the
# sizes; printed are the median time and peak memory of each and the ratio of the medians, which
# must stay at most 12 (linear growth, with room for the larger set's cache misses).
#
# usage: Benchmarks/tokens.sh [BENCHMARK_BINARY]
# environment: BENCH_TOKEN_ROUNDS (7), BENCH_TOKEN_SIZES ("10000 100000")
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/token-load-benchmark}
rounds=${BENCH_TOKEN_ROUNDS:-7}
read -r -a sizes <<<"${BENCH_TOKEN_SIZES:-10000 100000}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

# One kind of token source per table: the DTCG resolver system, then one file in each older
# dialect (a DTCG draft, Style Dictionary classic), converted to DTCG 2025.10 as it loads.
run_kind() {
  local kind=$1 title=$2
  for size in "${sizes[@]}"; do
    case $kind in
      dtcg) "$binary" generate "$size" "$work/$kind-$size" ;;
      *) "$binary" generate-dialect "$kind" "$size" "$work/$kind-$size.json" ;;
    esac
  done
  for _ in $(seq 1 "$rounds"); do
    for size in "${sizes[@]}"; do
      case $kind in
        dtcg) "$binary" load "$work/$kind-$size" >>"$work/$kind-$size.out" ;;
        *) "$binary" load-file "$work/$kind-$size.json" >>"$work/$kind-$size.out" ;;
      esac
    done
  done

  echo
  echo "$title, median of $rounds rounds, one load per fresh process, alternating"
  printf '\n%-10s %13s %13s %14s\n' "tokens" "permutations" "seconds" "peak RSS (MB)"
  for size in "${sizes[@]}"; do
    seconds=$(awk '{print $6}' "$work/$kind-$size.out" | median)
    memory=$(awk '{print $8}' "$work/$kind-$size.out" | median)
    printf '%-10s %13s %13.4f %14.1f\n' "$(awk 'NR==1 {print $2}' "$work/$kind-$size.out")" \
      "$(awk 'NR==1 {print $4}' "$work/$kind-$size.out")" "$seconds" "$memory"
    eval "seconds_$size=$seconds"
  done
  if [ "${#sizes[@]}" -eq 2 ]; then
    small=seconds_${sizes[0]} large=seconds_${sizes[1]}
    ratio=$(awk -v a="${!small}" -v b="${!large}" 'BEGIN {printf "%.2f", b / a}')
    limit=$(awk -v a="${sizes[0]}" -v b="${sizes[1]}" 'BEGIN {printf "%.1f", 1.2 * b / a}')
    verdict=$(awk -v r="$ratio" -v l="$limit" 'BEGIN {print (r <= l) ? "within" : "OVER"}')
    printf '\n%s tokens take %s× the time of %s (limit %s×): %s the limit\n' "${sizes[1]}" "$ratio" "${sizes[0]}" "$limit" "$verdict"
  fi
}

run_kind dtcg "Token load (DTCG 2025.10 resolver): every permutation resolved"
run_kind draft "Token load (one DTCG-draft file, converted on load)"
run_kind classic "Token load (one Style Dictionary classic file, converted on load)"
