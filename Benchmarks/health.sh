#!/usr/bin/env bash
# Whether /healthz stays quick while clients send the most expensive requests there are. A
# readiness probe opens a connection, asks /healthz and must have its answer within its timeout
# (Kubernetes: 1 s by default; a replica that misses is taken out of its Service).
# Benchmarks/health.py sends such probes (a new connection every 20 ms, from a process of its
# own), first with the server idle, then while wrk (Benchmarks/expensive.lua, 8 keep-alive
# connections) goes round requests that always cost a render: searches that miss every cache (8 KB
# of one letter repeated, the issue-26 request that took seconds; the most distinct words a search
# may hold; one letter, which most of the index matches; each made unique by punctuation the
# search ignores), a crawl of the token API (every format × type × context, `=*` included, with
# and without aliases resolved; larger than its cache for the bundled Config), and what changed
# between releases. Two Configs: the bundled one, and a generated system of 10,000 tokens in two
# themes with two releases (Benchmarks/TokenLoad; skipped when its binary is missing), whose
# renders take up to 0.4 s each. Printed for each: the probes' median, 99th percentile and
# maximum in ms, idle and under load, how many were answered within 5 s, and the expensive answers
# per second (rendered, and refused with 503 when the render threads and their queue were full).
#
# usage: Benchmarks/health.sh [SWATCHBOOK_BINARY] [TOKEN_LOAD_BENCHMARK_BINARY]
# environment: BENCH_THREADS (server threads, one per core), BENCH_HEALTH_SECONDS (per phase, 15),
#              BENCH_HEALTH_CLIENTS (wrk connections, 8), BENCH_WRK_THREADS (2)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
generator=${2:-.build/release/token-load-benchmark}
threads=${BENCH_THREADS:-$(nproc)}
seconds=${BENCH_HEALTH_SECONDS:-15}
clients=${BENCH_HEALTH_CLIENTS:-8}
wrk_threads=${BENCH_WRK_THREADS:-2}
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

value() { grep -o "$2=[^ ]*" <<<"$1" | cut -d= -f2; }

# Writes the expensive targets of the server at URL, one a line: "{n}" becomes letters and
# digits, "{p}" punctuation, each unique in the run (expensive.lua).
targets() {
  python3 - "$1" <<'EOF'
import json, sys, urllib.request
url = sys.argv[1]
flat = json.load(urllib.request.urlopen(url + "/api/tokens?format=flat"))
modifiers = json.load(urllib.request.urlopen(url + "/api/modifiers"))["modifiers"]
types = sorted({token["$type"] for token in flat.values()})
contexts = [(m["name"], c) for m in modifiers for c in m["contexts"]] + [(m["name"], "*") for m in modifiers]
searches = [
    "/search?q=" + "+".join(["a"] * 3990) + "+{p}",   # 8 KB of one letter, repeated
    "/search?q=a+b+c+d+e+f+g+{n}",                     # the most distinct words a search may hold
    "/search?q=e+{p}",                                 # one letter: most of the index matches
    "/changes?{p}",                                    # what changed since the newest release
]
crawl = [f"/api/tokens?format={f}&type={t}&{name}={context}&resolve={r}"
         for f in ("dtcg", "flat", "css", "scss", "js", "ts", "swift", "android", "compose", "figma")
         for t in types for (name, context) in contexts for r in ("true", "false")]
for index, target in enumerate(crawl):
    print(target)
    if index % 4 == 0:
        print(searches[index // 4 % len(searches)])
EOF
}

# Serves CONFIG (with PUBLIC), probes /healthz idle and under the expensive mix; prints two rows.
scenario() {
  local label=$1 config=$2 public=$3 url port idle loaded summary
  "$binary" serve --config "$config" --public "$public" --port 0 --threads "$threads" >"$work/serve.log" 2>&1 &
  local server=$!
  pids+=("$server")
  for _ in $(seq 1 600); do grep -q 'listening on' "$work/serve.log" && break; sleep 0.05; done
  grep -q 'listening on' "$work/serve.log" || { echo "server did not start" >&2; cat "$work/serve.log" >&2; exit 1; }
  url=$(grep -o 'http://[^ ]*' "$work/serve.log" | head -n 1)
  port=${url##*:}
  targets "$url" >"$work/targets"
  idle=$(python3 Benchmarks/health.py "$port" --seconds "$seconds")
  wrk -t"$wrk_threads" -c"$clients" -d"$((seconds + 2))s" -s Benchmarks/expensive.lua "$url" -- "$work/targets" \
    >"$work/wrk.out" 2>&1 &
  local load=$!
  pids+=("$load")
  sleep 1
  loaded=$(python3 Benchmarks/health.py "$port" --seconds "$seconds")
  wait "$load" || true
  kill -0 "$server" 2>/dev/null || { echo "the server exited under load" >&2; tail -n 20 "$work/serve.log" >&2; exit 1; }
  kill "$server"; wait "$server" 2>/dev/null || true
  summary=$(grep '^expensive:' "$work/wrk.out") || { echo "wrk said:" >&2; cat "$work/wrk.out" >&2; exit 1; }
  for phase in idle loaded; do
    local result=${!phase} rates="" name
    name=$([ "$phase" = idle ] && echo "idle" || echo "$clients clients, expensive mix")
    if [ "$phase" = loaded ]; then
      rates=$(awk -v r="$(value "$summary" 2xx)" -v f="$(value "$summary" 503)" -v d="$(value "$summary" seconds)" \
        'BEGIN { printf "%.0f/s rendered, %.0f/s 503", r / d, f / d }')
    fi
    printf '%-26s %-26s %9s %7s %7s %9s  %s\n' "$label" "$name" "$(value "$result" median_ms)" "$(value "$result" p99_ms)" \
      "$(value "$result" max_ms)" "$(value "$result" answered)/$(value "$result" probes)" "$rates"
  done
}

echo "Health under load: GET /healthz on a new connection every 20 ms for ${seconds} s (5 s to answer), idle and"
echo "while $clients connections send requests that always render; $threads server threads"
printf '\n%-26s %-26s %9s %7s %7s %9s  %s\n' "Config" "phase" "median ms" "p99 ms" "max ms" "answered" "expensive answers"
scenario "bundled (247 tokens)" Config Public
if [ -x "$generator" ]; then
  mkdir -p "$work/large/releases" "$work/public"
  "$generator" generate 10000 "$work/large/releases/1.0.0"
  "$generator" generate 10000 "$work/large/releases/2.0.0" --next
  cat >"$work/large/swatchbook.json" <<JSON
{"name": "Health benchmark", "resolver": "releases/2.0.0/bench.resolver.json",
 "releases": [{"version": "1.0.0", "tokens": "releases/1.0.0"}, {"version": "2.0.0", "tokens": "releases/2.0.0"}]}
JSON
  scenario "generated, 10,000 tokens" "$work/large" "$work/public"
else
  echo "($generator is missing: the generated Config is skipped; make bench builds it)"
fi
