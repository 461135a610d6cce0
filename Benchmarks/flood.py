#!/usr/bin/env python3
"""Holds a flood of idle and trickling connections against a server on loopback, and times
normal requests sent meanwhile from another address (127.0.0.1). Python 3 standard library only.

Flood connections come from 127.0.0.2 (one address) or from 127.0.0.2, 127.0.0.3, ... (many).
An idle connection sends nothing; a trickling one sends one byte of a request head every
--trickle-every seconds ("GET /healthz HTTP/1.1\\r\\nHost: x\\r\\nX-Slow: aaaa..." that never ends).
A flood connection the server closes is opened again --reopen-after seconds later, as an
attacker would. Probes start once the flood is open and are spread over the phase; each opens a
connection, sends one GET and reads the whole answer, and gives up after --probe-timeout.

Prints one line of key=value pairs: answered, median_ms, max_ms (of the answered probes; a probe
that was not answered counts as --probe-timeout), held (flood connections open at the end),
closed (flood connections the server closed), rss_mb (the server's VmHWM if --pid is given).
"""
import argparse
import errno
import heapq
import random
import resource
import selectors
import socket
import statistics
import threading
import time

HEAD = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: "


def raise_descriptor_limit():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def probe(port, path, timeout, results, index):
    """One normal request from 127.0.0.1; stores its seconds, or None when not answered in time."""
    start = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=("127.0.0.1", 0)) as s:
            s.settimeout(max(0.01, timeout - (time.monotonic() - start)))
            s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = s.recv(65536)
                if not chunk:
                    raise ConnectionError("closed before the head")
                data += chunk
            head, _, body = data.partition(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n")[1:]:
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            while len(body) < length:
                s.settimeout(max(0.01, timeout - (time.monotonic() - start)))
                chunk = s.recv(65536)
                if not chunk:
                    raise ConnectionError("closed in the body")
                body += chunk
            if not head.startswith(b"HTTP/1.1 200"):
                raise ConnectionError(head.split(b"\r\n")[0].decode(errors="replace"))
        results[index] = time.monotonic() - start
    except (OSError, ConnectionError, ValueError):
        results[index] = None


class Flood:
    """The flood's connections, with a heap of when each next needs something (a byte, a reopen)."""

    def __init__(self, port, sources, idle, trickle, trickle_every, reopen_after):
        self.port, self.sources = port, sources
        self.trickle_every, self.reopen_after = trickle_every, reopen_after
        self.selector = selectors.DefaultSelector()
        self.slots = [{"trickle": i >= idle, "source": sources[i % len(sources)], "sock": None, "generation": 0}
                      for i in range(idle + trickle)]
        self.due = []  # (time, sequence, slot index, generation)
        self.sequence = 0
        self.closed = 0

    def schedule(self, index, when):
        self.sequence += 1
        heapq.heappush(self.due, (when, self.sequence, index, self.slots[index]["generation"]))

    def open(self, index, now):
        slot = self.slots[index]
        slot["generation"] += 1
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setblocking(False)
        try:
            # The port is chosen at connect, not at bind: thousands of connections from one address.
            s.setsockopt(socket.IPPROTO_IP, getattr(socket, "IP_BIND_ADDRESS_NO_PORT", 24), 1)
            s.bind((slot["source"], 0))
            result = s.connect_ex(("127.0.0.1", self.port))
        except OSError:
            result = -1
        if result not in (0, errno.EINPROGRESS):
            s.close()
            self.schedule(index, now + self.reopen_after)
            return
        slot["sock"], slot["sent"] = s, 0
        self.selector.register(s, selectors.EVENT_READ, index)
        if slot["trickle"]:
            self.schedule(index, now + random.uniform(0, self.trickle_every))

    def lose(self, index, now):
        slot = self.slots[index]
        self.selector.unregister(slot["sock"])
        slot["sock"].close()
        slot["sock"] = None
        slot["generation"] += 1
        self.closed += 1
        self.schedule(index, now + self.reopen_after)

    def run_until(self, end):
        while True:
            now = time.monotonic()
            if now >= end:
                return
            wait = min(0.05, end - now, max(0.0, self.due[0][0] - now) if self.due else 0.05)
            for key, _ in self.selector.select(timeout=wait):
                index = key.data
                try:
                    if self.slots[index]["sock"].recv(4096):
                        continue  # an answer (an error page); the close follows
                except BlockingIOError:
                    continue
                except OSError:
                    pass
                self.lose(index, now)
            now = time.monotonic()
            while self.due and self.due[0][0] <= now:
                _, _, index, generation = heapq.heappop(self.due)
                slot = self.slots[index]
                if generation != slot["generation"]:
                    continue  # planned for a connection since closed or replaced
                if slot["sock"] is None:
                    self.open(index, now)
                    continue
                byte = HEAD[slot["sent"]:slot["sent"] + 1] or b"a"
                try:
                    slot["sent"] += slot["sock"].send(byte)
                    self.schedule(index, now + self.trickle_every)
                except BlockingIOError:
                    self.schedule(index, now + 0.1)  # still connecting
                except OSError:
                    self.lose(index, now)

    def held(self):
        return sum(1 for slot in self.slots if slot["sock"] is not None)


def peak_rss_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return f"{int(line.split()[1]) / 1024:.0f}"
    except OSError:
        pass
    return "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("port", type=int)
    parser.add_argument("--path", default="/healthz")
    parser.add_argument("--idle", type=int, default=0)
    parser.add_argument("--trickle", type=int, default=0)
    parser.add_argument("--addresses", type=int, default=1, help="source addresses of the flood, from 127.0.0.2")
    parser.add_argument("--seconds", type=float, default=14, help="how long the flood is held once open")
    parser.add_argument("--warmup", type=float, default=2, help="seconds after opening before the first probe")
    parser.add_argument("--probes", type=int, default=10)
    parser.add_argument("--probe-timeout", type=float, default=5)
    parser.add_argument("--trickle-every", type=float, default=5)
    parser.add_argument("--reopen-after", type=float, default=2)
    parser.add_argument("--pid", type=int)
    arguments = parser.parse_args()
    raise_descriptor_limit()
    sources = [f"127.0.0.{2 + i}" for i in range(arguments.addresses)]
    flood = Flood(arguments.port, sources, arguments.idle, arguments.trickle, arguments.trickle_every,
                  arguments.reopen_after)
    start = time.monotonic()
    for index in range(len(flood.slots)):
        flood.open(index, start)
    flood.run_until(start + arguments.warmup)
    results = [None] * arguments.probes
    spacing = max(0.0, arguments.seconds - arguments.warmup) / max(1, arguments.probes)
    threads = []
    for index in range(arguments.probes):
        thread = threading.Thread(target=probe, args=(arguments.port, arguments.path, arguments.probe_timeout,
                                                      results, index), daemon=True)
        threads.append(thread)
        thread.start()
        flood.run_until(time.monotonic() + spacing)
    while any(thread.is_alive() for thread in threads):
        flood.run_until(time.monotonic() + 0.1)
    held = flood.held()
    times = [r if r is not None else arguments.probe_timeout for r in results]
    answered = sum(1 for r in results if r is not None)
    print(f"answered={answered}/{arguments.probes} median_ms={statistics.median(times) * 1000:.0f} "
          f"max_ms={max(times) * 1000:.0f} held={held} closed={flood.closed} "
          f"rss_mb={peak_rss_mb(arguments.pid) if arguments.pid else '-'}")


if __name__ == "__main__":
    main()
