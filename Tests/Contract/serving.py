"""The server the contract suite talks to: `swatchbook serve` on port 0, on a copy of a Config."""

from __future__ import annotations

import os
import queue
import re
import shutil
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


@dataclass
class Answer:
    """One HTTP answer: status, headers (names as sent) and body bytes."""
    status: int
    headers: dict[str, str]
    body: bytes


class Server:
    """`swatchbook serve` over loopback on a copy of `config_source` (the bundled Config unless
    told), or on that folder itself when `in_place`."""

    def __init__(self, binary: Path, root: Path, config_source: Path | None = None,
                 public_source: Path | None = REPO / "Public", extra_arguments: tuple[str, ...] = (),
                 in_place: bool = False):
        self.binary = binary
        self.root = root
        self.config_source = config_source or REPO / "Config"
        self.public_source = public_source
        self.extra_arguments = extra_arguments
        self.in_place = in_place
        self.config = self.config_source if in_place else root / "Config"
        self.log_path = root / "server.log"
        self.process: subprocess.Popen | None = None
        self.base_url = ""

    def start(self, timeout: float = 30) -> "Server":
        if not self.in_place:
            shutil.copytree(self.config_source, self.config)
        arguments = [str(self.binary), "serve", "--config", str(self.config), "--port", "0", *self.extra_arguments]
        if self.public_source is not None:
            shutil.copytree(self.public_source, self.root / "Public")
            arguments += ["--public", str(self.root / "Public")]
        env = {k: v for k, v in os.environ.items() if k not in ("PORT", "HOST")}
        log = open(self.log_path, "wb")
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=log, env=env)
        lines: queue.Queue[bytes] = queue.Queue()

        def drain(stream, sink):
            for line in iter(stream.readline, b""):
                lines.put(line)
                sink.write(b"stdout: " + line)
                sink.flush()
            lines.put(b"")

        threading.Thread(target=drain, args=(self.process.stdout, log), daemon=True).start()
        try:
            first = lines.get(timeout=timeout).decode("utf-8", "replace").strip()
        except queue.Empty:
            self.stop()
            raise RuntimeError(f"swatchbook serve printed nothing in {timeout:.0f} s\n{self.log_tail()}")
        match = re.search(r"listening on (https?://\S+)", first)
        if not match:
            self.stop()
            raise RuntimeError(f"swatchbook serve did not start: first line {first!r}\n{self.log_tail()}")
        self.base_url = match.group(1).rstrip("/")
        return self

    def stop(self) -> int | None:
        if not self.process or self.process.poll() is not None:
            return self.process.returncode if self.process else None
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait(timeout=5)

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text("utf-8", "replace").splitlines()
        except OSError:
            return "(no server log)"
        return "server log (last lines):\n" + "\n".join(text[-lines:])

    def log_text(self) -> str:
        """The server's log so far ("" before its first line)."""
        try:
            return self.log_path.read_text("utf-8", "replace")
        except OSError:
            return ""

    def wait_for_log(self, *needles: str, timeout: float = 10) -> str:
        """The log once it holds every one of `needles`: routine lines are written in batches
        (every 250 ms, later on a busy machine), so a test waits for them rather than sleeping."""
        deadline = time.monotonic() + timeout
        while True:
            text = self.log_text()
            if all(needle in text for needle in needles) or time.monotonic() > deadline:
                return text
            time.sleep(0.05)

    def url(self, path: str) -> str:
        return self.base_url + path

    def fetch(self, path: str, headers: dict[str, str] | None = None, method: str = "GET") -> Answer:
        request = urllib.request.Request(self.url(path), headers=headers or {}, method=method)
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return Answer(response.status, dict(response.headers.items()), response.read())
        except urllib.error.HTTPError as error:
            return Answer(error.code, dict(error.headers.items()), error.read())
