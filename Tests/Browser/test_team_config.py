"""A design team's own Config, written by hand (Tests/Fixtures/Acme): no Public folder, a resolver
whose modifiers are `mode` (light, dark) and `density` (comfortable, compact), one styles file,
one sample set, two docs pages with front matter and relative links. `serve --config` alone must
give a fully styled guide: every page type styled in both modes, a switch per modifier that the
next page remembers, docs links that lead to the right page, and no serious accessibility
finding. Screenshots land in .build/screenshots/team/."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from support import describe_violations, run_axe

PAGES = ["/", "/tokens", "/tokens/color", "/components", "/components/button", "/docs", "/docs/intro",
         "/docs/guides/spacing", "/search?q=accent", "/no-such-page", "/preview/button"]
MODES = ["light", "dark"]


def with_query(path: str, query: str) -> str:
    return path + ("&" if "?" in path else "?") + query


def styled_problems(browser, guide: bool) -> list[str]:
    """What shows the guide's own stylesheets did not apply."""
    return browser.js("""
        const problems = [];
        const guide = arguments[0];
        const sheets = [...document.styleSheets].map(s => s.href || '');
        for (const name of guide ? ['/_swatchbook/css/swatchbook.', '/_swatchbook/css/components.'] : ['/_swatchbook/css/components.']) {
          const sheet = [...document.styleSheets].find(s => (s.href || '').includes(name));
          if (!sheet) { problems.push(`no stylesheet ${name}… (sheets: ${sheets.join(', ')})`); continue; }
          try { if (sheet.cssRules.length < 5) problems.push(`${name}… has ${sheet.cssRules.length} rules`); }
          catch (e) { problems.push(`${name}… cannot be read: ${e}`); }
        }
        if (guide) {
          const header = document.querySelector('.site-header');
          if (!header || getComputedStyle(header).position !== 'sticky') problems.push('the header is not sticky: swatchbook.css is not applied');
          const font = getComputedStyle(document.body).fontFamily;
          if (!/Inter|system-ui/.test(font)) problems.push(`the body font is ${font}: swatchbook.css is not applied`);
          const mark = document.querySelector('.brand__monogram');
          if (!mark) problems.push('no monogram brand mark (Acme has no logo)');
          else if (getComputedStyle(mark).backgroundColor === 'rgba(0, 0, 0, 0)') problems.push('the monogram has no background');
        }
        return problems;
    """, guide)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("path", PAGES)
def test_every_page_type_is_styled_without_a_public_folder(team_desktop, path: str, mode: str):
    guide = not path.startswith("/preview/")
    team_desktop.open(with_query(path, f"mode={mode}"))
    team_desktop.screenshot(f"team/{path.strip('/').replace('/', '-').replace('?', '-') or 'home'}-{mode}")
    problems = styled_problems(team_desktop, guide)
    if guide and team_desktop.html_theme() != mode:
        problems.append(f"<html data-theme> is {team_desktop.html_theme()!r}, not {mode!r}")
    try:
        team_desktop.assert_no_sideways_scroll()
    except AssertionError as error:
        problems.append(str(error))
    missing = "/no-such-page" in path
    try:
        team_desktop.assert_no_console_errors(allow=lambda entry: missing and "404" in entry.get("message", ""))
    except AssertionError as error:
        problems.append(str(error))
    assert not problems, f"{path} in {mode}:\n" + "\n".join(problems)


@pytest.mark.parametrize("path", ["/", "/components/button", "/docs/intro"])
def test_phone_width_fits_two_switches(team_phone, path: str):
    team_phone.open(with_query(path, "mode=dark&density=compact"))
    team_phone.screenshot(f"team/phone-{path.strip('/').replace('/', '-') or 'home'}")
    team_phone.assert_no_sideways_scroll()


def switch(browser, modifier: str, choice: str) -> None:
    """Follows the header's link for `choice` of `modifier`, as a reader does."""
    links = browser.driver.find_elements(By.CSS_SELECTOR, f'a[data-modifier="{modifier}"][data-choice="{choice}"]')
    assert links, f"{browser.path} has no switch link for {modifier}={choice}"
    browser.js("window.__sbBefore = true")
    links[0].click()
    browser.wait(lambda: browser.js("return window.__sbBefore !== true && document.readyState === 'complete'"),
                 10, f"the page after choosing {modifier}={choice}")


def current(browser, modifier: str) -> str | None:
    return browser.js(f"""const a = document.querySelector('a[data-modifier="{modifier}"][aria-current="true"]');
                          return a ? a.getAttribute('data-choice') : null;""")


def framed_button_padding(browser) -> str:
    """The inline padding of the button in the first framed preview."""
    frame = browser.driver.find_element(By.CSS_SELECTOR, "iframe")
    browser.driver.switch_to.frame(frame)
    try:
        browser.wait(lambda: browser.js("return document.readyState === 'complete' && !!document.querySelector('button, .sb-button, main *')"),
                     10, "the framed preview to load")
        return browser.js("""const b = document.querySelector('main.sb-preview > *');
                             return b ? getComputedStyle(b).paddingLeft : null;""")
    finally:
        browser.driver.switch_to.default_content()


def test_each_modifier_switches_and_the_next_page_remembers(team_desktop):
    team_desktop.prefer_color_scheme("light")
    team_desktop.open("/tokens")
    assert current(team_desktop, "mode") == "auto" and current(team_desktop, "density") == "comfortable"
    light = team_desktop.background()

    switch(team_desktop, "density", "compact")
    assert current(team_desktop, "density") == "compact"
    switch(team_desktop, "mode", "dark")
    assert team_desktop.html_theme() == "dark" and current(team_desktop, "mode") == "dark"
    assert current(team_desktop, "density") == "compact", "choosing a mode lost the density chosen before"
    dark = team_desktop.background()
    assert dark != light, f"the page's background is {light} in light and in dark alike"
    for name, value in (("sb-mode", "dark"), ("sb-density", "compact")):
        cookie = team_desktop.driver.get_cookie(name)
        assert cookie and cookie["value"] == value, f"the cookie {name} is {cookie}"

    # The next page, through the main navigation, keeps both choices; its framed preview is compact.
    team_desktop.driver.find_element(By.CSS_SELECTOR, 'nav[aria-label="Main"] a[href="/components"]').click()
    team_desktop.wait(lambda: team_desktop.path == "/components" and team_desktop.js("return document.readyState") == "complete",
                      10, "/components to load")
    assert team_desktop.html_theme() == "dark" and team_desktop.background() == dark
    assert current(team_desktop, "density") == "compact"
    src = team_desktop.driver.find_element(By.CSS_SELECTOR, "iframe").get_attribute("src")
    assert "mode=dark" in src and "density=compact" in src, f"the framed preview is {src}"
    assert framed_button_padding(team_desktop) == "12px", "the compact button's inline padding is not the compact token's 12px"

    switch(team_desktop, "density", "comfortable")
    assert framed_button_padding(team_desktop) == "20px", "the comfortable button's inline padding is not 20px"
    team_desktop.assert_no_console_errors()


def test_switches_work_without_javascript(team_nojs):
    team_nojs.open("/docs")
    switch(team_nojs, "density", "compact")
    assert current(team_nojs, "density") == "compact"
    team_nojs.open("/tokens")
    assert current(team_nojs, "density") == "compact", "with JavaScript off, the next page forgot the density"


def test_docs_pages_follow_their_front_matter_and_relative_links(team_desktop):
    team_desktop.open("/docs/intro")
    assert team_desktop.js("return document.title").startswith("Welcome to Acme"), team_desktop.js("return document.title")
    text = team_desktop.js("return document.querySelector('main').innerText")
    assert "<hr>" not in text and "Read the spacing guide next" in text.replace("\n", " "), \
        f"the text after <hr> is not rendered as markup:\n{text[:600]}"
    assert team_desktop.js("return !!document.querySelector('main article hr')"), "the <hr> is not an element"
    sidebar = team_desktop.js("return [...document.querySelectorAll('nav.sidebar a')].map(a => a.textContent.trim())")
    assert sidebar.index("Welcome to Acme") < sidebar.index("Spacing"), f"the sidebar is not in front-matter order: {sidebar}"

    team_desktop.driver.find_element(By.LINK_TEXT, "the spacing guide").click()
    team_desktop.wait(lambda: team_desktop.path == "/docs/guides/spacing", 10, "the relative link to lead to /docs/guides/spacing")
    team_desktop.assert_not_error_page("/docs/guides/spacing")
    assert team_desktop.js("return document.querySelector('h1').textContent").strip() == "Spacing"

    team_desktop.driver.find_element(By.LINK_TEXT, "the introduction").click()
    team_desktop.wait(lambda: team_desktop.path == "/docs/intro", 10, "the link ../intro.md#welcome to lead back to /docs/intro")
    assert team_desktop.driver.current_url.endswith("#welcome")
    team_desktop.assert_no_console_errors()


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("path", ["/", "/tokens/color", "/components", "/components/button", "/components/badge", "/docs/intro",
                                  "/preview/button"])
def test_no_serious_accessibility_violation(team_desktop, path: str, mode: str):
    team_desktop.open(with_query(path, f"mode={mode}"))
    violations = run_axe(team_desktop, f"team-{path.strip('/').replace('/', '-') or 'home'}-{mode}")
    blocking = [v for v in violations if v.get("impact") in {"serious", "critical"}]
    assert not blocking, f"{path} in {mode}:\n{describe_violations(blocking)}"


def test_a_starter_for_a_built_in_is_one_click_away(team_desktop):
    """Acme styles only the button: /components lists the other built-ins as not styled yet, each
    card with its starter styles file and a Copy button that sits above the card's link."""
    team_desktop.open("/components")
    cards = team_desktop.driver.find_elements(By.CSS_SELECTOR, "#not-styled .component-card--unstyled")
    assert len(cards) == 10, f"{len(cards)} built-ins listed as not styled yet"
    button = team_desktop.driver.find_element(By.CSS_SELECTOR, 'button[data-copy="starter-badge"]')
    assert button.is_displayed(), "guide.js shows the copy button"
    team_desktop.js("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
    button.click()
    status = button.find_element(By.XPATH, "following-sibling::span[@role='status']")
    team_desktop.wait(lambda: status.text != "", 5, "the copy button to say whether it copied")
    assert team_desktop.path == "/components", "the click copied rather than following the card's link"
    code = team_desktop.driver.find_element(By.ID, "starter-badge").text
    assert '"primary"' in code and '"base"' in code
    team_desktop.assert_no_sideways_scroll()
    team_desktop.assert_no_console_errors()


@pytest.mark.parametrize("width", [1024, 1280, 1700])
def test_two_switches_leave_the_header_search_usable(team_desktop, width: int):
    """With a switch per modifier, the header's search box keeps room to type in at desktop widths."""
    team_desktop.driver.set_window_size(width, 900)
    try:
        team_desktop.open("/docs")
        box = team_desktop.header_search_input().size["width"]
        assert box >= 160, f"at {width} px the header's search box is {box} px wide"
        team_desktop.assert_no_sideways_scroll()
    finally:
        team_desktop.driver.set_window_size(1280, 900)
