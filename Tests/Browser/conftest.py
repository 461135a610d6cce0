"""Fixtures of the browser suite: the server under test and three Chromium sessions (desktop,
phone, JavaScript off), each reset before a test and photographed when a test fails."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import support
from support import ACME, DESKTOP, PHONE, REPO, Browser, Server, safe_name, start_chrome


def binary() -> Path:
    path = Path(os.environ.get("SWATCHBOOK_BIN", REPO / ".build" / "debug" / "swatchbook"))
    if not path.is_absolute():
        path = REPO / path
    if not os.access(path, os.X_OK):
        pytest.exit(f"{path} is missing: build it first (swift build --product swatchbook; make browser-test does)", 2)
    return path


def start_server(root: Path, **options) -> Server:
    try:
        return Server(binary(), root, **options).start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)


def session_server(tmp_path_factory, name: str, **options):
    """A server for the whole session in a folder of its own; says so when it did not stop cleanly."""
    server = start_server(tmp_path_factory.mktemp(name), **options)
    yield server
    status = server.stop()
    if status not in (0, None):
        print(f"\nswatchbook serve ({name}) exited with {status}\n{server.log_tail()}")


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> Server:
    """One server for the session, on a copy of Config and Public that no test changes."""
    yield from session_server(tmp_path_factory, "swatchbook")


@pytest.fixture(scope="session")
def team_server(tmp_path_factory) -> Server:
    """One server for the session on a copy of the hand-written Acme Config, with no Public
    folder: what a design team that brings its own Config sees."""
    yield from session_server(tmp_path_factory, "acme", config_source=ACME, public_source=None)


@pytest.fixture
def own_server(tmp_path) -> Server:
    """A server of the test's own, on a copy the test may change (live reload)."""
    server = start_server(tmp_path)
    yield server
    server.stop()


def session_driver(request, **kwargs):
    try:
        driver = start_chrome(**kwargs)
    except Exception as error:  # noqa: BLE001 — any failure to start is reported the same way
        pytest.fail(f"cannot start Chromium through chromedriver: {error}", pytrace=False)
    request.addfinalizer(driver.quit)
    return driver


@pytest.fixture(scope="session")
def desktop_driver(request):
    return session_driver(request, width=DESKTOP[0], height=DESKTOP[1])


@pytest.fixture(scope="session")
def phone_driver(request):
    return session_driver(request, width=PHONE[0], height=PHONE[1], mobile=True)


@pytest.fixture(scope="session")
def nojs_driver(request):
    driver = session_driver(request, width=DESKTOP[0], height=DESKTOP[1], javascript=False)
    # Prove that pages really run no script: a data: URL (no CSP) that would retitle itself.
    driver.get("data:text/html,<title>off</title><script>document.title='on'</script>")
    if driver.title != "off":
        pytest.fail("JavaScript is still on in the browser that should have it off", pytrace=False)
    return driver


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.failed_call = report.failed
    return report


def browser_fixture(request, driver, server: Server, label: str) -> Browser:
    browser = Browser(driver, server, label)
    browser.reset()
    yield browser
    if getattr(request.node, "failed_call", False):
        try:
            path = browser.screenshot(f"failures/{safe_name(request.node.name)}")
            print(f"\nscreenshot of the failure: {path}")
        except Exception:  # noqa: BLE001 — a missing screenshot must not hide the failure
            pass


@pytest.fixture
def desktop(request, desktop_driver, server):
    """Chromium at 1280 × 900 with JavaScript, against the shared server."""
    yield from browser_fixture(request, desktop_driver, server, "desktop")


@pytest.fixture
def phone(request, phone_driver, server):
    """Chromium emulating a 390 × 844 phone, against the shared server."""
    yield from browser_fixture(request, phone_driver, server, "phone")


@pytest.fixture
def team_desktop(request, desktop_driver, team_server):
    """Chromium at 1280 × 900 with JavaScript, against the Acme server."""
    yield from browser_fixture(request, desktop_driver, team_server, "team-desktop")


@pytest.fixture
def team_phone(request, phone_driver, team_server):
    """Chromium emulating a phone, against the Acme server."""
    yield from browser_fixture(request, phone_driver, team_server, "team-phone")


@pytest.fixture
def team_nojs(request, nojs_driver, team_server):
    """Chromium with JavaScript off, against the Acme server."""
    yield from browser_fixture(request, nojs_driver, team_server, "team-nojs")


@pytest.fixture
def nojs(request, nojs_driver, server):
    """Chromium at 1280 × 900 with JavaScript off, against the shared server."""
    yield from browser_fixture(request, nojs_driver, server, "nojs")


def pytest_sessionfinish(session):
    """On a worker of `-n` (pytest-xdist): hands the axe-core versions it ran to the controller."""
    if hasattr(session.config, "workeroutput"):
        session.config.workeroutput["axe_versions"] = sorted(support.AXE_VERSIONS_RUN)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """On the controller of `-n`: gathers the axe-core versions each worker ran."""
    support.AXE_VERSIONS_RUN.update(getattr(node, "workeroutput", {}).get("axe_versions", []))


def pytest_terminal_summary(terminalreporter):
    """Names the axe-core version the accessibility checks ran, when they ran."""
    if support.AXE_VERSIONS_RUN:
        versions = ", ".join(sorted(support.AXE_VERSIONS_RUN))
        terminalreporter.write_line(f"axe-core run: {versions} ({support.AXE_SCRIPT})")
