#!/usr/bin/env bash
# Whether /healthz stays quick while clients send the most expensive requests there are, for
# `swatchbook serve` on the bundled Config. A readiness probe opens a connection, asks /healthz
# and must have its answer within its timeout (Kubernetes: 1 s by default; a replica that misses
# is taken out of its Service). Benchmarks/health.py sends such probes (a new connection every
# 20 ms, from a process of its own), first with the server idle, then while wrk
# (Benchmarks/expensive.lua, 8 keep-alive connections) goes round requests that always cost a
# render: searches that miss every cache (8 KB of one word repeated, the most distinct words a
# search may hold, one letter that matches most of the index; each made unique by punctuation
# the search ignores), and a crawl of the token API (every format × type × context, `=*`
# included, with and without aliases resolved) larger than its cache. Printed: the probes'
# median, 99th percentile and maximum in ms, idle and under load, how many were answered, and
# the expensive answers per second (rendered, and refused with 503 when the render threads and
# their queue were full).
#
# usage: Benchmarks/health.sh [SWATCHBOOK_BINARY]
# environment: BENCH_THREADS (server threads, one per core), BENCH_HEALTH_SECONDS (per phase, 15),
#              BENCH_HEALTH_CLIENTS (wrk connections, 8), BENCH_WRK_THREADS (2)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
threads=${BENCH_THREADS:-$(nproc)}
seconds=${BENCH_HEALTH_SECONDS:-15}
clients=${BENCH_HEALTH_CLIENTS:-8}
wrk_threads=${BENCH_WRK_THREADS:-2}
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

"$binary" serve --config Config --public Public --port 0 --threads "$threads" >"$work/serve.log" 2>&1 &
server=$!
pids+=("$server")
for _ in $(seq 1 200); do grep -q 'listening on' "$work/serve.log" && break; sleep 0.05; done
grep -q 'listening on' "$work/serve.log" || { echo "server did not start" >&2; cat "$work/serve.log" >&2; exit 1; }
url=$(grep -o 'http://[^ ]*' "$work/serve.log" | head -n 1)
port=${url##*:}

# The targets: "{n}" becomes a number, "{p}" punctuation, each unique in the run (expensive.lua).
python3 - "$url" >"$work/targets" <<'EOF'
import json, sys, urllib.request
url = sys.argv[1]
flat = json.load(urllib.request.urlopen(url + "/api/tokens?format=flat"))
modifiers = json.load(urllib.request.urlopen(url + "/api/modifiers"))
types = sorted({token["$type"] for token in flat.values()})
contexts = [(m["name"], c) for m in modifiers.get("modifiers", []) for c in m.get("contexts", [])]
contexts += [(m["name"], "*") for m in modifiers.get("modifiers", [])]
searches = [
    "/search?q=" + "+".join(["w{n}"] * 700),                      # 8 KB of one word, repeated
    "/search?q=a+b+c+d+e+f+g+{n}",                                 # the most distinct words allowed
    "/search?q=e+{p}",                                             # one letter: most of the index matches
]
crawl = [f"/api/tokens?format={f}&type={t}&{name}={context}&resolve={r}"
         for f in ("dtcg", "flat", "css", "scss", "js", "ts", "swift", "android", "compose", "figma")
         for t in types for (name, context) in contexts for r in ("true", "false")]
for index, target in enumerate(crawl):
    print(target)
    if index % 4 == 0:
        print(searches[index // 4 % len(searches)])
EOF

probe() { python3 Benchmarks/health.py "$port" --seconds "$seconds"; }
value() { grep -o "$2=[^ ]*" <<<"$1" | cut -d= -f2; }

idle=$(probe)
wrk -t"$wrk_threads" -c"$clients" -d"$((seconds + 2))s" -s Benchmarks/expensive.lua "$url" -- "$work/targets" >"$work/wrk.out" 2>&1 &
pids+=("$!")
sleep 1
loaded=$(probe)
wait "${pids[-1]}" || true
kill -0 "$server" 2>/dev/null || { echo "the server exited under load" >&2; tail -n 20 "$work/serve.log" >&2; exit 1; }
summary=$(grep '^expensive:' "$work/wrk.out") || { echo "wrk said:" >&2; cat "$work/wrk.out" >&2; exit 1; }
duration=$(value "$summary" seconds)

echo "Health under load: GET /healthz on a new connection every 20 ms for ${seconds} s, idle and while $clients"
echo "connections send expensive requests (unique searches, a token-API crawl past its cache); $threads server threads"
printf '\n%-28s %10s %8s %8s %12s\n' "server" "median ms" "p99 ms" "max ms" "answered"
for phase in idle loaded; do
  result=${!phase}
  label=$([ "$phase" = idle ] && echo "idle" || echo "$clients clients, expensive mix")
  printf '%-28s %10s %8s %8s %12s\n' "$label" "$(value "$result" median_ms)" "$(value "$result" p99_ms)" \
    "$(value "$result" max_ms)" "$(value "$result" answered)/$(value "$result" probes)"
done
rendered=$(value "$summary" 2xx) refused=$(value "$summary" 503)
awk -v r="$rendered" -v f="$refused" -v d="$duration" -v e="$(value "$summary" 4xx)" \
  'BEGIN { printf "expensive answers: %.0f/s rendered, %.0f/s refused with 503 (Retry-After), %d 4xx\n", r / d, f / d, e }'
