"""The visual release review: /changes shows, for each component the bundled release's changes
touch, its preview before (release 1.0.0's tokens) and after (the current ones) side by side;
both frames render, they differ where the changed tokens are drawn, and the page passes axe.
Screenshots of the page and of each pair's frames go to .build/screenshots/release-review/."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from support import RELEASE_BEFORE_FRAMES, SCREENSHOTS, describe_violations, run_axe

# The pairs the bundled release's changes make: color.text.link changed in the light theme
# (context 1); component.divider.thickness changed type in both (contexts 1 and 2).
EXPECTED = {"review-card-1", "review-chip-1", "review-breadcrumb-1", "review-header-1",
            "review-list-section-1", "review-list-section-2"}
BLOCKING = {"serious", "critical"}

# What the browser draws in a frame: each element's tag and the computed properties tokens set.
SIGNATURE = """
const doc = arguments[0].contentDocument;
if (!doc || doc.readyState !== 'complete' || !doc.querySelector('body > .sb-preview')) return null;
const view = doc.defaultView;
if (![...doc.styleSheets].every(sheet => { try { return sheet.cssRules !== null; } catch (e) { return false; } })) return null;
return [...doc.querySelectorAll('.sb-preview, .sb-preview *')].map(el => {
  const s = view.getComputedStyle(el), box = el.getBoundingClientRect();
  return [el.tagName, s.color, s.backgroundColor, s.borderTopColor, s.borderTopWidth, s.fontWeight, s.fontSize,
          Math.round(box.width), Math.round(box.height)].join(' ');
});
"""


def load_frames(browser, article):
    """The two frames of a pair, scrolled into view and loaded, with their drawn signatures."""
    frames = article.find_elements(By.CSS_SELECTOR, "iframe.preview-frame__canvas")
    assert len(frames) == 2, f"{article.get_attribute('id')} frames {len(frames)} previews, not a before and an after"
    browser.js("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", article)
    signatures = []
    for frame in frames:
        src = frame.get_dom_attribute("src")
        signatures.append(browser.wait(lambda: browser.js(SIGNATURE, frame), 15, f"the framed preview {src} to render"))
    return frames, signatures


def test_changes_shows_before_and_after_for_each_component_touched(desktop, server):
    status = server.fetch("/changes").status
    assert status == 200, f"GET /changes answered {status}"
    desktop.open("/changes")
    articles = desktop.driver.find_elements(By.CSS_SELECTOR, "article.review-pair")
    ids = {article.get_attribute("id") for article in articles}
    assert ids == EXPECTED, f"/changes shows pairs {sorted(ids)}, expected {sorted(EXPECTED)}"
    folder = SCREENSHOTS / "release-review"
    folder.mkdir(parents=True, exist_ok=True)
    problems = []
    for article in articles:
        anchor = article.get_attribute("id")
        frames, (before, after) = load_frames(desktop, article)
        srcs = [frame.get_dom_attribute("src") for frame in frames]
        if not (srcs[0].endswith("&release=1.0.0") and "release=" not in srcs[1]):
            problems.append(f"{anchor}: the frames are {srcs}, not the release's and the current preview")
        if not before or not after:
            problems.append(f"{anchor}: a frame draws nothing ({len(before)} and {len(after)} elements)")
        if before == after:
            problems.append(f"{anchor}: before and after draw the same, though a token it binds changed")
        for frame, side in zip(frames, ("before", "after")):
            frame.screenshot(str(folder / f"{anchor}-{side}.png"))
        tokens = [code.text for code in article.find_elements(By.CSS_SELECTOR, ".review-pair__tokens code")]
        expected = ["component.divider.thickness"] if "list-section" in anchor else ["color.text.link"]
        if tokens != expected:
            problems.append(f"{anchor}: lists the changed tokens {tokens}, expected {expected}")
    desktop.screenshot("release-review/changes")
    assert not problems, "/changes:\n  " + "\n  ".join(problems)
    desktop.assert_no_console_errors()


def test_a_changed_token_row_links_to_the_pairs_it_reaches(desktop, server):
    desktop.open("/changes")
    row = desktop.driver.find_element(
        By.XPATH, "//section[h2[normalize-space()='theme: light']]//tr[th//code[normalize-space()='color.text.link']]")
    hrefs = sorted(link.get_dom_attribute("href") for link in row.find_elements(By.CSS_SELECTOR, ".change-touches a"))
    assert hrefs == ["#review-breadcrumb-1", "#review-card-1", "#review-chip-1", "#review-header-1"], hrefs
    link = row.find_element(By.CSS_SELECTOR, ".change-touches a[href='#review-card-1']")
    desktop.js("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", link)
    link.click()
    desktop.wait(lambda: desktop.js("return location.hash") == "#review-card-1", 5, "the link to go to the card's pair")
    target = desktop.js("const t = document.querySelector(':target'); return t ? t.id : null")
    assert target == "review-card-1", f"following the row's link targets {target!r}, not the card's pair"


@pytest.mark.parametrize("path", ["/changes", "/changes?component=list-section"])
def test_release_review_is_accessible(desktop, server, path: str):
    """The page and the current side pass every rule; the release's side (what it drew, shown to be
    compared) every rule but contrast, which the tables report before and after."""
    desktop.open(path)
    name = "release-review" + ("-component" if "component=" in path else "")
    violations = run_axe(desktop, name, {"exclude": [[RELEASE_BEFORE_FRAMES]]})
    violations += run_axe(desktop, name + "-before", {"include": [[RELEASE_BEFORE_FRAMES]]}, rules={"color-contrast": {"enabled": False}})
    blocking = [v for v in violations if v.get("impact") in BLOCKING]
    assert not blocking, f"{path}: axe-core found serious or critical violations:\n{describe_violations(blocking)}"
    desktop.assert_no_sideways_scroll()
    desktop.screenshot("release-review/" + ("component" if "component=" in path else "all"))


def test_release_review_without_javascript(nojs, server):
    nojs.open("/changes?component=list-section")
    articles = nojs.driver.find_elements(By.CSS_SELECTOR, "article.review-pair")
    assert {a.get_attribute("id") for a in articles} == {"review-list-section-1", "review-list-section-2"}
    for article in articles:
        load_frames(nojs, article)
    nojs.screenshot("release-review/component-nojs")
