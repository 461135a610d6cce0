#!/usr/bin/env bash
# Peak memory and time of `swatchbook export` on a Config that serves fine but multiplies in an
# export (issue 26): the Config `swatchbook init` writes (64 tokens, a theme modifier) with four
# more modifiers of five contexts each, every context adding one token: 68 tokens × 1,250
# permutations, 1,875 copies of the guide. `exportPages` is raised so that the whole site is
# written (about 195,000 files with every preview). Each run is a fresh process under GNU time;
# printed are each run's wall and CPU seconds, peak RSS and exit status, then the medians.
#
# usage: Benchmarks/export.sh [SWATCHBOOK_BINARY]
# environment: BENCH_EXPORT_ROUNDS (3), BENCH_EXPORT_WORKERS (2), BENCH_EXPORT_PREVIEWS (all),
#              BENCH_EXPORT_MEMORY_MB (address space per run, 4096: a run past it is stopped),
#              BENCH_EXPORT_LIMIT (1: raise exportPages in swatchbook.json; 0: write no limit, for a
#              binary that does not know it yet)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
rounds=${BENCH_EXPORT_ROUNDS:-3}
workers=${BENCH_EXPORT_WORKERS:-2}
previews=${BENCH_EXPORT_PREVIEWS:-all}
memory_mb=${BENCH_EXPORT_MEMORY_MB:-4096}
limit=${BENCH_EXPORT_LIMIT:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

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

echo "swatchbook export of 68 tokens × 1,250 permutations, --previews $previews, $workers workers, $memory_mb MB address space"
printf '\n%-6s %10s %10s %12s %7s  %s\n' "run" "wall s" "cpu s" "peak RSS MB" "status" "total line"
for round in $(seq 1 "$rounds"); do
  rm -rf "$work/site"
  status=0
  (ulimit -v $((memory_mb * 1024)); /usr/bin/time -f '%e %U %S %M' -o "$work/time" \
    "$binary" export --config "$work/Config" --out "$work/site" --workers "$workers" --previews "$previews" 2>"$work/err") || status=$?
  read -r wall user system peak < <(tail -1 "$work/time")
  total=$(grep -E '^(exported|error)' "$work/err" | tail -1 | cut -c1-90)
  cpu=$(echo "$user $system" | awk '{print $1 + $2}')
  printf '%-6s %10s %10s %12s %7s  %s\n' "$round" "$wall" "$cpu" "$((peak / 1024))" "$status" "$total"
  echo "$wall $cpu $((peak / 1024))" >>"$work/runs"
done
printf '%-6s %10s %10s %12s\n' "median" "$(awk '{print $1}' "$work/runs" | median)" "$(awk '{print $2}' "$work/runs" | median)" \
  "$(awk '{print $3}' "$work/runs" | median)"
