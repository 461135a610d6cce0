#!/usr/bin/env bash
# The access gate's cost per request: the same cached answers served publicly, privately to
# `Authorization: Bearer TOKEN`, and privately to Basic auth with the token as password (no session,
# so every request is checked afresh), beside the C floor (Benchmarks/floor.c) serving the public
# answer's bytes with the same libmicrohttpd settings. Rounds alternate between the four; printed
# are the medians, each one's ratio to the floor, and the private ÷ public ratios (median of the
# ratios of adjacent rounds, which share the machine's state), with every round's figures below.
#
# usage: Benchmarks/access.sh [SWATCHBOOK_BINARY]
# environment: BENCH_DURATION (s per round, 5), BENCH_ROUNDS (5), BENCH_CONNECTIONS (64),
#              BENCH_THREADS (server threads, one per core), BENCH_WRK_THREADS (2),
#              BENCH_TARGETS (paths, space-separated)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
source Benchmarks/floor-setup.sh

# wrk's requests per second for a URL, with any extra wrk arguments (-H 'Authorization: …').
requests_per_second() {
  wrk -t"$wrk_threads" -c"$connections" -d"${duration}s" "$@" | awk '/^Requests\/sec:/ {print $2}'
}

# The private copy of the bundled Config: its tokens file outside it, and no `*` among its origins
# (a private Config lists origins exactly). The public one is the bundled Config itself.
cp -R Config "$work/Config"
python3 - "$work/Config/swatchbook.json" "$work/tokens.json" <<'EOF'
import json, sys
path, tokens = sys.argv[1], sys.argv[2]
settings = json.load(open(path))
settings.update({"access": "private", "corsOrigins": [], "tokensFile": tokens})
json.dump(settings, open(path, "w"), indent=2)
EOF
token=$(env -u SWATCHBOOK_TOKENS_FILE "$binary" token create bench --scope api,guide --config "$work/Config" 2>"$work/token.err" | tail -1) \
  || { echo "swatchbook token create failed:" >&2; cat "$work/token.err" >&2; exit 1; }
bearer="Authorization: Bearer $token"
basic="Authorization: Basic $(printf 'ci:%s' "$token" | base64 -w0)"

start "$work/public.out" "$binary" serve --config Config --public Public --port 0 --threads "$threads"
public_port=$started_port
start "$work/private.out" env -u SWATCHBOOK_TOKENS_FILE "$binary" serve --config "$work/Config" --public Public --port 0 --threads "$threads"
private_port=$started_port
echo "Swatchbook public on port $public_port and private on port $private_port, $threads server threads, access log on;" \
     "wrk: $wrk_threads threads, $connections keep-alive connections, $rounds rounds of ${duration}s, alternating"
printf '\n%-26s %9s %9s %9s %9s %7s %7s %7s %9s %9s\n' "target" "floor" "public" "bearer" "basic" \
  "pub/fl" "bear/fl" "bas/fl" "bear/pub" "bas/pub"

targets=${BENCH_TARGETS:-"/api/tokens?format=css /_swatchbook/css/swatchbook.css"}
set -f
for path in $targets; do
  public="http://127.0.0.1:$public_port$path" private="http://127.0.0.1:$private_port$path"
  curl -sS -D "$work/headers.raw" -o "$work/body" "$public"
  grep -v -i -E '^(HTTP/|date:|content-length:|connection:|transfer-encoding:)' "$work/headers.raw" | tr -d '\r' | sed '/^$/d' >"$work/headers"
  # The private answers hold the same bytes, private to caches; anonymous, the private server refuses.
  for credential in "$bearer" "$basic"; do
    status=$(curl -sS -H "$credential" -D "$work/private.raw" -o "$work/private.body" -w '%{http_code}' "$private")
    cmp -s "$work/body" "$work/private.body" \
      || { echo "the private answer to $path differs from the public one (HTTP ${status:-none})" >&2; exit 1; }
    grep -qi '^cache-control: private' "$work/private.raw" || { echo "the private answer to $path is not Cache-Control: private" >&2; exit 1; }
  done
  [ "$(curl -sS -o /dev/null -w '%{http_code}' "$private")" = 401 ] || { echo "the private server answers $path without credentials" >&2; exit 1; }
  start "$work/floor.out" Benchmarks/floor 0 "$threads" "$work/body" "$work/headers"
  floor="http://127.0.0.1:$started_port$path" floor_pid=$started_pid
  cmp -s "$work/body" <(curl -sS "$floor") || { echo "floor serves different bytes" >&2; exit 1; }
  for url in "$public" "$floor"; do wrk -t1 -c8 -d1s "$url" >/dev/null; done
  wrk -t1 -c8 -d1s -H "$bearer" "$private" >/dev/null
  : >"$work/floor.rps"; : >"$work/public.rps"; : >"$work/bearer.rps"; : >"$work/basic.rps"
  for _ in $(seq 1 "$rounds"); do
    requests_per_second "$floor" >>"$work/floor.rps"
    requests_per_second "$public" >>"$work/public.rps"
    requests_per_second -H "$bearer" "$private" >>"$work/bearer.rps"
    requests_per_second -H "$basic" "$private" >>"$work/basic.rps"
  done
  # The medians go to their own names: $bearer and $basic are the credentials the next target sends.
  for name in floor public bearer basic; do eval "${name}_median=\$(median <\"\$work/$name.rps\")"; done
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN {print a / b}'; }
  paired() { paste "$work/$1.rps" "$work/$2.rps" | awk '{print $1 / $2}' | median; }
  printf '%-26s %9.0f %9.0f %9.0f %9.0f %7.3f %7.3f %7.3f %9.3f %9.3f\n' "$path" "$floor_median" "$public_median" "$bearer_median" "$basic_median" \
    "$(ratio "$public_median" "$floor_median")" "$(ratio "$bearer_median" "$floor_median")" "$(ratio "$basic_median" "$floor_median")" \
    "$(paired bearer public)" "$(paired basic public)"
  echo "  rounds: floor $(paste -sd' ' "$work/floor.rps") | public $(paste -sd' ' "$work/public.rps")" \
       "| bearer $(paste -sd' ' "$work/bearer.rps") | basic $(paste -sd' ' "$work/basic.rps")"
  kill "$floor_pid"; wait "$floor_pid" 2>/dev/null || true
done
