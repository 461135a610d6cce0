#!/usr/bin/env python3
"""Times GET /healthz as a readiness probe sends it: each probe a new connection from 127.0.0.1,
one request, the whole answer read, one probe every --every seconds for --seconds. Python 3
standard library only; run in a process of its own, so the load's client never delays it.

Prints one line of key=value pairs: probes, answered (200 within --timeout), median_ms, p99_ms,
max_ms (a probe not answered counts as --timeout).
"""
import argparse
import socket
import statistics
import time


def probe(port, timeout):
    """Seconds to answer one probe, or None when it fails or is not a 200 within `timeout`."""
    start = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            data = b""
            while True:
                s.settimeout(max(0.01, timeout - (time.monotonic() - start)))
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
        if not data.startswith(b"HTTP/1.1 200"):
            return None
        return time.monotonic() - start
    except OSError:
        return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--every", type=float, default=0.02)
    parser.add_argument("--timeout", type=float, default=5)
    args = parser.parse_args()
    times = []  # seconds per probe; a probe not answered counts as --timeout
    answered = 0
    end = time.monotonic() + args.seconds
    next_probe = time.monotonic()
    while time.monotonic() < end:
        result = probe(args.port, args.timeout)
        answered += result is not None
        times.append(args.timeout if result is None else result)
        next_probe += args.every
        pause = next_probe - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        else:
            next_probe = time.monotonic()
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]
    print(f"probes={len(times)} answered={answered} median_ms={statistics.median(times) * 1000:.1f} "
          f"p99_ms={p99 * 1000:.1f} max_ms={ordered[-1] * 1000:.1f}")


if __name__ == "__main__":
    main()
