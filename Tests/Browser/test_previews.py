"""Component pages frame their previews (iframes with titles, src under /preview/), and the
framed previews show their sample's text; previews alone show it too."""

from __future__ import annotations

import re
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


def rgb(css: str) -> tuple[float, float, float, float]:
    """The channels of a computed `rgb(…)` or `rgba(…)` colour (0–255, alpha 0–1)."""
    numbers = [float(n) for n in re.findall(r"[\d.]+", css)]
    assert len(numbers) in (3, 4), f"not an rgb() colour: {css!r}"
    return (*numbers[:3], numbers[3] if len(numbers) == 4 else 1.0)


def contrast(first: tuple, second: tuple) -> float:
    """The WCAG 2.x contrast ratio of two opaque colours."""
    def luminance(color):
        linear = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in color[:3]]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    a, b = luminance(first), luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("style", ["primary", "complementary"])
def test_button_icon_is_drawn_in_the_buttons_foreground(desktop, style: str, theme: str):
    """The check icon on a button is the icon file as a CSS mask filled with currentColor: its fill
    is the button's text colour (not a colour baked into the file, once #5b6cf0 on the primary
    button's #4555e1), the file loads, and the fill stands out from the button's own at 3:1."""
    path = f"/preview/button?style={style}&sample=actions&theme={theme}"
    desktop.open(path)
    icon_url = desktop.server.url("/assets/images/icons/check.svg")
    found = desktop.wait(lambda: desktop.js("""
        const button = document.querySelector('.sb-button'), icon = button && button.querySelector('.sb-button__image');
        if (!icon) return {missing: true};
        const style = getComputedStyle(icon), box = icon.getBoundingClientRect();
        const loaded = performance.getEntriesByName(arguments[0]).map(e => e.responseStatus || 200);
        if (!loaded.length) return null;  // the mask's image is fetched once styles apply
        return {tag: icon.tagName.toLowerCase(), imgs: button.querySelectorAll('img').length, fill: style.backgroundColor,
                color: style.color, buttonColor: getComputedStyle(button).color,
                buttonFill: getComputedStyle(button).backgroundColor, mask: style.maskImage || style.webkitMaskImage,
                width: box.width, height: box.height, loaded};
    """, icon_url), 10, f"the check icon's mask image {icon_url} to load")
    assert not found.get("missing"), f"{path}: the button has no .sb-button__image"
    problems = []
    if found["tag"] != "span" or found["imgs"]:
        problems.append(f"the icon is a <{found['tag']}> with {found['imgs']} <img> in the button, not a masked <span>")
    if "check.svg" not in (found["mask"] or ""):
        problems.append(f"its mask-image is {found['mask']!r}, not the check icon")
    if found["loaded"] != [200]:
        problems.append(f"{icon_url} answered {found['loaded']}")
    if not (found["width"] > 0 and found["height"] > 0):
        problems.append(f"it is {found['width']} × {found['height']} px")
    if rgb(found["fill"]) != rgb(found["color"]) or rgb(found["color"]) != rgb(found["buttonColor"]):
        problems.append(f"its fill {found['fill']} is not its colour {found['color']} and the button's {found['buttonColor']}")
    ratio = contrast(rgb(found["fill"]), rgb(found["buttonFill"]))
    if ratio < 3:
        problems.append(f"its fill {found['fill']} on the button's {found['buttonFill']} is {ratio:.2f}:1, under 3:1 (WCAG 1.4.11)")
    desktop.screenshot(f"button-icon-{style}-{theme}")
    assert not problems, f"{path}:\n  " + "\n  ".join(problems)
    desktop.assert_no_console_errors()


# The preview's content, measured from its elements (not as guide.js measures it): the canvas's
# top to the lowest bottom of anything drawn in it, plus the canvas's bottom padding.
MEASURE_FRAME = """
    const frame = arguments[0], doc = frame.contentDocument;
    const canvas = doc && doc.querySelector('body > .sb-preview');
    if (!canvas || doc.readyState !== 'complete') return null;
    const top = canvas.getBoundingClientRect().top;
    let bottom = top;
    for (const element of canvas.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) bottom = Math.max(bottom, box.bottom);
    }
    const content = bottom - top + parseFloat(getComputedStyle(canvas).paddingBottom);
    return {fitted: frame.hasAttribute('data-fitted'), frame: frame.clientHeight, content: content,
            scroll: doc.documentElement.scrollHeight, src: frame.getAttribute('src')};
"""


def fitted_frame(browser, frame) -> dict:
    """Scrolls `frame` into view (it loads lazily) and waits until guide.js has sized it."""
    browser.js("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", frame)
    return browser.wait(lambda: (lambda found: found if found and found["fitted"] else None)(browser.js(MEASURE_FRAME, frame)),
                        10, f"the preview frame {frame.get_dom_attribute('src')} to be sized to its content")


@pytest.mark.parametrize("path", ["/components/button", "/components/label", "/components"])
def test_short_previews_are_framed_to_their_content(desktop, server, path: str):
    """A button's frame is its content's height give or take a few pixels, not a tall empty box."""
    desktop.open(path)
    frames = [f for f in preview_frames(desktop) if "/preview/button" in (f.get_dom_attribute("src") or "")
              or "/preview/label" in (f.get_dom_attribute("src") or "")][:4]
    assert frames, f"{path} frames no button or label preview"
    problems = []
    for frame in frames:
        found = fitted_frame(desktop, frame)
        if abs(found["frame"] - max(found["content"], 48)) > 4:
            problems.append(f"{found['src']}: the frame is {found['frame']} px tall around {found['content']:.0f} px of content")
    desktop.screenshot(f"fitted-previews-{path.strip('/').replace('/', '-')}")
    assert not problems, f"{path}:\n  " + "\n  ".join(problems)
    desktop.assert_no_console_errors()


@pytest.mark.parametrize("component", ["card", "list-section", "row"])
def test_tall_previews_are_not_clipped(desktop, server, component: str):
    """A card or a list section is shown whole: its frame holds all of its content, without scrolling."""
    desktop.open(f"/components/{component}")
    frame = preview_frames(desktop)[0]
    found = fitted_frame(desktop, frame)
    assert found["content"] <= found["frame"] + 1, (
        f"{found['src']}: {found['content']:.0f} px of content in a frame {found['frame']} px tall (clipped)")
    assert found["scroll"] <= found["frame"] + 1, f"{found['src']}: the frame scrolls ({found['scroll']} px in {found['frame']} px)"
    assert found["frame"] <= found["content"] + 4, f"{found['src']}: the frame is {found['frame']} px around {found['content']:.0f} px"
    desktop.assert_no_console_errors()


def test_previews_without_javascript_are_not_tall_and_empty(nojs, server):
    """Without JavaScript a button's frame takes the stylesheet's height for short components: a
    few lines, not a tall empty box."""
    nojs.open("/components/button")
    heights = nojs.js("return Array.from(document.querySelectorAll('iframe.preview-frame__canvas'), f => f.clientHeight)")
    assert heights, "/components/button frames no preview"
    assert max(heights) <= 112, f"/components/button frames its button previews {sorted(set(heights))} px tall without JavaScript"


def manifest_sample(server) -> list[dict]:
    """The first preview of each component in each context and state, from /api/previews."""
    import json
    chosen, seen, target = [], set(), "/api/previews?perPage=500"
    while target:
        answer = server.fetch(target)
        assert answer.status == 200, f"GET {target} answered {answer.status}"
        page = json.loads(answer.body)
        for entry in page["previews"]:
            key = (entry["component"], entry["state"], tuple(sorted(entry["inputs"].items())))
            if key not in seen:
                seen.add(key)
                chosen.append(entry)
        target = page["next"]
    return chosen


STILLNESS = """
const moving = [];
for (const element of document.querySelectorAll('.sb-preview, .sb-preview *')) {
  for (const pseudo of [null, '::before', '::after']) {
    const style = getComputedStyle(element, pseudo);
    const durations = style.transitionDuration.split(',').map(s => s.trim());
    if (durations.some(d => d !== '0s') || style.animationName !== 'none') {
      moving.push(`${element.className || element.tagName}${pseudo || ''}: transition ${style.transitionDuration}, animation ${style.animationName}`);
    }
  }
}
return moving;
"""


def test_manifest_previews_are_still_with_their_fonts_loaded(desktop, server):
    """Every component in every state and context, opened at its manifest URL: no element of the
    preview has a transition or an animation (computed), the caret is transparent, the fonts are
    loaded at once, and a reload draws the same pixels."""
    entries = manifest_sample(server)
    assert len({e["component"] for e in entries}) >= 10, f"only {len(entries)} previews sampled"
    problems = []
    for entry in entries:
        desktop.open(entry["url"])
        desktop.wait(lambda: desktop.js("return document.fonts.status") == "loaded", 5, f"fonts of {entry['url']}")
        moving = desktop.js(STILLNESS)
        if moving:
            problems.append(f"{entry['url']}: {moving[:3]}")
        caret = desktop.js("return getComputedStyle(document.querySelector('.sb-preview')).caretColor")
        if caret not in ("rgba(0, 0, 0, 0)", "transparent"):
            problems.append(f"{entry['url']}: caret-color {caret}")
    assert not problems, "\n".join(problems[:10])
    toggle = next(e for e in entries if e["component"] == "toggle" and e["state"] == "hover")
    shots = []
    for _ in range(2):
        desktop.open(toggle["url"])
        desktop.wait(lambda: desktop.js("return document.fonts.status") == "loaded", 5, "fonts")
        shots.append(desktop.driver.get_screenshot_as_png())
    assert shots[0] == shots[1], f"two loads of {toggle['url']} drew different pixels"
    desktop.screenshot("manifest-preview-toggle-hover")
    desktop.assert_no_console_errors()
