"""Storybook's ref loader against a *private* Swatchbook, step by step: a real `swatchbook serve` of
the team Config `Tests/Fixtures/Harbor` made private, with a sign-in, a tokens file and one listed
Storybook origin.

No Storybook runs here. Each step follows Storybook's own source, read in storybookjs/storybook at
commit 0876c598757b64fb0825902e8b5479316928b84e (`code/core/src/manager-api/modules/refs.ts`) and
1a503fe04be2b9e2c4bd89407970bc62c01eeb4b (`code/core/src/common/utils/get-storybook-refs.ts`), the
files as the search index holds them:

- `get-storybook-refs.ts`, `checkRef(url)`, run by Storybook's server before the manager loads: a
  plain `fetch(url + '/iframe.html')` (no cookies); not ok → the ref's type is `unknown`; ok → a
  second fetch with `Accept: application/json`, and the ref is `server-checked` (public) unless that
  answer is ok and holds `loginUrl`. A URL with `user:password@` makes `fetch` throw (the Fetch
  standard refuses credentials in a request's URL): `unknown`.
- `refs.ts`, `checkRef(ref)` in the manager: `credentials` is `'omit'` for a `server-checked` ref and
  `'include'` otherwise; `parseUrl` takes `user:password@` out of the URL (`/https?:\\/\\/(.+:.+)@/`)
  and sends `Authorization: Basic btoa(user:password)`; `index.json` and `stories.json` are fetched
  together with `Accept: application/json`, then `metadata.json` (`cache: 'no-cache'`) when either
  worked; `handleRequest` turns a `401` whose JSON has `loginUrl` into `{loginUrl}` (the sidebar's
  sign-in button), any other failure (a CORS refusal is a failed fetch) into `indexError`, and a
  body with `entries` into the story index.
- The Fetch standard's CORS rules for `credentials: 'include'`: `Authorization` is not a
  CORS-safelisted header, so a preflight (`OPTIONS`, without credentials) asks for it and must be
  answered ok with the exact origin, `Access-Control-Allow-Credentials: true` and the header
  allowed; the answer itself is readable only with the exact origin (never `*`) and
  `Access-Control-Allow-Credentials: true`.

The index's entries are checked the way the manager reads them with `stories_hash` of
`test_storybook_ref.py`, which cites the files for that part.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

from serving import REPO, Answer, Server
from test_storybook_ref import Origin, stories_hash

HARBOR = REPO / "Tests" / "Fixtures" / "Harbor"
MANAGER = "http://storybook.example:6006"   # the Storybook composing the ref, listed in corsOrigins
STRANGER = "http://elsewhere.example:6006"  # a Storybook that is not
SIGN_IN = "https://design.example.com/auth/sign-in"  # what signIn.redirectUrl makes the loginUrl
CREDENTIALS_IN_URL = re.compile(r"https?://(.+:.+)@")  # refs.ts parseUrl
SAFELISTED = {"accept", "accept-language", "content-language", "cache-control"}  # those a fetch may send without a preflight here


@dataclass
class PrivateSite:
    server: Server
    config: Path
    token: str  # scopes api and guide: what a Storybook ref reads
    doomed: str  # another such token, which a test revokes

    @property
    def url(self) -> str:
        return self.server.base_url

    def ref_url(self, token: str) -> str:
        """The ref's URL as a team writes it in .storybook/main.js: the token as Basic auth's password."""
        return self.url.replace("http://", f"http://storybook:{token}@", 1)

    def swatchbook(self, *arguments: str) -> str:
        return swatchbook(self.server.binary, self.config, *arguments)


def swatchbook(binary: Path, config: Path, *arguments: str) -> str:
    """Runs `swatchbook ARGUMENTS --config CONFIG`; the last line of its standard output."""
    environment = {k: v for k, v in os.environ.items() if k not in ("SWATCHBOOK_TOKENS_FILE", "SWATCHBOOK_OIDC_CLIENT_SECRET")}
    done = subprocess.run([str(binary), *arguments, "--config", str(config)],
                          capture_output=True, text=True, timeout=60, env=environment)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""


@pytest.fixture(scope="module")
def site(binary, tmp_path_factory) -> PrivateSite:
    root = tmp_path_factory.mktemp("private-ref")
    config = root / "Config"
    shutil.copytree(HARBOR, config)
    secrets = root / "secrets"
    secrets.mkdir()
    (secrets / "session-keys").write_text(os.urandom(32).hex() + "\n")
    settings = json.loads((config / "swatchbook.json").read_text())
    settings.update({
        "access": "private",
        "corsOrigins": [MANAGER],
        "tokensFile": str(secrets / "tokens.json"),
        # Nothing here reaches the provider: the sign-in only gives the gate its loginUrl.
        "signIn": {"issuer": "https://id.example.com", "clientId": "harbor-guide",
                   "redirectUrl": "https://design.example.com/auth/callback", "allowedDomains": ["example.com"],
                   "sessionKeyFile": str(secrets / "session-keys")},
        # The module sends a few bad tokens on purpose; the limit itself is tested elsewhere.
        "limits": {"accessFailuresPerMinute": 10000},
    })
    (config / "swatchbook.json").write_text(json.dumps(settings, indent=2))
    # Made before the server starts, which reads the file then (and after that once a second at most).
    tokens = [swatchbook(binary, config, "token", "create", name, "--scope", "api,guide") for name in ("storybook-ref", "storybook-revoked")]
    for token in tokens:
        assert re.fullmatch(r"sbt_[A-Za-z0-9_-]{43}", token), token
    saved = {name: os.environ.pop(name) for name in ("SWATCHBOOK_TOKENS_FILE", "SWATCHBOOK_OIDC_CLIENT_SECRET") if name in os.environ}
    server = Server(binary, root, config_source=config, public_source=None, in_place=True)
    try:
        server.start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    finally:
        os.environ.update(saved)
    site = PrivateSite(server, config, token=tokens[0], doomed=tokens[1])
    yield site
    server.stop()


class CredentialedOrigin(Origin):
    """A browser page on `origin` fetching with `credentials: 'include'`. A redirect is an answer
    like any other (a preflight may not be redirected; a cross-origin redirect is not followed here),
    and a field sent several times (`Vary`) is read as one list, as a browser reads it."""

    def fetch(self, url: str, headers: dict[str, str] | None = None, method: str = "GET") -> Answer:
        return _open(urllib.request.Request(url, headers={"Origin": self.origin, **(headers or {})}, method=method))

    def readable(self, answer: Answer) -> bool:
        return (answer.headers.get("Access-Control-Allow-Origin") == self.origin
                and answer.headers.get("Access-Control-Allow-Credentials") == "true")

    def preflight(self, url: str, headers: list[str]) -> Answer:
        return self.fetch(url, {"Access-Control-Request-Method": "GET",
                                "Access-Control-Request-Headers": ", ".join(sorted(h.lower() for h in headers))}, method="OPTIONS")

    def preflight_passes(self, answer: Answer, headers: list[str]) -> bool:
        allowed = {h.strip().lower() for h in answer.headers.get("Access-Control-Allow-Headers", "").split(",")}
        return 200 <= answer.status < 300 and self.readable(answer) and all(h.lower() in allowed for h in headers)

    def include(self, url: str, headers: dict[str, str]) -> Answer | None:
        """fetch(url, {headers, credentials: 'include'}): the answer, or None where the fetch rejects."""
        unsafe = [name for name in headers if name.lower() not in SAFELISTED]
        if unsafe and not self.preflight_passes(self.preflight(url, unsafe), unsafe):
            return None
        answer = self.fetch(url, headers)
        return answer if self.readable(answer) else None


def server_checked(url: str) -> bool:
    """get-storybook-refs.ts `checkRef`: True makes the ref `server-checked` (fetched without cookies)."""
    if CREDENTIALS_IN_URL.match(url):
        return False  # fetch throws on a URL holding credentials
    first = _open(urllib.request.Request(f"{url}/iframe.html"))
    assert first.status not in (301, 302, 303, 307, 308), (
        "a redirect is followed to the provider's sign-in page, which answers 200; the JSON probe's 401 "
        "then makes the ref server-checked, and Storybook never sends the reader's cookie")
    if first.status != 200:
        return False
    probe = _open(urllib.request.Request(f"{url}/iframe.html", headers={"Accept": "application/json"}))
    if probe.status != 200:
        return True
    return "loginUrl" not in json.loads(probe.body or b"{}")


class _KeepRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *arguments):
        return None


_NO_REDIRECTS = urllib.request.build_opener(_KeepRedirects)


def _open(request: urllib.request.Request) -> Answer:
    """One answer, redirects not followed, each field's values joined as one list."""
    def fields(message) -> dict[str, str]:
        return {name: ", ".join(message.get_all(name)) for name in dict.fromkeys(message.keys())}
    try:
        with _NO_REDIRECTS.open(request, timeout=15) as response:
            return Answer(response.status, fields(response.headers), response.read())
    except urllib.error.HTTPError as error:
        return Answer(error.code, fields(error.headers), error.read())


def handle_request(answer: Answer | None) -> dict:
    """refs.ts `handleRequest` of a fetch that rejected (None) or answered."""
    if answer is None:
        return {"indexError": "Failed to fetch (CORS)"}
    if answer.status != 200:
        if answer.status == 401:
            body = json.loads(answer.body or b"{}")
            if body.get("loginUrl"):
                return {"loginUrl": body["loginUrl"]}
        return {"indexError": f"Unexpected response not OK: {answer.status}"}
    body = json.loads(answer.body)
    return {"storyIndex": body} if ("entries" in body or "stories" in body) else body


@dataclass
class LoadedRef:
    """What refs.ts `checkRef` hands `setRef`, and every answer it read on the way."""
    data: dict
    answers: dict[str, Answer]


def check_ref(url: str, browser: CredentialedOrigin) -> LoadedRef:
    """refs.ts `checkRef` for a ref Storybook's server could not read (type `unknown`)."""
    assert not server_checked(url), "a private ref must not be server-checked: cookies would be omitted"
    match = CREDENTIALS_IN_URL.match(url)
    clean = url.replace(f"{match.group(1)}@", "") if match else url
    headers = {"Accept": "application/json"}
    if match:
        headers["Authorization"] = "Basic " + base64.b64encode(match.group(1).encode()).decode()
    answers: dict[str, Answer] = {}

    def fetch(file: str, extra: dict[str, str] | None = None) -> dict:
        answer = browser.include(f"{clean}/{file}", {**headers, **(extra or {})})
        if answer is not None:
            answers[file] = answer
        return handle_request(answer)

    index, stories = fetch("index.json"), fetch("stories.json")
    data: dict = {}
    if "indexError" not in index or "indexError" not in stories:
        metadata = fetch("metadata.json", {"Cache-Control": "no-cache"})
        data = {**(stories if "indexError" in index else index), **({} if "indexError" in metadata else metadata)}
    else:
        data = {"indexError": "Loading of ref failed"}
    return LoadedRef(data, answers)


def assert_private(answer: Answer, origin: str) -> None:
    cache = answer.headers.get("Cache-Control", "")
    assert cache.startswith("private") and "public" not in cache and "s-maxage" not in cache, cache
    vary = {v.strip().lower() for v in answer.headers.get("Vary", "").split(",")}
    assert {"authorization", "cookie", "origin"} <= vary, answer.headers.get("Vary")
    assert answer.headers.get("Access-Control-Allow-Origin") == origin
    assert answer.headers.get("Access-Control-Allow-Credentials") == "true"


def assert_login_refusal(answer: Answer, path: str) -> None:
    assert answer.status == 401, (path, answer.status, answer.body[:200])
    assert answer.headers.get("Content-Type", "").startswith("application/json"), path
    assert answer.headers.get("Cache-Control") == "no-store", path
    body = json.loads(answer.body)
    assert body["loginUrl"] == SIGN_IN, (path, body)
    assert set(body) == {"error", "loginUrl"} and body["error"]["status"] == 401, body


def test_the_preflight_grants_the_listed_origin_exactly_with_credentials(site):
    browser = CredentialedOrigin(MANAGER)
    for path in ("/index.json", "/metadata.json", "/iframe.html", "/api/tokens"):
        answer = browser.preflight(site.url + path, ["authorization"])
        assert answer.status == 204, (path, answer.status)
        assert answer.headers.get("Access-Control-Allow-Origin") == MANAGER, path
        assert answer.headers.get("Access-Control-Allow-Credentials") == "true", path
        assert "authorization" in answer.headers.get("Access-Control-Allow-Headers", "").lower(), path
        assert "GET" in answer.headers.get("Access-Control-Allow-Methods", ""), path
        assert browser.preflight_passes(answer, ["authorization"]), path
        stranger = CredentialedOrigin(STRANGER)
        refused = stranger.preflight(site.url + path, ["authorization"])
        assert refused.status == 403 and "Access-Control-Allow-Origin" not in refused.headers, (path, refused.headers)
        read = stranger.fetch(site.url + path, {"Authorization": f"Bearer {site.token}"})
        assert read.status == 200 and "Access-Control-Allow-Origin" not in read.headers, (path, read.headers)
        assert not stranger.readable(read)
    # The unlisted origin's Storybook, with the token in its ref URL, loads nothing.
    loaded = check_ref(site.ref_url(site.token), CredentialedOrigin(STRANGER))
    assert loaded.data == {"indexError": "Loading of ref failed"}


def test_without_credentials_storybook_shows_the_sign_in(site):
    assert not server_checked(site.url), "Storybook's server cannot read the ref: it stays unknown, credentials included"
    loaded = check_ref(site.url, CredentialedOrigin(MANAGER))
    assert loaded.data == {"loginUrl": SIGN_IN}, loaded.data
    for file in ("index.json", "metadata.json"):
        assert_login_refusal(loaded.answers[file], file)
    # stories.json (before v4) is no CORS path: its 401 is unreadable cross-origin, and index.json wins.
    assert "stories.json" not in loaded.answers
    assert_login_refusal(site.server.fetch("/stories.json", {"Accept": "application/json"}), "/stories.json")


def json_routes(site) -> list[str]:
    """Every JSON GET route of the OpenAPI document that needs no parameter in its path."""
    answer = site.server.fetch("/api/openapi.json", {"Authorization": f"Bearer {site.token}"})
    assert answer.status == 200
    paths = json.loads(answer.body)["paths"]
    return sorted(path for path, item in paths.items() if "get" in item and "{" not in path
                  and (path.startswith("/api/") or path in ("/index.json", "/metadata.json")))


def test_every_json_route_refuses_with_a_login_url(site):
    routes = json_routes(site)
    assert {"/api/tokens", "/index.json", "/metadata.json"} <= set(routes), routes
    browser = CredentialedOrigin(MANAGER)
    for path in routes + ["/api/no/such/route", "/api/tokens/color/no-such-token"]:
        answer = browser.fetch(site.url + path, {"Accept": "application/json"})
        assert_login_refusal(answer, path)
        assert browser.readable(answer), (path, answer.headers)  # Storybook (or any listed page) can read the loginUrl
        assert b"Harbor" not in answer.body and b"harbor" not in answer.body, path
        bad = browser.fetch(site.url + path, {"Authorization": "Bearer sbt_" + "A" * 43})
        assert_login_refusal(bad, path)


def test_a_token_in_the_ref_url_loads_the_index(site):
    loaded = check_ref(site.ref_url(site.token), CredentialedOrigin(MANAGER))
    assert "storyIndex" in loaded.data and "loginUrl" not in loaded.data, loaded.data
    entries = stories_hash(loaded.data["storyIndex"])
    assert {"Components/Button", "Docs/Welcome aboard"} <= {entry["title"] for entry in entries.values()}
    assert loaded.data["versions"] == {"2.0.0": "https://design.harbor.example/2.0.0", "1.0.0": "https://design.harbor.example/1.0.0"}
    for file in ("index.json", "metadata.json"):
        assert loaded.answers[file].status == 200, file
        assert_private(loaded.answers[file], MANAGER)
    # The frame Storybook then loads, with the same Basic credentials (the ref's URL holds them).
    basic = "Basic " + base64.b64encode(f"storybook:{site.token}".encode()).decode()
    entry = next(entry for entry in entries.values() if entry["type"] == "story")
    frame = CredentialedOrigin(MANAGER).fetch(f"{site.url}/iframe.html?id={entry['id']}&viewMode=story", {"Authorization": basic})
    assert frame.status == 200 and f'data-storybook-id="{entry["id"]}"'.encode() in frame.body
    assert_private(frame, MANAGER)


def test_bearer_reads_what_basic_reads(site):
    browser = CredentialedOrigin(MANAGER)
    basic = "Basic " + base64.b64encode(f"any-name:{site.token}".encode()).decode()
    for path in ("/index.json", "/metadata.json", "/api/tokens", "/api/tokens?format=css"):
        by_bearer = browser.include(site.url + path, {"Authorization": f"Bearer {site.token}"})
        by_basic = browser.include(site.url + path, {"Authorization": basic})
        assert by_bearer is not None and by_basic is not None, path
        assert by_bearer.status == by_basic.status == 200, path
        assert by_bearer.body == by_basic.body, path
        assert_private(by_bearer, MANAGER)
        assert_private(by_basic, MANAGER)


def test_a_revoked_token_is_refused_after_a_reload(site):
    token = site.doomed
    browser = CredentialedOrigin(MANAGER)
    assert "storyIndex" in check_ref(site.ref_url(token), browser).data
    site.swatchbook("token", "revoke", "storybook-revoked")
    site.server.process.send_signal(signal.SIGHUP)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if site.server.fetch("/index.json", {"Authorization": f"Bearer {token}"}).status == 401:
            break
        time.sleep(0.1)
    loaded = check_ref(site.ref_url(token), browser)
    assert loaded.data == {"loginUrl": SIGN_IN}, "a revoked token is refused; Storybook shows the sign-in"
    assert_login_refusal(loaded.answers["index.json"], "/index.json")
    assert "storyIndex" in check_ref(site.ref_url(site.token), browser).data, "the other token still reads"
    log = site.server.wait_for_log("access refusal method=token", "unknown or revoked token")
    assert 'access refusal method=token' in log and "unknown or revoked token" in log
    assert token not in log and site.token not in log, "no secret in the audit log"
