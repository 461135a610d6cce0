#!/usr/bin/env bash
# How long `swatchbook serve` takes to start (issue 31): from the start of the process to the
# `listening on` line, and to the first 200 of `/` (polled from the start, a connection every
# half millisecond), of a Config (the bundled one), each run a fresh process. With the medians,
# the breakdown the server logs at `--log-level debug` (`start-up: … ms to listening, … ms of CPU;
# settings … ms, tokens … ms, …`): each phase's median over the runs. Phases that load in
# parallel overlap, so they add up to more than the whole. "before main" is what the process
# took before its first line of Swift ran (loading libraries): the whole less the server's count.
#
# Beside each run, the C floor (Benchmarks/floor.c: a bare libmicrohttpd program, so the same
# libraries, GnuTLS and its chain among them) starts and answers `/` with the body Swatchbook
# sent for it: what any server on these libraries takes, and the ratio of Swatchbook to it.
#
# With a second binary (an earlier build), it runs beside each run too, and the median of the
# ratios of each run to the earlier binary's run beside it is printed (adjacent runs share the machine's state).
#
# usage: Benchmarks/startup.sh [SWATCHBOOK_BINARY [EARLIER_BINARY]]
# environment: BENCH_STARTUP_RUNS (15), BENCH_CONFIG (Config), BENCH_PUBLIC (Public),
#              BENCH_SUMMARY (a file: the figures are appended to it as `figure<TAB>measured<TAB>goal<TAB>met|missed`)
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-.build/release/swatchbook}
cc -O2 -o Benchmarks/floor Benchmarks/floor.c $(pkg-config --cflags --libs libmicrohttpd) -lpthread
exec python3 - "$binary" "${BENCH_STARTUP_RUNS:-15}" "${BENCH_CONFIG:-Config}" "${BENCH_PUBLIC:-Public}" "${BENCH_SUMMARY:-}" "${2:-}" <<'PY'
import os, re, signal, socket, statistics, subprocess, sys, tempfile, threading, time, urllib.request

binary, runs, config, public, summary, earlier = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]
LISTENING_GOAL, ANSWER_GOAL = 20.0, 40.0

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]

def first_answer(port, started, deadline):
    """Milliseconds from `started` to the first 200 of `/`, asking again until one comes."""
    request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
                s.sendall(request)
                head = s.recv(64)
                while b"\r\n" not in head:
                    more = s.recv(64)
                    if not more: break
                    head += more
                if head.startswith(b"HTTP/1.1 200"):
                    stop = time.monotonic()
                    while s.recv(65536): pass
                    return (stop - started) * 1000
                status = head.split(b"\r\n")[0].decode()
                raise SystemExit(f"/ answered {status}")
        except (ConnectionRefusedError, ConnectionResetError):
            time.sleep(0.0005)
    raise SystemExit("no answer from / within 30 s")

def cpu_ms(pid):
    """The CPU time of every thread of `pid` so far, in milliseconds (the kernel's nanosecond count)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f: total += int(f.read().split()[0])
        except (FileNotFoundError, ProcessLookupError): pass
    return total / 1e6

def one_run(binary):
    port = free_port()
    command = [binary, "serve", "--config", config, "--public", public, "--port", str(port), "--log-level", "debug"]
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    listening = {}
    def watch():
        for line in process.stdout:
            if line.startswith(b"listening on"):
                listening["ms"] = (time.monotonic() - started) * 1000
                listening["cpu"] = cpu_ms(process.pid)
    reader = threading.Thread(target=watch)
    reader.start()
    try:
        answer = first_answer(port, started, started + 30)
    except BaseException:
        process.kill()
        raise
    while "cpu" not in listening and reader.is_alive(): time.sleep(0.001)
    process.send_signal(signal.SIGTERM)
    errors = process.stderr.read()
    process.wait(timeout=30)
    reader.join()
    if "ms" not in listening: raise SystemExit(f"no 'listening on' line; stderr:\n{errors.decode()}")
    line = next((l for l in errors.decode().splitlines() if " start-up: " in l), None)
    if line is None: return listening["ms"], answer, {"CPU to listening (kernel's count)": listening["cpu"]}  # a binary from before the breakdown
    inside, cpu = re.search(r"start-up: ([0-9.]+) ms to listening, ([0-9.]+) ms of CPU", line).groups()
    phases = {name: float(ms) for name, ms in re.findall(r"([a-z][a-z ]*?) ([0-9.]+) ms", line.split(";", 1)[1])}
    phases = {"before main": listening["ms"] - float(inside), **phases, "CPU to listening": float(cpu),
              "CPU to listening (kernel's count)": listening["cpu"]}
    return listening["ms"], answer, phases

def stopped(process):
    """Ends `process` (SIGTERM, then SIGKILL after 30 s) if it is still running."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try: process.wait(timeout=30)
        except subprocess.TimeoutExpired: process.kill(); process.wait()

def floor_run(body):
    """The C floor's start to its `listening on` line and to its first 200 of `/` (ms)."""
    started = time.monotonic()
    process = subprocess.Popen(["Benchmarks/floor", "0", "2", body], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        line = process.stdout.readline()
        listening = (time.monotonic() - started) * 1000
        if not line.startswith(b"floor listening on "):
            stopped(process)
            raise SystemExit(f"the floor did not start: {(line + process.stderr.read()).decode(errors='replace')}")
        answer = first_answer(int(line.split()[-1]), started, started + 30)
    finally:
        stopped(process)
    return listening, answer

def body_of_root(binary, path):
    """Writes the body Swatchbook answers `/` with to `path`, for the floor to send."""
    port = free_port()
    process = subprocess.Popen([binary, "serve", "--config", config, "--public", public, "--port", str(port)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        line = process.stdout.readline()
        if not line.startswith(b"listening on"):
            stopped(process)
            raise SystemExit(f"{binary} did not start: {process.stderr.read().decode(errors='replace')}")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10) as response: answer = response.read()
    finally:
        stopped(process)
    with open(path, "wb") as f: f.write(answer)

descriptor, body = tempfile.mkstemp(prefix="swatchbook-startup-body-", suffix=".html")
os.close(descriptor)
results, before, floor = [], [], []
try:
    body_of_root(binary, body)
    for _ in range(runs):
        results.append(one_run(binary))
        floor.append(floor_run(body))
        if earlier: before.append(one_run(earlier))
finally:
    os.unlink(body)
listen = [r[0] for r in results]
answer = [r[1] for r in results]
def row(name, values): print(f"{name:<34} {statistics.median(values):>9.1f} {min(values):>9.1f} {max(values):>9.1f}")
print(f"{binary} serve --config {config}: {runs} runs, each a fresh process (ms)\n")
print(f"{'':<34} {'median':>9} {'min':>9} {'max':>9}")
row("start to 'listening on'", listen)
row("start to first 200 of /", answer)
print("\nthe C floor (Benchmarks/floor.c, the same libraries), run beside each:")
row("start to 'listening on'", [f[0] for f in floor])
row("start to first 200 of /", [f[1] for f in floor])
for name, index in (("listening", 0), ("first 200 of /", 1)):
    ratios = [run[index] / bare[index] for run, bare in zip(results, floor)]
    print(f"  paired ratio to {name} (Swatchbook ÷ floor): median {statistics.median(ratios):.2f}, {min(ratios):.2f}-{max(ratios):.2f}")
if earlier:
    print(f"\n{earlier}, run beside each:")
    row("start to 'listening on'", [r[0] for r in before])
    row("start to first 200 of /", [r[1] for r in before])
    row("CPU to listening (kernel's count)", [r[2]["CPU to listening (kernel's count)"] for r in before])
    for name, index in (("listening", 0), ("first 200 of /", 1)):
        ratios = [new[index] / old[index] for new, old in zip(results, before)]
        print(f"  paired ratio to {name} (this ÷ earlier): median {statistics.median(ratios):.2f}, {min(ratios):.2f}-{max(ratios):.2f}")
if len(results[0][2]) > 1:
    print("\nwhere start-up goes (each phase's median; parallel phases overlap):")
    for name in results[0][2]:
        row("  " + name, [r[2].get(name, 0.0) for r in results])
if summary:
    with open(summary, "a") as out:
        for figure, values, goal, bare in ((f"start to listening, median of {runs}", listen, LISTENING_GOAL, [f[0] for f in floor]),
                                           (f"start to first 200 of /, median of {runs}", answer, ANSWER_GOAL, [f[1] for f in floor])):
            median = statistics.median(values)
            out.write(f"{figure}\t{median:.1f} ms ({min(values):.1f}-{max(values):.1f}; the C floor {statistics.median(bare):.1f})"
                      f"\t{goal:.0f} ms\t{'met' if median <= goal else 'missed'}\n")
PY
