#!/usr/bin/env python3
"""The hostile inputs of issue 26, each at the size the issue found it at, against a built
swatchbook: what each ends in (a clear error or a bounded answer), its time and its peak memory.

Every row runs in fresh folders and fresh processes, each under an address-space cap (3 GB, as
the issue's probes were) and a CPU-time cap, so a row that still goes wrong is stopped and shown
as killed instead of taking the machine down. Prints one line per row:

    row  verdict  seconds  peak_MB  what happened

where verdict is `ok` when the row ends as issue 26 asks (an error that names the file, rule or
setting; a bounded answer; no process over 512 MB; the last good Config serving under --watch),
and `FAIL` otherwise. Exits 1 when any row fails. Python 3 standard library only.

usage: Benchmarks/surfaces.py [SWATCHBOOK_BINARY] [--rows NAME,NAME...]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ADDRESS_SPACE = 3 * 1024 ** 3
CPU_SECONDS = 120
BOUND_MB = 512


def capped():
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS + 1))


class Run:
    """One finished command: exit status (negative: killed by that signal), seconds, peak MB, output."""

    def __init__(self, status: int, seconds: float, peak_mb: float, stdout: str, stderr: str):
        self.status, self.seconds, self.peak_mb, self.stdout, self.stderr = status, seconds, peak_mb, stdout, stderr

    @property
    def killed(self) -> bool:
        return self.status < 0


def run(binary: Path, *arguments: str, cwd: Path | None = None, timeout: float = 300) -> Run:
    """Runs the binary under the caps, its output in files; the peak RSS is the process's own (wait4)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.monotonic()
        process = subprocess.Popen([str(binary), *arguments], cwd=cwd, stdout=out, stderr=err, preexec_fn=capped)
        timer = threading.Timer(timeout, process.kill)
        timer.start()
        _, status, usage = os.wait4(process.pid, 0)
        timer.cancel()
        process.returncode = os.waitstatus_to_exitcode(status)
        seconds = time.monotonic() - start
        out.seek(0)
        err.seek(0)
        return Run(process.returncode, seconds, usage.ru_maxrss / 1024, out.read().decode("utf-8", "replace"),
                   err.read().decode("utf-8", "replace"))


class Server:
    """`swatchbook serve` on a free port of loopback, with its peak RSS read from /proc."""

    def __init__(self, binary: Path, config: Path, *extra: str, public: Path | None = None):
        arguments = [str(binary), "serve", "--config", str(config), "--port", "0", *extra]
        if public:
            arguments += ["--public", str(public)]
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=self.log, preexec_fn=capped)
        line = self.process.stdout.readline().decode()
        match = re.search(r"listening on http://[^:]+:(\d+)", line)
        if not match:
            self.process.kill()
            self.log.seek(0)
            raise RuntimeError(f"the server did not start: {line!r} {self.log.read().decode()[-2000:]}")
        self.port = int(match.group(1))

    def get(self, path: str, headers: dict[str, str] | None = None, timeout: float = 120):
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", headers=headers or {})
        start = time.monotonic()
        try:
            with urllib.request.urlopen(request, timeout=timeout) as answer:
                body = answer.read()
                return answer.status, dict(answer.headers), body, time.monotonic() - start
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read(), time.monotonic() - start

    def rss_mb(self, field: str = "VmRSS") -> float:
        try:
            for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
        except OSError:
            pass
        return 0.0

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self):
        if self.alive:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def init(binary: Path, folder: Path) -> Path:
    result = run(binary, "init", str(folder))
    assert result.status == 0, result.stderr
    return folder


def write(path: Path, text: str):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")


STAT_DEFINITION = json.dumps({
    "title": "Stat", "summary": "A number and its label.", "parts": ["primaryText", "secondaryText"],
    "states": ["normal", "hover"], "sizes": ["medium"], "sample": "SAMPLE",
    "properties": {"background": {"effect": "background", "summary": "The fill."}},
})
STAT_STYLES = '{"styles": {"primary": {"base": {"background": "{color.action.primary}"}}}}'
GOOD_TEMPLATE = '<div><strong>{{primaryText}}</strong>{{#secondaryText}}<span>{{secondaryText}}</span>{{/secondaryText}}</div>'


def with_template(binary: Path, work: Path, name: str, template: str, sample: str = "actions",
                  sample_json: str | None = None, shows: str = "item", limits: dict | None = None) -> Path:
    """A starter Config with the template component `stat` holding `template`, showing one item or
    every section of its sample (`shows`), with `limits` added to its swatchbook.json."""
    config = init(binary, work / name)
    definition = json.loads(STAT_DEFINITION.replace("SAMPLE", sample))
    definition["shows"] = shows
    write(config / "components" / "stat" / "component.json", json.dumps(definition))
    if limits:
        settings = json.loads((config / "swatchbook.json").read_text())
        settings.setdefault("limits", {}).update(limits)
        (config / "swatchbook.json").write_text(json.dumps(settings))
    write(config / "components" / "stat" / "template.html", template)
    write(config / "styles" / "stat.json", STAT_STYLES)
    if sample_json is not None:
        write(config / "samples" / f"{sample}.json", sample_json)
    return config


def nested(open_tag: str, close_tag: str, depth: int, inner: str = "{{primaryText}}") -> str:
    return "<div>" + open_tag * depth + inner + close_tag * depth + "</div>"


class Row:
    def __init__(self, name: str, verdict: bool, seconds: float, peak_mb: float, what: str):
        self.name, self.verdict, self.seconds, self.peak_mb, self.what = name, verdict, seconds, peak_mb, what

    def line(self) -> str:
        return f"{self.name:<22} {'ok' if self.verdict else 'FAIL':<5} {self.seconds:8.2f} {self.peak_mb:8.1f}  {self.what}"


def first_error(text: str) -> str:
    for line in text.splitlines():
        if "error" in line:
            return line.strip()[:220]
    return text.strip().splitlines()[0][:220] if text.strip() else "(nothing on stderr)"


def refused_by_check(binary: Path, name: str, config: Path, must_mention: list[str]) -> Row:
    result = run(binary, "check", str(config))
    mentioned = all(word in result.stderr for word in must_mention)
    verdict = result.status == 1 and mentioned and result.peak_mb < BOUND_MB
    return Row(name, verdict, result.seconds, result.peak_mb,
               f"check exit {result.status}: {first_error(result.stderr)}")


def refused_by_reload(binary: Path, name: str, config: Path, bad: dict[Path, str], must_mention: list[str],
                      sighup: bool) -> Row:
    """Serve the good Config (--watch, or SIGHUP), write the bad files, and see what happens."""
    server = Server(binary, config, *([] if sighup else ["--watch"]))
    try:
        start = time.monotonic()
        for path, text in bad.items():
            write(path, text)
        if sighup:
            server.process.send_signal(signal.SIGHUP)
        deadline = time.monotonic() + 60
        health = b""
        while time.monotonic() < deadline and server.alive:
            status, _, health, _ = server.get("/healthz")
            if b"degraded" in health:
                break
            time.sleep(0.2)
        seconds = time.monotonic() - start
        alive = server.alive
        serving = alive and server.get("/")[0] == 200
        text = health.decode("utf-8", "replace")
        mentioned = all(word in text for word in must_mention)
        peak = server.rss_mb("VmHWM")
        verdict = alive and serving and b"degraded" in health and mentioned and peak < BOUND_MB
        how = "SIGHUP" if sighup else "--watch"
        what = (f"{how}: still serving, /healthz {text[:200]}" if alive
                else f"{how}: the server died ({server.process.returncode})")
        return Row(name, verdict, seconds, peak, what)
    finally:
        server.stop()


# The rows.

def row_template_depth(binary: Path, work: Path) -> list[Row]:
    deep = nested("{{#is.normal}}", "{{/is.normal}}", 3000)
    config = with_template(binary, work, "depth", GOOD_TEMPLATE)
    template = config / "components" / "stat" / "template.html"
    rows = [refused_by_reload(binary, "template-depth-watch", config, {template: deep}, ["template.html"], sighup=False)]
    config = with_template(binary, work, "depth-hup", GOOD_TEMPLATE)
    template = config / "components" / "stat" / "template.html"
    rows.append(refused_by_reload(binary, "template-depth-sighup", config, {template: deep}, ["template.html"], sighup=True))
    config = with_template(binary, work, "depth-check", nested("{{#is.normal}}", "{{/is.normal}}", 10000))
    rows.append(refused_by_check(binary, "template-depth-check", config, ["template.html", "limit"]))
    return rows


def row_template_tags(binary: Path, work: Path) -> list[Row]:
    """131,072 tags: refused by templateBytes by default, and by templateTags with templateBytes at its most."""
    template = "<div>" + "{{primaryText}}" * 131072 + "</div>"
    config = with_template(binary, work, "tags", template)
    rows = [refused_by_check(binary, "template-tags", config, ["template.html", "templateBytes"])]
    config = with_template(binary, work, "tags-raised", template, limits={"templateBytes": 16_777_216})
    rows.append(refused_by_check(binary, "template-tags-raised", config, ["template.html", "templateTags"]))
    return rows


def row_template_fanout(binary: Path, work: Path) -> list[Row]:
    two = json.dumps({"sections": [{"title": "A", "items": [{"primaryText": "a"}]},
                                   {"title": "B", "items": [{"primaryText": "b"}]}]})
    config = with_template(binary, work, "fanout", nested("{{#sections}}", "{{/sections}}", 22, "{{title}}"),
                           sample="two", sample_json=two, shows="sections")
    rows = [refused_by_check(binary, "template-fanout", config, ["template.html"])]
    thousand = json.dumps({"sections": [{"title": "A", "items": [{"primaryText": f"item {i}"} for i in range(1000)]}]})
    config = with_template(binary, work, "items", "<ul>{{#items}}{{#items}}<li>{{primaryText}}</li>{{/items}}{{/items}}</ul>",
                           sample="many", sample_json=thousand, shows="sections")
    rows.append(refused_by_check(binary, "template-items-items", config, ["template.html"]))
    return rows


def row_template_quadratic(binary: Path, work: Path) -> list[Row]:
    config = with_template(binary, work, "quadratic", "<div>" + "{{" * 24576 + "</div>")
    result = run(binary, "check", str(config))
    verdict = result.status == 1 and result.seconds < 5 and result.peak_mb < BOUND_MB
    return [Row("template-48k-braces", verdict, result.seconds, result.peak_mb,
                f"check exit {result.status}: {first_error(result.stderr)}")]


def row_template_smuggling(binary: Path, work: Path) -> list[Row]:
    rows = []
    forms = {
        "quote": '<div><a title={{#is.hover}}"{{/is.hover}}{{primaryText}}{{#is.hover}}"{{/is.hover}} href="/x">x</a></div>',
        "comment": "<div><{{!\n}}{{primaryText}}></div>",
        "url": '<div><a href="{{#is.normal}}/{{/is.normal}}{{secondaryText}}">x</a></div>',
    }
    for name, template in forms.items():
        config = with_template(binary, work, f"smuggle-{name}", template)
        rows.append(refused_by_check(binary, f"template-smuggle-{name}", config, ["unsafe-value-position"]))
    return rows


def resolver_12x10(folder: Path):
    write(folder / "tokens" / "base.tokens.json", json.dumps({"size": {"$type": "dimension", "one": {"$value": {"value": 1, "unit": "px"}}}}))
    modifiers = {f"m{i}": {"contexts": {f"c{j}": [{"$ref": "./base.tokens.json"}] for j in range(10)}, "default": "c0"}
                 for i in range(12)}
    write(folder / "tokens" / "swatchbook.resolver.json", json.dumps({
        "version": "2025.10", "sets": {"base": {"sources": [{"$ref": "./base.tokens.json"}]}}, "modifiers": modifiers,
        "resolutionOrder": [{"$ref": "#/sets/base"}] + [{"$ref": f"#/modifiers/m{i}"} for i in range(12)]}))


def row_permutations(binary: Path, work: Path) -> list[Row]:
    config = work / "permutations"
    write(config / "swatchbook.json", json.dumps({"name": "Permutations"}))
    resolver_12x10(config)
    rows = [refused_by_check(binary, "resolver-12x10-check", config, ["swatchbook.resolver.json", "permutations"])]
    good = init(binary, work / "permutations-reload")
    bad = work / "permutations-bad"
    resolver_12x10(bad)
    files = {good / "tokens" / "swatchbook.resolver.json": (bad / "tokens" / "swatchbook.resolver.json").read_text(),
             good / "tokens" / "base.tokens.json": (bad / "tokens" / "base.tokens.json").read_text()}
    rows.append(refused_by_reload(binary, "resolver-12x10-watch", good, files, ["swatchbook.resolver.json"], sighup=False))
    return rows


def row_search(binary: Path, work: Path) -> list[Row]:
    server = Server(binary, REPO / "Config", public=REPO / "Public")
    query = "/search?q=" + "+".join(["a"] * 4000)
    searches, health, stop = [], [], threading.Event()

    def client():
        while not stop.is_set():
            start = time.monotonic()
            server.get(query)
            searches.append(time.monotonic() - start)
            time.sleep(max(0.0, 2.0 - (time.monotonic() - start)))

    try:
        server.get("/search?q=warm")
        threads = [threading.Thread(target=client) for _ in range(4)]
        for thread in threads:
            thread.start()
        end = time.monotonic() + 15
        while time.monotonic() < end:
            health.append(server.get("/healthz")[3])
            time.sleep(0.1)
        stop.set()
        for thread in threads:
            thread.join()
        health.sort()
        searches.sort()
        p99 = health[int(len(health) * 0.99) - 1]
        median_search = searches[len(searches) // 2] if searches else 0
        verdict = p99 < 0.1 and server.rss_mb("VmHWM") < BOUND_MB
        return [Row("search-8k-repeated", verdict, median_search, server.rss_mb("VmHWM"),
                    f"/healthz median {health[len(health) // 2] * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
                    f"max {health[-1] * 1000:.1f} ms over {len(health)} probes; search median {median_search * 1000:.0f} ms "
                    f"({len(searches)} searches)")]
    finally:
        server.stop()


def release_config(binary: Path, folder: Path, count: int) -> Path:
    config = init(binary, folder)
    tokens = lambda shade: {"big": {"$type": "color", **{
        f"t{i}": {"$value": {"colorSpace": "srgb", "components": [shade, (i % 100) / 100, 0.5]}} for i in range(count)}}}
    write(config / "tokens" / "core" / "big.tokens.json", json.dumps(tokens(0.25)))
    resolver = json.loads((config / "tokens" / "swatchbook.resolver.json").read_text())
    resolver["sets"]["core"]["sources"].append({"$ref": "./core/big.tokens.json"})
    (config / "tokens" / "swatchbook.resolver.json").write_text(json.dumps(resolver))
    shutil.copytree(config / "tokens", config / "releases" / "1.0.0")
    write(config / "tokens" / "core" / "big.tokens.json", json.dumps(tokens(0.75)))
    settings = json.loads((config / "swatchbook.json").read_text())
    settings["releases"] = [{"version": "1.0.0", "tokens": "releases/1.0.0"}]
    (config / "swatchbook.json").write_text(json.dumps(settings))
    return config


def row_releases(binary: Path, work: Path) -> list[Row]:
    config = release_config(binary, work / "releases", 50000)
    server = Server(binary, config)
    try:
        results, threads = [], []
        start = time.monotonic()
        for _ in range(6):
            thread = threading.Thread(target=lambda: results.append(server.get("/changes?from=1.0.0&to=current")))
            thread.start()
            threads.append(thread)
        for thread in threads:
            thread.join()
        seconds = time.monotonic() - start
        peak = server.rss_mb("VmHWM")
        time.sleep(1)
        after = server.rss_mb()
        sizes = sorted({len(body) for _, _, body, _ in results})
        statuses = sorted({status for status, _, _, _ in results})
        api = server.get("/api/tokens/diff?from=1.0.0&to=current")
        verdict = statuses == [200] and max(sizes) < 2 * 1024 * 1024 and len(api[2]) < 2 * 1024 * 1024 and peak < BOUND_MB
        return [Row("changes-50000", verdict, seconds, peak,
                    f"six /changes at once: {statuses}, {max(sizes) / 1024:.0f} KB each; the diff API {len(api[2]) / 1024:.0f} KB; "
                    f"RSS after {after:.0f} MB")]
    finally:
        server.stop()


def row_export_permutations(binary: Path, work: Path) -> list[Row]:
    """68 tokens in 1,250 permutations (modifiers of 5, 5, 5 and 10 contexts): a Config that serves fine."""
    config = work / "export-permutations"
    write(config / "swatchbook.json", json.dumps({"name": "Many permutations",
                                                  "limits": {"permutations": 100000, "tokens": 10000000}}))
    write(config / "tokens" / "core.tokens.json", json.dumps(
        {"space": {"$type": "dimension", **{f"s{i}": {"$value": {"value": i, "unit": "px"}} for i in range(64)}}}))
    resolver = {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "./core.tokens.json"}]}}, "modifiers": {},
                "resolutionOrder": [{"$ref": "#/sets/core"}]}
    for name, count in (("a", 5), ("b", 5), ("c", 5), ("d", 10)):
        for j in range(count):
            write(config / "tokens" / name / f"{j}.tokens.json",
                  json.dumps({"mode": {"$type": "number", name: {"$value": j}}}))
        resolver["modifiers"][name] = {"contexts": {f"{name}{j}": [{"$ref": f"./{name}/{j}.tokens.json"}] for j in range(count)},
                                       "default": f"{name}0"}
        resolver["resolutionOrder"].append({"$ref": f"#/modifiers/{name}"})
    write(config / "tokens" / "swatchbook.resolver.json", json.dumps(resolver))
    out = work / "export-permutations-out"
    result = run(binary, "export", "--config", str(config), "--out", str(out), timeout=600)
    pages = sum(1 for _ in out.rglob("*.html")) if out.exists() else 0
    refused = result.status == 1 and ("limit" in result.stderr or "pages" in result.stderr)
    verdict = not result.killed and result.peak_mb < BOUND_MB and (result.status == 0 or refused)
    return [Row("export-1250-permutations", verdict, result.seconds, result.peak_mb,
                f"export exit {result.status}, {pages} HTML files: {first_error(result.stderr) if result.status else 'written'}")]


def row_export_names(binary: Path, work: Path) -> list[Row]:
    config = init(binary, work / "export-names")
    name = "café" * 40
    write(config / "tokens" / "core" / "long.tokens.json", json.dumps({"long": {"$type": "number", name: {"$value": 1}}}))
    resolver = json.loads((config / "tokens" / "swatchbook.resolver.json").read_text())
    resolver["sets"]["core"]["sources"].append({"$ref": "./core/long.tokens.json"})
    (config / "tokens" / "swatchbook.resolver.json").write_text(json.dumps(resolver))
    out = work / "export-names-out"
    first = run(binary, "export", "--config", str(config), "--out", str(out), "--previews", "linked", timeout=600)
    # What a team adds to the folder of an earlier export (a refusal to write into a folder that
    # holds no earlier export is right: it may be anything).
    (out / "CNAME").write_text("design.example.com\n")
    (out / ".git").mkdir(exist_ok=True)
    (out / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (out / "NOTES.md").write_text("our notes\n")
    second = run(binary, "export", "--config", str(config), "--out", str(out), "--previews", "linked", timeout=600)
    kept = all((out / name).exists() for name in ("CNAME", ".git/HEAD", "NOTES.md"))
    longest = max((len(part.encode()) for path in out.rglob("*") for part in path.relative_to(out).parts), default=0)
    verdict = first.status == 0 and second.status == 0 and kept and longest <= 255
    return [Row("export-long-names-kept", verdict, first.seconds + second.seconds, max(first.peak_mb, second.peak_mb),
                f"two exports exit {first.status}/{second.status}; CNAME, .git/, notes kept: {kept}; longest name {longest} bytes"
                + ("" if first.status == second.status == 0 else f": {first_error(first.stderr + second.stderr)}"))]


def row_cookie(binary: Path, work: Path) -> list[Row]:
    server = Server(binary, REPO / "Config", public=REPO / "Public")
    try:
        status, headers, _, seconds = server.get("/tokens", {"Cookie": "sb-theme=dark"})
        control = headers.get("Cache-Control", "")
        return [Row("cookie-chosen-page", status == 200 and control.startswith("private"), seconds, server.rss_mb("VmHWM"),
                    f"/tokens with sb-theme=dark: Cache-Control {control}")]
    finally:
        server.stop()


def row_absolute_paths(binary: Path, work: Path) -> list[Row]:
    config = work / "absolute" / "Config"
    shutil.copytree(REPO / "Config", config)
    server = Server(binary, config.resolve(), public=REPO / "Public")
    try:
        leaks = []
        for path in ("/api/tokens/color.text.default", "/api/tokens/color", "/api/styles", "/api/components", "/healthz"):
            _, _, body, _ = server.get(path)
            if str(config.resolve()).encode() in body:
                leaks.append(path)
        return [Row("absolute-config-path", not leaks, 0, server.rss_mb("VmHWM"),
                    f"answers showing the server's folders: {leaks or 'none'}")]
    finally:
        server.stop()


def row_config_map(binary: Path, work: Path) -> list[Row]:
    config = work / "config-map"
    for relative in ("docs/x_/a.md", "docs/x/_a.md"):
        write(config / relative, "# page\n")
    result = subprocess.run([sys.executable, str(REPO / "deploy" / "kubernetes" / "config-map.py"), str(config), str(work)],
                            capture_output=True, text=True)
    return [Row("config-map-collision", result.returncode == 1 and "would both be the key" in result.stderr, 0, 0,
                f"exit {result.returncode}: {result.stderr.strip()[:200]}")]


ROWS = {
    "template-depth": row_template_depth, "template-tags": row_template_tags, "template-fanout": row_template_fanout,
    "template-quadratic": row_template_quadratic, "template-smuggling": row_template_smuggling,
    "permutations": row_permutations, "search": row_search, "releases": row_releases,
    "export-permutations": row_export_permutations, "export-names": row_export_names, "cookie": row_cookie,
    "absolute-paths": row_absolute_paths, "config-map": row_config_map,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", nargs="?", default=str(REPO / ".build" / "release" / "swatchbook"))
    parser.add_argument("--rows", default=",".join(ROWS))
    arguments = parser.parse_args()
    binary = Path(arguments.binary).resolve()
    failed = False
    print(f"{'row':<22} {'':<5} {'seconds':>8} {'peak_MB':>8}  what happened")
    for name in arguments.rows.split(","):
        with tempfile.TemporaryDirectory(prefix=f"surfaces-{name}-") as folder:
            try:
                rows = ROWS[name](binary, Path(folder))
            except Exception as error:  # a row that cannot even be set up is a failure, shown as such
                rows = [Row(name, False, 0, 0, f"{type(error).__name__}: {error}")]
            for row in rows:
                failed |= not row.verdict
                print(row.line(), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
