"""Storybook's channel, as a composing Storybook's manager sees it: a page that frames
`/iframe.html` hears `currentStoryWasSet` (the manager's cue to hide the ref's loader,
`manager-api/modules/stories.ts`) and `storyRendered`/`docsRendered` from the frame script, and moves
the frame with `setCurrentStory`, in Storybook's postMessage format (`channels/postmessage/index.ts`,
storybookjs/storybook at 0876c598757b64fb0825902e8b5479316928b84e). Against the bundled Config's
server, and the Harbor team's static export on a plain static host under a sub-path."""

from __future__ import annotations

import functools
import http.server
import json
import subprocess
import threading
from pathlib import Path

import pytest

from conftest import binary
from support import REPO

HARBOR = REPO / "Tests" / "Fixtures" / "Harbor"

# Run in the framing page: collect every channel message, and frame `src`.
FRAME = """
window.__channel = [];
window.addEventListener('message', function (m) {
  try { var d = typeof m.data === 'string' ? JSON.parse(m.data) : m.data; if (d && d.key === 'storybook-channel') window.__channel.push(d); } catch (e) {}
});
var f = document.createElement('iframe'); f.id = 'storybook-ref-ds'; f.src = arguments[0]; f.style.width = '600px'; f.style.height = '300px';
document.body.appendChild(f);
"""

SET_CURRENT_STORY = """
document.getElementById('storybook-ref-ds').contentWindow.postMessage(JSON.stringify(
  {key: 'storybook-channel', event: {type: 'setCurrentStory', args: [{storyId: arguments[0], viewMode: arguments[1]}]}}), '*');
"""


def heard(browser, kind: str, args0):
    """Waits until the framing page has heard `kind` with first argument `args0` (refId kept)."""
    def found():
        for message in browser.js("return window.__channel") or []:
            event = message.get("event", {})
            if event.get("type") == kind and (event.get("args") or [None])[0] == args0:
                assert message.get("refId") == "ds", message
                return True
        return False
    browser.wait(found, 15, f"the frame to post {kind} {args0!r}")


def follow(browser, frame_src: str, entries: list[dict]) -> None:
    """Frames the first entry, then moves the frame to each other entry as the manager does."""
    first, rest = entries[0], entries[1:]
    browser.js(FRAME, frame_src)
    heard(browser, "currentStoryWasSet", {"storyId": first["id"], "viewMode": first["type"]})
    heard(browser, "storyRendered" if first["type"] == "story" else "docsRendered", first["id"])
    for entry in rest:
        browser.js(SET_CURRENT_STORY, entry["id"], entry["type"])
        heard(browser, "currentStoryWasSet", {"storyId": entry["id"], "viewMode": entry["type"]})
        heard(browser, "storyRendered" if entry["type"] == "story" else "docsRendered", entry["id"])


def some_entries(index: dict) -> list[dict]:
    entries = list(index["entries"].values())
    stories = [entry for entry in entries if entry["type"] == "story"]
    docs = [entry for entry in entries if entry["type"] == "docs"]
    return stories[:2] + docs[:1] + stories[-1:]


def test_the_frame_speaks_storybooks_channel(desktop, server):
    index = json.loads(server.fetch("/index.json").body)
    entries = some_entries(index)
    desktop.open("/")
    follow(desktop, f"/iframe.html?id={entries[0]['id']}&viewMode={entries[0]['type']}&refId=ds", entries)
    desktop.screenshot("storybook/frame-after-set-current-story")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


@pytest.fixture(scope="module")
def harbor_export(tmp_path_factory):
    """Harbor exported under /design/ and served by a plain static file server."""
    root = tmp_path_factory.mktemp("harbor-export")
    done = subprocess.run([str(binary()), "export", "--config", str(HARBOR), "--out", str(root / "design"), "--base-path", "/design/"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    host = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    threading.Thread(target=host.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{host.server_address[1]}", root / "design"
    host.shutdown()


def test_an_exported_frame_goes_to_the_entrys_file_and_speaks_the_channel(desktop, harbor_export):
    base, folder = harbor_export
    index = json.loads((folder / "index.json").read_text())
    entries = some_entries(index)
    desktop.driver.get(base + "/design/")
    desktop.wait_ready()
    follow(desktop, f"{base}/design/iframe.html?id={entries[0]['id']}&viewMode={entries[0]['type']}&refId=ds", entries)
    location = desktop.js("return document.getElementById('storybook-ref-ds').contentWindow.location.pathname")
    assert location.startswith("/design/iframe/id="), location
