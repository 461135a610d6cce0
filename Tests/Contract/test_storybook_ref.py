"""Storybook's ref loader, step by step, against Swatchbook: the bundled Config, the hand-written
team Config `Tests/Fixtures/Harbor`, and Harbor's static export on a plain static file server.

No Storybook runs here. Each step below follows Storybook's own source, read in storybookjs/storybook
at commit 0876c598757b64fb0825902e8b5479316928b84e (the files as the search index holds them):

- `code/core/src/manager-api/modules/refs.ts`, `checkRef`: `index.json` and `stories.json` are fetched
  together with `Accept: application/json` (credentials omitted when Storybook's server could read the
  ref, `server-checked`); a response that is not ok is an `indexError` (a 401 with `loginUrl` shows a
  sign-in); a body with `entries` is the story index; `metadata.json` is fetched next (`cache:
  'no-cache'`) and merged in, its `versions` used unless the ref gives its own.
- `code/core/src/manager-api/lib/stories.ts`, `transformStoryIndexToStoriesHash`: a missing `v` throws;
  each title is split at `/\\s*\\/\\s*/`, every part must sanitize to a non-empty id different from its
  parent's.
- `code/core/src/types/modules/indexer.ts`: `StoryIndexEntry` and `DocsIndexEntry` (`id`, `name`,
  `title`, `importPath`, `tags`, `type`; docs also `storiesImports`).
- `storybook/internal/csf` `sanitize` and `toId`: ids `kebab(title)--kebab(name)`.
- the sidebar's static filter and `lib/stories.ts` `transformStoryIndexV4toV5`: entries without the
  `dev` tag are hidden.
- `code/core/src/manager/components/preview/FramesRenderer.tsx` and `Preview.tsx`: a ref's frame is
  `{url}/iframe.html?id=…&viewMode=…` with `refId`, covered by a loader until the ref is
  `previewInitialized`; `manager-api/modules/stories.ts` sets that on `currentStoryWasSet`, which the
  frame posts over `channels/postmessage/index.ts` (`{"key": "storybook-channel", "event", "refId"}`).
"""

from __future__ import annotations

import functools
import http.server
import json
import re
import subprocess
import threading
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import pytest

from serving import REPO, Answer, Server

HARBOR = REPO / "Tests" / "Fixtures" / "Harbor"
MANAGER = "https://storybook.harbor.example"  # the Storybook that composes Harbor (in its corsOrigins)
STRANGER = "https://elsewhere.example"
REF_ID = "design-system"

# csf's sanitize: every space and ASCII punctuation mark (and ’–—―′¿) becomes "-".
PUNCTUATION = re.compile(r"[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'\",.<>\{\}\[\]\\/]")
TITLE_SEPARATOR = re.compile(r"\s*/\s*")


def sanitize(text: str) -> str:
    """csf's `sanitize`."""
    return re.sub(r"-+$", "", re.sub(r"^-+", "", re.sub(r"-+", "-", PUNCTUATION.sub("-", text.lower()))))


def to_id(title: str, name: str) -> str:
    """csf's `toId`, which throws when a part sanitizes to nothing."""
    kind, story = sanitize(title), sanitize(name)
    assert kind and story, f"toId throws for title {title!r}, name {name!r}"
    return f"{kind}--{story}"


@dataclass
class Ref:
    """What `checkRef` leaves in the manager's state for one ref."""
    url: str
    index: dict
    versions: dict | None


class Origin:
    """Fetches the way a browser on `origin` does: an `Origin` header, and the response readable
    only when its `Access-Control-Allow-Origin` lets that origin read it."""

    def __init__(self, origin: str):
        self.origin = origin

    def fetch(self, url: str, headers: dict[str, str] | None = None, method: str = "GET") -> Answer:
        request = urllib.request.Request(url, headers={"Origin": self.origin, **(headers or {})}, method=method)
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return Answer(response.status, dict(response.headers.items()), response.read())
        except urllib.error.HTTPError as error:
            return Answer(error.code, dict(error.headers.items()), error.read())

    def readable(self, answer: Answer) -> bool:
        allowed = answer.headers.get("Access-Control-Allow-Origin")
        return allowed in ("*", self.origin)


def handle_request(browser: Origin, answer: Answer) -> dict:
    """refs.ts `handleRequest`: the JSON of an ok answer, `{"indexError"}` otherwise (a CORS refusal
    reads as a failed fetch), `{"loginUrl"}` for a 401 that names one."""
    if not browser.readable(answer):
        return {"indexError": "CORS: the browser refuses to read this answer"}
    if answer.status != 200:
        if answer.status == 401:
            body = json.loads(answer.body or b"{}")
            if "loginUrl" in body:
                return {"loginUrl": body["loginUrl"]}
        return {"indexError": f"Unexpected response not OK: {answer.status}"}
    body = json.loads(answer.body)
    return {"storyIndex": body} if ("entries" in body or "stories" in body) else body


def check_ref(url: str, browser: Origin) -> Ref:
    """refs.ts `checkRef`, for a ref whose Storybook server could read it (`server-checked`)."""
    server_side = urllib.request.urlopen(urllib.request.Request(f"{url}/index.json"), timeout=15)
    assert server_side.status == 200, "Storybook's server-side check reads index.json without cookies"
    headers = {"Accept": "application/json"}
    index_result = handle_request(browser, browser.fetch(f"{url}/index.json", headers))
    stories_result = handle_request(browser, browser.fetch(f"{url}/stories.json", headers))
    assert "indexError" not in index_result, index_result
    assert "indexError" in stories_result, "stories.json (the index before v4) is not served; index.json wins"
    metadata = handle_request(browser, browser.fetch(f"{url}/metadata.json", {**headers, "Cache-Control": "no-cache"}))
    loaded = {**index_result, **({} if "indexError" in metadata else metadata)}
    return Ref(url=url, index=loaded["storyIndex"], versions=loaded.get("versions"))


def stories_hash(index: dict) -> dict:
    """lib/stories.ts `transformStoryIndexToStoriesHash` with the sidebar's default filter: the
    entries it keeps, each checked the way it reads them."""
    assert index.get("v") == 5, "Composition: Missing stories.json version (or not v5)"
    kept = {}
    for key, entry in index["entries"].items():
        assert entry["id"] == key
        assert entry["type"] in ("story", "docs")
        for field in ("id", "name", "title", "importPath"):
            assert isinstance(entry.get(field), str) and entry[field], (key, field)
        assert isinstance(entry.get("tags"), list), key
        if entry["type"] == "docs":
            assert entry.get("storiesImports") == [], key
        else:
            assert entry.get("subtype") == "story", key
        assert "dev" in entry["tags"], f"{key} lacks the dev tag: the sidebar would hide it"
        parent = None
        for name in TITLE_SEPARATOR.split(entry["title"].strip()):
            assert name.strip(), f"Invalid title {entry['title']} ending in slash"
            node = sanitize(f"{parent}-{name}" if parent else name)
            assert node and node != parent, f"Invalid part {name!r} in {entry['title']!r}"
            parent = node
        expected = to_id(entry["title"], entry["name"])
        assert key == expected or re.fullmatch(re.escape(expected) + r"-\d+", key), (key, expected)
        kept[key] = entry
    return kept


def frame_url(ref: Ref, entry: dict) -> str:
    """FramesRenderer.tsx: the frame of an entry of a ref."""
    return f"{ref.url}/iframe.html?id={quote(entry['id'])}&viewMode={entry['type']}&refId={REF_ID}"


def check_frame(answer: Answer, entry: dict, manager: str, frame_script: set[str]) -> None:
    """The frame renders and tells the manager it did: a page that loads the frame script (which
    posts currentStoryWasSet for this id), framable by the manager's origin."""
    assert answer.status == 200, (entry["id"], answer.status, answer.body[:300])
    assert answer.headers.get("Content-Type", "").startswith("text/html"), entry["id"]
    html = answer.body.decode()
    assert f'data-storybook-id="{entry["id"]}"' in html, entry["id"]
    assert f'data-view-mode="{entry["type"]}"' in html, entry["id"]
    scripts = re.findall(r'<script src="([^"]+)"', html)
    assert scripts and all("storybook-frame" in src for src in scripts), scripts
    frame_script.update(scripts)
    if entry["type"] == "story":
        assert '<main class="sb-preview' in html, entry["id"]
    policy = answer.headers.get("Content-Security-Policy")
    if policy is not None:  # a static host sends its own, or none
        ancestors = next(part for part in policy.split(";") if part.strip().startswith("frame-ancestors")).split()[1:]
        assert "*" in ancestors or manager in ancestors, (entry["id"], policy)
        assert "'unsafe-inline'" not in policy


def check_frame_script(base: str, sources: set[str]) -> None:
    for source in sources:
        url = source if source.startswith("http") else base.rstrip("/") + "/" + source.lstrip("/")
        script = urllib.request.urlopen(url, timeout=15).read().decode()
        for message in ("storybook-channel", "currentStoryWasSet", "setCurrentStory", "storyRendered", "docsRendered"):
            assert message in script, (source, message)


def check_cors(url: str, allowed: str, refused: str | None) -> None:
    """Every file the loader reads, from an allowed origin and a refused one, with their preflights."""
    preflight = {"Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "accept"}
    for path in ("/index.json", "/metadata.json", "/iframe.html"):
        yes = Origin(allowed)
        answer = yes.fetch(url + path)
        assert yes.readable(answer), (path, answer.headers)
        answer = yes.fetch(url + path, preflight, method="OPTIONS")
        assert answer.status == 204 and yes.readable(answer), (path, answer.status)
        assert "GET" in answer.headers.get("Access-Control-Allow-Methods", ""), path
        if refused:
            no = Origin(refused)
            assert not no.readable(no.fetch(url + path)), path
            assert no.fetch(url + path, preflight, method="OPTIONS").status == 403, path


@pytest.fixture(scope="module")
def harbor(binary, tmp_path_factory) -> Server:
    try:
        server = Server(binary, tmp_path_factory.mktemp("harbor"), config_source=HARBOR, public_source=None).start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    yield server
    server.stop()


def test_the_bundled_config_composes(server):
    browser = Origin("https://storybook.example")  # the bundled Config allows any origin
    ref = check_ref(server.base_url, browser)
    entries = stories_hash(ref.index)
    assert sum(entry["type"] == "story" for entry in entries.values()) >= 14 * 4
    assert ref.versions is None, "the bundled releases have no url: no version menu"
    scripts: set[str] = set()
    for entry in entries.values():
        check_frame(browser.fetch(frame_url(ref, entry)), entry, browser.origin, scripts)
    check_frame_script(server.base_url, scripts)
    check_cors(server.base_url, "https://storybook.example", refused=None)


def test_the_team_config_composes(harbor):
    browser = Origin(MANAGER)
    ref = check_ref(harbor.base_url, browser)
    entries = stories_hash(ref.index)
    titles = {entry["title"] for entry in entries.values()}
    assert {"Components/Button", "Components/Badge", "Components/Label", "Docs/Welcome aboard"} <= titles
    docs = [entry for entry in entries.values() if entry["type"] == "docs"]
    assert sorted(entry["importPath"] for entry in docs) == ["./docs/components/button.md", "./docs/intro.md"]
    assert ref.versions == {"2.0.0": "https://design.harbor.example/2.0.0", "1.0.0": "https://design.harbor.example/1.0.0"}
    assert list(ref.versions) == ["2.0.0", "1.0.0"], "in the order swatchbook.json writes them"
    scripts: set[str] = set()
    for entry in entries.values():
        check_frame(browser.fetch(frame_url(ref, entry)), entry, MANAGER, scripts)
    check_frame_script(harbor.base_url, scripts)
    check_cors(harbor.base_url, MANAGER, refused=STRANGER)


def test_frames_refuse_what_storybook_never_asks(harbor):
    assert harbor.fetch("/iframe.html").status == 200
    assert harbor.fetch("/iframe.html?id=nothing--here&viewMode=story").status == 404
    assert harbor.fetch("/iframe.html?id=components-button--primary&viewMode=canvas").status == 400


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def test_the_team_export_composes_from_a_static_host(binary, tmp_path):
    site = tmp_path / "site"
    done = subprocess.run([str(binary), "export", "--config", str(HARBOR), "--out", str(site)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    handler = functools.partial(_Quiet, directory=str(site))
    host = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{host.server_address[1]}"
    try:
        # A static host sends no CORS of its own here: read as Storybook's server does (same origin).
        browser = Origin(base)
        browser.readable = lambda answer: True
        ref = check_ref(base, browser)
        entries = stories_hash(ref.index)
        assert ref.versions and list(ref.versions) == ["2.0.0", "1.0.0"]
        root = urllib.request.urlopen(f"{base}/iframe.html", timeout=15).read().decode()
        assert "storybook-frame" in root
        scripts: set[str] = set()
        for entry in entries.values():
            # The exported iframe.html's script goes from ?id=&viewMode= to this file (storybook-frame.js, frameURL).
            file = "iframe/id=" + quote(entry["id"], safe="-_.!~*'()").replace("%", "%25") + f"&viewMode={entry['type']}.html"
            check_frame(Answer(200, {"Content-Type": "text/html"}, urllib.request.urlopen(f"{base}/{file}", timeout=15).read()),
                        entry, MANAGER, scripts)
        check_frame_script(base, scripts)
    finally:
        host.shutdown()
