#!/usr/bin/env bash
# How long `swatchbook export` takes (issue 31), each run a fresh process under GNU time, printed
# with its wall and CPU seconds, peak RSS, files written and exit status, then the medians:
#
# 1. the bundled Config, whole (every preview), on BENCH_EXPORT_WORKERS workers: the goal is 3 s;
# 2. linearity: the same Config with one more modifier of 10 contexts (`scale`, each context
#    one token), so 10 times the pages: the goal is at most 12 times the time of 1., scaled by
#    the ratio of files actually written;
# 3. with BENCH_EXPORT_MULTIPLIED=1, a Config that serves fine but multiplies in an export
#    (issue 26): `swatchbook init`'s (64 tokens, a theme modifier) with four more modifiers of five
#    contexts each: 68 tokens × 1,250 permutations, about 195,000 files, exportPages raised.
#
# usage: Benchmarks/export.sh [SWATCHBOOK_BINARY]
# environment: BENCH_EXPORT_ROUNDS (3), BENCH_EXPORT_WORKERS (2), BENCH_EXPORT_PREVIEWS (all),
#              BENCH_EXPORT_MEMORY_MB (address space per run, 4096: a run past it is stopped),
#              BENCH_EXPORT_OUT (a folder to export into; a new one in /dev/shm), BENCH_EXPORT_MULTIPLIED (0),
#              BENCH_EXPORT_LIMIT (1: raise exportPages in the multiplied Config; 0: write no limit, for a
#              binary that does not know it yet), BENCH_SUMMARY (a file:
#              the figures are appended to it as `figure<TAB>measured<TAB>goal<TAB>met|missed`)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
rounds=${BENCH_EXPORT_ROUNDS:-3}
workers=${BENCH_EXPORT_WORKERS:-2}
previews=${BENCH_EXPORT_PREVIEWS:-all}
memory_mb=${BENCH_EXPORT_MEMORY_MB:-4096}
limit=${BENCH_EXPORT_LIMIT:-1}
work=$(mktemp -d)
shm=""
trap 'rm -rf "$work" ${shm:+"$shm"} ${BENCH_EXPORT_OUT:+"$BENCH_EXPORT_OUT/site"}' EXIT
# Where the exports are written (its `site` folder is replaced by each run and removed at the end):
# a new folder in memory (/dev/shm) unless BENCH_EXPORT_OUT names one. On this kind of machine the
# disk's own cost of making the bundled Config's 19,000 folders and 23,000 files varies from about
# 1 to 12 s of system time between runs of the same export (the file system's first touches),
# which would drown what Swatchbook does; so the bundled Config is exported into a folder on disk
# ($work) too, and that is printed beside it. The exports in memory are outside the address-space
# limit and the peak RSS printed (the 10-contexts Config's is about 1.1 GB).
if [ -n "${BENCH_EXPORT_OUT:-}" ]; then out=$BENCH_EXPORT_OUT
elif [ -d /dev/shm ] && [ -w /dev/shm ]; then shm=$(mktemp -d -p /dev/shm); out=$shm
else out=$work; fi

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

# Exports the Config $1 (public folder $2) $rounds times, printing each run; leaves "wall cpu rss files" per run in $work/runs.
export_rounds() {
  local config=$1 public=$2 round status wall user system peak total cpu files
  : >"$work/runs"
  printf '\n%-6s %10s %10s %12s %9s %7s  %s\n' "run" "wall s" "cpu s" "peak RSS MB" "files" "status" "total line"
  for round in $(seq 1 "$rounds"); do
    rm -rf "$out/site"
    status=0
    (ulimit -v $((memory_mb * 1024)); /usr/bin/time -f '%e %U %S %M' -o "$work/time" \
      "$binary" export --config "$config" ${public:+--public "$public"} --out "$out/site" --workers "$workers" \
        --previews "$previews" 2>"$work/err") || status=$?
    read -r wall user system peak < <(tail -1 "$work/time")
    total=$(grep -E '^(exported|error)' "$work/err" | tail -1 | cut -c1-90)
    cpu=$(echo "$user $system" | awk '{print $1 + $2}')
    files=$(find "$out/site" -type f 2>/dev/null | wc -l)
    printf '%-6s %10s %10s %12s %9s %7s  %s\n' "$round" "$wall" "$cpu" "$((peak / 1024))" "$files" "$status" "$total"
    [ "$status" = 0 ] || { cat "$work/err" >&2; exit 1; }
    echo "$wall $cpu $((peak / 1024)) $files" >>"$work/runs"
  done
  printf '%-6s %10s %10s %12s %9s\n' "median" "$(awk '{print $1}' "$work/runs" | median)" "$(awk '{print $2}' "$work/runs" | median)" \
    "$(awk '{print $3}' "$work/runs" | median)" "$(awk '{print $4}' "$work/runs" | median)"
}

# A line of BENCH_SUMMARY, when it names a file.
summary() { [ -z "${BENCH_SUMMARY:-}" ] || printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$BENCH_SUMMARY"; }

echo "swatchbook export of the bundled Config, --previews $previews, $workers workers, $memory_mb MB address space, into $out"
export_rounds Config Public
base_wall=$(awk '{print $1}' "$work/runs" | median); base_files=$(awk '{print $4}' "$work/runs" | median)
range=$(awk '{print $1}' "$work/runs" | sort -g | sed -n '1p;$p' | paste -sd-)
on_disk=""
where="into $out"
if [ -n "$shm" ]; then
  where="into memory"
  echo
  echo "the same into a folder on disk ($work)"
  out=$work
  export_rounds Config Public
  on_disk="; on disk $(awk '{print $1}' "$work/runs" | median) s"
  rm -rf "$work/site"
  out=$shm
fi
summary "export of the bundled Config $where, median of $rounds ($workers workers)" "$base_wall s ($range), $base_files files$on_disk" "3 s" \
  "$(awk -v w="$base_wall" 'BEGIN {print (w <= 3) ? "met" : "missed"}')"

# The bundled Config with a modifier of 10 contexts: a copy of every guide page and preview per context.
cp -r Config "$work/Scaled"
# `check` looks for the public folder beside the Config, as the bundled one has it.
cp -r Public "$work/Public"
python3 - "$work/Scaled" <<'PY'
import json, os, sys
config = sys.argv[1]
path = os.path.join(config, "tokens/swatchbook.resolver.json")
resolver = json.load(open(path))
os.makedirs(os.path.join(config, "tokens/scale"), exist_ok=True)
contexts = {}
for c in range(10):
    name = f"./scale/scale-{c}.tokens.json"
    json.dump({"scale": {"$type": "number", "$value": c}}, open(os.path.join(config, "tokens", name), "w"))
    contexts[f"s{c}"] = [{"$ref": name}]
resolver["modifiers"]["scale"] = {"description": "A made-up axis that multiplies the pages.", "contexts": contexts, "default": "s0"}
resolver["resolutionOrder"].append({"$ref": "#/modifiers/scale"})
json.dump(resolver, open(path, "w"), indent=2)
settings_path = os.path.join(config, "swatchbook.json")
settings = json.load(open(settings_path))
settings.setdefault("limits", {})["exportPages"] = 10000000
json.dump(settings, open(settings_path, "w"), indent=2)
PY
"$binary" check "$work/Scaled" >/dev/null
echo
echo "the same with a modifier of 10 contexts (10 times the pages)"
export_rounds "$work/Scaled" Public
scaled_wall=$(awk '{print $1}' "$work/runs" | median); scaled_files=$(awk '{print $4}' "$work/runs" | median)
read -r pages_ratio time_ratio allowed < <(awk -v bw="$base_wall" -v bf="$base_files" -v sw="$scaled_wall" -v sf="$scaled_files" \
  'BEGIN {p = sf / bf; printf "%.1f %.1f %.1f\n", p, sw / bw, 1.2 * p}')
echo
echo "linearity: ${pages_ratio}x the files in ${time_ratio}x the time (the goal: at most ${allowed}x, 1.2 times the files' ratio)"
summary "export linearity: ${pages_ratio}x the files, time ratio" "${time_ratio}x" "${allowed}x (10x pages <= 12x time)" \
  "$(awk -v t="$time_ratio" -v a="$allowed" 'BEGIN {print (t <= a) ? "met" : "missed"}')"
rm -rf "$work/Scaled" "$out/site"

[ "${BENCH_EXPORT_MULTIPLIED:-0}" = 1 ] || exit 0
"$binary" init "$work/Config" >/dev/null
python3 - "$work/Config" "$limit" <<'PY'
import json, os, sys
config, limit = sys.argv[1], sys.argv[2] == "1"
path = os.path.join(config, "tokens/swatchbook.resolver.json")
resolver = json.load(open(path))
os.makedirs(os.path.join(config, "tokens/axes"), exist_ok=True)
for m in range(4):
    contexts = {}
    for c in range(5):
        name = f"./axes/axis{m}-{c}.tokens.json"
        json.dump({f"axis{m}": {"$type": "dimension", "$value": {"value": c, "unit": "px"}}}, open(os.path.join(config, "tokens", name), "w"))
        contexts[f"c{c}"] = [{"$ref": name}]
    resolver["modifiers"][f"axis{m}"] = {"contexts": contexts, "default": "c0"}
    resolver["resolutionOrder"].append({"$ref": f"#/modifiers/axis{m}"})
json.dump(resolver, open(path, "w"), indent=2)
if limit:
    settings_path = os.path.join(config, "swatchbook.json")
    settings = json.load(open(settings_path))
    settings.setdefault("limits", {})["exportPages"] = 10000000
    json.dump(settings, open(settings_path, "w"), indent=2)
PY
"$binary" check "$work/Config" >&2
echo
echo "swatchbook export of 68 tokens × 1,250 permutations, --previews $previews, $workers workers, $memory_mb MB address space"
export_rounds "$work/Config" ""
