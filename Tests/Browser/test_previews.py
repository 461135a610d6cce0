"""Component pages frame their previews (iframes with titles, src under /preview/), and the
framed previews show their sample's text; previews alone show it too."""

from __future__ import annotations

import urllib.parse

import pytest
from selenium.webdriver.common.by import By


def preview_frames(browser) -> list:
    frames = browser.driver.find_elements(By.TAG_NAME, "iframe")
    assert frames, f"{browser.path} frames no preview (no <iframe>)"
    problems = []
    for frame in frames:
        src = frame.get_dom_attribute("src") or ""
        if not src.startswith("/preview/"):
            problems.append(f"an iframe's src is {src!r}, not under /preview/")
        if not (frame.get_dom_attribute("title") or "").strip():
            problems.append(f"the iframe of {src} has no title")
    assert not problems, f"{browser.path}:\n  " + "\n  ".join(problems)
    return frames


def frame_text(browser, frame, expected: str) -> str:
    """Scrolls `frame` into view (it may load lazily), switches into it and waits for `expected`."""
    driver = browser.driver
    src = frame.get_dom_attribute("src")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", frame)
    driver.switch_to.frame(frame)
    try:
        def shown():
            text = driver.execute_script("return document.body ? document.body.innerText : ''")
            return text if expected in text else None
        return browser.wait(shown, 10, f"the framed preview {src} to show {expected!r}")
    finally:
        driver.switch_to.default_content()


@pytest.mark.parametrize("component, text", [("button", "Save changes"), ("row", "Ada Lovelace")])
def test_component_page_frames_previews_that_show_their_sample(desktop, server, component: str, text: str):
    path = f"/components/{component}"
    status = server.fetch(path).status
    assert status == 200, f"GET {path} answered {status}"
    desktop.open(path)
    frames = preview_frames(desktop)
    frame_text(desktop, frames[0], text)
    desktop.screenshot(f"component-{component}-framed-preview")
    desktop.assert_no_console_errors()


def test_component_page_has_copy_buttons(desktop, server):
    desktop.open("/components/button")
    buttons = desktop.driver.find_elements(By.CSS_SELECTOR, "button[data-copy]")
    assert buttons, "/components/button has no copy button (button[data-copy]) for its snippets"
    assert any(b.is_displayed() for b in buttons), "no copy button is visible with JavaScript on"
    for button in buttons:
        assert (button.get_attribute("type") or "submit") == "button", "a copy button would submit a form (type is not button)"
        assert (button.text or button.get_attribute("aria-label") or "").strip(), "a copy button has no accessible name"


def test_copy_button_puts_the_snippet_on_the_clipboard(desktop, server):
    """Each copy button copies its own snippet, whole, and says so in its status line."""
    origin = server.url("/").rstrip("/")
    desktop.driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    try:
        desktop.open("/components/button")
        buttons = [b for b in desktop.driver.find_elements(By.CSS_SELECTOR, "button[data-copy]") if b.is_displayed()]
        assert len(buttons) >= 3, f"/components/button shows {len(buttons)} copy buttons, not one per snippet (HTML, lookup URL, tokens)"
        copied = []
        for button in buttons:
            snippet = desktop.js("return document.getElementById(arguments[0]).textContent", button.get_attribute("data-copy"))
            desktop.js("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
            button.click()
            status = desktop.wait(lambda: desktop.js(
                "return arguments[0].closest('.snippet__header').querySelector('[role=status]').textContent", button),
                5, "the snippet's status line to say it was copied")
            assert status == "Copied to the clipboard", f"the copy button of {button.get_attribute('data-copy')} says {status!r}"
            clipboard = desktop.driver.execute_async_script(
                "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, e => done('ERROR ' + e))")
            assert clipboard == snippet, (
                f"copying {button.get_attribute('data-copy')} put {clipboard[:120]!r} on the clipboard, not its snippet {snippet[:120]!r}")
            copied.append(clipboard)
        assert len(set(copied)) == len(copied), "two copy buttons copied the same text"
        assert any("/api/styles/button/primary" in text for text in copied), "no snippet holds the style-lookup URL"
        desktop.assert_no_console_errors()
    finally:
        desktop.driver.execute_cdp_cmd("Browser.resetPermissions", {})


def test_component_deep_link_frames_the_chosen_variant(desktop, server):
    chosen = {"style": "complementary", "size": "large", "state": "disabled", "sample": "actions"}
    path = "/components/button?" + urllib.parse.urlencode(chosen)
    status = server.fetch(path).status
    assert status == 200, f"GET {path} answered {status}"
    desktop.open(path)
    sources = [f.get_dom_attribute("src") or "" for f in preview_frames(desktop)]
    matching = [s for s in sources
                if all(urllib.parse.parse_qs(urllib.parse.urlsplit(s).query).get(k) == [v] for k, v in chosen.items())]
    assert matching, f"{path} frames no preview of style=complementary size=large state=disabled sample=actions: {sources}"
    desktop.assert_no_console_errors()


@pytest.mark.parametrize("path, text", [("/preview/button", "Save changes"), ("/preview/row?sample=people", "Ada Lovelace")])
def test_preview_alone_shows_its_sample(desktop, path: str, text: str):
    desktop.open(path)
    assert text in desktop.js("return document.body.innerText"), f"{path} does not show {text!r}"
    desktop.assert_no_console_errors()
