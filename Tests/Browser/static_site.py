"""A static export of the bundled Config, served by `python3 -m http.server` under a sub-path:
what the static part of the browser suite runs against. No Swatchbook process serves it."""

from __future__ import annotations

import os
import queue
import re
import shutil
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

from support import SOURCE, HTTPResult

# The sub-path the export is published below, as on a CDN folder or GitHub Pages project site.
BASE = "/design/"


class StaticSite:
    """`swatchbook export --base-path /design/` of a copy of Config and Public, written to
    ROOT/design and served from ROOT by Python's static file server on a free port."""

    def __init__(self, binary: Path, root: Path):
        self.binary = binary
        self.root = root
        self.out = root / "site" / BASE.strip("/")
        self.log_path = root / "static-server.log"
        self.process: subprocess.Popen | None = None
        self.base_url = ""
        self.export_output = ""

    def export(self, timeout: float = 600) -> None:
        shutil.copytree(SOURCE / "Config", self.root / "Config")
        shutil.copytree(SOURCE / "Public", self.root / "Public")
        # Previews the guide shows or links to: the full catalog (style × size × state × sample ×
        # context) is the Swift tests' subject and takes much longer.
        command = [str(self.binary), "export", "--config", str(self.root / "Config"), "--public", str(self.root / "Public"),
                   "--out", str(self.out), "--base-path", BASE, "--previews", "linked"]
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=self.root)
        self.export_output = result.stderr
        if result.returncode != 0:
            raise RuntimeError(f"swatchbook export failed (exit {result.returncode}):\n{result.stderr[-3000:]}")

    def start(self, timeout: float = 20) -> "StaticSite":
        self.export()
        log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            [sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", str(self.root / "site")],
            stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        lines: queue.Queue[bytes] = queue.Queue()

        def drain(stream):
            for line in iter(stream.readline, b""):
                lines.put(line)
            lines.put(b"")

        threading.Thread(target=drain, args=(self.process.stdout,), daemon=True).start()
        try:
            first = lines.get(timeout=timeout).decode("utf-8", "replace")
        except queue.Empty:
            self.stop()
            raise RuntimeError("python3 -m http.server printed nothing")
        match = re.search(r"port (\d+)", first)
        if not match:
            self.stop()
            raise RuntimeError(f"python3 -m http.server did not start: {first!r}")
        self.base_url = f"http://127.0.0.1:{match.group(1)}"
        return self

    def stop(self) -> int | None:
        if not self.process or self.process.poll() is not None:
            return self.process.returncode if self.process else None
        self.process.terminate()
        try:
            return self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait(timeout=5)

    def url(self, path: str) -> str:
        return self.base_url + path

    def fetch(self, path: str, headers: dict[str, str] | None = None) -> HTTPResult:
        request = urllib.request.Request(self.url(path), headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return HTTPResult(response.status, dict(response.headers.items()), response.read().decode("utf-8", "replace"))
        except urllib.error.HTTPError as error:
            return HTTPResult(error.code, dict(error.headers.items()), error.read().decode("utf-8", "replace"))

    def requests(self) -> list[tuple[str, int]]:
        """Every request the static server logged: (path, status)."""
        text = self.log_path.read_text("utf-8", "replace")
        return [(m.group(1), int(m.group(2))) for m in re.finditer(r'"GET (\S+) HTTP/[\d.]+" (\d{3})', text)]
