"""What the browser suite shares: the server under test, the browsers, the page types, and the
checks several tests make (console errors, sideways scrolling, screenshots, axe-core)."""

from __future__ import annotations

import base64
import json
import math
import os
import queue
import re
import shutil
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from selenium import webdriver
from selenium.common.exceptions import JavascriptException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

REPO = Path(__file__).resolve().parents[2]
# A design team's own Config, written by hand: no Public folder, modifiers `mode` and `density`.
ACME = REPO / "Tests" / "Fixtures" / "Acme"
# The checkout whose Config and Public the server is given (copies of them): this one unless
# SWATCHBOOK_ROOT names another (to try the suite on another branch's build).
SOURCE = Path(os.environ.get("SWATCHBOOK_ROOT") or REPO)
SCREENSHOTS = REPO / ".build" / "screenshots"
REPORTS = REPO / ".build" / "browser-report"

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")

DESKTOP = (1280, 900)
PHONE = (390, 844)


# --------------------------------------------------------------------------------------------
# The server under test


@dataclass
class HTTPResult:
    status: int
    headers: dict[str, str]
    body: str


class Server:
    """`swatchbook serve --watch` on a copy of a Config (the bundled one unless told) and of a
    Public folder (none when `public_source` is None) in a folder of its own."""

    def __init__(self, binary: Path, root: Path, config_source: Path | None = None,
                 public_source: Path | None = SOURCE / "Public"):
        self.binary = binary
        self.root = root
        self.config_source = config_source or SOURCE / "Config"
        self.public_source = public_source
        self.config = root / "Config"
        self.public = root / "Public"
        self.log_path = root / "server.log"
        self.process: subprocess.Popen | None = None
        self.base_url = ""

    def start(self, timeout: float = 30) -> "Server":
        shutil.copytree(self.config_source, self.config)
        arguments = [str(self.binary), "serve", "--config", str(self.config), "--port", "0", "--watch"]
        if self.public_source is not None:
            shutil.copytree(self.public_source, self.public)
            arguments += ["--public", str(self.public)]
        env = {k: v for k, v in os.environ.items() if k != "PORT"}
        log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            arguments,
            stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, cwd=self.root, env=env,
        )
        lines: queue.Queue[bytes] = queue.Queue()

        def drain(stream, sink):
            # The first line goes to the queue; everything goes to the log, so the pipe never fills.
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
        match = re.search(r"listening on (http://\S+)", first)
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

    def url(self, path: str) -> str:
        return self.base_url + path

    def fetch(self, path: str, headers: dict[str, str] | None = None) -> HTTPResult:
        request = urllib.request.Request(self.url(path), headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return HTTPResult(response.status, dict(response.headers.items()),
                                  response.read().decode("utf-8", "replace"))
        except urllib.error.HTTPError as error:
            return HTTPResult(error.code, dict(error.headers.items()), error.read().decode("utf-8", "replace"))


# --------------------------------------------------------------------------------------------
# Page types


@dataclass(frozen=True)
class PageType:
    """One kind of page. `path` None means it is found at run time (see `resolve`)."""

    name: str
    path: str | None
    guide: bool = True          # has the guide's frame: header, navigation, theme switch, main, footer
    status: int = 200
    text: str | None = None     # text the page must show
    theme_by_cookie: bool = False  # chooses its theme through the sb-theme cookie, not ?theme=

    def __str__(self) -> str:
        return self.name


HOME = PageType("home", "/")
TOKENS = PageType("tokens", "/tokens")
TOKEN_GROUP = PageType("token-group", "/tokens/color")
COMPONENTS = PageType("components", "/components")
COMPONENT = PageType("component", "/components/button")
COMPONENT_DEEP_LINK = PageType("component-deep-link",
                               "/components/button?style=complementary&size=large&state=disabled&sample=actions")
DOCS = PageType("docs", "/docs")
DOC_PAGE = PageType("doc-page", None)
SEARCH = PageType("search", "/search?q=button")
CHANGES = PageType("changes", "/changes", text="What changed")
NOT_FOUND = PageType("not-found", "/no-such-page", status=404, theme_by_cookie=True)
PREVIEW = PageType("preview", "/preview/button", guide=False, text="Save changes")
PREVIEW_ROW = PageType("preview-row", "/preview/row?sample=people", guide=False, text="Ada Lovelace")

GUIDE_PAGES = [HOME, TOKENS, TOKEN_GROUP, COMPONENTS, COMPONENT, COMPONENT_DEEP_LINK, DOCS, DOC_PAGE, SEARCH, CHANGES, NOT_FOUND]
ALL_PAGES = GUIDE_PAGES + [PREVIEW, PREVIEW_ROW]


def resolve(page: PageType, server: Server) -> str:
    """The path of `page` on this server; fails the test with the reason when it cannot be had."""
    if page.path is not None:
        return page.path
    if page is DOC_PAGE:
        docs = server.fetch("/docs")
        assert docs.status == 200, f"GET /docs answered {docs.status}, so no guide page can be found to test"
        links = re.findall(r'href="(/docs/[^"#?]+)"', docs.body)
        assert links, "/docs links to no guide page (no <a href=\"/docs/...\">)"
        return links[0]
    raise AssertionError(f"no path for page type {page.name}")


def open_in_theme(browser: "Browser", page: PageType, theme: str) -> str:
    """Opens `page` in `theme` (light or dark) with `?theme=`, or for a page that takes no
    parameters with the `sb-theme` cookie; returns the path opened."""
    path = resolve(page, browser.server)
    if page.theme_by_cookie:
        browser.set_theme_cookie(theme)
    else:
        path = with_query(path, theme=theme)
    browser.open(path)
    return path


def with_query(path: str, **items: str) -> str:
    """`path` with `items` added to its query."""
    separator = "&" if "?" in path else "?"
    return path + separator + urllib.parse.urlencode(items)


# --------------------------------------------------------------------------------------------
# Browsers


def chrome_options(*, width: int, height: int, mobile: bool = False, javascript: bool = True) -> webdriver.ChromeOptions:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--disable-background-networking", "--disable-sync", "--disable-translate",
                     "--disable-features=Translate,MediaRouter,OptimizationHints",
                     "--force-device-scale-factor=1", "--lang=en-US", f"--window-size={width},{height}"):
        options.add_argument(argument)
    prefs: dict[str, object] = {}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    if prefs:
        options.add_experimental_option("prefs", prefs)
    if mobile:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2, "touch": True, "mobile": True},
        })
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return options


def start_chrome(*, width: int, height: int, mobile: bool = False, javascript: bool = True) -> webdriver.Chrome:
    for path, package in ((CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")):
        if not os.access(path, os.X_OK):
            raise RuntimeError(f"{path} is missing: install Debian's {package} (make browser-deps does)")
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER),
                              options=chrome_options(width=width, height=height, mobile=mobile, javascript=javascript))
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(60)
    return driver


class Browser:
    """A Chrome session with the checks the tests share."""

    def __init__(self, driver: webdriver.Chrome, server: Server, label: str):
        self.driver = driver
        self.server = server
        self.label = label      # desktop, phone or nojs: part of screenshot names

    # State between tests

    def reset(self) -> None:
        """No cookies, no emulated colour scheme, an empty console log, a blank page."""
        try:
            self.driver.get("about:blank")
        except WebDriverException:
            pass
        self.driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        self.console()

    def set_theme_cookie(self, theme: str) -> None:
        """Remembers `theme` as the server would (the cookie sb-theme) for the server's origin."""
        self.driver.execute_cdp_cmd("Network.setCookie", {"name": "sb-theme", "value": theme, "url": self.server.url("/"),
                                                          "path": "/", "sameSite": "Lax"})

    def prefer_color_scheme(self, scheme: str) -> None:
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    # Navigation

    def open(self, path: str) -> None:
        """Loads `path` (relative to the server) and waits until it is complete; fails when
        Chromium shows its own error page instead (an answer it could not use)."""
        self.console()
        self.driver.get(path if re.match(r"^https?://", path) else self.server.url(path))
        self.wait_ready()
        self.assert_not_error_page(path)

    def assert_not_error_page(self, what: str) -> None:
        if self.js("return location.protocol") == "chrome-error:":
            text = self.js("return document.body ? document.body.innerText : ''")
            code = re.search(r"(ERR_[A-Z_]+|HTTP ERROR \d+)", text)
            raise AssertionError(f"Chromium could not show {what}: {code.group(1) if code else text[:200]!r}")

    def wait_ready(self, timeout: float = 15) -> None:
        self.wait(lambda: self.js("return document.readyState") == "complete", timeout, "the page to finish loading")

    def wait(self, condition: Callable[[], object], timeout: float, what: str, interval: float = 0.1):
        """Polls `condition` until it is truthy; fails naming `what` otherwise. Errors from a page
        being replaced meanwhile count as not yet."""
        deadline = time.monotonic() + timeout
        last_error: Exception | None = None
        while True:
            try:
                value = condition()
                if value:
                    return value
            except (JavascriptException, WebDriverException) as error:
                last_error = error
            if time.monotonic() >= deadline:
                detail = f" (last error: {str(last_error).splitlines()[0]})" if last_error else ""
                raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}{detail}")
            time.sleep(interval)

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)

    @property
    def path(self) -> str:
        url = urllib.parse.urlsplit(self.driver.current_url)
        return url.path + (f"?{url.query}" if url.query else "")

    # Checks

    def console(self) -> list[dict]:
        """The console entries since the last call (reading them empties the log)."""
        try:
            return self.driver.get_log("browser")
        except WebDriverException:
            return []

    def assert_no_console_errors(self, allow: Callable[[dict], bool] = lambda entry: False, settle: float = 0.3) -> None:
        time.sleep(settle)  # errors thrown by scripts run just after load
        severe = [entry for entry in self.console()
                  if entry.get("level") == "SEVERE" and not allow(entry) and not is_favicon_miss(entry)]
        assert not severe, f"console errors on {self.path}:\n" + "\n".join(f"  {e['message']}" for e in severe)

    def assert_no_sideways_scroll(self) -> None:
        scroll_width, inner_width, widest = self.js("""
            const root = document.documentElement;
            let widest = '';
            let right = 0;
            for (const el of document.body ? document.body.querySelectorAll('*') : []) {
              const box = el.getBoundingClientRect();
              if (box.right > right + 0.5) { right = box.right; widest = el.tagName.toLowerCase() +
                (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : ''); }
            }
            return [root.scrollWidth, window.innerWidth, widest + ' (right edge ' + Math.round(right) + ' px)'];
        """)
        assert scroll_width <= inner_width, (
            f"{self.path} scrolls sideways at {inner_width} px: document is {scroll_width} px wide; "
            f"the element reaching furthest right: {widest}")

    def screenshot(self, name: str) -> Path:
        """A screenshot of the whole page (up to 12,000 px tall) in .build/screenshots/NAME.png."""
        path = SCREENSHOTS.joinpath(*map(safe_name, name.split("/"))).with_suffix(".png")
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            size = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
            clip = {"x": 0, "y": 0, "width": math.ceil(size["width"]), "height": min(math.ceil(size["height"]), 12000),
                    "scale": 1}
            shot = self.driver.execute_cdp_cmd("Page.captureScreenshot",
                                               {"format": "png", "captureBeyondViewport": True, "clip": clip})
            path.write_bytes(base64.b64decode(shot["data"]))
        except WebDriverException:
            self.driver.save_screenshot(str(path))
        return path

    def background(self) -> str:
        """The page's computed background colour: the body's, or the root's when the body has none."""
        return self.js("""
            const transparent = c => c === 'transparent' || /rgba\\(.*,\\s*0\\)$/.test(c);
            const body = getComputedStyle(document.body).backgroundColor;
            return transparent(body) ? getComputedStyle(document.documentElement).backgroundColor : body;
        """)

    def html_theme(self) -> str | None:
        return self.js("return document.documentElement.getAttribute('data-theme')")

    def visible_links(self, href_test: Callable[[str], bool]) -> list[str]:
        """The raw `href` of every visible link whose href passes `href_test`."""
        hrefs = self.js("""
            return [...document.querySelectorAll('a[href]')]
              .filter(a => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden')
              .map(a => a.getAttribute('href'));
        """)
        return [h for h in hrefs if href_test(h)]

    def header_search_input(self):
        inputs = self.driver.find_elements(By.CSS_SELECTOR, 'header.site-header form[role="search"] input[name="q"]')
        assert inputs, f"{self.path} has no header search (header.site-header form[role=search] input[name=q])"
        return inputs[0]


def safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-")


def is_favicon_miss(entry: dict) -> bool:
    """Chromium asks for /favicon.ico once per origin for a document that names no icon (the
    previews): a 404 the page did not ask for and that appears only on the first such load."""
    return entry.get("source") == "network" and "/favicon.ico " in entry.get("message", "")


def is_document_404(entry: dict, url: str) -> bool:
    """The console line Chrome writes for a page that is itself a 404 (not an error of the page)."""
    return entry.get("source") == "network" and entry.get("message", "").startswith(url + " ") and "404" in entry["message"]


# --------------------------------------------------------------------------------------------
# axe-core


# axe-core 4.12.1, the file `make browser-deps` takes out of the wheel the Makefile pins (AXE_WHEEL).
AXE_SCRIPT = Path(os.environ.get("AXE_SCRIPT") or REPO / ".build" / "browser-venv" / "axe.min.js")
if not AXE_SCRIPT.is_absolute():
    AXE_SCRIPT = REPO / AXE_SCRIPT
# The axe-core release line the suite is written for: a run of any other fails.
AXE_VERSION = "4.12"
# Every axe-core version a run of this session reported (printed at the end of the session).
AXE_VERSIONS_RUN: set[str] = set()


def axe_source() -> str:
    """The text of axe.min.js; fails the test saying how to get it when it is missing."""
    assert AXE_SCRIPT.is_file(), f"{AXE_SCRIPT} is missing: make browser-deps takes it out of the axe-playwright-python wheel"
    return AXE_SCRIPT.read_text(encoding="utf-8")


def inject_axe(driver: webdriver.Chrome, source: str) -> None:
    """Defines `axe` in the current document, unless it already is."""
    if not driver.execute_script("return typeof window.axe === 'object' && typeof window.axe.run === 'function'"):
        driver.execute_script(source)


# The frames of /changes that draw a release's tokens (the before side of each pair): they show
# what that release drew, contrast failures included, as the reviewed artefact; the page's tables
# report each colour's contrast before and after. axe checks them for every rule but contrast.
RELEASE_BEFORE_FRAMES = ".review-pair__side--before iframe"


def run_axe(browser: Browser, report_name: str, context: dict | None = None, rules: dict | None = None) -> list[dict]:
    """Runs axe-core on the page and the same-origin frames in it; returns every violation and
    writes the whole result to .build/browser-report/axe/REPORT_NAME.json (its testEngine names
    the axe-core version run). Fails when that version is not AXE_VERSION.x. `context` is axe's
    include/exclude (default: the whole document), `rules` turns rules on or off by id."""
    driver = browser.driver
    source = axe_source()
    # Lazy frames below the fold never load on their own: load them all, so that axe checks every
    # preview and does not wait a minute for a frame that cannot answer.
    browser.js("document.querySelectorAll('iframe[loading=lazy]').forEach(f => { f.loading = 'eager'; })")
    browser.wait(lambda: browser.js("""return [...document.querySelectorAll('iframe')].every(f => {
                     try { return f.contentDocument && f.contentDocument.readyState === 'complete'
                                  && f.contentDocument.URL !== 'about:blank'; } catch (e) { return true; } })"""),
                 20, "every framed preview to load")
    inject_axe(driver, source)
    # axe in the page asks axe in each frame for its results: every frame needs its own copy.
    for frame in driver.find_elements(By.TAG_NAME, "iframe"):
        try:
            driver.switch_to.frame(frame)
            WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
            inject_axe(driver, source)
        except (WebDriverException, TimeoutException):
            pass  # a cross-origin or vanished frame: axe reports what it could not check
        finally:
            driver.switch_to.default_content()
    answer = driver.execute_async_script("""
        const options = arguments[0], context = arguments[1] || document, done = arguments[arguments.length - 1];
        axe.run(context, options).then(result => done(JSON.stringify(result)),
                                        error => done(JSON.stringify({error: String(error && error.stack || error)})));
    """, {"resultTypes": ["violations"], **({"rules": rules} if rules else {})}, context)
    results = json.loads(answer)
    assert "error" not in results, f"axe-core failed on {browser.path}: {results['error']}"
    (REPORTS / "axe").mkdir(parents=True, exist_ok=True)
    (REPORTS / "axe" / f"{safe_name(report_name)}.json").write_text(json.dumps(results, indent=1))
    version = results.get("testEngine", {}).get("version", "unknown")
    AXE_VERSIONS_RUN.add(version)
    assert version.startswith(AXE_VERSION + "."), (
        f"axe-core {version} ran ({AXE_SCRIPT}), not {AXE_VERSION}.x: run make browser-deps to fetch the pinned one")
    return results["violations"]


def describe_violations(violations: list[dict]) -> str:
    lines = []
    for violation in violations:
        lines.append(f"  [{violation['impact']}] {violation['id']}: {violation['help']} ({violation['helpUrl']})")
        for node in violation["nodes"][:6]:
            lines.append(f"      at {' '.join(map(str, node['target']))}: {node.get('failureSummary', '').replace(chr(10), ' ')}")
        if len(violation["nodes"]) > 6:
            lines.append(f"      ... and {len(violation['nodes']) - 6} more")
    return "\n".join(lines)
