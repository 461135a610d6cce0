#!/usr/bin/env bash
# Whether a normal request is still answered while a flood of idle or trickling connections is
# held, for Swatchbook (`serve`, the bundled Config and its limits) and for the C floor
# (Benchmarks/floor.c, given the same libmicrohttpd limits: connections, per address, backlog,
# inactivity timeout; it has no head deadline). Loopback only. For each scenario a fresh server
# is started, Benchmarks/flood.py opens the flood (from 127.0.0.2, or from 127.0.0.2 onwards when
# "many addresses"), reopens what the server closes, and sends 10 normal requests (GET /healthz
# from 127.0.0.1) spread over the flood. Printed per scenario and server: how many were answered
# within 5 s, the median and the maximum time to answer (one not answered counts as 5 s), the
# flood connections still open at the end and how many the server closed, and the server's peak
# RSS. The scenarios: 5,000 idle connections; 1,100 trickling ones (a byte every 5 s, held 14 s,
# past the 10 s head deadline); both at once; each from one address and from 100; then 1,100
# trickling connections from 100 addresses against both servers limited to 1,024 connections
# (the limit of before), where only a head deadline frees the slots.
#
# usage: Benchmarks/flood.sh [SWATCHBOOK_BINARY]
# environment: BENCH_THREADS (server threads, one per core), BENCH_FLOOD_SCENARIOS (numbers from
#              1 to 7, space-separated; all), BENCH_FLOOD_REOPEN (seconds before the flood reopens
#              a connection the server closed, 2), BENCH_FLOOD_ADDRESSES (for "many", 100)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
threads=${BENCH_THREADS:-$(nproc)}
reopen=${BENCH_FLOOD_REOPEN:-2}
many=${BENCH_FLOOD_ADDRESSES:-100}
read -r -a scenarios <<<"${BENCH_FLOOD_SCENARIOS:-1 2 3 4 5 6 7}"
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

# The flood, the servers and this script each hold thousands of sockets.
ulimit -n "$(ulimit -Hn)"
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt 16384 ]; then
  echo "note: the open-file limit is $(ulimit -n); the servers will hold fewer connections than asked" >&2
fi

cc -O2 -o Benchmarks/floor Benchmarks/floor.c $(pkg-config --cflags --libs libmicrohttpd) -lpthread

# The bundled Config as is, and a copy limited to 1,024 connections for the last scenario.
cp -r Config "$work/config-1024"
python3 - "$work/config-1024/swatchbook.json" <<'EOF'
import json, sys
settings = json.load(open(sys.argv[1]))
settings["limits"]["connections"] = 1024
json.dump(settings, open(sys.argv[1], "w"), indent=2)
EOF
limit() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["limits"][sys.argv[2]])' Config/swatchbook.json "$1"; }
per_address=$(limit connectionsPerAddress) backlog=$(limit listenBacklog) timeout=$(limit connectionTimeoutSeconds)

# Starts a server in the background; sets started_pid, and started_port from its "listening on" line.
start() {
  local log=$1; shift
  "$@" >"$log" 2>&1 &
  started_pid=$!
  pids+=("$started_pid")
  for _ in $(seq 1 200); do
    if grep -q 'listening on' "$log"; then started_port=$(grep -o 'listening on [^ ]*' "$log" | grep -o '[0-9]*$' | head -1); return; fi
    sleep 0.05
  done
  echo "server did not start: $*" >&2; cat "$log" >&2; exit 1
}
stop() { kill "$1" 2>/dev/null || true; wait "$1" 2>/dev/null || true; }

start "$work/swatchbook.out" "$binary" serve --config Config --public Public --port 0 --threads "$threads"
curl -sS -D "$work/headers.raw" -o "$work/body" "http://127.0.0.1:$started_port/healthz"
grep -v -i -E '^(HTTP/|date:|content-length:|connection:|transfer-encoding:)' "$work/headers.raw" | tr -d '\r' | sed '/^$/d' >"$work/headers"
stop "$started_pid"

echo "Flood: time to answer 10 normal requests (GET /healthz from 127.0.0.1, each given 5 s) while a flood is held;"
echo "servers: $threads threads; Swatchbook with the bundled Config's limits, the C floor with the same libmicrohttpd"
echo "limits (connections, $per_address per address, backlog $backlog, ${timeout} s inactivity; no head deadline);"
echo "the flood reopens what the server closes after ${reopen} s; open-file limit $(ulimit -n)"
printf '\n%-44s %-10s %9s %10s %8s %10s %8s %8s\n' "scenario" "server" "answered" "median ms" "max ms" "flood held" "closed" "RSS MB"

for scenario in "${scenarios[@]}"; do
  config=Config connections=$(limit connections)
  case $scenario in
    1) label="5,000 idle, one address" flood="--idle 5000 --addresses 1 --seconds 10" ;;
    2) label="5,000 idle, $many addresses" flood="--idle 5000 --addresses $many --seconds 10" ;;
    3) label="1,100 trickling, one address" flood="--trickle 1100 --addresses 1 --seconds 14" ;;
    4) label="1,100 trickling, $many addresses" flood="--trickle 1100 --addresses $many --seconds 14" ;;
    5) label="5,000 idle + 1,100 trickling, one address" flood="--idle 5000 --trickle 1100 --addresses 1 --seconds 14" ;;
    6) label="5,000 idle + 1,100 trickling, $many addr." flood="--idle 5000 --trickle 1100 --addresses $many --seconds 14" ;;
    7) label="1,100 trickling, $many addr., 1,024 conns" flood="--trickle 1100 --addresses $many --seconds 14"
       config="$work/config-1024" connections=1024 ;;
    *) echo "unknown scenario: $scenario" >&2; exit 2 ;;
  esac
  for server in swatchbook floor; do
    if [ "$server" = swatchbook ]; then
      start "$work/serve.log" "$binary" serve --config "$config" --public Public --port 0 --threads "$threads"
    else
      start "$work/floor.log" env FLOOR_CONNECTIONS="$connections" FLOOR_CONNECTIONS_PER_ADDRESS="$per_address" \
        FLOOR_LISTEN_BACKLOG="$backlog" FLOOR_TIMEOUT_SECONDS="$timeout" \
        Benchmarks/floor 0 "$threads" "$work/body" "$work/headers"
    fi
    # shellcheck disable=SC2086
    result=$(python3 Benchmarks/flood.py "$started_port" $flood --reopen-after "$reopen" --pid "$started_pid")
    stop "$started_pid"
    value() { grep -o "$1=[^ ]*" <<<"$result" | cut -d= -f2; }
    printf '%-44s %-10s %9s %10s %8s %10s %8s %8s\n' "$label" "$server" "$(value answered)" "$(value median_ms)" \
      "$(value max_ms)" "$(value held)" "$(value closed)" "$(value rss_mb)"
  done
done
