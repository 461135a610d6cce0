"""Live reload under `serve --watch`: a broken Config file makes the open page reload itself and
show the Config banner while the last good content keeps serving; mending it makes the page
reload again without the banner."""

from __future__ import annotations

import json
import time

BROKEN = '{ "description": "broken by the browser suite", "styles": { "primary": '


def health(server) -> dict:
    return json.loads(server.fetch("/healthz").body)


def wait_for_health(browser, server, status: str, what: str) -> dict:
    return browser.wait(lambda: (lambda report: report if report.get("status") == status else None)(health(server)),
                        15, what)


def wait_for_reload(browser, timeout: float, what: str) -> None:
    browser.wait(lambda: browser.js("return window.__sbBeforeReload !== true && document.readyState === 'complete'"),
                 timeout, what)
    browser.assert_not_error_page("the reloaded page")


def banner(browser) -> str | None:
    return browser.js("const b = document.querySelector('div.config-banner[role=\"alert\"]'); return b ? b.innerText : null")


def test_broken_config_shows_the_banner_and_keeps_serving(desktop, own_server):
    desktop.server = own_server
    desktop.open("/")
    live = desktop.js("return document.body.getAttribute('data-live-reload')")
    assert banner(desktop) is None, "the banner shows before anything is broken"
    time.sleep(1.0)  # the page's EventSource connects

    styles = own_server.config / "styles" / "button.json"
    original = styles.read_bytes()
    desktop.js("window.__sbBeforeReload = true")
    styles.write_text(BROKEN)
    try:
        # The server notices, and keeps serving the last good Config.
        report = wait_for_health(desktop, own_server, "degraded", "/healthz to report the broken Config (status degraded)")
        assert any("button.json" in error for error in report["config"]["errors"]), f"/healthz does not name button.json: {report}"
        preview = own_server.fetch("/preview/button")
        assert preview.status == 200 and "Save changes" in preview.body, (
            f"with the Config broken, /preview/button answered {preview.status} without the last good content")

        # The open page reloads itself and shows the banner.
        assert live == "/events", f"<body data-live-reload> is {live!r}, not '/events', under serve --watch"
        wait_for_reload(desktop, 20, "the open page to reload itself after Config/styles/button.json broke")
        text = desktop.wait(lambda: banner(desktop), 5, "div.config-banner[role=alert] after the reload")
        assert "button.json" in text, f"the Config banner does not name the broken file button.json:\n{text}"
        desktop.screenshot("live-reload-config-banner-desktop")

        # Every page shows it; the last good content is still there.
        desktop.open("/components/button")
        assert banner(desktop), "with the Config broken, /components/button shows no banner"
        assert desktop.driver.find_elements("css selector", 'iframe[src^="/preview/"]'), (
            "with the Config broken, /components/button no longer frames its previews")
    finally:
        desktop.js("window.__sbBeforeReload = true")
        styles.write_bytes(original)

    wait_for_health(desktop, own_server, "ok", "/healthz to report the mended Config (status ok)")
    wait_for_reload(desktop, 20, "the open page to reload itself after the Config was mended")
    desktop.wait(lambda: banner(desktop) is None, 5, "the banner to go away once the Config is valid again")
    desktop.assert_no_console_errors()
