#!/usr/bin/env bash
# Time and peak memory of `swatchbook check` on the hostile and huge inputs of issue 14, each at
# two sizes 10× apart: an alias chain, a reference cycle (typed, and with no $type anywhere),
# composite fan-out (a gradient whose stops alias gradients, a shadow whose layers alias shadows,
# 10 wide per level: refused by the composite-size limit, so what is timed is the refusal), one
# shadow of many layers, many plain tokens, and one long $description. Each input is one token
# file (written by Benchmarks/hostile.py, the same bytes every run) added to the core set of a
# Config made by `swatchbook init` (whose theme modifier has two contexts, so every token is
# resolved twice, as `serve` does); every other limit the larger input would hit is raised in
# swatchbook.json, so what is measured is the engine, not the limit (the fan-out kinds keep the
# default limits). Each check runs in a fresh process; rounds alternate between the sizes; printed
# are the median seconds and peak RSS, the exit status, and the ratio of the median times, which
# must stay at most 12 (linear growth, with room for the larger input's cache misses). The last
# lines say, per kind, whether the ratio passed, whether any run went past the issue's bound
# (15 s, 1 GB), and any exit status other than the one expected (1 for a cycle and for a refused
# fan-out, 0 for the rest). A run past BENCH_HOSTILE_TIMEOUT CPU seconds or past
# BENCH_HOSTILE_MEMORY_MB of address space is stopped, shown as killed, and not run again.
#
# usage: Benchmarks/hostile.sh [SWATCHBOOK_BINARY]
# environment: BENCH_HOSTILE_ROUNDS (3), BENCH_HOSTILE_KINDS (every kind, space-separated),
#              BENCH_HOSTILE_LIMITS (1: raise the token limits in swatchbook.json `limits`;
#              0: write no limits, for a binary that does not know them yet),
#              BENCH_HOSTILE_TIMEOUT (CPU seconds per run before it is killed, 30),
#              BENCH_HOSTILE_MEMORY_MB (address space per run, 4096)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
rounds=${BENCH_HOSTILE_ROUNDS:-3}
limits=${BENCH_HOSTILE_LIMITS:-1}
timeout_seconds=${BENCH_HOSTILE_TIMEOUT:-30}
memory_mb=${BENCH_HOSTILE_MEMORY_MB:-4096}
read -r -a kinds <<<"${BENCH_HOSTILE_KINDS:-chain cycle-typed cycle-untyped fanout-gradient fanout-shadow shadow-layers tokens description}"
bound_seconds=15 bound_mb=1024 ratio_limit=12
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

# The two sizes of a kind (what Benchmarks/hostile.py takes), and how to print one.
sizes_of() {
  case $1 in
    chain | shadow-layers) echo "10000 100000" ;;
    cycle-*) echo "1000 10000" ;;
    fanout-*) echo "6 9" ;;
    tokens) echo "100000 1000000" ;;
    description) echo "5242880 52428800" ;;
    *) echo "unknown kind: $1" >&2; exit 2 ;;
  esac
}
# The exit status `check` should give: 1 for a cycle (an error) and for fan-out (refused by the
# composite-size limit), 0 for the rest.
expected_exit() { case $1 in cycle-* | fanout-*) echo 1 ;; *) echo 0 ;; esac; }
label() {
  case $1 in
    chain | cycle-* | tokens) printf "%'d tokens" "$2" ;;
    fanout-*) printf "%d levels (10^%d parts)" "$2" "$2" ;;
    shadow-layers) printf "%'d layers" "$2" ;;
    description) printf "%d MB" $(($2 / 1048576)) ;;
  esac
}

# A Config of `swatchbook init` with the token file of KIND at SIZE in its core set.
make_config() {
  local kind=$1 size=$2 dir=$work/$1-$2 config_limits=$limits
  case $kind in fanout-*) config_limits=0 ;; esac
  "$binary" init "$dir" >/dev/null
  python3 Benchmarks/hostile.py tokens "$kind" "$size" "$dir/tokens/hostile.tokens.json"
  python3 Benchmarks/hostile.py config "$dir" hostile.tokens.json "$config_limits"
}

# One `check` of the Config DIR in a fresh process; appends "seconds peak_MB status" to OUT, the
# status "killed" when it ran out of time or memory. Keeps the first line of its stderr in OUT.err.
measure() {
  local dir=$1 out=$2 start end status
  start=$EPOCHREALTIME
  status=0
  # The caps are rlimits, so that GNU time still reports the peak RSS of a check they stop: CPU
  # seconds (the check is CPU-bound; SIGXCPU, then SIGKILL a second later) and address space (a
  # failed allocation is a Swift runtime trap).
  ( ulimit -t "$timeout_seconds" -v $((memory_mb * 1024))
    exec /usr/bin/time -f '%M' -o "$work/time" "$binary" check "$dir" >/dev/null 2>"$work/stderr" ) || status=$?
  end=$EPOCHREALTIME
  [ -s "$out.err" ] || head -c 300 "$work/stderr" | head -n 1 >"$out.err"
  case $status in 0 | 1 | 2) ;; *) status=killed ;; esac
  awk -v s="$start" -v e="$end" -v kb="$(tail -n 1 "$work/time")" -v st="$status" \
    'BEGIN {printf "%.4f %.1f %s\n", e - s, kb / 1024, st}' >>"$out"
}

"$binary" init "$work/starter" >/dev/null
for _ in $(seq 1 "$rounds"); do measure "$work/starter" "$work/starter.out"; done
echo "swatchbook check on hostile inputs: median of $rounds rounds, one fresh process per check," \
     "sizes alternating; token limits in swatchbook.json $([ "$limits" = 1 ] && echo raised || echo 'not written (BENCH_HOSTILE_LIMITS=0)');" \
     "a run is killed past ${timeout_seconds} CPU seconds or ${memory_mb} MB of address space"
printf 'the starter Config alone (swatchbook init): %.3f s, %.1f MB, exit %s\n' \
  "$(awk '{print $1}' "$work/starter.out" | median)" "$(awk '{print $2}' "$work/starter.out" | median)" \
  "$(awk '{print $3}' "$work/starter.out" | sort -u | paste -sd/)"
printf '\n%-16s %-24s %10s %14s %8s %8s\n' "kind" "input" "seconds" "peak RSS (MB)" "exit" "ratio"

summary=()
for kind in "${kinds[@]}"; do
  read -r -a sizes <<<"$(sizes_of "$kind")"
  for size in "${sizes[@]}"; do make_config "$kind" "$size"; : >"$work/$kind-$size.out"; done
  for _ in $(seq 1 "$rounds"); do
    for size in "${sizes[@]}"; do
      grep -q killed "$work/$kind-$size.out" || measure "$work/$kind-$size" "$work/$kind-$size.out"
    done
  done
  medians=() killed=0 over_bound="" unexpected=""
  for size in "${sizes[@]}"; do
    out=$work/$kind-$size.out
    seconds=$(awk '{print $1}' "$out" | median)
    memory=$(awk '{print $2}' "$out" | median)
    statuses=$(awk '{print $3}' "$out" | sort -u | paste -sd/)
    grep -q killed "$out" && killed=1
    worst_seconds=$(awk '{print $1}' "$out" | sort -g | tail -n 1)
    worst_mb=$(awk '{print $2}' "$out" | sort -g | tail -n 1)
    if grep -q killed "$out" \
       || awk -v s="$worst_seconds" -v m="$worst_mb" -v bs="$bound_seconds" -v bm="$bound_mb" 'BEGIN {exit !(s > bs || m > bm)}'; then
      over_bound+=" $(label "$kind" "$size") ($(printf '%.1f s, %.0f MB' "$worst_seconds" "$worst_mb")$(grep -q killed "$out" && echo ', killed' || true))"
    fi
    [ "$statuses" = "$(expected_exit "$kind")" ] || unexpected+=" $(label "$kind" "$size") exit $statuses,"
    medians+=("$seconds")
    ratio=""
    [ "${#medians[@]}" -eq 2 ] && ratio=$(awk -v a="${medians[0]}" -v b="${medians[1]}" 'BEGIN {printf "%.2f", b / a}')
    printf '%-16s %-24s %10.3f %14.1f %8s %8s\n' "$kind" "$(label "$kind" "$size")" "$seconds" "$memory" "$statuses" "$ratio"
    [ "$statuses" = 0 ] || [ ! -s "$out.err" ] || echo "  $(label "$kind" "$size"), stderr: $(cut -c1-160 "$out.err")"
  done
  if [ "$killed" = 1 ]; then
    verdict="OVER (killed: a ratio means nothing)"
  elif awk -v r="$ratio" -v l="$ratio_limit" 'BEGIN {exit !(r <= l)}'; then
    verdict="PASS (ratio $ratio <= $ratio_limit)"
  else
    verdict="OVER (ratio $ratio > $ratio_limit)"
  fi
  summary+=("$(printf '%-16s %-40s %s' "$kind" "$verdict" \
    "$([ -z "$over_bound" ] && echo "every run within ${bound_seconds} s and 1 GB" || echo "past ${bound_seconds} s or 1 GB:$over_bound")")$(
    [ -z "$unexpected" ] || echo "; expected exit $(expected_exit "$kind"), got:${unexpected%,}")")
  rm -rf "$work/$kind"-*/
done

echo
echo "verdict per kind (time ratio of the 100× input to the 10× one, limit $ratio_limit; the issue's bound, ${bound_seconds} s and 1 GB per run):"
printf '%s\n' "${summary[@]}"
